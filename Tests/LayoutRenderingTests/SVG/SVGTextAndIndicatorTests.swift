import CompositionalLayout
import Foundation
import Testing

@testable import LayoutRendering

@Suite("SVG text lines and page indicators")
struct SVGTextAndIndicatorTests {
  @Test("Text lines are drawn at the frame's origin plus their offsets, escaped, in their font")
  func textLines() throws {
    let layout = SampleLayouts.tiny()
    var options = SVGRenderOptions()
    let line = SVGTextLine(text: "<b>Tom & Jerry</b> 안녕", x: 4, baseline: 12, fontSize: 15, isBold: true)
    options.cellStyle = { $0.item == 0 ? SVGCellStyle(textLines: [line]) : nil }
    options.supplementaryStyle = { kind, _ in
      kind == UICollectionView.elementKindSectionHeader
        ? SVGCellStyle(textLines: [SVGTextLine(text: "more · reply", x: 2, baseline: 10, fontSize: 13)]) : nil
    }
    let svg = renderSVG(layout: layout, options: options)
    #expect(svg.contains("&lt;b&gt;Tom &amp; Jerry&lt;/b&gt; 안녕"))
    let document = try #require(ParsedSVG.parse(svg))
    let texts = document.elements(named: "text")
    let cellFrame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
    let drawn = try #require(texts.first { $0.text == line.text })
    // Item 0 sits at (10, 25): section insets (5, 10) below the 20-pt header; the line at (10 + 4, 25 + 12).
    #expect(cellFrame.origin == CGPoint(x: 10, y: 25))
    #expect(drawn.attributes["x"] == "14")
    #expect(drawn.attributes["y"] == "37")
    #expect(drawn.attributes["font-weight"] == "bold")
    #expect(drawn.attributes["font-family"] == SVGTextLine.defaultFontFamily)
    // The cell with text lines draws no index-path label; the others still do.
    #expect(!texts.contains { $0.text == "[0, 0]" })
    #expect(texts.contains { $0.text == "[0, 1]" })
    #expect(texts.contains { $0.text == "more · reply" })
    #expect(!texts.contains { $0.text.hasPrefix("header") })
  }

  @Test("A page indicator draws one dot per page, the current one marked, and the counter")
  func pageIndicator() throws {
    var options = SVGRenderOptions()
    options.pageIndicators = [SVGPageIndicator(numberOfPages: 4, currentPage: 9, center: CGPoint(x: 100, y: 50))]
    let document = try #require(ParsedSVG.parse(renderSVG(layout: SampleLayouts.tiny(), options: options)))
    let dots = document.elements(named: "circle")
    #expect(dots.count == 4)
    // Clamped to the last page; dots 14 pt apart, centred on x 100: 100 − 1.5 × 14 … counter pushes them left.
    #expect(dots.map { $0.attributes["class"] } == ["page-dot", "page-dot", "page-dot", "page-dot current"])
    let xs = dots.compactMap { $0.attributes["cx"].flatMap(Double.init) }
    #expect(zip(xs, xs.dropFirst()).allSatisfy { abs($1 - $0 - 14) < 0.001 })
    #expect(document.elements.first { $0.attributes["class"] == "page-counter" }?.text == "4 / 4")
    #expect(document.elements.contains { $0.name == "title" && $0.text == "page 4 of 4" })
  }
}
