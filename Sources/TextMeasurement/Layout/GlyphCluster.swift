/// One grapheme cluster (Swift `Character`) of measured text: its place in the UTF-8, its advance, and how lines
/// may break around it.
struct GlyphCluster {
  /// How the line breaker treats a cluster.
  enum Kind: UInt8 {
    /// A hard line break (`Character.isNewline`); ends a paragraph.
    case newline
    /// Breaking white space: a line may break after it, and it hangs at a line's end.
    case space
    /// A CJK (or emoji) character: a line may break before and after it.
    case ideographic
    /// Anything else: letters, digits, punctuation, no-break spaces.
    case other
  }

  /// Offset of the cluster's first UTF-8 byte in the measured string.
  var utf8Start: Int
  /// Offset just past the cluster's last UTF-8 byte.
  var utf8End: Int
  /// The advance in points, at the font's size.
  var advance: Double
  /// Kerning in points against the previous cluster, applied only when both sit on one line.
  var kerningBefore: Double
  /// How lines break around the cluster.
  var kind: Kind
  /// The face slot whose line metrics the cluster contributes (see ``FaceChain``).
  var slot: Int
}
