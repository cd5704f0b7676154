import Foundation

/// A view whose bounds origin moves over a larger content area: the content offset.
///
/// `contentOffset` is `bounds.origin` (content coordinates, points). `adjustedContentInset` adds the safe area to
/// `contentInset` on the edges `contentInsetAdjustmentBehavior` selects. Headless scrolling is programmatic
/// (`setContentOffset(_:animated:)`, `scrollRectToVisible(_:animated:)`) or simulated by the collection view's drag
/// model; every offset change calls the delegate's `scrollViewDidScroll(_:)` and marks the view for layout.
///
/// UIKit parity: `UIScrollView` (offset, size, insets, adjustment behaviour, indicators and their insets, bouncing,
/// paging, deceleration rate, keyboard dismiss mode, zoom scales as data, content and frame layout guides,
/// `refreshControl` as data). Animations complete at once.
@MainActor
open class UIScrollView: UIView {
  /// How the safe area adds to `contentInset`.
  ///
  /// UIKit parity: `UIScrollView.ContentInsetAdjustmentBehavior`; same cases and raw values.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// `.scrollableAxes`, except that the vertical axis always counts for a view controller's main scroll view
    /// (and, headless, for any vertically scrolling collection view).
    case automatic = 0
    /// The safe area is added on axes whose content is larger than the bounds (or that always bounce).
    case scrollableAxes = 1
    /// No adjustment.
    case never = 2
    /// The safe area is added on every edge.
    case always = 3
  }

  /// How quickly a fling slows down: the fraction of velocity kept per millisecond.
  ///
  /// UIKit parity: `UIScrollView.DecelerationRate`; `.normal` 0.998, `.fast` 0.99.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of velocity kept per millisecond, in (0, 1).
    public var rawValue: CGFloat
    /// Creates a rate.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The default rate, 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// The paging rate, 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// When the keyboard is dismissed by scrolling (kept as data).
  ///
  /// UIKit parity: `UIScrollView.KeyboardDismissMode`.
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0
    case onDrag = 1
    case interactive = 2
    case onDragWithAccessory = 3
    case interactiveWithAccessory = 4
  }

  /// The style of the scroll indicators (kept as data).
  ///
  /// UIKit parity: `UIScrollView.IndicatorStyle`.
  public enum IndicatorStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    case white = 2
  }

  /// The top-left of the visible area in content coordinates: `bounds.origin`. Points.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      let sanitized = CGPoint(x: newValue.x.isFinite ? newValue.x : 0, y: newValue.y.isFinite ? newValue.y : 0)
      guard sanitized != bounds.origin else { return }
      bounds.origin = sanitized
      setNeedsLayout()
      delegate?.scrollViewDidScroll(self)
    }
  }
  // `contentSize`, `contentInset`, `contentInsetAdjustmentBehavior`, `delegate` and the `alwaysBounce` flags are
  // exempt from dynamic exclusivity checks (`@exclusivity(unchecked)`): a layout pass reads them several times (the
  // adjusted content inset), each check costing more than the read; no access to them overlaps another.
  /// The size of the scrollable content, in points.
  @exclusivity(unchecked) open var contentSize: CGSize = .zero
  /// Extra space around the content, in points.
  @exclusivity(unchecked) open var contentInset: UIEdgeInsets = .zero {
    didSet { if contentInset != oldValue { setNeedsLayout() } }
  }
  /// How the safe area adds to `contentInset`. Default `.automatic`.
  @exclusivity(unchecked) open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// Whether scroll indicator insets follow the adjusted content inset. Default true.
  open var automaticallyAdjustsScrollIndicatorInsets = true
  /// The receiver of scroll events (weak).
  @exclusivity(unchecked) open weak var delegate: (any UIScrollViewDelegate)?
  /// Whether the user can scroll. Default true.
  open var isScrollEnabled = true
  /// Whether flings rest on multiples of the bounds size. Default false.
  open var isPagingEnabled = false
  /// Whether the content bounces at its edges. Default true.
  open var bounces = true
  /// Whether the content bounces vertically even when smaller than the bounds. Default false.
  @exclusivity(unchecked) open var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when smaller than the bounds. Default false.
  @exclusivity(unchecked) open var alwaysBounceHorizontal = false
  /// Whether zooming bounces (kept as data). Default true.
  open var bouncesZoom = true
  /// Whether the vertical indicator shows while scrolling. Default true.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows while scrolling. Default true.
  open var showsHorizontalScrollIndicator = true
  /// The indicator style. Default `.default`.
  open var indicatorStyle: IndicatorStyle = .default
  /// Insets of the vertical indicator, in points.
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Insets of the horizontal indicator, in points.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Both indicators' insets (reads the vertical one).
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// How quickly flings slow down. Default `.normal`.
  open var decelerationRate: DecelerationRate = .normal
  /// When scrolling dismisses the keyboard. Default `.none`.
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// Whether content touches are delayed (kept as data). Default true.
  open var delaysContentTouches = true
  /// Whether touches in content can be cancelled by scrolling (kept as data). Default true.
  open var canCancelContentTouches = true
  /// Whether a tap on the status bar scrolls to the top (kept as data). Default true.
  open var scrollsToTop = true
  /// Whether scrolling locks to one axis (kept as data). Default false.
  open var isDirectionalLockEnabled = false
  /// The zoom scale (kept as data). Default 1.
  open var zoomScale: CGFloat = 1
  /// The smallest zoom scale. Default 1.
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale. Default 1.
  open var maximumZoomScale: CGFloat = 1
  /// A pull-to-refresh control (kept as data).
  open var refreshControl: UIRefreshControl?
  /// Whether a finger is on the content (set by the simulated drags).
  open internal(set) var isTracking = false
  /// Whether the content is being dragged (set by the simulated drags).
  open internal(set) var isDragging = false
  /// Whether the content is moving after a fling (set by the simulated drags).
  open internal(set) var isDecelerating = false

  /// The scroll view's own state flags settable by subclasses in other modules (the collection view's drag model).
  public func setScrollingState(tracking: Bool, dragging: Bool, decelerating: Bool) {
    isTracking = tracking
    isDragging = dragging
    isDecelerating = decelerating
  }

  /// The axis along which the content scrolls for `.automatic` adjustment; subclasses with a known axis (the
  /// collection view's layout) say which. Default: vertical.
  open var automaticAdjustmentAxisIsVertical: Bool { true }

  /// `contentInset` plus the safe area on the edges `contentInsetAdjustmentBehavior` selects, in points.
  ///
  /// UIKit parity: `adjustedContentInset`; `.automatic` always adjusts the vertical axis of a vertically scrolling
  /// view (UIKit does so for a view controller's main scroll view) and the other axis when it scrolls.
  open var adjustedContentInset: UIEdgeInsets {
    var vertical = false
    var horizontal = false
    switch contentInsetAdjustmentBehavior {
    case .never: break
    case .always: (vertical, horizontal) = (true, true)
    case .scrollableAxes, .automatic:
      vertical = contentSize.height > bounds.height || alwaysBounceVertical
      horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
      if contentInsetAdjustmentBehavior == .automatic {
        if automaticAdjustmentAxisIsVertical { vertical = true } else { horizontal = true }
      }
    }
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// The guide of the content area (size `contentSize`, origin zero in content coordinates).
  ///
  /// UIKit parity: `contentLayoutGuide`.
  public private(set) lazy var contentLayoutGuide: UILayoutGuide = makeScrollGuide(.scrollContent, "content")
  /// The guide of the scroll view's frame (untranslated by scrolling).
  ///
  /// UIKit parity: `frameLayoutGuide`.
  public private(set) lazy var frameLayoutGuide: UILayoutGuide = makeScrollGuide(.scrollFrame, "frame")

  private func makeScrollGuide(_ kind: UILayoutGuide.SystemKind, _ name: String) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-\(name)LayoutGuide"
    guide.systemKind = kind
    guide.owningView = self
    return guide
  }

  /// Moves the content offset (at once; `animated` ends with `scrollViewDidEndScrollingAnimation(_:)`).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
    if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// Scrolls the least distance that makes `rect` (content coordinates) visible, within the scrollable range.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let visible = bounds
    if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
    if rect.minY < offset.y { offset.y = rect.minY }
    let insets = adjustedContentInset
    offset.x = min(max(offset.x, -insets.left), max(-insets.left, contentSize.width + insets.right - bounds.width))
    offset.y = min(max(offset.y, -insets.top), max(-insets.top, contentSize.height + insets.bottom - bounds.height))
    setContentOffset(offset, animated: animated)
  }

  /// The adjusted inset the content offset last rested against (see `layoutSubviews()`).
  private var restingInset: UIEdgeInsets = .zero

  /// Lays out, first keeping a content offset that rests at the top-left edge there when the adjusted content inset
  /// changes: on the first layout the offset becomes (−left, −top) of the adjusted inset, as UIKit rests a scroll
  /// view under bars (uikit-view-metrics.md §8.2); an offset the user or code moved elsewhere is kept.
  ///
  /// UIKit parity: `layoutSubviews()` of `UIScrollView` (the inset-adjustment part).
  open override func layoutSubviews() {
    let insets = adjustedContentInset
    if insets != restingInset {
      var offset = contentOffset
      if offset.x == -restingInset.left { offset.x = -insets.left }
      if offset.y == -restingInset.top { offset.y = -insets.top }
      restingInset = insets
      if offset != contentOffset { contentOffset = offset }
      adjustedContentInsetDidChange()
    }
    super.layoutSubviews()
  }

  /// Flashes the indicators (no effect headless).
  open func flashScrollIndicators() {}

  /// Called when `adjustedContentInset` changed.
  open func adjustedContentInsetDidChange() {}
}

