extension FaceChain {
  /// Measures every grapheme cluster of `text` at `pointSize` points.
  ///
  /// A cluster is measured in the first face of the chain that covers its first scalar (`FT_Get_Char_Index` ≠ 0);
  /// its other scalars (combining marks, variation selectors, joiners) add their advances in that face when it
  /// covers them and nothing otherwise. A tab is measured as a space. Kerning (`FT_Get_Kerning`, unscaled) applies
  /// between consecutive clusters from the same face. When no face covers the first scalar, the advance is
  /// approximated: 0 for controls, format characters and marks; 1 em for East Asian Wide/Fullwidth and emoji;
  /// otherwise the primary face's `.notdef` advance (2800/2816 em for Inter, 1229/2048 em for DejaVu Sans).
  ///
  /// Must run under the library's lock (the faces' caches mutate).
  /// - Complexity: O(n) in the UTF-8 length, with O(1) cached lookups per scalar.
  func clusters(of text: String, pointSize: Double) -> [GlyphCluster] {
    if let ascii = asciiClusters(of: text, pointSize: pointSize) { return ascii }
    var result: [GlyphCluster] = []
    result.reserveCapacity(text.utf8.count)
    let scales = slotMetrics.map { $0.scale(atPointSize: pointSize) }
    var offset = 0
    var previousSlot = -1
    var previousGlyph: UInt32 = 0
    let primary = primary
    let fallbacks = fallbacks
    for character in text {
      let start = offset
      offset += character.utf8.count
      var scalars = character.unicodeScalars.makeIterator()
      guard let first = scalars.next() else { continue }
      if first.value < 0x80 ? (0x0A...0x0D).contains(first.value) : character.isNewline {
        result.append(
          GlyphCluster(utf8Start: start, utf8End: offset, advance: 0, kerningBefore: 0, kind: .newline, slot: 0))
        previousSlot = -1
        continue
      }
      let kind: GlyphCluster.Kind =
        first.isBreakingSpace ? .space : (first.isWideForMeasurement ? .ideographic : .other)
      let base: Unicode.Scalar = first == "\t" ? " " : first
      var slot = -1
      var glyph = GlyphInfo(index: 0, advance: 0)
      var chosen: FontFace?
      if let primary {
        glyph = primary.glyph(for: base)
        if glyph.index != 0 {
          slot = 0
          chosen = primary
        }
      }
      if slot < 0 {
        for (position, fallback) in fallbacks.enumerated() {
          glyph = fallback.glyph(for: base)
          if glyph.index != 0 {
            slot = position + 1
            chosen = fallback
            break
          }
        }
      }
      guard let face = chosen else {
        let advance = approximateAdvance(of: first, pointSize: pointSize, scale: scales[0])
        result.append(
          GlyphCluster(utf8Start: start, utf8End: offset, advance: advance, kerningBefore: 0, kind: kind, slot: 0))
        previousSlot = -1
        continue
      }
      var units = Int(glyph.advance)
      var lastGlyph = glyph.index
      while let scalar = scalars.next() {
        let mark = face.glyph(for: scalar)
        if mark.index != 0 {
          units += Int(mark.advance)
          lastGlyph = mark.index
        }
      }
      let kerning =
        previousSlot == slot ? Double(face.kerning(between: previousGlyph, and: glyph.index)) * scales[slot] : 0
      result.append(
        GlyphCluster(
          utf8Start: start, utf8End: offset, advance: Double(units) * scales[slot], kerningBefore: kerning,
          kind: kind, slot: slot))
      previousSlot = slot
      previousGlyph = lastGlyph
    }
    return result
  }

  /// The advance of a character no face covers, in points (see ``clusters(of:pointSize:)``).
  func approximateAdvance(of scalar: Unicode.Scalar, pointSize: Double, scale: Double) -> Double {
    if scalar.isZeroWidthWhenUncovered { return 0 }
    if scalar.isWideForMeasurement { return pointSize }
    return Double(slotMetrics[0].notdefAdvance) * scale
  }
}
