import CompositionalLayout
import Foundation

extension OrthogonalScrollingGeometry {
  /// The most resting offsets `restingOffsets()` lists; longer sections keep their first ones.
  static let restingOffsetLimit = 100_000

  /// Every offset at which the section can come to rest, ascending, or nil when it can rest anywhere between
  /// `minimumContentOffset` and `maximumContentOffset` (`.continuous`, `.none`).
  ///
  /// Offsets are along the section's scrolling axis, in points, in the section's unscrolled coordinates. Each one is
  /// the engine's own answer: a candidate (a multiple of the page or group stride, or a group's centring offset) is
  /// released with zero velocity through `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, so
  /// the list holds exactly the points a slow release settles on, clamped ends included.
  ///
  /// - Complexity: O(pages) for the section's pages or groups, at most `restingOffsetLimit`.
  func restingOffsets() -> [CGFloat]? {
    let maximum = Swift.max(maximumContentOffset, minimumContentOffset)
    let candidates: [CGFloat]
    switch behavior {
    case .none, .continuous:
      return nil
    case .paging:
      candidates = multiples(of: viewportLength, upTo: maximum)
    case .groupPaging, .continuousGroupLeadingBoundary:
      candidates = multiples(of: groupStride, upTo: maximum)
    case .groupPagingCentered:
      let count = Swift.min(groupCount, Self.restingOffsetLimit)
      candidates = (0..<count).map { minimumContentOffset + CGFloat($0) * groupStride }
    }
    var offsets: [CGFloat] = []
    for candidate in candidates {
      let offset = targetContentOffset(forProposedContentOffset: candidate, withScrollingVelocity: 0)
      guard offset.isFinite else { continue }
      offsets.append(offset)
    }
    offsets.sort()
    var unique: [CGFloat] = []
    for offset in offsets where unique.last.map({ abs($0 - offset) > 0.001 }) ?? true {
      unique.append(offset)
    }
    return unique.isEmpty ? [minimumContentOffset] : unique
  }

  /// 0, `length`, 2 × `length`, … up to the first multiple at or past `maximum` (at most `restingOffsetLimit`).
  private func multiples(of length: CGFloat, upTo maximum: CGFloat) -> [CGFloat] {
    guard length > 0, length.isFinite, maximum.isFinite else { return [0] }
    let count = Int(Swift.min((Swift.max(maximum, 0) / length).rounded(.up), CGFloat(Self.restingOffsetLimit - 1)))
    return (0...count).map { CGFloat($0) * length }
  }
}
