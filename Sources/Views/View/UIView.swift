import Foundation

/// A rectangle in a tree of views: geometry, appearance, hierarchy, layout margins, safe area, traits and layout.
///
/// Geometry is UIKit's: `center` and `bounds` are stored, `frame` is derived from them and `transform`
/// (the frame of a transformed view is the bounding box of its transformed bounds), in the superview's coordinates,
/// in points. `bounds.origin` shifts the coordinate system of the subviews (a scroll view's content offset).
///
/// Layout runs as UIKit runs it, without a run loop: `setNeedsLayout()` marks a view, `layoutIfNeeded()` (or a
/// host's layout pass) runs `layoutSubviews()` on every marked view from the top down, with a view controller's
/// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around its root view's pass. A size change marks the view
/// and resizes subviews by their `autoresizingMask`.
///
/// UIKit parity: `UIView`; members are declared as UIKit declares them (`open`, `@MainActor`, `init(frame:)`
/// designated, `init?(coder:)` required). Headless differences: `overrideTraitCollection` and
/// `overrideSafeAreaInsets` let a host or test set what a screen would provide; nothing is drawn here (renderers
/// read the tree); gesture recognisers are kept as data.
@MainActor
open class UIView: UIResponder {
  // MARK: Geometry

  /// The untransformed frame's origin, in the superview's coordinates; `center` is derived from it so that frames
  /// set by the layout come back exactly.
  @exclusivity(unchecked) var untransformedOrigin: CGPoint = .zero

  /// The centre of the frame, in the superview's coordinates (points).
  open var center: CGPoint {
    get { CGPoint(x: untransformedOrigin.x + bounds.width / 2, y: untransformedOrigin.y + bounds.height / 2) }
    set {
      let x = newValue.x.isFinite ? newValue.x : 0
      let y = newValue.y.isFinite ? newValue.y : 0
      untransformedOrigin = CGPoint(x: x - bounds.width / 2, y: y - bounds.height / 2)
      geometryDidChange(oldSize: bounds.size)
    }
  }
  /// The view's own coordinate system: its origin is the point shown at the top-left (a scroll view's content
  /// offset), its size the view's size before `transform`. Points. A size change keeps `center`.
  @exclusivity(unchecked) open var bounds: CGRect = .zero {
    didSet {
      if bounds.size != oldValue.size {
        if !suppressGeometryCallbacks {
          untransformedOrigin.x -= (bounds.width - oldValue.width) / 2
          untransformedOrigin.y -= (bounds.height - oldValue.height) / 2
        }
        geometryDidChange(oldSize: oldValue.size)
      } else if bounds.origin != oldValue.origin {
        boundsOriginDidChange()
      }
    }
  }
  /// An affine transform about the centre; the frame is the bounding box of the transformed bounds.
  @exclusivity(unchecked) open var transform: CGAffineTransform = .identity {
    didSet {
      hasIdentityTransform = transform.isIdentity
      geometryDidChange(oldSize: bounds.size)
    }
  }
  /// Whether `transform` is the identity, kept by its setter: the frame is read and set on every move of every view
  /// (a cell scrolled into view), the transform rarely changes, and comparing it with the identity costs more than
  /// the rest of the frame.
  @exclusivity(unchecked) final var hasIdentityTransform = true

  /// The view's rectangle in its superview's coordinates, in points. Setting it sets `center` and `bounds.size`
  /// (UIKit leaves the frame undefined while `transform` is not the identity; here it is the bounding box).
  open var frame: CGRect {
    get { geometryFrame }
    set {
      // The same frame again (a cell's content view at each layout of the cell): nothing to sanitise or change. (The
      // bounds' size is finite and not negative, so a frame equal to it needs no sanitising either.)
      if hasIdentityTransform {
        let current = bounds
        let size = current.size
        if newValue.size.width == size.width, newValue.size.height == size.height {
          let x = newValue.origin.x
          let y = newValue.origin.y
          if x == untransformedOrigin.x, y == untransformedOrigin.y { return }
          // A move (a reused cell placed further down): the bounds' size is finite and not negative, so only the
          // origin needs sanitising, and what changes is the origin and the layer's frame (as the general path
          // below and `geometryDidChange` do it for a move, with the bounds read once).
          if x.isFinite, y.isFinite {
            untransformedOrigin = CGPoint(x: x, y: y)
            guard !suppressGeometryCallbacks else { return }
            layer.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            layer.bounds = current
            return
          }
        }
      }
      func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
      let size = CGSize(width: max(0, finite(newValue.width)), height: max(0, finite(newValue.height)))
      let origin = CGPoint(x: finite(newValue.minX), y: finite(newValue.minY))
      let oldSize = bounds.size
      // The same frame again (a reused cell's hosted views, a layout pass re-applying frames): nothing changes.
      if origin == untransformedOrigin, size == oldSize, hasIdentityTransform { return }
      untransformedOrigin = origin
      if size != oldSize {
        // (A move alone leaves the bounds as they are: no `bounds` write and observer call.)
        suppressGeometryCallbacks = true
        bounds.size = size
        suppressGeometryCallbacks = false
      }
      geometryDidChange(oldSize: oldSize)
    }
  }
  /// The frame `UIView` computes from `center`, `bounds` and `transform` (what `frame` returns unless a subclass
  /// overrides it), read without a dynamic call by the view's own bookkeeping (layer frame, safe area).
  final var geometryFrame: CGRect {
    let size = bounds.size
    let rect = CGRect(origin: untransformedOrigin, size: size)
    guard !hasIdentityTransform else { return rect }
    let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    return local.applying(transform).offsetBy(dx: rect.midX, dy: rect.midY)
  }

