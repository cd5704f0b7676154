import Foundation
import Views

// Controls drawn as iOS 15–17 draws them. Sizes and colours not given by the view layer are chosen here and named
// so: they make the control recognisable, they are not measured from UIKit.
extension SVGScene {
  static let allCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// A configuration button's background (colour, corner style, stroke); the title and image are its subviews.
  /// Classic buttons draw only their view background (already drawn).
  mutating func drawButtonBackground(_ button: UIButton, traits: UITraitCollection) {
    guard let configuration = button.configuration else { return }
    let radius = button.resolvedCornerRadius
    var attributes = ""
    if let fill = button.resolvedBackgroundColor?.components(for: traits), fill.alpha > 0 {
      attributes += SVGWriter.paint("fill", fill)
    } else {
      attributes += " fill=\"none\""
    }
    let strokeWidth = configuration.background.strokeWidth
    var rect = button.bounds
    if strokeWidth > 0, let stroke = configuration.background.strokeColor?.components(for: traits) {
      attributes += SVGWriter.paint("stroke", stroke) + " stroke-width=\"\(n(strokeWidth))\""
      rect = rect.insetBy(dx: strokeWidth / 2, dy: strokeWidth / 2)
    }
    guard attributes != " fill=\"none\"" else { return }
    writer.append(SVGWriter.shape(rect, radius: radius, corners: Self.allCorners, attributes: attributes) + "\n")
  }

  /// A switch: a 51 × 31 capsule track (`onTintColor` or `systemGreen` when on, `secondarySystemFill` when off) and
  /// a 27-pt white knob with a soft shadow at the leading (off) or trailing (on) end; disabled switches at half
  /// opacity.
  mutating func drawSwitch(_ toggle: UISwitch, traits: UITraitCollection) {
    let size = UISwitch.fixedSize
    let origin = toggle.bounds.origin
    let track = CGRect(origin: origin, size: size)
    let on = toggle.isOn
    let trackColor = on ? (toggle.onTintColor ?? .systemGreen) : .secondarySystemFill
    writer.append(toggle.isEnabled ? "<g>" : "<g opacity=\"0.5\">")
    writer.append(
      SVGWriter.shape(
        track, radius: size.height / 2, corners: Self.allCorners,
        attributes: SVGWriter.paint("fill", trackColor.components(for: traits))))
    let radius: CGFloat = 13.5
    let rightToLeft = toggle.traitCollection.layoutDirection == .rightToLeft
    let trailing = on != rightToLeft
    let cx = trailing ? track.maxX - 2 - radius : track.minX + 2 + radius
    let cy = track.midY
    let knob = (toggle.thumbTintColor ?? .white).components(for: traits)
    writer.append(
      "<circle cx=\"\(n(cx))\" cy=\"\(n(cy + 1.5))\" r=\"\(n(radius))\" fill=\"#000000\" fill-opacity=\"0.1\"/>"
        + "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(radius + 0.25))\" fill=\"#000000\" fill-opacity=\"0.05\"/>"
        + "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(radius))\"" + SVGWriter.paint("fill", knob) + "/></g>\n")
  }

  /// A page control: 7-pt dots in 16-pt slots centred in the bounds, the current one in
  /// `currentPageIndicatorTintColor` (default `.label`), the others in `pageIndicatorTintColor` (default
  /// `.tertiaryLabel`); as many as fit between the 12-pt end paddings.
  mutating func drawPageControl(_ control: UIPageControl, traits: UITraitCollection) {
    guard control.showsIndicators else { return }
    let bounds = control.bounds
    let slot = UIPageControl.indicatorSlotWidth
    let fitting = Int(max(0, bounds.width - 2 * UIPageControl.endPadding) / slot)
    let count = min(control.numberOfPages, max(1, fitting))
    let first = max(0, min(control.currentPage - count / 2, control.numberOfPages - count))
    let current = (control.currentPageIndicatorTintColor ?? .label).components(for: traits)
    let other = (control.pageIndicatorTintColor ?? .tertiaryLabel).components(for: traits)
    let start = bounds.midX - CGFloat(count) * slot / 2 + slot / 2
    for index in 0..<count {
      let page = first + index
      let color = page == control.currentPage ? current : other
      writer.append(
        "<circle cx=\"\(n(start + CGFloat(index) * slot))\" cy=\"\(n(bounds.midY))\" r=\"3.5\""
          + SVGWriter.paint("fill", color) + "/>\n")
    }
  }

  /// An activity indicator: eight rounded spokes around the centre, fading clockwise from the top (the frame iOS
  /// shows at rest), in `color`.
  mutating func drawActivityIndicator(_ indicator: UIActivityIndicatorView, traits: UITraitCollection) {
    let bounds = indicator.bounds
    let large = indicator.style == .large || indicator.style == .whiteLarge
    let side: CGFloat = large ? 37 : 20
    let scale = side / 20
    let color = (indicator.color ?? .secondaryLabel).components(for: traits)
    let inner = 4.6 * scale
    let outer = 9.1 * scale
    let width = 2.2 * scale
    var group = "<g stroke-linecap=\"round\" stroke-width=\"\(n(width))\"" + SVGWriter.paint("stroke", color) + ">"
    for spoke in 0..<8 {
      let angle = CGFloat(spoke) * .pi / 4
      let (sin, cos) = (Foundation.sin(angle), Foundation.cos(angle))
      let opacity = 1 - CGFloat((8 - spoke) % 8) * 0.1
      group +=
        "<line x1=\"\(n(bounds.midX + sin * inner))\" y1=\"\(n(bounds.midY - cos * inner))\" "
        + "x2=\"\(n(bounds.midX + sin * outer))\" y2=\"\(n(bounds.midY - cos * outer))\" "
        + "stroke-opacity=\"\(SVGWriter.coefficient(opacity * color.alpha))\"/>"
    }
    writer.append(group + "</g>\n")
  }

