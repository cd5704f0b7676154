import Foundation

/// Formats lengths in points as text at 1/100-pt precision, independent of the locale.
///
/// Values are rounded half away from zero to the nearest 1/100 pt; a value that rounds to zero never carries a minus
/// sign. Non-finite values print as "nan", "inf" and "-inf"; magnitudes above 10^15 pt print with Swift's default
/// description.
enum PointFormatter {
  /// `value` with exactly two decimals ("12.50", "-0.33", "0.00").
  ///
  /// - Complexity: O(1).
  static func fixed(_ value: CGFloat) -> String {
    guard let parts = hundredths(value) else { return special(value) }
    let fraction = parts.fraction < 10 ? "0\(parts.fraction)" : "\(parts.fraction)"
    return "\(parts.sign)\(parts.whole).\(fraction)"
  }

  /// `value` rounded to 1/100 with trailing zeros dropped ("12.5", "3", "-0.33"), for SVG attributes.
  ///
  /// - Complexity: O(1).
  static func compact(_ value: CGFloat) -> String {
    guard let parts = hundredths(value) else { return special(value) }
    if parts.fraction == 0 { return "\(parts.sign)\(parts.whole)" }
    if parts.fraction % 10 == 0 { return "\(parts.sign)\(parts.whole).\(parts.fraction / 10)" }
    let fraction = parts.fraction < 10 ? "0\(parts.fraction)" : "\(parts.fraction)"
    return "\(parts.sign)\(parts.whole).\(fraction)"
  }

  private static func hundredths(_ value: CGFloat) -> (sign: String, whole: Int64, fraction: Int64)? {
    guard value.isFinite else { return nil }
    let scaled = (abs(value) * 100).rounded(.toNearestOrAwayFromZero)
    guard scaled < 1e17 else { return nil }
    let count = Int64(scaled)
    let sign = value < 0 && count != 0 ? "-" : ""
    return (sign, count / 100, count % 100)
  }

  private static func special(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    return "\(value)"
  }
}