/// A pull-to-refresh control, kept as data on its scroll view.
///
/// A control: targets and actions registered for `.valueChanged` run when a pull triggers a refresh
/// (`simulatePullToRefresh()` headless, or `sendActions(for: .valueChanged)`).
///
/// UIKit parity: `UIRefreshControl` (a `UIControl`: `isRefreshing`, `beginRefreshing()`, `endRefreshing()`,
/// `attributedTitle`). `beginRefreshing()` sends no action, as in UIKit.
@MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is in progress.
  open private(set) var isRefreshing = false
  /// The title shown under the spinner. Default nil.
  ///
  /// UIKit parity: `attributedTitle`.
  open var attributedTitle: NSAttributedString?
  /// Starts refreshing (no action is sent).
  ///
  /// UIKit parity: `beginRefreshing()`.
  open func beginRefreshing() { isRefreshing = true }
  /// Ends refreshing.
  ///
  /// UIKit parity: `endRefreshing()`.
  open func endRefreshing() { isRefreshing = false }
  /// What a user's pull does: starts refreshing and sends `.valueChanged` to the targets and actions.
  ///
  /// UIKit parity: none (a gesture); the targets see what a pull sends.
  open func simulatePullToRefresh() {
    isRefreshing = true
    sendActions(for: .valueChanged)
  }
}
