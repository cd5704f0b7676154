import CompositionalLayout
import Foundation
import Testing

/// Spec 2.10 (DEC-1…DEC-7) and Z-2/Z-5: section backgrounds, their frames, index paths and zIndex promotion.
@Suite("Decorations (DEC)")
struct DecorationTests {
  static func section(decorations: [NSCollectionLayoutDecorationItem]) -> NSCollectionLayoutSection {
    let section = rowSection(height: 50)
    section.contentInsets = uniform(16)
    section.interGroupSpacing = 4
    section.decorationItems = decorations
    return section
  }

  @Test("DEC-2/S-8 the background covers the whole section, insets included, across the full width")
  func coversSection() {
    let layout = layout(Self.section(decorations: [.background(elementKind: "bg")]), counts: [3, 2])
    // Section 0: 16 + 3 × 50 + 2 × 4 + 16 = 190 → (0, 0, 390, 190); cells (16, 16 + 54k, 358, 50).
    #expect(decoration(layout, "bg") == [0, 0, 390, 190])
    #expect(cell(layout, 2) == [16, 124, 358, 50])
    // Section 1: 16 + 104 + 16 = 136 at y 190.
    #expect(decoration(layout, "bg", section: 1) == [0, 190, 390, 136])
  }

  @Test("DEC-3 decoration contentInsets shrink it inside the section rect")
  func insets() {
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
    background.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let layout = layout(Self.section(decorations: [background]), counts: [3])
    // (0 + 2, 0 + 1, 390 − 6, 190 − 4).
    #expect(decoration(layout, "bg") == [2, 1, 384, 186])
  }

  @Test("DEC-5 an orthogonal section's background spans the container width, not the scrolling content")
  func orthogonal() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.absolute(300), .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.decorationItems = [.background(elementKind: "bg")]
    let layout = layout(section, counts: [5])
    // Content runs to 5 × 300 = 1500 along x; the background stays (0, 0, 390, 100).
    #expect(cell(layout, 4) == [1200, 0, 300, 100])
    #expect(decoration(layout, "bg") == [0, 0, 390, 100])
  }

  @Test("DEC-6/Z-2 decoration at 0; cells promoted to 1; supplementaries keep higher zIndex")
  func promotion() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    badge.zIndex = 3
    let host = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [host])
    let section = NSCollectionLayoutSection(group: group)
    let header = boundary("header", width: .fractionalWidth(1), height: .absolute(20), alignment: .top)
    header.zIndex = 0
    section.boundarySupplementaryItems = [header]
    section.decorationItems = [.background(elementKind: "bg")]
    let z = zIndices(layout(section, counts: [2]), in: everywhere)
    #expect(z[.decoration("bg")] == 0)
    #expect(z[.cell(0)] == 1)
    #expect(z[.cell(1)] == 1)
    #expect(z[.supplementary("badge", 1)] == 3)
    // A header set to 0 is promoted above the background too.
    #expect(z[.supplementary("header")] == 1)
  }

  @Test("Z-5 without a decoration, cells stay at zIndex 0")
  func noPromotion() {
    let z = zIndices(layout(Self.section(decorations: []), counts: [2]), in: everywhere)
    #expect(z[.cell(0)] == 0)
    #expect(z[.cell(1)] == 0)
  }

  @Test("DEC-6 a decoration's own zIndex is kept")
  func decorationZIndex() {
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
    background.zIndex = -1
    let z = zIndices(layout(Self.section(decorations: [background]), counts: [1]), in: everywhere)
    #expect(z[.decoration("bg")] == -1)
    #expect(z[.cell(0)] == 1)
  }

  @Test("DEC-7 one decoration per item per section, at (section, 0)")
  func indexPaths() {
    let layout = layout(
      Self.section(decorations: [.background(elementKind: "a"), .background(elementKind: "b")]), counts: [3, 1])
    let decorations = elements(layout, in: everywhere).keys.filter { $0.category == .decorationView }
    #expect(
      Set(decorations) == [
        .decoration("a"), .decoration("b"), .decoration("a", section: 1), .decoration("b", section: 1),
      ])
    #expect(
      layout.layoutAttributesForDecorationView(ofKind: "a", at: IndexPath(item: 1, section: 0)) == nil)
  }
}
