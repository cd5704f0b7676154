import Foundation

/// How the separators above and below a list row are drawn.
///
/// Separators are drawn by the cell inside its own frame, one device pixel thick (spec L-7): the bottom separator
/// occupies the last pixel row of the cell, the top one the first. Insets are in points from the cell's leading and
/// trailing edges; `automaticInsets` on an edge means "the system value" (leading: the primary text's leading edge;
/// trailing: 0).
///
/// UIKit parity: `UIListSeparatorConfiguration` (iOS 14.5): `init(listAppearance:)`, the two visibilities, the two
/// inset sets, `automaticInsets`, `color`, `multipleSelectionColor`, `visualEffect` (kept; separators are drawn in
/// their colour, without the effect).
public struct UIListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator is shown.
  ///
  /// UIKit parity: `UIListSeparatorConfiguration.Visibility`; same cases and raw values.
  public enum Visibility: Int, Hashable, Sendable {
    /// The list decides per row (see `UICollectionLayoutListConfiguration.resolvedSeparatorConfiguration`).
    case automatic = 0
    /// Always shown.
    case visible = 1
    /// Never shown.
    case hidden = 2
  }

  /// The sentinel inset value meaning "the system value" on each edge (`CGFloat.greatestFiniteMagnitude`).
  ///
  /// UIKit parity: `UIListSeparatorConfiguration.automaticInsets`.
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
    trailing: .greatestFiniteMagnitude)

  /// Visibility of the separator at the top of the row. Default `.automatic`.
  public var topSeparatorVisibility: Visibility = .automatic
  /// Visibility of the separator at the bottom of the row. Default `.automatic`.
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// Leading/trailing insets of the top separator, in points; `automaticInsets` per edge means the system value.
  public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
  /// Leading/trailing insets of the bottom separator, in points; `automaticInsets` per edge means the system value.
  public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
  /// The separator colour. Default `.separator`.
  public var color: UIColor = .separator
  /// The separator colour while the list is in multiple-selection mode. Default `.separator`.
  public var multipleSelectionColor: UIColor = .separator
  /// An effect for the separators (typically a `UIVibrancyEffect` over a blurred background); nil by default.
  /// Headless, separators are drawn in `color` whatever the effect.
  ///
  /// UIKit parity: `UIListSeparatorConfiguration.visualEffect` (iOS 14.5).
  public var visualEffect: UIVisualEffect?
  /// The list appearance the configuration was made for.
  public let listAppearance: UICollectionLayoutListConfiguration.Appearance

  /// The baseline configuration for `listAppearance`: automatic visibilities and insets, the system colour.
  ///
  /// UIKit parity: `UIListSeparatorConfiguration.init(listAppearance:)` (iOS 14.5).
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
    self.listAppearance = listAppearance
  }

  /// Whether `value` is the "system value" sentinel of `automaticInsets`.
  public static func isAutomatic(_ value: CGFloat) -> Bool { value == .greatestFiniteMagnitude }
}
