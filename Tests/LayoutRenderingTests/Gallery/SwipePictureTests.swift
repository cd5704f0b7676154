import CompositionalLayout
import Foundation
import Gallery
import Testing

@testable import LayoutRendering

@Suite("Gallery swipe pictures")
struct SwipePictureTests {
  /// (screen, number of pages, resting offset of page 3, items on page 3 with their x in the viewport).
  ///
  /// Post detail: `.groupPagingCentered`, 390-wide groups in a 390-wide screen, so page k is centred at
  /// k × 390 + 195 − 195 = 390k: page 3 (k = 2) rests at 780 and photo 3 (item 2) is at x 0.
  /// Item grid: `.paging`, pages of 390 (six items each): page 3 rests at 780 = the largest offset
  /// (1170 − 390); items 12, 13, 14 sit at 780 + 0, 133.33, 266.67 in the section, so at x 0, 133.33, 266.67.
  static let cases: [(name: String, pages: Int, offset: CGFloat, items: [(Int, CGFloat)])] = [
    ("marketplace-post-detail", 5, 780, [(2, 0)]),
    ("item-grid-pages", 3, 780, [(12, 0), (13, 400.0 / 3), (14, 800.0 / 3)]),
  ]

  @Test("Paging screens have an at-rest and an after-swipe picture; other screens none")
  func picturesPerScreen() {
    for screen in Gallery.screens() {
      let names = screen.swipePictures().map(\.name)
      if screen.paging != nil {
        #expect(names == ["\(screen.name)-at-rest", "\(screen.name)-after-swipe"])
      } else {
        #expect(names.isEmpty)
      }
    }
  }

  @Test("After the swipe the section rests on page 3 with its items at the expected x", arguments: cases)
  func afterSwipe(name: String, pages: Int, offset: CGFloat, items: [(Int, CGFloat)]) throws {
    let screen = try #require(Gallery.screen(named: name))
    let paging = try #require(screen.paging)
    let pictures = screen.swipePictures()
    try #require(pictures.count == 2)
    let (resting, swiped) = (pictures[0], pictures[1])
    #expect(resting.currentPage == 0)
    #expect(swiped.currentPage == 2)
    #expect(swiped.numberOfPages == pages)
    #expect(swiped.title.contains("page 3 of \(pages)"))
    #expect(paging.contentOffset(in: swiped.layout) == offset)
    for (item, x) in items {
      let frame = try #require(swiped.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
      #expect(abs(frame.minX - x) < 0.01, "item \(item): \(frame)")
      let unswiped = try #require(resting.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
      #expect(abs(unswiped.frame.minX - (x + offset)) < 0.01, "item \(item) at rest")
    }
  }

  @Test("The visible-items handler sets the indicator to the swiped page", arguments: cases.map(\.name))
  func handlerFollowsSwipe(name: String) throws {
    let screen = try #require(Gallery.screen(named: name))
    let paging = try #require(screen.paging)
    let layout = screen.preparedLayout()
    #expect(paging.swipe(layout, toPage: 2) == 2)
    paging.pageIndicator.setCurrentPage(0)
    // Presenting the swiped layout runs the section's handler with the section's offset (780).
    _ = layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: screen.size))
    #expect(paging.pageIndicator.currentPage == 2)
    // Swiping back one page at a time reaches page 1, then page 0.
    #expect(paging.swipe(layout, toPage: 0) == 0)
    #expect(paging.contentOffset(in: layout) == 0)
  }

  @Test("The after-swipe SVG shows the viewport with the third dot current and the counter", arguments: cases)
  func swipeSVG(name: String, pages: Int, offset: CGFloat, items: [(Int, CGFloat)]) throws {
    let screen = try #require(Gallery.screen(named: name))
    let picture = try #require(screen.swipePictures().last)
    let document = try #require(ParsedSVG.parse(GallerySVG.render(screen, picture: picture)))
    #expect(document.elements.first?.attributes["viewBox"] == "0 -30 390 874")
    let dots = document.elements(named: "circle").filter { $0.attributes["class"]?.hasPrefix("page-dot") == true }
    #expect(dots.count == pages)
    #expect(dots.firstIndex { $0.attributes["class"] == "page-dot current" } == 2)
    let counter = document.elements.first { $0.attributes["class"] == "page-counter" }
    #expect(counter?.text == "3 / \(pages)")
    // Each cell's group: its <title> names the index path, the next <rect> is the frame inset by 0.5.
    for (item, x) in items {
      let title = try #require(
        document.elements.firstIndex { $0.name == "title" && $0.text.hasPrefix("cell cell [0, \(item)] ") })
      let rect = try #require(document.elements[title...].first { $0.name == "rect" })
      let drawnX = try #require(rect.attributes["x"].flatMap(Double.init))
      #expect(abs(drawnX - (x + 0.5)) < 0.01, "item \(item)")
    }
  }

  @Test("The at-rest SVG shows the first dot current")
  func restingSVG() throws {
    let screen = try #require(Gallery.screen(named: "marketplace-post-detail"))
    let picture = try #require(screen.swipePictures().first)
    let document = try #require(ParsedSVG.parse(GallerySVG.render(screen, picture: picture)))
    let dots = document.elements(named: "circle").filter { $0.attributes["class"]?.hasPrefix("page-dot") == true }
    #expect(dots.firstIndex { $0.attributes["class"] == "page-dot current" } == 0)
    #expect(document.elements.first { $0.attributes["class"] == "page-counter" }?.text == "1 / 5")
  }

  @Test("groupPagingCentered: round(offset / width) is the trap; the centred formula matches the geometry")
  func centredPageIndexTrap() throws {
    // A 300-wide group centred in a 390-wide screen: the first group rests at offset (300 − 390) / 2 = −45 and
    // page k at −45 + 300k. round(offset / 390) says 0, 1, 1, 2, 3 for k = 0…4 (555 / 390 = 1.42 → 1); the
    // geometry and the screen's formula say k.
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(300)),
      subitems: [
        NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
      ])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [5]))
    let geometry = try #require(layout.orthogonalScrollingGeometry(forSection: 0))
    #expect(geometry.minimumContentOffset == -45)
    var naive: [Int] = []
    for page in 0..<5 {
      let offset = -45 + 300 * CGFloat(page)
      #expect(geometry.pageIndex(forContentOffset: offset) == page)
      #expect(
        MarketplacePostDetailScreen.pageIndex(forContentOffset: offset, groupWidth: 300, containerWidth: 390) == page)
      naive.append(Int((offset / 390).rounded()))
    }
    #expect(naive == [0, 1, 1, 2, 3])
  }
}
