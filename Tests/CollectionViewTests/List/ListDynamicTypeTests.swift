import CollectionView
import Foundation
import Testing

@MainActor
final class DynamicTypeListController: UIViewController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Airplane Mode"
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<5))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
@Suite("List content follows Dynamic Type")
struct ListDynamicTypeTests {
  func firstRow(_ controller: DynamicTypeListController) throws -> (UICollectionViewListCell, UILabel) {
    let cell = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    func labels(_ view: UIView) -> [UILabel] { ((view as? UILabel).map { [$0] } ?? []) + view.subviews.flatMap(labels) }
    let label = try #require(labels(cell).first { $0.text == "Airplane Mode" })
    return (cell, label)
  }

  @Test func rowsAtAnAccessibilitySizeUseTheLargerBodyFontAndGrow() throws {
    let controller = DynamicTypeListController()
    let host = ScreenHost(
      rootViewController: controller, device: .iPhone15, preferredContentSizeCategory: .accessibilityExtraLarge)
    let (cell, label) = try firstRow(controller)
    // Body at accessibilityExtraLarge: the HIG table's size for AX3 (40 pt), not the default 17.
    let body = UIFont.pointSize(forTextStyle: .body, category: .accessibilityExtraLarge)
    #expect(body == 40)
    #expect(label.font.pointSize == body)
    // One line of 40-pt text and 11 pt above and below is taller than the 44-pt minimum row.
    #expect(cell.frame.height > 44 + 20)
    withExtendedLifetime(host) {}
  }

  @Test func changingTheTextSizeOnScreenRemeasuresTheRows() throws {
    let controller = DynamicTypeListController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    let (cell, label) = try firstRow(controller)
    #expect(label.font.pointSize == 17)
    #expect(cell.frame.height == 44)
    host.setTraits(preferredContentSizeCategory: .accessibilityExtraLarge)
    let (after, afterLabel) = try firstRow(controller)
    #expect(afterLabel.font.pointSize == 40)
    #expect(after.frame.height > 64)
    // The row below starts where this one ends: the layout took the new size.
    let second = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(abs(second.frame.minY - after.frame.maxY) < 0.01)
    withExtendedLifetime(host) {}
  }
}
