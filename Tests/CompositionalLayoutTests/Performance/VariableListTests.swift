import CompositionalLayout
import Foundation
import Testing

/// performance-anchors.md W2: full-width rows of known heights (an LCG from 42), 1 pt between rows, measured by one
/// sizing pass. Pins the flat self-sizing storage (shared templates, blocked instance lengths) to the anchors' exact
/// checksums, and single queries to enumeration bit for bit.
@Suite("W2 variable-height list")
struct VariableListTests {
  /// stateₖ₊₁ = (stateₖ · 1103515245 + 12345) mod 2³¹, height k = 44 + (stateₖ₊₁ mod 157).
  static func heights(_ count: Int) -> [CGFloat] {
    var state: UInt64 = 42
    return (0..<count).map { _ in
      state = (state &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
      return CGFloat(44 + state % 157)
    }
  }

  static func list(_ count: Int) -> UICollectionViewCompositionalLayout {
    let rowSize = size(.fractionalWidth(1), .estimated(44))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
    section.interGroupSpacing = 1
    let heights = Self.heights(count)
    let list = layout(section, counts: [count], rounding: .none)
    list.performSizingPass { request in CGSize(width: 390, height: heights[request.indexPath.item]) }
    return list
  }

  @Test("N = 1,000: Σ(x + y) = 62,654,379 and height 125,900, the anchors' values")
  func checksum() {
    let list = Self.list(1000)
    var sum: CGFloat = 0
    list.forEachItemFrame { _, _, frame in sum += frame.minX + frame.minY }
    // y of row i = Σ_{j<i} (h_j + 1); x = 0. Height = Σ h + 999.
    #expect(sum == 62_654_379)
    #expect(list.collectionViewContentSize.height == 125_900)
    // The first heights are 177, 123, 88: row 3 starts at 178 + 124 + 89 = 391.
    #expect(cell(list, 3) == [0, 391, 390, 193])
  }

  @Test("frameForItem, layoutAttributesForItem and enumeration give the same frames, bit for bit")
  func queriesMatchEnumeration() {
    let list = Self.list(300)
    var enumerated: [CGRect] = []
    list.forEachItemFrame { _, _, frame in enumerated.append(frame) }
    #expect(enumerated == list.itemFrames(inSection: 0))
    for item in enumerated.indices {
      let path = IndexPath(item: item, section: 0)
      #expect(list.frameForItem(at: path) == enumerated[item])
      #expect(list.layoutAttributesForItem(at: path)?.frame == enumerated[item])
    }
    #expect(list.frameForItem(at: IndexPath(item: 300, section: 0)) == nil)
    #expect(list.layoutAttributesForItem(at: IndexPath(item: 300, section: 0)) == nil)
  }

  @Test("One more size moves only what follows it: row 150 grows by 10, rows after it move down 10")
  func oneUpdate() {
    let list = Self.list(300)
    let before = list.itemFrames(inSection: 0)
    let height = before[150].height
    list.setPreferredSize(CGSize(width: 390, height: height + 10), forItemAt: IndexPath(item: 150, section: 0))
    let after = list.itemFrames(inSection: 0)
    #expect(after[..<150] == before[..<150])
    #expect(after[150] == CGRect(x: 0, y: before[150].minY, width: 390, height: height + 10))
    #expect(after[151...].map(\.minY) == before[151...].map { $0.minY + 10 })
    #expect(list.collectionViewContentSize.height == before[299].maxY + 10)
  }
}
