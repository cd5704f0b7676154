import CompositionalLayout
import Foundation
import TextMeasurement

extension ListScreenDrawing {
  /// The picture as an SVG document: the whole content when `offset` is nil, else the screen-sized viewport
  /// scrolled to `offset` (content coordinates, points) with pinned headers at the visible top.
  ///
  /// - Complexity: O(elements + characters of text).
  public func svg(offset: CGPoint? = nil) -> String {
    let width = screen.size.width
    let contentHeight = max(layout.collectionViewContentSize.height, offset == nil ? 0 : screen.size.height)
    if let offset { layout.scrollPosition = ScrollPosition(contentOffset: offset) }
    defer { layout.scrollPosition = ScrollPosition() }
    let view =
      offset.map { CGRect(origin: $0, size: screen.size) }
      ?? CGRect(x: 0, y: 0, width: width, height: contentHeight)
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(view.width))" height="\(n(view.height))" \
      viewBox="\(n(view.minX)) \(n(view.minY)) \(n(view.width)) \(n(view.height))">

      """
    for shape in shapes(size: CGSize(width: width, height: contentHeight + view.minY)) {
      out += element(shape) + "\n"
    }
    return out + "</svg>\n"
  }

  private func n(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private func colour(_ color: UIColor) -> String {
    let resolved = color.components()
    let components = [resolved.red, resolved.green, resolved.blue].map { String(Int((Double($0) * 255).rounded())) }
    let rgb = "rgb(\(components.joined(separator: ",")))"
    return resolved.alpha < 1 ? "\(rgb)\" fill-opacity=\"\(n(resolved.alpha))" : rgb
  }

  private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  private func element(_ shape: Shape) -> String {
    switch shape {
    case .rect(let frame, let radius, let fill):
      let corner = radius > 0 ? " rx=\"\(n(radius))\"" : ""
      return "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
        + "height=\"\(n(frame.height))\"\(corner) fill=\"\(colour(fill))\"/>"
    case .polyline(let points, let stroke, let width):
      let list = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
      let strokeColour = colour(stroke).replacingOccurrences(of: "fill-opacity", with: "stroke-opacity")
      return "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(strokeColour)\" stroke-width=\"\(n(width))\" "
        + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    case .circle(let center, let radius, let fill):
      return "<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\" fill=\"\(colour(fill))\"/>"
    case .text(let string, let origin, let size, let bold, let color, let trailing):
      let anchor = trailing ? " text-anchor=\"end\"" : ""
      let weight = bold ? " font-weight=\"bold\"" : ""
      let family = UIFont.systemFont(ofSize: size, weight: bold ? .bold : .regular).familyName
      return "<text x=\"\(n(origin.x))\" y=\"\(n(origin.y))\" font-family=\"\(family), sans-serif\" "
        + "font-size=\"\(n(size))\"\(weight)\(anchor) fill=\"\(colour(color))\">\(escaped(string))</text>"
    }
  }
}
