import Foundation

/// A spinner that shows that a task is in progress.
///
/// Sizes (uikit-view-metrics.md §6, MERETZKY): 20 × 20 pt for `.medium` (and the legacy `.white` / `.gray`),
/// 37 × 37 pt for `.large` (and `.whiteLarge`). With `hidesWhenStopped` (the default) the view is hidden while
/// stopped, so a new indicator is hidden until `startAnimating()`.
///
/// UIKit parity: `UIActivityIndicatorView` (`init(style:)`, `style`, `color`, `hidesWhenStopped`,
/// `startAnimating()`, `stopAnimating()`, `isAnimating`). Content hugging and compression resistance 750 on both
/// axes (§5.2, SO-HUG). Nothing spins headless.
@MainActor
open class UIActivityIndicatorView: UIView {
  /// The indicator's style.
  ///
  /// UIKit parity: `UIActivityIndicatorView.Style`; same cases and raw values.
  public enum Style: Int, Sendable {
    /// Legacy large white spinner (37 × 37).
    case whiteLarge = 0
    /// Legacy white spinner (20 × 20).
    case white = 1
    /// Legacy gray spinner (20 × 20).
    case gray = 2
    /// The default spinner (20 × 20).
    case medium = 100
    /// The large spinner (37 × 37).
    case large = 101

    /// The side of the square in points (uikit-view-metrics.md §6, MERETZKY).
    var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
  }

  /// The style; changing it changes the intrinsic size. Default `.medium`.
  ///
  /// UIKit parity: `style`.
  open var style: Style = .medium {
    didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The spinner's colour. Default `.secondaryLabel` (chosen: UIKit's default gray is unmeasured); white for the
  /// legacy white styles.
  ///
  /// UIKit parity: `color` (null_resettable).
  open var color: UIColor! {
    get { explicitColor ?? (style == .white || style == .whiteLarge ? .white : .secondaryLabel) }
    set { explicitColor = newValue }
  }
  /// Whether the view hides while stopped. Default true.
  ///
  /// UIKit parity: `hidesWhenStopped`.
  open var hidesWhenStopped = true {
    didSet { applyHiding() }
  }
  /// Whether the spinner is running.
  ///
  /// UIKit parity: `isAnimating`.
  open private(set) var isAnimating = false

  private var explicitColor: UIColor?

  /// Creates a medium indicator with a frame in points (hidden until started).
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureIndicatorDefaults()
  }

  /// Creates an indicator from an archive (headless: medium, zero frame).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureIndicatorDefaults()
  }

  /// Creates an indicator of `style`, its frame sized to the style (origin zero).
  ///
  /// UIKit parity: `init(style:)`.
  public convenience init(style: Style) {
    self.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    self.style = style
  }

  private func configureIndicatorDefaults() {
    setDefaultContentHugging(horizontal: .defaultHigh, vertical: .defaultHigh)
    isUserInteractionEnabled = false
    applyHiding()
  }

  /// Starts the spinner and shows the view.
  ///
  /// UIKit parity: `startAnimating()`.
  open func startAnimating() {
    isAnimating = true
    applyHiding()
  }

  /// Stops the spinner; hides the view when `hidesWhenStopped`.
  ///
  /// UIKit parity: `stopAnimating()`.
  open func stopAnimating() {
    isAnimating = false
    applyHiding()
  }

  /// The style's square: 20 × 20 or 37 × 37 pt (uikit-view-metrics.md §6, MERETZKY).
  ///
  /// UIKit parity: `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

  /// The style's square.
  ///
  /// UIKit parity: `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  private func applyHiding() {
    let hidden = hidesWhenStopped && !isAnimating
    if isHidden != hidden { isHidden = hidden }
  }
}
