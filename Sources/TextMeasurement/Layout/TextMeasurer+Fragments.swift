import Foundation

extension TextMeasurer {
  /// Measured clusters, the lines broken from them, and the line metrics of each face slot.
  struct Fragments {
    /// The measured clusters of the text.
    var clusters: [GlyphCluster]
    /// The lines.
    var fragments: [LineFragment]
    /// Line metrics in points per face slot.
    var slotMetrics: [LineMetrics]

    /// A line's metrics: the union over the face slots drawn on it.
    func metrics(of fragment: LineFragment) -> LineMetrics {
      var result: LineMetrics?
      var mask = fragment.slots
      while mask != 0 {
        let slot = mask.trailingZeroBitCount
        mask &= mask - 1
        guard slot < slotMetrics.count else { continue }
        result = result.map { $0.union(slotMetrics[slot]) } ?? slotMetrics[slot]
      }
      return result ?? slotMetrics[0]
    }
  }

  /// Measures `text` under the font library's lock, then breaks it into lines outside it.
  func fragments(
    of text: String, font: UIFont, width: CGFloat?, numberOfLines: Int, mode: NSLineBreakMode
  ) -> Fragments {
    let pointSize = Double(font.pointSize)
    let (clusters, ellipsis, slotMetrics) = font.library.withStore { store in
      let chain = store.chain(named: font.fontName)
      return (
        chain.clusters(of: text, pointSize: pointSize),
        mode.truncates ? chain.clusters(of: "\u{2026}", pointSize: pointSize).first : nil,
        chain.slotMetrics.map { $0.lineMetrics(atPointSize: pointSize) }
      )
    }
    guard !text.isEmpty else {
      let empty = LineFragment(head: 0..<0, tail: 0..<0, hasEllipsis: false, width: 0, slots: 1)
      return Fragments(
        clusters: [], fragments: emptyTextSize == .oneLine ? [empty] : [], slotMetrics: slotMetrics)
    }
    let maxWidth: Double? = width.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil }
    let breaker = LineBreaker(
      clusters: clusters, maxWidth: maxWidth, lineLimit: max(0, numberOfLines), mode: mode,
      ellipsisWidth: ellipsis?.advance ?? 0, ellipsisSlot: ellipsis?.slot ?? 0)
    return Fragments(clusters: clusters, fragments: breaker.lines(), slotMetrics: slotMetrics)
  }
}
