import CollectionView
import CompositionalLayout
import Foundation
import Views

// List cells: separators and accessories, drawn over the cell's background and content (they are not views in the
// tree; the cell gives their frames). Shapes and colours are iOS 15–17's as commonly seen (chosen, not measured
// from UIKit): chevrons in `tertiaryLabel`, the checkmark, outline disclosure and detail button in the tint colour,
// the delete and insert buttons as filled red and green circles, the reorder grip as three grey lines, the
// multiselect circle empty or filled with a check.
extension SVGScene {
  /// The list cell's separators and accessories, in cell coordinates.
  mutating func drawListCellDecorations(_ cell: UICollectionViewListCell, traits: UITraitCollection) {
    if let configuration = cell.separatorConfiguration {
      let color = configuration.color.components(for: traits)
      for frame in [cell.topSeparatorFrame, cell.bottomSeparatorFrame].compactMap({ $0 })
      where frame.width > 0 && color.alpha > 0 {
        raster?.paint(frame)
        writer.append("<rect" + rectAttributes(frame) + SVGWriter.paint("fill", color) + "/>\n")
      }
    }
    let tint = (cell.tintColor ?? .systemBlue)
    for (accessory, frame) in cell.accessoryLayoutFrames where !accessory.isHidden {
      raster?.paint(frame)
      drawAccessory(
        accessory, in: frame,
        state: (
          cell.effectiveUserInterfaceLayoutDirection == .rightToLeft, cell.isSelected,
          cell.isExpanded
        ), tint: accessory.tintColor ?? tint, traits: traits)
    }
  }

