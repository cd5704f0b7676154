import CompositionalLayout
import Foundation
import Testing

/// Spec 2.16 (W-1…W-5): layouts measured from UIKit-rendered snapshots at width 375.
@Suite("Worked examples: UIKit snapshots (W)")
struct SnapshotExampleTests {
  /// W-1…W-3: horizontal count-4 group 375 × 80, spacing 16, trailing inset 20, interGroupSpacing 16, a 15 × 15 badge
  /// at [.top, .trailing] (0.5, −0.5) and a 20 × 60 group supplementary at [.trailing] (1, 0).
  static func countSection() -> NSCollectionLayoutSection {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(15), .absolute(15)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    let cell = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(80)), subitem: cell, count: 4)
    group.interItemSpacing = .fixed(16)
    group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
    group.supplementaryItems = [
      NSCollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(20), .absolute(60)), elementKind: "side",
        containerAnchor: NSCollectionLayoutAnchor(edges: [.trailing], fractionalOffset: CGPoint(x: 1, y: 0)))
    ]
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 16
    return section
  }

  @Test(
    "W-1 count group: slots 76.75 at 0, 92.75, 185.5, 278.25; row 2 at 96 (pixelRounding .none)",
    arguments: [(0, 0.0), (1, 92.75), (2, 185.5), (3, 278.25)])
  func countSlots(index: Int, x: Double) {
    let layout = layout(Self.countSection(), counts: [8], width: 375, height: 812, rounding: .none)
    // Slot (375 − 20 − 3 × 16)/4 = 307/4 = 76.75; height 0.25 × 307 = 76.75 (D-10); next slot + 76.75 + 16.
    #expect(cell(layout, index) == [x, 0, 76.75, 76.75])
    #expect(cell(layout, index + 4) == [x, 96, 76.75, 76.75])
  }

  @Test("W-2 badge centred on item 0's top-trailing corner (pixelRounding .none)")
  func badgeCorner() {
    let layout = layout(Self.countSection(), counts: [8], width: 375, height: 812, rounding: .none)
    // x = 76.75 − 15 + 0.5 × 15 = 69.25; y = 0 − 0.5 × 15 = −7.5.
    #expect(supplementary(layout, "badge", 0) == [69.25, -7.5, 15, 15])
    // Item 5: x = 92.75 + 69.25 = 162, y = 96 − 7.5 = 88.5.
    #expect(supplementary(layout, "badge", 5) == [162, 88.5, 15, 15])
  }

  @Test("W-2 badge origin snapped half away from zero by default")
  func badgeCornerSnapped() {
    let layout = layout(Self.countSection(), counts: [8], width: 375, height: 812)
    // Slot 230.25 px → 230 px = 76.667; x = 76.667 − 7.5 = 69.167 (207.5 px → 208 px = 69.333);
    // y = −7.5 (−22.5 px → −23 px = −7.667); row 2: 88.5 (265.5 px → 266 px = 88.667).
    #expect(supplementary(layout, "badge", 0) == [69.33, -7.67, 15, 15])
    #expect(supplementary(layout, "badge", 4) == [69.33, 88.67, 15, 15])
  }

  @Test("W-3 group supplementary at x 355…375, y 10…70 of each group")
  func groupSupplementary() {
    let layout = layout(Self.countSection(), counts: [8], width: 375, height: 812, rounding: .none)
    // Host = group box after insets (0, 0, 355, 80): x = 355 − 20 + 1 × 20 = 355; y = (80 − 60)/2 = 10.
    #expect(supplementary(layout, "side", 0) == [355, 10, 20, 60])
    // Second group at y 96: first item 4 carries it.
    #expect(supplementary(layout, "side", 4) == [355, 106, 20, 60])
    #expect(supplementary(layout, "side", 1) == nil)
  }

  @Test("W-4 nested groups inside an inset row")
  func nestedGroups() {
    let third = size(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
    let first = NSCollectionLayoutItem(layoutSize: third)
    first.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 4)
    let pair = NSCollectionLayoutGroup.vertical(
      layoutSize: third, subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 2)
    pair.interItemSpacing = .fixed(8)
    pair.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
    let triple = NSCollectionLayoutGroup.vertical(
      layoutSize: third, subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 3)
    triple.interItemSpacing = .fixed(8)
    triple.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [first, pair, triple])
    row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let layout = layout(NSCollectionLayoutSection(group: row), counts: [5], width: 375, height: 812)
    // Inner 343; thirds 114.333 (343 px, on the grid) at 16, 130.333, 244.667. Item: x 16…126.33.
    #expect(cell(layout, 0) == [16, 0, 110.33, 100])
    // Pair: x 134.33…240.67, rows (100 − 8)/2 = 46 at 0 and 54.
    #expect(cell(layout, 1) == [134.33, 0, 106.33, 46])
    #expect(cell(layout, 2) == [134.33, 54, 106.33, 46])
    // Triple: x 248.67…359, rows (100 − 16)/3 = 28 at 0, 36; slot 3 (72…100) empty with 5 items (G-16).
    #expect(cell(layout, 3) == [248.67, 0, 110.33, 28])
    #expect(cell(layout, 4) == [248.67, 36, 110.33, 28])
    #expect(cell(layout, 5) == nil)
  }

  @Test("W-5 list-like section: header 0…24, rows 42 apart, footer 232…256")
  func listLike() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(40)), subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
      count: 1)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 2
    let header = boundary("header", width: .fractionalWidth(1), height: .absolute(24), alignment: .top)
    let footer = boundary("footer", width: .fractionalWidth(1), height: .absolute(24), alignment: .bottom)
    header.pinToVisibleBounds = true
    footer.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header, footer]
    let layout = layout(section, counts: [5], width: 375, height: 812)
    #expect(supplementary(layout, "header") == [0, 0, 375, 24])
    // Rows at 24 + 42k: 24, 66, 108, 150, 192; the last ends at 232, where the footer starts.
    for (index, y) in [24.0, 66, 108, 150, 192].enumerated() {
      #expect(cell(layout, index) == [0, y, 375, 40])
    }
    #expect(supplementary(layout, "footer") == [0, 232, 375, 24])
    #expect(contentSize(layout) == [375, 256])
  }
}
