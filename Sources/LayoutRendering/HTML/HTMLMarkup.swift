/// Builds HTML text one element at a time, escaping every attribute value and every piece of text.
///
/// Element and attribute names are the renderer's own constants; values and text come from layouts and callers and
/// are always escaped (`String.xmlEscaped`, which also suits HTML). Only the renderer's own style sheet, script and
/// JSON of numbers go in unescaped (`raw`).
struct HTMLMarkup {
  /// The markup written so far.
  private(set) var text = ""

  /// Opens `<name attributes…>`; balance with `close(_:)`.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    text += "<\(name)\(Self.attributeText(attributes))>\n"
  }

  /// Closes an element, `</name>`.
  mutating func close(_ name: String) {
    text += "</\(name)>\n"
  }

  /// Writes `<name attributes…>` alone (a void element) when `content` and `raw` are nil, otherwise
  /// `<name attributes…>content raw</name>` with `content` escaped and `raw` written as is.
  mutating func element(
    _ name: String, _ attributes: [(String, String)] = [], content: String? = nil, raw: String? = nil
  ) {
    let head = "<\(name)\(Self.attributeText(attributes))>"
    if content == nil && raw == nil {
      text += head + "\n"
    } else {
      text += head + (content?.xmlEscaped ?? "") + (raw ?? "") + "</\(name)>\n"
    }
  }

  /// Writes trusted markup (the doctype, the renderer's style sheet).
  mutating func raw(_ markup: String) {
    text += markup + "\n"
  }

  private static func attributeText(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\($0.1.xmlEscaped)\"" }.joined()
  }
}
