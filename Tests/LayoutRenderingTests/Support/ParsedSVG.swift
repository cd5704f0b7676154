import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG (or any XML) document parsed with Foundation's XMLParser into a flat list of elements.
final class ParsedSVG: NSObject, XMLParserDelegate {
  /// One element: its name, attributes, character data and nesting depth (the root is 0).
  struct Element {
    var name: String
    var attributes: [String: String]
    var text: String
    var depth: Int
  }

  private(set) var elements: [Element] = []
  private(set) var parseError: String?
  private var open: [Int] = []

  /// Parses `text`; nil when it is not well-formed XML.
  static func parse(_ text: String) -> ParsedSVG? {
    let document = ParsedSVG()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = document
    guard parser.parse(), document.parseError == nil else { return nil }
    return document
  }

  /// The elements called `name`, in document order.
  func elements(named name: String) -> [Element] {
    elements.filter { $0.name == name }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes attributeDict: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(Element(name: elementName, attributes: attributeDict, text: "", depth: open.count - 1))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    _ = open.popLast()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard let index = open.last else { return }
    elements[index].text += string
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    self.parseError = "\(parseError)"
  }
}
