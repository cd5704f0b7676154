import Foundation

/// What an `SVGRenderer` draws and how.
///
/// UIKit parity: none; draws what UIKit would show.
public struct SVGRenderOptions {
  /// Which part of the layout to draw.
  ///
  /// UIKit parity: none; draws what UIKit would show.
  public enum Region: Hashable, Sendable {
    /// The whole content (`collectionViewContentSize`, plus orthogonal sections and anchored supplementaries that
    /// reach beyond it), with the screen at scroll offset zero outlined.
    case wholeContent
    /// What the collection view shows when scrolled to `offset` (content coordinates, points): a rect of the
    /// layout context's size, clipped.
    case viewport(offset: CGPoint)
  }

  /// Which part of the layout to draw. Default `.wholeContent`.
  public var region: Region = .wholeContent
  /// The corner radius of cells, in points; 0 draws square corners. Default 8.
  public var cornerRadius: CGFloat = 8
  /// Whether to draw every element's frame outline and origin/size numbers on top. Default false.
  public var showsFrameOverlay = false
  /// Whether to outline the screen (the context's size at offset zero) when drawing the whole content.
  /// Default true.
  public var showsScreenFrame = true
  /// Space around the drawing, in points, when drawing the whole content (negative values count as 0).
  /// Default 24.
  public var margin: CGFloat = 24
  /// A title drawn above the content; nil draws none. Escaped, never interpreted as markup.
  public var title: String?
  /// The colours. Default `.standard`.
  public var palette: SVGPalette = .standard
  /// Roles for element kinds the renderer would otherwise guess (see `LayoutElementRole`).
  public var kindRoles: [String: LayoutElementRole] = [:]
  /// Chooses a cell's caption and colours by index path; nil (or a nil result) draws the index path in the
  /// palette's colours.
  public var cellStyle: ((IndexPath) -> SVGCellStyle?)?
  /// Chooses a supplementary's caption, colours and text lines by element kind and index path; nil (or a nil
  /// result) draws its kind and index path in the palette's colours. Decorations are not asked.
  public var supplementaryStyle: ((String, IndexPath) -> SVGCellStyle?)?
  /// Page controls drawn above the elements (inside the viewport clip when drawing a viewport). Default none.
  public var pageIndicators: [SVGPageIndicator] = []

  /// Creates options; every parameter defaults as its property documents.
  public init(
    region: Region = .wholeContent, cornerRadius: CGFloat = 8, showsFrameOverlay: Bool = false,
    title: String? = nil, cellStyle: ((IndexPath) -> SVGCellStyle?)? = nil
  ) {
    self.region = region
    self.cornerRadius = cornerRadius
    self.showsFrameOverlay = showsFrameOverlay
    self.title = title
    self.cellStyle = cellStyle
  }
}
