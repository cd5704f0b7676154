import Foundation

/// Everything a layout needs to know about the collection view it lays out, without a screen.
///
/// Set it on a layout (`layout.context = …`) or pass it to `prepare(context:)`; the headless collection view fills
/// it from its own state. All lengths are in points; insets are measured from the collection view's edges.
///
/// UIKit parity: none directly — UIKit reads these values from the layout's `collectionView` (bounds, safeAreaInsets,
/// directionalLayoutMargins, readableContentGuide, effectiveUserInterfaceLayoutDirection, traitCollection and the
/// data source's counts).
public struct LayoutContext {
  /// The collection view's bounds size, in points. Default 390 × 844 (an iPhone in portrait).
  public var size: CGSize
  /// The safe-area insets, in points from the edges. Default zero.
  public var safeAreaInsets: UIEdgeInsets
  /// Layout margins in points from the edges (leading/trailing follow the layout direction); nil means
  /// `LayoutContext.systemLayoutMargins(width:safeAreaInsets:)`.
  public var layoutMargins: NSDirectionalEdgeInsets?
  /// The readable-content guide's insets in points from the edges; nil means
  /// `LayoutContext.systemReadableContentInsets(width:layoutMargins:)`.
  public var readableContentInsets: NSDirectionalEdgeInsets?
  /// Left-to-right or right-to-left. Default from `traitCollection`.
  public var layoutDirection: UIUserInterfaceLayoutDirection
  /// The traits handed to section providers.
  public var traitCollection: UITraitCollection
  /// The number of items in each section; its count is the number of sections. Negative counts lay out as 0.
  public var numberOfItemsInSection: [Int]

  /// Creates a context.
  public init(
    size: CGSize = CGSize(width: 390, height: 844),
    numberOfItemsInSection: [Int],
    safeAreaInsets: UIEdgeInsets = .zero,
    layoutMargins: NSDirectionalEdgeInsets? = nil,
    readableContentInsets: NSDirectionalEdgeInsets? = nil,
    traitCollection: UITraitCollection = UITraitCollection()
  ) {
    self.size = size
    self.numberOfItemsInSection = numberOfItemsInSection
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.readableContentInsets = readableContentInsets
    self.traitCollection = traitCollection
    self.layoutDirection = traitCollection.layoutDirection
  }

  /// The system's layout margins for a view of `width` points: the safe area plus 16 pt at widths up to 375 pt and
  /// 20 pt above, leading/trailing; top and bottom the safe area plus 8 pt.
  ///
  /// Source: spec/list-configuration.md (16 pt measured at 375 wide, 20 pt at 390); UIView's default 8-pt margins.
  public static func systemLayoutMargins(width: CGFloat, safeAreaInsets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
    let side: CGFloat = width > 375 ? 20 : 16
    return NSDirectionalEdgeInsets(
      top: safeAreaInsets.top + 8, leading: safeAreaInsets.left + side, bottom: safeAreaInsets.bottom + 8,
      trailing: safeAreaInsets.right + side)
  }

  /// The widest readable column, in points, at the default text size.
  public static let readableWidth: CGFloat = 672

  /// The system's readable-content insets: the layout margins, widened so the column is at most `readableWidth`.
  public static func systemReadableContentInsets(width: CGFloat, layoutMargins: NSDirectionalEdgeInsets)
    -> NSDirectionalEdgeInsets
  {
    let available = width - layoutMargins.leading - layoutMargins.trailing
    guard available > readableWidth else { return layoutMargins }
    let extra = (available - readableWidth) / 2
    return NSDirectionalEdgeInsets(
      top: layoutMargins.top, leading: layoutMargins.leading + extra, bottom: layoutMargins.bottom,
      trailing: layoutMargins.trailing + extra)
  }

  /// Insets from the edges for a content-insets reference, in directional terms (leading = the layout direction's
  /// leading side).
  func insets(for reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
    let safeArea: NSDirectionalEdgeInsets =
      layoutDirection == .leftToRight
      ? NSDirectionalEdgeInsets(
        top: safeAreaInsets.top, leading: safeAreaInsets.left, bottom: safeAreaInsets.bottom,
        trailing: safeAreaInsets.right)
      : NSDirectionalEdgeInsets(
        top: safeAreaInsets.top, leading: safeAreaInsets.right, bottom: safeAreaInsets.bottom,
        trailing: safeAreaInsets.left)
    let margins = layoutMargins ?? Self.systemLayoutMargins(width: size.width, safeAreaInsets: safeAreaInsets)
    switch reference {
    case .none: return .zero
    case .automatic, .safeArea: return safeArea
    case .layoutMargins: return margins
    case .readableContent:
      return readableContentInsets ?? Self.systemReadableContentInsets(width: size.width, layoutMargins: margins)
    }
  }
}
