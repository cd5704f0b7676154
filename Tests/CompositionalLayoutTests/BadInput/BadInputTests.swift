import CompositionalLayout
import Foundation
import Testing

/// Bad input never traps or loops: each case asserts the defined behaviour and the structured diagnostic.
@Suite("Bad input and diagnostics")
struct BadInputTests {
  static func line(_ subitem: NSCollectionLayoutItem, height: CGFloat = 100) -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(
      group: NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [subitem]))
  }

  @Test(
    "Non-finite dimensions lay out as 0 with nonFiniteValue",
    arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteDimension(value: CGFloat) {
    let layout = layout(Self.line(item(.absolute(value), .absolute(50))), counts: [2])
    // Width 0 → a 0-extent subitem: one pass of the subitems is placed per group (zeroExtentSubitems).
    #expect(cell(layout, 0) == [0, 0, 0, 50])
    #expect(cell(layout, 1) == [0, 100, 0, 50])
    #expect(codes(layout).isSuperset(of: [.nonFiniteValue, .zeroExtentSubitems]))
  }

  @Test("A negative dimension is clamped to 0 with negativeDimension")
  func negativeDimension() {
    let layout = layout(Self.line(item(.absolute(100), .fractionalHeight(-0.5))), counts: [1])
    #expect(cell(layout, 0) == [0, 0, 100, 0])
    #expect(codes(layout).contains(.negativeDimension))
  }

  @Test("Non-finite insets and spacings are treated as 0 with nonFiniteValue")
  func nonFiniteInsets() {
    let section = Self.line(
      item(
        .fractionalWidth(1), .fractionalHeight(1),
        insets: NSDirectionalEdgeInsets(top: .nan, leading: 5, bottom: 0, trailing: .infinity)))
    section.contentInsets = NSDirectionalEdgeInsets(top: .infinity, leading: 0, bottom: 0, trailing: 0)
    section.interGroupSpacing = .nan
    let layout = layout(section, counts: [2])
    // Item insets (0, 5, 0, 0) → (5, 0, 385, 100); rows touch (spacing 0); no top inset.
    #expect(cell(layout, 0) == [5, 0, 385, 100])
    #expect(cell(layout, 1) == [5, 100, 385, 100])
    #expect(codes(layout).contains(.nonFiniteValue))
  }

  @Test("Negative item insets grow the frame past its slot; they are not a diagnostic")
  func negativeInsets() {
    let layout = layout(Self.line(item(.absolute(100), .absolute(50), insets: uniform(-5))), counts: [1])
    // (0 − 5, 0 − 5, 100 + 10, 50 + 10).
    #expect(cell(layout, 0) == [-5, -5, 110, 60])
    #expect(layout.diagnostics.isEmpty)
  }

  @Test("Insets larger than the container clamp the content box to 0 with negativeEffectiveContentSize")
  func hugeInsets() {
    let section = Self.line(item(.fractionalWidth(1), .fractionalHeight(1)))
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 300, bottom: 0, trailing: 300)
    let layout = layout(section, counts: [1])
    // 390 − 600 < 0 → width 0 at x 300.
    #expect(cell(layout, 0) == [300, 0, 0, 100])
    #expect(codes(layout).contains(.negativeEffectiveContentSize))
  }

  @Test("A zero-size container: fractional sizes are 0, absolute ones kept, emptyContainer reported")
  func zeroContainer() {
    let section = Self.line(item(.fractionalWidth(0.5), .absolute(30)))
    let layout = layout(section, counts: [1], width: 0, height: 0)
    #expect(cell(layout, 0) == [0, 0, 0, 30])
    #expect(contentSize(layout) == [0, 100])
    #expect(codes(layout).contains(.emptyContainer))
  }

  @Test("A non-finite container size is treated as 0")
  func infiniteContainer() {
    let layout = layout(Self.line(item(.absolute(10), .absolute(10))), counts: [1], width: .infinity)
    #expect(codes(layout).isSuperset(of: [.nonFiniteValue, .emptyContainer]))
    #expect(contentSize(layout) == [0, 100])
  }

  @Test("G-6 a group too small for any item still places one, overflowing, with subitemLargerThanGroup")
  func tooSmallGroup() {
    let layout = layout(Self.line(item(.absolute(500), .absolute(50))), counts: [2])
    // One 500-pt item per 390-pt group.
    #expect(cell(layout, 0) == [0, 0, 500, 50])
    #expect(cell(layout, 1) == [0, 100, 500, 50])
    #expect(codes(layout).contains(.subitemLargerThanGroup))
  }

  @Test("Zero-width subitems do not loop: one pass per group, zeroExtentSubitems")
  func zeroWidth() {
    let a = item(.absolute(0), .absolute(20))
    let b = item(.fractionalWidth(0), .absolute(30))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [a, b])
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [3])
    // Two slots a group: items 0, 1 at x 0 in row 0; item 2 in row 1 at y 40.
    #expect(cell(layout, 1) == [0, 0, 0, 30])
    #expect(cell(layout, 2) == [0, 40, 0, 20])
    #expect(codes(layout).contains(.zeroExtentSubitems))
  }

  @Test("Empty and negative item counts: zero items, no cells; a negative count reports negativeItemCount")
  func counts() {
    let section = Self.line(item(.absolute(100), .absolute(50)))
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    let layout = layout(section, counts: [0, -3])
    // Each empty section takes no space on the current release: its insets do not apply when it has no items (S-9).
    #expect(contentSize(layout) == [390, 0])
    #expect(elements(layout, in: everywhere).isEmpty)
    #expect(layout.diagnostics.filter { $0.code == .negativeItemCount }.map(\.section) == [1])
    let noSections = UICollectionViewCompositionalLayout(section: section)
    noSections.prepare(context: context(counts: []))
    #expect(contentSize(noSections) == [390, 0])
    #expect(noSections.numberOfSections == 0)
  }

  @Test("Duplicate element kinds in one section report duplicateElementKind")
  func duplicateKinds() {
    let section = Self.line(item(.absolute(100), .absolute(50)))
    section.boundarySupplementaryItems = [
      boundary("same", width: .absolute(10), height: .absolute(10), alignment: .top),
      boundary("same", width: .absolute(10), height: .absolute(10), alignment: .bottom),
    ]
    section.decorationItems = [.background(elementKind: "bg"), .background(elementKind: "bg")]
    let layout = layout(section, counts: [1])
    #expect(layout.diagnostics.filter { $0.code == .duplicateElementKind }.count == 2)
    // Lookup by kind answers with the first one (the top item at y 0).
    #expect(supplementary(layout, "same") == [190, 0, 10, 10])
  }

  @Test("A custom frame outside the group is kept as given with customItemOutsideGroup")
  func customOutside() {
    let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { _ in
      [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 350, y: 80, width: 100, height: 50))]
    }
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [2])
    #expect(cell(layout, 0) == [350, 80, 100, 50])
    #expect(cell(layout, 1) == [350, 180, 100, 50])
    #expect(codes(layout).contains(.customItemOutsideGroup))
  }

  @Test("A custom group with no frames lays out no items and reports groupHoldsNoItems")
  func customEmpty() {
    let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { _ in [] }
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [3])
    #expect(cell(layout, 0) == nil)
    #expect(contentSize(layout) == [390, 0])
    #expect(codes(layout).contains(.groupHoldsNoItems))
  }

  @Test("Diagnostics name their section")
  func sectionNamed() {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      index == 1 ? Self.line(item(.absolute(-1), .absolute(10))) : Self.line(item(.absolute(10), .absolute(10)))
    }
    layout.prepare(context: context(counts: [1, 1, 1]))
    #expect(layout.diagnostics.filter { $0.code == .negativeDimension }.map(\.section) == [1])
    #expect(layout.diagnostics.allSatisfy { !$0.message.isEmpty })
  }
}
