import Foundation

/// One line of text drawn inside an element, already broken and positioned by the caller (for example with a text
/// measurer), so the renderer needs no fonts of its own.
///
/// Coordinates are points relative to the element's frame: `x` from its left edge, `baseline` from its top edge.
/// The text is escaped, never interpreted as markup; the line is drawn as given, without wrapping or clipping.
///
/// UIKit parity: none; stands in for a line a `UILabel` in the cell draws.
public struct SVGTextLine: Hashable, Sendable {
  /// The characters drawn.
  public var text: String
  /// The line's left edge, in points from the element's left edge.
  public var x: CGFloat
  /// The line's baseline, in points from the element's top edge.
  public var baseline: CGFloat
  /// The font size, in points (> 0).
  public var fontSize: CGFloat
  /// A CSS font-family list, e.g. "Inter, Noto Sans CJK KR, sans-serif"; nil uses `defaultFontFamily`.
  public var fontFamily: String?
  /// Whether the line is drawn bold.
  public var isBold: Bool
  /// The text colour; nil keeps the element's text colour.
  public var color: SVGColor?

  /// The family used when `fontFamily` is nil: Inter (the text measurer's system face, `FontCatalog.SystemFace` in
  /// TextMeasurement, which this module does not import), its DejaVu Sans fallback, then CJK fallbacks.
  public static let defaultFontFamily = "Inter, DejaVu Sans, Noto Sans CJK KR, sans-serif"

  /// Creates a line.
  ///
  /// - Parameters:
  ///   - text: The characters drawn.
  ///   - x: The left edge, in points from the element's left edge.
  ///   - baseline: The baseline, in points from the element's top edge.
  ///   - fontSize: The font size in points (> 0).
  ///   - fontFamily: A CSS font-family list; nil for `defaultFontFamily`.
  ///   - isBold: Bold or regular. Default regular.
  ///   - color: The colour; nil for the element's text colour.
  public init(
    text: String, x: CGFloat, baseline: CGFloat, fontSize: CGFloat, fontFamily: String? = nil, isBold: Bool = false,
    color: SVGColor? = nil
  ) {
    self.text = text
    self.x = x
    self.baseline = baseline
    self.fontSize = fontSize
    self.fontFamily = fontFamily
    self.isBold = isBold
    self.color = color
  }
}
