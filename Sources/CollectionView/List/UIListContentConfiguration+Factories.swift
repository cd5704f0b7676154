import CompositionalLayout
import Foundation
import TextMeasurement

/// The appearance-specific styles of list content. Fonts follow the iOS text styles at the default size (body 17,
/// subheadline 15, footnote 13, title3 20, title2 22); header and footer margins are FLUT's iOS 14.4 values where
/// the spec has them (header 16 above and 6 below, footer 10 below), chosen otherwise. See `ListMetrics`.
extension UIListContentConfiguration {
  /// A header style: `font` text in `color`, `margins` above and below, no minimum height.
  static func headerStyle(
    font: UIFont, color: UIColor, margins: (top: CGFloat, bottom: CGFloat)
  ) -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(
      font: .footnote, secondaryFont: .footnote, secondaryColor: .secondaryLabel, margins: margins.top,
      minimumHeight: 0)
    configuration.textProperties.font = font
    configuration.textProperties.color = color
    configuration.directionalLayoutMargins.bottom = margins.bottom
    configuration.isHeaderStyle = true
    return configuration
  }

  /// The header of a plain list: 13-pt secondary text, 7 pt above and below.
  ///
  /// UIKit parity: `UIListContentConfiguration.plainHeader()` (iOS 14, deprecated 18 for `header()`).
  public static func plainHeader() -> UIListContentConfiguration { header() }

  /// The footer of a plain list.
  ///
  /// UIKit parity: `UIListContentConfiguration.plainFooter()` (iOS 14, deprecated 18 for `footer()`).
  public static func plainFooter() -> UIListContentConfiguration { footer() }

  /// The header of a grouped or insetGrouped section: 13-pt secondary text, 16 pt above, 6 below (≈ 37.7 pt).
  ///
  /// UIKit parity: `UIListContentConfiguration.groupedHeader()` (iOS 14, deprecated 18 for `header()`).
  public static func groupedHeader() -> UIListContentConfiguration {
    headerStyle(
      font: .systemFont(ofSize: ListMetrics.groupedHeaderFontSize), color: .secondaryLabel,
      margins: ListMetrics.groupedHeaderTextMargins)
  }

  /// The footer of a grouped or insetGrouped section: 13-pt secondary text, 6 pt above, 10 below.
  ///
  /// UIKit parity: `UIListContentConfiguration.groupedFooter()` (iOS 14, deprecated 18 for `footer()`).
  public static func groupedFooter() -> UIListContentConfiguration {
    headerStyle(
      font: .systemFont(ofSize: ListMetrics.groupedHeaderFontSize), color: .secondaryLabel,
      margins: ListMetrics.groupedFooterTextMargins)
  }

  /// A prominent insetGrouped header: 20-pt bold label-coloured text, 16 pt above, 6 below.
  ///
  /// UIKit parity: `UIListContentConfiguration.prominentInsetGroupedHeader()` (iOS 15).
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    headerStyle(
      font: .boldSystemFont(ofSize: ListMetrics.prominentHeaderFontSize), color: .label,
      margins: ListMetrics.groupedHeaderTextMargins)
  }

  /// An extra-prominent insetGrouped header: 22-pt bold label-coloured text, 16 pt above, 6 below.
  ///
  /// UIKit parity: `UIListContentConfiguration.extraProminentInsetGroupedHeader()` (iOS 15).
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    headerStyle(
      font: .boldSystemFont(ofSize: ListMetrics.extraProminentHeaderFontSize), color: .label,
      margins: ListMetrics.groupedHeaderTextMargins)
  }

  /// A sidebar row: as `cell()`.
  ///
  /// UIKit parity: `UIListContentConfiguration.sidebarCell()` (iOS 14, deprecated 18 for `cell()`); sidebar metrics
  /// are unknown (spec §5.7).
  public static func sidebarCell() -> UIListContentConfiguration { cell() }

  /// A sidebar row with a subtitle: as `subtitleCell()`.
  ///
  /// UIKit parity: `UIListContentConfiguration.sidebarSubtitleCell()` (iOS 14, deprecated 18).
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

  /// A sidebar row that accompanies other content: as `cell()`.
  ///
  /// UIKit parity: `UIListContentConfiguration.accompaniedSidebarCell()` (iOS 14).
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }

  /// A sidebar subtitle row that accompanies other content: as `subtitleCell()`.
  ///
  /// UIKit parity: `UIListContentConfiguration.accompaniedSidebarSubtitleCell()` (iOS 14).
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

  /// A sidebar section header: 15-pt semibold label text, 16 pt above, 6 below.
  ///
  /// UIKit parity: `UIListContentConfiguration.sidebarHeader()` (iOS 14, deprecated 18 for `header()`).
  public static func sidebarHeader() -> UIListContentConfiguration {
    headerStyle(
      font: .systemFont(ofSize: ListMetrics.sidebarHeaderFontSize, weight: .semibold), color: .label,
      margins: ListMetrics.groupedHeaderTextMargins)
  }

  /// The default row content for a list `appearance` (iOS 18 restyles `cell()` from the list environment).
  public static func cell(for appearance: UICollectionLayoutListConfiguration.Appearance)
    -> UIListContentConfiguration
  {
    appearance == .sidebar || appearance == .sidebarPlain ? sidebarCell() : cell()
  }

  /// The header content for a list `appearance`, as iOS 18's `header()` resolves it from the list environment.
  public static func header(for appearance: UICollectionLayoutListConfiguration.Appearance)
    -> UIListContentConfiguration
  {
    switch appearance {
    case .plain: return plainHeader()
    case .grouped, .insetGrouped: return groupedHeader()
    case .sidebar, .sidebarPlain: return sidebarHeader()
    }
  }

  /// The footer content for a list `appearance`, as iOS 18's `footer()` resolves it from the list environment.
  public static func footer(for appearance: UICollectionLayoutListConfiguration.Appearance)
    -> UIListContentConfiguration
  {
    appearance == .plain || appearance == .sidebarPlain ? plainFooter() : groupedFooter()
  }
}
