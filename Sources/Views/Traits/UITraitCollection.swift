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

/// The direction in which text and leading/trailing geometry flows.
///
/// UIKit parity: `UIUserInterfaceLayoutDirection`; same cases and raw values.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Leading is left.
  case leftToRight = 0
  /// Leading is right; layouts are mirrored horizontally.
  case rightToLeft = 1
}

/// Light or dark appearance.
///
/// UIKit parity: `UIUserInterfaceStyle`; same cases and raw values.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// Base or elevated level (dark-mode colours of content presented above other content differ).
///
/// UIKit parity: `UIUserInterfaceLevel`; same cases and raw values.
public enum UIUserInterfaceLevel: Int, Sendable {
  case unspecified = -1
  case base = 0
  case elevated = 1
}

/// Normal or increased contrast.
///
/// UIKit parity: `UIAccessibilityContrast`; same cases and raw values.
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1
}

/// Regular or bold text (the Bold Text accessibility setting).
///
/// UIKit parity: `UILegibilityWeight`; same cases and raw values.
public enum UILegibilityWeight: Int, Sendable {
  case unspecified = -1
  case regular = 0
  case bold = 1
}

/// The traits of a view's environment: size classes, layout direction, scale, idiom, appearance, text size.
///
/// Headless: a screen host sets them (a device's size classes and scale); nothing is read from a screen. Values are
/// immutable; derive changed collections with `init(traitsFrom:)` or `modifyingTraits(_:)`.
///
/// UIKit parity: `UITraitCollection`; the traits layout and drawing code commonly branch on. Difference: the
/// memberwise initialiser with defaults (a compact-width phone at 3×, light, Large text) exists for headless hosts;
/// UIKit's single-trait initialisers leave other traits unspecified, which here means the phone defaults.
public final class UITraitCollection: Sendable, Equatable, CustomStringConvertible {
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
  /// Light or dark appearance; defaults to `.light`.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// Base or elevated level; defaults to `.base`.
  public let userInterfaceLevel: UIUserInterfaceLevel
  /// Contrast setting; defaults to `.normal`.
  public let accessibilityContrast: UIAccessibilityContrast
  /// Bold Text setting; defaults to `.regular`.
  public let legibilityWeight: UILegibilityWeight
  /// The Dynamic Type text size; defaults to `.large`.
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Creates a trait collection; every trait has a default (a compact-width iPhone in portrait, 3×, light, Large).
  public init(
    horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
    verticalSizeClass: UIUserInterfaceSizeClass = .regular,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    displayScale: CGFloat = 3,
    userInterfaceIdiom: UIUserInterfaceIdiom = .phone,
    userInterfaceStyle: UIUserInterfaceStyle = .light,
    userInterfaceLevel: UIUserInterfaceLevel = .base,
    accessibilityContrast: UIAccessibilityContrast = .normal,
    legibilityWeight: UILegibilityWeight = .regular,
    preferredContentSizeCategory: UIContentSizeCategory = .large
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
    self.userInterfaceIdiom = userInterfaceIdiom
    self.userInterfaceStyle = userInterfaceStyle
    self.userInterfaceLevel = userInterfaceLevel
    self.accessibilityContrast = accessibilityContrast
    self.legibilityWeight = legibilityWeight
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// A collection with only the appearance set (others at their defaults).
  ///
  /// UIKit parity: `init(userInterfaceStyle:)`.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: .large)
  }

