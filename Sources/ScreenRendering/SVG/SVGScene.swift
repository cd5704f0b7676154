import CollectionView
import Foundation
import Views

/// One SVG being drawn from a view tree: the writer, the options, and caches (font attributes, image data).
@MainActor
struct SVGScene {
  var writer = SVGWriter()
  let options: ScreenRenderOptions
  var fontAttributes: [String: String] = [:]
  /// In raster mode, the text runs and painted areas collected for ``RasterTextPass`` (nil when writing SVG).
  var raster: RasterTextPass?

  init(options: ScreenRenderOptions) {
    self.options = options
  }

  /// The traits colours of `view` resolve with.
  func traits(of view: UIView) -> UITraitCollection {
    options.traitCollection ?? view.traitCollection
  }

  /// Draws `view` and its subtree in the coordinate system of its superview (the picture's for the root).
  mutating func draw(_ view: UIView, isRoot: Bool) {
    guard !view.isHidden, view.alpha >= 0.01 else { return }
    let traits = traits(of: view)
    let bounds = view.bounds
    let layer = view.layer

    var group = "<g"
    if isRoot {
      if bounds.origin != .zero {
        group += " transform=\"translate(\(n(-bounds.minX)) \(n(-bounds.minY)))\""
      }
    } else {
      group += transformAttribute(of: view)
    }
    if view.alpha < 0.999 { group += " opacity=\"" + SVGWriter.coefficient(view.alpha) + "\"" }

    let clips = layer.masksToBounds
    let background = view.backgroundColor?.components(for: traits)
    let hasBackground = (background?.alpha ?? 0) > 0
    // A shadow follows the layer's content. Under an opaque background that is the background's shape: drawn as
    // stacked translucent rounded rectangles (fast); otherwise as an SVG blur filter on the whole group.
    let shadow = clips || hasBackground ? nil : shadowFilter(of: layer, bounds: bounds)
    if let shadow {
      writer.append(shadow.definition)
      group += " filter=\"url(#\(shadow.id))\""
    }
    writer.append(group + ">\n")
    raster?.enter(view, isRoot: isRoot, filtered: shadow != nil)
    defer { raster?.leave() }

    if clips {
      let id = writer.uniqueID("c")
      let shape = SVGWriter.shape(bounds, radius: layer.cornerRadius, corners: layer.maskedCorners, attributes: "")
      writer.append("<clipPath id=\"\(id)\">\(shape)</clipPath><g clip-path=\"url(#\(id))\">\n")
    }

    if !clips, hasBackground { drawShadowRings(of: layer, bounds: bounds) }
    if let background, background.alpha > 0 {
      writer.append(
        SVGWriter.shape(
          bounds, radius: layer.cornerRadius, corners: layer.maskedCorners,
          attributes: SVGWriter.paint("fill", background)) + "\n")
    }
    if hasBackground || (!clips && shadow == nil && layer.shadowOpacity > 0 && layer.shadowColor != nil) {
      raster?.paint(bounds.insetBy(dx: -2 * layer.shadowRadius, dy: -2 * layer.shadowRadius))
    }
    if clips { raster?.clip(to: bounds) }
    if raster != nil, !(view is UILabel) {
      // What the class draws besides text paints the view's bounds (recorded before its own text runs).
      let before = writer.text.utf8.count
      raster?.paint(bounds)
      drawContent(of: view, traits: traits)
      if writer.text.utf8.count == before { raster?.unpaintLast() }
    } else {
      drawContent(of: view, traits: traits)
    }
    for subview in view.subviews {
      draw(subview, isRoot: false)
    }
    if let cell = view as? UICollectionViewListCell { drawListCellDecorations(cell, traits: traits) }
    if let cell = view as? UITableViewCell {
      drawTableRowSeparator(cell, traits: traits)
      drawTableRowAccessory(cell, traits: traits)
    }
    if clips { writer.append("</g>\n") }
    if layer.borderWidth > 0 { raster?.paint(bounds) }
    drawBorder(of: layer, bounds: bounds)
    writer.append("</g>\n")
  }

  /// ` transform="…"` placing the view's bounds coordinates in its superview: centre, transform about the centre,
  /// and the bounds origin.
  private func transformAttribute(of view: UIView) -> String {
    let bounds = view.bounds
    let center = view.center
    let kx = bounds.minX + bounds.width / 2
    let ky = bounds.minY + bounds.height / 2
    let t = view.transform
    if t.isIdentity {
      let dx = center.x - kx
      let dy = center.y - ky
      return dx == 0 && dy == 0 ? "" : " transform=\"translate(\(n(dx)) \(n(dy)))\""
    }
    let e = center.x + t.tx - t.a * kx - t.c * ky
    let f = center.y + t.ty - t.b * kx - t.d * ky
    let coefficients = [t.a, t.b, t.c, t.d].map(SVGWriter.coefficient).joined(separator: " ")
    return " transform=\"matrix(\(coefficients) \(n(e)) \(n(f)))\""
  }

