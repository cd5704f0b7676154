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
    // Single queries read the instance's origin and template from the updated per-instance records.
    for row in [149, 150, 151, 191, 192, 299] {
      #expect(list.frameForItem(at: IndexPath(item: row, section: 0)) == after[row])
      #expect(list.layoutAttributesForItem(at: IndexPath(item: row, section: 0))?.frame == after[row])
    }
  }

  @Test("A few sizes in an unmeasured list: single queries agree with enumeration around each measured row")
  func fewUpdates() {
    let rowSize = size(.fractionalWidth(1), .estimated(44))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
    section.interGroupSpacing = 1
    let list = layout(section, counts: [1000], rounding: .none)
    // Rows 10 and 700 (blocks 0 and 10 of 64 rows) take 100 pt, then row 10 goes back to 44 and row 11 takes 60.
    list.setPreferredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 10, section: 0))
    list.setPreferredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 700, section: 0))
    list.setPreferredSize(CGSize(width: 390, height: 44), forItemAt: IndexPath(item: 10, section: 0))
    list.setPreferredSize(CGSize(width: 390, height: 60), forItemAt: IndexPath(item: 11, section: 0))
    let frames = list.itemFrames(inSection: 0)
    // Row k < 11 starts at 45 k; row 11 at 495 and is 60 tall; row 12 at 495 + 61 = 556; row 700 at
    // 556 + 688 × 45 = 31,516 and is 100 tall; row 701 at 31,516 + 101 = 31,617.
    #expect(frames[11] == CGRect(x: 0, y: 495, width: 390, height: 60))
    #expect(frames[700] == CGRect(x: 0, y: 31_516, width: 390, height: 100))
    #expect(frames[701] == CGRect(x: 0, y: 31_617, width: 390, height: 44))
    for row in [0, 9, 10, 11, 12, 63, 64, 639, 640, 699, 700, 701, 703, 999] {
      #expect(list.frameForItem(at: IndexPath(item: row, section: 0)) == frames[row])
      #expect(list.layoutAttributesForItem(at: IndexPath(item: row, section: 0))?.frame == frames[row])
    }
  }

  /// Two sections of inset rows 0.6 of the content wide (leading inset 7, trailing 3, top 10, 1 pt apart) in a
  /// 391 pt wide layout, left to right or mirrored.
  static func insetList(rightToLeft: Bool) -> UICollectionViewCompositionalLayout {
    let section = NSCollectionLayoutSection(
      group: .vertical(
        layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item(.fractionalWidth(0.6), .estimated(44))]
      ))
    section.interGroupSpacing = 1
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 7, bottom: 0, trailing: 3)
    var context = context(width: 391, counts: [5, 3001], rounding: .none)
    if rightToLeft { context.layoutDirection = .rightToLeft }
    return layout(section, context: context)
  }

  /// Every frame enumeration gives equals `frameForItem(at:)` and `layoutAttributesForItem(at:)`, bit for bit.
  static func checkQueries(_ list: UICollectionViewCompositionalLayout) {
    let (visited, mismatches) = enumeratedFramesAgreeingWithQueries(list)
    #expect(visited == 3006)
    #expect(mismatches == 0)
    #expect(list.itemFrames(inSection: 1).count == 3001)
  }

  @Test(
    "Inset rows in two sections, measured by one pass then one more size: queries agree, left to right and mirrored")
  func insetListMeasured() {
    for rightToLeft in [false, true] {
      let list = Self.insetList(rightToLeft: rightToLeft)
      // Row k of either section is 40 + k mod 7 tall.
      list.performSizingPass { request in CGSize(width: 10, height: CGFloat(40 + request.indexPath.item % 7)) }
      Self.checkQueries(list)
      // x = 7 (mirrored: 391 − 7 − 0.6 × 381 = 155.4). Section 0 is 10 + (40 + … + 44) + 4 = 224 tall; row 7 of
      // section 1 starts 10 + Σ_{j<7} (40 + j + 1) = 318 below it, at 542.
      let x = rightToLeft ? 155.4 : 7
      #expect(cell(list, 7, section: 1) == [x, 542, 228.6, 40])
      // Row 3 of section 1 grows from 43 to 100: row 7 moves down 57.
      list.setPreferredSize(CGSize(width: 10, height: 100), forItemAt: IndexPath(item: 3, section: 1))
      Self.checkQueries(list)
      #expect(cell(list, 7, section: 1) == [x, 599, 228.6, 40])
      // Back to 43: the template only row 3 used is recycled (left empty), and row 7 is back at 542.
      list.setPreferredSize(CGSize(width: 10, height: 43), forItemAt: IndexPath(item: 3, section: 1))
      Self.checkQueries(list)
      #expect(cell(list, 7, section: 1) == [x, 542, 228.6, 40])
    }
  }

  @Test("Inset rows in two sections with three sizes in blocks far apart: queries agree, left to right and mirrored")
  func insetListFewSizes() {
    for rightToLeft in [false, true] {
      let list = Self.insetList(rightToLeft: rightToLeft)
      // Rows 2000, 70 and 130 of section 1 (blocks 31, 1 and 2 of 64 rows) take 30, 50 and 60 pt.
      for (row, height) in [(2000, 30.0), (70, 50), (130, 60)] {
        list.setPreferredSize(CGSize(width: 10, height: height), forItemAt: IndexPath(item: row, section: 1))
      }
      Self.checkQueries(list)
      // Section 0 is 10 + 5 × 44 + 4 = 234 tall; row k of section 1 starts at 234 + 10 + 45 k, plus 6 after row 70,
      // 16 more after row 130 and 14 less after row 2000: row 131 at 244 + 5,895 + 22 = 6,161, row 2001 at
      // 244 + 90,045 + 8 = 90,297.
      let x = rightToLeft ? 155.4 : 7
      #expect(cell(list, 131, section: 1) == [x, 6161, 228.6, 44])
      #expect(cell(list, 2001, section: 1) == [x, 90_297, 228.6, 44])
    }
  }

  @Test("A dropped attributes object is filled in again completely; one the caller holds is never touched")
  func attributesReuse() {
    let list = Self.list(300)
    let held = list.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
    held?.alpha = 0.5
    held?.zIndex = 7
    // Row 3 is [0, 391, 390, 193] (see `checksum`); row 4 starts at 391 + 193 + 1 = 585.
    var second = list.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))
    #expect(second !== held)
    #expect(second?.frame.minY == 585)
    second?.alpha = 0.25
    second?.isHidden = true
    second?.zIndex = 9
    second?.transform = CGAffineTransform(scaleX: 2, y: 2)
    second?.transform3D.m11 = 3
    second = nil
    for row in [5, 6, 4] {
      let attributes = list.layoutAttributesForItem(at: IndexPath(item: row, section: 0))
      #expect(attributes?.indexPath == IndexPath(item: row, section: 0))
      #expect(attributes?.frame == list.frameForItem(at: IndexPath(item: row, section: 0)))
      #expect(attributes?.alpha == 1)
      #expect(attributes?.isHidden == false)
      #expect(attributes?.zIndex == 0)
      #expect(attributes?.transform == .identity)
      #expect(attributes?.transform3D == CATransform3DIdentity)
      #expect(attributes?.representedElementCategory == .cell)
      #expect(attributes?.representedElementKind == nil)
    }
    #expect(held?.indexPath == IndexPath(item: 3, section: 0))
    #expect(held?.frame == CGRect(x: 0, y: 391, width: 390, height: 193))
    #expect(held?.alpha == 0.5)
    #expect(held?.zIndex == 7)
    // An object held only weakly is not refilled either: the layout lets it go and makes a new one, so the weak
    // reference ends (refilled, it would live on describing row 8).
    var dropped = list.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))
    weak let watched = dropped
    dropped = nil
    #expect(watched?.indexPath == IndexPath(item: 7, section: 0))
    let next = list.layoutAttributesForItem(at: IndexPath(item: 8, section: 0))
    #expect(next?.indexPath == IndexPath(item: 8, section: 0))
    #expect(watched == nil)
  }
}

/// Enumerates every item frame of `layout` and asks `frameForItem(at:)` and `layoutAttributesForItem(at:)` for each:
/// how many items were enumerated and how many of them either query answered with another frame (bit for bit).
func enumeratedFramesAgreeingWithQueries(_ layout: UICollectionViewCompositionalLayout) -> (
  visited: Int, mismatches: Int
) {
  var visited = 0
  var mismatches = 0
  layout.forEachItemFrame { section, item, frame in
    visited += 1
    let path = IndexPath(item: item, section: section)
    if layout.frameForItem(at: path) != frame || layout.layoutAttributesForItem(at: path)?.frame != frame {
      mismatches += 1
    }
  }
  return (visited, mismatches)
}
