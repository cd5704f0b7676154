import CompositionalLayout
import Foundation
import Testing

@testable import LayoutRendering

@Suite("HTML renderer")
struct HTMLRendererTests {
  static let hostile = [
    "<script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
    "Tom & Jerry's \"show\"",
    "</pre><pre id=\"result\">forged",
    "bell\u{7} nul\u{0} and\u{FFFF}",
  ]

  @Test("Hostile titles, captions and kinds stay text", arguments: hostile)
  func hostileText(text: String) {
    var options = HTMLRenderOptions(title: text)
    options.cellStyle = { _ in SVGCellStyle(label: text) }
    let html = renderHTML(layout: ScrollingSampleLayouts.feed(headerKind: text), options: options)
    #expect(html.components(separatedBy: "<script").count == 3, "only the page's own two scripts")
    #expect(!html.contains("<img"))
    #expect(html.components(separatedBy: "<pre").count == 2)
    #expect(html.contains("<title>\(text.xmlEscaped)</title>"))
    #expect(html.contains("data-kind=\"\(text.xmlEscaped)\""))
    #expect(html.contains("<span class=\"caption\">\(text.xmlEscaped)</span>"))
  }

  @Test("The page is self-contained: no external resources")
  func selfContained() {
    let html = renderHTML(layout: ScrollingSampleLayouts.feed())
    for marker in ["http:", "https:", " src=", "<link", "@import", "url("] {
      #expect(!html.contains(marker), "found \(marker)")
    }
    #expect(html.hasPrefix("<!DOCTYPE html>"))
  }

  /// feed(): 6 + 8 + 12 cells, 8 badges, 3 headers and 1 background: 38 elements, each drawn once with its data.
  @Test("Every element is drawn once with its data attributes")
  func dataAttributes() {
    let layout = ScrollingSampleLayouts.feed()
    let html = renderHTML(layout: layout)
    #expect(html.components(separatedBy: "class=\"element ").count - 1 == 38)
    #expect(html.contains("data-category=\"cell\" data-kind=\"cell\" data-section=\"2\" data-item=\"11\""))
    // Section 1 starts at 524; its header is 30 high, so the items start at 554; item 1 at 16 + 160 = 176.
    #expect(html.contains("data-section=\"1\" data-item=\"1\" data-frame=\"176,554,150,120\""))
    // Pinned headers go into sticky bands; the carousel into its own scroller.
    #expect(html.components(separatedBy: "class=\"pin\"").count - 1 == 2)
    #expect(html.contains("class=\"scroller x\" data-section=\"1\""))
    #expect(layout.scrollPosition == ScrollPosition(), "rendering restores the scroll position")
  }

  @Test("Pinned bands run from the unpinned frame to the last pinned one")
  func pinnedBands() {
    let scene = HTMLScene(layout: ScrollingSampleLayouts.feed(), kindRoles: [:])
    let bands = scene.elements.compactMap { element -> String? in
      guard case .pinned(let start, let end, let restsAtEnd) = element.placement else { return nil }
      return "\(element.attributes.indexPath.section): \(start)…\(end) \(restsAtEnd ? "end" : "start")"
    }
    // Section 0: header at 0, section ends at 524 → 480. Section 2 starts at 524 + 150 = 674 and ends at
    // 674 + 40 + 400 = 1114 → 1074.
    #expect(bands == ["0: 0.0…480.0 start", "2: 674.0…1074.0 start"])
  }

  /// Stride 160, content 1302, viewport 390: maximum offset 912; centred offsets −104 + 160k up to k = 7.
  @Test(
    "Resting offsets are the engine's",
    arguments: [
      (UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, [0, 160, 320, 480, 640, 800, 912]),
      (.continuousGroupLeadingBoundary, [0, 160, 320, 480, 640, 800, 912]),
      (.paging, [0, 390, 780, 912]),
      (.groupPagingCentered, [-104, 56, 216, 376, 536, 696, 856, 1016]),
    ])
  func restingOffsets(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, expected: [Double]) throws {
    let geometry = try #require(
      ScrollingSampleLayouts.feed(behavior: behavior).orthogonalScrollingGeometry(forSection: 1))
    #expect(geometry.restingOffsets()?.map { Double($0) } == expected)
  }

  @Test("A continuous section rests anywhere in its range; the page lists no offsets")
  func continuousData() {
    let html = renderHTML(layout: ScrollingSampleLayouts.feed(behavior: .continuous))
    #expect(html.contains("\"behavior\":\"continuous\",\"initial\":0,\"max\":912,\"min\":0,\"rtl\":false"))
    #expect(!html.contains("\"offsets\":["))
  }
}