  // MARK: Appearance

  /// The fill colour; nil is clear. Kept in sync with `layer.backgroundColor`.
  @exclusivity(unchecked) open var backgroundColor: UIColor? {
    didSet { layer.backgroundColor = backgroundColor?.cgColor }
  }
  /// Opacity, 0…1. Default 1.
  @exclusivity(unchecked) open var alpha: CGFloat = 1 {
    didSet { layer.opacity = Float(alpha) }
  }
  /// Whether the view (and its subtree) is hidden. Default false.
  @exclusivity(unchecked) open var isHidden = false {
    didSet {
      // (Read once: `isHidden` is open, each read a dynamic call.)
      let hidden = isHidden
      layer.isHidden = hidden
      if hidden != oldValue { hiddenDidChange() }
    }
  }
  /// Whether the view fills its bounds with opaque content (a drawing hint). Default true.
  open var isOpaque = true
  /// Whether subviews are clipped to the bounds. Mirrors `layer.masksToBounds`. Default false.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// How content (an image) is placed in the bounds. Default `.scaleToFill`.
  open var contentMode: ContentMode = .scaleToFill
  /// The tint; nil inherits the superview's (the window's default is `systemBlue`).
  open var tintColor: UIColor! {
    get { explicitTintColor ?? superview?.tintColor ?? UIColor.systemBlue }
    set { explicitTintColor = newValue }
  }
  /// How the tint is shown. Default `.automatic`.
  open var tintAdjustmentMode: TintAdjustmentMode = .automatic
  /// A number to find the view by with `viewWithTag(_:)`. Default 0.
  open var tag = 0
  /// Whether the view takes part in hit-testing (taps). Default true.
  open var isUserInteractionEnabled = true
  /// Whether several touches are tracked (kept as data). Default false.
  open var isMultipleTouchEnabled = false
  /// Whether this view gets touches exclusively (kept as data). Default false.
  open var isExclusiveTouch = false
  /// The layer that holds the drawing properties (corners, border, shadow). One per view.
  public let layer: CALayer
  /// The class of `layer`; subclasses may return a `CALayer` subclass.
  open class var layerClass: CALayer.Type { CALayer.self }
  /// Whether the view draws its content on its own (kept as data).
  open var clearsContextBeforeDrawing = true
  /// A mask view whose alpha masks this view (kept as data).
  open var mask: UIView?
  /// Gesture recognisers attached to the view (kept as data).
  open var gestureRecognizers: [UIGestureRecognizer]?
  /// The interactions attached to the view (kept as data).
  open internal(set) var interactions: [any UIInteraction] = []

  // MARK: Hierarchy

