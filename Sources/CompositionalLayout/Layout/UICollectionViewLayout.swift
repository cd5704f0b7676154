import Foundation

/// The abstract layout a collection view asks where its elements go.
///
/// Headless: instead of reading a collection view, a layout reads its `context` (size, insets, direction, traits
/// and item counts). Subclasses override `prepare()` and the query methods, as in UIKit.
///
/// UIKit parity: `UICollectionViewLayout`; the query, invalidation and registration members of the class.
open class UICollectionViewLayout {
  /// What the layout lays out against; setting it invalidates the layout.
  public var context: LayoutContext {
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

  /// Marks the layout as needing `prepare()` before the next query.
  open func invalidateLayout() {}

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
}
