import CompositionalLayout
import Foundation

/// Draws a prepared layout as an SVG picture: cells as labelled rounded rectangles, supplementaries and decorations
/// in their own colours with their kinds, stacked as UIKit stacks them.
///
/// One SVG unit is one point; content coordinates map to SVG coordinates unchanged (the view box moves instead), so
/// a frame read off the picture is the frame the layout vended. Elements are drawn in ascending `zIndex`; among equal
/// zIndex, decorations first, then cells, then supplementaries, each group in the layout's order. Hidden elements
/// and elements with non-finite frames are skipped; `alpha` becomes opacity and `transform` is applied around the
/// element's centre, as UIKit applies it. A whole-content picture draws at most
/// `LayoutRenderingLimits.maximumWholeContentElements` elements, the first in content order; a viewport has no
/// budget.
///
/// ```swift
/// layout.prepare(context: LayoutContext(numberOfItemsInSection: [12]))
/// let svg = SVGRenderer(options: SVGRenderOptions(title: "Grid")).render(layout)
/// ```
///
/// UIKit parity: none; draws what UIKit would show.
public struct SVGRenderer {
  /// What to draw and how.
  public var options: SVGRenderOptions

  /// The font stack of every label: monospaced, so `LabelFitter`'s width estimates hold.
  static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, monospace"

  /// Creates a renderer.
  public init(options: SVGRenderOptions = SVGRenderOptions()) {
    self.options = options
  }

  /// The SVG document (UTF-8 text, starting with an XML declaration) picturing `layout`.
  ///
  /// Prepares the layout if it is invalid; reads its `context` for the screen size.
  ///
  /// - Parameter layout: The layout to draw, usually prepared with `prepare(context:)`.
  /// - Returns: A complete, well-formed SVG document whose size in pixels equals the drawn region in points.
  /// - Complexity: O(e log e) for the e elements drawn (one rect query, then a sort).
  public func render(_ layout: UICollectionViewLayout) -> String {
    let screen = CGRect(origin: .zero, size: layout.context.size)
    let elements: [UICollectionViewLayoutAttributes]
    let viewport: CGRect?
    switch options.region {
    case .wholeContent:
      elements = LayoutElementQuery.allElements(of: layout)
      viewport = nil
    case .viewport(let offset):
      let rect = CGRect(origin: offset, size: screen.size)
      elements = layout.layoutAttributesForElements(in: rect) ?? []
      viewport = rect
    }
    let drawable = elements.filter { !$0.isHidden && Self.isFinite($0.frame) }
    let role = LayoutElementRole.classifier(for: drawable, overrides: options.kindRoles)
    let ordered = drawable.enumerated().sorted { lhs, rhs in
      let left = (lhs.element.zIndex, role(lhs.element).tieRank, lhs.offset)
      let right = (rhs.element.zIndex, role(rhs.element).tieRank, rhs.offset)
      return left < right
    }.map(\.element)

    let content = CGRect(origin: .zero, size: layout.collectionViewContentSize)
    let canvas = canvasRect(content: content, screen: screen, viewport: viewport, elements: drawable)
    var markup = SVGMarkup()
    markup.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    markup.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", fmt(canvas.width)), ("height", fmt(canvas.height)),
        ("viewBox", [canvas.minX, canvas.minY, canvas.width, canvas.height].map(fmt).joined(separator: " ")),
        ("font-family", Self.fontFamily),
      ])
    markup.element("title", content: options.title ?? "Collection view layout")
    markup.element("rect", Self.rectAttributes(canvas) + [("fill", options.palette.background.hex)])
    if let viewport {
      markup.open("defs")
      markup.open("clipPath", [("id", "viewport")])
      markup.element("rect", Self.rectAttributes(viewport))
      markup.close("clipPath")
      markup.close("defs")
      markup.open("g", [("clip-path", "url(#viewport)")])
    } else {
      markup.element("rect", Self.rectAttributes(content) + [("fill", options.palette.content.hex)])
      markup.open("g")
    }
    markup.open("g", [("class", "elements")])
    for element in ordered {
      drawElement(element, role: role(element), into: &markup)
    }
    markup.close("g")
    for indicator in options.pageIndicators {
      drawPageIndicator(indicator, into: &markup)
    }
    if options.showsFrameOverlay {
      drawOverlay(ordered, into: &markup)
    }
    markup.close("g")
    if viewport == nil && options.showsScreenFrame {
      drawScreenFrame(screen, into: &markup)
    }
    if let title = options.title {
      drawTitle(title, canvas: canvas, into: &markup)
    }
    markup.close("svg")
    return markup.text
  }

  /// The height of the band above the drawing that holds the title, in points.
  static let titleBand: CGFloat = 30

  /// The region the SVG shows, in content coordinates.
  private func canvasRect(
    content: CGRect, screen: CGRect, viewport: CGRect?, elements: [UICollectionViewLayoutAttributes]
  ) -> CGRect {
    var rect: CGRect
    if let viewport {
      rect = viewport
    } else {
      rect = elements.reduce(content.union(screen)) { $0.union($1.frame) }
      let margin = max(options.margin, 0)
      rect = rect.insetBy(dx: -margin, dy: -margin)
    }
    if options.title != nil {
      rect.origin.y -= Self.titleBand
      rect.size.height += Self.titleBand
    }
    return rect
  }

  /// Whether every component of `rect` is finite.
  static func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
  }

  /// x, y, width and height attributes for `rect`.
  static func rectAttributes(_ rect: CGRect) -> [(String, String)] {
    [
      ("x", fmt(rect.minX)), ("y", fmt(rect.minY)), ("width", fmt(max(rect.width, 0))),
      ("height", fmt(max(rect.height, 0))),
    ]
  }
}

/// A length in points as an SVG number (1/100 pt, trailing zeros dropped).
func fmt(_ value: CGFloat) -> String {
  PointFormatter.compact(value)
}

/// Draws `layout` as an SVG document; shorthand for `SVGRenderer(options: options).render(layout)`.
///
/// - Parameters:
///   - layout: The layout to draw; prepared if invalid. Its `context.size` is the screen size.
///   - options: What to draw and how. Default: the whole content with the screen outlined.
/// - Returns: A complete SVG document; one SVG unit per point.
/// - Complexity: O(e log e) for the e elements drawn.
///
/// UIKit parity: none; draws what UIKit would show.
public func renderSVG(layout: UICollectionViewLayout, options: SVGRenderOptions = SVGRenderOptions()) -> String {
  SVGRenderer(options: options).render(layout)
}
