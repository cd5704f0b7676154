extension LineBreaker {
  /// The last allowed line when text remains beyond it: the rest of its paragraph, shortened so that it and "…"
  /// fit in `maxWidth`.
  ///
  /// Tail truncation keeps the longest prefix, head truncation the longest suffix, middle truncation the most
  /// clusters split ⌈k/2⌉ before and ⌊k/2⌋ after the ellipsis. White space next to the ellipsis and at the
  /// paragraph's end is dropped. Kerning against the ellipsis is not applied. When nothing fits, the line is "…"
  /// alone (and may be wider than `maxWidth`). Without a width, the whole rest of the paragraph is kept.
  ///
  /// - Complexity: O(n) in the length of the paragraph's rest.
  func truncated(_ range: Range<Int>) -> LineFragment {
    var end = range.upperBound
    while end > range.lowerBound, clusters[end - 1].kind == .space { end -= 1 }
    let count = end - range.lowerBound
    let prefix = prefixes(range.lowerBound..<end)
    let suffix = suffixes(range.lowerBound..<end)
    let limit = (maxWidth ?? .infinity) + 1e-6
    for kept in stride(from: count, through: 0, by: -1) {
      let (before, after): (Int, Int)
      switch mode {
      case .byTruncatingHead: (before, after) = (0, kept)
      case .byTruncatingMiddle: (before, after) = ((kept + 1) / 2, kept / 2)
      default: (before, after) = (kept, 0)
      }
      let width = prefix[before].width + ellipsisWidth + suffix[after].width
      guard width <= limit || kept == 0 else { continue }
      let head = range.lowerBound..<prefix[before].end
      let tail = suffix[after].start..<end
      var slots = ellipsisSlot < 64 ? UInt64(1) << UInt64(ellipsisSlot) : 1
      for index in head { slots |= 1 << UInt64(min(clusters[index].slot, 63)) }
      for index in tail { slots |= 1 << UInt64(min(clusters[index].slot, 63)) }
      return LineFragment(head: head, tail: tail, hasEllipsis: true, width: width, slots: slots)
    }
    return LineFragment(
      head: range.lowerBound..<range.lowerBound, tail: end..<end, hasEllipsis: true, width: ellipsisWidth, slots: 1)
  }

  /// For each k, the width of the first k clusters of `range` without trailing white space, and where they end.
  private func prefixes(_ range: Range<Int>) -> [(width: Double, end: Int)] {
    var result = [(width: 0.0, end: range.lowerBound)]
    result.reserveCapacity(range.count + 1)
    var width = 0.0
    for index in range {
      let cluster = clusters[index]
      width += cluster.advance + (index > range.lowerBound ? cluster.kerningBefore : 0)
      result.append(cluster.kind == .space ? (result[result.count - 1]) : (width, index + 1))
    }
    return result
  }

  /// For each k, the width of the last k clusters of `range` without leading white space, and where they start.
  private func suffixes(_ range: Range<Int>) -> [(width: Double, start: Int)] {
    var result = [(width: 0.0, start: range.upperBound)]
    result.reserveCapacity(range.count + 1)
    var width = 0.0
    for index in range.reversed() {
      let cluster = clusters[index]
      width += cluster.advance + (index + 1 < range.upperBound ? clusters[index + 1].kerningBefore : 0)
      result.append(cluster.kind == .space ? (result[result.count - 1]) : (width, index))
    }
    return result
  }
}
