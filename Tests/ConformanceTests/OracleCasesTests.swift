import CompositionalLayout
import Foundation
import Testing

/// The visible oracle cases of shared/oracle, laid out with the layout code their README describes. Expected frames
/// are in content coordinates; the oracle images place content 54 pt (fn-*) or 88 pt (da-*) below the image top.
@Suite("UIKit oracle cases")
struct OracleCasesTests {
  @Test("fn-innergroups-1: nested count groups inside an inset row (W-4)")
  func innerGroups() {
    let layout = solve(OracleCatalogue.innerGroupsSection(), size: CGSize(width: 375, height: 812), counts: [5])
    // Inner row width 375 − 32 = 343; each third 343/3 = 114.33 wide, starting at 16, 130.33, 244.67.
    // Item 0: x 16, width 114.33 − 4 (trailing inset) = 110.33, height 100.
    #expect(cellFrame(layout, 0) == [16, 0, 110.33, 100])
    // Pair: x 130.33 + 4 = 134.33, width 114.33 − 8 = 106.33; rows (100 − 8)/2 = 46 at y 0 and 54.
    #expect(cellFrame(layout, 1) == [134.33, 0, 106.33, 46])
    #expect(cellFrame(layout, 2) == [134.33, 54, 106.33, 46])
    // Triple: x 244.67 + 4 = 248.67, width 110.33; rows (100 − 16)/3 = 28 at y 0, 36 (third slot empty: 5 items).
    #expect(cellFrame(layout, 3) == [248.67, 0, 110.33, 28])
    #expect(cellFrame(layout, 4) == [248.67, 36, 110.33, 28])
    #expect(cellFrame(layout, 5) == nil)
    #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 100))
  }

  @Test("fn-innergroups-2: six items a row, rows 108 apart, sections 8 apart")
  func innerGroupsSections() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 8
    let layout = solve(
      OracleCatalogue.innerGroupsSection(), size: CGSize(width: 375, height: 812), counts: [23, 2, 12, 1, 4],
      configuration: configuration)
    // Item 6 starts row 1 at y = 100 + 8 = 108; item 22 is slot 4 of row 3: y = 3 × 108 + 36 = 360.
    #expect(cellFrame(layout, 6) == [16, 108, 110.33, 100])
    #expect(cellFrame(layout, 22) == [248.67, 360, 110.33, 28])
    // Section 0 has 4 rows: 4 × 100 + 3 × 8 = 424; section 1 starts at 424 + 8 = 432.
    #expect(cellFrame(layout, 0, section: 1) == [16, 432, 110.33, 100])
    // Section 1 is one row (100); section 2 starts at 432 + 100 + 8 = 540.
    #expect(cellFrame(layout, 1, section: 2) == [134.33, 540, 106.33, 46])
  }

  /// fn-supplementary: horizontal count-4 group 80 tall, spacing 16, trailing inset 20; item declared
  /// fractionalWidth(1) × fractionalWidth(0.25) with a 15 × 15 badge at [.top, .trailing] offset (0.5, −0.5); a
  /// 20 × 60 group supplementary at [.trailing] offset (1, 0); interGroupSpacing 16, section bottom inset 16.
  @Test("fn-supplementary-1: count slots, badges and group supplementaries (W-1…W-3)")
  func supplementary() {
    let section = OracleCatalogue.supplementarySection()
    let layout = solve(section, size: CGSize(width: 375, height: 812), counts: [5])
    // Slots: (375 − 20 − 3 × 16)/4 = 76.75, floored to the 3× pixel grid: 230.25 px → 230 px = 76.667, at
    // x = 0, 92.667, 185.333, 278; height 0.25 × 307 = 76.75 (D-10), floored the same way. The image shows exactly
    // these edges.
    #expect(cellFrame(layout, 0) == [0, 0, 76.67, 76.67])
    #expect(cellFrame(layout, 3) == [278, 0, 76.67, 76.67])
    // Row 2 at y = 80 + 16 = 96.
    #expect(cellFrame(layout, 4) == [0, 96, 76.67, 76.67])
    // Badge: centred on the top-trailing corner: x = 76.667 − 7.5 = 69.167 (207.5 px → 208 px = 69.333),
    // y = −7.5 (−22.5 px → −23 px = −7.667); row 2: 96 − 7.5 = 88.5 (265.5 px → 266 px = 88.667).
    #expect(supplementaryFrame(layout, "badge", 0) == [69.33, -7.67, 15, 15])
    #expect(supplementaryFrame(layout, "badge", 4) == [69.33, 88.67, 15, 15])
    // Group supplementary: flush trailing in the inset box (x 335) + 1 × 20 = 355; y centred (80 − 60)/2 = 10.
    #expect(supplementaryFrame(layout, "group-side", 0) == [355, 10, 20, 60])
    #expect(supplementaryFrame(layout, "group-side", 4) == [355, 106, 20, 60])
    // Content: 80 + 16 + 80 + bottom inset 16 = 192.
    #expect(layout.collectionViewContentSize.height == 192)
  }

  /// da-styleH: horizontal group fractionalWidth 1 × fractionalHeight 0.4: item 0.7 × 1, vertical count-3 group
  /// 0.3 × 1; item insets 5; section insets 5; container 375 × 690.
  @Test("da-styleH: fractional height of the top group is against the container height")
  func styleH() {
    let section = OracleCatalogue.styleH()
    // The image comes from an iOS 14.5–15-era build, which rounds fractional sizes to the nearest device pixel.
    let layout = solve(section, size: CGSize(width: 375, height: 690), counts: [40], targetRelease: .iOS15)
    // Group 365 × (0.4 × 690 = 276) at (5, 5). Item: 0.7 × 365 = 255.49999999999997 in doubles (766.4999 px → 766 px
    // = 255.333) → cell (10, 10, 245.333, 266).
    #expect(cellFrame(layout, 0) == [10, 10, 245.33, 266])
    // Column at x 5 + 255.333 = 260.333, width 0.3 × 365 = 109.5 (328.5 px → 329 px = 109.667); slots 276/3 = 92
    // → cells (265.333, 10 + 92k, 99.667, 82).
    #expect(cellFrame(layout, 1) == [265.33, 10, 99.67, 82])
    #expect(cellFrame(layout, 3) == [265.33, 194, 99.67, 82])
    // Second group at y = 5 + 276 = 281.
    #expect(cellFrame(layout, 4) == [10, 286, 245.33, 266])
  }
}
