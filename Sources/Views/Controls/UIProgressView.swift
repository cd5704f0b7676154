import Foundation

/// A bar that shows how far a task has progressed, 0…1.
///
/// It is 4 pt tall and takes its width from its constraints (chosen: uikit-view-metrics.md §6 has only an iOS 7
/// report of 2 and lists iOS 14+ as unknown; the iOS 14+ bar is drawn 4 pt tall).
///
/// UIKit parity: `UIProgressView` (`init(progressViewStyle:)`, `progress`, `setProgress(_:animated:)`,
/// `progressViewStyle`, `progressTintColor`, `trackTintColor`, `progressImage`, `trackImage`,
/// `observedProgress`). Content hugging 250 horizontally and 750 vertically (§5.2, SO-HUG).
@MainActor
open class UIProgressView: UIView {
  /// The bar's style.
  ///
  /// UIKit parity: `UIProgressView.Style`; same cases and raw values.
  public enum Style: Int, Sendable {
    case `default` = 0
    case bar = 1
  }

  /// The bar's height in points (chosen, see the type).
  public static let barHeight: CGFloat = 4

  /// The fraction done, clamped to 0…1 (non-finite values become 0). Default 0.
  ///
  /// UIKit parity: `progress`.
  open var progress: Float = 0 {
    didSet {
      let clamped = progress.isFinite ? min(1, max(0, progress)) : 0
      if clamped != progress { progress = clamped }
      setNeedsDisplay()
    }
  }
  /// The style. Default `.default`.
  ///
  /// UIKit parity: `progressViewStyle`.
  open var progressViewStyle: Style = .default
  /// The filled part's colour; nil is the tint. Default nil.
  ///
  /// UIKit parity: `progressTintColor`.
  open var progressTintColor: UIColor?
  /// The track's colour; nil is the system's. Default nil.
  ///
  /// UIKit parity: `trackTintColor`.
  open var trackTintColor: UIColor?
  /// An image for the filled part (kept as data). Default nil.
  ///
  /// UIKit parity: `progressImage`.
  open var progressImage: UIImage?
  /// An image for the track (kept as data). Default nil.
  ///
  /// UIKit parity: `trackImage`.
  open var trackImage: UIImage?
  /// A `Progress` whose `fractionCompleted` the bar shows (read when set and by `refreshFromObservedProgress()`).
  ///
  /// UIKit parity: `observedProgress` (UIKit observes it with KVO; headless it is read on demand).
  open var observedProgress: Progress? {
    didSet { refreshFromObservedProgress() }
  }

  /// Creates a bar with a frame in points.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setDefaultContentHugging(horizontal: .defaultLow, vertical: .defaultHigh)
  }

  /// Creates a bar from an archive (headless: empty, zero frame).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setDefaultContentHugging(horizontal: .defaultLow, vertical: .defaultHigh)
  }

  /// Creates a bar of `style`.
  ///
  /// UIKit parity: `init(progressViewStyle:)`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Sets `progress` (no animation headless).
  ///
  /// UIKit parity: `setProgress(_:animated:)`.
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// Headless: sets `progress` from `observedProgress.fractionCompleted`.
  ///
  /// UIKit parity: none (UIKit observes the progress object).
  public func refreshFromObservedProgress() {
    if let observedProgress { progress = Float(observedProgress.fractionCompleted) }
  }

  /// No intrinsic width by 4 pt (chosen).
  ///
  /// UIKit parity: `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

  /// `size.width` by 4 pt.
  ///
  /// UIKit parity: `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }
}
