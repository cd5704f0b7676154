import CompositionalLayout
import Foundation

/// Draws a prepared layout as a self-contained, interactive HTML page: the content scrolls in a viewport of the
/// layout context's size, orthogonal sections scroll sideways in their own scrollers and come to rest on the
/// engine's resting offsets, pinned boundary items stay in view, and hovering an element names it.
///
/// One CSS pixel is one point and content coordinates are kept: an element's box, measured relative to the
/// `#content` element, is the frame the layout presents at the page's scroll position. The page needs no network
/// (inline style and script, no external resources). Every element is a `div.element` with `data-category`
/// (`cell`, `supplementary`, `decoration`), `data-kind` (the element kind, `cell` for cells), `data-section`,
/// `data-item`, `data-frame` ("x,y,width,height" at scroll position zero, 1/100 pt) and `data-z`.
///
/// - Orthogonal sections: their cells and the supplementaries that move with them live in a scroller as wide as
///   the viewport; the page's script converts scroll positions to the engine's offsets (which start below zero for
///   `.groupPagingCentered`), and when a scroll ends it moves to the nearest of the section's resting offsets in
///   the direction of the scroll (`.continuous` sections only stay inside their range). The offsets come from
///   `OrthogonalScrollingGeometry.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
/// - Pinned boundary items are `position: sticky` inside a band whose ends are the engine's pinned frames at the
///   two extreme content offsets, which reproduces y = min(max(unpinned, visibleTop), sectionEnd − height) for
///   headers and its mirror for footers (content insets of the scroll view are taken as zero).
/// - Visible-items handlers' edits are shown as the layout presents them at scroll position zero; they are not
///   re-run as the page scrolls.
/// - At most `LayoutRenderingLimits.maximumWholeContentElements` elements are placed, the first in content order.
/// - `#selftest&main=x,y&o<section>=offset&swipe<section>=offset` in the URL scrolls the page and writes every
///   element's position (relative to the content) as JSON into `<pre id="result">`, for browser tests.
///
/// ```swift
/// layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [12, 20]))
/// try renderHTML(layout: layout, options: HTMLRenderOptions(title: "Feed")).write(to: url, atomically: true,
///                                                                                encoding: .utf8)
/// ```
///
/// UIKit parity: none; shows what UIKit would show, scrolling included. Right-to-left layouts scroll their
/// orthogonal sections towards the left, as UIKit does.
public struct HTMLRenderer {
  /// What to draw and how.
  public var options: HTMLRenderOptions

  /// Creates a renderer.
  public init(options: HTMLRenderOptions = HTMLRenderOptions()) {
    self.options = options
  }

  /// The HTML5 document (UTF-8 text) showing `layout`.
  ///
  /// Prepares the layout if it is invalid. Presents it at a few scroll positions to find what scrolls and what is
  /// pinned, then restores `scrollPosition`; do not use the layout from another thread meanwhile.
  ///
  /// - Parameter layout: The layout to draw. Scroll behaviour (orthogonal sections, pinning) needs a
  ///   `UICollectionViewCompositionalLayout`; other layouts are drawn static.
  /// - Returns: A complete page with inline style and script.
  /// - Complexity: O(e log e) for the layout's e elements (four whole-content queries and a sort).
  public func render(_ layout: UICollectionViewLayout) -> String {
    let scene = HTMLScene(layout: layout, kindRoles: options.kindRoles)
    let title = options.title ?? "Collection view layout"
    var page = HTMLMarkup()
    page.raw("<!DOCTYPE html>")
    page.open("html", [("lang", "en")])
    page.open("head")
    page.element("meta", [("charset", "utf-8")])
    page.element("title", content: title)
    page.open("style")
    page.raw(HTMLPageScript.style + paletteStyle())
    page.close("style")
    page.close("head")
    page.open("body")
    page.element("h1", content: title)
    page.element(
      "p", [("class", "hint")],
      content: "Viewport \(fmt(scene.viewport.width)) × \(fmt(scene.viewport.height)) pt, content "
        + "\(fmt(scene.contentSize.width)) × \(fmt(scene.contentSize.height)) pt. Scroll the content; "
        + "sideways sections scroll on their own (shift + wheel). Hover an element to see it.")
    page.open("div", [("class", "stage")])
    page.open("div", [("id", "viewport"), ("style", size(scene.viewport))])
    page.open("div", [("id", "content"), ("style", size(scene.contentSize))])
    writeElements(of: scene, into: &page)
    page.close("div")
    page.close("div")
    page.element("div", [("id", "info")], content: "Hover an element to see its index path, kind and frame.")
    page.close("div")
    page.element("pre", [("id", "result")], content: "")
    page.element(
      "script", [("type", "application/json"), ("id", "scroller-data")], content: nil,
      raw: Self.scrollerJSON(scene))
    page.element("script", content: nil, raw: HTMLPageScript.script)
    page.close("body")
    page.close("html")
    return page.text
  }

