import Foundation

/// A collection view: a scroll view whose content a layout places, and the layout it reads its geometry from.
///
/// This module owns the part of the view a layout reads — bounds, content offset and size, insets, safe area,
/// layout margins, traits (all inherited from `UIScrollView` and `UIView`) — and turns it into the layout's
/// `LayoutContext` (`makeLayoutContext`) and `ScrollPosition` (`layoutScrollPosition`). The `CollectionView` module
/// adds the rest (data source, delegate, registrations and reuse, selection, updates) as extensions whose state
/// lives in an attachment (`attachment(_:)`), so there is one `UICollectionView` class whichever modules are imported.
///
/// Points; `frame` is in the superview's coordinates, `bounds` and `contentOffset` in content coordinates.
///
/// UIKit parity: `UICollectionView` (a `UIScrollView`), its nested `ScrollDirection`, `ElementCategory` and the
/// element-kind constants. Headless: `contentSize` is set from the layout by each layout pass; a host or test sets
/// the safe area and traits with `overrideSafeAreaInsets` / `overrideTraitCollection` when there is no window.
@MainActor
open class UICollectionView: UIScrollView {
  /// The axis a layout scrolls along.
  ///
  /// UIKit parity: `UICollectionView.ScrollDirection`; same cases and raw values.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// What kind of element a set of layout attributes describes.
  ///
  /// UIKit parity: `UICollectionView.ElementCategory`; same cases and raw values.
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
  }

  /// The element kind of section headers: "UICollectionElementKindSectionHeader".
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The element kind of section footers: "UICollectionElementKindSectionFooter".
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout that places the elements; its `collectionView` is set to this view. Setting it (or calling
  /// `setCollectionViewLayout(_:animated:)`) marks the view for layout; it takes effect at the next layout pass.
  ///
  /// Exempt from dynamic exclusivity checks (`@exclusivity(unchecked)`): a reference read on every layout pass and for
  /// every cell a pass displays; no access to it is long (reads copy the reference, the setter stores one).
  @exclusivity(unchecked) public var collectionViewLayout: UICollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      for (_, attachment) in attachments { attachment.collectionViewDidChangeLayout(self) }
    }
  }
  /// The top-left of the visible bounds in content coordinates, in points. Every change is reported to the
  /// attachments (the `CollectionView` module lays out and tells the delegate).
  open override var contentOffset: CGPoint {
    didSet {
      guard contentOffset != oldValue else { return }
      for (_, attachment) in attachments { attachment.collectionViewDidChangeContentOffset(self) }
    }
  }
  /// The margins set through `layoutMargins`, if any. Exempt from dynamic exclusivity checks: read on every layout
  /// pass; every access is a whole read or write.
  @exclusivity(unchecked) private var customLayoutMargins: NSDirectionalEdgeInsets?
  /// The attachments by type. Exempt from dynamic exclusivity checks: `attachment(_:)` reads it for every cell a
  /// layout pass asks for and appends to it without calling out.
  @exclusivity(unchecked) private var attachments: [(ObjectIdentifier, any UICollectionViewAttachment)] = []

  /// Creates a collection view with a frame (superview coordinates, points) and a layout.
  ///
  /// UIKit parity: `init(frame:collectionViewLayout:)`, the designated initialiser.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
    backgroundColor = .systemBackground
    layout.collectionView = self
  }

  /// Creates a zero-sized collection view with an empty base layout (UIKit raises without a layout; headless an
  /// empty layout stands in until one is set).
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: UICollectionViewLayout())
  }

  /// Archives are not supported headless: the view gets an empty base layout.
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Runs the collection view's layout pass: the attachments (the `CollectionView` module) feed the layout, set
  /// `contentSize` and bring the visible cells up to date.
  ///
  /// UIKit parity: `layoutSubviews()` of a collection view.
  open override func layoutSubviews() {
    if backgroundColor === UIColor.systemBackground,
      let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?
        .listConfiguration
    {
      // A list layout gives the collection view its list background (UIKit parity: the configuration's
      // `backgroundColor`, else the appearance's system background) unless the app set another colour.
      backgroundColor = list.resolvedBackgroundColor
    }
    super.layoutSubviews()
    for (_, attachment) in attachments { attachment.collectionViewLayoutSubviews(self) }
  }

  /// Sets the content offset and lays out at once; animated scrolls end with
  /// `scrollViewDidEndScrollingAnimation(_:)` (there is no animation clock: the offset is reached at once).
  ///
  /// UIKit parity: `setContentOffset(_:animated:)`; UIKit does not clamp, nor does this.
  open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let changed = contentOffset != self.contentOffset
    self.contentOffset = contentOffset
    setNeedsLayout()
    layoutIfNeeded()
    if animated && changed { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// Replaces the layout; animation is not modelled.
  ///
  /// UIKit parity: `setCollectionViewLayout(_:animated:)`.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// Replaces the layout, lays the collection view out with it, then calls `completion` with `true` (the transition
  /// is not animated, so it always finishes, and it has finished when `completion` runs).
  ///
  /// - Parameters:
  ///   - layout: the new layout.
  ///   - animated: ignored; animation is not modelled.
  ///   - completion: called once, after the visible cells have the new layout's frames.
  ///
  /// UIKit parity: `setCollectionViewLayout(_:animated:completion:)`; UIKit animates when asked and may pass `false`
  /// to the completion of an interrupted transition.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    setCollectionViewLayout(layout, animated: animated)
    setNeedsLayout()
    layoutIfNeeded()
    completion?(true)
  }

  /// The layout margins in directional terms, in points from the edges; the system margins
  /// (`LayoutContext.systemLayoutMargins`) until set.
  ///
  /// UIKit parity: `directionalLayoutMargins`.
  open override var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      customLayoutMargins ?? LayoutContext.systemLayoutMargins(width: bounds.width, safeAreaInsets: safeAreaInsets)
    }
    set {
      customLayoutMargins = newValue
      super.directionalLayoutMargins = newValue
    }
  }

  /// The axis the layout scrolls along: a compositional layout's configured direction, else vertical.
  public var layoutScrollDirection: ScrollDirection {
    (collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuredScrollDirection ?? .vertical
  }

  /// `.automatic` content-inset adjustment always adjusts the layout's scrolling axis.
  open override var automaticAdjustmentAxisIsVertical: Bool { layoutScrollDirection == .vertical }

  /// The context a layout pass gives the layout: the bounds size, safe area, margins, traits and `counts`.
  ///
  /// - Parameter counts: the number of items in each section, as the data source reports them.
  /// - Complexity: O(sections).
  public func makeLayoutContext(numberOfItemsInSection counts: [Int]) -> LayoutContext {
    makeLayoutContext(numberOfItemsInSection: counts, current: collectionViewLayout.context)
  }

  /// `makeLayoutContext(numberOfItemsInSection:)` given the layout's `current` context, which the caller read (each
  /// read of `context` copies it; a layout pass needs it once).
  package func makeLayoutContext(numberOfItemsInSection counts: [Int], current: LayoutContext) -> LayoutContext {
    var context = LayoutContext(
      size: bounds.size, numberOfItemsInSection: counts, safeAreaInsets: safeAreaInsets,
      layoutMargins: customLayoutMargins, traitCollection: traitCollection,
      targetRelease: targetRelease ?? window?.screen.targetRelease ?? current.targetRelease)
    context.pixelRoundingOverride = current.pixelRoundingOverride
    return context
  }

  /// The iOS release whose layout arithmetic this view reproduces (pixel rounding, empty sections; see
  /// `TargetRelease`), or nil (the default) to follow the window's screen (`ScreenHost(targetRelease:)`), or, outside
  /// a window, the layout's `context.targetRelease`. Setting it lays the view out again.
  ///
  /// UIKit parity: none (headless only).
  ///
  /// Exempt from dynamic exclusivity checks (`@exclusivity(unchecked)`): read on every layout pass; every access is
  /// a whole read or write.
  @exclusivity(unchecked) public var targetRelease: TargetRelease? {
    didSet { if targetRelease != oldValue { setNeedsLayout() } }
  }

  /// The release in effect: `targetRelease`, else the window's screen's, else the layout context's.
  public var effectiveTargetRelease: TargetRelease {
    targetRelease ?? window?.screen.targetRelease ?? collectionViewLayout.context.targetRelease
  }

  /// The scroll position a layout pass gives a compositional layout: the content offset and adjusted insets, with
  /// the layout's current orthogonal offsets kept.
  public var layoutScrollPosition: ScrollPosition {
    let orthogonal = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.scrollPosition
      .orthogonalContentOffsets
    return ScrollPosition(
      contentOffset: contentOffset, adjustedContentInset: adjustedContentInset,
      orthogonalContentOffsets: orthogonal ?? [:])
  }

  /// The attachment of type `T` of this view, created on first use and kept for the view's lifetime.
  ///
  /// Modules layered above the engine keep their per-view state here instead of in global tables.
  /// - Complexity: O(attachment types), at most a handful.
  public final func attachment<T: UICollectionViewAttachment>(_ type: T.Type) -> T {
    let key = ObjectIdentifier(type)
    for (existingKey, existing) in attachments where existingKey == key {
      // Stored under `T`'s identifier only by this method, as a `T`: a cast would look up conformances at run time.
      return unsafeDowncast(existing, to: T.self)
    }
    let created = T()
    attachments.append((key, created))
    if storedFirstAttachment == nil { storedFirstAttachment = created }
    return created
  }

  /// The first attachment made (also in the list `attachment(_:)` searches), for a module whose attachment it is to
  /// find it without the generic search (about 60 instructions, on every cell a layout pass dequeues). A final
  /// computed property: other modules call it directly, and the read inside is exempt from exclusivity checks.
  /// Inlinable, so that the read is a load in the caller rather than a call into this module.
  @inlinable package final var firstAttachment: (any UICollectionViewAttachment)? { storedFirstAttachment }
  @usableFromInline @exclusivity(unchecked) final var storedFirstAttachment: (any UICollectionViewAttachment)?
}

/// Per-view state that a module layered above the engine attaches to a `UICollectionView`.
///
/// UIKit parity: none; the headless stand-in for the private instance variables UIKit keeps in one class.
@MainActor
public protocol UICollectionViewAttachment: AnyObject {
  /// Creates the state of a view that has never used it.
  init()
  /// Called after the view's `contentOffset` changed (by assignment, scrolling or a layout adjustment).
  func collectionViewDidChangeContentOffset(_ collectionView: UICollectionView)
  /// Called from the view's `layoutSubviews()`.
  func collectionViewLayoutSubviews(_ collectionView: UICollectionView)
  /// Called after `collectionViewLayout` was replaced (by assignment or `setCollectionViewLayout`).
  func collectionViewDidChangeLayout(_ collectionView: UICollectionView)
}

extension UICollectionViewAttachment {
  /// Does nothing.
  public func collectionViewDidChangeContentOffset(_ collectionView: UICollectionView) {}
  /// Does nothing.
  public func collectionViewLayoutSubviews(_ collectionView: UICollectionView) {}
  /// Does nothing.
  public func collectionViewDidChangeLayout(_ collectionView: UICollectionView) {}
}
