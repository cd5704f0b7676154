/// How one cell is drawn, as chosen by a caller for its index path.
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

  /// Creates a cell style.
  public init(label: String? = nil, fill: SVGColor? = nil, textColor: SVGColor? = nil) {
    self.label = label
    self.fill = fill
    self.textColor = textColor
  }
}
