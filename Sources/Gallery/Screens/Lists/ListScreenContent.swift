import CompositionalLayout
import Foundation
import TextMeasurement

/// What a list row shows at its trailing (or, for outlines, leading) edge.
///
/// UIKit parity: stands in for the `UICellAccessory` values a list cell carries (the Gallery module does not depend
/// on CollectionView; widths are `ListMetrics`'s).
public enum ListRowAccessory: Hashable, Sendable {
  /// Nothing.
  case none
  /// A chevron saying the row leads somewhere.
  case disclosureIndicator
  /// A checkmark.
  case checkmark
  /// A switch-like custom view, 51 × 31 pt, on or off.
  case toggle(isOn: Bool)
  /// An outline disclosure chevron, pointing down when expanded.
  case outlineDisclosure(isExpanded: Bool)

  /// The width the accessory reserves at the trailing edge, in points (0 for none).
  public var width: CGFloat {
    switch self {
    case .none: return 0
    case .disclosureIndicator: return ListMetrics.disclosureIndicatorWidth
    case .checkmark: return ListMetrics.checkmarkWidth
    case .toggle: return 51
    case .outlineDisclosure: return ListMetrics.outlineDisclosureWidth
    }
  }
}

/// One row of a list screen.
public struct ListRowContent: Hashable, Sendable {
  /// The primary text.
  public var text: String
  /// Text under the primary text (a subtitle cell), if any.
  public var subtitle: String?
  /// Text trailing the primary text on the same line (a value cell), if any.
  public var value: String?
  /// The system symbol shown before the text, if any (drawn as a tinted rounded square).
  public var symbol: String?
  /// The accessory.
  public var accessory: ListRowAccessory
  /// The outline depth (10 pt of indentation per level).
  public var indentationLevel: Int

  /// Creates a row.
  public init(
    _ text: String, subtitle: String? = nil, value: String? = nil, symbol: String? = nil,
    accessory: ListRowAccessory = .none, indentationLevel: Int = 0
  ) {
    self.text = text
    self.subtitle = subtitle
    self.value = value
    self.symbol = symbol
    self.accessory = accessory
    self.indentationLevel = indentationLevel
  }
}

/// One section of a list screen: optional header and footer text and the rows.
public struct ListSectionContent: Hashable, Sendable {
  /// The header text, if the list shows supplementary headers.
  public var header: String?
  /// The footer text, if the list shows supplementary footers.
  public var footer: String?
  /// The rows.
  public var rows: [ListRowContent]

  /// Creates a section.
  public init(header: String? = nil, footer: String? = nil, rows: [ListRowContent]) {
    self.header = header
    self.footer = footer
    self.rows = rows
  }
}

/// A list screen's data and configuration, from which a `GalleryScreen` (layout and text) and a drawing are made.
///
/// Rows are text-sized with the list cell's rules: 20-pt layout margins (the screen is 390 wide), 12 pt above and
/// below a 17-pt line (Inter: ⌈20.57⌉ = 21 → 45-pt rows), a 15-pt subtitle 2 pt under it, 10 pt per outline level,
/// 40 pt from the margin to the text after a symbol, and the accessory plus 11 pt at the trailing edge. Headers are
/// grouped headers (13 pt, 16 above and 6 below) or, in plain lists, 15-pt bold letters with 4 pt above and below.
public struct ListScreenContent {
  /// The list configuration every section uses.
  public var configuration: UICollectionLayoutListConfiguration
  /// The sections.
  public var sections: [ListSectionContent]

  /// Creates content.
  public init(configuration: UICollectionLayoutListConfiguration, sections: [ListSectionContent]) {
    self.configuration = configuration
    self.sections = sections
  }

  /// The horizontal layout margin of the 390-pt screen, in points.
  static let margin: CGFloat = 20

  /// The row at `indexPath`, or nil.
  public func row(at indexPath: IndexPath) -> ListRowContent? {
    sections[safe: indexPath.section]?.rows[safe: indexPath.item]
  }

  /// The distance from a row's leading edge to its text, in points.
  public static func textLeading(_ row: ListRowContent) -> CGFloat {
    let indent = CGFloat(row.indentationLevel) * ListMetrics.indentationWidth
    return margin + indent + (row.symbol == nil ? 0 : ListMetrics.imageLeadingToTextLeading)
  }

  /// The text `element` shows (see the type's description), or nil.
  public func text(for element: GalleryElement) -> GalleryElementText? {
    switch element {
    case .cell(let indexPath):
      guard let row = row(at: indexPath) else { return nil }
      var runs = [GalleryTextRun(row.text, font: .systemFont(ofSize: 17), numberOfLines: 1)]
      if let subtitle = row.subtitle {
        runs.append(GalleryTextRun(subtitle, font: .systemFont(ofSize: 15), role: .secondary))
      }
      let trailing = Self.margin + (row.accessory.width > 0 ? row.accessory.width + 11 : 0)
      return GalleryElementText(
        runs,
        padding: NSDirectionalEdgeInsets(top: 12, leading: Self.textLeading(row), bottom: 12, trailing: trailing),
        spacing: 2)
    case .supplementary(let kind, let indexPath):
      guard let section = sections[safe: indexPath.section] else { return nil }
      let isHeader = kind == UICollectionView.elementKindSectionHeader
      guard let string = isHeader ? section.header : section.footer else { return nil }
      if configuration.appearance == .plain {
        return GalleryElementText(
          [GalleryTextRun(string, font: .boldSystemFont(ofSize: 15))],
          padding: NSDirectionalEdgeInsets(top: 4, leading: Self.margin, bottom: 4, trailing: Self.margin))
      }
      let margins = isHeader ? ListMetrics.groupedHeaderTextMargins : ListMetrics.groupedFooterTextMargins
      // The header's frame follows the section insets, so its text lines up with the rows' text.
      return GalleryElementText(
        [GalleryTextRun(string, font: .systemFont(ofSize: ListMetrics.groupedHeaderFontSize), role: .secondary)],
        padding: NSDirectionalEdgeInsets(
          top: margins.top, leading: Self.margin, bottom: margins.bottom, trailing: Self.margin))
    }
  }

  /// A gallery screen for this content.
  public func screen(name: String, title: String, summary: String) -> GalleryScreen {
    let configuration = configuration
    return GalleryScreen(
      name: name, title: title, summary: summary, itemCounts: sections.map(\.rows.count),
      cellLabel: { [sections] in sections[safe: $0.section]?.rows[safe: $0.item]?.text },
      text: { [self] in text(for: $0) },
      makeLayout: { UICollectionViewCompositionalLayout.list(using: configuration) })
  }
}
