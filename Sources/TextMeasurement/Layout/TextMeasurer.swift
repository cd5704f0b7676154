import Foundation

/// Measures and lays out text in a ``UIFont`` at a width, with a line limit, using the faces' real glyph advances.
///
/// Widths are the sum of unhinted glyph advances (design units × pointSize ÷ unitsPerEm, read with FreeType's
/// `FT_LOAD_NO_SCALE` and cached per face and scalar) plus `kern`-table kerning between neighbours from the same
/// face. Breaking is greedy: a line takes clusters while they fit (10⁻⁶ pt tolerance); breaks fall after white
/// space and before or after CJK characters (Han, kana, Hangul: any two may part), or anywhere with
/// `.byCharWrapping`; a word wider than the line breaks before the first grapheme that does not fit, and a single
/// grapheme wider than the line sits alone on it. White space hangs: it is not counted at a line's end and does not
/// start the next line. Hard breaks (`Character.isNewline`) end paragraphs; a final one adds no line.
///
/// Fallback: a character is measured in the font's face if `FT_Get_Char_Index` finds it, else in the catalog's
/// fallback faces in order (DejaVu Sans, then Noto Sans CJK KR, for the Inter system faces), else by approximation
/// — 0 for controls, format characters and marks, 1 em for East Asian Wide/Fullwidth and emoji, otherwise the
/// primary face's `.notdef` advance (2800/2816 em in Inter). If the primary face itself cannot be opened, every
/// character not in a fallback face is approximated and the line metrics are DejaVu Sans Book's (ascender 1901,
/// descender −483 of 2048), so a system font without its Inter file measures as DejaVu Sans;
/// ``FontLibrary/problems(withFontNamed:)`` reports why.
///
/// Line height: each line is as tall as the union of the faces drawn on it — the largest ascender, plus the
/// largest descender, plus the largest line gap (`hhea` metrics) — so a line of Latin text is the font's
/// `lineHeight` (3408/2816 em for Inter) and a line with Hangul or Han from Noto Sans CJK is 1448/1000 em.
/// An empty line uses the font's own face.
///
/// Empty text: by default one empty line, size (0, `lineHeight`), like a text view's caret line and
/// `NSString.boundingRect`; UILabel's `sizeThatFits` is `.zero` for empty text — pass `emptyTextSize: .zero` for
/// that.
///
/// Threading: a value type with no state of its own; safe from any thread. Glyph lookups take the font's
/// ``FontLibrary`` lock once per call.
///
/// UIKit parity: `UILabel.sizeThatFits(_:)` / `NSString.boundingRect(with:options:attributes:context:)` with
/// `.usesLineFragmentOrigin` for `size(of:font:width:numberOfLines:lineBreakMode:)`. Not modelled: shaping
/// (ligatures, GPOS kerning, complex scripts), bidi, kinsoku rules, hyphenation, Korean word-priority breaking
/// (`NSLineBreakStrategy.hangulWordPriority`), tab stops (a tab is a space), and line-height multiples.
public struct TextMeasurer: Hashable, Sendable {
  /// The size reported for empty text.
  public enum EmptyTextSize: Hashable, Sendable {
    /// One empty line: width 0, height `font.lineHeight`.
    case oneLine
    /// No lines: `.zero`, as UILabel's `sizeThatFits`.
    case zero
  }

  /// The size reported for empty text.
  public var emptyTextSize: EmptyTextSize

  /// Creates a measurer.
  public init(emptyTextSize: EmptyTextSize = .oneLine) {
    self.emptyTextSize = emptyTextSize
  }

  /// The size of `text` laid out in `font`, in points: the widest line's width by the sum of the line heights.
  ///
  /// - Parameters:
  ///   - text: any string; `Character.isNewline` characters are hard line breaks.
  ///   - font: the font; its library's faces measure the text.
  ///   - width: the width to wrap to in points; `nil`, ≤ 0 or non-finite means no wrapping (as UILabel treats a
  ///     zero width).
  ///   - numberOfLines: the most lines shown, 0 for no limit; negative values mean 0.
  ///   - lineBreakMode: how lines wrap and truncate.
  /// - Returns: an unrounded size; the width can exceed `width` only when one grapheme cluster (or a lone "…") is
  ///   wider than it.
  /// - Complexity: O(n) in the text's length; no files are opened after a face's first use.
  public func size(
    of text: String, font: UIFont, width: CGFloat? = nil, numberOfLines: Int = 0,
    lineBreakMode: NSLineBreakMode = .byWordWrapping
  ) -> CGSize {
    let result = fragments(of: text, font: font, width: width, numberOfLines: numberOfLines, mode: lineBreakMode)
    var maxWidth = 0.0
    var height = 0.0
    for fragment in result.fragments {
      maxWidth = max(maxWidth, fragment.width)
      height += result.metrics(of: fragment).height
    }
    return CGSize(width: maxWidth, height: height)
  }

  /// The lines of `text` with their widths and positions; parameters as in
  /// ``size(of:font:width:numberOfLines:lineBreakMode:)``.
  ///
  /// - Complexity: O(n) in the text's length.
  public func layout(
    of text: String, font: UIFont, width: CGFloat? = nil, numberOfLines: Int = 0,
    lineBreakMode: NSLineBreakMode = .byWordWrapping
  ) -> TextLayout {
    let result = fragments(of: text, font: font, width: width, numberOfLines: numberOfLines, mode: lineBreakMode)
    var lines: [TextLayout.Line] = []
    var maxWidth = 0.0
    var top = 0.0
    let utf8 = Array(text.utf8)
    for fragment in result.fragments {
      let metrics = result.metrics(of: fragment)
      var string = Self.string(utf8, result.clusters, fragment.head)
      if fragment.hasEllipsis { string += "\u{2026}" }
      string += Self.string(utf8, result.clusters, fragment.tail)
      lines.append(
        TextLayout.Line(
          text: string, width: CGFloat(fragment.width), minY: CGFloat(top), height: CGFloat(metrics.height),
          baseline: CGFloat(top + metrics.ascent), isTruncated: fragment.hasEllipsis))
      maxWidth = max(maxWidth, fragment.width)
      top += metrics.height
    }
    return TextLayout(lines: lines, size: CGSize(width: maxWidth, height: top))
  }

  /// The strings of the lines of `text`; parameters as in ``size(of:font:width:numberOfLines:lineBreakMode:)``.
  public func lines(
    of text: String, font: UIFont, width: CGFloat? = nil, numberOfLines: Int = 0,
    lineBreakMode: NSLineBreakMode = .byWordWrapping
  ) -> [String] {
    layout(of: text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
      .lines.map(\.text)
  }

  private static func string(_ utf8: [UInt8], _ clusters: [GlyphCluster], _ range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last else { return "" }
    return String(decoding: utf8[clusters[first].utf8Start..<clusters[last].utf8End], as: UTF8.self)
  }
}
