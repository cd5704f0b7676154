/// A location in a JSON document, written as in JSONPath: `$`, `.name` for members, `[n]` for array elements.
///
/// Member names that are not plain identifiers are written in brackets and quotes: `$["element kind"]`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step into an object or an array.
  enum Component: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  /// The steps from the document's root.
  var components: [Component] = []

  /// The document's root, `$`.
  static let root = JSONPath()

  /// This path extended by the member `key`.
  func key(_ key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  /// This path extended by the array element at `index`.
  func index(_ index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key):
        if Self.isIdentifier(key) {
          text += "." + key
        } else {
          text += "[" + quoted(key, limit: 64) + "]"
        }
      }
    }
    return text
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !key.isEmpty else { return false }
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == "$"
    }
    return isLetter(first) && key.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
  }
}

/// `text` as a JSON string literal, shortened to about `limit` characters with an ellipsis.
func quoted(_ text: String, limit: Int = 40) -> String {
  var result = "\""
  var count = 0
  for scalar in text.unicodeScalars {
    if count >= limit {
      result += "…"
      break
    }
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\t": result += "\\t"
    case "\r": result += "\\r"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    count += 1
  }
  return result + "\""
}
