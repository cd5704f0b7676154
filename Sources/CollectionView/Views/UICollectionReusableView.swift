import CompositionalLayout
import Foundation

/// A view the collection view places at a layout attribute's frame and reuses: the base of cells, supplementary
/// and decoration views.
///
/// Headless: a view is its frame, stacking, visibility and reuse state. The collection view sets `frame`, `alpha`,
/// `isHidden` and `zIndex` from the attributes, then calls `apply(_:)`.
///
/// UIKit parity: `UICollectionReusableView` (`reuseIdentifier`, `prepareForReuse()`, `apply(_:)`,
/// `preferredLayoutAttributesFitting(_:)`). Difference: `init(frame:)` is `required` so the view can create
/// registered classes from their metatype; subclasses that declare initialisers write `required init(frame:)`.
open class UICollectionReusableView {
  /// The identifier the view was dequeued with; nil until dequeued.
  public internal(set) var reuseIdentifier: String?
  /// The view's frame in content coordinates, in points.
  public var frame: CGRect
  /// Opacity from 0 to 1.
  public var alpha: CGFloat = 1
  /// Whether the view is hidden.
  public var isHidden = false
  /// The stacking order; higher is drawn above.
  public var zIndex = 0
  /// The attributes last applied, or nil before the first layout pass that showed the view.
  public internal(set) var layoutAttributes: UICollectionViewLayoutAttributes?
  /// How many times the view was prepared for reuse (a headless statistic for tests and benchmarks).
  public internal(set) var reuseCount = 0

  /// Creates a view with a frame.
  public required init(frame: CGRect) {
    self.frame = frame
  }

  /// The view's own coordinate space: origin zero, the frame's size.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// Resets state before the view is handed out again by a dequeue method. Subclasses call `super`.
  ///
  /// UIKit parity: `prepareForReuse()`.
  open func prepareForReuse() {}

  /// Applies layout attributes; the frame, alpha, hidden state and zIndex are already set. Default: nothing.
  ///
  /// UIKit parity: `apply(_:)`.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like: the given ones with a size that fits the content on the estimated axes.
  /// Default: the given attributes unchanged (a plain view has no content to measure).
  ///
  /// UIKit parity: `preferredLayoutAttributesFitting(_:)`; UIKit measures Auto Layout constraints, this package
  /// measures the content configuration (see `UICollectionViewCell`).
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    layoutAttributes
  }

  /// Sets the frame and appearance from `attributes`, then calls `apply(_:)`.
  func applyAttributes(_ attributes: UICollectionViewLayoutAttributes) {
    frame = attributes.frame
    alpha = attributes.alpha
    isHidden = attributes.isHidden
    zIndex = attributes.zIndex
    layoutAttributes = attributes
    apply(attributes)
  }
}
