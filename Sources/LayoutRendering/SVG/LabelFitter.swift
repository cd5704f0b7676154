import Foundation

/// Chooses a font size, and if need be a truncation, so a one-line label fits a box.
///
/// Widths are estimated for a monospaced font whose glyphs advance 0.6 em, so estimates do not depend on the fonts
/// installed where the SVG is viewed.
enum LabelFitter {
  /// The advance of one glyph, in em.
  static let glyphAdvance: CGFloat = 0.6

  /// A label that fits: the text to draw (possibly truncated with "…") and its font size in points.
  struct Fit: Equatable {
    var text: String
    var fontSize: CGFloat
  }

  /// The estimated width of `text` at `fontSize`, in points.
  static func width(of text: String, fontSize: CGFloat) -> CGFloat {
    CGFloat(text.count) * glyphAdvance * fontSize
  }

  /// The largest font size up to `maximum` at which `text` fits `width` × `height` points; below `minimum`, the
  /// text at `minimum` truncated with "…" (trailing spaces dropped before it). nil when the box cannot hold two characters at `minimum`.
  ///
  /// - Complexity: O(n) in the text's length.
  static func fit(_ text: String, width: CGFloat, height: CGFloat, maximum: CGFloat, minimum: CGFloat) -> Fit? {
    guard !text.isEmpty, width > 0, height >= minimum else { return nil }
    let natural = min(maximum, height, width / (CGFloat(text.count) * glyphAdvance))
    if natural >= minimum { return Fit(text: text, fontSize: natural) }
    let capacity = Int((width / (glyphAdvance * minimum)).rounded(.down))
    guard capacity >= 2 else { return nil }
    var kept = String(text.prefix(capacity - 1))
    while kept.last?.isWhitespace == true { kept.removeLast() }
    return Fit(text: kept + "…", fontSize: minimum)
  }
}
