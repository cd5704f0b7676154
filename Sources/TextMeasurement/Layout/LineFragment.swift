/// One laid-out line as ranges of clusters: what is shown, where the ellipsis goes, and the width in points.
struct LineFragment: Hashable {
  /// Clusters shown first: the whole line, or the part before the ellipsis.
  var head: Range<Int>
  /// Clusters shown after the ellipsis (head and middle truncation); empty otherwise.
  var tail: Range<Int>
  /// Whether "…" is drawn between `head` and `tail`.
  var hasEllipsis: Bool
  /// The drawn width in points: advances and kerning of the shown clusters (trailing white space excluded) plus
  /// the ellipsis.
  var width: Double
  /// Bit k set when a cluster from face slot k is on the line (bit 0 for an empty line).
  var slots: UInt64
}
