import CompositionalLayout
import Foundation
import Testing

/// Spec 2.16b (WA-1…WA-10): Apple's sample layouts in a 375 × 667 collection view with no horizontal safe area.
/// Where the spec's numbers are exact decimals that are not on the 1/3-pt grid, the test sets `pixelRounding = .none`
/// and says so; a snapped twin pins the default.
@Suite("Worked examples: Apple sample layouts (WA)")
struct AppleSampleLayoutTests {
  static func gridSection(itemInsets: CGFloat = 0) -> NSCollectionLayoutSection {
    let cell = item(.fractionalWidth(0.2), .fractionalHeight(1), insets: uniform(itemInsets))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [cell])
    return NSCollectionLayoutSection(group: group)
  }

  @Test("WA-1 grid: five 75-pt items a row by cycling (G-3)", arguments: 0..<12)
  func grid(index: Int) {
    let layout = layout(Self.gridSection(), counts: [12], width: 375, height: 667)
    // Group 375 × (0.2 × 375 = 75); item 0.2 × 375 = 75 (225 px, on the grid); 5 × 75 = 375 fits exactly.
    let (row, column) = index.quotientAndRemainder(dividingBy: 5)
    #expect(cell(layout, index) == [Double(75 * column), Double(75 * row), 75, 75])
  }

  @Test("WA-1 grid: 12 items make 3 rows, 225 pt")
  func gridContent() {
    // ⌈12 / 5⌉ = 3 rows × 75 = 225; width = container width (L-3).
    #expect(contentSize(layout(Self.gridSection(), counts: [12], width: 375, height: 667)) == [375, 225])
  }

  @Test("WA-2 inset items grid: insets shrink cells, rows stay 75 apart (I-1)", arguments: [0, 4, 7, 11])
  func insetGrid(index: Int) {
    let layout = layout(Self.gridSection(itemInsets: 5), counts: [12], width: 375, height: 667)
    let (row, column) = index.quotientAndRemainder(dividingBy: 5)
    // (75c + 5, 75r + 5, 75 − 10, 75 − 10).
    #expect(cell(layout, index) == [Double(75 * column + 5), Double(75 * row + 5), 65, 65])
  }

  static func twoColumnSection() -> NSCollectionLayoutSection {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
      count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    return section
  }

  @Test("WA-3 two columns, exact arithmetic (pixelRounding .none)")
  func twoColumnsExact() {
    let layout = layout(Self.twoColumnSection(), counts: [5], width: 375, height: 667, rounding: .none)
    // Group 375 − 20 = 355 wide (D-5); slots (355 − 10)/2 = 172.5 at x 10 and 10 + 172.5 + 10 = 192.5; rows 44 + 10.
    #expect(cell(layout, 0) == [10, 0, 172.5, 44])
    #expect(cell(layout, 1) == [192.5, 0, 172.5, 44])
    #expect(cell(layout, 2) == [10, 54, 172.5, 44])
    #expect(cell(layout, 4) == [10, 108, 172.5, 44])
    // 3 rows: 3 × 44 + 2 × 10 = 152.
    #expect(contentSize(layout) == [375, 152])
  }

  @Test("WA-3 two columns, default floor snapping of count slots")
  func twoColumnsSnapped() {
    let layout = layout(Self.twoColumnSection(), counts: [2], width: 375, height: 667)
    // 172.5 pt = 517.5 px → 517 px = 172.333; second slot at 10 + 172.333 + 10 = 192.333.
    #expect(cell(layout, 0) == [10, 0, 172.33, 44])
    #expect(cell(layout, 1) == [192.33, 0, 172.33, 44])
  }

  static func distinctSectionsLayout() -> UICollectionViewCompositionalLayout {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      let columns = [1, 5, 3][index]
      let cell = item(.fractionalWidth(1), .fractionalHeight(1), insets: uniform(2))
      let height: NSCollectionLayoutDimension = columns == 1 ? .absolute(44) : .fractionalWidth(0.2)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), height), subitem: cell, count: columns)
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = uniform(20)
      return section
    }
    layout.prepare(context: context(width: 375, height: 667, counts: [2, 10, 6]))
    return layout
  }

  @Test("WA-4 distinct sections: list, five and three columns")
  func distinctSections() {
    let layout = Self.distinctSectionsLayout()
    // Group width 375 − 40 = 335. List: rows 44 → cell (22, 22, 331, 40); section 0 = 20 + 2 × 44 + 20 = 128.
    #expect(cell(layout, 0) == [22, 22, 331, 40])
    #expect(cell(layout, 1) == [22, 66, 331, 40])
    // Five columns: slot 335/5 = 67, height 0.2 × 335 = 67; first row at 128 + 20 = 148 → cells (22 + 67c, 150, 63, 63).
    #expect(cell(layout, 0, section: 1) == [22, 150, 63, 63])
    #expect(cell(layout, 4, section: 1) == [290, 150, 63, 63])
    // Item 7 = row 1, column 2: (20 + 134 + 2, 148 + 67 + 2) = (156, 217). Section 1 = 20 + 134 + 20 = 174.
    #expect(cell(layout, 7, section: 1) == [156, 217, 63, 63])
    // Three columns: section 2 starts at 128 + 174 = 302; slot 335/3 = 111.667 (on the grid), height 67.
    #expect(cell(layout, 0, section: 2) == [22, 324, 107.67, 63])
    #expect(cell(layout, 1, section: 2) == [133.67, 324, 107.67, 63])
    // Section 2 = 20 + 2 × 67 + 20 = 174 → content 302 + 174 = 476.
    #expect(contentSize(layout) == [375, 476])
  }

  static func badgeSection() -> NSCollectionLayoutSection {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let cell = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
    cell.contentInsets = uniform(5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [cell])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = uniform(20)
    return section
  }

  @Test("WA-5 badges anchor to the inset cell frame (A-10), exact arithmetic (pixelRounding .none)")
  func badgesExact() {
    let layout = layout(Self.badgeSection(), counts: [8], width: 375, height: 667, rounding: .none)
    // Slot 0.25 × 335 = 83.75 × (0.2 × 335 = 67) at (20, 20); cell (25, 25, 73.75, 57).
    #expect(cell(layout, 0) == [25, 25, 73.75, 57])
    // Badge: x = 25 + (73.75 − 20) + 0.3 × 20 = 84.75; y = 25 − 0.3 × 20 = 19.
    #expect(supplementary(layout, "badge", 0) == [84.75, 19, 20, 20])
    // Item 5: row 1 at y 20 + 67, column 1 at x 20 + 83.75 → cell (108.75, 92); badge (168.5, 86).
    #expect(cell(layout, 5) == [108.75, 92, 73.75, 57])
    #expect(supplementary(layout, "badge", 5) == [168.5, 86, 20, 20])
  }

  @Test("WA-5 badges with default snapping")
  func badgesSnapped() {
    let layout = layout(Self.badgeSection(), counts: [8], width: 375, height: 667)
    // Slot 83.75 = 251.25 px → 251 px = 83.667; cell (25, 25, 73.667, 57); item 1 at 20 + 83.667 + 5 = 108.667.
    #expect(cell(layout, 0) == [25, 25, 73.67, 57])
    #expect(cell(layout, 1) == [108.67, 25, 73.67, 57])
    // Badge x = 25 + 53.667 + 6 = 84.667 (254 px, on the grid); y = 19.
    #expect(supplementary(layout, "badge", 0) == [84.67, 19, 20, 20])
  }

  static func headerFooterSection(pinned: Bool = false) -> NSCollectionLayoutSection {
    let section = rowSection(height: 44)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let header = boundary(
      UICollectionView.elementKindSectionHeader, width: .fractionalWidth(1), height: .estimated(44), alignment: .top)
    let footer = boundary(
      UICollectionView.elementKindSectionFooter, width: .fractionalWidth(1), height: .estimated(44),
      alignment: .bottom)
    if pinned {
      header.pinToVisibleBounds = true
      header.zIndex = 2
    }
    section.boundarySupplementaryItems = [header, footer]
    return section
  }

  @Test("WA-6 section header and footer follow the insets; rows from y = h (B-6, B-12, S-3)")
  func headersFooters() {
    let layout = layout(Self.headerFooterSection(), counts: [5, 1], width: 375, height: 667)
    // Header (10, 0, 355, 44) at its estimate; rows at 44 + 49r; last row 240…284; footer (10, 284, 355, 44).
    #expect(supplementary(layout, UICollectionView.elementKindSectionHeader) == [10, 0, 355, 44])
    #expect(cell(layout, 0) == [10, 44, 355, 44])
    #expect(cell(layout, 4) == [10, 240, 355, 44])
    #expect(supplementary(layout, UICollectionView.elementKindSectionFooter) == [10, 284, 355, 44])
    // Section 0 = 44 + 5 × 44 + 4 × 5 + 44 = 328; section 1's header at 328, its row at 372, footer at 416.
    #expect(supplementary(layout, UICollectionView.elementKindSectionHeader, section: 1) == [10, 328, 355, 44])
    #expect(cell(layout, 0, section: 1) == [10, 372, 355, 44])
    #expect(contentSize(layout) == [375, 460])
  }

  @Test("WA-7 pinned header, unscrolled: same frame as WA-6, zIndex 2")
  func pinnedHeader() throws {
    let layout = layout(Self.headerFooterSection(pinned: true), counts: [5], width: 375, height: 667)
    // At scroll offset 0: y = min(max(0, 0), 328 − 44) = 0.
    let header = try #require(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(rounded(header.frame) == [10, 0, 355, 44])
    #expect(header.zIndex == 2)
  }

  static func backgroundSection() -> NSCollectionLayoutSection {
    let section = rowSection(height: 44)
    section.interGroupSpacing = 5
    section.contentInsets = uniform(10)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = uniform(5)
    section.decorationItems = [background]
    return section
  }

  @Test("WA-8 section background covers the insets, shrunk by its own insets (DEC-2, DEC-3)")
  func sectionBackground() {
    let layout = layout(Self.backgroundSection(), counts: [5, 2], width: 375, height: 667)
    // H = 20 + 44 × 5 + 5 × 4 = 260 → decoration (5, 5, 365, 250); cells (10, 10 + 49r, 355, 44).
    #expect(decoration(layout, "background") == [5, 5, 365, 250])
    #expect(cell(layout, 4) == [10, 206, 355, 44])
    // Section 1 (2 items): H = 20 + 88 + 5 = 113 at y 260 → decoration (5, 265, 365, 103).
    #expect(decoration(layout, "background", section: 1) == [5, 265, 365, 103])
    #expect(contentSize(layout) == [375, 373])
  }
}
