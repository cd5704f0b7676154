import Foundation

/// The abstract layout a collection view asks where its elements go.
///
/// Headless: instead of reading a collection view, a layout reads its `context` (size, insets, direction, traits
/// and item counts). Subclasses override `prepare()` and the query methods, as in UIKit.
///
/// UIKit parity: `UICollectionViewLayout`; the query, invalidation and registration members of the class.
open class UICollectionViewLayout {
  /// What the layout lays out against; setting it invalidates the layout.
  ///
  /// Exempt from dynamic exclusivity checks (`@exclusivity(unchecked)`): the collection view reads it on every layout
  /// pass (each check cost about 90 instructions); every access is a whole read or write, none overlaps another.
  @exclusivity(unchecked) public var context: LayoutContext {
    didSet { invalidateLayout() }
  }

  /// Decoration kinds registered with `register(_:forDecorationViewOfKind:)`, with their view classes.
  public private(set) var registeredDecorationKinds: [String: AnyClass?] = [:]

  /// Creates a layout with a default context (390 × 844 pt, no sections).
  public init() {
    context = LayoutContext(numberOfItemsInSection: [])
  }

  /// Computes the layout; called before any query when the layout is invalid. Subclasses call `super.prepare()`.
  open func prepare() {}

  /// Marks the layout as needing `prepare()` before the next query, and its collection view (if any) for a layout
  /// pass, which shows what the layout answers then (a subclass that calls `super` gets the pass).
  ///
  /// UIKit parity: `invalidateLayout()` ("invalidates the current layout and triggers a layout update").
  open func invalidateLayout() { collectionViewNeedsLayout() }

  /// Marks the collection view (if any) for a layout pass: what the layout shows changed outside a pass (an
  /// orthogonal section was swiped). A collection view is main-actor bound, so this runs on the main thread.
  func collectionViewNeedsLayout() {
    guard let collectionView else { return }
    MainActor.assumeIsolated { collectionView.setNeedsLayout() }
  }

  /// The size of the whole content, in points.
  open var collectionViewContentSize: CGSize { .zero }