  /// The content's elements: static ones, then each orthogonal scroller, then the pinned bands.
  private func writeElements(of scene: HTMLScene, into page: inout HTMLMarkup) {
    for element in scene.elements where element.placement == .content {
      let style = position(element.attributes.frame) + decorationStyle(element.attributes)
      page.open("div", attributes(element, style: style))
      writeLabels(element, into: &page)
      page.close("div")
    }
    for scroller in scene.scrollers {
      writeScroller(scroller, scene: scene, into: &page)
    }
    for element in scene.elements {
      guard case .pinned(let start, let end, let restsAtEnd) = element.placement else { continue }
      let axis = scene.mainAxis
      let frame = element.attributes.frame
      let length = axis.length(frame)
      let band = axis.replacing(frame, start: start, length: max(end - start, 0) + length)
      page.open("div", [("class", "pin"), ("style", position(band) + "z-index: \(element.attributes.zIndex);")])
      var style = "width: \(fmt(frame.width))px; height: \(fmt(frame.height))px; "
      if restsAtEnd {
        style += "\(axis.marginProperty): \(fmt(max(end - start, 0)))px; \(axis.endProperty): 0;"
      } else {
        style += "\(axis.startProperty): 0;"
      }
      page.open("div", attributes(element, style: style + decorationStyle(element.attributes)))
      writeLabels(element, into: &page)
      page.close("div")
      page.close("div")
    }
  }

  /// One orthogonal section's scroller with its elements, placed in the scroller's content box.
  private func writeScroller(_ scroller: HTMLScene.Scroller, scene: HTMLScene, into page: inout HTMLMarkup) {
    let axis = scene.mainAxis
    let cross = axis.other
    let rightToLeft = scene.isRightToLeft && cross == .x
    let classes = "scroller \(cross.name)" + (rightToLeft ? " rtl" : "")
    page.open(
      "div", [("class", classes), ("data-section", "\(scroller.section)"), ("style", position(scroller.frame))])
    let inner = cross.replacing(
      CGRect(origin: .zero, size: scroller.frame.size), start: 0, length: scroller.contentLength)
    page.open("div", [("class", "scroller-content"), ("style", size(inner.size))])
    // At scroll position zero the scroller shows its initial offset, where the base frames were taken; a
    // right-to-left scroller starts at its content's right end.
    let crossShift = rightToLeft ? scroller.contentLength - cross.length(scene.viewport) : 0
    for element in scene.elements where element.placement == .orthogonal(section: scroller.section) {
      let frame = element.attributes.frame
      let local = CGRect(
        x: frame.minX - scroller.frame.minX + (cross == .x ? crossShift : 0),
        y: frame.minY - scroller.frame.minY, width: frame.width, height: frame.height)
      page.open("div", attributes(element, style: position(local) + decorationStyle(element.attributes)))
      writeLabels(element, into: &page)
      page.close("div")
    }
    page.close("div")
    page.close("div")
  }

