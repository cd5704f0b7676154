import CompositionalLayout
import Foundation
import Testing

/// Resting offsets of orthogonal sections after swipes, and what is presented at an offset (spec O-1…O-13, V-4).
@Suite("Orthogonal scrolling")
struct OrthogonalScrollingTests {
  /// Case B06's carousel: container 375 × 812, section insets leading/trailing 20, spacing 10, groups 0.8 wide ×
  /// 100, four items. By D-6 the group is 0.8 × 375 = 300 wide; groups at x = 20 + 310k; content
  /// 20 + 4 × 300 + 3 × 10 + 20 = 1270; maximum offset 1270 − 375 = 895.
  static func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
    -> UICollectionViewCompositionalLayout
  {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    section.decorationItems = [.background(elementKind: "background")]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 375, height: 812), numberOfItemsInSection: [4]))
    return layout
  }

  @Test("geometry: range, stride and content length")
  func geometry() throws {
    let geometry = try #require(Self.carousel(.continuous).orthogonalScrollingGeometry(forSection: 0))
    #expect(geometry.groupLength == 300)
    #expect(geometry.groupStride == 310)
    #expect(geometry.contentLength == 1270)
    #expect(geometry.minimumContentOffset == 0)
    #expect(geometry.maximumContentOffset == 895)
  }

  // Normal rate 0.998: projection = v/1000 × 0.998/0.002 = 0.499 v.
  @Test(
    ".continuous rests at the projected offset, clamped",
    arguments: [(0, 0, 1000, 499), (100, 0, -1000, 0), (0, 0, 3000, 895), (200, 50, 0, 250)]
      as [(CGFloat, CGFloat, CGFloat, CGFloat)])
  func continuous(start: CGFloat, drag: CGFloat, velocity: CGFloat, rest: CGFloat) throws {
    let geometry = try #require(Self.carousel(.continuous).orthogonalScrollingGeometry(forSection: 0))
    let target = geometry.targetContentOffset(forProposedContentOffset: start + drag, withScrollingVelocity: velocity)
    #expect(abs(target - rest) < 1e-9)
  }

  // Projection 0.499 v, then the group edge k × 310 in the fling direction: 499/310 = 1.61 → 2 → 620;
  // −1000 from 700: 700 − 499 = 201 → 0.65 → 0; v 0 at 400: 1.29 → 1 → 310.
  @Test(
    ".continuousGroupLeadingBoundary rests on a group's leading edge in the fling direction",
    arguments: [(0, 1000, 620), (700, -1000, 0), (400, 0, 310)] as [(CGFloat, CGFloat, CGFloat)])
  func leadingBoundary(start: CGFloat, velocity: CGFloat, rest: CGFloat) throws {
    let geometry = try #require(
      Self.carousel(.continuousGroupLeadingBoundary).orthogonalScrollingGeometry(forSection: 0))
    #expect(geometry.targetContentOffset(forProposedContentOffset: start, withScrollingVelocity: velocity) == rest)
  }

  // Pages of 375: a fast release moves one page in its direction from where it was released (400 → back to page
  // 1 = 375; 300 → back to page 0); a slow one rests on the nearest page; the last page rests at the maximum 895.
  @Test(
    ".paging pages by the viewport width",
    arguments: [
      (100, 1000, 375), (475, 1000, 750), (850, 1000, 895), (300, 100, 375), (100, 100, 0), (400, -1000, 375),
      (300, -1000, 0),
    ]
      as [(CGFloat, CGFloat, CGFloat)])
  func paging(release: CGFloat, velocity: CGFloat, rest: CGFloat) throws {
    let geometry = try #require(Self.carousel(.paging).orthogonalScrollingGeometry(forSection: 0))
    #expect(geometry.targetContentOffset(forProposedContentOffset: release, withScrollingVelocity: velocity) == rest)
  }

  // Pages of 310 (group 300 + spacing 10).
  @Test(
    ".groupPaging pages one group at a time",
    arguments: [(50, 1000, 310), (290, -1000, 0), (200, 100, 310), (360, 1000, 620)] as [(CGFloat, CGFloat, CGFloat)])
  func groupPaging(release: CGFloat, velocity: CGFloat, rest: CGFloat) throws {
    let geometry = try #require(Self.carousel(.groupPaging).orthogonalScrollingGeometry(forSection: 0))
    #expect(geometry.targetContentOffset(forProposedContentOffset: release, withScrollingVelocity: velocity) == rest)
  }

  // Centred offsets: 20 + 310k + 150 − 187.5 = −17.5 + 310k; the section starts at −17.5 (negative, spec V-4).
  @Test("groupPagingCentered starts negative and centres one group per swipe")
  func groupPagingCentered() throws {
    let layout = Self.carousel(.groupPagingCentered)
    let geometry = try #require(layout.orthogonalScrollingGeometry(forSection: 0))
    #expect(geometry.initialContentOffset == -17.5)
    #expect(geometry.maximumContentOffset == 912.5)
    #expect(layout.swipeOrthogonalSection(0, by: 60, velocity: 800) == 292.5)
    #expect(layout.swipeOrthogonalSection(0, by: 60, velocity: 800) == 602.5)
    #expect(layout.swipeOrthogonalSection(0, by: 60, velocity: 800) == 912.5)
    #expect(layout.swipeOrthogonalSection(0, by: 60, velocity: 800) == 912.5)
    // The page index: round((912.5 + 17.5) / 310) = 3; the common round(offset / width) says
    // round(912.5 / 375) = 2 — the trap the documentation warns about.
    #expect(geometry.pageIndex(forContentOffset: 912.5) == 3)
    #expect(Int((912.5 / 375.0).rounded()) == 2)
  }

  @Test("presented frames: items move by the section's offset; header and background do not")
  func presentation() throws {
    let layout = Self.carousel(.groupPaging)
    layout.swipeOrthogonalSection(0, by: 50, velocity: 1000)
    // Offset 310: item 1 (unscrolled x 330) shows at x 20; header and background stay put.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 20)
    let visible = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 812)))
    let items = Set(visible.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item))
    // On screen 0…375: item 0 at −290…10, item 1 at 20…320, item 2 at 330…630.
    #expect(items == [0, 1, 2])
    let header = try #require(visible.first { $0.representedElementCategory == .supplementaryView })
    #expect(header.frame == CGRect(x: 20, y: 0, width: 335, height: 30))
    let background = try #require(visible.first { $0.representedElementCategory == .decorationView })
    #expect(background.frame == CGRect(x: 0, y: 0, width: 375, height: 130))
  }
}
