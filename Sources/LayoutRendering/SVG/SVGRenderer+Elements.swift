import CompositionalLayout
import Foundation

extension SVGRenderer {
  /// Draws one element: its shape, its labels and a tooltip naming it.
  func drawElement(_ element: UICollectionViewLayoutAttributes, role: LayoutElementRole, into markup: inout SVGMarkup) {
    let frame = element.frame
    let cellStyle: SVGCellStyle? =
      switch element.representedElementCategory {
      case .cell: options.cellStyle?(element.indexPath)
      case .supplementaryView: options.supplementaryStyle?(element.representedElementKind ?? "", element.indexPath)
      case .decorationView: nil
      }
    let palette = options.palette[role]
    let fill = cellStyle?.fill ?? palette.fill
    let textColor = cellStyle?.textColor ?? palette.text

    var group: [(String, String)] = [("class", role.rawValue)]
    if element.alpha < 1 {
      group.append(("opacity", fmt(max(element.alpha, 0))))
    }
    if !element.transform.isIdentity {
      let t = element.transform
      let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(fmt).joined(separator: " ")
      let center = element.center
      group.append(
        (
          "transform",
          "translate(\(fmt(center.x)) \(fmt(center.y))) matrix(\(matrix)) "
            + "translate(\(fmt(-center.x)) \(fmt(-center.y)))"
        ))
    }
    markup.open("g", group)
    markup.element("title", content: Self.describe(element, role: role))

    let shape = frame.width > 2 && frame.height > 2 ? frame.insetBy(dx: 0.5, dy: 0.5) : frame
    let radius: CGFloat
    switch role {
    case .cell, .decoration: radius = max(options.cornerRadius, 0)
    case .badge: radius = min(shape.width, shape.height) / 2
    case .header, .footer, .boundary: radius = min(max(options.cornerRadius, 0), 4)
    }
    var attributes = Self.rectAttributes(shape)
    let clamped = min(radius, shape.width / 2, shape.height / 2)
    if clamped > 0 {
      attributes.append(("rx", fmt(clamped)))
    }
    attributes += [("fill", fill.hex), ("stroke", palette.stroke.hex), ("stroke-width", "1")]
    if role == .decoration {
      attributes.append(("stroke-dasharray", "4 3"))
    }
    markup.element("rect", attributes)

    if let lines = cellStyle?.textLines, !lines.isEmpty {
      drawTextLines(lines, in: frame, color: textColor, into: &markup)
      markup.close("g")
      return
    }
    switch role {
    case .cell:
      drawCellLabels(frame, indexPath: element.indexPath, caption: cellStyle?.label, color: textColor, into: &markup)
    case .badge:
      drawCentredLabel(Self.displayKind(element), in: frame, color: textColor, into: &markup)
    case .header, .footer, .boundary, .decoration:
      let text = cellStyle?.label ?? "\(Self.displayKind(element)) \(element.indexPath.renderLabel)"
      drawCornerLabel(text, in: frame, atBottom: role == .decoration, color: textColor, into: &markup)
    }
    markup.close("g")
  }

  /// The index path, centred, with the caption under it when there is room for two lines.
  private func drawCellLabels(
    _ frame: CGRect, indexPath: IndexPath, caption: String?, color: SVGColor, into markup: inout SVGMarkup
  ) {
    let title = indexPath.renderLabel
    let width = frame.width - 8
    let maximum: CGFloat = 14
    if let caption, !caption.isEmpty, frame.height >= 22,
      let first = LabelFitter.fit(title, width: width, height: (frame.height - 6) / 2.4, maximum: maximum, minimum: 6),
      let second = LabelFitter.fit(
        caption, width: width, height: (frame.height - 6) / 2.4, maximum: first.fontSize, minimum: 6)
    {
      let gap = first.fontSize * 0.3
      let total = first.fontSize + gap + second.fontSize
      let top = frame.midY - total / 2
      text(first, x: frame.midX, baseline: top + first.fontSize * 0.8, anchor: "middle", color: color, into: &markup)
      text(
        second, x: frame.midX, baseline: top + first.fontSize + gap + second.fontSize * 0.8, anchor: "middle",
        color: color, into: &markup)
      return
    }
    drawCentredLabel(title, in: frame, color: color, into: &markup)
  }

  /// One line centred in `frame`, if it fits at 5 pt or more.
  private func drawCentredLabel(_ label: String, in frame: CGRect, color: SVGColor, into markup: inout SVGMarkup) {
    guard
      let fit = LabelFitter.fit(label, width: frame.width - 4, height: frame.height - 2, maximum: 14, minimum: 5)
    else { return }
    text(fit, x: frame.midX, baseline: frame.midY + fit.fontSize * 0.35, anchor: "middle", color: color, into: &markup)
  }

