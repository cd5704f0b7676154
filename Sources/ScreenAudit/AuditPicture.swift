import Foundation

/// Crops a window's SVG (as `ScreenRenderer.svg(of:)` writes it) around a view and outlines the view.
///
/// UIKit parity: none.
enum AuditPicture {
  /// Margin around the outlined view, points.
  static let margin: CGFloat = 24

  /// The part of `svg` (a document of `canvas` points whose first line is the `<svg …>` header) around `rect`
  /// (window coordinates), grown by ``margin`` and kept inside the canvas, with `rect` outlined in red (2 pt).
  ///
  /// - Complexity: O(length of `svg`).
  static func crop(svg: String, canvas: CGSize, around rect: CGRect) -> String {
    let canvasRect = CGRect(origin: .zero, size: canvas)
    var region = rect.insetBy(dx: -margin, dy: -margin).intersection(canvasRect)
    if region.isNull || region.width < 1 || region.height < 1 { region = canvasRect }
    let n: (CGFloat) -> String = { AuditFormat.number(Double($0)) }
    var body = Substring(svg)
    if let headerEnd = body.firstIndex(of: "\n") { body = body[body.index(after: headerEnd)...] }
    if let close = body.range(of: "</svg>", options: .backwards) { body = body[..<close.lowerBound] }
    let outline = rect.intersection(canvasRect.insetBy(dx: -1000, dy: -1000))
    let header =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
      + "width=\"\(n(region.width))\" height=\"\(n(region.height))\" "
      + "viewBox=\"\(n(region.minX)) \(n(region.minY)) \(n(region.width)) \(n(region.height))\">\n"
    let box =
      "<rect x=\"\(n(outline.minX))\" y=\"\(n(outline.minY))\" width=\"\(n(max(outline.width, 1)))\" "
      + "height=\"\(n(max(outline.height, 1)))\" fill=\"none\" stroke=\"#ff2d55\" stroke-width=\"2\"/>\n</svg>\n"
    return header + String(body) + box
  }
}
