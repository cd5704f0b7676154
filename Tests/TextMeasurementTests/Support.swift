import Foundation
import TextMeasurement

/// Font-unit arithmetic for expected values: DejaVu Sans has 2048 units per em, Noto Sans CJK 1000. At 16 points a
/// DejaVu unit is 16/2048 = 1/128 pt (exact in binary); a Noto unit is 16/1000 pt.
enum Units {
  /// `units` DejaVu font units at 16 pt, in points.
  static func dejaVu(_ units: Int) -> CGFloat { CGFloat(units) / 128 }
  /// `units` Noto Sans CJK font units at 16 pt, in points.
  static func noto(_ units: Int) -> CGFloat { CGFloat(units) * 16 / 1000 }
  /// DejaVu Sans line height at 16 pt: (1901 + 483 + 0) / 128 = 18.625.
  static let dejaVuLine: CGFloat = 18.625
  /// Noto Sans CJK line height at 16 pt: (1160 + 288 + 0) × 16 / 1000 = 23.168.
  static let notoLine: CGFloat = 23.168
}

/// Whether two sizes agree to 10⁻⁹ pt.
func isClose(_ lhs: CGSize, _ rhs: CGSize) -> Bool {
  abs(lhs.width - rhs.width) < 1e-9 && abs(lhs.height - rhs.height) < 1e-9
}

/// Whether two lengths agree to 10⁻⁹ pt.
func isClose(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool {
  abs(lhs - rhs) < 1e-9
}

/// The system font at 16 pt.
let font16 = UIFont.systemFont(ofSize: 16)
