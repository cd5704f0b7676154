/// Builds SVG text one element at a time, escaping every attribute value and every piece of text.
///
/// Element and attribute names are the renderer's own constants; values and text come from layouts and callers and
/// are always escaped (`String.xmlEscaped`).
struct SVGMarkup {
  /// The markup written so far.
  private(set) var text = ""
  private var depth = 0

  /// Opens `<name attributes…>`; balance with `close(_:)`.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    line("<\(name)\(Self.attributeText(attributes))>")
    depth += 1
  }

  /// Closes the innermost open element, `</name>`.
  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// Writes `<name attributes…/>`, or `<name attributes…>content</name>` with `content` escaped.
  mutating func element(_ name: String, _ attributes: [(String, String)] = [], content: String? = nil) {
    let head = "<\(name)\(Self.attributeText(attributes))"
    if let content {
      line("\(head)>\(content.xmlEscaped)</\(name)>")
    } else {
      line("\(head)/>")
    }
  }

  /// Writes raw, trusted markup (the XML declaration).
  mutating func raw(_ markup: String) {
    line(markup)
  }

  private mutating func line(_ content: String) {
    text += String(repeating: "  ", count: max(depth, 0)) + content + "\n"
  }

  private static func attributeText(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\($0.1.xmlEscaped)\"" }.joined()
  }
}
