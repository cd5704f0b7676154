/// The colours a rendering uses: one fill, outline and text colour per element role, plus the page.
///
/// UIKit parity: none; draws what UIKit would show.
public struct SVGPalette: Hashable, Sendable {
  /// The fill, outline and text colour of one element role.
  ///
  /// UIKit parity: none; draws what UIKit would show.
  public struct Style: Hashable, Sendable {
    /// The element's fill.
    public var fill: SVGColor
    /// The element's outline.
    public var stroke: SVGColor
    /// The colour of the element's label.
    public var text: SVGColor

    /// Creates a style.
    public init(fill: SVGColor, stroke: SVGColor, text: SVGColor) {
      self.fill = fill
      self.stroke = stroke
      self.text = text
    }
  }

  /// Cells.
  public var cell: Style
  /// Section and layout headers.
  public var header: Style
  /// Section and layout footers.
  public var footer: Style
  /// Supplementaries attached to items or groups.
  public var badge: Style
  /// Boundary supplementaries of other kinds.
  public var boundary: Style
  /// Decorations (backgrounds).
  public var decoration: Style
  /// The page behind everything.
  public var background: SVGColor
  /// The content area (`collectionViewContentSize`) behind the elements.
  public var content: SVGColor
  /// The screen (viewport) outline and its caption.
  public var screenFrame: SVGColor
  /// The frame overlay's outlines and numbers.
  public var overlay: SVGColor

  /// The default colours: blue cells, amber headers, orange footers, red badges, violet boundary items and grey
  /// backgrounds on a light page.
  public static let standard = SVGPalette(
    cell: Style(fill: rgb(0xd6, 0xe6, 0xff), stroke: rgb(0x3a, 0x6e, 0xc8), text: rgb(0x14, 0x2a, 0x52)),
    header: Style(fill: rgb(0xff, 0xe4, 0x8f), stroke: rgb(0xb8, 0x86, 0x00), text: rgb(0x4a, 0x36, 0x00)),
    footer: Style(fill: rgb(0xff, 0xcf, 0xa6), stroke: rgb(0xc2, 0x5e, 0x1a), text: rgb(0x4d, 0x22, 0x05)),
    badge: Style(fill: rgb(0xff, 0x6b, 0x6b), stroke: rgb(0xa3, 0x1a, 0x1a), text: rgb(0xff, 0xff, 0xff)),
    boundary: Style(fill: rgb(0xe3, 0xd4, 0xff), stroke: rgb(0x6b, 0x3f, 0xc4), text: rgb(0x31, 0x16, 0x66)),
    decoration: Style(fill: rgb(0xe9, 0xec, 0xef), stroke: rgb(0x8a, 0x94, 0x9e), text: rgb(0x49, 0x50, 0x57)),
    background: rgb(0xff, 0xff, 0xff), content: rgb(0xf6, 0xf7, 0xf9), screenFrame: rgb(0x11, 0x11, 0x11),
    overlay: rgb(0xd6, 0x00, 0x6e))

  /// Creates a palette.
  public init(
    cell: Style, header: Style, footer: Style, badge: Style, boundary: Style, decoration: Style,
    background: SVGColor, content: SVGColor, screenFrame: SVGColor, overlay: SVGColor
  ) {
    self.cell = cell
    self.header = header
    self.footer = footer
    self.badge = badge
    self.boundary = boundary
    self.decoration = decoration
    self.background = background
    self.content = content
    self.screenFrame = screenFrame
    self.overlay = overlay
  }

  /// The style of elements with `role`.
  ///
  /// - Complexity: O(1).
  public subscript(role: LayoutElementRole) -> Style {
    switch role {
    case .cell: cell
    case .header: header
    case .footer: footer
    case .badge: badge
    case .boundary: boundary
    case .decoration: decoration
    }
  }

  private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> SVGColor {
    SVGColor(red: red, green: green, blue: blue)
  }
}
