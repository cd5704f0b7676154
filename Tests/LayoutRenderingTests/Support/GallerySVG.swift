import CompositionalLayout
import Foundation
import Gallery
import LayoutRendering

/// The options `complayout gallery` draws a gallery picture with (Sources/complayout/GalleryScreen+SVG.swift),
/// rebuilt here because the tests cannot import the executable: text lines per element, and for swipe pictures the
/// viewport at offset zero with the page indicator.
enum GallerySVG {
  static func options(_ screen: GalleryScreen, layout: UICollectionViewCompositionalLayout) -> SVGRenderOptions {
    var options = SVGRenderOptions(title: screen.title)
    func lines(_ element: GalleryElement, width: CGFloat) -> [SVGTextLine] {
      screen.textLines(for: element, width: width).map {
        SVGTextLine(
          text: $0.text, x: $0.x, baseline: $0.baseline, fontSize: $0.fontSize, fontFamily: $0.cssFontFamily,
          isBold: $0.isBold)
      }
    }
    options.cellStyle = { indexPath in
      let width = layout.layoutAttributesForItem(at: indexPath)?.frame.width ?? 0
      return SVGCellStyle(label: screen.cellLabel(indexPath), textLines: lines(.cell(indexPath), width: width))
    }
    options.supplementaryStyle = { kind, indexPath in
      let width = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.frame.width ?? 0
      return SVGCellStyle(textLines: lines(.supplementary(kind: kind, indexPath: indexPath), width: width))
    }
    return options
  }

  static func render(_ screen: GalleryScreen, picture: GallerySwipePicture) -> String {
    var options = options(screen, layout: picture.layout)
    options.region = .viewport(offset: .zero)
    if let center = picture.indicatorCenter {
      options.pageIndicators = [
        SVGPageIndicator(numberOfPages: picture.numberOfPages, currentPage: picture.currentPage, center: center)
      ]
    }
    return renderSVG(layout: picture.layout, options: options)
  }
}
