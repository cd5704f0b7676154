import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation
import Testing

/// A cell whose preferred height is set by its item (an Int: the height in points).
final class FixedHeightCell: UICollectionViewCell {
  var preferredHeight: CGFloat = 44

  override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = layoutAttributes.copy()
    attributes.size = CGSize(width: layoutAttributes.size.width, height: preferredHeight)
    return attributes
  }
}

/// A list of self-sizing rows (estimated 44) whose items are ids; `heights` says how tall each id's cell is.
@MainActor
final class SelfSizingFixture {
  final class Heights {
    var values: [Int: CGFloat] = [:]
  }
  let table = Heights()
  var heights: [Int: CGFloat] {
    get { table.values }
    set { table.values = newValue }
  }
  let collectionView: UICollectionView
  var requested: [Int] = []
  let registration: UICollectionView.CellRegistration<FixedHeightCell, Int>
  lazy var dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
    [unowned self] collectionView, indexPath, item in
    requested.append(item)
    return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  }

  init() {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    let table = self.table
    registration = UICollectionView.CellRegistration<FixedHeightCell, Int> { cell, _, item in
      cell.preferredHeight = table.values[item] ?? 44
    }
  }

  func apply(_ items: [Int], reloading: [Int] = []) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    snapshot.reloadItems(reloading)
    dataSource.apply(snapshot)
  }

  func frame(_ item: Int) -> CGRect? {
    collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }
}

@MainActor
@Suite("Measured sizes follow their items through updates")
struct MeasuredSizesThroughUpdatesTests {
  @Test("an insert above keeps the measured heights of the cells that stay on screen")
  func insertKeepsSizes() throws {
    let fixture = SelfSizingFixture()
    fixture.heights = [1: 100, 2: 80, 3: 60, 4: 50]
    fixture.apply([1, 2, 3])
    fixture.collectionView.layoutIfNeeded()
    // Measured: 100 at 0, 80 at 100, 60 at 180.
    #expect(fixture.frame(2) == CGRect(x: 0, y: 180, width: 390, height: 60))
    let cellOf1 = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    fixture.requested = []
    fixture.apply([4, 1, 2, 3])
    // Only the new item is requested (and measured: 50); 1, 2, 3 keep 100, 80, 60, now at 50, 150, 230.
    #expect(fixture.requested == [4])
    #expect(fixture.frame(0) == CGRect(x: 0, y: 0, width: 390, height: 50))
    #expect(fixture.frame(1) == CGRect(x: 0, y: 50, width: 390, height: 100))
    #expect(fixture.frame(3) == CGRect(x: 0, y: 230, width: 390, height: 60))
    #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOf1)
    #expect(fixture.collectionView.contentSize.height == 290)
  }

  @Test("deletes and moves carry sizes by identity; a reloaded item is measured again")
  func deleteMoveReload() {
    let fixture = SelfSizingFixture()
    fixture.heights = [1: 100, 2: 80, 3: 60]
    fixture.apply([1, 2, 3])
    fixture.collectionView.layoutIfNeeded()
    // Delete 1, move 3 before 2: [3, 2] → 60 at 0, 80 at 60.
    fixture.apply([3, 2])
    #expect(fixture.frame(0) == CGRect(x: 0, y: 0, width: 390, height: 60))
    #expect(fixture.frame(1) == CGRect(x: 0, y: 60, width: 390, height: 80))
    // Reload 2 after its content grew to 120: its new cell is measured, 120 at 60; content 180.
    fixture.heights[2] = 120
    fixture.requested = []
    fixture.apply([3, 2], reloading: [2])
    #expect(fixture.requested == [2])
    #expect(fixture.frame(1) == CGRect(x: 0, y: 60, width: 390, height: 120))
    #expect(fixture.collectionView.contentSize.height == 180)
  }
}

@MainActor
@Suite("Target release on the collection view and the screen host")
struct CollectionViewTargetReleaseTests {
  @Test("the view's targetRelease reaches the layout context and derives the pixel rounding")
  func viewRelease() {
    let fixture = SelfSizingFixture()
    fixture.apply([1])
    #expect(fixture.collectionView.effectiveTargetRelease == .current)
    #expect(fixture.collectionView.makeLayoutContext(numberOfItemsInSection: [1]).pixelRounding == .floor)
    fixture.collectionView.targetRelease = .iOS15
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.collectionView.collectionViewLayout.context.targetRelease == .iOS15)
    #expect(fixture.collectionView.collectionViewLayout.context.pixelRounding == .nearest)
  }

  @Test("a screen host's release reaches the collection views on its screen")
  func hostRelease() {
    let fixture = SelfSizingFixture()
    fixture.apply([1])
    let controller = UIViewController()
    controller.view.addSubview(fixture.collectionView)
    let host = ScreenHost(rootViewController: controller, device: .iPhone15, targetRelease: .iOS(14, 5))
    #expect(host.targetRelease == .iOS(14, 5))
    #expect(fixture.collectionView.effectiveTargetRelease == .iOS(14, 5))
    #expect(fixture.collectionView.collectionViewLayout.context.targetRelease == .iOS(14, 5))
  }
}

/// A class identifier hashed by a mutable field (spec case B20).
final class MutableTag: Hashable, CustomStringConvertible, @unchecked Sendable {
  var name: String
  init(_ name: String) { self.name = name }
  static func == (lhs: MutableTag, rhs: MutableTag) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
  var description: String { "MutableTag(\(name))" }
}

@MainActor
@Suite("Diffable applies check identifier hashes (B20)")
struct DiffableHashCheckTests {
  @Test("an identifier mutated in place is named in the data source's diagnostics and the apply stays consistent")
  func mutatedIdentifier() {
    let fixture = SelfSizingFixture()
    let registration = UICollectionView.CellRegistration<FixedHeightCell, MutableTag> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, MutableTag>(collectionView: fixture.collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    // On in every configuration (the default is on in debug builds only).
    dataSource.checksIdentifierHashes = true
    let a = MutableTag("a")
    let b = MutableTag("b")
    var snapshot = NSDiffableDataSourceSnapshot<Int, MutableTag>()
    snapshot.appendSections([0])
    snapshot.appendItems([a, b])
    dataSource.apply(snapshot)
    fixture.collectionView.layoutIfNeeded()
    #expect(dataSource.diagnostics.isEmpty)
    b.name = "selected"
    dataSource.apply(dataSource.snapshot())
    #expect(dataSource.diagnostics.map(\.code) == [.itemIdentifierHashChanged])
    #expect(dataSource.diagnostics.first?.identifiers == ["MutableTag(selected)"])
    // Repaired: the item is found under its new hash.
    #expect(dataSource.indexPath(for: b) == IndexPath(item: 1, section: 0))
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 2)
  }
}