  /// The element's class, data attributes and style.
  private func attributes(_ element: HTMLScene.Element, style: String) -> [(String, String)] {
    let attributes = element.attributes
    let category: String
    switch attributes.representedElementCategory {
    case .cell: category = "cell"
    case .supplementaryView: category = "supplementary"
    case .decorationView: category = "decoration"
    }
    var style = style
    let radius = max(options.cornerRadius, 0)
    switch element.role {
    case .cell, .decoration: style += " border-radius: \(fmt(radius))px;"
    case .badge: style += " border-radius: 50%;"
    case .header, .footer, .boundary: style += " border-radius: \(fmt(min(radius, 4)))px;"
    }
    if element.role == .cell, let cellStyle = options.cellStyle?(attributes.indexPath) {
      if let fill = cellStyle.fill { style += " background: \(fill.hex);" }
      if let text = cellStyle.textColor { style += " color: \(text.hex);" }
    }
    let frame = attributes.frame
    return [
      ("class", "element \(element.role.rawValue)"), ("data-category", category),
      ("data-kind", attributes.representedElementKind ?? "cell"),
      ("data-section", "\(attributes.indexPath.first ?? 0)"), ("data-item", "\(attributes.indexPath.last ?? 0)"),
      ("data-frame", [frame.minX, frame.minY, frame.width, frame.height].map(fmt).joined(separator: ",")),
      ("data-z", "\(attributes.zIndex)"), ("style", style),
      ("title", "\(category) \(Self.displayKind(attributes)) \(attributes.indexPath.renderLabel)"),
    ]
  }

  /// The element's text: the index path and caption for cells, the kind for others.
  private func writeLabels(_ element: HTMLScene.Element, into page: inout HTMLMarkup) {
    let attributes = element.attributes
    let kind = Self.displayKind(attributes)
    switch element.role {
    case .cell:
      page.element("span", content: attributes.indexPath.renderLabel)
      if let caption = options.cellStyle?(attributes.indexPath)?.label, !caption.isEmpty {
        page.element("span", [("class", "caption")], content: caption)
      }
    case .badge:
      // A kind does not fit in a small badge; hovering still names it.
      if attributes.frame.width >= 28 { page.element("span", content: kind) }
    case .header, .footer, .boundary, .decoration:
      page.element("span", content: "\(kind) \(attributes.indexPath.renderLabel)")
    }
  }

  /// Absolute position and size of `frame` as CSS declarations.
  private func position(_ frame: CGRect) -> String {
    "left: \(fmt(frame.minX))px; top: \(fmt(frame.minY))px; " + size(frame.size)
  }

  /// Width and height as CSS declarations.
  private func size(_ size: CGSize) -> String {
    "width: \(fmt(max(size.width, 0)))px; height: \(fmt(max(size.height, 0)))px;"
  }

  /// zIndex, opacity and transform as CSS declarations.
  private func decorationStyle(_ attributes: UICollectionViewLayoutAttributes) -> String {
    var style = " z-index: \(attributes.zIndex);"
    if attributes.alpha < 1 { style += " opacity: \(fmt(max(attributes.alpha, 0)));" }
    if !attributes.transform.isIdentity {
      let t = attributes.transform
      style += " transform: matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(fmt).joined(separator: ", ")));"
    }
    return style
  }

  /// Per-role colours from the palette, as CSS rules.
  private func paletteStyle() -> String {
    let palette = options.palette
    var rules = "\nbody { background: \(palette.background.hex); }\n#content { background: \(palette.content.hex); }\n"
    for role in LayoutElementRole.allCases {
      let style = palette[role]
      rules += ".element.\(role.rawValue) { background: \(style.fill.hex); border-color: \(style.stroke.hex); "
      rules += "color: \(style.text.hex); }\n"
    }
    return rules
  }

  /// A short name for an element's kind: "header" and "footer" for UIKit's constants, else the kind itself.
  static func displayKind(_ attributes: UICollectionViewLayoutAttributes) -> String {
    switch attributes.representedElementKind {
    case nil: "cell"
    case UICollectionView.elementKindSectionHeader?: "header"
    case UICollectionView.elementKindSectionFooter?: "footer"
    case let kind?: kind
    }
  }
}

/// Draws `layout` as a self-contained interactive HTML page; shorthand for
/// `HTMLRenderer(options: options).render(layout)`.
///
/// - Parameters:
///   - layout: The layout to draw; prepared if invalid. Its `context.size` is the viewport's size.
///   - options: What to draw and how.
/// - Returns: A complete HTML5 document with inline style and script; one CSS pixel per point.
/// - Complexity: O(e log e) for the layout's e elements.
///
/// UIKit parity: none; shows what UIKit would show (see `HTMLRenderer`).
public func renderHTML(layout: UICollectionViewLayout, options: HTMLRenderOptions = HTMLRenderOptions()) -> String {
  HTMLRenderer(options: options).render(layout)
}
