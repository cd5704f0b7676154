import Foundation

/// Every number the list layout and list cells use, in one place, with where it comes from.
///
/// Sources are tagged as in spec/list-configuration.md: **M** measured from real UIKit (iOS 14 screenshots at @3x),
/// **M3** measured by a third party, **D** documented by Apple, **I** our inference, **C** chosen here because the
/// spec marks the value unknown. Correct a chosen value here when a simulator dump arrives; nothing else in the
/// package hard-codes these numbers.
///
/// | Metric | Value | Source |
/// |---|---|---|
/// | Row estimate before self-sizing | 44 pt | I (spec §2.2) |
/// | Row height, one line of default text | 44 pt | M (SHOT-A/C/D) |
/// | insetGrouped horizontal inset | the layout margin (16 pt ≤ 375 wide, 20 pt above) | M (SHOT-A/C) |
/// | Space above the first row of a header-less grouped / insetGrouped section | 17.5 pt, device-pixel rounded | M |
/// | Space below the last row of a footer-less grouped / insetGrouped section | 17.5 pt, device-pixel rounded | M |
/// | Space above a supplementary header (`headerTopPadding` nil) | 0 pt | M (iOS 14); C for iOS 15+ (U) |
/// | Space between rows and a supplementary footer, and below it | 0 pt | C (U, spec §5.4) |
/// | Plain and sidebarPlain vertical section spacing | 0 pt | I |
/// | Sidebar vertical section spacing | as grouped, 17.5 pt | C (U) |
/// | Header and footer estimate | 44 pt | C |
/// | insetGrouped corner radius | 10 pt | M (≈10.3) / M3 |
/// | Separator thickness | 1 device pixel | M |
/// | Separator leading inset | the primary text's leading edge | D + M |
/// | Separator trailing inset | 0 | M |
/// | Indentation per outline level | 10 pt | M (SHOT-C) / D (UITableViewCell) |
/// | Plain headers pinned to the visible bounds | yes | I + M3 |
/// | Cell content leading margin | the layout margin (16 / 20 pt) | M |
/// | Text start after a default symbol image | 40 pt from the content margin | M |
/// | Accessory widths (disclosure 12, checkmark 14, outline 14, delete/insert/multiselect/detail 22, reorder 22, pop-up 12, custom standard 25) | points | C |
/// | Space between trailing accessories and the content | 11 pt | I (SHOT-A: value ends 320, chevron box 331…343) |
/// | Space between leading accessories and the content | 16 pt | C |
/// | Space between neighbouring accessories | 8 pt | C |
/// | Grouped / sidebar header text margins, top and bottom | 16 / 6 pt | M3 (FLUT, iOS 14.4) |
/// | Grouped footer text margins, top and bottom | 6 / 10 pt | C / M3 (FLUT) |
/// | Header fonts: grouped 13, sidebar 15 semibold, prominent 20 bold, extra prominent 22 bold | pt | C (text styles) |
///
/// UIKit parity: none — UIKit exposes no metric; these reproduce its output (see the ListMetrics article).
public enum ListMetrics {
  /// The estimated row height every list row starts from, in points.
  public static let estimatedRowHeight: CGFloat = 44
  /// The height of a row with one line of default text, in points (a minimum of the default cell content).
  public static let minimumRowHeight: CGFloat = 44
  /// The estimated height of list headers and footers before they are measured, in points.
  public static let estimatedHeaderFooterHeight: CGFloat = 44
  /// Nominal space above the first row and below the last row of a grouped-style section, in points; each step is
  /// rounded to the device pixel on its own, halves up.
  public static let groupedSectionSpacing: CGFloat = 17.5
  /// Space above a supplementary header when `headerTopPadding` is nil, in points (iOS 14 measured 0).
  public static let automaticHeaderTopPadding: CGFloat = 0
  /// Corner radius of an insetGrouped section's rounded background, in points.
  public static let insetGroupedCornerRadius: CGFloat = 10
  /// Indentation per outline level of a list cell, in points.
  public static let indentationWidth: CGFloat = 10
  /// Separator thickness, in device pixels.
  public static let separatorThicknessInPixels: CGFloat = 1
  /// Distance from the content margin to the text when a default-size image leads the row, in points.
  public static let imageLeadingToTextLeading: CGFloat = 40

  /// Width of a disclosure indicator (a 7 × 11.7 pt chevron, SHOT-A) in its box, in points.
  public static let disclosureIndicatorWidth: CGFloat = 12
  /// Width of a checkmark accessory, in points.
  public static let checkmarkWidth: CGFloat = 14
  /// Width of an outline disclosure accessory, in points.
  public static let outlineDisclosureWidth: CGFloat = 14
  /// Width of the circular controls: delete, insert, multiselect and detail, in points.
  public static let circularControlWidth: CGFloat = 22
  /// Width of a reorder grip, in points.
  public static let reorderWidth: CGFloat = 22
  /// Width of a pop-up menu's chevrons, in points.
  public static let popUpMenuWidth: CGFloat = 12
  /// Width a custom view reserves with `.standard`, in points.
  public static let standardCustomViewWidth: CGFloat = 25
  /// Font size of a label accessory's text, in points.
  public static let labelAccessoryFontSize: CGFloat = 17
  /// Space between the last trailing accessory and the content, in points.
  public static let trailingAccessoryToContentSpacing: CGFloat = 11
  /// Space between the last leading accessory and the content, in points.
  public static let leadingAccessoryToContentSpacing: CGFloat = 16
  /// Space between neighbouring accessories, in points.
  public static let interAccessorySpacing: CGFloat = 8

  /// Space above and below the text of grouped, insetGrouped and sidebar headers, in points.
  public static let groupedHeaderTextMargins: (top: CGFloat, bottom: CGFloat) = (16, 6)
  /// Space above and below the text of grouped and insetGrouped footers, in points.
  public static let groupedFooterTextMargins: (top: CGFloat, bottom: CGFloat) = (6, 10)
  /// Font size of grouped header and footer text (footnote), in points.
  public static let groupedHeaderFontSize: CGFloat = 13
  /// Font size of sidebar header text (semibold), in points.
  public static let sidebarHeaderFontSize: CGFloat = 15
  /// Font size of `prominentInsetGroupedHeader()` text (bold), in points.
  public static let prominentHeaderFontSize: CGFloat = 20
  /// Font size of `extraProminentInsetGroupedHeader()` text (bold), in points.
  public static let extraProminentHeaderFontSize: CGFloat = 22

  /// `value` rounded to the device pixel grid of `scale`, halves up (the spec's rounding of each 17.5 step).
  ///
  /// - Parameters:
  ///   - value: a length in points.
  ///   - scale: device pixels per point; ≤ 0 returns `value` unchanged.
  public static func roundedToPixel(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard scale > 0 else { return value }
    return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// Whether `appearance` uses the grouped vertical rhythm (17.5 pt above and below each section).
  public static func usesGroupedSpacing(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> Bool {
    switch appearance {
    case .plain, .sidebarPlain: return false
    case .grouped, .insetGrouped, .sidebar: return true
    }
  }

  /// Whether `appearance` insets rows by the layout margins.
  public static func insetsByLayoutMargins(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> Bool {
    appearance == .insetGrouped
  }

  /// Whether supplementary headers of `appearance` are pinned to the visible bounds.
  public static func pinsHeaders(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> Bool {
    appearance == .plain || appearance == .sidebarPlain
  }
}
