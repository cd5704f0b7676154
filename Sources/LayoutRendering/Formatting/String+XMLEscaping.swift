extension String {
  /// The string made safe as XML character data or as a quoted attribute value.
  ///
  /// Replaces `&`, `<`, `>`, `"` and `'` with entity references, and every character XML 1.0 forbids (control
  /// characters other than tab, line feed and carriage return; U+FFFE, U+FFFF; lone surrogates cannot occur in a
  /// Swift string) with U+FFFD, so no label can turn into markup or break the document.
  ///
  /// - Complexity: O(n) in the string's length.
  var xmlEscaped: String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let forbidden = value < 0x20 || value == 0xFFFE || value == 0xFFFF
        result.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
      }
    }
    return result
  }
}
