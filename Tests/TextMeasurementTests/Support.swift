import Foundation
import TextMeasurement

/// Font-unit arithmetic for expected values. Inter (the system face) has 2816 units per em, DejaVu Sans 2048, Noto
/// Sans CJK 1000. At 16 points an Inter unit is 16/2816 = 1/176 pt, a DejaVu unit 16/2048 = 1/128 pt (exact in
/// binary) and a Noto unit 16/1000 pt.
enum Units {
  /// `units` Inter font units at 16 pt, in points.
  static func inter(_ units: Int) -> CGFloat { CGFloat(units) / 176 }
  /// `units` DejaVu font units at 16 pt, in points.
  static func dejaVu(_ units: Int) -> CGFloat { CGFloat(units) / 128 }
  /// `units` Noto Sans CJK font units at 16 pt, in points.
  static func noto(_ units: Int) -> CGFloat { CGFloat(units) * 16 / 1000 }
  /// Inter line height at 16 pt: (2728 + 680 + 0) / 176 = 19.363636….
  static let interLine: CGFloat = inter(3408)
  /// Inter ascender at 16 pt: 2728 / 176 = 15.5.
  static let interAscender: CGFloat = 15.5
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

/// Whether two lists of lengths agree to 10⁻⁹ pt, element by element.
func isClose(_ lhs: [CGFloat], _ rhs: [CGFloat]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { isClose($0, $1) }
}

/// The system font (Inter) at 16 pt.
let font16 = UIFont.systemFont(ofSize: 16)

/// The standard faces with DejaVu Sans as the system face: DejaVu has a `kern` table, so the kerning rules are
/// tested with it (Inter kerns only in GPOS, which the measurer does not read).
let dejaVuLibrary: FontLibrary = {
  var catalog = FontCatalog.standard
  catalog.systemFontName = "DejaVuSans"
  catalog.boldSystemFontName = "DejaVuSans-Bold"
  return FontLibrary(catalog: catalog)
}()

/// DejaVu Sans at 16 pt.
let dejaVu16 = UIFont.systemFont(ofSize: 16, library: dejaVuLibrary)
