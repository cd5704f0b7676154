extension String {
  /// The string with control characters escaped as in Swift source (`\n`, `\r`, `\t`, `\u{1b}`, …), for echoing
  /// untrusted text such as paths on one terminal line; unchanged when it has none (otherwise backslashes are
  /// doubled too, so the escapes are unambiguous).
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      return self
    }
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.properties.generalCategory == .control {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
