import CFreeType
import Foundation

/// One glyph of a line of text as the measurement placed it, for renderers that draw glyphs themselves.
///
/// UIKit parity: none (Core Text's `CTRun` glyphs and positions play this part on iOS).
public struct PositionedGlyph: Hashable, Sendable {
  /// The font file the glyph comes from (the font's face or the fallback that covers the character).
  public var fontPath: String
  /// The face's index in that file (a `.ttc` collection holds several).
  public var faceIndex: Int
  /// The glyph's index in the face.
  public var glyphIndex: UInt32
  /// The pen position of the glyph's origin from the line's start, in points.
  public var x: Double
}

extension TextMeasurer {
  /// The glyphs of one line of text in `font`, at the positions the measurement gives them: each grapheme cluster's
  /// first character in the first face of the font's chain that covers it, advances and kerning as
  /// `size(of:font:numberOfLines:)` sums them, so the glyphs end where the measured width ends. Clusters no face
  /// covers, newlines and spaces advance the pen without a glyph; combining marks are not drawn.
  ///
  /// - Complexity: O(n) in the UTF-8 length.
  public func positionedGlyphs(of line: String, font: UIFont) -> [PositionedGlyph] {
    let pointSize = Double(font.pointSize)
    return font.library.withStore { store -> [PositionedGlyph] in
      let chain = store.chain(named: font.fontName)
      let clusters = chain.clusters(of: line, pointSize: pointSize)
      var glyphs: [PositionedGlyph] = []
      glyphs.reserveCapacity(clusters.count)
      var x = 0.0
      let utf8 = Array(line.utf8)
      for cluster in clusters {
        x += cluster.kerningBefore
        defer { x += cluster.advance }
        guard cluster.kind != .newline, cluster.kind != .space, let face = chain.face(inSlot: cluster.slot) else {
          continue
        }
        let bytes = utf8[cluster.utf8Start..<cluster.utf8End]
        guard let first = String(decoding: bytes, as: UTF8.self).unicodeScalars.first else { continue }
        let glyph = face.glyph(for: first)
        guard glyph.index != 0 else { continue }
        glyphs.append(
          PositionedGlyph(
            fontPath: face.path, faceIndex: Int(face.face.pointee.face_index), glyphIndex: glyph.index, x: x))
      }
      return glyphs
    }
  }
}
