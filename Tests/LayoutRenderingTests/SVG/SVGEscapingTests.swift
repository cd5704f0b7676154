import CompositionalLayout
import Foundation
import Testing

@testable import LayoutRendering

@Suite("SVG escaping")
struct SVGEscapingTests {
  static let hostile = [
    "<script>alert(1)</script>",
    "Tom & Jerry's \"show\"",
    "]]><svg onload=\"x\">",
    "&amp; &lt;already&gt;",
    "bell\u{7} nul\u{0} and\u{FFFF}",
  ]

  @Test("Hostile cell labels stay text", arguments: hostile)
  func hostileCellLabel(label: String) throws {
    var options = SVGRenderOptions(title: label)
    options.cellStyle = { _ in SVGCellStyle(label: label) }
    let layout = SampleLayouts.list(count: 1)
    let svg = renderSVG(layout: layout, options: options)
    let document = try #require(ParsedSVG.parse(svg), "not well-formed for \(label.debugDescription)")
    #expect(document.elements(named: "script").isEmpty)
    #expect(document.elements(named: "svg").count == 1)
    #expect(!document.elements.contains { $0.attributes["onload"] != nil })
    let expected = Self.xmlSafe(label)
    let texts = document.elements(named: "text").map(\.text)
    #expect(texts.contains(expected), "caption missing: \(texts)")
    #expect(document.elements(named: "title").first?.text == expected)
  }

  @Test("Hostile element kinds stay text", arguments: hostile)
  func hostileKind(kind: String) throws {
    let layout = SampleLayouts.list(count: 2, headerKind: kind)
    let document = try #require(ParsedSVG.parse(renderSVG(layout: layout)))
    #expect(document.elements(named: "script").isEmpty)
    let titles = document.elements(named: "title").map(\.text)
    #expect(titles.contains { $0.contains(Self.xmlSafe(kind)) })
  }

  @Test("All five markup characters become entities")
  func entities() {
    #expect("<a href=\"x\">&'</a>".xmlEscaped == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;")
    #expect("tab\tline\n".xmlEscaped == "tab\tline\n")
    #expect("nul\u{0}".xmlEscaped == "nul\u{FFFD}")
  }

  @Test("The index page escapes titles, captions and file names")
  func indexPage() throws {
    let page = GalleryIndexPage(
      title: "<b>gallery</b>",
      entries: [GalleryIndexPage.Entry(title: "A & B", file: "x\" onerror=\"y.svg", caption: "<i>")])
    let html = page.html()
    #expect(!html.contains("<b>"))
    #expect(!html.contains("<i>"))
    #expect(html.contains("src=\"x&quot; onerror=&quot;y.svg\""))
    #expect(html.contains("<h2>A &amp; B</h2>"))
  }

  @Test("A display width shows a picture at that width; without one it keeps its natural size")
  func indexPageDisplayWidth() {
    let page = GalleryIndexPage(
      title: "g",
      entries: [
        GalleryIndexPage.Entry(title: "phone", file: "screens/a-light.png", displayWidth: 393),
        GalleryIndexPage.Entry(title: "layout", file: "a.svg"),
      ])
    let html = page.html()
    #expect(html.contains("<img src=\"screens/a-light.png\" alt=\"phone\" width=\"393\">"))
    #expect(html.contains("<img src=\"a.svg\" alt=\"layout\">"))
  }

  /// The text XMLParser reports for `text` after escaping: characters XML forbids become U+FFFD.
  static func xmlSafe(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          let value = scalar.value
          let allowed = value >= 0x20 || value == 0x9 || value == 0xA || value == 0xD
          return allowed && value != 0xFFFE && value != 0xFFFF ? scalar : "\u{FFFD}"
        }))
  }
}
