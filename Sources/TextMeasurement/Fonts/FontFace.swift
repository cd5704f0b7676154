import CFreeType

/// A glyph's index and horizontal advance in font units; index 0 means the face lacks the character.
struct GlyphInfo: Hashable, Sendable {
  /// The glyph index, 0 when the face has no glyph for the scalar.
  var index: UInt32
  /// The unhinted advance in font units (0 when `index` is 0).
  var advance: Int32

  /// Marks an ASCII cache slot not looked up yet.
  static let unknown = GlyphInfo(index: 0, advance: Int32.min)
}

/// One open FreeType face with its glyph-advance and kerning caches.
///
/// Not thread-safe: FreeType faces are not, and the caches mutate on lookup. Only ``FaceStore`` touches instances,
/// always under its ``FontLibrary``'s lock. Advances are read unscaled (`FT_LOAD_NO_SCALE`, design units, no
/// hinting) and scaled by the caller, so one cache entry serves every point size.
final class FontFace {
  /// The FreeType face, owned by the library's `FT_Library` (freed with it).
  let face: FT_Face
  /// The face's PostScript name, e.g. `DejaVuSans-Bold`.
  let postScriptName: String
  /// The family name, e.g. `DejaVu Sans`.
  let familyName: String
  /// Vertical metrics in font units.
  let metrics: FaceMetrics
  /// Whether the face has a `kern` table that `FT_Get_Kerning` reads.
  let hasKerning: Bool

  // ASCII tables as raw buffers: the hot path skips hashing and exclusivity checks. Freed in deinit.
  private let asciiGlyphs: UnsafeMutableBufferPointer<GlyphInfo>
  private let asciiKerning: UnsafeMutableBufferPointer<Int32>  // 128 × 128 when `hasKerning`; Int32.min = unknown.
  private var glyphs: [UInt32: GlyphInfo] = [:]
  private var kerningPairs: [UInt64: Int32] = [:]

  /// The font file the face was opened from ("" when unknown).
  let path: String

  /// Wraps an open face; reads its names and metrics once.
  init(face: FT_Face, path: String = "") {
    self.face = face
    self.path = path
    let record = face.pointee
    postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
    familyName = record.family_name.map { String(cString: $0) } ?? postScriptName
    hasKerning = (record.face_flags & FT_Long(FT_FACE_FLAG_KERNING)) != 0
    asciiGlyphs = .allocate(capacity: 128)
    asciiGlyphs.initialize(repeating: .unknown)
    asciiKerning = .allocate(capacity: hasKerning ? 128 * 128 : 0)
    asciiKerning.initialize(repeating: Int32.min)
    var notdef: FT_Fixed = 0
    if FT_Get_Advance(face, 0, FT_Int32(FT_LOAD_NO_SCALE), &notdef) != 0 { notdef = 0 }
    let ascender = Int(record.ascender)
    let descender = Int(record.descender)
    metrics = FaceMetrics(
      unitsPerEm: Int(record.units_per_EM), ascender: ascender, descender: descender,
      lineGap: max(0, Int(record.height) - (ascender - descender)), notdefAdvance: Int(notdef))
  }

  deinit {
    asciiGlyphs.deallocate()
    asciiKerning.deallocate()
  }

  /// The glyph for `scalar`, index 0 when the face lacks it; cached per scalar.
  ///
  /// Complexity: O(1) amortised (a table for ASCII, a hash table otherwise).
  func glyph(for scalar: Unicode.Scalar) -> GlyphInfo {
    let value = scalar.value
    if value < 128 { return asciiGlyph(UInt8(value)) }
    if let cached = glyphs[value] { return cached }
    let loaded = loadGlyph(value)
    glyphs[value] = loaded
    return loaded
  }

  /// The kerning between two glyphs in font units (negative tightens); 0 when the face has no `kern` table.
  ///
  /// Complexity: O(1) amortised; pairs are cached.
  func kerning(between left: UInt32, and right: UInt32) -> Int32 {
    guard hasKerning, left != 0, right != 0 else { return 0 }
    let key = UInt64(left) << 32 | UInt64(right)
    if let cached = kerningPairs[key] { return cached }
    var vector = FT_Vector()
    let error = FT_Get_Kerning(face, left, right, FT_KERNING_UNSCALED.rawValue, &vector)
    let value = error == 0 ? Int32(clamping: vector.x) : 0
    kerningPairs[key] = value
    return value
  }

  /// The glyph for an ASCII code (`byte` < 128), index 0 when the face lacks it.
  ///
  /// Complexity: O(1).
  func asciiGlyph(_ byte: UInt8) -> GlyphInfo {
    let slot = Int(byte & 0x7F)
    let cached = asciiGlyphs[slot]
    if cached != .unknown { return cached }
    let loaded = loadGlyph(UInt32(slot))
    asciiGlyphs[slot] = loaded
    return loaded
  }

  /// The kerning between the glyphs of two ASCII codes (both < 128) in font units; 0 without a `kern` table.
  ///
  /// Complexity: O(1).
  func asciiKerning(between left: UInt8, and right: UInt8) -> Int32 {
    guard hasKerning else { return 0 }
    let slot = Int(left & 0x7F) << 7 | Int(right & 0x7F)
    let cached = asciiKerning[slot]
    if cached != Int32.min { return cached }
    let value = kerning(between: asciiGlyph(left).index, and: asciiGlyph(right).index)
    asciiKerning[slot] = value
    return value
  }

  private func loadGlyph(_ value: UInt32) -> GlyphInfo {
    let index = FT_Get_Char_Index(face, FT_ULong(value))
    guard index != 0 else { return GlyphInfo(index: 0, advance: 0) }
    var advance: FT_Fixed = 0
    guard FT_Get_Advance(face, index, FT_Int32(FT_LOAD_NO_SCALE), &advance) == 0 else {
      return GlyphInfo(index: 0, advance: 0)
    }
    return GlyphInfo(index: index, advance: Int32(clamping: advance))
  }
}
