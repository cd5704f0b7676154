import Foundation

/// Settings that apply to the whole compositional layout.
///
/// UIKit parity: `UICollectionViewCompositionalLayoutConfiguration` (iOS 13; `contentInsetsReference` iOS 14).
/// `UICollectionViewCompositionalLayout.configuration` hands out and stores copies, as UIKit does (spec Q-10).
public final class UICollectionViewCompositionalLayoutConfiguration {
  /// The main (scrolling) axis. Default `.vertical`. Exempt from dynamic exclusivity checks: read on every layout
  /// pass; every access is a whole read or write.
  @exclusivity(unchecked) public var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// Space between consecutive sections along the main axis, in points. Default 0.
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// The edge section content insets are measured from, for sections set to `.automatic`. Default `.safeArea`.
  public var contentInsetsReference: UIContentInsetsReference = .safeArea

  /// Creates the default configuration.
  public init() {}

  func copy() -> UICollectionViewCompositionalLayoutConfiguration {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
