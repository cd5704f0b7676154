import Foundation

extension UICollectionLayoutListConfiguration {
  /// The separator configuration of the row at `indexPath` in a section of `itemCount` rows, with `.automatic`
  /// visibilities resolved, then passed through `itemSeparatorHandler`.
  ///
  /// Automatic rules (spec L-7, §2.2; the chosen ones marked C in `ListMetrics`):
  /// - `showsSeparators == false`: both hidden (the handler is not called);
  /// - bottom: hidden under the last row in `.insetGrouped` (M); visible otherwise — grouped's last line is full
  ///   width (M), plain's last row keeps its separator (C); sidebar styles hide automatic separators (C);
  /// - top: visible and full width above the first row in `.grouped` (M); hidden elsewhere;
  /// - with `headerMode == .firstItemInSection` the header row has no bottom separator (C).
  ///
  /// Insets left at `automaticInsets` stay so on the leading edge (the cell aligns it with its primary text);
  /// automatic trailing insets resolve to 0, and grouped section-edge lines resolve both edges to 0.
  ///
  /// - Parameters:
  ///   - indexPath: the row; `item` in `0..<itemCount`.
  ///   - itemCount: the number of rows in the section.
  /// - Complexity: O(1) plus the handler.
  ///
  /// UIKit parity: the resolution UIKit performs before calling `itemSeparatorHandler` (iOS 14.5); UIKit does not
  /// expose it as a method.
  public func resolvedSeparatorConfiguration(forItemAt indexPath: IndexPath, itemCount: Int)
    -> UIListSeparatorConfiguration
  {
    var result = separatorConfiguration
    guard showsSeparators else {
      result.topSeparatorVisibility = .hidden
      result.bottomSeparatorVisibility = .hidden
      return result
    }
    let isFirst = indexPath.item == 0
    let isLast = indexPath.item == itemCount - 1
    let isHeaderRow = headerMode == .firstItemInSection && isFirst
    if result.bottomSeparatorVisibility == .automatic {
      let hidden: Bool
      switch appearance {
      case .insetGrouped: hidden = isLast || isHeaderRow
      case .sidebar, .sidebarPlain: hidden = true
      case .plain, .grouped: hidden = isHeaderRow
      }
      result.bottomSeparatorVisibility = hidden ? .hidden : .visible
    }
    if result.topSeparatorVisibility == .automatic {
      result.topSeparatorVisibility = appearance == .grouped && isFirst ? .visible : .hidden
    }
    if appearance == .grouped && isFirst {
      result.topSeparatorInsets = Self.resolved(result.topSeparatorInsets, leading: 0)
    }
    if appearance == .grouped && isLast {
      result.bottomSeparatorInsets = Self.resolved(result.bottomSeparatorInsets, leading: 0)
    }
    result.topSeparatorInsets = Self.resolved(result.topSeparatorInsets, leading: nil)
    result.bottomSeparatorInsets = Self.resolved(result.bottomSeparatorInsets, leading: nil)
    return itemSeparatorHandler?(indexPath, result) ?? result
  }

  /// `insets` with automatic trailing (and, when `leading` is given, leading) edges replaced.
  private static func resolved(_ insets: NSDirectionalEdgeInsets, leading: CGFloat?) -> NSDirectionalEdgeInsets {
    var result = insets
    if UIListSeparatorConfiguration.isAutomatic(result.trailing) { result.trailing = 0 }
    if let leading, UIListSeparatorConfiguration.isAutomatic(result.leading) { result.leading = leading }
    return result
  }
}
