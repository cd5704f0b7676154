import CompositionalLayout
import Foundation
import Testing

/// Spec 2.3 and 2.4b (I-1…I-9, SP-1…SP-8): item contentInsets, edge spacing and flexible spacing in a 375-pt group.
@Suite("Item insets and spacing (I, SP)")
struct ItemSpacingTests {
  /// A horizontal group 375 × 100 (container 375 wide) repeating `subitem`.
  static func line(
    _ subitem: NSCollectionLayoutItem, spacing: NSCollectionLayoutSpacing? = nil, repeating count: Int? = nil
  ) -> UICollectionViewCompositionalLayout {
    let groupSize = size(.fractionalWidth(1), .absolute(100))
    let group =
      count.map { NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: subitem, count: $0) }
      ?? NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [subitem])
    group.interItemSpacing = spacing
    return layout(NSCollectionLayoutSection(group: group), counts: [6], width: 375)
  }

  static func xs(_ layout: UICollectionViewCompositionalLayout, _ count: Int) -> [Double] {
    (0..<count).compactMap { cell(layout, $0)?[0] }
  }

  static func spaced(leading: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?)
    -> NSCollectionLayoutItem
  {
    let subitem = item(.absolute(100), .absolute(60))
    subitem.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: leading, top: nil, trailing: trailing, bottom: nil)
    return subitem
  }

  @Test("I-1 contentInsets shrink the frame inside its slot: three 20 × 20 items with insets 2 become 16 × 16")
  func contentInsets() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.absolute(60), .absolute(20)), subitems: [item(.absolute(20), .absolute(20), insets: uniform(2))]
    )
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [4], width: 375)
    // Slots at 0, 20, 40 → frames (2, 2), (22, 2), (42, 2); the group stays 60 × 20, so item 3 is at (2, 22).
    #expect(cell(layout, 0) == [2, 2, 16, 16])
    #expect(cell(layout, 2) == [42, 2, 16, 16])
    #expect(cell(layout, 3) == [2, 22, 16, 16])
  }

  @Test("I-2 contentInsets are ignored on an estimated axis, with a diagnostic")
  func estimatedAxis() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(50)),
      subitems: [item(.fractionalWidth(1), .estimated(50), insets: uniform(5))])
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [2], width: 375)
    // Leading/trailing 5 apply (width is fractional); top/bottom are dropped: (5, 0, 365, 50); next row at 50.
    #expect(cell(layout, 0) == [5, 0, 365, 50])
    #expect(cell(layout, 1) == [5, 50, 365, 50])
    #expect(codes(layout).contains(.contentInsetsIgnoredOnEstimatedAxis))
  }

  @Test("I-3/I-4 fixed leading edge spacing moves items; nil edges are 0")
  func fixedLeading() {
    let layout = Self.line(Self.spaced(leading: .fixed(10), trailing: nil))
    // Each item needs 110: 3 fit (330); x = 10, 120, 230; width unchanged.
    #expect(Self.xs(layout, 3) == [10, 120, 230])
    #expect(cell(layout, 0) == [10, 0, 100, 60])
    #expect(cell(layout, 3) == [10, 100, 100, 60])
  }

  @Test("I-7 flexible leading and trailing share the leftover: two items, 175 over 4 edges")
  func flexibleShare() {
    let layout = Self.line(Self.spaced(leading: .flexible(0), trailing: .flexible(0)), repeating: 2)
    // 375 − 200 = 175 → 43.75 per edge: x0 = 43.75, x1 = 43.75 + 100 + 43.75 + 43.75 = 231.25.
    #expect(Self.xs(layout, 2) == [43.75, 231.25])
  }

  @Test("I-8 the advance adds trailing edge, inter-item spacing and leading edge")
  func advance() {
    let layout = Self.line(Self.spaced(leading: .fixed(4), trailing: .fixed(8)), spacing: .fixed(10), repeating: 2)
    // x0 = 4; x1 = 4 + 100 + 8 + 10 + 4 = 126.
    #expect(Self.xs(layout, 2) == [4, 126])
  }

  @Test("I-9 edge spacing counts in the fit test: 130 per item leaves room for two")
  func fitWithEdges() {
    let layout = Self.line(Self.spaced(leading: .fixed(30), trailing: nil))
    // 130 + 130 = 260 ≤ 375; 390 > 375 → item 2 starts the next group at (30, 100).
    #expect(Self.xs(layout, 2) == [30, 160])
    #expect(cell(layout, 2) == [30, 100, 100, 60])
  }

  @Test(
    "SP-1…SP-3 flexible and fixed inter-item spacing",
    arguments: [
      // SP-1: leftover 375 − 320 = 55 over 2 gaps → gap 37.5.
      (NSCollectionLayoutSpacing.flexible(10), [0.0, 137.5, 275]),
      // SP-2: fixed 10; 45 pt stay unused at the trailing end.
      (.fixed(10), [0, 110, 220]),
      // SP-3: 3 × 100 + 2 × 40 = 380 > 375 → two items; gap 375 − 200 = 175.
      (.flexible(40), [0, 275]),
    ])
  func interItemSpacing(spacing: NSCollectionLayoutSpacing, expected: [Double]) {
    let layout = Self.line(item(.absolute(100), .absolute(60)), spacing: spacing)
    #expect(Self.xs(layout, expected.count) == expected)
    // The next item opens the second group.
    #expect(cell(layout, expected.count)?[0...1] == [0, 100])
  }

  @Test(
    "SP-4/SP-5 flexible edges of a single item: centred, pushed trailing, or left leading",
    arguments: [
      (NSCollectionLayoutSpacing.flexible(0), NSCollectionLayoutSpacing?.some(.flexible(0)), 137.5),
      (.flexible(0), nil, 275),
      (.fixed(0), .flexible(0), 0),
    ])
  func singleItemEdges(leading: NSCollectionLayoutSpacing, trailing: NSCollectionLayoutSpacing?, x: Double) {
    // Leftover 375 − 100 = 275 shared by the flexible edges: both → 137.5; leading only → 275; trailing only → 0.
    let layout = Self.line(Self.spaced(leading: leading, trailing: trailing), repeating: 1)
    #expect(Self.xs(layout, 1) == [x])
  }

  @Test(
    "SP-6 flexible top/bottom edges align an item across the group",
    arguments: [
      (NSCollectionLayoutSpacing?.some(.flexible(0)), NSCollectionLayoutSpacing?.some(.flexible(0)), 20.0),
      (nil, .flexible(0), 0),
      (.flexible(0), nil, 40),
    ])
  func crossAxisEdges(top: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?, y: Double) {
    let subitem = item(.absolute(100), .absolute(60))
    subitem.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: top, trailing: nil, bottom: bottom)
    // Group 100 tall, item 60: leftover 40; both flexible → 20 each; bottom only → top-aligned; top only → 40.
    let layout = Self.line(subitem, repeating: 1)
    #expect(cell(layout, 0) == [0, y, 100, 60])
  }

  @Test("SP-7 fixed trailing edge 8 plus spacing 10: x = 0, 118, 236")
  func fixedTrailing() {
    let layout = Self.line(Self.spaced(leading: nil, trailing: .fixed(8)), spacing: .fixed(10))
    // Each item needs 108; 108 + 10 + 108 + 10 + 108 = 344 ≤ 375, a fourth would need 462.
    #expect(Self.xs(layout, 3) == [0, 118, 236])
    #expect(cell(layout, 3)?[0...1] == [0, 100])
  }

  @Test("SP-8 (engine choice) flexible edges take the leftover before flexible gaps")
  func edgesBeforeGaps() {
    let layout = Self.line(Self.spaced(leading: .flexible(0), trailing: nil), spacing: .flexible(10), repeating: 2)
    // Used 200 + 10 = 210; leftover 165 over the 2 flexible leading edges → 82.5 each; the gap stays 10:
    // x0 = 82.5, x1 = 82.5 + 100 + 10 + 82.5 = 275.
    #expect(Self.xs(layout, 2) == [82.5, 275])
  }

  @Test("I-11 edge spacing mirrors in right-to-left layouts")
  func rightToLeftEdges() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)),
      repeatingSubitem: Self.spaced(leading: .fixed(10), trailing: nil),
      count: 1)
    var rtl = context(width: 375, counts: [1])
    rtl.layoutDirection = .rightToLeft
    let layout = layout(NSCollectionLayoutSection(group: group), context: rtl)
    // LTR x = 10 → RTL x = 375 − 110 = 265 (10 pt from the right edge).
    #expect(cell(layout, 0) == [265, 0, 100, 60])
  }
}
