import CollectionView
import CompositionalLayout
import Foundation
import Testing

@MainActor
@Suite("UICollectionView reuse and display")
struct UICollectionViewReuseTests {
  @Test func visibleCellsMatchTheBounds() {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [1000]))
    // 844 / 44 = 19.18 → rows 0…19 intersect the bounds.
    #expect(collectionView.indexPathsForVisibleItems == (0...19).map { IndexPath(item: $0, section: 0) })
    #expect(collectionView.visibleCells.count == 20)
    let cell = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
    #expect(cell?.frame == CGRect(x: 0, y: 132, width: 390, height: 44))
    #expect((cell as? TestCell)?.item == 3)
    #expect(cell.flatMap { collectionView.indexPath(for: $0) } == IndexPath(item: 3, section: 0))
  }

  @Test func scrollingThousandsOfItemsKeepsLiveCellsBounded() {
    let dataSource = TestDataSource(counts: [5000])
    let delegate = RecordingDelegate()
    let collectionView = makeRowCollectionView(dataSource: dataSource, delegate: delegate)
    var maxVisible = 0
    var offset: CGFloat = 0
    while offset < 5000 * 44 - 844 {
      offset += 97
      collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      maxVisible = max(maxVisible, collectionView.visibleCells.count)
      #expect(collectionView.numberOfQueuedReusableViews <= 22)
    }
    // At most ceil(844 / 44) + 1 = 21 rows intersect the bounds; reuse keeps creation at that plus a small slack.
    #expect(maxVisible <= 21)
    #expect(collectionView.numberOfCreatedViews <= 21 + 3)
    #expect(delegate.pairingErrors.isEmpty)
    #expect(delegate.displayed.count == collectionView.visibleCells.count)
    let reused = collectionView.visibleCells.compactMap { $0 as? TestCell }.filter { $0.prepared > 0 }
    #expect(!reused.isEmpty)
    #expect(delegate.scrolls > 100)
  }

  @Test func dragDeceleratesAndReportsTheTarget() {
    let delegate = RecordingDelegate()
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [1000]), delegate: delegate)
    collectionView.drag(by: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 1000))
    // Projection: 300 + 1000 × 0.998 / 0.002 / 1000 = 300 + 499 = 799.
    #expect(abs(collectionView.contentOffset.y - 799) < 1e-6)
    #expect(
      delegate.events == [
        "willBeginDragging", "willEndDragging", "didEndDragging true", "didEndDecelerating",
      ])
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 18, section: 0))
    #expect(delegate.pairingErrors.isEmpty)
  }

  @Test func delegateCanRetargetADrag() {
    let delegate = RecordingDelegate()
    delegate.targetOverride = CGPoint(x: 0, y: 440)
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [1000]), delegate: delegate)
    collectionView.drag(by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 3000))
    #expect(collectionView.contentOffset.y == 440)
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 10, section: 0))
  }

  @Test func dragWithoutVelocityStops() {
    let delegate = RecordingDelegate()
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [1000]), delegate: delegate)
    collectionView.drag(by: CGPoint(x: 0, y: -50))
    // Clamped at the top.
    #expect(collectionView.contentOffset.y == 0)
    #expect(delegate.events == ["willBeginDragging", "willEndDragging", "didEndDragging false"])
  }

  @Test func headersAreDisplayedAndReused() {
    let dataSource = TestDataSource(counts: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5])
    let collectionView = makeRowCollectionView(dataSource: dataSource, header: 30)
    let kind = UICollectionView.elementKindSectionHeader
    // Each section is 30 + 5 × 44 = 250 pt; sections 0…3 start at 0, 250, 500, 750 (< 844).
    #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).map(\.section) == [0, 1, 2, 3])
    #expect(collectionView.visibleSupplementaryViews(ofKind: kind).count == 4)
    #expect(
      collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 250, width: 390, height: 30))
    collectionView.setContentOffset(CGPoint(x: 0, y: 1500), animated: false)
    #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).map(\.section) == [6, 7, 8, 9])
    #expect(collectionView.numberOfCreatedViews <= 21 + 4 + 6)
  }

  @Test func reloadDataRereadsCounts() {
    let dataSource = TestDataSource(counts: [3])
    let delegate = RecordingDelegate()
    let collectionView = makeRowCollectionView(dataSource: dataSource, delegate: delegate)
    #expect(collectionView.visibleCells.count == 3)
    dataSource.counts = [2, 4]
    collectionView.reloadData()
    #expect(collectionView.numberOfSections == 2)
    #expect(collectionView.visibleCells.count == 6)
    #expect(delegate.pairingErrors.isEmpty)
    #expect(collectionView.numberOfCreatedViews == 6)
  }
}

@MainActor
@Suite("UICollectionView decorations")
struct UICollectionViewDecorationTests {
  @MainActor final class Card: UICollectionReusableView {}

  @Test func registeredDecorationsAreShown() throws {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "card")]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(Card.self, forDecorationViewOfKind: "card")
    let collectionView = RetainingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = TestDataSource(counts: [3, 3])
    collectionView.dataSource = dataSource
    collectionView.retained = [dataSource]
    collectionView.layoutIfNeeded()
    let decorations = collectionView.visibleDecorationViews
    #expect(decorations.count == 2)
    #expect(decorations.allSatisfy { $0 is Card })
    // Section 1's background spans its three rows: y 132 ..< 264.
    #expect(decorations.last?.frame == CGRect(x: 0, y: 132, width: 390, height: 132))
  }
}
