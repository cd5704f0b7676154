import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation
import Testing

/// An item identifier held by reference (equal and hashed by its number).
final class ReferenceItem: Hashable, Sendable, CustomStringConvertible {
  let number: Int

  init(number: Int) { self.number = number }

  static func == (lhs: ReferenceItem, rhs: ReferenceItem) -> Bool { lhs.number == rhs.number }
  func hash(into hasher: inout Hasher) { hasher.combine(number) }
  var description: String { "ref \(number)" }
}

/// An item identifier of several shapes: a string, a struct with a string, an enum payload and a reference.
enum MixedItem: Hashable, Sendable {
  struct Row: Hashable, Sendable {
    var id: Int
    var label: String
  }

  case title(String)
  case row(Row)
  case reference(ReferenceItem)
}

/// A cell that keeps the item it was configured with.
@MainActor
final class MixedItemCell: UICollectionViewCell {
  var item: MixedItem?
}

/// A subclass of the diffable data source that counts applies and allows moves; its cell provider configures
/// `MixedItemCell`s through a registration.
@MainActor
final class CountingDiffableDataSource: UICollectionViewDiffableDataSource<Int, MixedItem> {
  var applies = 0
  var provided = 0

  init(collectionView: UICollectionView) {
    let registration = UICollectionView.CellRegistration<MixedItemCell, MixedItem> { cell, _, item in
      cell.item = item
    }
    var count = 0
    super.init(collectionView: collectionView) { collectionView, indexPath, item in
      count += 1
      return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    _ = count
  }

  override func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<Int, MixedItem>, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    applies += 1
    super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    true
  }
}

/// `count` items per section over `sections` sections, cycling through the shapes: item n of the whole list is a
/// title, a row or a reference as n % 3 is 0, 1 or 2.
@MainActor
func mixedSnapshot(sections: Int, count: Int, references: [ReferenceItem]) -> NSDiffableDataSourceSnapshot<
  Int, MixedItem
