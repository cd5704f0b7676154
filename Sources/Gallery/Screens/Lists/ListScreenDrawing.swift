import CompositionalLayout
import Foundation
import TextMeasurement

/// Draws a list screen as iOS shows it, as SVG: the grouped background, white rows (inset-grouped sections with
/// 10-pt rounded corners), one-device-pixel separators from the text to the row's end per the list's separator
/// rules, accessories (chevrons, checkmarks, switches, outline chevrons), symbols, values and sticky plain headers.
///
/// Coordinates are content coordinates in points; the picture is the whole content, or the viewport at an offset
/// (pinned headers pinned there).
///
/// UIKit parity: none; pictures of what UIKit would show. (Belongs in LayoutRendering's SVG renderer once it has a
/// hook for list chrome; the Gallery module cannot depend on it.)
public struct ListScreenDrawing {
  /// The content drawn.
  public let content: ListScreenContent
  /// The gallery screen made from it.
  public let screen: GalleryScreen
  /// The screen's prepared, text-sized layout.
  public let layout: UICollectionViewCompositionalLayout
  /// Device pixels per point (separator thickness is one pixel).
  public var scale: CGFloat = 3

  /// Prepares a drawing of `content` shown as `screen`.
  public init(content: ListScreenContent, screen: GalleryScreen) {
    self.content = content
    self.screen = screen
    layout = screen.preparedLayout()
  }

  /// A shape of the picture, in content coordinates.
  public enum Shape: Hashable, Sendable {
    /// A filled rectangle with a corner radius.
    case rect(CGRect, radius: CGFloat, fill: UIColor)
    /// A stroked open polyline.
    case polyline([CGPoint], stroke: UIColor, width: CGFloat)
    /// A filled circle.
    case circle(center: CGPoint, radius: CGFloat, fill: UIColor)
    /// A line of text with its baseline's leading point; `trailing` right-aligns it at `origin.x`.
    case text(String, origin: CGPoint, size: CGFloat, bold: Bool, color: UIColor, trailing: Bool)
  }

  /// The separator frames of the rows, in content coordinates: bottom then top, per row, where visible.
  public func separatorFrames() -> [CGRect] {
    var frames: [CGRect] = []
    for (section, sectionContent) in content.sections.enumerated() {
      for item in sectionContent.rows.indices {
        let indexPath = IndexPath(item: item, section: section)
        guard let frame = layout.layoutAttributesForItem(at: indexPath)?.frame, let row = content.row(at: indexPath)
        else { continue }
        let separators = content.configuration.resolvedSeparatorConfiguration(
          forItemAt: indexPath, itemCount: sectionContent.rows.count)
        let pixel = 1 / scale
        func line(_ insets: NSDirectionalEdgeInsets, y: CGFloat) -> CGRect {
          let automatic = UIListSeparatorConfiguration.isAutomatic
          let leading = automatic(insets.leading) ? ListScreenContent.textLeading(row) : insets.leading
          let trailing = automatic(insets.trailing) ? 0 : insets.trailing
          return CGRect(x: frame.minX + leading, y: y, width: frame.width - leading - trailing, height: pixel)
        }
        if separators.bottomSeparatorVisibility == .visible {
          frames.append(line(separators.bottomSeparatorInsets, y: frame.maxY - pixel))
        }
        if separators.topSeparatorVisibility == .visible {
          frames.append(line(separators.topSeparatorInsets, y: frame.minY))
        }
      }
    }
    return frames
  }

  /// The frames of the rounded (insetGrouped) or square (grouped) white section backgrounds: the union of each
  /// section's rows; none for plain and sidebar lists.
  public func sectionBackgrounds() -> [(frame: CGRect, radius: CGFloat)] {
    let appearance = content.configuration.appearance
    guard appearance == .insetGrouped || appearance == .grouped else { return [] }
    return content.sections.indices.compactMap { section in
      let frames = layout.itemFrames(inSection: section)
      guard let first = frames.first else { return nil }
      let union = frames.reduce(first) { $0.union($1) }
      return (union, appearance == .insetGrouped ? ListMetrics.insetGroupedCornerRadius : 0)
    }
  }

