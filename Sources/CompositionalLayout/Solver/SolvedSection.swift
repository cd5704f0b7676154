import Foundation

/// A boundary supplementary or decoration placed in section-local coordinates (main-axis origin at the section's
/// start; cross axis as in the content).
struct SolvedElement: Sendable {
  var elementKind: String
  var frame: CGRect
  var zIndex: Int
  var pinToVisibleBounds: Bool = false
  var alignment: NSRectAlignment = .none
}

/// One section's solved geometry, relative to the section's start along the main axis.
///
/// Item n sits in instance n / capacity at slot n % capacity; instance k's origin is `groupOrigin` moved by k × stride
/// along the repetition axis, so every frame is O(1) to compute and the section costs nothing per item until queried.
struct SolvedSection {
  var index: Int
  var itemCount: Int
  /// Extent along the layout's main axis, in points.
  var extent: CGFloat = 0
  var template = GroupTemplate()
  var groupOrigin: CGPoint = .zero
  var stride: CGFloat = 0
  var repetitionAxis: LayoutAxis = .y
  var instanceCount: Int = 0
  var boundaryItems: [SolvedElement] = []
  var decorations: [SolvedElement] = []
  var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// For orthogonal sections: the length of the scrolling content along the repetition axis (spec O-5).
  var orthogonalContentLength: CGFloat = 0
  /// Whether cells and supplementaries are promoted above decorations (spec DEC-6).
  var promotesAboveDecorations = false
  /// The section's visible-items handler, run when the layout is presented at a scroll position.
  var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  var decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate = .automatic
  var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce = .automatic

  var capacity: Int { template.leaves.count }
  /// Items that are actually laid out: all of them unless the group holds none.
  var laidOutItemCount: Int { capacity == 0 ? 0 : itemCount }

  func instanceOrigin(_ instance: Int) -> CGPoint {
    let shift = CGFloat(instance) * stride
    return repetitionAxis == .x
      ? CGPoint(x: groupOrigin.x + shift, y: groupOrigin.y) : CGPoint(x: groupOrigin.x, y: groupOrigin.y + shift)
  }

  /// The frame of item `item`, section-local. Precondition: 0 ≤ item < laidOutItemCount.
  func itemFrame(_ item: Int) -> CGRect {
    let (instance, slot) = item.quotientAndRemainder(dividingBy: capacity)
    return template.leaves[slot].frame.offsetBy(instanceOrigin(instance))
  }

  func itemZIndex(_ item: Int) -> Int {
    promote(template.leaves[item % capacity].zIndex)
  }

  func promote(_ zIndex: Int) -> Int { promotesAboveDecorations ? max(zIndex, 1) : zIndex }

  /// The instances whose elements may intersect `rect` (section-local), as a closed range, or nil.
  func instances(intersecting rect: CGRect) -> ClosedRange<Int>? {
    guard instanceCount > 0 else { return nil }
    let axis = repetitionAxis
    let start = groupOrigin.along(axis)
    let low = rect.min(axis) - start - template.bounds.max(axis)
    let high = rect.max(axis) - start - template.bounds.min(axis)
    guard stride > 0 else {
      return low <= 0 && high >= 0 ? 0...(instanceCount - 1) : nil
    }
    let first = max(0, Int((low / stride).rounded(.down)))
    let lastDouble = (high / stride).rounded(.up)
    guard lastDouble >= 0, first < instanceCount else { return nil }
    let last = lastDouble >= Double(instanceCount) ? instanceCount - 1 : Int(lastDouble)
    return first <= last ? first...last : nil
  }
}