> {
  var snapshot = NSDiffableDataSourceSnapshot<Int, MixedItem>()
  var n = 0
  for section in 0..<sections {
    snapshot.appendSections([section])
    var items: [MixedItem] = []
    for _ in 0..<count {
      switch n % 3 {
      case 0: items.append(.title("title \(n)"))
      case 1: items.append(.row(.init(id: n, label: "row \(n)")))
      default: items.append(.reference(references[n / 3]))
      }
      n += 1
    }
    snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// Checks that every visible cell shows the item the data source has at its index path.
@MainActor
func expectCellsShowTheirItems(
  _ collectionView: UICollectionView, _ dataSource: CountingDiffableDataSource,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let paths = collectionView.indexPathsForVisibleItems
  #expect(!paths.isEmpty, sourceLocation: sourceLocation)
  for indexPath in paths {
    let cell = collectionView.cellForItem(at: indexPath) as? MixedItemCell
    #expect(cell?.item != nil, sourceLocation: sourceLocation)
    #expect(cell?.item == dataSource.itemIdentifier(for: indexPath), "\(indexPath)", sourceLocation: sourceLocation)
  }
  let inTree = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }
  #expect(Set(inTree.map(ObjectIdentifier.init)) == Set(collectionView.visibleCells.map(ObjectIdentifier.init)))
}

@MainActor
@Suite("Hostile diffable data sources")
struct HostileDiffableTests {
  @Test func aSubclassWithMixedItemsShowsTheRightItemsWhileScrollingAndApplying() {
    // 4 sections × 40 items of 44-pt rows: content 160 × 44 = 7040 in a 440-pt view.
    let references = (0..<60).map { ReferenceItem(number: $0) }
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: rowLayout(height: 44))
    let dataSource = CountingDiffableDataSource(collectionView: collectionView)
    var snapshot = mixedSnapshot(sections: 4, count: 40, references: references)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    #expect(dataSource.applies == 1)
    #expect(collectionView.dataSource === dataSource)
    #expect(dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
    expectCellsShowTheirItems(collectionView, dataSource)
    for offset: CGFloat in [220, 440, 3000, 2980, 6600, 100, 0] {
      collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      expectCellsShowTheirItems(collectionView, dataSource)
    }
    // Reordered: section 0's items reversed, section 2 moved first, a reference deleted and a row relabelled.
    let sectionZero = snapshot.itemIdentifiers(inSection: 0)
    snapshot.deleteItems(sectionZero)
    snapshot.appendItems(sectionZero.reversed(), toSection: 0)
    snapshot.moveSection(2, beforeSection: 0)
    snapshot.deleteItems([.reference(references[1])])
    snapshot.insertItems([.row(.init(id: 4, label: "relabelled"))], beforeItem: .title("title 0"))
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(dataSource.applies == 2)
    for offset: CGFloat in [0, 1760, 1780, 5000, 0] {
      collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      expectCellsShowTheirItems(collectionView, dataSource)
    }
  }

  /// A 390 × 440 list of a 100-item mixed snapshot, scrolled a full screen (440 = 10 rows: rows 10…19 wanted),
  /// whose row 12's `willDisplay` applies, once, the snapshot `shrink` makes of it (with
  /// `applySnapshotUsingReloadData` when `usingReloadData`). Returns the view, its data source and its delegate
  /// after the scroll, and whether the apply happened.
  func scrollAScreenApplyingFromWillDisplay(
    usingReloadData: Bool = false, shrink: @escaping (inout NSDiffableDataSourceSnapshot<Int, MixedItem>) -> Void
  ) -> (UICollectionView, CountingDiffableDataSource, ActingDelegate, applied: Bool) {
    let references = (0..<40).map { ReferenceItem(number: $0) }
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: rowLayout(height: 44))
    let dataSource = CountingDiffableDataSource(collectionView: collectionView)
    let snapshot = mixedSnapshot(sections: 1, count: 100, references: references)
    let delegate = ActingDelegate()
    collectionView.delegate = delegate
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    var applied = false
    delegate.onWillDisplay = { _, _, indexPath in
      guard indexPath.item == 12, !applied else { return }
      applied = true
      var smaller = snapshot
      shrink(&smaller)
      if usingReloadData {
        dataSource.applySnapshotUsingReloadData(smaller)
      } else {
        dataSource.apply(smaller, animatingDifferences: false)
      }
    }
    collectionView.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource, delegate, applied)
  }

  @Test func applyFromWillDisplayEndsConsistent() {
    // The applied snapshot lacks the first 5 items: the pass ends, the next one shows the new items at the same
    // offset.
    let (collectionView, dataSource, delegate, applied) = scrollAScreenApplyingFromWillDisplay { smaller in
      smaller.deleteItems(Array(smaller.itemIdentifiers.prefix(5)))
    }
    #expect(applied)
    #expect(dataSource.snapshot().numberOfItems == 95)
    #expect(collectionView.numberOfItems(inSection: 0) == 95)
    expectCellsShowTheirItems(collectionView, dataSource)
    #expect(collectionView.indexPathsForVisibleItems.sorted() == (10...19).map { IndexPath(item: $0, section: 0) })
    #expect(delegate.pairingErrors.isEmpty)
  }

  @Test func referenceItemsAndCellsAreFreedWithTheViewAndDataSource() {
    weak var weakReference: ReferenceItem?
    weak var weakCell: UICollectionViewCell?
    do {
      let references = (0..<20).map { ReferenceItem(number: $0) }
      weakReference = references[0]
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: rowLayout(height: 44))
      let dataSource = CountingDiffableDataSource(collectionView: collectionView)
      dataSource.apply(mixedSnapshot(sections: 2, count: 30, references: references), animatingDifferences: false)
      collectionView.layoutIfNeeded()
      // Item 2 is references[0]; scrolled away and back, its cell goes through the pool.
      weakCell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
      #expect(weakCell != nil)
      for offset: CGFloat in [2200, 0, 880] {
        collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      }
      withExtendedLifetime((collectionView, dataSource, references)) {}
    }
    #expect(weakReference == nil)
    #expect(weakCell == nil)
  }

  @Test(arguments: [false, true])
  func anApplyOfFewerItemsFromWillDisplayEndsConsistent(usingReloadData: Bool) {
    // The applied snapshot keeps the first 12 items only. The pass must not go on asking for rows 13…19 (no item
    // there: the diffable data source traps); the next pass shows what is left at 440: rows 10 and 11 (12 × 44 = 528
    // is the end of the content).
    let (collectionView, dataSource, delegate, applied) = scrollAScreenApplyingFromWillDisplay(
      usingReloadData: usingReloadData
    ) { smaller in
      smaller.deleteItems(Array(smaller.itemIdentifiers.suffix(88)))
    }
    #expect(applied)
    #expect(collectionView.numberOfItems(inSection: 0) == 12)
    #expect(
      collectionView.indexPathsForVisibleItems.sorted() == [
        IndexPath(item: 10, section: 0), IndexPath(item: 11, section: 0),
      ])
    expectCellsShowTheirItems(collectionView, dataSource)
    #expect(delegate.pairingErrors.isEmpty)
    #expect(Set(delegate.displayed.keys) == Set(collectionView.visibleCells.map(ObjectIdentifier.init)))
  }
}
