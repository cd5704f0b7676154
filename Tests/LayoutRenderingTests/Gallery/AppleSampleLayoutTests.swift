import CompositionalLayout
import Foundation
import Gallery
import Testing

@testable import LayoutRendering

@Suite("Apple sample screens: supplementaries, nesting and orthogonal scrolling")
struct AppleSampleLayoutTests {
  private typealias Check = AppleSampleCheck

  /// The frame of the element of `kind` at (`section`, 0) as presented with the viewport at `offsetY`.
  static func presented(
    _ layout: UICollectionViewCompositionalLayout, kind: String, section: Int, offsetY: CGFloat
  ) -> UICollectionViewLayoutAttributes? {
    layout.scrollPosition = ScrollPosition(contentOffset: CGPoint(x: 0, y: offsetY))
    return layout.layoutAttributesForElements(in: CGRect(x: 0, y: offsetY, width: 375, height: 667))?.first {
      $0.representedElementKind == kind && $0.indexPath == IndexPath(item: 0, section: section)
    }
  }

  @Test("WA-6 headers and footers: header (10, 0, 355, 44), rows 49 apart from 44, footer right after")
  func headersFooters() throws {
    let layout = try Check.exactLayout("apple-section-headers-footers")
    // Each section: header 44 + five rows (5 × 44 + 4 × 5 = 240) + footer 44 = 328.
    for section in 0..<5 {
      let top = 328 * CGFloat(section)
      let header = layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
      #expect(Check.same(header?.frame, CGRect(x: 10, y: top, width: 355, height: 44)), "header \(section)")
      for item in 0..<5 {
        let expected = CGRect(x: 10, y: top + 44 + 49 * CGFloat(item), width: 355, height: 44)
        #expect(Check.same(Check.item(layout, section, item), expected), "item \(section).\(item)")
      }
      let footer = layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
      #expect(Check.same(footer?.frame, CGRect(x: 10, y: top + 284, width: 355, height: 44)), "footer \(section)")
    }
    #expect(abs(layout.collectionViewContentSize.height - 5 * 328) < 0.001)
  }

  @Test(
    "WA-7 pinned headers: y = min(max(top, d), sectionMaxY − 44), zIndex 2",
    arguments: [(0.0, 0, 0.0), (150, 0, 150), (300, 0, 284), (400, 1, 400), (640, 1, 612)])
  func pinnedHeaders(offset: CGFloat, section: Int, expectedY: CGFloat) throws {
    let layout = try Check.exactLayout("apple-pinned-section-headers")
    let header = try #require(
      Self.presented(layout, kind: UICollectionView.elementKindSectionHeader, section: section, offsetY: offset))
    // Section s spans 328s…328(s + 1), so its header pins between 328s and 328(s + 1) − 44.
    let top = 328 * CGFloat(section)
    #expect(expectedY == min(max(top, offset), top + 328 - 44))
    #expect(Check.same(header.frame, CGRect(x: 10, y: expectedY, width: 355, height: 44)), "\(header.frame)")
    #expect(header.zIndex == 2)
  }

  @Test("WA-7 pictures: the scrolled picture's header sits at the top of its viewport")
  func pinnedPictures() throws {
    let sample = try #require(Gallery.appleSampleScreen(named: "apple-pinned-section-headers"))
    let pictures = sample.pictures()
    try #require(pictures.count == 2)
    #expect(pictures[0].viewportOffset == .zero)
    let scrolled = pictures[1]
    let offset = AppleSupplementarySamples.pinnedScrollOffset
    #expect(scrolled.viewportOffset == CGPoint(x: 0, y: offset))
    #expect(scrolled.layout.scrollPosition.contentOffset == CGPoint(x: 0, y: offset))
    let header = scrolled.layout.layoutAttributesForElements(
      in: CGRect(origin: scrolled.viewportOffset, size: sample.screen.size))?.first {
        $0.representedElementKind == UICollectionView.elementKindSectionHeader && $0.indexPath.section == 0
      }
    #expect(header?.frame.minY == offset)
  }

  @Test("WA-8 section background: H = 20 + 44n + 5(n − 1); decoration (5, y0 + 5, 365, H − 10)")
  func sectionBackground() throws {
    let layout = try Check.exactLayout("apple-section-background")
    let height: CGFloat = 20 + 44 * 5 + 5 * 4
    for section in 0..<5 {
      let top = height * CGFloat(section)
      let decoration = layout.layoutAttributesForDecorationView(
        ofKind: AppleSupplementarySamples.backgroundKind, at: IndexPath(item: 0, section: section))
      #expect(Check.same(decoration?.frame, CGRect(x: 5, y: top + 5, width: 365, height: height - 10)))
      #expect(decoration?.zIndex == 0)
      #expect(Check.same(Check.item(layout, section, 0), CGRect(x: 10, y: top + 10, width: 355, height: 44)))
    }
  }

  @Test("WA-9 nested groups: group 375 × 266.8; cells (10, 10, 242.5, 246.8), (272.5, 10 | 143.4, 92.5, 113.4)")
  func nestedGroups() throws {
    let layout = try Check.exactLayout("apple-nested-groups")
    for group in 0..<5 {
      let top = 266.8 * CGFloat(group)
      let frames = [
        CGRect(x: 10, y: top + 10, width: 242.5, height: 246.8),
        CGRect(x: 272.5, y: top + 10, width: 92.5, height: 113.4),
        CGRect(x: 272.5, y: top + 143.4, width: 92.5, height: 113.4),
      ]
      for (offset, expected) in frames.enumerated() {
        #expect(Check.same(Check.item(layout, 0, 3 * group + offset), expected), "group \(group) item \(offset)")
      }
    }
  }

  @Test("WA-10 orthogonal sections: groups 318.75 × 266.8 at x = 318.75k; content 318.75 × 6 per section")
  func orthogonalSections() throws {
    let layout = try Check.exactLayout("apple-orthogonal-sections")
    for section in 0..<AppleOrthogonalSamples.orthogonalSectionCount {
      let geometry = try #require(layout.orthogonalScrollingGeometry(forSection: section))
      #expect(geometry.behavior == .continuous)
      #expect(abs(geometry.groupLength - 318.75) < 0.001 && abs(geometry.groupStride - 318.75) < 0.001)
      #expect(geometry.groupCount == 6)
      #expect(abs(geometry.contentLength - 318.75 * 6) < 0.001)
      let top = 266.8 * CGFloat(section)
      for group in 0..<6 {
        let x = 318.75 * CGFloat(group)
        // Leading item 0.7 × 318.75 = 223.125 wide less 20; trailing column 95.625 wide less 20.
        let leading = CGRect(x: x + 10, y: top + 10, width: 203.125, height: 246.8)
        let trailing = CGRect(x: x + 233.125, y: top + 143.4, width: 75.625, height: 113.4)
        #expect(Check.same(Check.item(layout, section, 3 * group), leading), "\(section).\(3 * group)")
        #expect(Check.same(Check.item(layout, section, 3 * group + 2), trailing), "\(section).\(3 * group + 2)")
      }
    }
    #expect(abs(layout.collectionViewContentSize.height - 3 * 266.8) < 0.001)
  }
}