  /// A drop-shadow filter for the layer (blur σ = shadowRadius / 2, offset down by `shadowOffset.height` as UIKit
  /// shows it), or nil when the shadow is invisible.
  private mutating func shadowFilter(of layer: CALayer, bounds: CGRect) -> (id: String, definition: String)? {
    guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return nil }
    let components = color.components ?? [0, 0, 0, 1]
    let rgba = UIColor.Components(
      red: components.first ?? 0, green: components.count > 1 ? components[1] : 0,
      blue: components.count > 2 ? components[2] : 0, alpha: components.last ?? 1)
    let id = writer.uniqueID("s")
    let sigma = max(0, layer.shadowRadius) / 2
    let offset = layer.shadowOffset
    let margin = 3 * sigma + 1
    let region = bounds.insetBy(dx: -margin - abs(offset.width), dy: -margin - abs(offset.height))
    let opacity = CGFloat(layer.shadowOpacity) * rgba.alpha
    let definition =
      "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(n(region.minX))\" y=\"\(n(region.minY))\" "
      + "width=\"\(n(region.width))\" height=\"\(n(region.height))\" color-interpolation-filters=\"sRGB\">"
      + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(n(sigma))\"/>"
      + "<feOffset dx=\"\(n(offset.width))\" dy=\"\(n(offset.height))\" result=\"o\"/>"
      + "<feFlood flood-color=\"\(SVGWriter.hex(rgba))\" flood-opacity=\"\(SVGWriter.coefficient(min(1, opacity)))\"/>"
      + "<feComposite in2=\"o\" operator=\"in\"/>"
      + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
    return (id, definition)
  }

  /// The layer's shadow under a background of the bounds' shape: eight copies of the shape, offset by
  /// `shadowOffset`, grown from −2σ to +2σ (σ = shadowRadius / 2) and stacked at equal opacities so that they add up
  /// to `shadowOpacity` inside: a linear ramp over 4σ standing in for the Gaussian edge.
  private mutating func drawShadowRings(of layer: CALayer, bounds: CGRect) {
    guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return }
    let c = color.components ?? [0, 0, 0, 1]
    let opacity = min(1, CGFloat(layer.shadowOpacity) * (c.last ?? 1))
    let sigma = max(0, layer.shadowRadius) / 2
    let count = sigma > 0 ? 8 : 1
    let each = 1 - pow(1 - min(opacity, 0.999), 1 / CGFloat(count))
    var rgba = UIColor.Components(
      red: c.first ?? 0, green: c.count > 1 ? c[1] : 0, blue: c.count > 2 ? c[2] : 0, alpha: each)
    rgba.alpha = each
    let shifted = bounds.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
    var rings = "<g" + SVGWriter.paint("fill", rgba) + ">"
    for index in 0..<count {
      let grow = count == 1 ? 0 : sigma * (-2 + 4 * (CGFloat(index) + 0.5) / CGFloat(count))
      let rect = shifted.insetBy(dx: -grow, dy: -grow)
      guard rect.width > 0, rect.height > 0 else { continue }
      let radius = layer.cornerRadius > 0 || grow > 0 ? max(0, layer.cornerRadius + grow) : 0
      rings += SVGWriter.shape(rect, radius: radius, corners: layer.maskedCorners, attributes: "")
    }
    writer.append(rings + "</g>\n")
  }

  /// The layer's border: `borderWidth` inside the bounds, following the corner radius.
  mutating func drawBorder(of layer: CALayer, bounds: CGRect) {
    let width = layer.borderWidth
    guard width > 0, let color = layer.borderColor, color.alpha > 0 else { return }
    let c = color.components ?? [0, 0, 0, 1]
    let rgba = UIColor.Components(
      red: c.first ?? 0, green: c.count > 1 ? c[1] : 0, blue: c.count > 2 ? c[2] : 0, alpha: c.last ?? 1)
    let inset = bounds.insetBy(dx: width / 2, dy: width / 2)
    guard inset.width >= 0, inset.height >= 0 else { return }
    writer.append(
      SVGWriter.shape(
        inset, radius: max(0, layer.cornerRadius - width / 2), corners: layer.maskedCorners,
        attributes: " fill=\"none\"" + SVGWriter.paint("stroke", rgba) + " stroke-width=\"\(n(width))\"") + "\n")
  }

  /// Draws what the view's class draws between its background and its subviews.
  mutating func drawContent(of view: UIView, traits: UITraitCollection) {
    switch view {
    case let label as UILabel: drawLabel(label, traits: traits)
    case let imageView as UIImageView: drawImageView(imageView, traits: traits)
    case let button as UIButton: drawButtonBackground(button, traits: traits)
    case let toggle as UISwitch: drawSwitch(toggle, traits: traits)
    case let pageControl as UIPageControl: drawPageControl(pageControl, traits: traits)
    case let indicator as UIActivityIndicatorView: drawActivityIndicator(indicator, traits: traits)
    case let segmented as UISegmentedControl: drawSegmentedControl(segmented, traits: traits)
    case let searchBar as UISearchBar: drawSearchBar(searchBar, traits: traits)
    case let bar as UINavigationBar: drawNavigationBar(bar, traits: traits)
    case let field as UITextField: drawTextField(field, traits: traits)
    case let progress as UIProgressView: drawProgressView(progress, traits: traits)
    default: break
    }
  }
}

/// Shorthand for ``SVGWriter/number(_:)``.
func n(_ value: CGFloat) -> String { SVGWriter.number(value) }
