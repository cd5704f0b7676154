import CompositionalLayout
import Foundation

/// A view the collection view places at a layout attribute's frame and reuses: the base of cells, supplementary
/// and decoration views.
///
/// The collection view sets `frame`, `alpha`, `isHidden` and `zIndex` from the attributes, then calls `apply(_:)`.
/// Registered classes are created with `init()`, which calls the class's `init(frame:)` (with a zero frame), as
/// UIKit does.
///
/// UIKit parity: `UICollectionReusableView` (`reuseIdentifier`, `prepareForReuse()`, `apply(_:)`,
/// `preferredLayoutAttributesFitting(_:)`, `init(frame:)`, `init?(coder:)`, `init()`).
@MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with; nil until dequeued.
  @exclusivity(unchecked) public internal(set) var reuseIdentifier: String?
  /// The stacking order; higher is drawn above.
  @exclusivity(unchecked) public var zIndex = 0
  /// The attributes last applied, or nil before the first layout pass that showed the view.
  @exclusivity(unchecked) public internal(set) var layoutAttributes: UICollectionViewLayoutAttributes?
  /// How many times the view was prepared for reuse (a headless statistic for tests and benchmarks).
  @exclusivity(unchecked) public internal(set) var reuseCount = 0
  /// Whether the view left the screen and was not dequeued since (in a reuse pool, or dropped from a full one).
  @exclusivity(unchecked) var isAwaitingReuse = false

  /// Creates a view with a frame.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Marks the intrinsic size changed and, in a collection view whose `selfSizingInvalidation` is not `.disabled`,
  /// asks for this view's size again at once (`preferredLayoutAttributesFitting(_:)`; the layout moves what
  /// follows).
  ///
  /// UIKit parity: `invalidateIntrinsicContentSize()` of a self-sizing cell or supplementary view (iOS 16).
  open override func invalidateIntrinsicContentSize() {
    super.invalidateIntrinsicContentSize()
    (superview as? UICollectionView)?.selfSizingInvalidationRequested(by: self)
  }

  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a view with a zero frame through the class's `init(frame:)`; the collection view creates registered
  /// classes this way.
  ///
  /// UIKit parity: `init()`.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// Resets state before the view is handed out again by a dequeue method. Subclasses call `super`.
  ///
  /// UIKit parity: `prepareForReuse()`.
  open func prepareForReuse() {}

  /// Applies layout attributes; the frame, alpha, hidden state and zIndex are already set. Default: nothing.
  ///
  /// UIKit parity: `apply(_:)`.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like: the given ones with a size that fits the content on the estimated axes.
  /// Default: when constraints hold the view's subviews, the size Auto Layout computes for the view at the
  /// attributes' width (height for horizontal layouts) at `.required`, the other axis at `.fittingSizeLevel`, as
  /// UIKit measures; otherwise the given attributes unchanged (a view without constraints has nothing to measure).
  ///
  /// UIKit parity: `preferredLayoutAttributesFitting(_:)`. Cells measure their `contentView` instead.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard holdsSubviewsByConstraints else { return layoutAttributes }
    let preferred = layoutAttributes.copy()
    preferred.size = fittingSize(of: self, target: layoutAttributes.size, for: layoutAttributes)
    return preferred
  }

  /// `view`'s size fitted to `target` for the element `attributes` describes: the dimensions the layout estimated
  /// (`selfSizingDimensions(of:)`: a chip's width, a row's height, both for a tag) at `.fittingSizeLevel`, the
  /// others at `.required`; when the layout does not say, the dimension along the collection view's scrolling
  /// direction (vertical outside one) is fitted, as UIKit measures self-sizing elements.
  func fittingSize(of view: UIView, target: CGSize, for attributes: UICollectionViewLayoutAttributes) -> CGSize {
    let collectionView = superview as? UICollectionView
    var fits = collectionView?.collectionViewLayout.selfSizingDimensions(of: attributes) ?? (false, false)
    if !fits.width && !fits.height {
      let horizontal = collectionView?.passScrollDirection == .horizontal
      fits = (horizontal, !horizontal)
    }
    return view.systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: fits.width ? .fittingSizeLevel : .required,
      verticalFittingPriority: fits.height ? .fittingSizeLevel : .required)
  }

  /// Whether `attributes` is the object last applied (an identity check that does not retain the stored one).
  final func hasApplied(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    guard let applied = layoutAttributes else { return false }
    return ObjectIdentifier(applied) == ObjectIdentifier(attributes)
  }

  /// Whether applying `attributes` to this displayed view could change it: they differ from the attributes last
  /// applied, or they are the same object, changed in place since (a custom layout that keeps its attributes and
  /// edits them, as pinned headers often do; UIKit applies such changes too). The object's changes are read against
  /// what the view shows (frame, alpha, hidden, z-index); a subclass's own properties cannot be, so attributes of a
  /// subclass returned again are applied again (their `apply(_:)` is called again, with possibly equal values).
  final func needsAttributes(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    guard let applied = layoutAttributes else { return true }
    guard ObjectIdentifier(applied) == ObjectIdentifier(attributes) else { return applied != attributes }
    if type(of: attributes) != UICollectionViewLayoutAttributes.self { return true }
    return !attributes.frame.equalsField(byField: frame) || attributes.alpha != alpha
      || attributes.isHidden != isHidden || attributes.zIndex != zIndex
  }

  /// Sets the frame and appearance from `attributes`, then calls `apply(_:)`.
  ///
  /// `alpha` and `isHidden` are set only when they differ from the view's (they rarely change between a cell's
  /// attributes): each read is a dynamic call, each set a dynamic call with observers that update the layer. The
  /// view ends the same; an override of either setter sees the changes only.
  func applyAttributes(_ attributes: UICollectionViewLayoutAttributes) {
    frame = attributes.frame
    let alpha = attributes.alpha
    if self.alpha != alpha { self.alpha = alpha }
    let hidden = attributes.isHidden
    if isHidden != hidden { isHidden = hidden }
    zIndex = attributes.zIndex
    layoutAttributes = attributes
    apply(attributes)
  }
}
