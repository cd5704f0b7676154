/// A parsed JSON value; object members keep their document order so problems are reported in reading order.
enum JSONValue: Sendable {
  case null
  case bool(Bool)
  /// A number with its literal text as written (for messages).
  case number(Double, literal: String)
  case string(String)
  case array([JSONValue])
  /// Members in document order; duplicates are kept so the decoder can report them.
  case object([Member])

  /// One `"key": value` pair of an object.
  struct Member: Sendable {
    var key: String
    var value: JSONValue
  }

  /// What the value is, in words, with a short rendering of scalars: `a string "abc"`, `the number 12`.
  var summary: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(_, let literal): return Self.echo(literal)
    case .string(let text): return "the string " + quoted(text)
    case .array(let elements): return "an array of \(elements.count) element(s)"
    case .object: return "an object"
    }
  }

  /// A number's literal as written, or its first 40 characters and its digit count when longer:
  /// `1000000000000000000000000000000000000000… (100000 digits)`.
  static func echo(_ literal: String) -> String {
    guard literal.utf8.count > 40 else { return literal }
    let digits = literal.utf8.count { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    return String(literal.prefix(40)) + "… (\(digits) digits)"
  }
}