  /// Every shape, back to front.
  public func shapes(size: CGSize) -> [Shape] {
    var shapes: [Shape] = [
      .rect(CGRect(origin: .zero, size: size), radius: 0, fill: content.configuration.resolvedBackgroundColor)
    ]
    shapes += sectionBackgrounds().map { .rect($0.frame, radius: $0.radius, fill: .white) }
    for (section, sectionContent) in content.sections.enumerated() {
      for item in sectionContent.rows.indices {
        shapes += rowShapes(IndexPath(item: item, section: section))
      }
    }
    shapes += separatorFrames().map { .rect($0, radius: 0, fill: .separator) }
    for section in content.sections.indices {
      for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        shapes += supplementaryShapes(kind: kind, section: section)
      }
    }
    return shapes
  }

  private func textShapes(_ element: GalleryElement, frame: CGRect) -> [Shape] {
    screen.textLines(for: element, width: frame.width).map { line in
      .text(
        line.text, origin: CGPoint(x: frame.minX + line.x, y: frame.minY + line.baseline), size: line.fontSize,
        bold: line.isBold, color: line.role == .primary ? .label : .secondaryLabel, trailing: false)
    }
  }

  private func rowShapes(_ indexPath: IndexPath) -> [Shape] {
    guard let frame = layout.layoutAttributesForItem(at: indexPath)?.frame, let row = content.row(at: indexPath)
    else { return [] }
    var shapes = textShapes(.cell(indexPath), frame: frame)
    let margin = ListScreenContent.margin
    let midY = frame.midY
    if row.symbol != nil {
      let x = frame.minX + margin + CGFloat(row.indentationLevel) * ListMetrics.indentationWidth
      shapes.append(.rect(CGRect(x: x, y: midY - 14, width: 28, height: 28), radius: 6, fill: .tintColor))
    }
    let box = CGRect(
      x: frame.maxX - margin - row.accessory.width, y: frame.minY, width: row.accessory.width, height: frame.height)
    if let value = row.value {
      let end = row.accessory.width > 0 ? box.minX - ListMetrics.trailingAccessoryToContentSpacing : box.maxX
      shapes.append(
        .text(
          value, origin: CGPoint(x: end, y: frame.minY + 12 + UIFont.systemFont(ofSize: 17).ascender), size: 17,
          bold: false,
          color: .secondaryLabel, trailing: true))
    }
    switch row.accessory {
    case .none: break
    case .disclosureIndicator:
      shapes.append(
        .polyline(
          [
            CGPoint(x: box.midX - 3, y: midY - 5.85), CGPoint(x: box.midX + 3, y: midY),
            CGPoint(x: box.midX - 3, y: midY + 5.85),
          ], stroke: .tertiaryLabel, width: 2))
    case .checkmark:
      shapes.append(
        .polyline(
          [CGPoint(x: box.minX, y: midY), CGPoint(x: box.minX + 5, y: midY + 5), CGPoint(x: box.maxX, y: midY - 6)],
          stroke: .tintColor, width: 2))
    case .toggle(let isOn):
      let track = CGRect(x: box.minX, y: midY - 15.5, width: 51, height: 31)
      shapes.append(.rect(track, radius: 15.5, fill: isOn ? .systemGreen : UIColor(white: 0.9, alpha: 1)))
      shapes.append(
        .circle(center: CGPoint(x: isOn ? track.maxX - 15.5 : track.minX + 15.5, y: midY), radius: 13.5, fill: .white))
    case .outlineDisclosure(let isExpanded):
      let points =
        isExpanded
        ? [
          CGPoint(x: box.midX - 5, y: midY - 2.5), CGPoint(x: box.midX, y: midY + 2.5),
          CGPoint(x: box.midX + 5, y: midY - 2.5),
        ]
        : [
          CGPoint(x: box.midX - 2.5, y: midY - 5), CGPoint(x: box.midX + 2.5, y: midY),
          CGPoint(x: box.midX - 2.5, y: midY + 5),
        ]
      shapes.append(.polyline(points, stroke: .tintColor, width: 2))
    }
    return shapes
  }

  private func supplementaryShapes(kind: String, section: Int) -> [Shape] {
    let indexPath = IndexPath(item: 0, section: section)
    guard let frame = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.frame else {
      return []
    }
    var shapes: [Shape] = []
    if content.configuration.appearance == .plain {
      shapes.append(.rect(frame, radius: 0, fill: UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)))
    }
    return shapes + textShapes(.supplementary(kind: kind, indexPath: indexPath), frame: frame)
  }
}
