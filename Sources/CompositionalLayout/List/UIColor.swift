import Foundation

/// A colour, as red, green, blue and alpha components in 0…1 (sRGB).
///
/// UIKit parity: `UIColor` with the component initialiser and the semantic colours cells use (light appearance).
public struct UIColor: Hashable, Sendable {
  /// Red, 0…1.
  public var red: CGFloat
  /// Green, 0…1.
  public var green: CGFloat
  /// Blue, 0…1.
  public var blue: CGFloat
  /// Alpha, 0…1.
  public var alpha: CGFloat

  /// Creates a colour from components in 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// Creates a grey from a white level and alpha in 0…1.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Primary text (light appearance: black).
  public static let label = UIColor.black
  /// Secondary text (light appearance: #3C3C43 at 60 %).
  public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  /// Cell background of plain lists (white).
  public static let systemBackground = UIColor.white
  /// Cell background of grouped lists (white) and grouped table background (#F2F2F7).
  public static let secondarySystemGroupedBackground = UIColor.white
  /// The default tint (system blue #007AFF).
  public static let tintColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
  /// The background behind grouped and insetGrouped lists (light appearance: #F2F2F7; measured in SHOT-A…D).
  public static let systemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  /// Separator lines (light appearance: #3C3C43 at 29 %).
  public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  /// Tertiary text and chevrons (light appearance: #3C3C43 at 30 %).
  public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  /// System red, for delete controls (#FF3B30).
  public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
  /// System green, for insert controls and switches (#34C759).
  public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
}
