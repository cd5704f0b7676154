import CompositionalLayout
import Foundation

/// A marketplace post: a centred-paging photo carousel, then the seller's profile and the post body.
///
/// Section 0: photos (fractionalWidth 1 × fractionalHeight 1) in a horizontal group of absolute(container width)
/// × absolute(container width), scrolling orthogonally with `.groupPagingCentered`; its visible-items handler sets
/// the page indicator (see `pageIndex(forContentOffset:groupWidth:containerWidth:)`). Section 1: the post body, an
/// item and a horizontal group (count 1) of fractionalWidth 1 × estimated 315, under a top-leading header
/// (fractionalWidth 1 × estimated 85) for the seller's profile. interSectionSpacing 0. `preparedLayout()` sizes the
/// header and the body to `MarketplacePostContent`.
///
/// The page-index trap: apps commonly write `round(offset.x / width)` in the handler. For `.groupPagingCentered`
/// the offsets start at the negative offset that centres the first group, (groupWidth − containerWidth) / 2, so
/// that formula is off by that much — by half a page or more for groups narrower than the screen. The handler here
/// subtracts it, which is what `OrthogonalScrollingGeometry.pageIndex(forContentOffset:)` does; with the layout at
/// hand, prefer that function (`GalleryPaging.currentPage(in:)` uses it). With full-width groups, as here, the
/// starting offset is 0 and both formulas agree.
///
/// UIKit parity: the layout code is UIKit code.
public enum MarketplacePostDetailScreen {
  /// The number of photos in the carousel.
  public static let photoCount = 5

  /// The gallery screen; `pageIndicator` follows the carousel.
  public static func screen(pageIndicator: PageIndicator = PageIndicator(numberOfPages: photoCount)) -> GalleryScreen {
    GalleryScreen(
      name: "marketplace-post-detail", title: "Marketplace post detail",
      summary: "A square photo carousel paging group by group, centred; seller header and post body below.",
      itemCounts: [photoCount, 1],
      cellLabel: { indexPath in indexPath.section == 0 ? "photo \(indexPath.item + 1)" : "post body" },
      text: text(for:),
      paging: GalleryPaging(section: 0, pageIndicator: pageIndicator, placement: .overlay(bottomInset: 18)),
      makeLayout: { makeLayout(pageIndicator: pageIndicator) })
  }

  /// The text `element` shows: the seller's profile in the header, the post in the body cell; nil for photos.
  public static func text(for element: GalleryElement) -> GalleryElementText? {
    switch element {
    case .cell(let indexPath) where indexPath == IndexPath(item: 0, section: 1):
      MarketplacePostContent.post
    case .supplementary(UICollectionView.elementKindSectionHeader, let indexPath) where indexPath.section == 1:
      MarketplacePostContent.profile
    default:
      nil
    }
  }

  /// The page a `.groupPagingCentered` carousel shows at `offset`: round((offset − start) / groupWidth) with
  /// start = (groupWidth − containerWidth) / 2, the negative offset that centres the first group (no inter-group
  /// spacing, no section insets). Equal to `OrthogonalScrollingGeometry.pageIndex(forContentOffset:)` for this
  /// section.
  ///
  /// - Returns: 0 for a non-positive group width or a non-finite offset.
  public static func pageIndex(forContentOffset offset: CGFloat, groupWidth: CGFloat, containerWidth: CGFloat) -> Int {
    guard groupWidth > 0, offset.isFinite else { return 0 }
    let start = (groupWidth - containerWidth) / 2
    return Int(((offset - start) / groupWidth).rounded())
  }

  /// The screen's layout, updating `pageIndicator` as the carousel scrolls.
  public static func makeLayout(pageIndicator: PageIndicator) -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 0
    return UICollectionViewCompositionalLayout(
      sectionProvider: { sectionIndex, environment in
        sectionIndex == 0
          ? carouselSection(environment: environment, pageIndicator: pageIndicator) : postBodySection()
      }, configuration: configuration)
  }

  /// Section 0: the photo carousel.
  public static func carouselSection(
    environment: NSCollectionLayoutEnvironment, pageIndicator: PageIndicator
  ) -> NSCollectionLayoutSection {
    let width = environment.container.contentSize.width
    let photo = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(width)),
      subitems: [photo])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.visibleItemsInvalidationHandler = { _, offset, environment in
      let containerWidth = environment.container.contentSize.width
      guard containerWidth > 0, offset.x.isFinite else { return }
      pageIndicator.setCurrentPage(
        pageIndex(forContentOffset: offset.x, groupWidth: width, containerWidth: containerWidth))
    }
    return section
  }

  /// Section 1: the seller's profile header and the post body.
  public static func postBodySection() -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(315))
    let body = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: body, count: 1)
    let section = NSCollectionLayoutSection(group: group)
    let profile = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(85)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)
    section.boundarySupplementaryItems = [profile]
    return section
  }
}
