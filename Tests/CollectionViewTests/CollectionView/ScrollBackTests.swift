import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// Scrolling back and part of a screen: the layout pass matches the cells it wants with the ones on screen in
/// index-path order, each looked for where the previous one was (new cells before, between and after the kept ones).
@MainActor
@Suite("Scrolling back and by part of a screen")
struct ScrollBackTests {
  /// Scrolls to `y` and checks that exactly `rows` are on screen, each cell showing its own item at its row's frame.
  func expectRows(_ rows: ClosedRange<Int>, at y: CGFloat, in collectionView: UICollectionView) throws {
    collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    collectionView.layoutIfNeeded()
    let expected = rows.map { IndexPath(item: $0, section: 0) }
    #expect(collectionView.indexPathsForVisibleItems.sorted() == expected)
    #expect(collectionView.visibleCells.count == rows.count)
    for indexPath in expected {
      let cell = try #require(collectionView.cellForItem(at: indexPath) as? TestCell)
      #expect(cell.item == indexPath.item)
      #expect(cell.frame == CGRect(x: 0, y: 44 * CGFloat(indexPath.item), width: 390, height: 44))
    }
  }

  @Test func cellsMatchTheirRowsWhateverTheDirection() throws {
    // 100 rows of 44 points in a 390 × 844 view; the rows on screen at offset y are those meeting y…y + 844.
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [100]))
    // 880…1724: rows 20 (880…924) to 39 (1716…1760).
    try expectRows(20...39, at: 880, in: collectionView)
    // Back half a screen, 440…1284: rows 10 (440…484) to 29 (1276…1320); 10…19 come before the kept 20…29.
    try expectRows(10...29, at: 440, in: collectionView)
    // Forward a quarter, 660…1504: rows 15 (660…704) to 34 (1496…1540); 30…34 come after the kept 15…29.
    try expectRows(15...34, at: 660, in: collectionView)
    // Back by 2 points, 658…1502: row 14 (616…660) ends at 660 and meets it; row 34 still meets the bottom.
    try expectRows(14...34, at: 658, in: collectionView)
    // To the top, 0…844: rows 0 to 19 (836…880); only 14…19 are kept.
    try expectRows(0...19, at: 0, in: collectionView)
  }
}
