import Foundation
import Views

// Labels and images: text from `lineFragments` as SVG text in the measured font family; file images as data URIs;
// named and symbol images as tinted placeholders with their names.
extension SVGScene {
  /// How a text element is anchored at its x.
  enum TextAnchor: String {
    case start, middle, end
  }

  /// ` font-family="…" font-size="…"` and weight and style, from the font's face (Inter, Noto Sans CJK…).
  mutating func fontAttributes(_ font: UIFont) -> String {
    let key = font.fontName
    let face: String
    if let cached = fontAttributes[key] {
      face = cached
    } else {
      let name = font.fontName
      var attributes = " font-family=\"" + SVGWriter.escaped(font.familyName) + "\""
      if name.contains("Bold") { attributes += " font-weight=\"bold\"" }
      if name.contains("Oblique") || name.contains("Italic") { attributes += " font-style=\"italic\"" }
      if name.contains("Condensed") { attributes += " font-stretch=\"condensed\"" }
      fontAttributes[key] = attributes
      face = attributes
    }
    return face + " font-size=\"" + n(font.pointSize) + "\""
  }

  /// Writes one line of text with its baseline at `baseline`, anchored at `x`.
  mutating func text(
    _ string: String, x: CGFloat, baseline: CGFloat, font: UIFont, color: UIColor.Components,
    anchor: TextAnchor = .start, fitWidth: CGFloat? = nil
  ) {
    guard !string.isEmpty, color.alpha > 0 else { return }
    var element = "<text x=\"\(n(x))\" y=\"\(n(baseline))\"" + fontAttributes(font) + SVGWriter.paint("fill", color)
    if anchor != .start { element += " text-anchor=\"\(anchor.rawValue)\"" }
    if let fitWidth { element += " textLength=\"\(n(fitWidth))\" lengthAdjust=\"spacingAndGlyphs\"" }
    let start = raster == nil ? 0 : writer.text.utf8.count
    writer.append(element + " xml:space=\"preserve\">" + SVGWriter.escaped(string) + "</text>\n")
    guard raster != nil else { return }
    // Raster mode: the run's glyphs where the measurement puts them, anchored and fitted as the SVG says.
    let natural = width(of: string, font: font)
    let scale = fitWidth.map { natural > 0 ? $0 / natural : 1 } ?? 1
    let shown = natural * scale
    let startX = anchor == .start ? x : (anchor == .middle ? x - shown / 2 : x - shown)
    raster?.addRun(
      glyphs: Self.measurer.positionedGlyphs(of: string, font: font), origin: CGPoint(x: startX, y: baseline),
      width: shown, horizontalScale: scale, font: font, color: color, svgRange: start..<writer.text.utf8.count)
  }

  /// A label's lines, in its font and resolved text colour (disabled labels in `.tertiaryLabel`, highlighted ones
  /// in `highlightedTextColor`).
  mutating func drawLabel(_ label: UILabel, traits: UITraitCollection) {
    let fragments = label.lineFragments
    guard !fragments.isEmpty else { return }
    let color: UIColor =
      !label.isEnabled
      ? .tertiaryLabel : (label.isHighlighted ? label.highlightedTextColor : nil) ?? label.textColor ?? .label
    let components = color.components(for: traits)
    let font: UIFont = label.font
    for fragment in fragments {
      text(fragment.text, x: fragment.frame.minX, baseline: fragment.baseline, font: font, color: components)
    }
  }

  /// The image view's shown image, placed by its content mode.
  mutating func drawImageView(_ imageView: UIImageView, traits: UITraitCollection) {
    guard let image = imageView.displayedImage else { return }
    drawImage(
      image, in: imageView.bounds, contentMode: imageView.contentMode, tint: imageView.tintColor, traits: traits)
  }

  /// Draws `image` in `bounds` as `contentMode` places it; templates (symbols by default) in `tint`.
  mutating func drawImage(
    _ image: UIImage, in bounds: CGRect, contentMode: UIView.ContentMode, tint: UIColor?, traits: UITraitCollection
  ) {
    let rect = Self.placement(of: image.size, in: bounds, contentMode: contentMode)
    guard rect.width > 0, rect.height > 0 else { return }
    if let path = image.path, let uri = ImageDataCache.dataURI(forPNGAt: path) {
      writer.append(
        "<image x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" "
          + "preserveAspectRatio=\"none\" xlink:href=\"\(uri)\"/>\n")
      return
    }
    let templated =
      image.renderingMode == .alwaysTemplate || (image.renderingMode == .automatic && image.isSymbolImage)
    let color: UIColor = image.tintColor ?? (templated ? tint ?? .systemBlue : .systemGray)
    drawPlaceholder(
      name: image.systemName ?? image.name ?? "image", in: rect, color: color.components(for: traits),
      isSymbol: image.isSymbolImage)
  }

  /// A rounded placeholder: the colour at low opacity, a hairline in the colour, and the name centred.
  mutating func drawPlaceholder(name: String, in rect: CGRect, color: UIColor.Components, isSymbol: Bool) {
    let side = min(rect.width, rect.height)
    let radius = isSymbol ? side * 0.3 : side * 0.12
    var fill = color
    fill.alpha *= 0.16
    let strokeWidth = max(0.5, min(1.5, side / 24))
    writer.append(
      SVGWriter.shape(
        rect.insetBy(dx: strokeWidth / 2, dy: strokeWidth / 2), radius: radius,
        corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner],
        attributes: SVGWriter.paint("fill", fill) + SVGWriter.paint("stroke", color)
          + " stroke-width=\"\(n(strokeWidth))\"") + "\n")
    let available = rect.width * 0.84
    let characters = CGFloat(max(1, name.count))
    var size = min(rect.height * 0.34, 13)
    let estimated = characters * size * 0.6
    if estimated > available { size = max(2, available / (characters * 0.6)) }
    let font = UIFont.systemFont(ofSize: size)
    text(
      name, x: rect.midX, baseline: rect.midY + size * 0.36, font: font, color: color, anchor: .middle,
      fitWidth: characters * size * 0.6 > available ? available : nil)
  }

  /// Where an image of `size` points goes in `bounds` for `contentMode` (UIKit's placement rules).
  static func placement(of size: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
    guard size.width > 0, size.height > 0 else { return bounds }
    switch contentMode {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let ratioX = bounds.width / size.width
      let ratioY = bounds.height / size.height
      let scale = contentMode == .scaleAspectFit ? min(ratioX, ratioY) : max(ratioX, ratioY)
      let width = size.width * scale
      let height = size.height * scale
      return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      var x = bounds.midX - size.width / 2
      var y = bounds.midY - size.height / 2
      if [.left, .topLeft, .bottomLeft].contains(contentMode) { x = bounds.minX }
      if [.right, .topRight, .bottomRight].contains(contentMode) { x = bounds.maxX - size.width }
      if [.top, .topLeft, .topRight].contains(contentMode) { y = bounds.minY }
      if [.bottom, .bottomLeft, .bottomRight].contains(contentMode) { y = bounds.maxY - size.height }
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }
}

/// PNG files read once per path, as base64 data URIs.
@MainActor
enum ImageDataCache {
  private static var entries: [String: String] = [:]

  static func dataURI(forPNGAt path: String) -> String? {
    if let cached = entries[path] { return cached }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let uri = "data:image/png;base64," + data.base64EncodedString()
    if entries.count > 64 { entries.removeAll() }
    entries[path] = uri
    return uri
  }
}
