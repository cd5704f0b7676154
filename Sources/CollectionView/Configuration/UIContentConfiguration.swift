import CompositionalLayout
import Foundation

/// Content a cell shows, which a renderer draws and the collection view measures for self-sizing.
///
/// UIKit parity: `UIContentConfiguration` (`updated(for:)`); headless, so instead of `makeContentView()` a
/// configuration measures itself.
public protocol UIContentConfiguration {
  /// The size the content needs: its natural width (no wrapping) and its height when wrapped to `size.width`, in
  /// points. The collection view keeps the layout's value on axes that are not estimated.
  func sizeThatFits(_ size: CGSize) -> CGSize

  /// A copy of the configuration resolved for `state` (a cell calls it when its state changes and
  /// `automaticallyUpdatesContentConfiguration` is true). Default: the configuration unchanged.
  ///
  /// UIKit parity: `UIContentConfiguration.updated(for:)`.
  func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
  /// The configuration unchanged: content that does not depend on state.
  ///
  /// UIKit parity: `UIContentConfiguration.updated(for:)`, as for configurations without state-dependent styling.
  public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// How a cell's background is drawn.
///
/// UIKit parity: `UIBackgroundConfiguration` (colour, corner radius, insets, stroke, `updated(for:)`); images and
/// visual effects are not modelled.
public struct UIBackgroundConfiguration: Hashable, Sendable {
  /// The fill colour; nil means clear.
  public var backgroundColor: UIColor?
  /// The corner radius, in points.
  public var cornerRadius: CGFloat = 0
  /// Insets of the background from the cell's edges, in points.
  public var backgroundInsets: NSDirectionalEdgeInsets = .zero
  /// The stroke colour; nil means none.
  public var strokeColor: UIColor?
  /// The stroke width, in points.
  public var strokeWidth: CGFloat = 0
  /// The list style whose state colours `updated(for:)` applies; nil for a custom or clear background.
  var listStyle: ListBackgroundStyle?
  /// The colour set before `updated(for:)` applied a state colour, restored when the state clears.
  var normalBackgroundColor: UIColor?
  /// Whether `backgroundColor` currently holds a state colour from `updated(for:)`.
  var isShowingStateColor = false

  /// A clear background.
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

  /// The background of a plain list cell: `systemBackground`.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .systemBackground, listStyle: .cell)
  }

  /// The background of a grouped list cell: `secondarySystemGroupedBackground`.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground, listStyle: .cell)
  }
}
