import CollectionView
import CompositionalLayout
import Foundation
import Testing

@MainActor
@Suite("UICollectionView selection")
struct UICollectionViewSelectionTests {
  @Test func tapSelectsTheItemUnderThePoint() {
    let delegate = RecordingDelegate()
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [100]), delegate: delegate)
    // y = 200 lies in row 4 (176 ..< 220).
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 200)) == IndexPath(item: 4, section: 0))
    collectionView.tap(at: CGPoint(x: 10, y: 200))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    collectionView.tap(at: CGPoint(x: 10, y: 10))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(delegate.events == ["shouldSelect 4", "didSelect 4", "shouldSelect 0", "didDeselect 4", "didSelect 0"])
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
  }

  @Test func tapAfterScrollingUsesContentCoordinates() {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [100]))
    collectionView.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    // Content y 450 is row 10, on screen 10 pt below the top.
    #expect(collectionView.tap(at: CGPoint(x: 100, y: 450)) == IndexPath(item: 10, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 10, section: 0)])
  }

  @Test func aCellCanOptOutOfSelection() {
    let delegate = RecordingDelegate()
    delegate.refuseSelection = [IndexPath(item: 2, section: 0)]
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [100]), delegate: delegate)
    collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(delegate.events == ["shouldSelect 2"])
  }

  @Test func multipleSelectionToggles() {
    let delegate = RecordingDelegate()
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [100]), delegate: delegate)
    collectionView.allowsMultipleSelection = true
    collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    collectionView.tapItem(at: IndexPath(item: 3, section: 0))
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [1, 3])
    collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(collectionView.indexPathsForSelectedItems?.map(\.item) == [3])
    #expect(delegate.events.last == "didDeselect 1")
  }

  @Test func programmaticSelectionDoesNotTellTheDelegate() {
    let delegate = RecordingDelegate()
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [1000]), delegate: delegate)
    collectionView.selectItem(at: IndexPath(item: 500, section: 0), animated: false, scrollPosition: .top)
    #expect(collectionView.contentOffset.y == 22_000)
    #expect(collectionView.cellForItem(at: IndexPath(item: 500, section: 0))?.isSelected == true)
    collectionView.deselectItem(at: IndexPath(item: 500, section: 0), animated: false)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    collectionView.allowsSelection = false
    collectionView.tapItem(at: IndexPath(item: 501, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(delegate.events.isEmpty)
  }

  @Test func selectionSurvivesReuse() {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [1000]))
    collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    collectionView.setContentOffset(CGPoint(x: 0, y: 4400), animated: false)
    #expect(collectionView.visibleCells.allSatisfy { !$0.isSelected })
    collectionView.setContentOffset(.zero, animated: false)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
  }
}
