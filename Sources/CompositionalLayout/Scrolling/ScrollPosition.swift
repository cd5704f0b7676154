import Foundation

/// Where the user has scrolled: the collection view's content offset and each orthogonal section's own offset.
///
/// Set it on a layout (`layout.scrollPosition = …`); it does not re-solve geometry, it only changes what is
/// presented: pinned boundary items, orthogonal sections' scrolled content and the visible-items handlers' edits.
/// Points, content coordinates.
///
/// UIKit parity: UIKit reads `collectionView.contentOffset`, `adjustedContentInset` and the private embedded scroll
/// views of orthogonal sections; this value stands in for them.
public struct ScrollPosition: Hashable, Sendable {
  /// The collection view's content offset (the top-left of the visible bounds in content coordinates).
  public var contentOffset: CGPoint
  /// Insets of the visible area that content can scroll under (bars, safe area); pinned items stay inside them.
  public var adjustedContentInset: UIEdgeInsets
  /// Content offsets of orthogonally scrolling sections, by section index. A section without an entry rests at its
  /// start: 0, or for `.groupPagingCentered` the negative offset that centres the first group.
  public var orthogonalContentOffsets: [Int: CGPoint]

  /// Creates a scroll position.
  public init(
    contentOffset: CGPoint = .zero, adjustedContentInset: UIEdgeInsets = .zero,
    orthogonalContentOffsets: [Int: CGPoint] = [:]
  ) {
    self.contentOffset = contentOffset
    self.adjustedContentInset = adjustedContentInset
    self.orthogonalContentOffsets = orthogonalContentOffsets
  }

  /// The position with every coordinate finite and within ±1e9 pt: NaN becomes 0 and larger magnitudes (infinities
  /// included) are clamped, so a hostile offset never reaches the geometry.
  var sanitized: ScrollPosition {
    // Already sanitised (every pass sets a position that is): itself, without rebuilding the offsets' dictionary.
    if isSanitized { return self }
    func length(_ value: CGFloat) -> CGFloat {
      value.isNaN ? 0 : min(max(value, -DiagnosticLog.maximumLength), DiagnosticLog.maximumLength)
    }
    func point(_ value: CGPoint) -> CGPoint { CGPoint(x: length(value.x), y: length(value.y)) }
    let inset = adjustedContentInset
    return ScrollPosition(
      contentOffset: point(contentOffset),
      adjustedContentInset: UIEdgeInsets(
        top: length(inset.top), left: length(inset.left), bottom: length(inset.bottom), right: length(inset.right)),
      orthogonalContentOffsets: orthogonalContentOffsets.mapValues(point))
  }

  /// Whether every coordinate is finite and within ±1e9 pt (`sanitized` would return the position unchanged). NaN
  /// fails every comparison, so it is caught by the range check.
  var isSanitized: Bool {
    func inRange(_ value: CGFloat) -> Bool {
      value >= -DiagnosticLog.maximumLength && value <= DiagnosticLog.maximumLength
    }
    let inset = adjustedContentInset
    guard inRange(contentOffset.x), inRange(contentOffset.y), inRange(inset.top), inRange(inset.left),
      inRange(inset.bottom), inRange(inset.right)
    else { return false }
    if orthogonalContentOffsets.isEmpty { return true }
    for offset in orthogonalContentOffsets.values where !inRange(offset.x) || !inRange(offset.y) { return false }
    return true
  }
}
