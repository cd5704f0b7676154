import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation
import Testing

/// A collection view of 44-pt rows driven by a diffable data source of strings.
@MainActor
final class DiffableFixture {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout(header: 30))
  let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
  }
  let headerRegistration = UICollectionView.SupplementaryRegistration<TestHeader>(
    elementKind: UICollectionView.elementKindSectionHeader
  ) { _, _, _ in }
  let delegate = RecordingDelegate()
  var provided: [String] = []
  lazy var dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
    [unowned self] collectionView, indexPath, item in
    provided.append(item)
    return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  }

  init() {
    collectionView.delegate = delegate
    dataSource.supplementaryViewProvider = { [unowned self] collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
  }

  func text(at item: Int, section: Int = 0) -> String? {
    let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section))
    return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
  }
}

@MainActor
func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
  var snapshot = NSDiffableDataSourceSnapshot<String, String>()
  for (section, items) in sections {
    snapshot.appendSections([section])
    snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

@MainActor
@Suite("UICollectionViewDiffableDataSource")
struct UICollectionViewDiffableDataSourceTests {
  @Test("the collection view holds a diffable data source weakly: once dropped it reads nil, and a later one answers")
  func dataSourceHeldWeakly() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
    var first: UICollectionViewDiffableDataSource<String, String>? = UICollectionViewDiffableDataSource(
      collectionView: collectionView
    ) { _, _, _ in nil }
    weak let dropped = first
    #expect(collectionView.dataSource === first)
    first = nil
    // Nothing else kept it: gone, and the view does not answer with it.
    #expect(dropped == nil)
    #expect(collectionView.dataSource == nil)
    var second: UICollectionViewDiffableDataSource<String, String>? = UICollectionViewDiffableDataSource(
      collectionView: collectionView
    ) { _, _, _ in nil }
    #expect(collectionView.dataSource === second)
    // A plain data source replaces it, and is held weakly too; the replaced diffable one no longer answers.
    var plain: TestDataSource? = TestDataSource(counts: [0])
    collectionView.dataSource = plain
    #expect(collectionView.dataSource === plain)
    second = nil
    #expect(collectionView.dataSource === plain)
    plain = nil
    #expect(collectionView.dataSource == nil)
  }

  @Test("an apply from an apply's completion runs after the first has finished (UIKit chains them)")
  func applyFromCompletion() {
    let fixture = DiffableFixture()
    fixture.collectionView.layoutIfNeeded()
    var order: [String] = []
    fixture.dataSource.apply(snapshot([("S", ["a", "b"])])) {
      order.append("first done")
      fixture.dataSource.apply(snapshot([("S", ["a", "b", "c"])])) { order.append("second done") }
    }
    fixture.collectionView.layoutIfNeeded()
    #expect(order == ["first done", "second done"])
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 3)
    #expect(fixture.text(at: 2) == "c")
  }

  @Test func firstApplyThenLayout() {
    let fixture = DiffableFixture()
    fixture.dataSource.apply(snapshot([("S", ["a", "b", "c"])]))
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 3)
    #expect(fixture.text(at: 1) == "b")
    // Header 30 pt, then rows of 44.
    #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 74)
    #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "c")
    #expect(fixture.dataSource.indexPath(for: "b") == IndexPath(item: 1, section: 0))
    #expect(fixture.dataSource.indexPath(for: "z") == nil)
    #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 0)) == nil)
    #expect(fixture.dataSource.sectionIdentifier(for: 0) == "S")
    #expect(fixture.dataSource.index(for: "S") == 0)
  }

  @Test func applyPerformsTheDiffAndGivesFinalFrames() throws {
    let fixture = DiffableFixture()
    let old = snapshot([("S", ["a", "b", "c", "d"])])
    fixture.dataSource.apply(old)
    fixture.collectionView.layoutIfNeeded()
    let cellB = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    let new = snapshot([("S", ["d", "b", "x", "c"])])
    fixture.dataSource.apply(new)
    let difference = SnapshotDifference(from: old, to: new)
    #expect(try difference.apply(to: old) == new)
    let transition = try #require(fixture.collectionView.lastUpdateTransition)
    let actions = transition.updateItems.map(\.updateAction)
    #expect(actions.filter { $0 == .delete }.count == difference.itemDeletes.count)
    #expect(actions.filter { $0 == .insert }.count == difference.itemInserts.count)
    #expect(actions.filter { $0 == .move }.count == difference.itemMoves.count)
    // "b" keeps its cell and its frame (header 30 + 44).
    #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellB)
    for (index, item) in ["d", "b", "x", "c"].enumerated() {
      #expect(fixture.text(at: index) == item)
      #expect(
        fixture.collectionView.cellForItem(at: IndexPath(item: index, section: 0))?.frame
          == CGRect(x: 0, y: 30 + 44 * CGFloat(index), width: 390, height: 44))
    }
    // The inserted "x" fades in at its final frame; the deleted "a" fades out at its old one.
    let inserted = try #require(transition.elements.first { $0.action == .insert })
    #expect(inserted.indexPathAfterUpdate == IndexPath(item: 2, section: 0))
    #expect(inserted.initialLayoutAttributes.alpha == 0)
    #expect(inserted.finalLayoutAttributes.frame == CGRect(x: 0, y: 118, width: 390, height: 44))
    let deleted = try #require(transition.elements.first { $0.action == .delete })
    #expect(deleted.initialLayoutAttributes.frame == CGRect(x: 0, y: 30, width: 390, height: 44))
    #expect(deleted.finalLayoutAttributes.alpha == 0)
    let moved = transition.elements.filter { $0.action == .move }
    #expect(moved.allSatisfy { $0.initialLayoutAttributes.frame != $0.finalLayoutAttributes.frame })
    #expect(fixture.delegate.pairingErrors.isEmpty)
    #expect(fixture.dataSource.snapshot() == new)
  }

  @Test func sectionsInsertAndDelete() throws {
    let fixture = DiffableFixture()
    fixture.dataSource.apply(snapshot([("A", ["a1", "a2"]), ("B", ["b1"])]))
    fixture.collectionView.layoutIfNeeded()
    fixture.dataSource.apply(snapshot([("B", ["b1"]), ("C", ["c1", "c2"])]))
    #expect(fixture.collectionView.numberOfSections == 2)
    #expect(fixture.text(at: 0, section: 0) == "b1")
    #expect(fixture.text(at: 1, section: 1) == "c2")
    // Section B: 30 + 44 = 74 pt; section C's header at 74, its second row at 74 + 30 + 44 = 148.
    #expect(
      fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.frame
        == CGRect(x: 0, y: 148, width: 390, height: 44))
    let headers = fixture.collectionView.indexPathsForVisibleSupplementaryElements(
      ofKind: UICollectionView.elementKindSectionHeader)
    #expect(headers.map(\.section) == [0, 1])
    #expect(fixture.delegate.pairingErrors.isEmpty)
  }

  @Test func reconfigureKeepsTheCellAndReloadReplacesIt() {
    let fixture = DiffableFixture()
    fixture.dataSource.apply(snapshot([("S", ["a", "b"])]))
    fixture.collectionView.layoutIfNeeded()
    let cellA = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    let cellB = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    var next = fixture.dataSource.snapshot()
    next.reconfigureItems(["a"])
    next.reloadItems(["b"])
    fixture.provided = []
    fixture.dataSource.apply(next)
    #expect(fixture.provided.sorted() == ["a", "b"])
    #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellA)
    // A reload ends the old cell's display; the new request dequeues it again from the pool, prepared for reuse.
    let reloaded = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(reloaded !== cellB || (cellB?.reuseCount ?? 0) == 1)
    #expect(cellA?.reuseCount == 0)
    #expect(fixture.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    #expect(fixture.delegate.pairingErrors.isEmpty)
  }

  @Test func applyUsingReloadData() {
    let fixture = DiffableFixture()
    fixture.dataSource.apply(snapshot([("S", ["a"])]))
    fixture.collectionView.layoutIfNeeded()
    fixture.dataSource.applySnapshotUsingReloadData(snapshot([("T", ["x", "y"])]))
    #expect(fixture.text(at: 1) == "y")
    #expect(fixture.delegate.pairingErrors.isEmpty)
  }

  @Test func sectionSnapshotsShowVisibleItemsAndExpand() {
    let fixture = DiffableFixture()
    var handlersCalled: [String] = []
    fixture.dataSource.sectionSnapshotHandlers.willExpandItem = { handlersCalled.append("expand \($0)") }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["parent", "other"])
    outline.append(["child1", "child2"], to: "parent")
    fixture.dataSource.apply(outline, to: "S")
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 2)
    #expect(fixture.dataSource.expand("parent"))
    #expect(handlersCalled == ["expand parent"])
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 4)
    #expect(fixture.text(at: 1) == "child1")
    #expect(fixture.dataSource.snapshot(for: "S").isExpanded("parent"))
    #expect(fixture.dataSource.collapse("parent"))
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 2)
  }

  @Test func sectionSnapshotHandlersAreWrittenAsUIKitDeclaresThem() {
    let fixture = DiffableFixture()
    // UIKit nests a generic struct: apps build it as `DataSource.SectionSnapshotHandlers<Item>()` and assign it.
    var handlers = UICollectionViewDiffableDataSource<String, String>.SectionSnapshotHandlers<String>()
    handlers.shouldCollapseItem = { $0 != "pinned" }
    fixture.dataSource.sectionSnapshotHandlers = handlers
    #expect(fixture.dataSource.sectionSnapshotHandlers.shouldCollapseItem?("pinned") == false)
    #expect(fixture.dataSource.sectionSnapshotHandlers.shouldCollapseItem?("other") == true)
  }

  @Test func reorderingHandlersAreStored() {
    let fixture = DiffableFixture()
    fixture.dataSource.reorderingHandlers.canReorderItem = { $0 != "locked" }
    #expect(fixture.dataSource.reorderingHandlers.canReorderItem?("a") == true)
    let transaction = NSDiffableDataSourceTransaction(
      initialSnapshot: snapshot([("S", ["a", "b"])]), finalSnapshot: snapshot([("S", ["b", "a"])]))
    #expect(transaction.difference.count == 2)
  }
}
