import CompositionalLayout
import Foundation
import Testing

/// Spec 2.2 (D-1…D-12): how dimensions resolve, in the default 390 × 844 container.
@Suite("Dimension resolution (D)")
struct DimensionResolutionTests {
  static func horizontalSection(
    _ subitem: NSCollectionLayoutItem, group: NSCollectionLayoutSize = size(.fractionalWidth(1), .absolute(100))
  ) -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: group, subitems: [subitem]))
  }

  @Test("D-1 absolute sizes are exact points and are not snapped")
  func absolute() {
    let layout = layout(Self.horizontalSection(item(.absolute(100.1), .absolute(50.05))), counts: [4])
    // 100.1 stays 100.1 (not 100.0 on the 1/3 grid); 3 × 100.1 = 300.3 fits in 390, 400.4 does not.
    #expect(cell(layout, 0) == [0, 0, 100.1, 50.05])
    #expect(cell(layout, 2) == [200.2, 0, 100.1, 50.05])
    #expect(cell(layout, 3) == [0, 100, 100.1, 50.05])
  }

  @Test("D-2 either fraction on either axis: width = 0.5 × height, height = 0.1 × width")
  func crossFractions() {
    let layout = layout(Self.horizontalSection(item(.fractionalHeight(0.5), .fractionalWidth(0.1))), counts: [8])
    // Group 390 × 100: width 0.5 × 100 = 50, height 0.1 × 390 = 39; 7 × 50 = 350 fit, 8 × 50 = 400 do not.
    #expect(cell(layout, 0) == [0, 0, 50, 39])
    #expect(cell(layout, 6) == [300, 0, 50, 39])
    #expect(cell(layout, 7) == [0, 100, 50, 39])
  }

  @Test("D-2 a 20 % × 20 % square of the width")
  func square() {
    let group = size(.fractionalWidth(1), .fractionalWidth(0.2))
    let layout = layout(
      Self.horizontalSection(item(.fractionalWidth(0.2), .fractionalWidth(0.2)), group: group), counts: [6])
    // 0.2 × 390 = 78 (234 px) both ways; row 1 at 78.
    #expect(cell(layout, 4) == [312, 0, 78, 78])
    #expect(cell(layout, 5) == [0, 78, 78, 78])
  }

  @Test("D-3/D-4 a subitem's container is the parent group's box after its contentInsets")
  func parentInsets() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)),
      subitems: [item(.fractionalWidth(0.25), .fractionalHeight(0.5))])
    group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 30, trailing: 15)
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [4])
    // Inner box 360 × 60 at (15, 10): width 0.25 × 360 = 90, height 0.5 × 60 = 30; x = 15 + 90k.
    #expect(cell(layout, 0) == [15, 10, 90, 30])
    #expect(cell(layout, 3) == [285, 10, 90, 30])
  }

  @Test("D-5 the top group resolves against the section content box")
  func sectionBox() {
    let section = Self.horizontalSection(item(.fractionalWidth(0.5), .fractionalHeight(1)))
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
    let layout = layout(section, counts: [2])
    // Content box 390 − 30 = 360 at x 20 → items 180 wide at 20 and 200.
    #expect(cell(layout, 0) == [20, 0, 180, 100])
    #expect(cell(layout, 1) == [200, 0, 180, 100])
  }

  @Test("D-6 orthogonal top group: width against the full container, height against container less top/bottom insets")
  func orthogonalContainer() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(0.25)),
      subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.contentInsets = NSDirectionalEdgeInsets(top: 22, leading: 20, bottom: 22, trailing: 20)
    section.interGroupSpacing = 5
    let layout = layout(section, counts: [3])
    // Width 0.5 × 390 = 195 (not 0.5 × 350); height 0.25 × (844 − 44) = 200; first group at (20, 22), stride 200.
    #expect(cell(layout, 0) == [20, 22, 195, 200])
    #expect(cell(layout, 1) == [220, 22, 195, 200])
    #expect(cell(layout, 2) == [420, 22, 195, 200])
    // Section: 22 + 200 + 22 = 244.
    #expect(contentSize(layout) == [390, 244])
  }

  @Test("D-7 a vertical layout's top-group fractional height is against the container height, insets not removed")
  func mainAxisFraction() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)),
      subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 22, leading: 0, bottom: 22, trailing: 0)
    let layout = layout(section, counts: [2])
    // 0.25 × 844 = 211 (633 px); rows at 22 and 233; section 22 + 422 + 22 = 466.
    #expect(cell(layout, 0) == [0, 22, 390, 211])
    #expect(cell(layout, 1) == [0, 233, 390, 211])
    #expect(contentSize(layout) == [390, 466])
  }

  @Test("D-8 an estimated dimension lays out at its estimate until measured")
  func estimated() {
    let layout = layout(rowSectionEstimated(60), counts: [3])
    // Rows 60 tall at 0, 60, 120.
    #expect(cell(layout, 2) == [0, 120, 390, 60])
  }

  func rowSectionEstimated(_ height: CGFloat) -> NSCollectionLayoutSection {
    Self.horizontalSection(
      item(.fractionalWidth(1), .estimated(height)), group: size(.fractionalWidth(1), .estimated(height)))
  }

  @Test("D-9 count groups ignore the subitem's own size along the axis")
  func countIgnoresSize() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitem: item(.absolute(10), .fractionalHeight(1)), count: 3
    )
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [3])
    // 390/3 = 130 (not 10) at 0, 130, 260.
    #expect(cell(layout, 0) == [0, 0, 130, 50])
    #expect(cell(layout, 2) == [260, 0, 130, 50])
  }

  @Test("D-10 a count group's cross dimension resolves against the inner extent less the spacing (non-square)")
  func countCrossContainer() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(300)), subitem: item(.fractionalWidth(1), .fractionalWidth(0.5)),
      count: 3)
    group.interItemSpacing = .fixed(15)
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [3])
    // Container width 390 − 2 × 15 = 360 → height 0.5 × 360 = 180; slots 360/3 = 120 at 0, 135, 270.
    #expect(cell(layout, 0) == [0, 0, 120, 180])
    #expect(cell(layout, 1) == [135, 0, 120, 180])
    #expect(cell(layout, 2) == [270, 0, 120, 180])
  }

  @Test("D-11 repeatingSubitem keeps the subitem's size and may overflow")
  func repeating() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item(.absolute(100), .absolute(40)),
      count: 5)
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [6])
    // Five 100-pt items at 0…400 (the last overflows 390); item 5 starts the next group at y 50.
    #expect(cell(layout, 3) == [300, 0, 100, 40])
    #expect(cell(layout, 4) == [400, 0, 100, 40])
    #expect(cell(layout, 5) == [0, 50, 100, 40])
  }

  @Test("D-11 repeatingSubitem with a fraction of the group: 0.3 × 390 = 117")
  func repeatingFraction() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)),
      repeatingSubitem: item(.fractionalWidth(0.3), .fractionalHeight(1)), count: 3)
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [3])
    // 117 each (351 px), no stretching to 130: x 0, 117, 234.
    #expect(cell(layout, 2) == [234, 0, 117, 50])
  }

  @Test("D-12 a badge's fractional size resolves against its host item's frame")
  func badgeFraction() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(0.25)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
    let host = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(80)), supplementaryItems: [badge])
    let layout = layout(Self.horizontalSection(host), counts: [1])
    // 0.5 × 100 = 50, 0.25 × 80 = 20, flush with the host's top-leading corner.
    #expect(supplementary(layout, "badge", 0) == [0, 0, 50, 20])
  }

  @Test(
    "Pixel grid: 0.4 × 393 = 157.2 floors to 157, rounds to 157.333, or stays exact",
    arguments: [(PixelRounding.floor, 157.0), (.nearest, 157.33), (.none, 157.2)])
  func pixelGrid(rounding: PixelRounding, width: Double) {
    let layout = layout(
      Self.horizontalSection(item(.fractionalWidth(0.4), .fractionalHeight(1))), counts: [2], width: 393,
      rounding: rounding)
    // 157.2 pt = 471.6 px at 3×: floor 471 px, nearest 472 px; the second item starts where the first ends.
    #expect(cell(layout, 0) == [0, 0, width, 100])
    #expect(cell(layout, 1) == [width, 0, width, 100])
  }
}
