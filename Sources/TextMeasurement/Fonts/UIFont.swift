import Foundation

/// A face at a point size: what ``TextMeasurer`` measures with.
///
/// A font names a face of its ``FontLibrary``'s catalog by PostScript name; the face opens on first use. Characters
/// the face lacks are measured in the catalog's fallback faces (Noto Sans CJK KR for the standard catalog). Metric
/// properties are in points at ``pointSize``, read from the face's `hhea` metrics; when the face cannot be opened
/// they are the documented approximation (DejaVu Sans Book's proportions, see ``TextMeasurer``).
///
/// UIKit parity: `UIFont` — `systemFont(ofSize:)`, `boldSystemFont(ofSize:)`, `systemFont(ofSize:weight:)`,
/// `init?(name:size:)`, `withSize(_:)`, `fontName`, `familyName`, `pointSize`, `ascender`, `descender`, `leading`,
/// `lineHeight`. Differences: a value type; the system face is DejaVu Sans, not San Francisco, so every width and
/// height differs from an iPhone's by the faces' design.
public struct UIFont: Hashable, Sendable, CustomStringConvertible {
  /// The face's PostScript name, e.g. `DejaVuSans-Bold`.
  public let fontName: String
  /// The size in points (the em size), ≥ 0.
  public let pointSize: CGFloat
  /// The library whose faces measure this font.
  public let library: FontLibrary
  /// The Dynamic Type text style the font was made for (a `UIFont.TextStyle` raw value such as
  /// `UICTFontTextStyleBody`), or nil. Set by `preferredFont(forTextStyle:)`; dropped by ``withSize(_:)``; not part
  /// of equality or hashing.
  ///
  /// UIKit parity: the font descriptor's `UIFontDescriptor.AttributeName.textStyle`, which labels read to follow
  /// `adjustsFontForContentSizeCategory`.
  public private(set) var textStyleName: String?

  private init(unchecked name: String, size: CGFloat, library: FontLibrary) {
    fontName = name
    pointSize = size.isFinite ? max(0, size) : 0
    self.library = library
  }

  /// The font named `name` at `size` points, or `nil` when the catalog has no such face or it cannot be opened.
  ///
  /// - Parameters:
  ///   - name: a PostScript name, e.g. `DejaVuSans`, `DejaVuSerif-Bold`, `NotoSansCJKkr-Regular`.
  ///   - size: points; negative and non-finite sizes become 0.
  ///   - library: where the face comes from; ``FontLibrary/shared`` by default.
  /// - Complexity: opens the face's file on the first call for `name`, O(1) afterwards.
  ///
  /// UIKit parity: `UIFont(name:size:)`, which also returns `nil` for fonts that are not installed.
  public init?(name: String, size: CGFloat, library: FontLibrary = .shared) {
    guard (try? library.loadFace(named: name)) != nil else { return nil }
    self.init(unchecked: name, size: size, library: library)
  }

  /// The regular system font (DejaVu Sans) at `fontSize` points; never fails (see ``FontLibrary/problems(withFontNamed:)``).
  ///
  /// UIKit parity: `UIFont.systemFont(ofSize:)`.
  public static func systemFont(ofSize fontSize: CGFloat, library: FontLibrary = .shared) -> UIFont {
    UIFont(unchecked: library.catalog.systemFontName, size: fontSize, library: library)
  }

  /// The bold system font (DejaVu Sans Bold) at `fontSize` points; never fails.
  ///
  /// UIKit parity: `UIFont.boldSystemFont(ofSize:)`.
  public static func boldSystemFont(ofSize fontSize: CGFloat, library: FontLibrary = .shared) -> UIFont {
    UIFont(unchecked: library.catalog.boldSystemFontName, size: fontSize, library: library)
  }

  /// The system font at `fontSize` points: bold for weights ≥ `.semibold`, regular otherwise (DejaVu Sans has no
  /// other weights in the catalog).
  ///
  /// UIKit parity: `UIFont.systemFont(ofSize:weight:)`; UIKit has nine weights, this maps them onto two.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, library: FontLibrary = .shared) -> UIFont {
    weight >= .semibold
      ? boldSystemFont(ofSize: fontSize, library: library) : systemFont(ofSize: fontSize, library: library)
  }

  /// The same face at `fontSize` points.
  ///
  /// UIKit parity: `UIFont.withSize(_:)`.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(unchecked: fontName, size: fontSize, library: library)
  }

  /// A copy that records the Dynamic Type text style `name` (nil removes it); metrics are unchanged.
  ///
  /// UIKit parity: none (UIKit keeps the style in the font descriptor); used by the view layer.
  public func withTextStyleName(_ name: String?) -> UIFont {
    var font = self
    font.textStyleName = name
    return font
  }

  /// The family name, e.g. `DejaVu Sans`; the font name when the face cannot be opened.
  public var familyName: String {
    library.withStore { $0.chain(named: fontName).primary?.familyName } ?? fontName
  }

  /// Baseline to the top of the line in points (positive): `hhea` ascender × pointSize ÷ unitsPerEm.
  ///
  /// For DejaVu Sans, 1901 × pointSize ÷ 2048.
  public var ascender: CGFloat { CGFloat(lineMetrics.ascent) }

  /// Baseline to the bottom of the line in points, negative: `hhea` descender × pointSize ÷ unitsPerEm.
  ///
  /// For DejaVu Sans, −483 × pointSize ÷ 2048.
  public var descender: CGFloat { CGFloat(-lineMetrics.descent) }

  /// The line gap in points (`hhea` lineGap; 0 for DejaVu Sans).
  public var leading: CGFloat { CGFloat(lineMetrics.gap) }

  /// The height of one line in points: `ascender − descender + leading`, i.e. FreeType's face `height`.
  ///
  /// For DejaVu Sans, 2384 × pointSize ÷ 2048 (19.7890625 at 17 points). Lines that draw characters from a
  /// fallback face are taller; see ``TextMeasurer``.
  public var lineHeight: CGFloat { CGFloat(lineMetrics.height) }

  /// The primary face's line metrics in points.
  var lineMetrics: LineMetrics {
    let metrics = library.withStore { $0.chain(named: fontName).slotMetrics[0] }
    return metrics.lineMetrics(atPointSize: Double(pointSize))
  }

  public var description: String {
    "\(fontName) \(pointSize)pt"
  }

  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.library === rhs.library
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
    hasher.combine(ObjectIdentifier(library))
  }
}
