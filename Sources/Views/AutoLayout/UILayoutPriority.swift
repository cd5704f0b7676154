import Foundation

/// How strongly Auto Layout holds a constraint, 1…1000: 1000 is required; lower priorities yield to higher ones.
///
/// UIKit parity: `UILayoutPriority`; the constants (required 1000, defaultHigh 750, dragThatCanResizeScene 510,
/// sceneSizeStayPut 500, dragThatCannotResizeScene 490, defaultLow 250, fittingSizeLevel 50; uikit-view-metrics.md
/// §5.1, MSPRIO) and `+`/`-` with a `Float`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// Content hugging and compression resistance of one view, per axis.
struct ContentPriorities {
  var huggingHorizontal = UILayoutPriority.defaultLow
  var huggingVertical = UILayoutPriority.defaultLow
  var compressionHorizontal = UILayoutPriority.defaultHigh
  var compressionVertical = UILayoutPriority.defaultHigh
}
