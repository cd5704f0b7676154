/// Greedy line breaking of measured clusters to a width, with a line limit and truncation.
///
/// Rules, in points: a line takes clusters while their advances plus kerning fit in `maxWidth` (with a 10⁻⁶ pt
/// tolerance). White space never makes a line overflow: it hangs at a soft break, is not counted in the line's
/// width, and does not start the next line. Breaks fall after white space and before or after CJK characters
/// (``NSLineBreakMode/byWordWrapping`` and the truncating modes) or between any two clusters
/// (``NSLineBreakMode/byCharWrapping``). A word wider than the line breaks before the first cluster that does not
/// fit; a single cluster wider than the line sits alone on it, so a line can be wider than `maxWidth`. Hard breaks
/// (`Character.isNewline`) end paragraphs; an empty paragraph is an empty line; a final hard break adds no line.
struct LineBreaker {
  /// The measured clusters of the whole text.
  let clusters: [GlyphCluster]
  /// The width lines wrap to, `nil` for no wrapping.
  let maxWidth: Double?
  /// The most lines, 0 for no limit.
  let lineLimit: Int
  /// How lines wrap and truncate.
  let mode: NSLineBreakMode
  /// The width of "…" in points.
  let ellipsisWidth: Double
  /// The face slot of "…".
  let ellipsisSlot: Int

  private static let tolerance = 1e-6

  /// The lines, at most `lineLimit` of them when it is > 0.
  ///
  /// Complexity: O(n) in the number of clusters.
  func lines() -> [LineFragment] {
    let stopCount = lineLimit == 0 ? Int.max : (mode.truncates ? lineLimit + 1 : lineLimit)
    var lines: [LineFragment] = []
    var paragraphEnds: [Int] = []
    var start = 0
    repeat {
      var end = start
      while end < clusters.count, clusters[end].kind != .newline { end += 1 }
      breakParagraph(start..<end, into: &lines, paragraphEnds: &paragraphEnds, stopCount: stopCount)
      start = end + 1
    } while start < clusters.count && lines.count < stopCount
    guard mode.truncates, lineLimit > 0, lines.count > lineLimit else { return lines }
    lines.removeLast(lines.count - lineLimit)
    let last = lineLimit - 1
    lines[last] = truncated(lines[last].head.lowerBound..<paragraphEnds[last])
    return lines
  }

  private func breakParagraph(
    _ paragraph: Range<Int>, into lines: inout [LineFragment], paragraphEnds: inout [Int], stopCount: Int
  ) {
    var start = paragraph.lowerBound
    repeat {
      let (contentEnd, next, width) = fitLine(from: start, to: paragraph.upperBound)
      var line = LineFragment(
        head: start..<contentEnd, tail: contentEnd..<contentEnd, hasEllipsis: false, width: width, slots: 0)
      line.slots = slots(in: line.head)
      if mode == .byClipping, let maxWidth { line.width = min(line.width, maxWidth) }
      lines.append(line)
      paragraphEnds.append(paragraph.upperBound)
      start = next
    } while start < paragraph.upperBound && lines.count < stopCount
  }

  /// The end of the line's content, where the next line starts, and the content's width.
  private func fitLine(from start: Int, to end: Int) -> (contentEnd: Int, next: Int, width: Double) {
    let wraps = maxWidth != nil && mode != .byClipping
    let limit = (maxWidth ?? .infinity) + Self.tolerance
    var width = 0.0
    var contentEnd = start
    var contentWidth = 0.0
    var lastBreak: (contentEnd: Int, next: Int, width: Double)?
    var index = start
    while index < end {
      let cluster = clusters[index]
      let advance = cluster.advance + (index > start ? cluster.kerningBefore : 0)
      if cluster.kind == .space {
        width += advance
        index += 1
        continue
      }
      if wraps && contentEnd > start {
        if allowsBreak(before: index) { lastBreak = (contentEnd, index, contentWidth) }
        if width + advance > limit {
          if let lastBreak { return lastBreak }
          return (contentEnd, index, contentWidth)
        }
      }
      width += advance
      index += 1
      contentEnd = index
      contentWidth = width
    }
    return (contentEnd, end, contentWidth)
  }

  private func allowsBreak(before index: Int) -> Bool {
    if mode == .byCharWrapping { return true }
    let previous = clusters[index - 1].kind
    return previous == .space || previous == .ideographic || clusters[index].kind == .ideographic
  }

  private func slots(in range: Range<Int>) -> UInt64 {
    var mask: UInt64 = 0
    for index in range { mask |= 1 << UInt64(min(clusters[index].slot, 63)) }
    return mask == 0 ? 1 : mask
  }
}
