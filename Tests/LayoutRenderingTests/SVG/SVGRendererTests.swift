import CompositionalLayout
import Foundation
import Gallery
import Testing

@testable import LayoutRendering

@Suite("SVG renderer")
struct SVGRendererTests {
  @Test("Every gallery screen renders to well-formed SVG with one group per element")
  func galleryWellFormed() throws {
    for screen in Gallery.screens() {
      let layout = screen.preparedLayout()
      let svg = renderSVG(layout: layout, options: SVGRenderOptions(title: screen.title))
      let document = try #require(ParsedSVG.parse(svg), "\(screen.name) is not well-formed")
      #expect(document.elements.first?.name == "svg")
      #expect(document.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
      let drawn = document.elements.filter {
        $0.name == "g" && LayoutElementRole(rawValue: $0.attributes["class"] ?? "") != nil
      }
      #expect(drawn.count == LayoutElementQuery.allElements(of: layout).count, "\(screen.name)")
      #expect(document.elements.contains { $0.attributes["class"] == "screen-frame" })
    }
  }

  @Test("The canvas holds every element, the content and the screen, with the margin")
  func canvasHoldsEverything() throws {
    // tiny(): badges reach up to y 20 only, content 200 × 120, screen 200 × 300; margin 24, no title:
    // union (0, 0, 200, 300) → view box (−24, −24, 248, 348).
    let svg = renderSVG(layout: SampleLayouts.tiny())
    let root = try #require(ParsedSVG.parse(svg)?.elements.first)
    #expect(root.attributes["viewBox"] == "-24 -24 248 348")
    #expect(root.attributes["width"] == "248")
    #expect(root.attributes["height"] == "348")
  }

  @Test("Elements are drawn by zIndex; ties: decorations, then cells, then supplementaries")
  func zOrder() throws {
    let svg = renderSVG(layout: SampleLayouts.tiny())
    let document = try #require(ParsedSVG.parse(svg))
    let classes = document.elements.filter { $0.name == "g" && $0.depth == 3 }.compactMap { $0.attributes["class"] }
    // decoration z 0 first; then z 1: three cells, then header and three badges in the layout's order.
    #expect(classes.first == "decoration")
    #expect(Array(classes.dropFirst().prefix(3)) == ["cell", "cell", "cell"])
    #expect(Set(classes.dropFirst(4)) == ["header", "badge"])
    #expect(classes.count == 8)
  }

  @Test("A viewport draws only the elements it meets, clipped, without the screen frame")
  func viewport() throws {
    let layout = SampleLayouts.list(count: 20)
    // Rows are 100 pt from y 44; a 844-pt viewport at y 1000 (to 1844) meets rows 9 (944…1044) through 17
    // (1744…1844); row 18 (1844…1944) only touches its bottom edge, which is no intersection.
    var options = SVGRenderOptions(region: .viewport(offset: CGPoint(x: 0, y: 1000)))
    options.showsFrameOverlay = true
    let document = try #require(ParsedSVG.parse(renderSVG(layout: layout, options: options)))
    #expect(document.elements.first?.attributes["viewBox"] == "0 1000 390 844")
    #expect(document.elements(named: "clipPath").count == 1)
    #expect(!document.elements.contains { $0.attributes["class"] == "screen-frame" })
    let cells = document.elements.filter { $0.attributes["class"] == "cell" }
    #expect(cells.count == 9)
    #expect(document.elements.contains { $0.attributes["class"] == "frame-overlay" })
  }

  @Test("Roles: UIKit's and app-named headers and footers, badges by repetition, other boundary kinds")
  func roles() throws {
    let layout = SampleLayouts.list(count: 3, headerKind: "comment-header")
    let elements = LayoutElementQuery.allElements(of: layout)
    let role = LayoutElementRole.classifier(for: elements, overrides: [:])
    let roles = Set(elements.map(role))
    #expect(roles == [.cell, .header, .badge])
    let overridden = LayoutElementRole.classifier(for: elements, overrides: ["comment-header": .boundary])
    #expect(Set(elements.map(overridden)) == [.cell, .boundary, .badge])

    let single = SampleLayouts.list(count: 1, headerKind: "rail")
    let singleElements = LayoutElementQuery.allElements(of: single)
    let singleRole = LayoutElementRole.classifier(for: singleElements, overrides: [:])
    let rail = try #require(singleElements.first { $0.representedElementKind == "rail" })
    #expect(singleRole(rail) == .boundary)
  }

  @Test("Cells use the caller's caption and colour; corner radius is an option")
  func cellStyle() throws {
    var options = SVGRenderOptions(cornerRadius: 3)
    options.cellStyle = { indexPath in
      SVGCellStyle(label: "row \(indexPath.item)", fill: SVGColor(red: 255, green: 0, blue: 0))
    }
    let document = try #require(ParsedSVG.parse(renderSVG(layout: SampleLayouts.list(count: 2), options: options)))
    let texts = document.elements(named: "text").map(\.text)
    #expect(texts.contains("[0, 1]"))
    #expect(texts.contains("row 1"))
    let cellRects = document.elements.enumerated().filter { index, element in
      element.name == "rect" && index > 0 && document.elements[index - 2].attributes["class"] == "cell"
    }.map(\.element)
    #expect(cellRects.count == 2)
    #expect(cellRects.allSatisfy { $0.attributes["fill"] == "#ff0000" && $0.attributes["rx"] == "3" })
  }

  @Test("Colours accept only hex", arguments: ["#abc", "#A0B1C2"])
  func colours(hex: String) {
    #expect(SVGColor(hex: hex) != nil)
    #expect(SVGColor(hex: "red\"/><script>") == nil)
    #expect(SVGColor(red: 300, green: -4, blue: 15).hex == "#ff000f")
  }

  @Test("Labels shrink to fit, then truncate with an ellipsis, then disappear")
  func labelFitting() {
    #expect(LabelFitter.fit("[0, 0]", width: 100, height: 50, maximum: 14, minimum: 6)?.fontSize == 14)
    let shrunk = LabelFitter.fit("[10, 10]", width: 24, height: 50, maximum: 14, minimum: 5)
    #expect(shrunk?.fontSize == 5)
    let truncated = LabelFitter.fit("a very long label indeed", width: 30, height: 20, maximum: 11, minimum: 6)
    #expect(truncated?.text == "a very…")
    #expect(LabelFitter.fit("anything", width: 6, height: 20, maximum: 11, minimum: 6) == nil)
  }
}
