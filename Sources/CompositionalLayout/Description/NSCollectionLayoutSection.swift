import Foundation

/// Called before each layout pass of a section with the elements visible in it, the section's scroll offset and the
/// environment; writes to the items' alpha, transform, zIndex, isHidden and center show in the vended attributes.
///
/// UIKit parity: `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
  [NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment
) -> Void

/// A section: one group repeated until the section's items run out, with insets, boundary items and decorations.
///
/// Geometry along the main axis (vertical layout, spec S-1…S-10, B-6, S-7): extending top boundary items, then
/// `contentInsets.top`, the group instances separated by `interGroupSpacing`, `contentInsets.bottom`, extending
/// bottom boundary items. The top group's fractional dimensions resolve against the section's content box.
///
/// UIKit parity: `NSCollectionLayoutSection` (iOS 13; insets references iOS 14/16; scrolling properties iOS 17).
public final class NSCollectionLayoutSection: CustomStringConvertible {
  /// The group repeated along the section.
  let group: NSCollectionLayoutGroup
  /// Space between the section's content and its boundaries, in points. Default zero.
  public var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space between consecutive group instances, in points. Default 0.
  public var interGroupSpacing: CGFloat = 0
  /// The edge `contentInsets` are measured from; `.automatic` follows the configuration. Default `.automatic`.
  public var contentInsetsReference: UIContentInsetsReference = .automatic
  /// The edge boundary items' insets are measured from (iOS 16); `.automatic` means "as
  /// `supplementariesFollowContentInsets` says". Default `.automatic`.
  public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
  /// Whether boundary items are inset by the section's leading/trailing content insets. Default true.
  public var supplementariesFollowContentInsets: Bool = true
  /// How the section scrolls along the orthogonal axis. Default `.none`.
  public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// Deceleration and bounce of an orthogonally scrolling section (iOS 17).
  public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
  /// The list configuration the section was made with by `list(using:layoutEnvironment:)`, else nil: its cells
  /// take the list's appearance, separators and default backgrounds.
  var listConfiguration: UICollectionLayoutListConfiguration?
  /// Headers, footers and side views of the section.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Backgrounds of the section.
  public var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Called with the visible items before each layout pass of the section. Default nil.
  public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// Creates a section that repeats `group`.
  ///
  /// UIKit parity: `NSCollectionLayoutSection.init(group:)`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  public var description: String { "NSCollectionLayoutSection(group: \(group))" }
}

/// How a section scrolls along the axis orthogonal to the layout's scroll direction.
///
/// UIKit parity: `UICollectionLayoutSectionOrthogonalScrollingBehavior`; same cases and raw values.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, CaseIterable {
  /// The section does not scroll orthogonally; groups repeat along the main axis.
  case none = 0
  /// Free scrolling with normal deceleration.
  case continuous = 1
  /// Free scrolling that comes to rest with a group's leading edge aligned.
  case continuousGroupLeadingBoundary = 2
  /// Pages by the collection view's visible extent.
  case paging = 3
  /// Pages one group at a time.
  case groupPaging = 4
  /// Pages one group at a time, each group centred (the first offset is negative).
  case groupPagingCentered = 5
}

/// Deceleration and bounce of an orthogonally scrolling section.
///
/// UIKit parity: `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17).
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
  /// How quickly a fling slows down.
  public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    /// The rate per millisecond (0 for `.automatic`).
    public let rawValue: CGFloat
    /// A rate per millisecond.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// As the behaviour implies: `.fast` for paging behaviours, `.normal` otherwise.
    public static let automatic = DecelerationRate(rawValue: 0)
    /// UIScrollView's normal rate, 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIScrollView's fast rate, 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// Whether the section bounces at its ends.
  public enum Bounce: Int, Sendable {
    /// Bounce when the content is larger than the visible extent.
    case automatic = 0
    /// Always bounce, even when the content fits.
    case always = 1
    /// Never bounce.
    case never = 2
  }

  /// Deceleration rate. Default `.automatic`.
  public var decelerationRate: DecelerationRate = .automatic
  /// Bounce. Default `.automatic`.
  public var bounce: Bounce = .automatic

  init() {}
}
