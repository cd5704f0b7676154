import CompositionalLayout
import Foundation

/// How a cell's background is drawn: a fill, a corner radius, insets and a stroke, each colour optionally passed
/// through a transformer.
///
/// Colours resolve as UIKit resolves them: a nil `backgroundColor` means the view's tint colour (a clear background
/// is `UIColor.clear`); a nil `strokeColor` means the resolved background colour. The transformers then apply.
///
/// UIKit parity: `UIBackgroundConfiguration` (iOS 14): `clear()`, the list factories, `backgroundColor`,
/// `backgroundColorTransformer`, `resolvedBackgroundColor(for:)`, `cornerRadius`, `backgroundInsets`,
/// `edgesAddingLayoutMarginsToBackgroundInsets`, `strokeColor`, `strokeColorTransformer`,
/// `resolvedStrokeColor(for:)`, `strokeWidth`, `strokeOutset`, `customView`, `visualEffect` (kept, not drawn),
/// `updated(for:)`. Images are not modelled; cells draw the stroke inside the background's edges (`strokeOutset` is
/// kept, not drawn).
public struct UIBackgroundConfiguration: Hashable, Sendable {
  /// A view shown in the background, filling it (inside `backgroundInsets`, clipped to `cornerRadius`), in front of
  /// the fill and behind the stroke. Default nil.
  ///
  /// UIKit parity: `customView`.
  public var customView: UIView?
  /// An effect for the background (a blur behind a translucent cell); nil by default. Headless, the background is
  /// drawn in its colour whatever the effect.
  ///
  /// UIKit parity: `visualEffect` (iOS 14).
  public var visualEffect: UIVisualEffect?
  /// The fill colour; nil means the view's tint colour. Default nil.
  ///
  /// UIKit parity: `backgroundColor`.
  public var backgroundColor: UIColor?
  /// A transformer applied to the fill colour when it is resolved. Default nil.
  ///
  /// UIKit parity: `backgroundColorTransformer`.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?
  /// The corner radius, in points. Default 0.
  public var cornerRadius: CGFloat = 0
  /// Insets of the background from the cell's edges, in points. Default zero.
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero
  /// The edges on which the cell's layout margins add to `backgroundInsets`. Default none.
  ///
  /// UIKit parity: `edgesAddingLayoutMarginsToBackgroundInsets`.
  public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
  /// The stroke colour; nil means the resolved background colour. Default nil.
  public var strokeColor: UIColor?
  /// A transformer applied to the stroke colour when it is resolved. Default nil.
  ///
  /// UIKit parity: `strokeColorTransformer`.
  public var strokeColorTransformer: UIConfigurationColorTransformer?
  /// The stroke width, in points. Default 0 (no stroke).
  public var strokeWidth: CGFloat = 0
  /// How far the stroke extends outside the background's edges, in points. Default 0.
  ///
  /// UIKit parity: `strokeOutset`.
  public var strokeOutset: CGFloat = 0
  /// The list style whose state colours `updated(for:)` applies; nil for a custom or clear background.
  var listStyle: ListBackgroundStyle?
  /// The colour set before `updated(for:)` applied a state colour, restored when the state clears.
  var normalBackgroundColor: UIColor?
  /// Whether `backgroundColor` currently holds a state colour from `updated(for:)`.
  var isShowingStateColor = false

  init(backgroundColor: UIColor?, listStyle: ListBackgroundStyle? = nil) {
    self.backgroundColor = backgroundColor
    self.listStyle = listStyle
  }

  /// A clear background: `UIColor.clear`, no stroke.
  ///
  /// UIKit parity: `UIBackgroundConfiguration.clear()`.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }

  /// The background of a plain list cell: `systemBackground`.
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listPlainCell()` (iOS 14, deprecated 18).
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .systemBackground, listStyle: .cell)
  }

  /// The background of a grouped list cell: `secondarySystemGroupedBackground`.
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listGroupedCell()` (iOS 14, deprecated 18).
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground, listStyle: .cell)
  }

  /// The fill colour shown for a view whose tint is `tintColor`: `backgroundColor` (or `tintColor` when nil)
  /// through `backgroundColorTransformer`.
  ///
  /// UIKit parity: `resolvedBackgroundColor(for:)`.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color = backgroundColor ?? tintColor
    return backgroundColorTransformer.map { $0(color) } ?? color
  }

  /// The stroke colour shown for a view whose tint is `tintColor`: `strokeColor` (or the resolved background colour
  /// when nil) through `strokeColorTransformer`.
  ///
  /// UIKit parity: `resolvedStrokeColor(for:)`.
  public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
    let color = strokeColor ?? resolvedBackgroundColor(for: tintColor)
    return strokeColorTransformer.map { $0(color) } ?? color
  }
}
