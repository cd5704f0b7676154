/// How one cell (or supplementary) is drawn, as chosen by a caller for its index path.
///
/// With `textLines`, the element shows those lines instead of its generated labels (index path and caption for
/// cells, kind and index path for supplementaries).
///
/// UIKit parity: none; stands in for the cell's content view (what UIKit would show is the app's own drawing).
public struct SVGCellStyle: Hashable, Sendable {
  /// A caption drawn under the index path (for example "reply 2"); nil draws only the index path. Any text is
  /// allowed: it is escaped, never interpreted as markup.
  public var label: String?
  /// The cell's fill; nil keeps the palette's cell colour.
  public var fill: SVGColor?
  /// The colour of the cell's text; nil keeps the palette's.
  public var textColor: SVGColor?
  /// Lines of text drawn inside the element, positioned relative to its frame; empty draws the generated labels.
  public var textLines: [SVGTextLine]

  /// Creates a style.
  public init(
    label: String? = nil, fill: SVGColor? = nil, textColor: SVGColor? = nil, textLines: [SVGTextLine] = []
  ) {
    self.label = label
    self.fill = fill
    self.textColor = textColor
    self.textLines = textLines
  }
}
