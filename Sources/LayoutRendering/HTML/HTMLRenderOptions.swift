import Foundation

/// What `renderHTML(layout:options:)` draws and how.
///
/// UIKit parity: none; draws what UIKit would show.
public struct HTMLRenderOptions {
  /// The page's heading and `<title>`; nil uses "Collection view layout". Escaped, never interpreted as markup.
  public var title: String?
  /// The corner radius of cells and decorations, in points; 0 draws square corners (negative values count as 0).
  /// Default 8.
  public var cornerRadius: CGFloat = 8
  /// The colours. Default `.standard`, as in the SVG renderer.
  public var palette: SVGPalette = .standard
  /// Roles for element kinds the renderer would otherwise guess (see `LayoutElementRole`).
  public var kindRoles: [String: LayoutElementRole] = [:]
  /// Chooses a cell's caption and colours by index path; nil (or a nil result) draws the index path in the
  /// palette's colours. Captions are escaped, never interpreted as markup.
  public var cellStyle: ((IndexPath) -> SVGCellStyle?)?

  /// Creates options; every parameter defaults as its property documents.
  public init(
    title: String? = nil, cornerRadius: CGFloat = 8, palette: SVGPalette = .standard,
    cellStyle: ((IndexPath) -> SVGCellStyle?)? = nil
  ) {
    self.title = title
    self.cornerRadius = cornerRadius
    self.palette = palette
    self.cellStyle = cellStyle
  }
}
