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
  /// The iOS release whose arithmetic to reproduce; every release-dependent rule derives from it (pixel rounding,
  /// empty sections; see `TargetRelease` and the Behaviour article's "Target release" table). The device scale is
  /// `traitCollection.displayScale`. Default `.current`.
  public var targetRelease: TargetRelease = .current
  /// An explicit pixel rounding that overrides the target release's, or nil (the default) to follow the release.
  public var pixelRoundingOverride: PixelRounding?
  /// How resolved fractional sizes snap to device pixels (`traitCollection.displayScale` per point): the override
  /// when set, else the target release's (`.floor` from iOS 16, `.nearest` before). Setting it sets the override.
  public var pixelRounding: PixelRounding {
    get { pixelRoundingOverride ?? targetRelease.pixelRounding }
    set { pixelRoundingOverride = newValue }
  }

  /// Creates a context.
  public init(
    size: CGSize = CGSize(width: 390, height: 844),
    numberOfItemsInSection: [Int],
    safeAreaInsets: UIEdgeInsets = .zero,
    layoutMargins: NSDirectionalEdgeInsets? = nil,
    readableContentInsets: NSDirectionalEdgeInsets? = nil,
    traitCollection: UITraitCollection = UITraitCollection(),
    targetRelease: TargetRelease = .current
  ) {
    self.size = size
    self.targetRelease = targetRelease
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

  /// The context with finite insets: safe-area, layout-margin and readable-content insets that are NaN or infinite
  /// become 0 and magnitudes beyond ±1e9 pt are clamped, each with a diagnostic, as every other length.
  func sanitized(_ log: inout DiagnosticLog) -> LayoutContext {
    var context = self
    let safe = safeAreaInsets
    context.safeAreaInsets = UIEdgeInsets(
      top: log.finite(safe.top, "safeAreaInsets.top"), left: log.finite(safe.left, "safeAreaInsets.left"),
      bottom: log.finite(safe.bottom, "safeAreaInsets.bottom"), right: log.finite(safe.right, "safeAreaInsets.right"))
    context.layoutMargins = layoutMargins.map { log.finite($0, "layoutMargins") }
    context.readableContentInsets = readableContentInsets.map { log.finite($0, "readableContentInsets") }
    return context
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

/// How a layout snaps sizes it computes from fractions to the device-pixel grid.
///
/// Measured on the UIKit reference images in shared/oracle: from iOS 16 (tb-nestedgroup2, drawn on a 393-pt iPhone
/// that shipped with iOS 16; fn-supplementary-1, an iOS 17 simulator) a fractional size is floored to whole device
/// pixels (0.4 × 393 = 157.2 → 157.0 at 3×); the iOS 14.5–15-era screenshots (da-*, 2021) round to the nearest pixel
/// instead (0.5 × 367 = 183.5 → 183.667). Anchored supplementaries round their origin to the nearest pixel, halves
/// away from zero, in both. Positions follow from the snapped sizes. `TargetRelease.pixelRounding` picks the mode.
///
/// UIKit parity: not an API in UIKit; selects which release's arithmetic to reproduce.
public enum PixelRounding: Sendable, Hashable {
  /// Floor fractional sizes to whole device pixels (iOS 16 and later, as observed).
  case floor
  /// Round fractional sizes to the nearest device pixel, halves up (iOS 15 and earlier, as observed).
  case nearest
  /// Keep exact values (no snapping).
  case none
}

/// The device-pixel grid a layout pass snaps to.
struct PixelGrid: Sendable {
  var scale: CGFloat
  var rounding: PixelRounding

  /// A resolved fractional size on the grid.
  func snap(_ value: CGFloat) -> CGFloat {
    guard scale > 0, value.isFinite else { return value }
    switch rounding {
    case .floor: return ((value * scale) + 1e-6).rounded(.down) / scale
    case .nearest: return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    case .none: return value
    }
  }

  /// A frame whose origin is on the grid, rounded half away from zero in content coordinates (used for anchored
  /// supplementaries, whose offsets are fractions of their size; fn-supplementary-1 shows −7.5 → −7.667 and
  /// 88.5 → 88.667 at 3×).
  func snapOrigin(_ rect: CGRect) -> CGRect {
    guard scale > 0, rounding != .none else { return rect }
    func snap(_ value: CGFloat) -> CGFloat {
      value.isFinite ? (value * scale).rounded(.toNearestOrAwayFromZero) / scale : value
    }
    return CGRect(x: snap(rect.minX), y: snap(rect.minY), width: rect.width, height: rect.height)
  }

  /// How far past a group's end an item may reach and still fit: float noise, plus one device pixel when sizes
  /// round up (spec G-5).
  var fitTolerance: CGFloat {
    rounding == .nearest && scale > 0 ? 1 / scale + 0.001 : 0.001
  }
}
