import CollectionView
import CompositionalLayout
import Foundation
import Views

/// One view tree being written as absolutely positioned HTML elements: a `<div>` per view (frame, transform,
/// opacity, background, corner radius, clipping, shadow), labels as `<span>` lines, and what a class draws besides
/// text (controls, images, bars, list accessories) as an inline `<svg>` made by ``SVGScene``.
@MainActor
struct HTMLScreenScene {
  private(set) var text = ""
  let options: ScreenRenderOptions

  init(options: ScreenRenderOptions) {
    self.options = options
    text.reserveCapacity(32_768)
  }

  /// Writes `view` and its subtree; `parentOrigin` is the superview's `bounds.origin` (a scroll view's offset).
  mutating func draw(_ view: UIView, parentOrigin: CGPoint, isRoot: Bool) {
    guard !view.isHidden, view.alpha >= 0.01 else { return }
    let traits = options.traitCollection ?? view.traitCollection
    let bounds = view.bounds
    let layer = view.layer
    var style: String
    if isRoot {
      style = "left:0;top:0"
    } else {
      let left = view.center.x - bounds.width / 2 - parentOrigin.x
      let top = view.center.y - bounds.height / 2 - parentOrigin.y
      style = "left:\(px(left));top:\(px(top))"
      let t = view.transform
      if !t.isIdentity {
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGWriter.coefficient).joined(separator: ",")
        style += ";transform:matrix(\(values))"
      }
    }
    style += ";width:\(px(bounds.width));height:\(px(bounds.height))"
    if view.alpha < 0.999 { style += ";opacity:" + SVGWriter.coefficient(view.alpha) }
    let radius = cornerRadiusStyle(layer.cornerRadius, corners: layer.maskedCorners, size: bounds.size)
    style += radius
    let clips = layer.masksToBounds
    if clips { style += ";overflow:hidden" }
    let background = view.backgroundColor?.components(for: traits)
    if let background, background.alpha > 0 { style += ";background:" + Self.css(background) }
    if !clips, let shadow = shadowStyle(of: layer, hasBackground: (background?.alpha ?? 0) > 0) {
      style += shadow
    }
    text += "<div class=\"v\" data-c=\"" + Self.escaped(Self.className(of: view)) + "\"" + Self.marker(of: view)
    text += " style=\"" + style + "\">"
    drawContent(of: view, traits: traits)
    for subview in view.subviews {
      draw(subview, parentOrigin: bounds.origin, isRoot: false)
    }
    if view is UICollectionViewListCell || view is UITableViewCell {
      var scene = SVGScene(options: options)
      if let cell = view as? UICollectionViewListCell { scene.drawListCellDecorations(cell, traits: traits) }
      if let cell = view as? UITableViewCell {
        scene.drawTableRowSeparator(cell, traits: traits)
        scene.drawTableRowAccessory(cell, traits: traits)
      }
      inlineSVG(scene.writer.text, bounds: bounds)
    }
    if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
      let c = color.components ?? [0, 0, 0, 1]
      let rgba = UIColor.Components(
        red: c.first ?? 0, green: c.count > 1 ? c[1] : 0, blue: c.count > 2 ? c[2] : 0, alpha: c.last ?? 1)
      text +=
        "<div class=\"b\" style=\"border:\(px(layer.borderWidth)) solid \(Self.css(rgba))\(radius)\"></div>"
    }
    text += "</div>\n"
  }

  /// A label's lines as spans; anything else a class draws as an inline SVG in the view's bounds coordinates.
  private mutating func drawContent(of view: UIView, traits: UITraitCollection) {
    if let label = view as? UILabel {
      drawLabel(label, traits: traits)
      return
    }
    var scene = SVGScene(options: options)
    scene.drawContent(of: view, traits: traits)
    inlineSVG(scene.writer.text, bounds: view.bounds)
  }

  /// `content` (SVG elements in bounds coordinates) as an inline `<svg>` over the view; nothing when empty.
  private mutating func inlineSVG(_ content: String, bounds: CGRect) {
    guard !content.isEmpty else { return }
    text +=
      "<svg class=\"g\" width=\"\(n(bounds.width))\" height=\"\(n(bounds.height))\" "
      + "viewBox=\"\(n(bounds.minX)) \(n(bounds.minY)) \(n(bounds.width)) \(n(bounds.height))\">" + content + "</svg>"
  }

  /// Each line fragment as a `<span>` whose baseline sits at the fragment's baseline: the line box is the font's
  /// ascender + descender tall, so the baseline is the ascender below its top.
  private mutating func drawLabel(_ label: UILabel, traits: UITraitCollection) {
    let fragments = label.lineFragments
    guard !fragments.isEmpty else { return }
    let color: UIColor =
      !label.isEnabled
      ? .tertiaryLabel : (label.isHighlighted ? label.highlightedTextColor : nil) ?? label.textColor ?? .label
    let components = color.components(for: traits)
    guard components.alpha > 0 else { return }
    let font: UIFont = label.font
    let lineHeight = font.ascender - font.descender
    let fontStyle = Self.fontStyle(font) + ";line-height:\(px(lineHeight));color:" + Self.css(components)
    for fragment in fragments where !fragment.text.isEmpty {
      text +=
        "<span class=\"t\" style=\"left:\(px(fragment.frame.minX));top:\(px(fragment.baseline - font.ascender));"
        + "width:\(px(fragment.frame.width + 1));\(fontStyle)\">" + Self.escaped(fragment.text) + "</span>"
    }
  }

  /// The status bar as an inline SVG over the window's top safe area.
  mutating func drawStatusBar(in window: UIWindow) {
    var scene = SVGScene(options: options)
    scene.drawStatusBar(in: window)
    let width = window.bounds.width
    let height = window.safeAreaInsets.top
    text +=
      "<svg class=\"g\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\">"
      + scene.writer.text + "</svg>\n"
  }

  /// `;border-radius:…` (per corner when not all are masked), or "".
  private func cornerRadiusStyle(_ radius: CGFloat, corners: CACornerMask, size: CGSize) -> String {
    guard radius > 0, !corners.isEmpty else { return "" }
    let r = px(min(radius, min(size.width, size.height) / 2))
    let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner]
    if corners.isSuperset(of: all) { return ";border-radius:" + r }
    let order: [CACornerMask] = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner,
    ]
    return ";border-radius:" + order.map { corners.contains($0) ? r : "0" }.joined(separator: " ")
  }

  /// `;box-shadow:…` under a background (the bounds' shape), `;filter:drop-shadow(…)` following the content
  /// otherwise; CSS blur radius = `shadowRadius` (σ = shadowRadius / 2, as the SVG draws it).
  private func shadowStyle(of layer: CALayer, hasBackground: Bool) -> String? {
    guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return nil }
    let c = color.components ?? [0, 0, 0, 1]
    let rgba = UIColor.Components(
      red: c.first ?? 0, green: c.count > 1 ? c[1] : 0, blue: c.count > 2 ? c[2] : 0,
      alpha: min(1, CGFloat(layer.shadowOpacity) * (c.last ?? 1)))
    let offset = layer.shadowOffset
    let value = "\(px(offset.width)) \(px(offset.height)) \(px(max(0, layer.shadowRadius))) " + Self.css(rgba)
    return hasBackground ? ";box-shadow:" + value : ";filter:drop-shadow(" + value + ")"
  }

  private func px(_ value: CGFloat) -> String { n(value) + "px" }

  /// The view's class name without its module ("UILabel", "CommentCollectionViewCell").
  static func className(of view: UIView) -> String {
    let name = String(describing: type(of: view))
    return name.split(separator: ".").last.map(String.init) ?? name
  }

  /// ` data-cell="section-item"` on a collection view cell (the page's script finds taps by it), else "".
  static func marker(of view: UIView) -> String {
    guard let cell = view as? UICollectionViewCell, let collectionView = cell.superviewCollectionView,
      let indexPath = collectionView.indexPath(for: cell)
    else { return "" }
    return " data-cell=\"\(indexPath.section)-\(indexPath.item)\""
  }

  /// `font-family:…;font-size:…;font-weight:…;font-style:…` of `font`.
  static func fontStyle(_ font: UIFont) -> String {
    let name = font.fontName
    var style = "font-family:'" + escaped(font.familyName) + "';font-size:" + n(font.pointSize) + "px"
    if name.contains("Bold") { style += ";font-weight:700" }
    if name.contains("Oblique") || name.contains("Italic") { style += ";font-style:italic" }
    return style
  }

  /// `rgba(r,g,b,a)` or `#rrggbb`.
  static func css(_ color: UIColor.Components) -> String {
    if color.alpha >= 0.9995 { return SVGWriter.hex(color) }
    func byte(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    return "rgba(\(byte(color.red)),\(byte(color.green)),\(byte(color.blue)),\(SVGWriter.coefficient(color.alpha)))"
  }

  /// Text and attribute escaping (the SVG writer's: `&`, `<`, `>`, quotes; forbidden characters dropped).
  static func escaped(_ string: String) -> String { SVGWriter.escaped(string) }
}

extension UIView {
  /// The collection view this view is a direct or nested subview of, or nil.
  var superviewCollectionView: UICollectionView? {
    var current = superview
    while let view = current {
      if let collectionView = view as? UICollectionView { return collectionView }
      current = view.superview
    }
    return nil
  }
}
