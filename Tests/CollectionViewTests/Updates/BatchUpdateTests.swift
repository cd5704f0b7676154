import CollectionView
import CompositionalLayout
import Foundation
import Testing

@MainActor
@Suite("Batch updates")
struct BatchUpdateTests {
  @Test func insertShiftsCellsAndRecordsTransitions() throws {
    let dataSource = TestDataSource(counts: [10])
    let delegate = RecordingDelegate()
    let collectionView = makeRowCollectionView(dataSource: dataSource, delegate: delegate)
    let cell3 = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
    collectionView.tapItem(at: IndexPath(item: 3, section: 0))
    var completed = false
    collectionView.performBatchUpdates({
      dataSource.counts = [11]
      collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
    }) { completed = $0 }
    #expect(completed)
    // Item 3 is now item 4, one row lower, same cell, still selected.
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cell3)
    #expect(cell3?.frame == CGRect(x: 0, y: 176, width: 390, height: 44))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    let transition = try #require(collectionView.lastUpdateTransition)
    #expect(transition.updateItems.count == 1)
    #expect(transition.updateItems.first?.indexPathAfterUpdate == IndexPath(item: 1, section: 0))
    let shifted = try #require(transition.elements.first { $0.indexPathBeforeUpdate == IndexPath(item: 3, section: 0) })
    #expect(shifted.action == .none)
    #expect(shifted.initialLayoutAttributes.frame.minY == 132)
    #expect(shifted.finalLayoutAttributes.frame.minY == 176)
    #expect(collectionView.visibleCells.count == 11)
    #expect(delegate.pairingErrors.isEmpty)
  }

  @Test func deleteAndMoveInOneBatch() throws {
    let dataSource = TestDataSource(counts: [5])
    let delegate = RecordingDelegate()
    let collectionView = makeRowCollectionView(dataSource: dataSource, delegate: delegate)
    let cells = (0..<5).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
    collectionView.performBatchUpdates {
      dataSource.counts = [4]
      collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
      collectionView.moveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))
    }
    // Old order 0 1 2 3 4 → delete 0, move 4 to the front: 4 1 2 3.
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cells[4])
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cells[1])
    #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cells[3])
    let transition = try #require(collectionView.lastUpdateTransition)
    let move = try #require(transition.elements.first { $0.action == .move })
    #expect(move.initialLayoutAttributes.frame.minY == 176)
    #expect(move.finalLayoutAttributes.frame.minY == 0)
    let delete = try #require(transition.elements.first { $0.action == .delete })
    #expect(delete.initialLayoutAttributes.frame.minY == 0)
    #expect(delete.finalLayoutAttributes.alpha == 0)
    #expect(delegate.pairingErrors.isEmpty)
    #expect(delegate.displayed.count == 4)
  }

  @Test func sectionOperations() throws {
    let dataSource = TestDataSource(counts: [2, 3])
    let collectionView = makeRowCollectionView(dataSource: dataSource)
    let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
    collectionView.performBatchUpdates {
      dataSource.counts = [4, 3]
      collectionView.deleteSections([0])
      collectionView.insertSections([0])
    }
    // Old section 1 is the new section 1 (old 0 deleted, new 0 inserted).
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) === first)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 176)
    let transition = try #require(collectionView.lastUpdateTransition)
    #expect(transition.elements.filter { $0.action == .insert }.count == 4)
    #expect(transition.elements.filter { $0.action == .delete }.count == 2)
    dataSource.counts = [3, 4]
    collectionView.moveSection(1, toSection: 0)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
  }

  @Test func standaloneOperationsAreBatches() {
    let dataSource = TestDataSource(counts: [3])
    let collectionView = makeRowCollectionView(dataSource: dataSource)
    dataSource.counts = [2]
    collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)])
    #expect(collectionView.lastUpdateTransition?.elements.first?.action == .reload)
    collectionView.reloadSections([0])
    #expect(collectionView.visibleCells.count == 2)
  }
}
