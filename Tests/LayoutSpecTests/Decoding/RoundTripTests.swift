import CompositionalLayout
import Foundation
import Testing

@testable import LayoutSpec

/// JSON in, frames out: each expected frame is derived by hand from the spec's numbers.
@Suite("Round trips from JSON to frames")
struct RoundTripTests {
  @Test("A four-column grid with item insets")
  func grid() throws {
    let item = """
      {"layoutSize": {"widthDimension": {"fractionalWidth": 0.25}, "heightDimension": {"fractionalHeight": 1}},
       "contentInsets": {"top": 2, "leading": 2, "bottom": 2, "trailing": 2}}
      """
    let json = specJSON([
      sectionJSON(group: groupJSON([item], height: "{\"fractionalWidth\": 0.25}"), numberOfItems: 10)
    ])
    let layout = try decode(json).makePreparedLayout()
    // Group: 400 wide, 0.25 × 400 = 100 high. Slot k: x = 100k, 100 × 100; insets 2 → (100k + 2, 2, 96, 96).
    #expect(cell(layout, 0, 0) == [2, 2, 96, 96])
    #expect(cell(layout, 0, 3) == [302, 2, 96, 96])
    // Item 5: row 1 (y = 100), column 1 → (102, 102, 96, 96).
    #expect(cell(layout, 0, 5) == [102, 102, 96, 96])
    // 10 items = 3 rows → content height 300.
    #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 300))
    #expect(layout.diagnostics.isEmpty)
  }

