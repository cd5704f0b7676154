/// The font files a ``FontLibrary`` may open, keyed by PostScript name, and the fallback order for each.
///
/// Nothing is opened when a catalog is built; a face is opened the first time a font using it is measured.
///
/// UIKit parity: stands in for the system font registry behind `UIFont(name:size:)` and
/// `UIFont.systemFont(ofSize:)`. The system face is Inter (UIKit: SF Pro, which cannot ship here), the free face
/// whose advances are closest to SF Pro's (see ``SystemFace``), so widths differ from an iPhone's by a few per
/// cent; the rules that turn advances into lines are UIKit's.
public struct FontCatalog: Hashable, Sendable {
  /// One face in a font file.
  public struct Entry: Hashable, Sendable {
    /// The font file (`.ttf`, `.otf`, or a `.ttc` collection).
    public var path: String
    /// The face's PostScript name; in a collection, the face with this name is chosen.
    public var postScriptName: String
    /// Where in a collection to look first (0 for single-face files); the name wins if they disagree.
    public var faceIndexHint: Int
    /// Faces consulted, in order, for characters this face lacks.
    public var fallbacks: [String]

    /// Creates an entry. `faceIndexHint` must be ≥ 0.
    public init(path: String, postScriptName: String, faceIndexHint: Int = 0, fallbacks: [String] = []) {
      self.path = path
      self.postScriptName = postScriptName
      self.faceIndexHint = max(0, faceIndexHint)
      self.fallbacks = fallbacks
    }
  }

  /// The faces, keyed by PostScript name.
  public var entries: [String: Entry]
  /// The face of `UIFont.systemFont(ofSize:)`.
  public var systemFontName: String
  /// The face of `UIFont.boldSystemFont(ofSize:)`.
  public var boldSystemFontName: String

  /// Creates a catalog; `entries` are keyed by their ``Entry/postScriptName``.
  public init(entries: [Entry], systemFontName: String, boldSystemFontName: String) {
    var byName: [String: Entry] = [:]
    for entry in entries { byName[entry.postScriptName] = entry }
    self.entries = byName
    self.systemFontName = systemFontName
    self.boldSystemFontName = boldSystemFontName
  }
}

extension FontCatalog {
  /// The free face that stands in for UIKit's system font (SF Pro): the one place that names it.
  ///
  /// Inter (Debian's `fonts-inter`), chosen by measurement against SF Pro's published iOS advances: its widths are
  /// within 0.7 % of SF Pro's where UIKit applies no tracking (12 pt), and 5.2 % wider at 17 pt, where SF Pro's
  /// size-specific tracking (−26/1000 em, Apple's HIG) tightens the system font and Inter has none. Its line height
  /// is 3408/2816 em, 1.4 % taller than SF Pro's 2444/2048 em. The next candidates were further off (Open Sans
  /// 3.3 %, Noto Sans 3.4 %, Liberation Sans 3.6 % mean over the same data, DejaVu Sans 10.3 %); the evidence and the
  /// per-candidate figures are in the TextMeasurement documentation ("System font").
  ///
  /// When Inter's files are missing, the system fonts measure with DejaVu Sans (`fonts-dejavu-core`), the next
  /// face in their fallback chains, and ``FontLibrary/problems(withFontNamed:)`` reports the missing file.
  public enum SystemFace {
    /// The PostScript name of the regular system face.
    public static let regular = "Inter-Regular"
    /// The PostScript name of the bold system face (also used for weights ≥ semibold).
    public static let bold = "Inter-Bold"
    /// Where Debian's `fonts-inter` installs the faces.
    public static let directory = "/usr/share/fonts/opentype/inter/"
    /// The face measured when the regular face's file is missing.
    public static let regularFallback = "DejaVuSans"
    /// The face measured when the bold face's file is missing.
    public static let boldFallback = "DejaVuSans-Bold"
  }

  /// Inter (``SystemFace``) as the system faces, Debian's DejaVu fonts (`fonts-dejavu-core`) by name and as the
  /// system faces' fallback, and Noto Sans CJK KR (`fonts-noto-cjk`) as the last fallback for Hangul, Han, kana and
  /// everything else the Latin faces lack.
  ///
  /// Why the KR face of the collection: Hangul is the script the gallery's screens need, and the KR face draws Han in
  /// Korean forms. Advances are identical in every face of `NotoSansCJK-Regular.ttc` (Hangul syllables 920 and Han
  /// 1000 of 1000 units per em, checked with FreeType), so the choice changes glyph shapes, not measurements.
  /// Bold faces fall back to Noto Sans CJK KR Bold, then to the regular CJK face.
  public static let standard: FontCatalog = {
    let dejaVu = "/usr/share/fonts/truetype/dejavu/"
    let noto = "/usr/share/fonts/opentype/noto/"
    let regularCJK = ["NotoSansCJKkr-Regular"]
    let boldCJK = ["NotoSansCJKkr-Bold", "NotoSansCJKkr-Regular"]
    var entries: [Entry] = [
      Entry(
        path: SystemFace.directory + SystemFace.regular + ".otf", postScriptName: SystemFace.regular,
        fallbacks: [SystemFace.regularFallback] + regularCJK),
      Entry(
        path: SystemFace.directory + SystemFace.bold + ".otf", postScriptName: SystemFace.bold,
        fallbacks: [SystemFace.boldFallback] + boldCJK),
    ]
    for (name, isBold) in [
      ("DejaVuSans", false), ("DejaVuSans-Bold", true), ("DejaVuSans-Oblique", false),
      ("DejaVuSans-BoldOblique", true), ("DejaVuSansCondensed", false), ("DejaVuSansCondensed-Bold", true),
      ("DejaVuSansMono", false), ("DejaVuSansMono-Bold", true), ("DejaVuSerif", false), ("DejaVuSerif-Bold", true),
    ] {
      entries.append(
        Entry(path: dejaVu + name + ".ttf", postScriptName: name, fallbacks: isBold ? boldCJK : regularCJK))
    }
    // Face order in Debian's collections: JP, KR, SC, TC, HK, then the Mono faces in the same order.
    for (index, region) in ["jp", "kr", "sc", "tc", "hk"].enumerated() {
      entries.append(
        Entry(
          path: noto + "NotoSansCJK-Regular.ttc", postScriptName: "NotoSansCJK\(region)-Regular",
          faceIndexHint: index))
      entries.append(
        Entry(
          path: noto + "NotoSansCJK-Bold.ttc", postScriptName: "NotoSansCJK\(region)-Bold", faceIndexHint: index,
          fallbacks: ["NotoSansCJK\(region)-Regular"]))
    }
    return FontCatalog(entries: entries, systemFontName: SystemFace.regular, boldSystemFontName: SystemFace.bold)
  }()
}