  /// Draws one accessory in `frame`; `state` is the cell's (right to left, selected, expanded).
  mutating func drawAccessory(
    _ accessory: UICellAccessory, in frame: CGRect, state: (rightToLeft: Bool, selected: Bool, expanded: Bool),
    tint: UIColor, traits: UITraitCollection
  ) {
    let cx = frame.midX
    let cy = frame.midY
    let tintColor = tint.components(for: traits)
    let grey = (accessory.tintColor ?? .tertiaryLabel).components(for: traits)
    func stroke(_ path: String, _ color: UIColor.Components, width: CGFloat) -> String {
      "<path d=\"\(path)\" fill=\"none\" stroke-width=\"\(n(width))\" stroke-linecap=\"round\" "
        + "stroke-linejoin=\"round\"" + SVGWriter.paint("stroke", color) + "/>"
    }
    func circle(_ radius: CGFloat, _ attributes: String) -> String {
      "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(radius))\"" + attributes + "/>"
    }
    let white = UIColor.Components(red: 1, green: 1, blue: 1, alpha: 1)
    switch accessory.kind {
    case .disclosureIndicator:
      // A 7 × 12 chevron pointing to the trailing side.
      let d = state.rightToLeft ? -1.0 : 1.0
      writer.append(
        stroke(
          "M\(n(cx - 2.5 * d)) \(n(cy - 6))L\(n(cx + 3 * d)) \(n(cy))L\(n(cx - 2.5 * d)) \(n(cy + 6))", grey,
          width: 2.2) + "\n")
    case .checkmark:
      writer.append(
        stroke(
          "M\(n(cx - 7)) \(n(cy + 0.5))L\(n(cx - 2.5)) \(n(cy + 5.5))L\(n(cx + 7)) \(n(cy - 6))", tintColor, width: 2.4)
          + "\n")
    case .delete:
      let red = (accessory.tintColor ?? .systemRed).components(for: traits)
      writer.append(
        circle(11, SVGWriter.paint("fill", red))
          + "<rect x=\"\(n(cx - 6))\" y=\"\(n(cy - 1.2))\" width=\"12\" height=\"2.4\" rx=\"1.2\" fill=\"#ffffff\"/>\n")
    case .insert:
      let green = (accessory.tintColor ?? .systemGreen).components(for: traits)
      writer.append(
        circle(11, SVGWriter.paint("fill", green))
          + "<rect x=\"\(n(cx - 6))\" y=\"\(n(cy - 1.2))\" width=\"12\" height=\"2.4\" rx=\"1.2\" fill=\"#ffffff\"/>"
          + "<rect x=\"\(n(cx - 1.2))\" y=\"\(n(cy - 6))\" width=\"2.4\" height=\"12\" rx=\"1.2\" fill=\"#ffffff\"/>\n")
    case .reorder:
      let color = (accessory.tintColor ?? .secondaryLabel).components(for: traits)
      var lines = ""
      for dy in [-5.5, 0, 5.5] as [CGFloat] {
        lines += stroke("M\(n(cx - 9)) \(n(cy + dy))H\(n(cx + 9))", color, width: 1.6)
      }
      writer.append(lines + "\n")
    case .multiselect:
      if state.selected {
        writer.append(
          circle(11, SVGWriter.paint("fill", tintColor))
            + stroke(
              "M\(n(cx - 5)) \(n(cy + 0.5))L\(n(cx - 1.5)) \(n(cy + 4))L\(n(cx + 5)) \(n(cy - 4))", white, width: 2)
            + "\n")
      } else {
        writer.append(
          circle(10.75, " fill=\"none\" stroke-width=\"1.5\"" + SVGWriter.paint("stroke", grey)) + "\n")
      }
    case .outlineDisclosure(let style):
      // A chevron pointing to the trailing side when collapsed, down when expanded; bold for section headers.
      let header = style == .header
      let color = header ? tintColor : (accessory.tintColor ?? tint).components(for: traits)
      let path =
        state.expanded
        ? "M\(n(cx - 6)) \(n(cy - 3))L\(n(cx)) \(n(cy + 3))L\(n(cx + 6)) \(n(cy - 3))"
        : "M\(n(cx - 3)) \(n(cy - 6))L\(n(cx + 3)) \(n(cy))L\(n(cx - 3)) \(n(cy + 6))"
      writer.append(stroke(path, color, width: header ? 2.6 : 2.2) + "\n")
    case .label(let string):
      let font = UIFont.systemFont(ofSize: ListMetrics.labelAccessoryFontSize)
      let color = (accessory.tintColor ?? .secondaryLabel).components(for: traits)
      text(
        string, x: frame.maxX, baseline: Self.centredBaseline(cy, font: font), font: font, color: color, anchor: .end)
    case .detail:
      let font = UIFont.boldSystemFont(ofSize: 14)
      writer.append(circle(10, " fill=\"none\" stroke-width=\"1.5\"" + SVGWriter.paint("stroke", tintColor)) + "\n")
      text("i", x: cx, baseline: Self.centredBaseline(cy, font: font), font: font, color: tintColor, anchor: .middle)
    case .popUpMenu(let title):
      let font = UIFont.systemFont(ofSize: ListMetrics.labelAccessoryFontSize)
      let color = (accessory.tintColor ?? .secondaryLabel).components(for: traits)
      text(
        title, x: frame.maxX - 14, baseline: Self.centredBaseline(cy, font: font), font: font, color: color,
        anchor: .end)
      let x = frame.maxX - 5
      writer.append(
        stroke("M\(n(x - 3)) \(n(cy - 2.5))L\(n(x)) \(n(cy - 5.5))L\(n(x + 3)) \(n(cy - 2.5))", color, width: 1.6)
          + stroke("M\(n(x - 3)) \(n(cy + 2.5))L\(n(x)) \(n(cy + 5.5))L\(n(x + 3)) \(n(cy + 2.5))", color, width: 1.6)
          + "\n")
    case .customView(let configuration):
      // The custom view is not in the cell's tree: draw it at the accessory's frame, centred.
      let view = configuration.customView
      let size = view.bounds.size
      writer.append(
        "<g transform=\"translate(\(n(frame.midX - size.width / 2)) \(n(frame.midY - size.height / 2)))\">")
      raster?.enterTranslation(dx: frame.midX - size.width / 2, dy: frame.midY - size.height / 2)
      draw(view, isRoot: true)
      raster?.leave()
      writer.append("</g>\n")
    }
  }
}