  @Test("Nested groups: a large item beside a vertical pair, with spacing and section insets")
  func nested() throws {
    let spec = try decode(String(decoding: try exampleData("nested.json"), as: UTF8.self))
    let layout = spec.makePreparedLayout()
    // Content box: 400 − 10 − 10 = 380 wide, starting at (10, 10). Large item: 0.5 × 380 = 190 wide, 200 high.
    #expect(cell(layout, 0, 0) == [10, 10, 190, 200])
    // Vertical group at x = 10 + 190 + 10 = 210, 180 wide; two slots (200 − 10) / 2 = 95 high, 10 apart.
    #expect(cell(layout, 0, 1) == [210, 10, 180, 95])
    #expect(cell(layout, 0, 2) == [210, 115, 180, 95])
    // Second group instance 200 below: item 3 at y = 10 + 200 = 210.
    #expect(cell(layout, 0, 3) == [10, 210, 190, 200])
    // Background covers the section: 30 items = 10 groups × 200 + insets 20 → 400 × 2020.
    let background = layout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))
    #expect(rect(background?.frame) == [0, 0, 400, 2020])
    #expect(layout.diagnostics.isEmpty)
  }

  @Test("Boundary items: a pinned header and a footer extend the section; a layout header tops the content")
  func boundaryItems() throws {
    let json = """
      {"container": {"width": 400, "height": 800},
       "configuration": {"interSectionSpacing": 20, "boundarySupplementaryItems": [
         {"elementKind": "top", "alignment": "top",
          "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 60}}}]},
       "repeatSection": {"numberOfItemsInSection": [2, 1],
         "group": \(groupJSON([itemJSON()], height: "{\"absolute\": 50}")),
         "boundarySupplementaryItems": [
           {"elementKind": "header", "alignment": "top", "pinToVisibleBounds": true, "zIndex": 3,
            "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 30}}},
           {"elementKind": "footer", "alignment": "bottom", "absoluteOffset": {"x": 5, "y": 0},
            "layoutSize": {"widthDimension": {"absolute": 100}, "heightDimension": {"absolute": 10}}}]}}
      """
    let spec = try decode(json)
    #expect(spec.repeatsSection)
    #expect(spec.sections.map(\.numberOfItems) == [2, 1])
    let layout = spec.makePreparedLayout()
    // Layout header 0…60. Section 0: header 60…90, items 90…140 and 140…190, footer 190…200.
    #expect(supplementary(layout, "top", 0) == [0, 0, 400, 60])
    #expect(supplementary(layout, "header", 0) == [0, 60, 400, 30])
    #expect(cell(layout, 0, 0) == [0, 90, 400, 50])
    #expect(cell(layout, 0, 1) == [0, 140, 400, 50])
    // The footer is centred along the bottom ((400 − 100) / 2 = 150), moved 5 right.
    #expect(supplementary(layout, "footer", 0) == [155, 190, 100, 10])
    // Section 1 starts 20 later at 220: header 220…250, item 250…300, footer 300…310.
    #expect(supplementary(layout, "header", 1) == [0, 220, 400, 30])
    #expect(cell(layout, 1, 0) == [0, 250, 400, 50])
    #expect(layout.collectionViewContentSize.height == 310)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.zIndex == 3)
  }

  @Test("An orthogonal section lays its groups out side by side at offset zero")
  func orthogonal() throws {
    let json = specJSON([
      sectionJSON(
        group: """
          {"axis": "horizontal", "subitems": [\(itemJSON())],
           "layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"absolute": 120}}}
          """,
        numberOfItems: 5, extra: ", \"orthogonalScrollingBehavior\": \"continuous\", \"interGroupSpacing\": 10"),
      sectionJSON(group: groupJSON([itemJSON()], height: "{\"absolute\": 40}"), numberOfItems: 1),
    ])
    let spec = try decode(json)
    #expect(spec.sections[0].layout.orthogonalScrollingBehavior == .continuous)
    let layout = spec.makePreparedLayout()
    // Groups 0.5 × 400 = 200 wide, 10 apart along x: item k at x = 210k, y = 0.
    #expect(cell(layout, 0, 0) == [0, 0, 200, 120])
    #expect(cell(layout, 0, 1) == [210, 0, 200, 120])
    #expect(cell(layout, 0, 4) == [840, 0, 200, 120])
    // The section is one group high (120), so section 1 starts at y = 120.
    #expect(cell(layout, 1, 0) == [0, 120, 400, 40])
    #expect(layout.orthogonalScrollingGeometry(forSection: 0) != nil)
  }

  @Test("The context carries the container's size, insets, direction, scale and counts")
  func context() throws {
    let json = """
      {"container": {"width": 320, "height": 480, "safeAreaInsets": {"top": 20, "left": 4},
        "layoutDirection": "rightToLeft", "displayScale": 2, "pixelRounding": "none",
        "layoutMargins": {"leading": 8}},
       "sections": [\(sectionJSON(group: groupJSON([itemJSON()]), numberOfItems: 7))]}
      """
    let context = try decode(json).makeContext()
    #expect(context.size == CGSize(width: 320, height: 480))
    #expect(context.safeAreaInsets == UIEdgeInsets(top: 20, left: 4, bottom: 0, right: 0))
    #expect(context.layoutDirection == .rightToLeft)
    #expect(context.traitCollection.displayScale == 2)
    #expect(context.pixelRounding == PixelRounding.none)
    #expect(context.layoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 0))
    #expect(context.numberOfItemsInSection == [7])
  }

  @Test("Item texts are available per index path; missing and null texts are nil")
  func itemTexts() throws {
    let json = specJSON([
      sectionJSON(group: groupJSON([itemJSON()]), numberOfItems: 3, extra: ", \"itemTexts\": [\"a\", null]")
    ])
    let spec = try decode(json)
    #expect(spec.itemText(at: IndexPath(item: 0, section: 0)) == "a")
    #expect(spec.itemText(at: IndexPath(item: 1, section: 0)) == nil)
    #expect(spec.itemText(at: IndexPath(item: 2, section: 0)) == nil)
    #expect(spec.itemText(at: IndexPath(item: 0, section: 5)) == nil)
  }
}

/// The bytes of `Examples/specs/<name>`.
func exampleData(_ name: String) throws -> Data {
  try Data(contentsOf: examplesDirectory().appendingPathComponent(name))
}

/// `Examples/specs` of this repository.
func examplesDirectory() -> URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/specs")
}
