import CompositionalLayout
import Foundation
import Gallery
import LayoutRendering
import LayoutSpec

/// The spec engine of the complayout executable: decodes with LayoutSpec, lays out with CompositionalLayout and
/// draws with LayoutRendering.
public struct LayoutSpecEngine: SpecEngine {
  /// Creates the engine the CLI lays specs out with.
  public init() {}
  public var maximumInputBytes: Int { LayoutSpecLimits.maximumInputBytes }

  public func render(_ spec: Data, named name: String, as command: RenderCommand) -> Result<SpecDrawing, SpecRejection>
  {
    var specification: LayoutSpecification
    do {
      specification = try LayoutSpecification.decode(from: spec)
    } catch {
      var problems = error.problems.map(\.description)
      if error.omittedProblemCount > 0 { problems.append("… and \(error.omittedProblemCount) more problem(s)") }
      return .failure(SpecRejection(problems: problems))
    }
    if let width = command.width { specification.container.width = CGFloat(width) }
    if let height = command.height { specification.container.height = CGFloat(height) }
    if specification.totalGroupSlotCapacity > LayoutSpecLimits.maximumTotalGroupSlots {
      return .failure(
        SpecRejection(problems: [
          "with the container's new size the groups of all sections hold more than "
            + "\(LayoutSpecLimits.maximumTotalGroupSlots) item slots together; use a smaller '--width' or '--height'"
        ]))
    }
    let layout = specification.makePreparedLayout()
    if let offset = command.offset {
      layout.scrollPosition.contentOffset = CGPoint(x: offset.x, y: offset.y)
    }
    let drawsWholeContent = command.format == .html || command.format == .text || command.offset == nil
    if drawsWholeContent, LayoutRenderingLimits.exceedsWholeContentElementBudget(layout) {
      return .failure(Self.overBudgetRejection)
    }
    let diagnostics = layout.diagnostics.map { "\($0)" }
    let text: String
    switch command.format {
    case .text:
      text = layoutDump(layout)
    case .html:
      var options = HTMLRenderOptions(title: name)
      options.cellStyle = Self.cellStyle(specification)
      text = renderHTML(layout: layout, options: options)
    case .svg:
      var options = SVGRenderOptions()
      if let offset = command.offset { options.region = .viewport(offset: CGPoint(x: offset.x, y: offset.y)) }
      options.cellStyle = Self.cellStyle(specification)
      text = SVGScaling.scale(renderSVG(layout: layout, options: options), by: command.scale ?? 1)
    }
    return .success(SpecDrawing(text: text, diagnostics: diagnostics))
  }

  /// The rejection of a whole-content render of a layout with more elements than the renderers' budget.
  static let overBudgetRejection = SpecRejection(
    problems: [
      "the layout has more than \(LayoutRenderingLimits.maximumWholeContentElements) elements, the element budget "
        + "of a whole-content render; draw a viewport instead with '--format svg --offset X,Y' (e.g. --offset 0,0)"
    ], isInvalidSpec: false)

  public func validate(_ spec: Data) -> (report: String, isValid: Bool) {
    let result = LayoutSpecCommands.validate(data: spec)
    return (result.output, result.exitCode == 0)
  }

  /// Captions cells with the spec's item texts, falling back to the index path.
  private static func cellStyle(_ specification: LayoutSpecification) -> (IndexPath) -> SVGCellStyle? {
    { indexPath in specification.itemText(at: indexPath).map { SVGCellStyle(label: $0) } }
  }
}

/// Scales an SVG document's displayed size, leaving its view box (and so every coordinate) unchanged.
enum SVGScaling {
  /// `svg` with the root element's `width` and `height` multiplied by `factor`; unchanged for a factor of 1 or a
  /// document without those attributes.
  static func scale(_ svg: String, by factor: Double) -> String {
    guard factor != 1, let start = svg.range(of: "<svg "), let end = svg[start.upperBound...].firstIndex(of: ">")
    else { return svg }
    var tag = String(svg[start.lowerBound..<end])
    for name in ["width", "height"] {
      let prefix = " \(name)=\""
      guard let open = tag.range(of: prefix), let close = tag[open.upperBound...].firstIndex(of: "\""),
        let value = Double(tag[open.upperBound..<close])
      else { continue }
      tag.replaceSubrange(open.upperBound..<close, with: format(value * factor))
    }
    return String(svg[..<start.lowerBound]) + tag + String(svg[end...])
  }

  /// A number with at most two decimals and no trailing zeros: "780", "97.5".
  static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
