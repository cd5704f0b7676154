import Foundation

/// A size class: how much room a dimension has.
///
/// UIKit parity: `UIUserInterfaceSizeClass`; same cases and raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// The kind of device the layout is for.
///
/// UIKit parity: `UIUserInterfaceIdiom`; the common cases.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// The traits a section provider sees through its environment.
///
/// Headless: the host sets them; nothing is read from a screen.
///
/// UIKit parity: `UITraitCollection`; carries the size classes, layout direction, display scale and idiom that
/// layout code commonly branches on. Trait change registration is out of scope.
public final class UITraitCollection: Sendable {
  /// Horizontal size class; defaults to `.compact` (an iPhone in portrait).
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// Vertical size class; defaults to `.regular`.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Layout direction; `.rightToLeft` mirrors every layout horizontally.
  public let layoutDirection: UIUserInterfaceLayoutDirection
  /// Points-to-pixels scale; defaults to 3.
  public let displayScale: CGFloat
  /// Device idiom; defaults to `.phone`.
  public let userInterfaceIdiom: UIUserInterfaceIdiom

  /// Creates a trait collection.
  public init(
    horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
    verticalSizeClass: UIUserInterfaceSizeClass = .regular,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    displayScale: CGFloat = 3,
    userInterfaceIdiom: UIUserInterfaceIdiom = .phone
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
    self.userInterfaceIdiom = userInterfaceIdiom
  }
}
