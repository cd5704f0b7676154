import CompositionalLayout
import Foundation
import Testing

/// Spec 2.8 (B-1…B-17): section boundary items in every alignment, extending or overlapping, with offsets and the
/// insets they follow. Section: 390 wide, insets (top 10, leading 20, bottom 10, trailing 30) → content box x 20,
/// width 340; two one-item rows 100 tall; a 60 × 40 boundary item.
@Suite("Boundary supplementary items (B)")
struct BoundaryItemTests {
  static func section(_ items: [NSCollectionLayoutBoundarySupplementaryItem]) -> NSCollectionLayoutSection {
    let section = rowSection(height: 100)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 30)
    section.boundarySupplementaryItems = items
    return section
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var alignment: NSRectAlignment
    var extends: Bool
    var frame: [Double]
    var firstRowY: Double
    var extent: Double
    var testDescription: String { "\(alignment) extends \(extends)" }
  }

  // Cross axis: leading x 20; trailing 20 + 340 − 60 = 300; centred 20 + (340 − 60)/2 = 160.
  // Extending top items add a 40-pt band above (rows from 50, extent 260); bottom ones a band below at 10 + 200 + 10
  // = 220 (extent 260). Leading/trailing/none never extend: centred along y in the 220-pt section, (220 − 40)/2 = 90.
  // Not extending: top at y 0, bottom flush with the section end 220 − 40 = 180, extent 220, rows from 10.
  static let cases: [Case] = [
    Case(alignment: .top, extends: true, frame: [160, 0, 60, 40], firstRowY: 50, extent: 260),
    Case(alignment: .topLeading, extends: true, frame: [20, 0, 60, 40], firstRowY: 50, extent: 260),
    Case(alignment: .topTrailing, extends: true, frame: [300, 0, 60, 40], firstRowY: 50, extent: 260),
    Case(alignment: .bottom, extends: true, frame: [160, 220, 60, 40], firstRowY: 10, extent: 260),
    Case(alignment: .bottomLeading, extends: true, frame: [20, 220, 60, 40], firstRowY: 10, extent: 260),
    Case(alignment: .bottomTrailing, extends: true, frame: [300, 220, 60, 40], firstRowY: 10, extent: 260),
    Case(alignment: .leading, extends: true, frame: [20, 90, 60, 40], firstRowY: 10, extent: 220),
    Case(alignment: .trailing, extends: true, frame: [300, 90, 60, 40], firstRowY: 10, extent: 220),
    Case(alignment: .none, extends: true, frame: [160, 90, 60, 40], firstRowY: 10, extent: 220),
    Case(alignment: .top, extends: false, frame: [160, 0, 60, 40], firstRowY: 10, extent: 220),
    Case(alignment: .topLeading, extends: false, frame: [20, 0, 60, 40], firstRowY: 10, extent: 220),
    Case(alignment: .topTrailing, extends: false, frame: [300, 0, 60, 40], firstRowY: 10, extent: 220),
    Case(alignment: .bottom, extends: false, frame: [160, 180, 60, 40], firstRowY: 10, extent: 220),
    Case(alignment: .bottomLeading, extends: false, frame: [20, 180, 60, 40], firstRowY: 10, extent: 220),
    Case(alignment: .bottomTrailing, extends: false, frame: [300, 180, 60, 40], firstRowY: 10, extent: 220),
    Case(alignment: .leading, extends: false, frame: [20, 90, 60, 40], firstRowY: 10, extent: 220),
    Case(alignment: .trailing, extends: false, frame: [300, 90, 60, 40], firstRowY: 10, extent: 220),
    Case(alignment: .none, extends: false, frame: [160, 90, 60, 40], firstRowY: 10, extent: 220),
  ]

  @Test("B-2/B-4/B-6/B-7 placement and extent by alignment", arguments: cases)
  func alignment(_ testCase: Case) {
    let item = boundary("b", width: .absolute(60), height: .absolute(40), alignment: testCase.alignment)
    item.extendsBoundary = testCase.extends
    let layout = layout(Self.section([item]), counts: [2])
    #expect(supplementary(layout, "b") == testCase.frame)
    #expect(cell(layout, 0) == [20, testCase.firstRowY, 340, 100])
    #expect(contentSize(layout) == [390, testCase.extent])
  }

  @Test("B-1 absoluteOffset moves the item without changing the band")
  func absoluteOffset() {
    let header = boundary(
      "header", width: .absolute(60), height: .absolute(40), alignment: .topLeading, offset: CGPoint(x: 0, y: -10))
    let footer = boundary(
      "footer", width: .absolute(60), height: .absolute(40), alignment: .bottom, offset: CGPoint(x: 5, y: 7))
    let layout = layout(Self.section([header, footer]), counts: [2])
    // Header (20, 0 − 10); rows still from 40 + 10 = 50; footer at 50 + 200 + 10 = 260, moved to (165, 267).
    #expect(supplementary(layout, "header") == [20, -10, 60, 40])
    #expect(cell(layout, 0) == [20, 50, 340, 100])
    #expect(supplementary(layout, "footer") == [165, 267, 60, 40])
    #expect(contentSize(layout) == [390, 300])
  }

  @Test(
    "B-3/B-12 supplementariesFollowContentInsets: the header spans the content box or the reference box",
    arguments: [(true, [20.0, 0, 340, 30]), (false, [0, 0, 390, 30])])
  func followInsets(follows: Bool, frame: [Double]) {
    let section = Self.section([boundary("header", width: .fractionalWidth(1), height: .absolute(30), alignment: .top)])
    section.supplementariesFollowContentInsets = follows
    // Fraction 1 of 340 (insets followed) or of 390; top/bottom insets never move the header (y 0).
    #expect(supplementary(layout(section, counts: [1]), "header") == frame)
  }

  @Test(
    "C-8 supplementaryContentInsetsReference picks the box headers span, independent of section insets",
    arguments: [
      // Safe area left 47, right 30 at 844 wide: .none → whole width; .safeArea → 47…814;
      // .layoutMargins → safe area + 20 → 67…794.
      (UIContentInsetsReference.none, [0.0, 0, 844, 30]), (.safeArea, [47, 0, 767, 30]),
      (.layoutMargins, [67, 0, 727, 30]), (.automatic, [67, 0, 717, 30]),
    ])
  func supplementaryReference(reference: UIContentInsetsReference, frame: [Double]) {
    let section = Self.section([boundary("header", width: .fractionalWidth(1), height: .absolute(30), alignment: .top)])
    section.supplementaryContentInsetsReference = reference
    var landscape = context(width: 844, height: 390, counts: [1])
    landscape.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 30)
    // .automatic follows the section: safe-area box 47…814 (767) less section insets 20/30 → x 67, width 717.
    #expect(supplementary(layout(section, context: landscape), "header") == frame)
  }

  @Test("B-4b two extending top items: the band is the taller one, not the sum")
  func tallerBandWins() {
    let left = boundary("left", width: .absolute(60), height: .absolute(40), alignment: .topLeading)
    let right = boundary("right", width: .absolute(60), height: .absolute(60), alignment: .topTrailing)
    let layout = layout(Self.section([left, right]), counts: [1])
    // Band 60; row at 60 + 10 = 70; extent 60 + 10 + 100 + 10 = 180.
    #expect(supplementary(layout, "left") == [20, 0, 60, 40])
    #expect(supplementary(layout, "right") == [300, 0, 60, 60])
    #expect(cell(layout, 0) == [20, 70, 340, 100])
    #expect(contentSize(layout) == [390, 180])
  }

  @Test("B-14 a boundary item's own contentInsets shrink its frame, not its band")
  func ownInsets() {
    let header = boundary("header", width: .fractionalWidth(1), height: .absolute(40), alignment: .top)
    header.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8)
    let layout = layout(Self.section([header]), counts: [1])
    // Slot (20, 0, 340, 40) → (28, 5, 324, 30); row still at 40 + 10 = 50.
    #expect(supplementary(layout, "header") == [28, 5, 324, 30])
    #expect(cell(layout, 0) == [20, 50, 340, 100])
  }

  @Test("B-3 a boundary item's fractional height resolves against the container height")
  func fractionalHeight() {
    let header = boundary(
      "header", width: .fractionalWidth(0.5), height: .fractionalHeight(0.1), alignment: .topLeading)
    let layout = layout(Self.section([header]), counts: [1])
    // 0.5 × 340 = 170; 0.1 × 844 = 84.4 = 253.2 px → 253 px = 84.333; row at 84.333 + 10.
    #expect(supplementary(layout, "header") == [20, 0, 170, 84.33])
    #expect(cell(layout, 0) == [20, 94.33, 340, 100])
  }

  @Test("B-16 section boundary items sit at (section, 0) in every section")
  func indexPaths() {
    let layout = layout(
      Self.section([boundary("header", width: .absolute(60), height: .absolute(40), alignment: .top)]),
      counts: [2, 0, 1])
    let headers = elements(layout, in: everywhere).keys.filter { $0.kind == "header" }
    #expect(
      Set(headers) == [
        .supplementary("header"), .supplementary("header", section: 1), .supplementary("header", section: 2),
      ])
    // Section 1 (empty) starts at 260 and is 40 + 20 = 60 tall.
    #expect(supplementary(layout, "header", section: 1) == [160, 260, 60, 40])
    #expect(supplementary(layout, "header", 1) == nil)
  }
}
