import Foundation

/// One dimension (width or height) of a layout size: fractional, absolute, estimated or uniform across siblings.
///
/// Resolved in points against the *container* of the element (spec D-1…D-14): for an item or nested group the
/// containing group's box after that group's content insets; for a section's top group the section's content box.
///
/// UIKit parity: `NSCollectionLayoutDimension` (iOS 13; `uniformAcrossSiblings(estimate:)` iOS 17). Immutable, as in
/// UIKit. Source: Apple documentation of the class and spec section 2.2.
public final class NSCollectionLayoutDimension: CustomStringConvertible, Sendable {
  enum Kind: Hashable, Sendable {
    case fractionalWidth
    case fractionalHeight
    case absolute
    case estimated
    case uniformAcrossSiblings
  }

  let kind: Kind
  /// The dimension's value: a fraction for fractional dimensions, points otherwise (the estimate for estimated ones).
  public let dimension: CGFloat

  init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A dimension that is `fractionalWidth` times the container's width.
  ///
  /// - Parameter fractionalWidth: the fraction; 1 means the whole container width. Non-finite or negative values
  ///   lay out as 0 with a diagnostic.
  /// UIKit parity: `NSCollectionLayoutDimension.fractionalWidth(_:)`.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A dimension that is `fractionalHeight` times the container's height.
  ///
  /// UIKit parity: `NSCollectionLayoutDimension.fractionalHeight(_:)`.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A dimension of exactly `absoluteDimension` points.
  ///
  /// UIKit parity: `NSCollectionLayoutDimension.absolute(_:)`.
  public static func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(kind: .absolute, dimension: absoluteDimension)
  }

  /// A dimension that starts at `estimatedDimension` points and is replaced by the measured size.
  ///
  /// Until a measurer supplies sizes, the engine lays the element out at the estimate.
  /// UIKit parity: `NSCollectionLayoutDimension.estimated(_:)`.
  public static func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(kind: .estimated, dimension: estimatedDimension)
  }

  /// An estimated dimension whose final size is the largest measured size among its siblings (iOS 17).
  ///
  /// UIKit parity: `NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)`; `isEstimated` is also true.
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
    Self(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is an absolute number of points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is estimated; true for `uniformAcrossSiblings` too, as in UIKit.
  public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
  /// Whether the dimension is uniform across siblings (iOS 17).
  public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

  public var description: String {
    switch kind {
    case .fractionalWidth: return "fractionalWidth(\(dimension.layoutDescription))"
    case .fractionalHeight: return "fractionalHeight(\(dimension.layoutDescription))"
    case .absolute: return "absolute(\(dimension.layoutDescription))"
    case .estimated: return "estimated(\(dimension.layoutDescription))"
    case .uniformAcrossSiblings: return "uniformAcrossSiblings(estimate: \(dimension.layoutDescription))"
    }
  }
}

/// A width and a height dimension.
///
/// UIKit parity: `NSCollectionLayoutSize`; immutable, as in UIKit.
public final class NSCollectionLayoutSize: CustomStringConvertible, Sendable {
  /// The width dimension.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height dimension.
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size from two dimensions.
  ///
  /// UIKit parity: `NSCollectionLayoutSize.init(widthDimension:heightDimension:)`.
  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    self.widthDimension = width
    self.heightDimension = height
  }

  public var description: String { "{\(widthDimension), \(heightDimension)}" }
}

/// Spacing between items: exactly a value (fixed) or at least a value, growing to share leftover space (flexible).
///
/// UIKit parity: `NSCollectionLayoutSpacing`; immutable, as in UIKit.
public final class NSCollectionLayoutSpacing: CustomStringConvertible, Sendable {
  /// The spacing in points (the minimum, for flexible spacing).
  public let spacing: CGFloat
  /// Whether the spacing can grow to absorb leftover space.
  public let isFlexibleSpacing: Bool
  /// Whether the spacing is exactly `spacing`.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    self.isFlexibleSpacing = flexible
  }

  /// At least `flexibleSpacing` points; leftover space is shared equally among flexible spacings on the same axis.
  ///
  /// UIKit parity: `NSCollectionLayoutSpacing.flexible(_:)`.
  public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(spacing: flexibleSpacing, flexible: true)
  }

  /// Exactly `fixedSpacing` points.
  ///
  /// UIKit parity: `NSCollectionLayoutSpacing.fixed(_:)`.
  public static func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self(spacing: fixedSpacing, flexible: false)
  }

  public var description: String {
    "\(isFlexibleSpacing ? "flexible" : "fixed")(\(spacing.layoutDescription))"
  }
}

/// Space outside an item, per edge; each edge may be nil (0).
///
/// Edge spacing moves the item and the items after it; it is applied before content insets (spec I-3).
/// UIKit parity: `NSCollectionLayoutEdgeSpacing`; immutable, as in UIKit.
public final class NSCollectionLayoutEdgeSpacing: Sendable {
  /// Spacing before the leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// Spacing above the top edge.
  public let top: NSCollectionLayoutSpacing?
  /// Spacing after the trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// Spacing below the bottom edge.
  public let bottom: NSCollectionLayoutSpacing?

  /// Creates edge spacing; nil edges count as fixed 0.
  ///
  /// UIKit parity: `NSCollectionLayoutEdgeSpacing.init(leading:top:trailing:bottom:)`.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
