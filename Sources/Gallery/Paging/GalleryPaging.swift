import CompositionalLayout
import Foundation

/// A screen's paging section: which orthogonally scrolling section pages, the indicator that follows it, and
/// where the indicator is drawn.
///
/// UIKit parity: none; stands in for a view controller's `UIPageControl` wired to an orthogonal section.
public struct GalleryPaging {
  /// Where a page indicator sits on screen.
  public enum IndicatorPlacement: Hashable, Sendable {
    /// Centred in the section's boundary supplementary of this kind (a footer holding the page control).
    case supplementary(kind: String)
    /// Over the section's items, centred across the screen, its centre this many points above the section's
    /// bottom edge (a page control laid over a photo carousel).
    case overlay(bottomInset: CGFloat)
  }

  /// The section index of the orthogonally scrolling section.
  public let section: Int
  /// The indicator the section's visible-items handler keeps up to date.
  public let pageIndicator: PageIndicator
  /// Where the indicator is drawn.
  public let placement: IndicatorPlacement

  /// Creates a paging description.
  ///
  /// - Parameters:
  ///   - section: The orthogonally scrolling section (≥ 0).
  ///   - pageIndicator: Its indicator.
  ///   - placement: Where the indicator is drawn.
  public init(section: Int, pageIndicator: PageIndicator, placement: IndicatorPlacement) {
    self.section = section
    self.pageIndicator = pageIndicator
    self.placement = placement
  }

  /// The section's current content offset along x (vertical layouts), in points: the stored one, or where the
  /// section rests before it is touched.
  public func contentOffset(in layout: UICollectionViewCompositionalLayout) -> CGFloat {
    let geometry = layout.orthogonalScrollingGeometry(forSection: section)
    return layout.scrollPosition.orthogonalContentOffsets[section]?.x ?? geometry?.initialContentOffset ?? 0
  }

  /// The page the section shows in `layout`, from `OrthogonalScrollingGeometry.pageIndex(forContentOffset:)`.
  ///
  /// That function is the right formula for every behaviour: `round(offset / width)` is off for
  /// `.groupPagingCentered` whenever groups are narrower than the screen, because its offsets start at the
  /// negative offset that centres the first group.
  ///
  /// - Returns: 0 when the section does not scroll orthogonally.
  public func currentPage(in layout: UICollectionViewCompositionalLayout) -> Int {
    layout.orthogonalScrollingGeometry(forSection: section)?.pageIndex(forContentOffset: contentOffset(in: layout))
      ?? 0
  }

  /// Swipes the section towards `page` one fling at a time — each a drag of `translation` points released at
  /// `velocity` points per second, as `swipeOrthogonalSection(_:by:velocity:)` models it — until it rests there or
  /// a swipe no longer moves it, then sets the indicator to the page shown.
  ///
  /// - Parameters:
  ///   - layout: A prepared layout of the screen; its `scrollPosition` changes.
  ///   - page: The page to reach, 0-based.
  ///   - translation: The drag of each swipe in points (> 0). Default 80.
  ///   - velocity: The release speed of each swipe in points per second (> 0). Default 900.
  /// - Returns: The page the section rests on.
  /// - Complexity: O(pages) swipes.
  @discardableResult
  public func swipe(
    _ layout: UICollectionViewCompositionalLayout, toPage page: Int, translation: CGFloat = 80,
    velocity: CGFloat = 900
  ) -> Int {
    guard let geometry = layout.orthogonalScrollingGeometry(forSection: section) else { return 0 }
    var current = geometry.pageIndex(forContentOffset: contentOffset(in: layout))
    var remaining = max(geometry.groupCount, pageIndicator.numberOfPages) + 1
    while current != page && remaining > 0 {
      remaining -= 1
      let direction: CGFloat = page > current ? 1 : -1
      let before = contentOffset(in: layout)
      layout.swipeOrthogonalSection(section, by: direction * abs(translation), velocity: direction * abs(velocity))
      current = geometry.pageIndex(forContentOffset: contentOffset(in: layout))
      if contentOffset(in: layout) == before { break }
    }
    pageIndicator.setCurrentPage(current)
    return current
  }

  /// The centre of the page indicator in `layout`, in content coordinates, for the screen scrolled to
  /// `viewportOrigin`; nil when the supplementary it sits in does not exist.
  public func indicatorCenter(
    in layout: UICollectionViewCompositionalLayout, viewportOrigin: CGPoint = .zero
  ) -> CGPoint? {
    switch placement {
    case .supplementary(let kind):
      let indexPath = IndexPath(item: 0, section: section)
      return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.center
    case .overlay(let bottomInset):
      guard let frame = layout.frameForItem(at: IndexPath(item: 0, section: section)) else { return nil }
      return CGPoint(x: viewportOrigin.x + layout.context.size.width / 2, y: frame.maxY - bottomInset)
    }
  }
}
