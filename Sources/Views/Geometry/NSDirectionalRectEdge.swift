import Foundation

/// A set of rectangle edges named by layout direction.
///
/// UIKit parity: `NSDirectionalRectEdge`; same members and raw values (top 1, leading 2, bottom 4, trailing 8, all 15).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The edges as bits: top 1, leading 2, bottom 4, trailing 8.
  public let rawValue: UInt
  /// Creates a set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 4)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 8)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
