import Foundation

/// One axis of the page: the layout's scrolling axis or the orthogonal one, with the CSS names that go with it.
enum HTMLAxis: Sendable {
  case x
  case y

  /// The other axis.
  var other: HTMLAxis { self == .x ? .y : .x }

  /// The CSS property that places a box along this axis ("left" or "top").
  var startProperty: String { self == .x ? "left" : "top" }

  /// The CSS property that places a box from the far end of this axis ("right" or "bottom").
  var endProperty: String { self == .x ? "right" : "bottom" }

  /// The CSS margin that pushes a box along this axis ("margin-left" or "margin-top").
  var marginProperty: String { self == .x ? "margin-left" : "margin-top" }

  /// The name the page's script uses for the axis.
  var name: String { self == .x ? "x" : "y" }

  /// The smallest coordinate of `rect` along this axis.
  func min(_ rect: CGRect) -> CGFloat { self == .x ? rect.minX : rect.minY }

  /// The extent of `rect` along this axis.
  func length(_ rect: CGRect) -> CGFloat { self == .x ? rect.width : rect.height }

  /// The component of `size` along this axis.
  func length(_ size: CGSize) -> CGFloat { self == .x ? size.width : size.height }

  /// `point`'s component along this axis.
  func value(_ point: CGPoint) -> CGFloat { self == .x ? point.x : point.y }

  /// A point whose component along this axis is `value` and whose other component is zero.
  func point(_ value: CGFloat) -> CGPoint { self == .x ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value) }

  /// `rect` with its extent along this axis replaced by `start` and `length`.
  func replacing(_ rect: CGRect, start: CGFloat, length: CGFloat) -> CGRect {
    self == .x
      ? CGRect(x: start, y: rect.minY, width: length, height: rect.height)
      : CGRect(x: rect.minX, y: start, width: rect.width, height: length)
  }
}

extension HTMLAxis {
  /// The rect spanning `mainStart` + `mainLength` along this axis and `crossStart` + `crossLength` along the other.
  func rect(mainStart: CGFloat, mainLength: CGFloat, crossStart: CGFloat, crossLength: CGFloat) -> CGRect {
    self == .y
      ? CGRect(x: crossStart, y: mainStart, width: crossLength, height: mainLength)
      : CGRect(x: mainStart, y: crossStart, width: mainLength, height: crossLength)
  }
}
