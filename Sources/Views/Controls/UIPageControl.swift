import Foundation

/// A row of dots, one per page, with the current page's dot highlighted.
///
/// Sizes are chosen (uikit-view-metrics.md §6 lists the iOS 14+ metrics as unknown): each page takes a 16-pt
/// slot, with 12 pt of padding at each end, and the control is 26 pt tall; no pages is 0 × 26.
///
/// UIKit parity: `UIPageControl` (`numberOfPages`, `currentPage`, `hidesForSinglePage`, `pageIndicatorTintColor`,
/// `currentPageIndicatorTintColor`, `backgroundStyle`, `allowsContinuousInteraction`, `preferredIndicatorImage`,
/// `setIndicatorImage(_:forPage:)`, `size(forNumberOfPages:)`). Content hugging 750 on both axes for a page
/// control made in code (§5.2, SO-HUG).
@MainActor
open class UIPageControl: UIControl {
  /// The background behind the dots.
  ///
  /// UIKit parity: `UIPageControl.BackgroundStyle`; same cases and raw values.
  public enum BackgroundStyle: Int, Sendable {
    case automatic = 0
    case prominent = 1
    case minimal = 2
  }

  /// The width of one page's slot in points (chosen).
  public static let indicatorSlotWidth: CGFloat = 16
  /// The padding at each end in points (chosen).
  public static let endPadding: CGFloat = 12
  /// The control's height in points (chosen).
  public static let controlHeight: CGFloat = 26

  /// The number of pages (≥ 0; negative values become 0). Default 0. `currentPage` is clamped to it.
  ///
  /// UIKit parity: `numberOfPages`.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
      invalidateIntrinsicContentSize()
    }
  }
  /// The current page, clamped to 0…numberOfPages − 1. Setting it sends no actions. Default 0.
  ///
  /// UIKit parity: `currentPage`.
  open var currentPage = 0 {
    didSet {
      let clamped = max(0, min(currentPage, numberOfPages - 1))
      if currentPage != clamped { currentPage = clamped }
      setNeedsDisplay()
    }
  }
  /// Whether the dots are hidden when there is only one page. Default false.
  ///
  /// UIKit parity: `hidesForSinglePage`.
  open var hidesForSinglePage = false {
    didSet { setNeedsDisplay() }
  }
  /// The colour of the other pages' dots; nil is the system's (`.tertiaryLabel`, chosen). Default nil.
  ///
  /// UIKit parity: `pageIndicatorTintColor`.
  open var pageIndicatorTintColor: UIColor?
  /// The colour of the current page's dot; nil is the system's (`.label`, chosen). Default nil.
  ///
  /// UIKit parity: `currentPageIndicatorTintColor`.
  open var currentPageIndicatorTintColor: UIColor?
  /// The background style (kept as data). Default `.automatic`.
  ///
  /// UIKit parity: `backgroundStyle`.
  open var backgroundStyle: BackgroundStyle = .automatic
  /// Whether scrubbing across the dots changes pages continuously (kept as data). Default false.
  ///
  /// UIKit parity: `allowsContinuousInteraction`.
  open var allowsContinuousInteraction = false
  /// The image of every dot; nil for the system dot. Default nil.
  ///
  /// UIKit parity: `preferredIndicatorImage`.
  open var preferredIndicatorImage: UIImage?
  private var pageImages: [Int: UIImage] = [:]

  /// Creates a page control with a frame in points.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setDefaultContentHugging(horizontal: .defaultHigh, vertical: .defaultHigh)
  }

  /// Creates a page control from an archive (headless: no pages, zero frame).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setDefaultContentHugging(horizontal: .defaultHigh, vertical: .defaultHigh)
  }

  /// The size that shows `pageCount` dots: 16 pt per page plus 12 pt at each end by 26 pt (chosen); 0 × 26 for no
  /// pages.
  ///
  /// UIKit parity: `size(forNumberOfPages:)`.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = max(0, pageCount)
    let width = count == 0 ? 0 : CGFloat(count) * Self.indicatorSlotWidth + 2 * Self.endPadding
    return CGSize(width: width, height: Self.controlHeight)
  }

  /// `size(forNumberOfPages: numberOfPages)`.
  ///
  /// UIKit parity: `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// `size(forNumberOfPages: numberOfPages)`.
  ///
  /// UIKit parity: `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Sets the image of one page's dot (nil restores the preferred image).
  ///
  /// UIKit parity: `setIndicatorImage(_:forPage:)`.
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    pageImages[page] = image
    setNeedsDisplay()
  }

  /// The image of one page's dot, if set.
  ///
  /// UIKit parity: `indicatorImage(forPage:)`.
  open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] ?? preferredIndicatorImage }

  /// Whether the dots are drawn: false with no pages, or one page and `hidesForSinglePage`.
  ///
  /// UIKit parity: none (UIKit decides while drawing).
  public var showsIndicators: Bool { numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) }

  /// A tap on the right half: moves to the next page (when enabled and not last) and sends `.valueChanged` and
  /// `.primaryActionTriggered`.
  ///
  /// UIKit parity: `performPrimaryAction()`; UIKit's tap side decides the direction, headless it moves forward.
  open override func performPrimaryAction() {
    guard isEnabled, currentPage < numberOfPages - 1 else { return }
    currentPage += 1
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }
}
