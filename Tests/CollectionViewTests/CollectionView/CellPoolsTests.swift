import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// A cell registered under "even".
@MainActor
private final class EvenCell: UICollectionViewCell {}

/// A cell registered under "odd".
@MainActor
private final class OddCell: UICollectionViewCell {}

/// 100 rows whose cells alternate between two reuse identifiers by the row's parity.
@MainActor
private final class AlternatingDataSource: UICollectionViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(
      withReuseIdentifier: indexPath.item.isMultiple(of: 2) ? "even" : "odd", for: indexPath)
  }
}

/// Cells of two reuse identifiers leaving and coming in one pass: the pools are switched at every cell (the current
/// pool's cells are kept apart from the others), and each cell must still go back to, and come from, its own pool.
@MainActor
@Suite("Cell pools of several reuse identifiers")
struct CellPoolsTests {
  @Test func alternatingIdentifiersReuseTheirOwnCells() throws {
    let dataSource = AlternatingDataSource()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
    collectionView.register(EvenCell.self, forCellWithReuseIdentifier: "even")
    collectionView.register(OddCell.self, forCellWithReuseIdentifier: "odd")
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    // Rows 0…19 on screen (844 / 44 = 19.2): 10 even and 10 odd cells, all new.
    let first = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
    #expect(first.count == 20)
    #expect(collectionView.numberOfCreatedViews == 20)
    // One screen on, 880…1724: rows 20…39 (10 even, 10 odd). Rows 0…19 leave first, 10 cells into each pool
    // (limit 20 wanted + 2), then each new row takes a cell from its own pool: the same 20 cells, none new, none left.
    collectionView.setContentOffset(CGPoint(x: 0, y: 880), animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems.sorted() == (20...39).map { IndexPath(item: $0, section: 0) })
    #expect(Set(collectionView.visibleCells.map(ObjectIdentifier.init)) == first)
    #expect(collectionView.numberOfCreatedViews == 20)
    #expect(collectionView.numberOfQueuedReusableViews == 0)
    for item in 20...39 {
      let cell = try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
      #expect(item.isMultiple(of: 2) ? cell is EvenCell : cell is OddCell)
      #expect(cell.reuseIdentifier == (item.isMultiple(of: 2) ? "even" : "odd"))
    }
    // Half a screen back, 440…1284: rows 10…29. Rows 30…39 (5 even, 5 odd) leave into their pools, rows 10…19 (5 even,
    // 5 odd) take them back: still none new, none left.
    collectionView.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfCreatedViews == 20)
    #expect(collectionView.numberOfQueuedReusableViews == 0)
    for item in 10...29 {
      let cell = try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
      #expect(item.isMultiple(of: 2) ? cell is EvenCell : cell is OddCell)
    }
    // To the end: offset 100 × 44 − 844 = 3556 shows rows 80…99 (3556 / 44 = 80.8; row 99 ends at 4400).
    // All 20 cells leave (10 into each pool) and come back: none new, none left.
    collectionView.setContentOffset(CGPoint(x: 0, y: 3556), animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.indexPathsForVisibleItems.sorted() == (80...99).map { IndexPath(item: $0, section: 0) })
    #expect(collectionView.numberOfCreatedViews == 20)
    #expect(collectionView.numberOfQueuedReusableViews == 0)
    withExtendedLifetime(dataSource) {}
  }
}
