import CompositionalLayout
import Foundation
import Testing

@testable import LayoutRendering

/// The HTML page in a real browser: headless Chromium loads it, scrolls the content and the carousel, and the
/// positions it reports must be the engine's frames at the same scroll position. Chromium is required (CI installs
/// it through scripts/test.sh); a missing browser fails these tests.
@Suite("HTML page in headless Chromium", .serialized)
struct HTMLBrowserTests {
  /// How far a browser box may be from the engine's frame, in points.
  static let tolerance = 0.5

  /// One scroll position to check: the content offset and the carousel's (section 1) offset.
  struct Case: CustomTestStringConvertible, Sendable {
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    var direction: UIUserInterfaceLayoutDirection = .leftToRight
    var contentOffset: CGFloat
    var carouselOffset: CGFloat
    var testDescription: String {
      "\(behavior) \(direction == .rightToLeft ? "RTL " : "")at y \(contentOffset), carousel \(carouselOffset)"
    }
  }

  /// Section 0 spans y 0…524 (header 44 + 6 × 80), so at y 300 its pinned header sits at 300; at y 500 it is pushed
  /// up to 524 − 44 = 480. The carousel offsets are resting offsets of their behaviours (stride 160; centred: the
  /// first group centred at 16 + 75 − 195 = −104, the second at 56).
  static let cases: [Case] = [
    Case(behavior: .groupPaging, contentOffset: 300, carouselOffset: 320),
    Case(behavior: .groupPaging, contentOffset: 500, carouselOffset: 0),
    Case(behavior: .groupPagingCentered, contentOffset: 514, carouselOffset: 56),
    Case(behavior: .continuous, direction: .rightToLeft, contentOffset: 250, carouselOffset: 133),
  ]

  @Test("Scrolled page matches the engine's frames within 0.5 pt", arguments: cases)
  func scrolledPositions(_ check: Case) throws {
    let chromium = try HeadlessChromium.locate()
    let layout = ScrollingSampleLayouts.feed(behavior: check.behavior, direction: check.direction)
    let html = renderHTML(layout: layout)
    let result = try chromium.measure(
      html: html, fragment: "selftest&main=0,\(check.contentOffset)&o1=\(check.carouselOffset)")
    #expect(abs((result.contentOffset.last ?? -1) - Double(check.contentOffset)) < 0.01, "main scroll not applied")
    #expect(abs((result.orthogonal["1"] ?? .nan) - Double(check.carouselOffset)) < 0.01, "carousel not scrolled")

    layout.scrollPosition = ScrollPosition(
      contentOffset: CGPoint(x: 0, y: check.contentOffset),
      orthogonalContentOffsets: [1: CGPoint(x: check.carouselOffset, y: 0)])
    try Self.expectSamePositions(result, as: layout)
  }

  /// Swipes of the carousel from its initial offset to `swipe`, and the release velocity the engine is asked about:
  /// paging behaviours move one page on when released fast (above 300 pt/s), so a swipe shorter than a page rests
  /// on the next page; continuous behaviours have decelerated by the time a browser scroll ends, so the engine is
  /// asked with a crawl (1 pt/s) that only sets the direction.
  static let swipes: [(UICollectionLayoutSectionOrthogonalScrollingBehavior, Double, Double)] = [
    (.groupPaging, 130, 1_000), (.groupPaging, 340, 1_000), (.paging, 100, 1_000), (.groupPagingCentered, 0, 1_000),
    (.continuousGroupLeadingBoundary, 200, 1), (.continuous, 2_000, 1),
  ]

  @Test("A swipe comes to rest where the engine's fling does", arguments: swipes)
  func swipeRests(
    behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, swipe: Double, velocity: Double
  ) throws {
    let chromium = try HeadlessChromium.locate()
    let layout = ScrollingSampleLayouts.feed(behavior: behavior)
    let geometry = try #require(layout.orthogonalScrollingGeometry(forSection: 1))
    let result = try chromium.measure(html: renderHTML(layout: layout), fragment: "selftest&swipe1=\(swipe)")
    let expected = geometry.targetContentOffset(forProposedContentOffset: swipe, withScrollingVelocity: velocity)
    let rest = try #require(result.orthogonal["1"])
    #expect(abs(rest - Double(expected)) < 0.5, "rested at \(rest), the engine rests at \(expected)")
    layout.scrollPosition = ScrollPosition(orthogonalContentOffsets: [1: CGPoint(x: rest, y: 0)])
    try Self.expectSamePositions(result, as: layout)
  }

  /// sideways(): section 0 spans x 0…640 with its rail pinned; at x 300 the rail sits at 300. The vertical carousel
  /// rests on multiples of 110 (maximum 650 − 300 = 350).
  @Test("A horizontally scrolling layout with a vertical carousel matches the engine")
  func sidewaysLayout() throws {
    let chromium = try HeadlessChromium.locate()
    let layout = ScrollingSampleLayouts.sideways()
    let result = try chromium.measure(html: renderHTML(layout: layout), fragment: "selftest&main=300,0&o1=220")
    #expect(result.contentOffset == [300, 0])
    layout.scrollPosition = ScrollPosition(
      contentOffset: CGPoint(x: 300, y: 0), orthogonalContentOffsets: [1: CGPoint(x: 0, y: 220)])
    try Self.expectSamePositions(result, as: layout)
  }

  @Test("A hostile kind and title reach the browser as text, not markup")
  func hostileKind() throws {
    let chromium = try HeadlessChromium.locate()
    let kind = "\"><img src=x onerror=alert(1)></pre><pre id=\"result\">&amp;"
    let layout = ScrollingSampleLayouts.feed(headerKind: kind)
    let html = renderHTML(layout: layout, options: HTMLRenderOptions(title: kind))
    let result = try chromium.measure(html: html, fragment: "selftest&main=0,100")
    #expect(result.elements.filter { $0.kind == kind }.count == 1)
    layout.scrollPosition = ScrollPosition(contentOffset: CGPoint(x: 0, y: 100))
    try Self.expectSamePositions(result, as: layout)
  }

  /// Every element the page shows is where the engine presents it, and the page shows every element.
  static func expectSamePositions(_ result: HeadlessChromium.Result, as layout: UICollectionViewLayout) throws {
    let engine = LayoutElementQuery.allElements(of: layout)
    var frames: [String: CGRect] = [:]
    for element in engine {
      frames[key(category: element.representedElementCategory, kind: element.name, indexPath: element.indexPath)] =
        element.frame
    }
    #expect(result.elements.count == engine.count, "the page shows \(result.elements.count) of \(engine.count)")
    var mismatches: [String] = []
    for element in result.elements {
      let name = "\(element.category) \(element.kind) [\(element.section), \(element.item)]"
      guard let frame = frames["\(element.category)|\(element.kind)|\(element.section)|\(element.item)"] else {
        mismatches.append("\(name): not in the engine's layout")
        continue
      }
      let browser = [element.x, element.y, element.width, element.height]
      let expected = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
      if zip(browser, expected).contains(where: { abs($0 - $1) > tolerance }) {
        mismatches.append("\(name): browser \(browser), engine \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "positions differ:\n\(mismatches.joined(separator: "\n"))")
  }

  private static func key(category: UICollectionView.ElementCategory, kind: String, indexPath: IndexPath) -> String {
    let name: String
    switch category {
    case .cell: name = "cell"
    case .supplementaryView: name = "supplementary"
    case .decorationView: name = "decoration"
    }
    return "\(name)|\(kind)|\(indexPath.first ?? 0)|\(indexPath.last ?? 0)"
  }
}
