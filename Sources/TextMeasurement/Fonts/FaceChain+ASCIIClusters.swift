extension FaceChain {
  /// The clusters of an all-ASCII `text` measured in the primary face, or `nil` when the text is not all ASCII or
  /// the primary face lacks one of its characters (``clusters(of:pointSize:)`` then takes the general path).
  ///
  /// Gives the same clusters as the general path: in ASCII every byte is a grapheme cluster except CR LF, which
  /// is one newline cluster. Skips `Character` iteration and hashing.
  /// - Complexity: O(n) in the byte count.
  func asciiClusters(of text: String, pointSize: Double) -> [GlyphCluster]? {
    guard let primary else { return nil }
    let scale = slotMetrics[0].scale(atPointSize: pointSize)
    let measured = text.utf8.withContiguousStorageIfAvailable { bytes -> [GlyphCluster]? in
      var result: [GlyphCluster] = []
      result.reserveCapacity(bytes.count)
      var index = 0
      var previous: UInt8?
      while index < bytes.count {
        let byte = bytes[index]
        guard byte < 0x80 else { return nil }
        if (0x0A...0x0D).contains(byte) {
          let isCRLF = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
          let end = isCRLF ? index + 2 : index + 1
          result.append(
            GlyphCluster(utf8Start: index, utf8End: end, advance: 0, kerningBefore: 0, kind: .newline, slot: 0))
          previous = nil
          index = end
          continue
        }
        let isSpace = byte == 0x20 || byte == 0x09
        let lookup: UInt8 = isSpace ? 0x20 : byte
        let glyph = primary.asciiGlyph(lookup)
        guard glyph.index != 0 else { return nil }
        let kerning = previous.map { primary.asciiKerning(between: $0, and: lookup) } ?? 0
        result.append(
          GlyphCluster(
            utf8Start: index, utf8End: index + 1, advance: Double(glyph.advance) * scale,
            kerningBefore: Double(kerning) * scale, kind: isSpace ? .space : .other, slot: 0))
        previous = lookup
        index += 1
      }
      return result
    }
    return measured ?? nil
  }
}
