import CompositionalLayout
import Foundation
import Testing

/// Spec 2.11 static geometry (O-1, O-2, O-4, O-5) and D-6, unscrolled, at 390 wide.
@Suite("Orthogonal sections, static geometry (O)")
struct OrthogonalGeometryTests {
  static func section(
    behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, width: NSCollectionLayoutDimension = .absolute(150)
  ) -> NSCollectionLayoutSection {
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(width, .absolute(100)), subitems: [item(.fractionalWidth(1), .absolute(50))])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 15, trailing: 16)
    section.boundarySupplementaryItems = [
      boundary("header", width: .fractionalWidth(1), height: .absolute(30), alignment: .top)
    ]
    return section
  }

  @Test(
    "O-1/O-2 groups run along x from the leading inset, 8 apart, for every behaviour",
    arguments: [
      UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging,
      .groupPaging,
    ])
  func row(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
    let layout = layout(Self.section(behavior: behavior), counts: [5, 1])
    // Header band 30, top inset 10 → groups at y 40; group k at x 16 + 158k; two 50-pt items stacked per group.
    #expect(cell(layout, 0) == [16, 40, 150, 50])
    #expect(cell(layout, 1) == [16, 90, 150, 50])
    #expect(cell(layout, 2) == [174, 40, 150, 50])
    #expect(cell(layout, 4) == [332, 40, 150, 50])
    // O-4: extent 30 + 10 + 100 + 15 = 155, whatever the number of groups; section 1 starts at 155.
    #expect(cell(layout, 0, section: 1) == [16, 195, 150, 50])
    #expect(contentSize(layout) == [390, 310])
  }

  @Test("O-10/O-11 (engine choice) groupPagingCentered starts group 0 at the centring inset (390 − 150)/2 = 120")
  func centred() {
    let layout = layout(Self.section(behavior: .groupPagingCentered), counts: [5])
    // The centring inset replaces the section's leading inset; the stride stays 150 + 8.
    #expect(cell(layout, 0) == [120, 40, 150, 50])
    #expect(cell(layout, 2) == [278, 40, 150, 50])
    #expect(contentSize(layout) == [390, 155])
  }

  @Test("O-4 boundary items of an orthogonal section do not scroll: the header spans the content box")
  func header() {
    let layout = layout(Self.section(behavior: .continuous), counts: [5])
    // Supplementaries follow the insets: 390 − 32 = 358 at x 16.
    #expect(supplementary(layout, "header") == [16, 0, 358, 30])
  }

  @Test("D-6 fractional group width against the full width, fractional height against height less insets")
  func fractions() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(0.9), .fractionalHeight(0.5)),
      subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 34, trailing: 16)
    let layout = layout(section, counts: [2])
    // 0.9 × 390 = 351 (not 0.9 × 358); 0.5 × (844 − 44) = 400; second group at 16 + 351 = 367.
    #expect(cell(layout, 0) == [16, 10, 351, 400])
    #expect(cell(layout, 1) == [367, 10, 351, 400])
    #expect(contentSize(layout) == [390, 444])
  }

  @Test("O-5 rect queries see groups beyond the viewport at their unscrolled positions")
  func farGroups() {
    let layout = layout(Self.section(behavior: .continuous), counts: [10])
    // Group 4 (items 8, 9) at x 16 + 4 × 158 = 648; group 3 ends at 490 + 150 = 640, left of the rect.
    let found = elements(layout, in: CGRect(x: 645, y: 0, width: 100, height: 500))
    #expect(found == [.cell(8): [648, 40, 150, 50], .cell(9): [648, 90, 150, 50]])
  }

  @Test(
    "S-9 an empty orthogonal section by release: header only (17+), header and insets (15–16), a reserved row (14)",
    arguments: [(TargetRelease.current, 30.0), (.iOS17, 30), (.iOS16, 55), (.iOS15, 55), (.iOS14, 155)])
  func empty(release: TargetRelease, height: Double) {
    var context = context(counts: [0])
    context.targetRelease = release
    let layout = layout(Self.section(behavior: .continuous), context: context)
    // iOS 17+: the header alone, 30. iOS 15–16: 30 + 10 + 0 + 15 = 55. iOS 14 reserves a row, the group's 100-pt
    // height: 30 + 10 + 100 + 15 = 155.
    #expect(contentSize(layout) == [390, height])
    #expect(cell(layout, 0) == nil)
  }
}
