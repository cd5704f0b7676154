import CompositionalLayout
import Foundation

/// Content a cell shows: a value that creates the view drawing it and resolves itself for a state.
///
/// A cell whose `contentConfiguration` is set installs `makeContentView()`'s view in its `contentView` (or, when
/// the view already there `supports(_:)` the new configuration, hands it the configuration); self-sizing measures
/// that view.
///
/// UIKit parity: `UIContentConfiguration` (iOS 14): `makeContentView()` (main actor) and `updated(for:)`, declared
/// as UIKit declares them.
public protocol UIContentConfiguration {
  /// A new view that shows this configuration.
  ///
  /// UIKit parity: `UIContentConfiguration.makeContentView()`.
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// A copy of the configuration resolved for `state` (a cell calls it when its state changes and
  /// `automaticallyUpdatesContentConfiguration` is true).
  ///
  /// UIKit parity: `UIContentConfiguration.updated(for:)`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view created from a content configuration that shows it and takes new ones.
///
/// UIKit parity: `UIContentView` (iOS 14; `supports(_:)` iOS 16), a main-actor protocol refining
/// `NSObjectProtocol`.
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration shown; setting it applies the new one to the view.
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show `configuration` when it is assigned to `configuration`.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether `configuration` is of the same type as the view's current configuration.
  ///
  /// UIKit parity: `UIContentView.supports(_:)`'s default ("compatible with configuration types that match the
  /// type of the view's existing configuration").
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
  }
}