  /// A collection with only the text size set (others at their defaults).
  ///
  /// UIKit parity: `init(preferredContentSizeCategory:)`.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(userInterfaceStyle: .light, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// A collection with only the horizontal size class set (others at their defaults).
  ///
  /// UIKit parity: `init(horizontalSizeClass:)`.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .regular)
  }

  /// A collection with only the vertical size class set (others at their defaults).
  ///
  /// UIKit parity: `init(verticalSizeClass:)`.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: .compact, verticalSizeClass: verticalSizeClass)
  }

  /// A collection with only the display scale set (others at their defaults).
  ///
  /// UIKit parity: `init(displayScale:)`.
  public convenience init(displayScale: CGFloat) {
    self.init(horizontalSizeClass: .compact, displayScale: displayScale)
  }

  /// A collection with only the layout direction set (others at their defaults).
  ///
  /// UIKit parity: `init(layoutDirection:)`.
  public convenience init(layoutDirection: UIUserInterfaceLayoutDirection) {
    self.init(horizontalSizeClass: .compact, layoutDirection: layoutDirection)
  }

  /// Combines collections: each trait comes from the last collection in `traitCollections` (defaults first).
  ///
  /// UIKit parity: `init(traitsFrom:)`; here every collection carries every trait, so the last one wins whole.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    let last = traitCollections.last ?? UITraitCollection()
    self.init(copying: last)
  }

  private convenience init(copying other: UITraitCollection) {
    self.init(
      horizontalSizeClass: other.horizontalSizeClass, verticalSizeClass: other.verticalSizeClass,
      layoutDirection: other.layoutDirection, displayScale: other.displayScale,
      userInterfaceIdiom: other.userInterfaceIdiom, userInterfaceStyle: other.userInterfaceStyle,
      userInterfaceLevel: other.userInterfaceLevel, accessibilityContrast: other.accessibilityContrast,
      legibilityWeight: other.legibilityWeight, preferredContentSizeCategory: other.preferredContentSizeCategory)
  }

  /// A mutable copy of the traits, for `modifyingTraits(_:)`.
  ///
  /// UIKit parity: `UIMutableTraits` (iOS 17), as a struct.
  public struct Mutable: Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var layoutDirection: UIUserInterfaceLayoutDirection
    public var displayScale: CGFloat
    public var userInterfaceIdiom: UIUserInterfaceIdiom
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var userInterfaceLevel: UIUserInterfaceLevel
    public var accessibilityContrast: UIAccessibilityContrast
    public var legibilityWeight: UILegibilityWeight
    public var preferredContentSizeCategory: UIContentSizeCategory
  }

  /// A copy with the traits `mutations` changes.
  ///
  /// UIKit parity: `modifyingTraits(_:)` (iOS 17).
  public func modifyingTraits(_ mutations: (inout Mutable) -> Void) -> UITraitCollection {
    var traits = Mutable(
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      layoutDirection: layoutDirection, displayScale: displayScale, userInterfaceIdiom: userInterfaceIdiom,
      userInterfaceStyle: userInterfaceStyle, userInterfaceLevel: userInterfaceLevel,
      accessibilityContrast: accessibilityContrast, legibilityWeight: legibilityWeight,
      preferredContentSizeCategory: preferredContentSizeCategory)
    mutations(&traits)
    return UITraitCollection(
      horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass,
      layoutDirection: traits.layoutDirection, displayScale: traits.displayScale,
      userInterfaceIdiom: traits.userInterfaceIdiom, userInterfaceStyle: traits.userInterfaceStyle,
      userInterfaceLevel: traits.userInterfaceLevel, accessibilityContrast: traits.accessibilityContrast,
      legibilityWeight: traits.legibilityWeight, preferredContentSizeCategory: traits.preferredContentSizeCategory)
  }

  /// Whether a change from `previous` to this collection can change colours (appearance, level or contrast).
  ///
  /// UIKit parity: `hasDifferentColorAppearance(comparedTo:)`.
  public func hasDifferentColorAppearance(comparedTo previous: UITraitCollection?) -> Bool {
    guard let previous else { return true }
    return userInterfaceStyle != previous.userInterfaceStyle || userInterfaceLevel != previous.userInterfaceLevel
      || accessibilityContrast != previous.accessibilityContrast
  }

  /// Whether every trait of `other` equals this collection's.
  ///
  /// UIKit parity: `containsTraits(in:)`; every trait is specified here, so this is equality.
  public func containsTraits(in other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    return self == other
  }

  /// The traits the current code runs under: the one a host set, else the defaults.
  ///
  /// UIKit parity: `UITraitCollection.current`; a headless host sets it (on the main thread) while it lays out and
  /// draws; `UIFont.preferredFont(forTextStyle:)` reads its text size.
  nonisolated(unsafe) public static var current = UITraitCollection()

  /// The traits of a view outside any window, controller or override: the defaults, one shared instance (a new
  /// instance per read would make every consumer that compares by identity, like a layout's context, see a change).
  static let unattached = UITraitCollection()

  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    if lhs === rhs { return true }
    return lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.layoutDirection == rhs.layoutDirection && lhs.displayScale == rhs.displayScale
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.userInterfaceStyle == rhs.userInterfaceStyle
      && lhs.userInterfaceLevel == rhs.userInterfaceLevel && lhs.accessibilityContrast == rhs.accessibilityContrast
      && lhs.legibilityWeight == rhs.legibilityWeight
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
  }

  public var description: String {
    "<UITraitCollection: size classes \(horizontalSizeClass)/\(verticalSizeClass), \(layoutDirection), "
      + "scale \(displayScale), \(userInterfaceIdiom), \(userInterfaceStyle), \(preferredContentSizeCategory.rawValue)>"
  }
}
