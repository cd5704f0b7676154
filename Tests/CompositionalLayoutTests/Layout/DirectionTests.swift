import CompositionalLayout
import Foundation
import Testing

/// Spec 2.7a (H-1…H-5) and 2.15 (P-1, P-2): horizontal scrolling and right-to-left mirroring.
@Suite("Scroll direction and layout direction (H, P)")
struct DirectionTests {
  static func horizontalConfiguration(spacing: CGFloat = 0) -> UICollectionViewCompositionalLayoutConfiguration {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = spacing
    return configuration
  }

  /// Columns 100 wide, half the cross extent tall, of 100-pt items; insets (5, 20, 5, 20); interGroupSpacing 10.
  static func columnSection() -> NSCollectionLayoutSection {
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(100), .fractionalHeight(0.5)), subitems: [item(.fractionalWidth(1), .absolute(100))])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
    section.interGroupSpacing = 10
    return section
  }

  @Test("H-1/H-2 groups repeat along x; sections stack along x")
  func horizontalStacking() {
    let layout = layout(Self.columnSection(), counts: [9, 1], configuration: Self.horizontalConfiguration(spacing: 15))
    // Cross box 844 − 10 = 834; column height 0.5 × 834 = 417 → 4 items (400); columns at 20 + 110k, y from 5.
    #expect(cell(layout, 0) == [20, 5, 100, 100])
    #expect(cell(layout, 3) == [20, 305, 100, 100])
    #expect(cell(layout, 4) == [130, 5, 100, 100])
    #expect(cell(layout, 8) == [240, 5, 100, 100])
    // Section 0: 20 + 3 × 100 + 2 × 10 + 20 = 360; section 1 at 360 + 15 = 375, its column at 395.
    #expect(cell(layout, 0, section: 1) == [395, 5, 100, 100])
    // Content: 360 + 15 + (20 + 100 + 20) = 515 wide, container height.
    #expect(contentSize(layout) == [515, 844])
  }

  @Test("H-2 the main-axis fraction of a horizontal layout's top group is against the container width")
  func mainAxisFraction() {
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
      subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
    let layout = layout(
      NSCollectionLayoutSection(group: group), counts: [2], configuration: Self.horizontalConfiguration())
    // 0.5 × 390 = 195 wide, 844 tall; second column at 195.
    #expect(cell(layout, 1) == [195, 0, 195, 844])
  }

  @Test("H-4/B-5 .leading boundary items extend a horizontal section; .top ones overlap")
  func horizontalBoundary() {
    let section = Self.columnSection()
    let leading = boundary("leading", width: .absolute(50), height: .fractionalHeight(1), alignment: .leading)
    let top = boundary("top", width: .absolute(40), height: .absolute(30), alignment: .top)
    section.boundarySupplementaryItems = [leading, top]
    let layout = layout(section, counts: [4], configuration: Self.horizontalConfiguration())
    // Leading band 50; the header spans the cross box: (0, 5, 50, 834); the column starts at 50 + 20 = 70.
    #expect(supplementary(layout, "leading") == [0, 5, 50, 834])
    #expect(cell(layout, 0) == [70, 5, 100, 100])
    // Section 50 + 20 + 100 + 20 = 190; .top sits at the top of the cross box, centred along x: (190 − 40)/2 = 75.
    #expect(supplementary(layout, "top") == [75, 5, 40, 30])
    #expect(contentSize(layout) == [190, 844])
  }

  @Test("H-2/C-5 in a horizontal layout the safe area insets the cross axis (top/bottom)")
  func horizontalSafeArea() {
    var context = context(counts: [1])
    context.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(100), .fractionalHeight(1)),
      subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
    let layout = layout(
      NSCollectionLayoutSection(group: group), context: context, configuration: Self.horizontalConfiguration())
    // Cross box 47…810: 844 − 81 = 763 tall.
    #expect(cell(layout, 0) == [0, 47, 100, 763])
  }

  static func rtlContext(counts: [Int]) -> LayoutContext {
    var context = context(counts: counts)
    context.layoutDirection = .rightToLeft
    return context
  }

  /// Two half-width items with section insets leading 20, trailing 10, a top-leading 60 × 40 header and a
  /// top-trailing 20 × 10 badge.
  static func mirroredSection() -> NSCollectionLayoutSection {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(10)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let host = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [host])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
    section.boundarySupplementaryItems = [
      boundary("header", width: .absolute(60), height: .absolute(40), alignment: .topLeading)
    ]
    return section
  }

  @Test("P-2 right-to-left frames are the left-to-right ones mirrored: x' = 390 − maxX")
  func mirrored() {
    let ltr = layout(Self.mirroredSection(), counts: [2])
    let rtl = layout(Self.mirroredSection(), context: Self.rtlContext(counts: [2]))
    // LTR: box 360 at 20; items (20, 40, 180, 50), (200, 40, 180, 50); header (20, 0); badge 0 at 20 + 180 − 20 = 180.
    #expect(cell(ltr, 0) == [20, 40, 180, 50])
    #expect(cell(ltr, 1) == [200, 40, 180, 50])
    #expect(supplementary(ltr, "header") == [20, 0, 60, 40])
    #expect(supplementary(ltr, "badge", 0) == [180, 40, 20, 10])
    // RTL: 390 − 200 = 190, 390 − 380 = 10; header 390 − 80 = 310; badge 390 − 200 = 190 (the item's left edge).
    #expect(cell(rtl, 0) == [190, 40, 180, 50])
    #expect(cell(rtl, 1) == [10, 40, 180, 50])
    #expect(supplementary(rtl, "header") == [310, 0, 60, 40])
    #expect(supplementary(rtl, "badge", 0) == [190, 40, 20, 10])
  }

  @Test("P-2 rect queries and forEachItemFrame agree with the mirrored frames")
  func mirroredQueries() {
    let rtl = layout(Self.mirroredSection(), context: Self.rtlContext(counts: [2]))
    // The right third (300…390) meets item 0 (190…370) and the header (310…370), not item 1 (10…190).
    let keys = Set(elements(rtl, in: CGRect(x: 300, y: 0, width: 90, height: 100)).keys)
    #expect(keys == [.cell(0), .supplementary("header")])
    var frames: [[Double]] = []
    rtl.forEachItemFrame { _, _, frame in frames.append(rounded(frame)) }
    #expect(frames == [[190, 40, 180, 50], [10, 40, 180, 50]])
  }

  @Test("P-1 in RTL the leading safe-area inset is the right one")
  func rtlSafeArea() {
    var context = Self.rtlContext(counts: [1])
    context.safeAreaInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
    let layout = layout(rowSection(height: 50), context: context)
    // Box 390 − 30 = 360 avoiding the left 30 pt: x 30.
    #expect(cell(layout, 0) == [30, 0, 360, 50])
  }
}
