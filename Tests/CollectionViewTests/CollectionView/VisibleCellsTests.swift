import Foundation
import Testing

@testable import CollectionView

/// `VisibleCells.removeEntries(notIn:movingTo:)`: the entries a layout pass no longer wants leave in index-path order
/// and the others stay in order, whichever side it copies (the leaving entries when most stay, the staying ones after
/// the lists trade storage when most leave).
@MainActor
@Suite("Visible cells: entries leaving a layout pass")
struct VisibleCellsTests {
  /// Cells shown at items `items` of section 0, each tagged with its item.
  func visible(_ items: [Int]) -> VisibleCells {
    var cells = VisibleCells()
    for item in items {
      let cell = UICollectionViewCell(frame: .zero)
      cell.tag = item
      cells[IndexPath(item: item, section: 0)] = cell
    }
    return cells
  }

  /// The wanted cells at items `items` of section 0 (`element` is unused here).
  func wanted(_ items: [Int]) -> [WantedCell] {
    items.map { WantedCell(key: ItemKey(section: 0, item: $0, length: 2), element: 0) }
  }

  @Test("Most stay: the leaving entries are moved out in order")
  func mostStay() {
    var cells = visible(Array(0..<10))
    var removed: [VisibleCells.Entry] = []
    // Items 2 and 7 leave; 10 is new (not visible yet).
    cells.removeEntries(notIn: wanted([0, 1, 3, 4, 5, 6, 8, 9, 10]), movingTo: &removed)
    #expect(removed.map(\.cell.tag) == [2, 7])
    #expect(cells.entries.map(\.cell.tag) == [0, 1, 3, 4, 5, 6, 8, 9])
    #expect(cells.keys == [0, 1, 3, 4, 5, 6, 8, 9].map { IndexPath(item: $0, section: 0) })
  }

  @Test("Most leave: the few staying entries come back in order after the lists trade storage")
  func mostLeave() {
    var cells = visible(Array(0..<10))
    var removed: [VisibleCells.Entry] = []
    // Items 4 and 9 stay (2 of 10, fewer than half): 0 1 2 3 5 6 7 8 leave, in order.
    cells.removeEntries(notIn: wanted([4, 9, 10, 11, 12]), movingTo: &removed)
    #expect(removed.map(\.cell.tag) == [0, 1, 2, 3, 5, 6, 7, 8])
    #expect(cells.entries.map(\.cell.tag) == [4, 9])
    #expect(cells.position(of: ItemKey(section: 0, item: 9, length: 2)) == (1, true))
  }

  @Test("All leave, none leave, and a list that already holds entries")
  func allNoneAndNonEmptyTarget() {
    var cells = visible([3, 4, 5])
    var removed: [VisibleCells.Entry] = []
    cells.removeEntries(notIn: wanted([3, 4, 5]), movingTo: &removed)
    #expect(removed.isEmpty)
    #expect(cells.entries.map(\.cell.tag) == [3, 4, 5])
    // Every entry leaves.
    cells.removeEntries(notIn: wanted([20, 21]), movingTo: &removed)
    #expect(removed.map(\.cell.tag) == [3, 4, 5])
    #expect(cells.isEmpty)
    // `removed` not empty: the leaving entries are appended after what it holds (most leave: 7 and 8 of 7, 8, 9).
    var more = visible([7, 8, 9])
    more.removeEntries(notIn: wanted([9]), movingTo: &removed)
    #expect(removed.map(\.cell.tag) == [3, 4, 5, 7, 8])
    #expect(more.entries.map(\.cell.tag) == [9])
  }

  @Test("Cells are neither leaked nor released early when the lists trade storage")
  func ownership() {
    var cells = visible(Array(0..<6))
    weak let leaving = cells.entries[0].cell
    weak let staying = cells.entries[5].cell
    var removed: [VisibleCells.Entry] = []
    cells.removeEntries(notIn: wanted([5]), movingTo: &removed)
    #expect(leaving?.tag == 0)
    #expect(staying?.tag == 5)
    removed.removeAll()
    #expect(leaving == nil)
    #expect(staying?.tag == 5)
    cells = VisibleCells()
    #expect(staying == nil)
  }
}
