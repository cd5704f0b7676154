import Foundation

extension UIFont {
  /// A font weight on UIKit's scale from −1 (lightest) to 1 (heaviest).
  ///
  /// UIKit parity: `UIFont.Weight`, with UIKit's raw values.
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    /// The weight on the −1…1 scale.
    public var rawValue: CGFloat

    /// Creates a weight; values outside −1…1 are allowed and compare as numbers.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// −0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// −0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// −0.4.
    public static let light = Weight(rawValue: -0.4)
    /// 0.
    public static let regular = Weight(rawValue: 0)
    /// 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// 0.62.
    public static let black = Weight(rawValue: 0.62)

    public static func < (lhs: Weight, rhs: Weight) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }
}
