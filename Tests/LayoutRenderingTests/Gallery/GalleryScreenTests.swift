import CompositionalLayout
import Foundation
import Gallery
import Testing

@testable import LayoutRendering

@Suite("Gallery screens")
struct GalleryScreenTests {
  /// Elements per screen, counted by hand from each screen's description:
  /// - comment thread: 11 sections × (3 replies + header + footer) = 55;
  /// - marketplace: 5 photos + 1 body + 1 profile header = 7;
  /// - item grid pages: 15 items + 1 footer + 2 buttons = 18;
  /// - supplementary tour: 12 + 10 + 10 items + header, footer and leading item in section 0 = 35.
  static let expected: [(name: String, counts: [Int], elements: Int)] = [
    ("comment-thread", Array(repeating: 3, count: 11), 55),
    ("marketplace-post-detail", [5, 1], 7),
    ("item-grid-pages", [15, 2], 18),
    ("supplementary-tour", [12, 10, 10], 35),
  ]

  @Test("Four screens, in order, with file-safe names and phone size")
  func catalogue() {
    let screens = Gallery.screens()
    #expect(screens.map(\.name) == Self.expected.map(\.name))
    for screen in screens {
      #expect(screen.size == CGSize(width: 390, height: 844))
      #expect(screen.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
      #expect(!screen.title.isEmpty)
      #expect(Gallery.screen(named: screen.name)?.title == screen.title)
    }
  }

  @Test("Each screen lays out the expected number of elements", arguments: expected)
  func elementCounts(name: String, counts: [Int], elements: Int) throws {
    let screen = try #require(Gallery.screen(named: name))
    #expect(screen.itemCounts == counts)
    let layout = screen.preparedLayout()
    #expect(layout.numberOfSections == counts.count)
    #expect(LayoutElementQuery.allElements(of: layout).count == elements)
    #expect(layoutDump(layout).split(separator: "\n").count == elements)
  }

  @Test("Screens lay out without diagnostics", arguments: expected.map(\.name))
  func noDiagnostics(name: String) throws {
    let layout = try #require(Gallery.screen(named: name)).preparedLayout()
    #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
  }

  @Test("Every element of every screen lies within reach of the content and has a finite frame")
  func framesFinite() {
    for screen in Gallery.screens() {
      for element in LayoutElementQuery.allElements(of: screen.preparedLayout()) {
        #expect(SVGRenderer.isFinite(element.frame), "\(screen.name) \(element)")
        #expect(element.frame.width >= 0 && element.frame.height >= 0, "\(screen.name) \(element)")
      }
    }
  }

  @Test("The carousel's handler sets the centred page; for its full-width groups, round(offset.x / width)")
  func carouselPageIndicator() throws {
    let indicator = PageIndicator(numberOfPages: MarketplacePostDetailScreen.photoCount)
    let environment = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: 390, height: 844)))
    let section = MarketplacePostDetailScreen.carouselSection(environment: environment, pageIndicator: indicator)
    #expect(section.orthogonalScrollingBehavior == .groupPagingCentered)
    let handler = try #require(section.visibleItemsInvalidationHandler)
    // Groups are 390 wide in a 390-wide container, so the centred start offset (390 − 390) / 2 is 0 and the
    // page is round(offset.x / 390): 780 → 2; 600 → 1.54 → 2; 190 → 0.49 → 0; beyond the last page clamps to 4.
    // (Narrower groups make the two formulas differ: see SwipePictureTests.centredPageIndexTrap.)
    handler([], CGPoint(x: 780, y: 0), environment)
    #expect(indicator.currentPage == 2)
    handler([], CGPoint(x: 600, y: 0), environment)
    #expect(indicator.currentPage == 2)
    handler([], CGPoint(x: 190, y: 0), environment)
    #expect(indicator.currentPage == 0)
    handler([], CGPoint(x: 5000, y: 0), environment)
    #expect(indicator.currentPage == 4)
  }

  @Test("The grid's items are (W − 20) / 3 square, pages one container wide")
  func gridGeometry() throws {
    let layout = try #require(Gallery.screen(named: "item-grid-pages")).preparedLayout()
    // W = 390: side = 370 / 3 = 123.33; item 6 starts page 2 at x 390.
    let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(abs(first.frame.width - 370.0 / 3) < 0.01)
    #expect(abs(first.frame.height - 370.0 / 3) < 0.01)
    let seventh = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)))
    #expect(seventh.frame.minX == 390)
  }
}
