import CompositionalLayout
import Foundation

/// The kinds of list background whose colour depends on the cell's state.
enum ListBackgroundStyle: Hashable, Sendable {
  /// A row: the selection colour while selected or highlighted.
  case cell
  /// A header or footer: no state colours.
  case headerFooter
}

extension UIBackgroundConfiguration {
  /// The background of a list row in a plain list (`systemBackground`); selected or highlighted it turns
  /// `systemGray4` through `updated(for:)`.
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listCell()` (iOS 18); UIKit resolves the appearance from the list
  /// the cell is in, headless code passes it to `listCell(for:)` (this one is the plain style).
  public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }

  /// The background of a list header in a plain list (`systemBackground`, no state colours).
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listHeader()` (iOS 18); the appearance-specific one is
  /// `listHeader(for:)`.
  public static func listHeader() -> UIBackgroundConfiguration {
    var configuration = listPlainHeaderFooter()
    configuration.listStyle = .headerFooter
    return configuration
  }

  /// The background of a list footer in a plain list (`systemBackground`, no state colours).
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listFooter()` (iOS 18); the appearance-specific one is
  /// `listFooter(for:)`.
  public static func listFooter() -> UIBackgroundConfiguration { listHeader() }

  /// A copy resolved for `state`: a list row background (`listCell()`, `listPlainCell()`, `listGroupedCell()`)
  /// takes `systemGray4` while the cell is selected or highlighted and gets its own colour back when it is neither;
  /// other backgrounds are returned unchanged. Updating twice for the same state gives the same result.
  ///
  /// UIKit parity: `UIBackgroundConfiguration.updated(for:)` (light appearance; a selected plain or grouped list
  /// row is drawn on `systemGray4`).
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    guard listStyle == .cell, let cellState = state as? UICellConfigurationState else { return self }
    var configuration = self
    if cellState.isSelected || cellState.isHighlighted {
      if !configuration.isShowingStateColor {
        configuration.normalBackgroundColor = backgroundColor
        configuration.isShowingStateColor = true
      }
      configuration.backgroundColor = .systemGray4
    } else if configuration.isShowingStateColor {
      configuration.backgroundColor = configuration.normalBackgroundColor
      configuration.normalBackgroundColor = nil
      configuration.isShowingStateColor = false
    }
    return configuration
  }
}
