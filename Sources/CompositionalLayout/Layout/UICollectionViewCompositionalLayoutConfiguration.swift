import Foundation

/// Settings that apply to the whole compositional layout.
///
/// UIKit parity: `UICollectionViewCompositionalLayoutConfiguration` (iOS 13; `contentInsetsReference` iOS 14).
/// `UICollectionViewCompositionalLayout.configuration` hands out and stores copies, as UIKit does (spec Q-10).
public final class UICollectionViewCompositionalLayoutConfiguration {
  /// The main (scrolling) axis. Default `.vertical`.
  public var scrollDirection: UICollectionView.ScrollDirection = .vertical
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

/// The namespace of collection-view constants the layout API names.
///
/// UIKit parity: `UICollectionView`'s nested `ScrollDirection` and `ElementCategory` and its element-kind constants.
/// The headless collection view itself is built on top of this type.
open class UICollectionView {
  /// The axis a layout scrolls along.
  ///
  /// UIKit parity: `UICollectionView.ScrollDirection`; same cases and raw values.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// What kind of element a set of layout attributes describes.
  ///
  /// UIKit parity: `UICollectionView.ElementCategory`; same cases and raw values.
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
  }

  /// The element kind of section headers: "UICollectionElementKindSectionHeader".
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The element kind of section footers: "UICollectionElementKindSectionFooter".
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  public init() {}
}
