import Foundation

/// A view that shows an image (or its highlighted image while highlighted).
///
/// Its intrinsic size is the shown image's size in points — a symbol image resized by
/// `preferredSymbolConfiguration` when that has a point size — and none without an image. `contentMode` (how the
/// image fills the bounds) and `tintColor` (template and symbol images) are kept for renderers.
///
/// UIKit parity: `UIImageView` (`init(image:)`, `init(image:highlightedImage:)`, `image`, `highlightedImage`,
/// `isHighlighted`, `preferredSymbolConfiguration`, `animationImages`, `isAnimating`). Content hugging 250 and
/// compression resistance 750, as for an image view made in code (uikit-view-metrics.md §5.2, SO-HUG). User
/// interaction is off by default, as in UIKit. Differences: animations are kept as data and never run.
@MainActor
open class UIImageView: UIView {
  /// The image shown when not highlighted. Setting it invalidates the intrinsic size.
  ///
  /// UIKit parity: `UIImageView.image`.
  open var image: UIImage? {
    didSet { imageDidChange() }
  }

  /// The image shown while `isHighlighted`; nil shows `image`. Default nil.
  ///
  /// UIKit parity: `UIImageView.highlightedImage`.
  open var highlightedImage: UIImage? {
    didSet { if isHighlighted { imageDidChange() } }
  }

  /// Whether `highlightedImage` is shown. Default false.
  ///
  /// UIKit parity: `UIImageView.isHighlighted`.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue, highlightedImage != nil { imageDidChange() } }
  }

  /// The symbol configuration applied to symbol images (its point size sizes the symbol). Default nil.
  ///
  /// UIKit parity: `UIImageView.preferredSymbolConfiguration`; only the point size is modelled.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { imageDidChange() }
  }

  /// Images of an animation (kept as data). Default nil.
  ///
  /// UIKit parity: `UIImageView.animationImages`.
  open var animationImages: [UIImage]?
  /// The animation's duration in seconds (kept as data). Default 0.
  ///
  /// UIKit parity: `UIImageView.animationDuration`.
  open var animationDuration: TimeInterval = 0
  /// How often the animation repeats; 0 forever (kept as data). Default 0.
  ///
  /// UIKit parity: `UIImageView.animationRepeatCount`.
  open var animationRepeatCount = 0
  /// Whether the animation runs (set by `startAnimating()` / `stopAnimating()`; nothing moves headless).
  ///
  /// UIKit parity: `UIImageView.isAnimating`.
  open private(set) var isAnimating = false

  /// Creates an empty image view with a frame in points.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view from an archive (headless: empty, zero frame).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// Creates an image view showing `image`, its frame sized to the image (origin zero); zero without an image.
  ///
  /// UIKit parity: `init(image:)`.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Creates an image view with an image and a highlighted image, its frame sized to `image`.
  ///
  /// UIKit parity: `init(image:highlightedImage:)`.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// The shown image's size in points (see the type); `noIntrinsicMetric` on both axes without an image.
  ///
  /// UIKit parity: `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize {
    guard let image = displayedImage else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size
  }

  /// The shown image's size (the current bounds size without an image).
  ///
  /// UIKit parity: `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? bounds.size }

  /// Marks the animation as running (kept as data).
  ///
  /// UIKit parity: `startAnimating()`.
  open func startAnimating() { isAnimating = animationImages?.isEmpty == false }

  /// Marks the animation as stopped.
  ///
  /// UIKit parity: `stopAnimating()`.
  open func stopAnimating() { isAnimating = false }

  /// The image a renderer draws: `highlightedImage` while highlighted (when set), else `image`; symbol images
  /// carry `preferredSymbolConfiguration` (and its size) when that has a point size.
  ///
  /// UIKit parity: none (UIKit resolves it while drawing).
  public var displayedImage: UIImage? {
    let shown = isHighlighted ? (highlightedImage ?? image) : image
    guard let shown, shown.isSymbolImage, let configuration = preferredSymbolConfiguration,
      configuration.pointSize != nil
    else { return shown }
    return shown.withConfiguration(configuration)
  }

  private func imageDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }
}
