/// A face's vertical metrics and replacement-glyph advance, in font units.
///
/// Values come from FreeType's face record: `ascender`, `descender` and `height` are the `hhea` table's (for Inter
/// 2728, −680 and 3408 of 2816 units per em; for DejaVu Sans 1901, −483 and 2384 of 2048; for Noto Sans CJK 1160,
/// −288 and 1448 of 1000), and the line gap is `height − (ascender − descender)`.
struct FaceMetrics: Hashable, Sendable {
  /// Font units per em (2816 for Inter, 2048 for DejaVu, 1000 for Noto Sans CJK).
  var unitsPerEm: Int
  /// Distance from the baseline to the top of the line, positive up.
  var ascender: Int
  /// Distance from the baseline to the bottom of the line, negative below the baseline.
  var descender: Int
  /// Extra space below the descender, ≥ 0.
  var lineGap: Int
  /// The advance of glyph 0 (`.notdef`, the box drawn for a missing character).
  var notdefAdvance: Int

  /// The metrics used when not even the primary face loads: DejaVu Sans Book's own numbers, so that a system font
  /// whose Inter file is missing measures consistently with its DejaVu fallback face.
  static let approximate = FaceMetrics(
    unitsPerEm: 2048, ascender: 1901, descender: -483, lineGap: 0, notdefAdvance: 1229)

  /// Points per font unit at `pointSize`.
  func scale(atPointSize pointSize: Double) -> Double {
    pointSize / Double(max(1, unitsPerEm))
  }

  /// The line metrics in points at `pointSize`.
  func lineMetrics(atPointSize pointSize: Double) -> LineMetrics {
    let scale = scale(atPointSize: pointSize)
    return LineMetrics(
      ascent: Double(ascender) * scale, descent: Double(-descender) * scale, gap: Double(max(0, lineGap)) * scale)
  }
}

/// Vertical extents of a line or face in points, all ≥ 0 for real fonts.
struct LineMetrics: Hashable, Sendable {
  /// Baseline to the line's top.
  var ascent: Double
  /// Baseline to the line's bottom (positive).
  var descent: Double
  /// Extra space below the descent.
  var gap: Double

  /// `ascent + descent + gap`.
  var height: Double { ascent + descent + gap }

  /// The union of two faces' metrics on one line: the larger ascent, descent and gap.
  func union(_ other: LineMetrics) -> LineMetrics {
    LineMetrics(ascent: max(ascent, other.ascent), descent: max(descent, other.descent), gap: max(gap, other.gap))
  }
}
