import Foundation

/// The scroll geometry of one orthogonally scrolling section: its offset range, where it rests, where a fling comes
/// to rest, and which page an offset shows.
///
/// Offsets are along the section's scrolling axis (x in a vertical layout), in points, in the section's unscrolled
/// coordinates: offset 0 shows the section's content from the collection view's leading edge. Right-to-left layouts
/// use the same left-to-right offsets.
///
/// UIKit parity: UIKit keeps this in a private embedded scroll view and `targetContentOffset` logic per
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`; the rules here are spec O-1…O-13 (Apple's documentation of
/// the behaviours, UIScrollView's deceleration model).
public struct OrthogonalScrollingGeometry: Hashable, Sendable {
  /// The section's behaviour.
  public let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// The visible extent along the scrolling axis (the collection view's width in a vertical layout).
  public let viewportLength: CGFloat
  /// Where the first group starts, unscrolled.
  public let firstGroupOffset: CGFloat
  /// The group's extent along the scrolling axis.
  public let groupLength: CGFloat
  /// Distance between consecutive groups: group length plus inter-group spacing.
  public let groupStride: CGFloat
  /// The number of group instances.
  public let groupCount: Int
  /// The length of the scrolling content (insets included).
  public let contentLength: CGFloat
  /// The section's deceleration rate (iOS 17 `orthogonalScrollingProperties`).
  public let decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
  /// The section's bounce setting; resting offsets are always inside the range, bounce only affects the drag.
  public let bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce

  init?(section: SolvedSection, viewport: CGSize, mainAxis: LayoutAxis) {
    guard section.orthogonalScrollingBehavior != .none else { return nil }
    let cross = mainAxis.other
    behavior = section.orthogonalScrollingBehavior
    viewportLength = viewport.along(cross)
    firstGroupOffset = section.groupOrigin.along(cross)
    groupLength = section.template.size.along(cross)
    groupStride = section.stride
    groupCount = section.instanceCount
    contentLength = section.orthogonalContentLength
    decelerationRate = section.decelerationRate
    bounce = section.bounce
  }

  /// The offset that centres group `index` in the viewport (used by `.groupPagingCentered`).
  public func centeredOffset(ofGroup index: Int) -> CGFloat {
    firstGroupOffset + CGFloat(index) * groupStride + groupLength / 2 - viewportLength / 2
  }

  /// The smallest offset the section rests at: for `.groupPagingCentered`, the one that centres the first group
  /// (negative when the group is narrower than the viewport, spec V-4); 0 otherwise.
  public var minimumContentOffset: CGFloat {
    behavior == .groupPagingCentered && groupCount > 0 ? centeredOffset(ofGroup: 0) : 0
  }

  /// The largest offset the section rests at: the end of the content at the viewport's trailing edge, or for
  /// `.groupPagingCentered` the offset that centres the last group.
  public var maximumContentOffset: CGFloat {
    if behavior == .groupPagingCentered && groupCount > 0 { return centeredOffset(ofGroup: groupCount - 1) }
    return max(0, contentLength - viewportLength)
  }

  /// Where the section rests before the user touches it: `minimumContentOffset`.
  public var initialContentOffset: CGFloat { minimumContentOffset }

  /// The deceleration rate UIKit uses for the behaviour when the properties say `.automatic`: fast for the paging
  /// behaviours, normal otherwise. Custom rates are held inside [0, 0.9999] (a rate of 1 or more would never stop;
  /// NaN counts as normal), as `ScrollModel` does.
  public func effectiveDecelerationRate(
    _ rate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
  ) -> CGFloat {
    if rate != .automatic {
      let value = rate.rawValue
      return value.isNaN
        ? UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal.rawValue
        : min(max(value, 0), 0.9999)
    }
    switch behavior {
    case .paging, .groupPaging, .groupPagingCentered:
      return UICollectionLayoutSectionOrthogonalScrollingProperties
        .DecelerationRate.fast.rawValue
    default: return UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal.rawValue
    }
  }

  /// Speed (points per second) above which a paging release moves to the next page rather than the nearest.
  public static let pagingVelocityThreshold: CGFloat = 300

  /// Where a fling released at `proposedContentOffset` with `velocity` (points per second along the scrolling axis,
  /// positive towards the trailing end) comes to rest. `decelerationRate` overrides the section's.
  ///
  /// - `.continuous`: UIScrollView's deceleration, offset + v/1000 · r/(1 − r) for rate r per millisecond, clamped.
  /// - `.continuousGroupLeadingBoundary`: that projection snapped to a group's leading edge in the fling direction.
  /// - `.paging`: one viewport-length page in the fling direction (the nearest page when slower than
  ///   `pagingVelocityThreshold`).
  /// - `.groupPaging`: the same with group-stride pages.
  /// - `.groupPagingCentered`: one group in the fling direction, centred.
  ///
  /// - Complexity: O(1).
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGFloat, withScrollingVelocity velocity: CGFloat,
    decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate? = nil
  ) -> CGFloat {
    let start = proposedContentOffset.isFinite ? proposedContentOffset : 0
    let speed = velocity.isFinite ? velocity : 0
    let rate = effectiveDecelerationRate(decelerationRate ?? self.decelerationRate)
    // Finite inputs can still overflow (1e308 pt/s): an infinite projection rests at the end it points to.
    let raw = start + speed / 1000 * rate / (1 - rate)
    let projected = raw.isFinite ? raw : (raw > 0 ? maximumContentOffset : minimumContentOffset)
    let direction: CGFloat =
      speed > Self.pagingVelocityThreshold ? 1 : (speed < -Self.pagingVelocityThreshold ? -1 : 0)
    switch behavior {
    case .none:
      return start
    case .continuous:
      return clamp(projected)
    case .continuousGroupLeadingBoundary:
      guard groupStride > 0 else { return clamp(projected) }
      let position = projected / groupStride
      let index = speed > 0 ? position.rounded(.up) : (speed < 0 ? position.rounded(.down) : position.rounded())
      return clamp(index * groupStride)
    case .paging:
      return clamp(page(start, length: viewportLength, direction: direction) * viewportLength)
    case .groupPaging:
      return clamp(page(start, length: groupStride, direction: direction) * groupStride)
    case .groupPagingCentered:
      guard groupCount > 0 else { return 0 }
      let index = page(start - minimumContentOffset, length: groupStride, direction: direction)
      return centeredOffset(ofGroup: clampedInt(index, 0, groupCount - 1))
    }
  }

  /// The page an offset shows: `round(offset / viewport)` for `.paging`, `round(offset / stride)` for
  /// `.groupPaging`, and for `.groupPagingCentered` `round((offset − minimumContentOffset) / stride)` — not
  /// `round(offset / width)`, which is off by the negative starting offset.
  public func pageIndex(forContentOffset offset: CGFloat) -> Int {
    let length: CGFloat
    var origin: CGFloat = 0
    switch behavior {
    case .paging: length = viewportLength
    case .groupPagingCentered:
      length = groupStride
      origin = minimumContentOffset
    default: length = groupStride
    }
    guard length > 0, offset.isFinite else { return 0 }
    return clampedInt(((offset - origin) / length).rounded(), Int.min / 2, Int.max / 2)
  }

  private func page(_ offset: CGFloat, length: CGFloat, direction: CGFloat) -> CGFloat {
    guard length > 0 else { return 0 }
    let position = offset / length
    if direction > 0 { return position.rounded(.down) + 1 }
    if direction < 0 { return position.rounded(.up) - 1 }
    return position.rounded()
  }

  private func clamp(_ offset: CGFloat) -> CGFloat {
    min(max(offset, minimumContentOffset), max(minimumContentOffset, maximumContentOffset))
  }
}
