import Foundation

/// Describes a list: its appearance, header and footer modes, separators and swipe actions.
///
/// A list section is an ordinary section built from it (see `NSCollectionLayoutSection.list(using:layoutEnvironment:)`):
/// full-width self-sizing rows of estimated height 44 pt, inset by the layout margins in `.insetGrouped`, with the
/// grouped vertical rhythm and standard header and footer kinds. Every metric lives in `ListMetrics`.
///
/// UIKit parity: `UICollectionLayoutListConfiguration` (iOS 14; `separatorConfiguration` and `itemSeparatorHandler`
/// iOS 14.5; `headerTopPadding` iOS 15; `contentHuggingElements` iOS 18). Same names and defaults. Differences:
/// `backgroundColor` is this package's `UIColor` value; the swipe providers are kept as data.
public struct UICollectionLayoutListConfiguration {
  /// The overall look of a list.
  ///
  /// UIKit parity: `UICollectionLayoutListConfiguration.Appearance`; same cases and raw values.
  public enum Appearance: Int, Hashable, Sendable, CaseIterable {
    /// Full-width rows, sticky headers, no section spacing.
    case plain = 0
    /// Full-width rows on a grouped background with 17.5 pt between sections.
    case grouped = 1
    /// Rows inset by the layout margins with rounded section corners.
    case insetGrouped = 2
    /// The sidebar style (iPad); laid out as grouped here (metrics unknown).
    case sidebar = 3
    /// The plain sidebar style; laid out as plain here (metrics unknown).
    case sidebarPlain = 4
  }

  /// Where section headers come from.
  ///
  /// UIKit parity: `UICollectionLayoutListConfiguration.HeaderMode`; same cases and raw values.
  public enum HeaderMode: Int, Hashable, Sendable {
    /// No headers.
    case none = 0
    /// A boundary supplementary of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary = 1
    /// The first item of each section is styled as its header (no extra layout element).
    case firstItemInSection = 2
  }

  /// Where section footers come from.
  ///
  /// UIKit parity: `UICollectionLayoutListConfiguration.FooterMode`; same cases and raw values.
  public enum FooterMode: Int, Hashable, Sendable {
    /// No footers.
    case none = 0
    /// A boundary supplementary of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary = 1
  }

  /// Elements that take their own width instead of the list's.
  ///
  /// UIKit parity: `UICollectionLayoutListConfiguration.ContentHuggingElements` (iOS 18).
  public struct ContentHuggingElements: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Supplementary headers hug their content (estimated width) instead of spanning the section.
    public static let supplementaryHeader = ContentHuggingElements(rawValue: 1 << 0)
  }

  /// Changes the separator configuration of one row; it receives the resolved configuration and returns the final
  /// one.
  ///
  /// UIKit parity: `UICollectionLayoutListConfiguration.ItemSeparatorHandler` (iOS 14.5).
  public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

  /// The appearance, fixed at creation.
  public let appearance: Appearance
  /// Whether rows draw separators. Default true; when false `separatorConfiguration` has no effect.
  public var showsSeparators = true
  /// The baseline separator configuration of every row. Default: `UIListSeparatorConfiguration(listAppearance:)`.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Per-row separator changes. Default nil.
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// The list's background colour; nil means the appearance's system background. Default nil.
  public var backgroundColor: UIColor?
  /// Swipe actions on the leading edge, per row. Default nil.
  public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListSwipeActionsConfigurationProvider?
  /// Swipe actions on the trailing edge, per row. Default nil.
  public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListSwipeActionsConfigurationProvider?
  /// How headers are made. Default `.none`.
  public var headerMode: HeaderMode = .none
  /// How footers are made. Default `.none`.
  public var footerMode: FooterMode = .none
  /// Padding above each supplementary header, in points; nil means automatic (`ListMetrics.automaticHeaderTopPadding`).
  /// Values below 0 count as 0.
  public var headerTopPadding: CGFloat?
  /// Elements that hug their content. Default `[]` (iOS).
  public var contentHuggingElements: ContentHuggingElements = []

  /// Creates a configuration for `appearance` with UIKit's defaults.
  ///
  /// UIKit parity: `UICollectionLayoutListConfiguration.init(appearance:)`.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The background the list shows: `backgroundColor`, else the appearance's dynamic system colour
  /// (`systemBackground` for plain lists — white in light mode, black in dark — `systemGroupedBackground` for
  /// grouped styles).
  public var resolvedBackgroundColor: UIColor {
    if let backgroundColor { return backgroundColor }
    return ListMetrics.usesGroupedSpacing(appearance) ? .systemGroupedBackground : .systemBackground
  }

  /// The padding above supplementary headers, in points: `headerTopPadding` (at least 0), else the automatic value.
  public var resolvedHeaderTopPadding: CGFloat {
    max(0, headerTopPadding ?? ListMetrics.automaticHeaderTopPadding)
  }
}
