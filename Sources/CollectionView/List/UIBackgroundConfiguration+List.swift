import CompositionalLayout
import Foundation

extension UIBackgroundConfiguration {
  /// The background of a plain list header or footer: `systemBackground`.
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listPlainHeaderFooter()` (iOS 14, deprecated 18).
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(backgroundColor: .systemBackground)
  }

  /// The background of a grouped list header or footer: clear (the grouped background shows through).
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listGroupedHeaderFooter()` (iOS 14, deprecated 18).
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }

  /// The background of a sidebar row: clear until selected.
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listSidebarCell()` (iOS 14, deprecated 18).
  public static func listSidebarCell() -> UIBackgroundConfiguration { clear() }

  /// The background of a sidebar header: clear.
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listSidebarHeader()` (iOS 14, deprecated 18).
  public static func listSidebarHeader() -> UIBackgroundConfiguration { clear() }

  /// The background of an accompanied sidebar row: clear until selected.
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listAccompaniedSidebarCell()` (iOS 14).
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { clear() }

  /// The row background for a list `appearance`, as iOS 18's `listCell()` resolves it: white, rounded by
  /// `ListMetrics.insetGroupedCornerRadius` (10 pt) in insetGrouped (the cell rounds only its section's first and
  /// last rows; see `UICollectionViewListCell.backgroundCornerRadii`).
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listCell()` (iOS 18), with the appearance passed explicitly.
  public static func listCell(for appearance: UICollectionLayoutListConfiguration.Appearance)
    -> UIBackgroundConfiguration
  {
    switch appearance {
    case .plain: return listPlainCell()
    case .grouped: return listGroupedCell()
    case .insetGrouped:
      var configuration = listGroupedCell()
      configuration.cornerRadius = ListMetrics.insetGroupedCornerRadius
      return configuration
    case .sidebar, .sidebarPlain: return listSidebarCell()
    }
  }

  /// The header background for a list `appearance`, as iOS 18's `listHeader()` resolves it.
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listHeader()` (iOS 18), with the appearance passed explicitly.
  public static func listHeader(for appearance: UICollectionLayoutListConfiguration.Appearance)
    -> UIBackgroundConfiguration
  {
    appearance == .plain ? listPlainHeaderFooter() : listGroupedHeaderFooter()
  }

  /// The footer background for a list `appearance`, as iOS 18's `listFooter()` resolves it.
  ///
  /// UIKit parity: `UIBackgroundConfiguration.listFooter()` (iOS 18), with the appearance passed explicitly.
  public static func listFooter(for appearance: UICollectionLayoutListConfiguration.Appearance)
    -> UIBackgroundConfiguration
  {
    listHeader(for: appearance)
  }
}