  /// One line in the top-leading (or bottom-leading) corner of `frame`.
  private func drawCornerLabel(
    _ label: String, in frame: CGRect, atBottom: Bool, color: SVGColor, into markup: inout SVGMarkup
  ) {
    let padding: CGFloat = 4
    guard
      let fit = LabelFitter.fit(
        label, width: frame.width - 2 * padding, height: frame.height - 2, maximum: 11, minimum: 6)
    else { return }
    let baseline =
      atBottom
      ? frame.maxY - padding - fit.fontSize * 0.2
      : frame.minY + min(padding, (frame.height - fit.fontSize) / 2) + fit.fontSize * 0.8
    text(fit, x: frame.minX + padding, baseline: baseline, anchor: "start", color: color, into: &markup)
  }

  private func text(
    _ fit: LabelFitter.Fit, x: CGFloat, baseline: CGFloat, anchor: String, color: SVGColor,
    into markup: inout SVGMarkup
  ) {
    markup.element(
      "text",
      [
        ("x", fmt(x)), ("y", fmt(baseline)), ("font-size", fmt(fit.fontSize)), ("text-anchor", anchor),
        ("fill", color.hex),
      ], content: fit.text)
  }

  /// Dashed outlines of every frame, with "x, y  w × h" where it fits.
  func drawOverlay(_ elements: [UICollectionViewLayoutAttributes], into markup: inout SVGMarkup) {
    let color = options.palette.overlay.hex
    markup.open("g", [("class", "frame-overlay"), ("fill", "none"), ("stroke", color)])
    for element in elements {
      let frame = element.frame
      markup.element("rect", Self.rectAttributes(frame) + [("stroke-width", "0.5"), ("stroke-dasharray", "2 2")])
      let numbers =
        "\(fmt(frame.minX)), \(fmt(frame.minY))  \(fmt(frame.width)) × \(fmt(frame.height))"
      if let fit = LabelFitter.fit(numbers, width: frame.width - 2, height: frame.height / 3, maximum: 7, minimum: 5) {
        markup.element(
          "text",
          [
            ("x", fmt(frame.minX + 1)), ("y", fmt(frame.maxY - 1.5)), ("font-size", fmt(fit.fontSize)),
            ("fill", color), ("stroke", "none"),
          ], content: fit.text)
      }
    }
    markup.close("g")
  }

  /// The screen at scroll offset zero: a thick outline with its size above the top-leading corner.
  func drawScreenFrame(_ screen: CGRect, into markup: inout SVGMarkup) {
    let color = options.palette.screenFrame.hex
    markup.element(
      "rect",
      Self.rectAttributes(screen) + [
        ("class", "screen-frame"), ("fill", "none"), ("stroke", color), ("stroke-width", "2"),
        ("stroke-opacity", "0.6"),
        ("stroke-dasharray", "8 4"),
      ])
    markup.element(
      "text",
      [("x", fmt(screen.minX)), ("y", fmt(screen.minY - 6)), ("font-size", "11"), ("fill", color)],
      content: "screen \(fmt(screen.width)) × \(fmt(screen.height)) pt")
  }

  /// The title in the band above the drawing.
  func drawTitle(_ title: String, canvas: CGRect, into markup: inout SVGMarkup) {
    let width = canvas.width - 2 * max(options.margin, 4)
    guard let fit = LabelFitter.fit(title, width: width, height: 16, maximum: 16, minimum: 8) else { return }
    markup.element(
      "text",
      [
        ("class", "title"), ("x", fmt(canvas.minX + max(options.margin, 4))), ("y", fmt(canvas.minY + 20)),
        ("font-size", fmt(fit.fontSize)), ("font-weight", "bold"), ("fill", options.palette.screenFrame.hex),
      ], content: fit.text)
  }

  /// A short name for an element's kind: "header" and "footer" for UIKit's constants, else the kind itself.
  static func displayKind(_ element: UICollectionViewLayoutAttributes) -> String {
    switch element.representedElementKind {
    case nil: "cell"
    case UICollectionView.elementKindSectionHeader?: "header"
    case UICollectionView.elementKindSectionFooter?: "footer"
    case let kind?: kind
    }
  }

  /// The tooltip text: role, kind, index path, frame and zIndex.
  static func describe(_ element: UICollectionViewLayoutAttributes, role: LayoutElementRole) -> String {
    let frame = element.frame
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(PointFormatter.fixed)
    return "\(role.rawValue) \(displayKind(element)) \(element.indexPath.renderLabel) "
      + "(\(numbers.joined(separator: ", "))) z \(element.zIndex)"
  }
}
