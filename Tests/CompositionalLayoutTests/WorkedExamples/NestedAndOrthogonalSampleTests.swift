import CompositionalLayout
import Foundation
import Testing

/// Spec WA-9 and WA-10: Apple's nested-groups and orthogonal-scrolling samples at 375 × 667.
@Suite("Worked examples: nested and orthogonal samples (WA-9, WA-10)")
struct NestedAndOrthogonalSampleTests {
  /// Leading item 0.7 × 1 (insets 10) beside a vertical count-2 group 0.3 × 1 of items 1 × 0.3 (insets 10).
  static func nestedGroup(width: CGFloat) -> NSCollectionLayoutGroup {
    let leading = item(.fractionalWidth(0.7), .fractionalHeight(1), insets: uniform(10))
    let trailingItem = item(.fractionalWidth(1), .fractionalHeight(0.3), insets: uniform(10))
    let trailing = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailingItem, count: 2)
    return NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(width), .fractionalHeight(0.4)), subitems: [leading, trailing])
  }

  @Test("WA-9 nested groups, exact arithmetic (pixelRounding .none)")
  func nestedExact() {
    let section = NSCollectionLayoutSection(group: Self.nestedGroup(width: 1))
    let layout = layout(section, counts: [4], width: 375, height: 667, rounding: .none)
    // Group 375 × (0.4 × 667 = 266.8) (D-7). Leading slot 0.7 × 375 = 262.5 → cell (10, 10, 242.5, 246.8).
    #expect(cell(layout, 0) == [10, 10, 242.5, 246.8])
    // Trailing group at x 262.5, 0.3 × 375 = 112.5 wide; count 2 → slots 133.4 tall (the item's 0.3h is ignored,
    // D-9) → cells (272.5, 10, 92.5, 113.4) and (272.5, 143.4, 92.5, 113.4).
    #expect(cell(layout, 1) == [272.5, 10, 92.5, 113.4])
    #expect(cell(layout, 2) == [272.5, 143.4, 92.5, 113.4])
    // Three items a group; item 3 starts the second group at y 266.8.
    #expect(cell(layout, 3) == [10, 276.8, 242.5, 246.8])
    #expect(contentSize(layout) == [375, 533.6])
  }

  @Test("WA-9 nested groups with default floor snapping")
  func nestedSnapped() {
    let section = NSCollectionLayoutSection(group: Self.nestedGroup(width: 1))
    let layout = layout(section, counts: [3], width: 375, height: 667)
    // Height 266.8 = 800.4 px → 800 px = 266.667; leading 262.5 = 787.5 px → 262.333; trailing 112.5 → 112.333;
    // count slots 266.667/2 = 133.333 (400 px).
    #expect(cell(layout, 0) == [10, 10, 242.33, 246.67])
    // Trailing cells at 262.333 + 10 = 272.333, width 112.333 − 20 = 92.333, height 113.333; second at 143.333.
    #expect(cell(layout, 1) == [272.33, 10, 92.33, 113.33])
    #expect(cell(layout, 2) == [272.33, 143.33, 92.33, 113.33])
  }

  static func orthogonalSection() -> NSCollectionLayoutSection {
    let section = NSCollectionLayoutSection(group: nestedGroup(width: 0.85))
    section.orthogonalScrollingBehavior = .continuous
    return section
  }

  @Test("WA-10 orthogonal groups 318.75 wide side by side (D-6), exact arithmetic (pixelRounding .none)")
  func orthogonalExact() {
    let layout = layout(Self.orthogonalSection(), counts: [9, 3], width: 375, height: 667, rounding: .none)
    // Group 0.85 × 375 = 318.75 × 266.8. Leading 0.7 × 318.75 = 223.125 → cell (10, 10, 203.125, 246.8).
    #expect(isNear(cellRect(layout, 0), [10, 10, 203.125, 246.8]))
    // Trailing group at 223.125, 0.3 × 318.75 = 95.625 wide → cells (233.125, 10 / 143.4, 75.625, 113.4).
    #expect(isNear(cellRect(layout, 1), [233.125, 10, 75.625, 113.4]))
    #expect(isNear(cellRect(layout, 2), [233.125, 143.4, 75.625, 113.4]))
    // Groups at x = 318.75k: item 3 at 328.75, item 6 at 647.5, item 8 at 637.5 + 233.125 = 870.625.
    #expect(isNear(cellRect(layout, 3), [328.75, 10, 203.125, 246.8]))
    #expect(isNear(cellRect(layout, 6), [647.5, 10, 203.125, 246.8]))
    #expect(isNear(cellRect(layout, 8), [870.625, 143.4, 75.625, 113.4]))
    // Section height 266.8 (O-4); section 1 starts at 266.8; content does not widen.
    #expect(isNear(cellRect(layout, 0, section: 1), [10, 276.8, 203.125, 246.8]))
    #expect(contentSize(layout) == [375, 533.6])
  }
}
