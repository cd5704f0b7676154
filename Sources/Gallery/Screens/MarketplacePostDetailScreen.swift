import CompositionalLayout
import Foundation

/// A marketplace post: a centred-paging photo carousel, then the seller's profile and the post body.
///
/// Section 0: photos (fractionalWidth 1 × fractionalHeight 1) in a horizontal group of absolute(container width)
/// × absolute(container width), scrolling orthogonally with `.groupPagingCentered`; its visible-items handler sets
/// the page indicator to round(offset.x / container width). Section 1: the post body, an item and a horizontal group
/// (count 1) of fractionalWidth 1 × estimated 315, under a top-leading header (fractionalWidth 1 × estimated 85)
/// for the seller's profile. interSectionSpacing 0. Estimated dimensions lay out at their estimates.
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
      makeLayout: { makeLayout(pageIndicator: pageIndicator) })
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
      let pageWidth = environment.container.contentSize.width
      guard pageWidth > 0, offset.x.isFinite else { return }
      pageIndicator.setCurrentPage(Int((offset.x / pageWidth).rounded()))
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
