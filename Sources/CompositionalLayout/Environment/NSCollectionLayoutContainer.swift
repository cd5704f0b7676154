import Foundation

/// The space a section, group or item is laid out in.
///
/// UIKit parity: `NSCollectionLayoutContainer` (protocol, iOS 13); same four members.
public protocol NSCollectionLayoutContainer {
  /// The container's size before insets, in points.
  var contentSize: CGSize { get }
  /// The container's size after `effectiveContentInsets`, in points; never negative.
  var effectiveContentSize: CGSize { get }
  /// The container's insets as given; a value between 0 and 1 (exclusive) is a fraction of the container's
  /// extent on that axis.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// `contentInsets` with fractional values resolved to points.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or custom group provider is given: a container and traits.
///
/// UIKit parity: `NSCollectionLayoutEnvironment` (protocol, iOS 13); same two members.
public protocol NSCollectionLayoutEnvironment {
  /// The container the section (or custom group) is laid out in.
  var container: NSCollectionLayoutContainer { get }
  /// The traits of the collection view.
  var traitCollection: UITraitCollection { get }
}

/// The engine's container value.
///
/// `contentSize` is the raw size; insets in (0, 1) are fractions of the extent on their axis (spec C-3);
/// `effectiveContentSize` is clamped at zero so a container narrower than its insets never goes negative (case B13).
///
/// UIKit parity: the object UIKit passes as `NSCollectionLayoutContainer`; UIKit does not expose the class.
public struct LayoutContainer: NSCollectionLayoutContainer, Sendable, Hashable {
  /// The container's size before insets, in points.
  public var contentSize: CGSize
  /// The insets as given; values in (0, 1) are fractions of the extent on their axis.
  public var contentInsets: NSDirectionalEdgeInsets

  /// Creates a container of `contentSize` points with `contentInsets`.
  public init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  /// `contentInsets` with fractional values resolved to points.
  public var effectiveContentInsets: NSDirectionalEdgeInsets {
    func resolve(_ value: CGFloat, _ extent: CGFloat) -> CGFloat {
      value > 0 && value < 1 ? value * extent : value
    }
    return NSDirectionalEdgeInsets(
      top: resolve(contentInsets.top, contentSize.height),
      leading: resolve(contentInsets.leading, contentSize.width),
      bottom: resolve(contentInsets.bottom, contentSize.height),
      trailing: resolve(contentInsets.trailing, contentSize.width))
  }

  /// The size after `effectiveContentInsets`, never negative (case B13).
  public var effectiveContentSize: CGSize {
    let insets = effectiveContentInsets
    return CGSize(
      width: max(0, contentSize.width - insets.leading - insets.trailing),
      height: max(0, contentSize.height - insets.top - insets.bottom))
  }
}

/// The engine's environment value.
///
/// UIKit parity: the object UIKit passes as `NSCollectionLayoutEnvironment`; UIKit does not expose the class.
public struct LayoutEnvironment: NSCollectionLayoutEnvironment {
  /// The container, as the protocol type.
  public var container: NSCollectionLayoutContainer { layoutContainer }
  /// The container as a value.
  public var layoutContainer: LayoutContainer
  /// The traits section providers see.
  public var traitCollection: UITraitCollection

  /// Creates an environment.
  public init(container: LayoutContainer, traitCollection: UITraitCollection = UITraitCollection()) {
    self.layoutContainer = container
    self.traitCollection = traitCollection
  }
}