  /// The view that contains this one.
  open internal(set) var superview: UIView? {
    get { superviewReference }
    set {
      superviewReference = newValue
      superviewIdentity = newValue.map(ObjectIdentifier.init)
    }
  }
  /// The storage of `superview`: `unowned(safe)` rather than `weak`, cleared by the superview's `deinit`.
  ///
  /// A weak reference to an object gives it a side table, after which every retain and release of it takes the
  /// runtime's slow path; a superview (a cell, a collection view) is retained and released many times per layout
  /// pass. An unowned reference needs no side table. It never names a released view: a view clears its subviews'
  /// references when it is deinitialised (as UIKit removes the subviews of a deallocated view, their `superview`
  /// becomes nil), and were one read while the superview is being deinitialised, the runtime would trap
  /// (`unowned(safe)`) rather than return a dangling object. Written only on the main actor, and by `deinit`, which
  /// runs where the last reference is released: views are released on the main thread, as in UIKit.
  @exclusivity(unchecked) nonisolated(unsafe) unowned(safe) var superviewReference: UIView?
  /// The identity of `superview`, kept with it: `isSubview(of:)` compares it without loading the reference (a load
  /// retains the superview and releases it again).
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) final var superviewIdentity: ObjectIdentifier?

  /// Whether `view` is this view's superview (`superview === view`, without loading `superview`). Inlinable: other
  /// modules ask it several times per displayed cell.
  @inlinable package final func isSubview(of view: UIView) -> Bool { superviewIdentity == ObjectIdentifier(view) }
  /// The subviews, back to front.
  @exclusivity(unchecked) open internal(set) var subviews: [UIView] = []
  /// The window the view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current.asWindow { return window }
      view = current.superview
    }
    return nil
  }
  /// This view as a window (a window overrides it), without a dynamic cast per ancestor in `window`.
  var asWindow: UIWindow? { nil }

  // MARK: Layout

  /// How the view resizes when its superview's bounds change (applied unless `translatesAutoresizingMaskIntoConstraints`
  /// is false and the superview is laid out by constraints). Default none.
  @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
  /// Whether subviews are resized by their masks when this view's size changes. Default true.
  @exclusivity(unchecked) open var autoresizesSubviews = true
  /// Whether the autoresizing mask and frame become constraints (Auto Layout). Default true.
  @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
      superview?.constrainedSubviewCount += translatesAutoresizingMaskIntoConstraints ? -1 : 1
      constraintStructureDidChange()
    }
  }
  /// The semantic content attribute: whether the view flips in right-to-left layouts. Default `.unspecified`.
  @exclusivity(unchecked) open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
    didSet {
      // Leading and trailing constraints are built mirrored or not: a direction change rebuilds the systems.
      if semanticContentAttribute != oldValue { constraintStructureDidChange() }
      traitsDidChange()
    }
  }
  /// The view's insets for content, in directional terms. Default 8 on each side (documented).
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { effectiveDirectionalLayoutMargins() }
    set {
      explicitLayoutMargins = newValue
      layoutMarginsDidChange()
      setNeedsLayout()
    }
  }
  /// The layout margins in left/right terms (leading is left in left-to-right layouts).
  open var layoutMargins: UIEdgeInsets {
    get { directionalLayoutMargins.edgeInsets(rightToLeft: isRightToLeft) }
    set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue, rightToLeft: isRightToLeft) }
  }
  /// Whether the superview's margins also apply where this view meets them. Default false.
  open var preservesSuperviewLayoutMargins = false
  /// Whether the safe area adds to the layout margins. Default true.
  @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea = true
  /// The safe-area insets: how far the window's safe area (and view controllers' additional insets) reach into this
  /// view, in points from its edges; zero outside a window.
  open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }
  /// Headless: replaces the computed safe area (a host or test stands in for a window). Default nil.
  @exclusivity(unchecked) public var overrideSafeAreaInsets: UIEdgeInsets? {
    didSet { safeAreaDidChangeInSubtree() }
  }
  /// The natural size of the content, in points; `UIView.noIntrinsicMetric` on axes without one. Default none.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  /// Insets from the frame to the rectangle Auto Layout aligns. Default zero.
  open var alignmentRectInsets: UIEdgeInsets { .zero }
  /// The view whose first baseline Auto Layout aligns. Default self.
  open var forFirstBaselineLayout: UIView { self }
  /// The view whose last baseline Auto Layout aligns. Default self.
  open var forLastBaselineLayout: UIView { self }

  // MARK: Traits

  /// The traits in effect: the superview's (or the owning view controller's, or the window's) with this view's
  /// overrides applied.
  open var traitCollection: UITraitCollection { computedTraitCollection() }
  /// Headless: replaces the inherited traits for this view and its subtree (UIKit's per-trait `traitOverrides`).
  @exclusivity(unchecked) public var overrideTraitCollection: UITraitCollection? {
    didSet { traitsDidChange() }
  }
  /// Forces light or dark appearance for this view and its subtree. Default `.unspecified` (inherit).
  @exclusivity(unchecked) open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet { traitsDidChange() }
  }

  // MARK: Accessibility (kept as data)

  /// Whether the view is an accessibility element. Default false (true for controls and labels).
  open var isAccessibilityElement = false
  /// The accessibility label.
  open var accessibilityLabel: String?
  /// The accessibility hint.
  open var accessibilityHint: String?
  /// The accessibility value.
  open var accessibilityValue: String?
  /// The accessibility traits.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// An identifier for UI tests.
  open var accessibilityIdentifier: String?
  /// Whether the element's children are hidden from accessibility.
  open var accessibilityElementsHidden = false
  /// Custom accessibility elements (kept as data).
  open var accessibilityElements: [Any]?

  // MARK: Internal state

  @exclusivity(unchecked) var explicitTintColor: UIColor?
  @exclusivity(unchecked) var explicitLayoutMargins: NSDirectionalEdgeInsets?
  @usableFromInline @exclusivity(unchecked) final var needsLayout = true
  @exclusivity(unchecked) var constraintsNeedUpdate = true
  /// Whether a view below this one may need layout (set up the ancestors by `setNeedsLayout()`, cleared by the layout
  /// walk): a layout pass skips subtrees where it is false instead of visiting every view.
  @usableFromInline @exclusivity(unchecked) final var descendantNeedsLayout = false
  /// Whether a view below this one may need `updateConstraints()` (as `descendantNeedsLayout`, for constraints).
  @exclusivity(unchecked) var descendantNeedsConstraintUpdate = false
  /// How many subviews have `translatesAutoresizingMaskIntoConstraints == false` (kept by the hierarchy methods), so
  /// that `holdsSubviewsByConstraints` needs no walk over the subviews.
  @exclusivity(unchecked) var constrainedSubviewCount = 0
  @exclusivity(unchecked) var suppressGeometryCallbacks = false
  @exclusivity(unchecked) var lastTraitCollection: UITraitCollection?
  @exclusivity(unchecked) var lastSafeAreaInsets: UIEdgeInsets = .zero
  /// The pending batch of this view's subviews to bring to the front (`bringSubviewToFrontLater(_:)`), pass 0 when
  /// none: applied by `applyFrontBatch()`, which every change to the subviews' order runs first.
  @exclusivity(unchecked) final var frontBatch: (pass: Int, count: Int) = (0, 0)
  /// The mark `markForFront(pass:sequence:)` gives: the batch it belongs to and the view's place in it (1 …).
  @exclusivity(unchecked) nonisolated(unsafe) final var frontMark: (pass: Int, sequence: Int) = (0, 0)
  /// The view controller whose root view this is.
  ///
  /// Most views have none: a flag answers for them, without the runtime call of a weak load (every layout and
  /// safe-area computation of every view asks).
  var owningViewController: UIViewController? {
    get { hasOwningViewController ? owningViewControllerReference : nil }
    set {
      owningViewControllerReference = newValue
      hasOwningViewController = newValue != nil
    }
  }
  @exclusivity(unchecked) private weak var owningViewControllerReference: UIViewController?
  @exclusivity(unchecked) private(set) var hasOwningViewController = false
  /// Constraints owned by this view (Auto Layout).
  @exclusivity(unchecked) var ownedConstraints: [NSLayoutConstraint] = []
  /// Layout guides owned by this view.
  var ownedLayoutGuides: [UILayoutGuide] = []
  var contentPriorities = ContentPriorities()
  /// The Auto Layout system this view is the root of, kept between passes for incremental re-solves.
  var constraintIsland: ConstraintIsland?
  /// The system `systemLayoutSizeFitting` last solved, kept for the next measurement of the same structure.
  var fittingIsland: ConstraintIsland?
  /// The layout pass in which a constraint system last set this view's frame, and the root of that system.
  var constraintFrameStamp: (pass: Int, root: ObjectIdentifier)?
  /// Unsatisfiable-constraint reports of the last solve rooted at this view.
  var lastConstraintReports: [UnsatisfiableConstraintReport] = []
  var cachedLayoutMarginsGuide: UILayoutGuide?
  var cachedSafeAreaLayoutGuide: UILayoutGuide?
  var cachedReadableContentGuide: UILayoutGuide?

  // MARK: Initialisers

  /// Creates a view with a frame in its (future) superview's coordinates, in points.
  ///
  /// UIKit parity: `init(frame:)`, the designated initialiser subclasses override.
  public init(frame: CGRect) {
    layer = Self.layerClass.init()
    super.init()
    self.frame = frame
    layer.frame = self.frame
  }

  /// Creates a view from an archive. Headless there are no archives: the view is created with a zero frame.
  ///
  /// UIKit parity: `init?(coder:)`, required as in UIKit (every subclass declares it).
  public required init?(coder: NSCoder) {
    layer = Self.layerClass.init()
    super.init()
  }

  /// Creates a view with a zero frame.
  ///
  /// UIKit parity: `init()` (NSObject's), which calls `init(frame: .zero)`.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Clears the subviews' `superview` (their reference to this view is unowned: it must not outlive it).
  deinit {
    for subview in subviews {
      subview.superviewReference = nil
      subview.superviewIdentity = nil
    }
  }

  // MARK: Overridable behaviour

  /// The next responder: the owning view controller, else the superview.
  open override var next: UIResponder? { owningViewController ?? superview }

  /// Lays out subviews. Default: applies the Auto Layout solution to the subviews held by constraints.
  ///
  /// UIKit parity: `layoutSubviews()`; subclasses call `super` when they use constraints.
  open func layoutSubviews() { applyConstraintLayout() }

  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}
  /// Called before the view moves to another superview (nil when removed).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to another superview.
  open func didMoveToSuperview() {}
  /// Called before the view moves to another window (nil when leaving one).
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view moved to another window.
  open func didMoveToWindow() {}
  /// Called when the layout margins changed.
  open func layoutMarginsDidChange() {}
  /// Called when the safe-area insets changed.
  open func safeAreaInsetsDidChange() {}
  /// Called when the traits in effect changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Called when the tint colour in effect changed.
  open func tintColorDidChange() {}
  /// The size that fits `size`. Default: the current bounds size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  /// The intrinsic size when the view is `width` points wide: the Auto Layout engine measures again at the width
  /// the solver gave when `hasWidthDependentIntrinsicHeight` (UIKit's two-pass measure of wrapping text). Default:
  /// `intrinsicContentSize`.
  ///
  /// UIKit parity: none (UIKit does this privately for labels and content views); a headless hook that views whose
  /// height follows their width (wrapping text, list content views) override.
  open func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize { intrinsicContentSize }
  /// Whether the intrinsic height depends on the width the layout gives (multi-line text). Default false.
  ///
  /// UIKit parity: none; see `intrinsicContentSize(forLayoutWidth:)`.
  open var hasWidthDependentIntrinsicHeight: Bool { false }
  /// Resizes the view to `sizeThatFits(bounds.size)`.
  open func sizeToFit() {
    let fitting = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: fitting)
  }
  /// Draws the content (nothing headless; renderers draw from the tree).
  open func draw(_ rect: CGRect) {}
  /// Marks the view as needing display (no effect headless).
  open func setNeedsDisplay() {}
  /// Marks part of the view as needing display (no effect headless).
  open func setNeedsDisplay(_ rect: CGRect) {}
  /// Updates the view's constraints before layout. Subclasses call `super` last.
  ///
  /// UIKit parity: `updateConstraints()`.
  open func updateConstraints() { constraintsNeedUpdate = false }
  /// The size that satisfies the constraints and is as close as possible to `targetSize` (Auto Layout).
  ///
  /// UIKit parity: `systemLayoutSizeFitting(_:)`.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }
  /// The size that satisfies the constraints and is as close to `targetSize` as the fitting priorities ask.
  ///
  /// UIKit parity: `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
  }
  /// The point's deepest visible, interactive descendant (or self), or nil outside the bounds.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }
  /// Whether `point` (in the view's coordinates) is inside the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  // MARK: Hooks for subclasses in this module

  /// The intrinsic size may have changed (Auto Layout re-reads it at the next pass).
  func intrinsicContentSizeDidChange() {
    constraintLayoutDidChange()
    superview?.subviewIntrinsicContentSizeDidChange(self)
  }
  /// A subview's intrinsic content size changed (stack views follow their arranged views' sizes).
  func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}

  /// Tells the view its intrinsic size changed; the next layout pass re-reads it.
  ///
  /// UIKit parity: `invalidateIntrinsicContentSize()` (open: subclasses override it and call `super`).
  open func invalidateIntrinsicContentSize() {
    intrinsicContentSizeDidChange()
    superview?.setNeedsLayout()
    setNeedsLayout()
  }

  /// Distances from the top to the first and last baselines, in points; nil aligns baselines with the bottom.
  func baselineOffsets() -> (first: CGFloat, last: CGFloat)? { nil }
  /// A subview's `isHidden` changed (stack views collapse hidden arranged subviews).
  func arrangedSubviewVisibilityDidChange(_ subview: UIView) {}

  /// The traits in effect changed from `previous` (nil the first time they are read); runs before
  /// `traitCollectionDidChange(_:)`, also outside a window. Labels re-resolve Dynamic Type fonts here.
  func effectiveTraitCollectionDidChange(_ previous: UITraitCollection?) {}
}
