import CompositionalLayout
import Foundation
import Gallery
import LayoutRendering

extension GalleryScreen {
  /// The colours of text by role: label, secondary label and tint, as iOS's light appearance.
  static func svgColor(for role: GalleryTextRun.Role) -> SVGColor {
    switch role {
    case .primary: SVGColor(red: 0x1c, green: 0x1c, blue: 0x1e)
    case .secondary: SVGColor(red: 0x6c, green: 0x6c, blue: 0x70)
    case .accent: SVGColor(red: 0xd9, green: 0x48, blue: 0x0f)
    }
  }

  /// Rendering options for `layout`: cell captions, and each element's text broken at its frame's width.
  func svgOptions(for layout: UICollectionViewCompositionalLayout, title: String) -> SVGRenderOptions {
    var options = SVGRenderOptions(title: title)
    options.cellStyle = { indexPath in
      let width = layout.layoutAttributesForItem(at: indexPath)?.frame.width ?? 0
      let lines = textLines(for: .cell(indexPath), width: width).map(Self.svgLine)
      let label = cellLabel(indexPath)
      return lines.isEmpty && label == nil ? nil : SVGCellStyle(label: label, textLines: lines)
    }
    options.supplementaryStyle = { kind, indexPath in
      let width = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.frame.width ?? 0
      let lines = textLines(for: .supplementary(kind: kind, indexPath: indexPath), width: width).map(Self.svgLine)
      return lines.isEmpty ? nil : SVGCellStyle(textLines: lines)
    }
    return options
  }

  /// Options for a swipe picture: the viewport at offset zero with the page indicator drawn.
  func svgOptions(for picture: GallerySwipePicture) -> SVGRenderOptions {
    var options = svgOptions(for: picture.layout, title: picture.title)
    options.region = .viewport(offset: .zero)
    if let center = picture.indicatorCenter {
      options.pageIndicators = [
        SVGPageIndicator(numberOfPages: picture.numberOfPages, currentPage: picture.currentPage, center: center)
      ]
    }
    return options
  }

  private static func svgLine(_ line: GalleryTextLine) -> SVGTextLine {
    SVGTextLine(
      text: line.text, x: line.x, baseline: line.baseline, fontSize: line.fontSize, fontFamily: line.cssFontFamily,
      isBold: line.isBold, color: svgColor(for: line.role))
  }
}