  /// Every element whose frame intersects `rect` (content coordinates), or nil.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of the cell at `indexPath`, or nil when there is no such item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil.
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// The attributes of the decoration view of `elementKind` at `indexPath`, or nil.
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }

  /// The index path an interactively moved item takes while the touch is at `position` (content coordinates,
  /// points): the item of the topmost cell (greatest `zIndex`; the later one on a tie) whose frame contains the
  /// point, else `previousIndexPath` (the point is over no cell).
  ///
  /// - Complexity: one `layoutAttributesForElements(in:)` query of a 1 × 1 pt rect.
  ///
  /// UIKit parity: `targetIndexPath(forInteractivelyMovingItem:withPosition:)` (iOS 9); keeping the previous index
  /// path over empty space is inferred (the method returns a non-optional index path).
  open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
    -> IndexPath
  {
    let probe = CGRect(x: position.x, y: position.y, width: 1, height: 1)
    var best: UICollectionViewLayoutAttributes?
    for attributes in layoutAttributesForElements(in: probe) ?? []
    where attributes.representedElementCategory == .cell && attributes.frame.contains(position) {
      if let current = best, current.zIndex > attributes.zIndex { continue }
      best = attributes
    }
    return best?.indexPath ?? previousIndexPath
  }

  /// The attributes of an item while it is moved interactively: a copy of its attributes with `center` at
  /// `position` (content coordinates, points) and `zIndex` `Int.max`, so that it floats above the other items.
  ///
  /// UIKit parity: `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` (iOS 9; `NSIntegerMax`).
  /// Without attributes for `indexPath` the copy starts from empty cell attributes.
  open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
    -> UICollectionViewLayoutAttributes
  {
    let attributes =
      layoutAttributesForItem(at: indexPath)?.copy()
      ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.center = position
    attributes.zIndex = Int.max
    return attributes
  }

  /// Whether a change of the visible bounds to `newBounds` needs a new layout. Default: when the size changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != context.size
  }

  /// Where scrolling should stop; the default keeps the proposal.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  /// Where a fling should stop; the default keeps the proposal.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Registers the view class drawn for decorations of `elementKind`; nil removes the registration.
  ///
  /// UIKit parity: `register(_:forDecorationViewOfKind:)`; nib registration is out of scope.
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    if let viewClass {
      registeredDecorationKinds[elementKind] = viewClass
    } else {
      registeredDecorationKinds[elementKind] = nil
    }
  }

  /// The layout direction the layout is written for. Default `.leftToRight`.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether the layout mirrors in the opposite direction. Compositional layouts mirror leading/trailing
  /// themselves, so the default is false.
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  /// The attributes class the layout vends.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// The invalidation context class the layout uses.
  open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

  /// The collection view using this layout, set by the collection view; nil when laid out headless.
  public weak var collectionView: UICollectionView?

  // MARK: Self-sizing and invalidation

  /// Which of the element's dimensions its view sizes itself (the dimensions the layout only estimated), or nil
  /// when the layout does not say. Default nil: the collection view then fits the dimension along its scrolling
  /// direction.
  ///
  /// UIKit parity: none (headless addition); UIKit's layouts decide it internally — a compositional layout sizes
  /// the dimensions given as `.estimated`.
  open func selfSizingDimensions(of attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool)? {
    nil
  }

  /// Whether a self-sizing element's preferred attributes require a new layout. Default false.
  ///
  /// UIKit parity: `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// A context describing what a preferred size invalidates. Default: the element itself.
  ///
  /// UIKit parity: `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = UICollectionViewLayoutInvalidationContext()
    switch originalAttributes.representedElementCategory {
    case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
    case .supplementaryView:
      context.invalidateSupplementaryElements(
        ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
    case .decorationView:
      context.invalidateDecorationElements(
        ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
    }
    return context
  }

  /// A context for a change of the visible bounds to `newBounds`. Default: invalidates everything when the size
  /// changes.
  ///
  /// UIKit parity: `invalidationContext(forBoundsChange:)`.
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateEverything = newBounds.size != self.context.size
    return context
  }

  /// Applies an invalidation context. Default: invalidates the whole layout.
  ///
  /// UIKit parity: `invalidateLayout(with:)`.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    invalidateLayout()
  }

  // MARK: Animated updates

  /// Called before the collection view applies `updateItems`; the layout may note what changes.
  ///
  /// UIKit parity: `prepare(forCollectionViewUpdates:)`.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Called after an update is applied.
  ///
  /// UIKit parity: `finalizeCollectionViewUpdates()`.
  open func finalizeCollectionViewUpdates() {}

  /// Where an inserted item starts its appearance animation. Default: its final attributes with alpha 0.
  ///
  /// UIKit parity: `initialLayoutAttributesForAppearingItem(at:)` (UIKit's default fades in place).
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() else { return nil }
    attributes.alpha = 0
    return attributes
  }

  /// Where a deleted item ends its disappearance animation. Default: nil (the collection view uses the item's last
  /// attributes with alpha 0).
  ///
  /// UIKit parity: `finalLayoutAttributesForDisappearingItem(at:)`.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }
}

/// One insertion, deletion, move or reload the collection view is applying.
///
/// UIKit parity: `UICollectionViewUpdateItem`; same members.
open class UICollectionViewUpdateItem {
  /// What kind of update.
  public enum Action: Int, Sendable {
    case insert, delete, reload, move, none
  }

  /// The element's index path before the update (nil for insertions).
  public let indexPathBeforeUpdate: IndexPath?
  /// The element's index path after the update (nil for deletions).
  public let indexPathAfterUpdate: IndexPath?
  /// The update's kind.
  public let updateAction: Action

  /// Creates an update item.
  public init(indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?, updateAction: Action) {
    self.indexPathBeforeUpdate = indexPathBeforeUpdate
    self.indexPathAfterUpdate = indexPathAfterUpdate
    self.updateAction = updateAction
  }
}
