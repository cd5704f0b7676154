import CollectionView
import Foundation
import Testing

/// Default backgrounds: list and table cells show their style's background configuration until one is set; table
/// views take their style's background colour; `backgroundView`s are drawn behind the content.
@MainActor
@Suite("Default cell and table backgrounds")
struct DefaultBackgroundTests {
  let light = UITraitCollection(userInterfaceStyle: .light)

  /// The colour's red, green, blue and alpha in the light appearance, on the 0–255 scale, rounded.
  func rgba(_ color: UIColor?) -> [CGFloat]? {
    guard let color else { return nil }
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    guard color.resolvedColor(with: light).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
    return [red, green, blue, alpha].map { ($0 * 255).rounded() }
  }

  /// A 390 × 844 collection view over an insetGrouped list of `count` rows of plain list cells.
  func insetGroupedList(
    count: Int, layout: UICollectionViewCompositionalLayout = .list(using: .init(appearance: .insetGrouped)),
    configure: @escaping (UICollectionViewListCell) -> Void = { _ in }
  ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
      configure(cell)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
  }

  /// The visible background view of a cell (the configuration's), or nil when it is hidden.
  func shownBackground(_ cell: UIView) -> UIView? {
    cell.subviews.first.flatMap { $0.isHidden ? nil : $0 }
  }

  @Test func listCellsInAnInsetGroupedListShowTheGroupedCellBackgroundWithTheSectionsCornersRounded() throws {
    let (collectionView, dataSource) = insetGroupedList(count: 3)
    let first = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    let middle = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    let last = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    // The list's default: `listGroupedCell()`, secondarySystemGroupedBackground (white in light mode).
    #expect(first.backgroundConfiguration?.backgroundColor == UIColor.secondarySystemGroupedBackground)
    let background = try #require(shownBackground(first))
    #expect(background.frame == first.bounds)
    #expect(rgba(background.backgroundColor) == [255, 255, 255, 255])
    // insetGrouped rounds the section's outer corners only (10 pt): the first row's top, the last row's bottom.
    #expect(background.layer.cornerRadius == 10)
    #expect(background.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(try #require(shownBackground(middle)).layer.maskedCorners == [])
    #expect(
      try #require(shownBackground(last)).layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    withExtendedLifetime(dataSource) {}
  }

  @Test func sectionsMadeByNSCollectionLayoutSectionListGiveTheirCellsTheListsDefaults() throws {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
    }
    #expect(layout.listConfiguration == nil)
    let (collectionView, dataSource) = insetGroupedList(count: 2, layout: layout)
    #expect(layout.listConfiguration(forSection: 0)?.appearance == .insetGrouped)
    let first = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    #expect(first.listAppearance == .insetGrouped)
    #expect(first.backgroundConfiguration?.backgroundColor == UIColor.secondarySystemGroupedBackground)
    #expect(shownBackground(first)?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    withExtendedLifetime(dataSource) {}
  }

  @Test func aBackgroundConfigurationSetToNilOrABackgroundColourReplacesTheDefault() throws {
    let (cleared, source1) = insetGroupedList(count: 1) { $0.backgroundConfiguration = nil }
    let clearedCell = try #require(cleared.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(clearedCell.backgroundConfiguration == nil)
    #expect(shownBackground(clearedCell) == nil)
    // A cell colour set before the list places the cell: the cell draws that colour, no configuration on top.
    let (coloured, source2) = insetGroupedList(count: 1) { $0.backgroundColor = .systemRed }
    let colouredCell = try #require(coloured.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(colouredCell.backgroundConfiguration == nil)
    withExtendedLifetime((source1, source2)) {}
  }

  @Test func aSelectedListRowTurnsTheSelectedGrey() throws {
    let (collectionView, dataSource) = insetGroupedList(count: 2)
    collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    // The default configuration updates for the selected state: systemGray4 (light 209, 209, 214).
    #expect(rgba(shownBackground(cell)?.backgroundColor) == [209, 209, 214, 255])
    withExtendedLifetime(dataSource) {}
  }

  @Test func backgroundViewsAreDrawnBehindTheContentInUIKitsOrder() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let background = UIView()
    let selected = UIView()
    cell.selectedBackgroundView = selected
    cell.backgroundView = background
    // From the back: the configuration's view, backgroundView, selectedBackgroundView, contentView.
    #expect(
      cell.subviews.dropFirst().map(ObjectIdentifier.init)
        == [background, selected, cell.contentView].map(ObjectIdentifier.init))
    #expect(background.frame == cell.bounds)
    #expect(selected.isHidden)
    cell.isSelected = true
    #expect(!selected.isHidden)
    cell.backgroundView = nil
    #expect(background.superview == nil)
    // A configuration and background views exclude each other (UIKit documents both resets).
    cell.backgroundView = background
    cell.backgroundConfiguration = .clear()
    #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil && background.superview == nil)
    cell.backgroundView = background
    #expect(cell.backgroundConfiguration == nil)
  }

  @Test func tableViewsTakeTheirStylesBackgroundAndTheirCellsTheStylesRowBackground() throws {
    #expect(UITableView(frame: .zero, style: .plain).backgroundColor == UIColor.systemBackground)
    #expect(UITableView(frame: .zero, style: .grouped).backgroundColor == UIColor.systemGroupedBackground)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { tableView, indexPath, _ in
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([0, 1])
    dataSource.apply(snapshot, animatingDifferences: false)
    tableView.layoutIfNeeded()
    let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.backgroundConfiguration?.backgroundColor == UIColor.secondarySystemGroupedBackground)
    let background = try #require(shownBackground(first))
    #expect(rgba(background.backgroundColor) == [255, 255, 255, 255])
    #expect(background.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    let last = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(try #require(shownBackground(last)).layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
  }

  @Test func aBackgroundStrokeIsDrawnAsTheBackgroundViewsBorder() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var background = UIBackgroundConfiguration.clear()
    background.strokeColor = .systemRed
    background.strokeWidth = 2
    background.cornerRadius = 8
    cell.backgroundConfiguration = background
    let view = try #require(shownBackground(cell))
    #expect(view.layer.borderWidth == 2)
    #expect(view.layer.cornerRadius == 8)
    #expect(view.layer.borderColor == UIColor.systemRed.cgColor)
  }

  @Test func listCellsDequeuedByIdentifierGetTheirListContextToo() throws {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, _ in
      collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([0, 1])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let first = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    #expect(first.listAppearance == .insetGrouped)
    #expect(first.separatorConfiguration != nil)
    #expect(first.backgroundConfiguration?.backgroundColor == UIColor.secondarySystemGroupedBackground)
  }
}
