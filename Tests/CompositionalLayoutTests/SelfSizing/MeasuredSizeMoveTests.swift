import CompositionalLayout
import Foundation
import Testing

/// Measured sizes follow their items through data updates (issue 13 item 3; Behaviour.md "Data changes").
@Suite("Measured sizes follow the item")
struct MeasuredSizeMoveTests {
  /// A list: full-width rows with an estimated height of 44.
  static func list(counts: [Int]) -> UICollectionViewCompositionalLayout {
    let row = item(.fractionalWidth(1), .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [row])
    return layout(NSCollectionLayoutSection(group: group), counts: counts)
  }

  @Test("an insert at the top moves every measured size down by one item")
  func insert() {
    let layout = Self.list(counts: [3])
    for (item, height) in [100.0, 80, 60].enumerated() {
      layout.setPreferredSize(CGSize(width: 390, height: height), forItemAt: IndexPath(item: item, section: 0))
    }
    layout.moveMeasuredSizes(
      toItemCounts: [4], newSection: { $0 }, newIndexPath: { IndexPath(item: $0.item + 1, section: $0.section) })
    // Item 0 is new: its estimate, 44. Items 1…3 are the old 0…2: 100, 80, 60 at y 44, 144, 224; content 284.
    #expect(cell(layout, 0) == [0, 0, 390, 44])
    #expect(cell(layout, 1) == [0, 44, 390, 100])
    #expect(cell(layout, 2) == [0, 144, 390, 80])
    #expect(cell(layout, 3) == [0, 224, 390, 60])
    #expect(contentSize(layout) == [390, 284])
    #expect(layout.preferredSize(forItemAt: IndexPath(item: 1, section: 0)) == CGSize(width: 390, height: 100))
  }

  @Test("deleted and reloaded items (mapped to nil) fall back to their estimates until measured again")
  func deleteAndReload() {
    let layout = Self.list(counts: [3])
    for (item, height) in [100.0, 80, 60].enumerated() {
      layout.setPreferredSize(CGSize(width: 390, height: height), forItemAt: IndexPath(item: item, section: 0))
    }
    // Delete item 0; item 1 (80) is reloaded → nil; item 2 (60) becomes item 1.
    layout.moveMeasuredSizes(toItemCounts: [2], newSection: { $0 }) { old in
      old.item == 2 ? IndexPath(item: 1, section: 0) : nil
    }
    // Item 0: estimate 44 at y 0; item 1: 60 at y 44; content 104.
    #expect(cell(layout, 0) == [0, 0, 390, 44])
    #expect(cell(layout, 1) == [0, 44, 390, 60])
    #expect(contentSize(layout) == [390, 104])
  }

  @Test("a plain count change through the context still forgets the section's sizes (no mapping known)")
  func contextChangeForgets() {
    let layout = Self.list(counts: [2])
    layout.setPreferredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 0, section: 0))
    var context = layout.context
    context.numberOfItemsInSection = [3]
    layout.context = context
    // 3 × 44.
    #expect(contentSize(layout) == [390, 132])
  }
}
