import CompositionalLayout
import Foundation
import Gallery
import Testing

/// Heights of the text-sized screens, derived from the text measurer's rules (see `TextMeasurer`).
///
/// Inter (Regular and Bold, the system faces) lines are (2728 + 680)/2816 em: 18.1534 pt at 15 pt, 15.7330 pt at
/// 13 pt. A label is
/// as tall as its lines, rounded up to whole points; an element is padding.top + Σ label heights + spacing +
/// padding.bottom (`GalleryElementText`).
@Suite("Text-sized gallery screens")
struct TextSizedScreenTests {
  /// Line heights in points.
  static let body15 = 3408.0 / 2816 * 15  // 18.1534…
  static let caption13 = 3408.0 / 2816 * 13  // 15.7329…

  static func commentLayout() throws -> UICollectionViewCompositionalLayout {
    try #require(Gallery.screen(named: "comment-thread")).preparedLayout()
  }

  @Test("Comment bodies break into the expected numbers of lines")
  func lineCounts() throws {
    // Replies are 380 pt wide (390 − 2 × 5 section insets); text 380 − 52 − 16 = 312 pt. Headers: 380 − 32 = 348.
    let thread = CommentThreadContent.threads[0]
    #expect(try bodyLineCount(.cell(IndexPath(item: 0, section: 0)), width: 380) == 1)
    #expect(try bodyLineCount(.cell(IndexPath(item: 1, section: 0)), width: 380) == 3)
    #expect(try bodyLineCount(.cell(IndexPath(item: 2, section: 0)), width: 380) == 2)
    #expect(
      try bodyLineCount(.supplementary(kind: "header", indexPath: IndexPath(item: 0, section: 0)), width: 380) == 3)
    #expect(thread.replies[0].body == "Yes, it's on!")
  }

  @Test("Replies, header and footer take their heights from their text")
  func commentHeights() throws {
    let layout = try Self.commentLayout()
    // 1-line reply: 6 + ⌈15.73⌉ 16 + 2 + ⌈18.15⌉ 19 + 6 = 49.
    // 3-line reply: 6 + 16 + 2 + ⌈3 × 18.15 = 54.46⌉ 55 + 6 = 85.
    // 2-line reply: 6 + 16 + 2 + ⌈36.31⌉ 37 + 6 = 67.
    // Header (3 lines): 12 + 16 + 2 + 55 + 6 = 91. Footer: 2 + ⌈15.73⌉ 16 + 10 = 28.
    #expect(Self.body15 * 3 > 54 && Self.body15 * 3 <= 55 && Self.caption13 > 15 && Self.caption13 <= 16)
    let short = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    let long = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    let medium = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(short.frame.height == 49)
    #expect(long.frame.height == 85)
    #expect(medium.frame.height == 67)
    #expect(long.frame.height > short.frame.height)
    let header = try #require(
      layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)))
    let footer = try #require(
      layout.layoutAttributesForSupplementaryView(ofKind: "footer", at: IndexPath(item: 0, section: 0)))
    #expect(header.frame.height == 91)
    #expect(footer.frame.height == 28)
    // Stacked: header 0…91, replies 91…140, 140…225, 225…292, footer 292…320; section 1 starts 10 pt later.
    #expect(header.frame.minY == 0)
    #expect(short.frame.minY == 91)
    #expect(long.frame.minY == 140)
    #expect(medium.frame.minY == 225)
    #expect(footer.frame.minY == 292)
    let nextHeader = try #require(
      layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1)))
    #expect(nextHeader.frame.minY == 330)
    #expect(short.frame.minX == 5 && short.frame.width == 380)
  }

  @Test("Every element with text is exactly as tall as its text says, on both screens")
  func everyElementMatchesItsText() throws {
    for name in ["comment-thread", "marketplace-post-detail"] {
      let screen = try #require(Gallery.screen(named: name))
      let text = try #require(screen.text)
      let layout = screen.preparedLayout()
      var measured = 0
      for element in layout.layoutAttributesForElements(in: CGRect(x: -1000, y: -1, width: 3000, height: 100_000))
        ?? []
      {
        let id: GalleryElement =
          element.representedElementCategory == .cell
          ? .cell(element.indexPath)
          : .supplementary(kind: element.representedElementKind ?? "", indexPath: element.indexPath)
        guard let content = text(id) else { continue }
        measured += 1
        #expect(element.frame.height == content.height(forWidth: element.frame.width), "\(name) \(element)")
        for line in content.lines(forWidth: element.frame.width) {
          // Lines stay inside the padding: no overflow to the right or below.
          #expect(line.x + line.width <= element.frame.width - content.padding.trailing + 0.001, "\(line.text)")
          #expect(line.baseline < element.frame.height - content.padding.bottom, "\(line.text)")
        }
      }
      // Comment thread: 11 × (header + 3 replies + footer); post detail: profile header and body.
      #expect(measured == (name == "comment-thread" ? 55 : 2))
    }
  }

  @Test("Korean and Chinese comments are measured with the CJK face's taller lines")
  func cjkLines() throws {
    let layout = try Self.commentLayout()
    // Thread 1's parent is Korean (2 lines at 348 pt) under a Korean author line: Noto Sans CJK lines are
    // 1.448 em — 21.72 pt at 15 pt, 18.824 pt at 13 pt — so the header is 12 + ⌈18.82⌉ 19 + 2 + ⌈43.44⌉ 44 + 6 = 83,
    // taller than a Latin header of two lines (12 + 16 + 2 + ⌈34.92⌉ 35 + 6 = 71).
    let header = try #require(
      layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1)))
    #expect(
      try bodyLineCount(.supplementary(kind: "header", indexPath: IndexPath(item: 0, section: 1)), width: 380) == 2)
    #expect(header.frame.height == 83)
  }

  @Test("Post detail: the profile header and the body follow their text; the body sits under the header")
  func postDetail() throws {
    let layout = try #require(Gallery.screen(named: "marketplace-post-detail")).preparedLayout()
    let profile = try #require(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
    let body = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
    // The carousel is 390 square, so the profile starts at y 390 and the body right under it.
    #expect(profile.frame.minY == 390)
    #expect(profile.frame.height == MarketplacePostContent.profile.height(forWidth: 390))
    #expect(body.frame.minY == profile.frame.maxY)
    #expect(body.frame.height == MarketplacePostContent.post.height(forWidth: 390))
    // Four paragraphs of 17-pt text (20.57 pt lines) and four other labels: far taller than the 315-pt estimate.
    #expect(body.frame.height > 315)
    #expect(layout.collectionViewContentSize.height == body.frame.maxY)
  }

  /// The number of lines of an element's second label (the comment body, under the one-line author label).
  private func bodyLineCount(_ element: GalleryElement, width: CGFloat) throws -> Int {
    let content = try #require(CommentThreadScreen.text(for: element))
    let lines = content.lines(forWidth: width)
    return lines.count - 1
  }
}
