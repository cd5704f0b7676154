import CompositionalLayout
import Foundation
import Testing

/// Estimated lengths flow (spec E-13): a line of items with estimated lengths along the group's axis holds as many
/// measured items as fit; the rest flow on into the next group instance.
@Suite("Flowing groups (E-13)")
struct FlowingGroupTests {
  /// Chips: items estimated 80 wide × 30 tall in a full-width row 30 tall, 10 apart; rows 8 apart.
  static func chips(
    counts: [Int], spacing: NSCollectionLayoutSpacing = .fixed(10), insets: NSDirectionalEdgeInsets = .zero,
    direction: UIUserInterfaceLayoutDirection = .leftToRight
  ) -> UICollectionViewCompositionalLayout {
    let chip = item(.estimated(80), .absolute(30))
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [chip])
    row.interItemSpacing = spacing
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 8
    section.contentInsets = insets
    var context = context(counts: counts)
    context.layoutDirection = direction
    return layout(section, context: context)
  }

  static func measure(_ layout: UICollectionViewCompositionalLayout, widths: [CGFloat]) {
    for (item, width) in widths.enumerated() {
      layout.setPreferredSize(CGSize(width: width, height: 30), forItemAt: IndexPath(item: item, section: 0))
    }
  }

  @Test("before measuring, the estimate decides: 4 chips of 80 fit a row of 390")
  func estimates() {
    let layout = Self.chips(counts: [6])
    // 4 × 80 + 3 × 10 = 350 ≤ 390; 5 would need 440. Items 4, 5 start row 2 at y 30 + 8 = 38.
    #expect(cell(layout, 3) == [270, 0, 80, 30])
    #expect(cell(layout, 4) == [0, 38, 80, 30])
    #expect(contentSize(layout) == [390, 68])
  }

  @Test("measured widths decide how many chips a row holds; the rest flow into the next row")
  func flow() {
    let layout = Self.chips(counts: [6])
    Self.measure(layout, widths: [100, 150, 120, 60, 200, 90])
    // Row 0: 100 + 10 + 150 + 10 + 120 = 390 ≤ 390 → items 0…2 at x 0, 110, 270; item 3 would reach 460.
    #expect(cell(layout, 0) == [0, 0, 100, 30])
    #expect(cell(layout, 1) == [110, 0, 150, 30])
    #expect(cell(layout, 2) == [270, 0, 120, 30])
    // Row 1 at y 38: 60 + 10 + 200 + 10 + 90 = 370 → items 3…5 at x 0, 70, 280.
    #expect(cell(layout, 3) == [0, 38, 60, 30])
    #expect(cell(layout, 4) == [70, 38, 200, 30])
    #expect(cell(layout, 5) == [280, 38, 90, 30])
    #expect(contentSize(layout) == [390, 68])
    // A rect query finds the flowed items where they are: row 1 only.
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 40, width: 390, height: 10)) ?? []
    #expect(found.map(\.indexPath.item).sorted() == [3, 4, 5])
  }

  @Test("wide chips take a row each, and a later measurement flows them back together")
  func reflow() {
    let layout = Self.chips(counts: [6])
    Self.measure(layout, widths: Array(repeating: 200, count: 6))
    // 200 + 10 + 200 = 410 > 390: one chip a row; row k at y 38k; 6 × 30 + 5 × 8 = 220.
    #expect(cell(layout, 5) == [0, 190, 200, 30])
    #expect(contentSize(layout) == [390, 220])
    layout.setPreferredSize(CGSize(width: 100, height: 30), forItemAt: IndexPath(item: 0, section: 0))
    // Row 0: 100 + 10 + 200 = 310 → items 0, 1; item 2 (+ 210 = 520) starts row 1. Rows: {0,1} {2} {3} {4} {5}.
    #expect(cell(layout, 1) == [110, 0, 200, 30])
    #expect(cell(layout, 2) == [0, 38, 200, 30])
    #expect(cell(layout, 5) == [0, 152, 200, 30])
    // 5 × 30 + 4 × 8 = 182.
    #expect(contentSize(layout) == [390, 182])
  }

  @Test("section insets narrow the row the chips flow in")
  func insets() {
    let layout = Self.chips(
      counts: [3], insets: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    Self.measure(layout, widths: [100, 150, 120])
    // Row 350 wide from x 20: 100 + 10 + 150 = 260; + 10 + 120 = 390 > 350 → item 2 flows to row 1 at (20, 38).
    #expect(cell(layout, 1) == [130, 0, 150, 30])
    #expect(cell(layout, 2) == [20, 38, 120, 30])
  }

  @Test("right to left: rows are mirrored, x' = 390 − maxX")
  func rightToLeft() {
    let layout = Self.chips(counts: [6], direction: .rightToLeft)
    Self.measure(layout, widths: [100, 150, 120, 60, 200, 90])
    // Item 0 spans 0…100 → 290…390; item 2 spans 270…390 → 0…120; item 5 spans 280…370 → 20…110.
    #expect(cell(layout, 0) == [290, 0, 100, 30])
    #expect(cell(layout, 2) == [0, 0, 120, 30])
    #expect(cell(layout, 5) == [20, 38, 90, 30])
  }

  @Test("flexible spacing spreads each row's leftover; a partly filled row with one chip sits at the leading edge")
  func flexibleSpacingAndPartialRow() {
    let layout = Self.chips(counts: [4], spacing: .flexible(10))
    Self.measure(layout, widths: [100, 150, 60, 70])
    // Row 0: 100 + 10 + 150 + 10 + 60 = 330 ≤ 390; + 10 + 70 = 410 > 390 → items 0…2; leftover 390 − 330 = 60 over
    // 2 gaps: 30 each → x 0, 100 + 40 = 140, 140 + 150 + 40 = 330.
    #expect(cell(layout, 1) == [140, 0, 150, 30])
    #expect(cell(layout, 2) == [330, 0, 60, 30])
    // Row 1 holds only item 3: no gap to spread, so it starts at the leading edge.
    #expect(cell(layout, 3) == [0, 38, 70, 30])
  }

  @Test("estimated heights flow in vertical groups (horizontal layout): a column holds what fits")
  func verticalFlow() {
    let cell = item(.absolute(100), .estimated(100))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [cell])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: column), configuration: configuration)
    layout.prepare(context: context(width: 390, height: 300, counts: [4]))
    for (item, height) in [120.0, 120, 120, 50].enumerated() {
      layout.setPreferredSize(CGSize(width: 100, height: height), forItemAt: IndexPath(item: item, section: 0))
    }
    // Column 300 tall: 120 + 120 = 240; + 120 = 360 > 300 → items 0, 1; column 1 at x 100: 120 + 50 → items 2, 3.
    #expect(CompositionalLayoutTests.cell(layout, 1) == [0, 120, 100, 120])
    #expect(CompositionalLayoutTests.cell(layout, 2) == [100, 0, 100, 120])
    #expect(CompositionalLayoutTests.cell(layout, 3) == [100, 120, 100, 50])
    #expect(contentSize(layout) == [200, 300])
  }
}
