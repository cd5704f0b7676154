import CollectionView
import CompositionalLayout
import Foundation
import Testing
import Views

@testable import ScreenRendering

/// A plain list of rows, each with the accessories `accessories(row)`, in an inset-grouped list.
@MainActor
final class AccessoryListViewController: UIViewController, UICollectionViewDataSource {
  static let rows: [(String, [UICellAccessory])] = [
    ("Disclosure", [.disclosureIndicator()]),
    ("Checkmark", [.checkmark()]),
    ("Label", [.disclosureIndicator(), .label(text: "Detail")]),
    ("Info", [.detail()]),
    ("Delete", [.delete(displayed: .always), .reorder(displayed: .always)]),
    ("Insert", [.insert(displayed: .always)]),
    ("Multiselect", [.multiselect(displayed: .always)]),
    ("Outline", [.outlineDisclosure()]),
    ("Custom", [.customView(configuration: .init(customView: badge, placement: .trailing()))]),
  ]
  /// A custom accessory view: a 40 × 20 label.
  static let badge: UILabel = {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    label.text = "NEW"
    label.font = .boldSystemFont(ofSize: 12)
    return label
  }()
  var appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped
  lazy var collectionView = UICollectionView(
    frame: .zero,
    collectionViewLayout: UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: appearance)))

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.frame = view.bounds
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    collectionView.dataSource = self
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    Self.rows.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
  }

  let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, row in
    var content = cell.defaultContentConfiguration()
    content.text = AccessoryListViewController.rows[row].0
    cell.contentConfiguration = content
    cell.accessories = AccessoryListViewController.rows[row].1
  }
}

@MainActor
@Suite("List cells: accessories and separators drawn")
struct ListCellDrawingTests {
  @Test func accessoriesAndSeparatorsAreDrawnInSVGAndHTML() throws {
    let controller = AccessoryListViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    let svg = ScreenRenderer().svg(of: host.window)
    if let directory = ProcessInfo.processInfo.environment["SCREEN_DUMP_DIRECTORY"] {
      try ScreenRenderer(options: ScreenRenderOptions(canvasColor: .systemBackground)).png(of: host.window).write(
        to: URL(fileURLWithPath: directory).appendingPathComponent("accessories.png"))
      try Data(svg.utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent("accessories.svg"))
    }
    // Separators: one per row but the last (inset-grouped lists hide the last row's), in `.separator`.
    let rows = AccessoryListViewController.rows.count
    let separator = SVGWriter.hex(UIColor.separator.components(for: host.window.traitCollection))
    #expect(svg.components(separatedBy: "fill=\"\(separator)\"").count - 1 >= rows - 1)
    // The label accessory's text, the detail button's "i", the delete and insert circles (systemRed/Green).
    #expect(svg.contains(">Detail</text>"))
    #expect(svg.contains(">i</text>"))
    let red = SVGWriter.hex(UIColor.systemRed.components(for: host.window.traitCollection))
    let green = SVGWriter.hex(UIColor.systemGreen.components(for: host.window.traitCollection))
    #expect(svg.contains("<circle") && svg.contains("fill=\"\(red)\"") && svg.contains("fill=\"\(green)\""))
    // Chevrons (disclosure ×2, outline) and the checkmark are stroked paths with round caps.
    #expect(svg.components(separatedBy: "stroke-linecap=\"round\"").count - 1 >= 4 + 3)
    // The custom accessory's label is drawn at the accessory's place (trailing side), in the SVG and in the PNG's
    // text runs.
    #expect(svg.contains(">NEW</text>"))
    let scene = ScreenRenderer().scene(of: host.window, collectingText: true)
    let badge = try #require(scene.raster?.runs.first { $0.font.pointSize == 12 })
    #expect(badge.box.minX > 300 && badge.box.maxX <= 393)
    let html = ScreenHTMLRenderer().html(of: host.window)
    #expect(html.contains(">Detail</text>"))
    #expect(html.contains("data-cell=\"0-7\""))
    withExtendedLifetime(host) {}
  }

  @Test func htmlPlacesViewsAndLabels() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 10, y: 20, width: 80, height: 40))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 8
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.black.cgColor
    let label = UILabel(frame: CGRect(x: 4, y: 4, width: 70, height: 20))
    label.text = "A <b>"
    card.addSubview(label)
    view.addSubview(card)
    let html = ScreenHTMLRenderer().html(of: view)
    #expect(html.contains("left:10px;top:20px;width:80px;height:40px;border-radius:8px;background:#007aff"))
    #expect(html.contains(">A &lt;b&gt;</span>"))
    #expect(html.contains("border:1px solid #000000"))
  }
}

/// An inset-grouped table of three rows with standard accessories.
@MainActor
final class AccessoryTableViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  let types: [UITableViewCell.AccessoryType] = [.disclosureIndicator, .checkmark, .detailDisclosureButton]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { types.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row)"
    cell.contentConfiguration = content
    cell.accessoryType = types[indexPath.row]
    return cell
  }
}

@MainActor
@Suite("Table views: background, rows, separators, accessories")
struct TableViewDrawingTests {
  @Test func insetGroupedRowsAreDrawn() throws {
    let host = ScreenHost(rootViewController: AccessoryTableViewController(), device: .iPhone15)
    let svg = ScreenRenderer().svg(of: host.window)
    let traits = host.window.traitCollection
    // The grouped background, the rows' background, two separators (not under the last row).
    #expect(svg.contains(SVGWriter.hex(UIColor.systemGroupedBackground.components(for: traits))))
    #expect(svg.contains(SVGWriter.hex(UIColor.secondarySystemGroupedBackground.components(for: traits))))
    #expect(svg.contains(">Row 2</text>"))
    // The detail button's "i" and three chevron/check paths.
    #expect(svg.contains(">i</text>"))
    #expect(svg.components(separatedBy: "stroke-linecap=\"round\"").count - 1 >= 3)
    if let directory = ProcessInfo.processInfo.environment["SCREEN_DUMP_DIRECTORY"] {
      try ScreenRenderer().png(of: host.window).write(
        to: URL(fileURLWithPath: directory).appendingPathComponent("table.png"))
    }
    withExtendedLifetime(host) {}
  }
}
