import Foundation

/// A physical axis: x (horizontal) or y (vertical). Solver code is written once against it.
enum LayoutAxis: Sendable {
  case x, y

  var other: LayoutAxis { self == .x ? .y : .x }
}

extension CGSize {
  init(_ axis: LayoutAxis, along: CGFloat, across: CGFloat) {
    self = axis == .x ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
  }

  func along(_ axis: LayoutAxis) -> CGFloat { axis == .x ? width : height }
}

extension CGPoint {
  init(_ axis: LayoutAxis, along: CGFloat, across: CGFloat) {
    self = axis == .x ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
  }

  func along(_ axis: LayoutAxis) -> CGFloat { axis == .x ? x : y }
}

extension CGRect {
  init(_ axis: LayoutAxis, along: CGFloat, across: CGFloat, alongLength: CGFloat, acrossLength: CGFloat) {
    self.init(
      origin: CGPoint(axis, along: along, across: across),
      size: CGSize(axis, along: alongLength, across: acrossLength))
  }

  func min(_ axis: LayoutAxis) -> CGFloat { axis == .x ? origin.x : origin.y }
  func max(_ axis: LayoutAxis) -> CGFloat { axis == .x ? origin.x + size.width : origin.y + size.height }
  func length(_ axis: LayoutAxis) -> CGFloat { axis == .x ? size.width : size.height }

  func offsetBy(_ point: CGPoint) -> CGRect {
    CGRect(x: origin.x + point.x, y: origin.y + point.y, width: size.width, height: size.height)
  }

  /// Whether the rectangles share interior points, as Core Graphics' `CGRectIntersectsRect` decides: rectangles
  /// that only touch along an edge do not intersect (Foundation on Linux says they do), while a zero-width rectangle
  /// strictly inside another does. Frames are assumed standardised (non-negative sizes).
  func overlaps(_ other: CGRect) -> Bool {
    origin.x < other.origin.x + other.size.width && other.origin.x < origin.x + size.width
      && origin.y < other.origin.y + other.size.height && other.origin.y < origin.y + size.height
  }
}

extension NSDirectionalEdgeInsets {
  /// The inset before the start of `axis` (leading for x, top for y), in left-to-right terms.
  func start(_ axis: LayoutAxis) -> CGFloat { axis == .x ? leading : top }
  /// The inset after the end of `axis` (trailing for x, bottom for y).
  func end(_ axis: LayoutAxis) -> CGFloat { axis == .x ? trailing : bottom }
  func total(_ axis: LayoutAxis) -> CGFloat { start(axis) + end(axis) }

  /// `rect` shrunk by the insets (leading = left).
  func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.origin.x + leading, y: rect.origin.y + top,
      width: rect.size.width - leading - trailing, height: rect.size.height - top - bottom)
  }
}

/// `value` converted to an Int inside [lower, upper]; NaN gives `lower`. Never traps, whatever the magnitude.
func clampedInt(_ value: CGFloat, _ lower: Int, _ upper: Int) -> Int {
  guard value.isFinite else { return value > 0 ? upper : lower }
  if value <= CGFloat(lower) { return lower }
  if value >= CGFloat(upper) { return upper }
  return Int(value)
}