  /// A segmented control: a `tertiarySystemFill` track with 9-pt corners, the selected segment as a raised plate
  /// (`selectedSegmentTintColor`, default white in light and #636366 in dark appearance) with 7-pt corners, hairline
  /// separators between unselected segments, 13-pt titles (semibold when selected) or image placeholders.
  mutating func drawSegmentedControl(_ control: UISegmentedControl, traits: UITraitCollection) {
    let bounds = control.bounds
    let count = control.numberOfSegments
    guard count > 0, bounds.width > 0 else { return }
    let dark = traits.userInterfaceStyle == .dark
    writer.append(
      SVGWriter.shape(
        bounds, radius: 9, corners: Self.allCorners,
        attributes: SVGWriter.paint("fill", UIColor.tertiarySystemFill.components(for: traits))) + "\n")
    let natural = control.segmentWidths
    let total = natural.reduce(0, +)
    let widths =
      total > 0
      ? natural.map { $0 * bounds.width / total } : Array(repeating: bounds.width / CGFloat(count), count: count)
    var edges: [CGFloat] = [bounds.minX]
    for width in widths { edges.append((edges.last ?? 0) + width) }
    let selected = control.selectedSegmentIndex
    let label = UIColor.label.components(for: traits)
    if selected >= 0, selected < count {
      let plate = CGRect(x: edges[selected], y: bounds.minY, width: widths[selected], height: bounds.height)
        .insetBy(dx: 2, dy: 2)
      let fill =
        control.selectedSegmentTintColor?.components(for: traits)
        ?? (dark
          ? UIColor.Components(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1)
          : UIColor.Components(red: 1, green: 1, blue: 1, alpha: 1))
      writer.append(
        SVGWriter.shape(
          plate.offsetBy(dx: 0, dy: 0.5), radius: 7, corners: Self.allCorners,
          attributes: " fill=\"#000000\" fill-opacity=\"0.06\"")
          + SVGWriter.shape(plate, radius: 7, corners: Self.allCorners, attributes: SVGWriter.paint("fill", fill))
          + "\n")
    }
    let separator = UIColor.opaqueSeparator.components(for: traits)
    for index in 1..<max(1, count) where index != selected && index - 1 != selected {
      writer.append(
        "<rect x=\"\(n(edges[index] - 0.5))\" y=\"\(n(bounds.midY - 6))\" width=\"1\" height=\"12\""
          + SVGWriter.paint("fill", separator) + "/>\n")
    }
    for index in 0..<count {
      let segment = CGRect(x: edges[index], y: bounds.minY, width: widths[index], height: bounds.height)
      var color = label
      if !control.isEnabledForSegment(at: index) || !control.isEnabled { color.alpha *= 0.3 }
      if let title = control.titleForSegment(at: index) {
        let font =
          index == selected ? UIFont.boldSystemFont(ofSize: 13) : UIFont.systemFont(ofSize: 13)
        let baseline = segment.midY + (font.ascender + font.descender) / 2
        text(title, x: segment.midX, baseline: baseline, font: font, color: color, anchor: .middle)
      } else if let image = control.imageForSegment(at: index) {
        let size = image.size
        let rect = CGRect(
          x: segment.midX - size.width / 2, y: segment.midY - size.height / 2, width: size.width, height: size.height)
        drawImage(image, in: rect, contentMode: .scaleToFill, tint: .label, traits: traits)
      }
    }
  }

  /// A progress bar: a capsule track (`trackTintColor`, default `systemFill`) and the filled part (`progressTintColor`,
  /// default the tint colour), mirrored in right-to-left layouts.
  mutating func drawProgressView(_ progress: UIProgressView, traits: UITraitCollection) {
    let bounds = progress.bounds
    let radius = bounds.height / 2
    let track = (progress.trackTintColor ?? .systemFill).components(for: traits)
    let fill = (progress.progressTintColor ?? progress.tintColor ?? .systemBlue).components(for: traits)
    writer.append(
      SVGWriter.shape(bounds, radius: radius, corners: Self.allCorners, attributes: SVGWriter.paint("fill", track)))
    let width = bounds.width * CGFloat(min(max(progress.progress, 0), 1))
    if width > 0 {
      let rightToLeft = progress.traitCollection.layoutDirection == .rightToLeft
      let x = rightToLeft ? bounds.maxX - width : bounds.minX
      writer.append(
        SVGWriter.shape(
          CGRect(x: x, y: bounds.minY, width: width, height: bounds.height), radius: radius, corners: Self.allCorners,
          attributes: SVGWriter.paint("fill", fill)))
    }
    writer.append("\n")
  }
}
