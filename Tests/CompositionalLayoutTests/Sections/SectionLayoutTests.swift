import CompositionalLayout
import Foundation
import Testing

/// Spec 2.6 (S-1…S-9): group repetition, section insets, interGroupSpacing and extents, at 390 wide.
@Suite("Sections (S)")
struct SectionLayoutTests {
  @Test("S-1/S-3/S-4 groups repeat with interGroupSpacing only between them", arguments: [0, 1, 2])
  func interGroupSpacing(row: Int) {
    let section = rowSection(height: 50)
    section.interGroupSpacing = 10
    let layout = layout(section, counts: [3])
    // Rows at 60k: 0, 60, 120; the section is 3 × 50 + 2 × 10 = 170 (no spacing after the last row).
    #expect(cell(layout, row) == [0, Double(60 * row), 390, 50])
    #expect(contentSize(layout) == [390, 170])
  }

  @Test("S-6/C-10 section insets place the groups inside the section")
  func insets() {
    let section = rowSection(height: 50)
    section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 8, trailing: 30)
    section.interGroupSpacing = 4
    let layout = layout(section, counts: [2, 1])
    // Width 390 − 50 = 340 at x 20; rows at 12 and 66; section 0 = 12 + 104 + 8 = 124.
    #expect(cell(layout, 0) == [20, 12, 340, 50])
    #expect(cell(layout, 1) == [20, 66, 340, 50])
    // Section 1 starts at 124; its row at 124 + 12 = 136; its extent 12 + 50 + 8 = 70.
    #expect(cell(layout, 0, section: 1) == [20, 136, 340, 50])
    #expect(contentSize(layout) == [390, 194])
  }

  @Test("S-7 main-axis order: header, top inset, groups, bottom inset, footer")
  func headerInsetOrder() {
    let section = rowSection(height: 50)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0)
    section.interGroupSpacing = 5
    section.boundarySupplementaryItems = [
      boundary("header", width: .fractionalWidth(1), height: .absolute(30), alignment: .top),
      boundary("footer", width: .fractionalWidth(1), height: .absolute(40), alignment: .bottom),
    ]
    let layout = layout(section, counts: [2])
    // Header 0…30; rows at 30 + 10 = 40 and 95; groups end 145; bottom inset to 165; footer 165…205.
    #expect(supplementary(layout, "header") == [0, 0, 390, 30])
    #expect(cell(layout, 0) == [0, 40, 390, 50])
    #expect(cell(layout, 1) == [0, 95, 390, 50])
    #expect(supplementary(layout, "footer") == [0, 165, 390, 40])
    #expect(contentSize(layout) == [390, 205])
  }

  static func emptySectionLayout(release: TargetRelease, spacing: CGFloat = 0) -> UICollectionViewCompositionalLayout {
    let section = rowSection(height: 50)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    section.boundarySupplementaryItems = [
      boundary("header", width: .fractionalWidth(1), height: .absolute(44), alignment: .top)
    ]
    section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "bg")]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = spacing
    var context = context(counts: [0, 1])
    context.targetRelease = release
    return layout(section, context: context, configuration: configuration)
  }

  @Test("S-9 (iOS 17+, the default) an empty section keeps its boundary items only: no insets, no background")
  func emptySection() {
    let layout = Self.emptySectionLayout(release: .current)
    // Section 0: header 44, insets take no space: 44 + 0 + 0 + 0 = 44; no background drawn.
    #expect(supplementary(layout, "header") == [0, 0, 390, 44])
    #expect(decoration(layout, "bg") == nil)
    #expect(cell(layout, 0) == nil)
    // Section 1 starts at 44: its row at 44 + 44 (header) + 10 (top inset) = 98; its extent 44 + 10 + 50 + 10 = 114
    // and its background (0, 44, 390, 114).
    #expect(cell(layout, 0, section: 1) == [0, 98, 390, 50])
    #expect(decoration(layout, "bg", section: 1) == [0, 44, 390, 114])
    #expect(contentSize(layout) == [390, 44 + 114])
  }

  @Test("S-9 (iOS 17+) the inter-section spacing after an empty section stays")
  func emptySectionSpacing() {
    let layout = Self.emptySectionLayout(release: .iOS17, spacing: 8)
    // Section 0 is 44; section 1 starts at 44 + 8 = 52, its row at 52 + 44 + 10 = 106.
    #expect(cell(layout, 0, section: 1) == [0, 106, 390, 50])
    #expect(contentSize(layout) == [390, 44 + 8 + 114])
  }

  @Test(
    "S-9 (iOS 15–16) an empty section keeps its insets, boundary items and background",
    arguments: [
      TargetRelease.iOS15, .iOS16,
    ])
  func emptySectionBeforeiOS17(release: TargetRelease) {
    let layout = Self.emptySectionLayout(release: release)
    // Section 0: 44 + 10 + 0 + 10 = 64; section 1 starts at 64, its row at 64 + 44 + 10 = 118.
    #expect(supplementary(layout, "header") == [0, 0, 390, 44])
    #expect(decoration(layout, "bg") == [0, 0, 390, 64])
    #expect(cell(layout, 0) == nil)
    #expect(cell(layout, 0, section: 1) == [0, 118, 390, 50])
    #expect(contentSize(layout) == [390, 64 + 114])
  }

  @Test("S-4 many rows: row k of a fixed-size group sits at k × (height + spacing)")
  func farRow() {
    let section = rowSection(height: 40)
    section.interGroupSpacing = 2
    let layout = layout(section, counts: [100_000])
    // Row 99,999 at 99,999 × 42 = 4,199,958; content 100,000 × 40 + 99,999 × 2 = 4,199,998.
    #expect(cell(layout, 99_999) == [0, 4_199_958, 390, 40])
    #expect(contentSize(layout) == [390, 4_199_998])
  }

  @Test("S-5 group edge spacing offsets the first group and adds to the stride")
  func groupEdgeSpacing() {
    let section = rowSection(width: .absolute(200), height: 50)
    section.interGroupSpacing = 5
    let layout = layout(section, counts: [2])
    // A 200-wide group with no edge spacing starts at the content box's leading edge (x 0).
    #expect(cell(layout, 0) == [0, 0, 200, 50])
    #expect(cell(layout, 1) == [0, 55, 200, 50])
  }
}
