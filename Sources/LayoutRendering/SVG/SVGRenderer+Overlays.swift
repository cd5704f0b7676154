import CompositionalLayout
import Foundation

extension SVGRenderer {
  /// The distance between the centres of neighbouring page dots, in points.
  static let pageDotSpacing: CGFloat = 14
  /// The radius of a page dot, in points.
  static let pageDotRadius: CGFloat = 3.5

  /// Draws pre-broken text lines inside `frame`, each escaped, in the line's font and colour.
  func drawTextLines(_ lines: [SVGTextLine], in frame: CGRect, color: SVGColor, into markup: inout SVGMarkup) {
    markup.open("g", [("class", "text-lines")])
    for line in lines where !line.text.isEmpty && line.fontSize > 0 {
      var attributes: [(String, String)] = [
        ("x", fmt(frame.minX + line.x)), ("y", fmt(frame.minY + line.baseline)), ("font-size", fmt(line.fontSize)),
        ("font-family", line.fontFamily ?? SVGTextLine.defaultFontFamily), ("fill", (line.color ?? color).hex),
      ]
      if line.isBold {
        attributes.append(("font-weight", "bold"))
      }
      markup.element("text", attributes, content: line.text)
    }
    markup.close("g")
  }

  /// Draws a page indicator: a translucent pill holding one dot per page and the "current / total" counter.
  func drawPageIndicator(_ indicator: SVGPageIndicator, into markup: inout SVGMarkup) {
    guard indicator.numberOfPages > 0, indicator.center.x.isFinite, indicator.center.y.isFinite else { return }
    let counterSize: CGFloat = 11
    let dotsWidth = CGFloat(indicator.numberOfPages - 1) * Self.pageDotSpacing + 2 * Self.pageDotRadius
    let counterWidth =
      indicator.showsCounter ? LabelFitter.width(of: indicator.counterText, fontSize: counterSize) + 10 : 0
    let height: CGFloat = 20
    let width = dotsWidth + counterWidth + 20
    let pill = CGRect(
      x: indicator.center.x - width / 2, y: indicator.center.y - height / 2, width: width, height: height)
    markup.open("g", [("class", "page-indicator")])
    markup.element("title", content: "page \(indicator.displayedPage + 1) of \(indicator.numberOfPages)")
    markup.element(
      "rect",
      Self.rectAttributes(pill) + [("rx", fmt(height / 2)), ("fill", "#000000"), ("fill-opacity", "0.45")])
    let firstX = pill.minX + 10 + Self.pageDotRadius
    for page in 0..<indicator.numberOfPages {
      let isCurrent = page == indicator.displayedPage
      markup.element(
        "circle",
        [
          ("class", isCurrent ? "page-dot current" : "page-dot"),
          ("cx", fmt(firstX + CGFloat(page) * Self.pageDotSpacing)), ("cy", fmt(indicator.center.y)),
          ("r", fmt(Self.pageDotRadius)), ("fill", "#ffffff"), ("fill-opacity", isCurrent ? "1" : "0.4"),
        ])
    }
    if indicator.showsCounter {
      markup.element(
        "text",
        [
          ("class", "page-counter"), ("x", fmt(pill.minX + 10 + dotsWidth + 10)),
          ("y", fmt(indicator.center.y + counterSize * 0.35)), ("font-size", fmt(counterSize)),
          ("fill", "#ffffff"),
        ], content: indicator.counterText)
    }
    markup.close("g")
  }
}
