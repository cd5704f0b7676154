import Foundation

/// A headless scroll view: content offset, bounds, content size and adjusted insets, with dragging, flings that
/// decelerate as UIScrollView's do, and paging.
///
/// Points; offsets are the top-left of the visible bounds in content coordinates. A fling's resting offset is the
/// offset projected by UIScrollView's deceleration (v/1000 · r/(1 − r) for velocity v in points per second and rate
/// r per millisecond), snapped by paging or by a layout's target function, then clamped to the scroll range.
///
/// UIKit parity: the parts of `UIScrollView` a collection layout depends on (`contentOffset`, `contentSize`,
/// `adjustedContentInset`, `decelerationRate`, `isPagingEnabled`, `scrollViewWillEndDragging`'s target offset).
public struct ScrollModel: Hashable, Sendable {
  /// The size of the visible bounds.
  public var boundsSize: CGSize
  /// The size of the scrollable content.
  public var contentSize: CGSize
  /// Insets around the content that the content can scroll under.
  public var adjustedContentInset: UIEdgeInsets
  /// The current offset.
  public var contentOffset: CGPoint
  /// Deceleration per millisecond: 0.998 normal (default), 0.99 fast; values are held inside [0, 0.9999].
  public var decelerationRate: CGFloat = 0.998
  /// Whether flings rest on multiples of the bounds size.
  public var isPagingEnabled = false

  /// Creates a scroll model resting at its minimum offset.
  public init(boundsSize: CGSize, contentSize: CGSize, adjustedContentInset: UIEdgeInsets = .zero) {
    self.boundsSize = boundsSize
    self.contentSize = contentSize
    self.adjustedContentInset = adjustedContentInset
    contentOffset = CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
  }

  /// The smallest offset: minus the leading and top adjusted insets.
  public var minimumContentOffset: CGPoint {
    CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
  }

  /// The largest offset: the content's end at the bounds' end, never below the minimum.
  public var maximumContentOffset: CGPoint {
    CGPoint(
      x: max(minimumContentOffset.x, contentSize.width + adjustedContentInset.right - boundsSize.width),
      y: max(minimumContentOffset.y, contentSize.height + adjustedContentInset.bottom - boundsSize.height))
  }

  /// `offset` moved inside the scroll range.
  public func clamped(_ offset: CGPoint) -> CGPoint {
    CGPoint(
      x: min(max(offset.x, minimumContentOffset.x), maximumContentOffset.x),
      y: min(max(offset.y, minimumContentOffset.y), maximumContentOffset.y))
  }

  /// Scrolls by `delta` points (positive moves towards the content's end), as a finger drag does; stays in range.
  public mutating func scroll(by delta: CGPoint) {
    contentOffset = clamped(CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
  }

  /// Where a fling with `velocity` (points per second) from the current offset comes to rest.
  ///
  /// - Parameter target: a layout's snapping, given the projected offset and the velocity (as
  ///   `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`); nil keeps the projection.
  public func restingOffset(velocity: CGPoint, target: ((CGPoint, CGPoint) -> CGPoint)? = nil) -> CGPoint {
    // Rates are per millisecond in [0, 1); 1 or more would never stop, so it is held just below 1.
    let rate = decelerationRate.isFinite ? min(max(decelerationRate, 0), 0.9999) : 0.998
    let factor = rate / (1 - rate) / 1000
    var projected = CGPoint(
      x: contentOffset.x + (velocity.x.isFinite ? velocity.x : 0) * factor,
      y: contentOffset.y + (velocity.y.isFinite ? velocity.y : 0) * factor)
    if isPagingEnabled {
      projected = CGPoint(
        x: page(contentOffset.x, velocity.x, boundsSize.width), y: page(contentOffset.y, velocity.y, boundsSize.height))
    }
    if let target { projected = target(projected, velocity) }
    return clamped(projected)
  }

  /// Ends a drag with `velocity` and decelerates to the resting offset.
  public mutating func endDragging(velocity: CGPoint, target: ((CGPoint, CGPoint) -> CGPoint)? = nil) {
    contentOffset = restingOffset(velocity: velocity, target: target)
  }

  private func page(_ offset: CGFloat, _ velocity: CGFloat, _ length: CGFloat) -> CGFloat {
    guard length > 0 else { return offset }
    let position = offset / length
    let threshold = OrthogonalScrollingGeometry.pagingVelocityThreshold
    if velocity > threshold { return (position.rounded(.down) + 1) * length }
    if velocity < -threshold { return (position.rounded(.up) - 1) * length }
    return position.rounded() * length
  }
}
