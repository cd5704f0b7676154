import Foundation

/// How lines of text are placed horizontally in their rectangle.
///
/// `natural` follows the layout direction: left in left-to-right layouts, right in right-to-left ones. `justified`
/// is kept as data and placed like `natural` (inter-word spacing is not stretched headless).
///
/// UIKit parity: `NSTextAlignment`; same cases and raw values as on iOS (left 0, center 1, right 2, justified 3,
/// natural 4).
public enum NSTextAlignment: Int, Hashable, Sendable, CaseIterable {
  /// Lines start at the left edge.
  case left = 0
  /// Lines are centred.
  case center = 1
  /// Lines end at the right edge.
  case right = 2
  /// Lines fill the width (placed like `natural` headless).
  case justified = 3
  /// Lines start at the leading edge of the layout direction.
  case natural = 4

  /// The fraction of the free width (rectangle width − line width) placed before a line: 0 left, ½ centre, 1 right.
  func leadingFraction(rightToLeft: Bool) -> CGFloat {
    switch self {
    case .left: return 0
    case .center: return 0.5
    case .right: return 1
    case .justified, .natural: return rightToLeft ? 1 : 0
    }
  }
}

extension NSAttributedString.Key {
  /// The font of the text: a `UIFont` value. Raw value `NSFont`.
  ///
  /// UIKit parity: `NSAttributedString.Key.font` (UIKit's; Foundation on Linux does not declare it).
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour of the text: a `UIColor` value. Raw value `NSColor`.
  ///
  /// UIKit parity: `NSAttributedString.Key.foregroundColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text: a `UIColor` value. Raw value `NSBackgroundColor` (kept as data).
  ///
  /// UIKit parity: `NSAttributedString.Key.backgroundColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space after each character in points: a number (kept as data). Raw value `NSKern`.
  ///
  /// UIKit parity: `NSAttributedString.Key.kern`.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The paragraph style (kept as data). Raw value `NSParagraphStyle`.
  ///
  /// UIKit parity: `NSAttributedString.Key.paragraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
