import CompositionalLayout
import Foundation

extension UICollectionView {
  /// Where `scrollToItem(at:at:animated:)` puts an item in the visible area.
  ///
  /// At most one vertical option (`top`, `centeredVertically`, `bottom`) and one horizontal option (`left`,
  /// `centeredHorizontally`, `right`). Distinct from the engine's `CompositionalLayout.ScrollPosition` (a content
  /// offset), which this type shadows inside `UICollectionView`.
  ///
  /// UIKit parity: `UICollectionView.ScrollPosition`; same options and raw values.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a position from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The item's top at the visible area's top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically in the visible area.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the visible area's bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the visible area's left edge.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally in the visible area.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the visible area's right edge.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Scrolls so that the item at `indexPath` sits at `scrollPosition` in the visible area (the bounds inset by
  /// `adjustedContentInset`), clamped to the scroll range; an empty position does not scroll.
  ///
  /// - Precondition: `indexPath` names an existing item, and `scrollPosition` has at most one vertical and one
  ///   horizontal option (traps naming them otherwise).
  ///
  /// UIKit parity: `scrollToItem(at:at:animated:)`. Items of orthogonal sections move the main axis only.
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    let vertical = scrollPosition.intersection([.top, .centeredVertically, .bottom])
    let horizontal = scrollPosition.intersection([.left, .centeredHorizontally, .right])
    usagePrecondition(
      vertical.rawValue.nonzeroBitCount <= 1 && horizontal.rawValue.nonzeroBitCount <= 1,
      "UICollectionView: scrollToItem(at:at:animated:) was given the scroll position \(scrollPosition.rawValue), "
        + "which combines exclusive options. Fix: pass at most one of top/centeredVertically/bottom and one of "
        + "left/centeredHorizontally/right.")
    usagePrecondition(
      indexPath.isValid(in: loadedCounts()),
      "UICollectionView: attempt to scroll to invalid index path \(indexPath.shortDescription). Fix: scroll to an "
        + "item that exists (see numberOfSections and numberOfItems(inSection:)).")
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame, !scrollPosition.isEmpty else { return }
    let insets = adjustedContentInset
    var offset = contentOffset
    let visibleHeight = self.frame.height - insets.top - insets.bottom
    let visibleWidth = self.frame.width - insets.left - insets.right
    switch vertical {
    case .top: offset.y = frame.minY - insets.top
    case .centeredVertically: offset.y = frame.midY - visibleHeight / 2 - insets.top
    case .bottom: offset.y = frame.maxY - visibleHeight - insets.top
    default: break
    }
    switch horizontal {
    case .left: offset.x = frame.minX - insets.left
    case .centeredHorizontally: offset.x = frame.midX - visibleWidth / 2 - insets.left
    case .right: offset.x = frame.maxX - visibleWidth - insets.left
    default: break
    }
    setContentOffset(scrollModel().clamped(offset), animated: animated)
  }

  /// Simulates a finger drag: moves the content by `translation` points (positive moves towards the content's
  /// end, as a finger moving up does), laying out at least every half screen, then lifts the finger with
  /// `velocity` (points per second, positive towards the end) and decelerates to the resting offset that
  /// `ScrollModel` projects (paging and the layout's `targetContentOffset(forProposedContentOffset:
  /// withScrollingVelocity:)` applied), which the delegate may change in `scrollViewWillEndDragging`.
  ///
  /// Delegate sequence: willBeginDragging, didScroll…, willEndDragging (velocity in points per millisecond, as
  /// UIKit), didEndDragging(willDecelerate:), then when moving on: willBeginDecelerating, didScroll…,
  /// didEndDecelerating.
  ///
  /// - Complexity: O(steps × visible elements), steps = distance ÷ half the bounds size.
  ///
  /// UIKit parity: what a pan gesture on a `UIScrollView` does; headless, so it is a method.
  public func drag(by translation: CGPoint, velocity: CGPoint = .zero) {
    layoutNow()
    let delegate = collectionDelegate
    setScrollingState(tracking: true, dragging: true, decelerating: false)
    defer { setScrollingState(tracking: false, dragging: false, decelerating: false) }
    delegate?.scrollViewWillBeginDragging(self)
    var model = scrollModel()
    move(to: model.clamped(CGPoint(x: contentOffset.x + translation.x, y: contentOffset.y + translation.y)))
    model.contentOffset = contentOffset
    let layout = collectionViewLayout
    var target = model.restingOffset(velocity: velocity) { proposed, velocity in
      layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
    let decelerate = target != contentOffset
    setScrollingState(tracking: false, dragging: false, decelerating: false)
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
    guard decelerate else { return }
    setScrollingState(tracking: false, dragging: false, decelerating: true)
    delegate?.scrollViewWillBeginDecelerating(self)
    move(to: target)
    setScrollingState(tracking: false, dragging: false, decelerating: false)
    delegate?.scrollViewDidEndDecelerating(self)
  }

  /// A scroll model of the view's current geometry.
  func scrollModel() -> ScrollModel {
    feedLayout()
    var model = ScrollModel(
      boundsSize: bounds.size, contentSize: contentSize, adjustedContentInset: adjustedContentInset)
    model.contentOffset = contentOffset
    model.decelerationRate = decelerationRate.rawValue
    model.isPagingEnabled = isPagingEnabled
    return model
  }

  /// Moves to `target` in steps of at most half the bounds size, laying out after each.
  private func move(to target: CGPoint) {
    let start = contentOffset
    let stepX = max(frame.width / 2, 1)
    let stepY = max(frame.height / 2, 1)
    let distance = max(abs(target.x - start.x) / stepX, abs(target.y - start.y) / stepY).rounded(.up)
    guard target.x.isFinite, target.y.isFinite, distance.isFinite, distance > 0 else { return }
    // Far jumps lay out at most 10,000 intermediate positions.
    let steps = Int(min(distance, 10_000))
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      contentOffset =
        step == steps
        ? target
        : CGPoint(x: start.x + (target.x - start.x) * fraction, y: start.y + (target.y - start.y) * fraction)
      layoutNow()
    }
  }
}
