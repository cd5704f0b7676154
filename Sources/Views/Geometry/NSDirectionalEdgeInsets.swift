import Foundation

/// Edge insets that follow the layout direction: leading and trailing swap sides in right-to-left layouts.
///
/// Values are in points. Negative values are allowed and move an edge outwards.
///
/// UIKit parity: `NSDirectionalEdgeInsets`; same fields, initialisers and `.zero`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// Inset from the top edge, in points.
  public var top: CGFloat
  /// Inset from the leading edge (left in left-to-right layouts), in points.
  public var leading: CGFloat
  /// Inset from the bottom edge, in points.
  public var bottom: CGFloat
  /// Inset from the trailing edge (right in left-to-right layouts), in points.
  public var trailing: CGFloat

  /// Creates zero insets.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Creates insets with the given values, in points.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()

  public var description: String {
    "{\(top.layoutDescription), \(leading.layoutDescription), \(bottom.layoutDescription), \(trailing.layoutDescription)}"
  }
}

/// Edge insets in fixed left/right terms, as a view's `safeAreaInsets` are expressed.
///
/// UIKit parity: `UIEdgeInsets`; same fields, `init(top:left:bottom:right:)` and `.zero`.
public struct UIEdgeInsets: Hashable, Sendable {
  /// Inset from the top edge, in points.
  public var top: CGFloat
  /// Inset from the left edge, in points.
  public var left: CGFloat
  /// Inset from the bottom edge, in points.
  public var bottom: CGFloat
  /// Inset from the right edge, in points.
  public var right: CGFloat

  /// Creates zero insets.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates insets with the given values, in points.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()
}

extension CGFloat {
  /// A short decimal rendering used in descriptions and dumps: at most two decimals, no trailing zeros.
  package var layoutDescription: String {
    if !isFinite || magnitude >= 1e15 { return "\(self)" }
    let rounded = (self * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    var text = String(format: "%.2f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
