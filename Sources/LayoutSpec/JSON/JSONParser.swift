/// A JSON syntax problem: where in the document it happened, and what was expected.
struct JSONSyntaxError: Error, Sendable {
  var path: JSONPath
  var message: String
}

/// A strict RFC 8259 parser over UTF-8 bytes with a nesting limit, so hostile documents cost bounded time,
/// memory and stack.
///
/// Time and memory are O(bytes); recursion is at most `maximumDepth` deep. The input must already be valid
/// UTF-8 (see `firstInvalidUTF8Offset(in:)`). Errors name the JSON path being read and the line and column.
struct JSONParser {
  /// The document; a buffer rather than an array so that reading a byte costs no reference counting.
  private let bytes: UnsafeBufferPointer<UInt8>
  private let maximumDepth: Int
  private var position = 0
  /// The path being read, maintained in place (one append or update per value) and turned into a `JSONPath` only
  /// for an error.
  private var path: [JSONPath.Component] = []

  /// Parses one JSON value filling the whole of `bytes` (whitespace around it allowed; a leading UTF-8 byte-order
  /// mark is skipped).
  static func parse(_ bytes: [UInt8], maximumDepth: Int) throws(JSONSyntaxError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
      try parse(buffer, maximumDepth: maximumDepth)
    }
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) throws(JSONSyntaxError)
    -> JSONValue
  {
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
    parser.skipWhitespace()
    guard parser.position < bytes.count else {
      throw parser.error("the document is empty; a layout spec is a JSON object such as {\"sections\": […]}")
    }
    let value = try parser.parseValue(depth: 1)
    parser.skipWhitespace()
    if parser.position < bytes.count {
      parser.path = []
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document; remove it")
    }
    return value
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard position < bytes.count else { throw error("the document ends where a value was expected") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth)
    case UInt8(ascii: "["): return try parseArray(depth: depth)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: return try parseLiteral()
    }
  }

  private mutating func enter(depth: Int) throws(JSONSyntaxError) {
    if depth > maximumDepth {
      throw error(
        "arrays and objects nest deeper than \(maximumDepth) levels; a layout spec never needs that many "
          + "(groups nest at most \(LayoutSpecLimits.maximumGroupDepth) deep)")
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    try enter(depth: depth)
    position += 1
    var members: [JSONValue.Member] = []
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return .object([]) }
    path.append(.index(0))
    defer { path.removeLast() }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a member name in double quotes; found \(describeCurrent())")
      }
      let key = try parseString()
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else {
        throw error("expected ':' after the member name \(quoted(key)); found \(describeCurrent())")
      }
      skipWhitespace()
      path[path.count - 1] = .key(key)
      let value = try parseValue(depth: depth + 1)
      members.append(JSONValue.Member(key: key, value: value))
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "}")) { return .object(members) }
      throw error("expected ',' or '}' after the member \(quoted(key)); found \(describeCurrent())")
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    try enter(depth: depth)
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return .array([]) }
    path.append(.index(0))
    defer { path.removeLast() }
    while true {
      skipWhitespace()
      path[path.count - 1] = .index(elements.count)
      elements.append(try parseValue(depth: depth + 1))
      skipWhitespace()
      if consume(UInt8(ascii: ",")) { continue }
      if consume(UInt8(ascii: "]")) { return .array(elements) }
      throw error("expected ',' or ']' after array element \(elements.count - 1); found \(describeCurrent())")
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    position += 1
    var buffer: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        position += 1
        try parseEscape(into: &buffer)
      case 0..<0x20:
        throw error("a control character (byte 0x\(String(byte, radix: 16))) inside a string; escape it, e.g. \\n")
      default:
        buffer.append(byte)
        position += 1
      }
    }
    throw error("a string is not closed; add the closing '\"'")
  }

  private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
    guard position < bytes.count else { throw error("a string ends inside an escape sequence") }
    let byte = bytes[position]
    position += 1
    if let replacement = Self.simpleEscape(byte) {
      buffer.append(replacement)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      position -= 1
      throw error("\\\(describeCurrent()) is not a JSON escape; use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
    }
    var scalarValue = try parseHex4()
    if (0xD800...0xDBFF).contains(scalarValue) {
      guard bytes[position...].starts(with: "\\u".utf8) else {
        throw error("a lone UTF-16 high surrogate \\u\(String(scalarValue, radix: 16)); add its low surrogate")
      }
      position += 2
      let low = try parseHex4()
      guard (0xDC00...0xDFFF).contains(low) else {
        throw error("\\u\(String(low, radix: 16)) does not complete the surrogate pair; use a low surrogate")
      }
      scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      throw error("a lone UTF-16 low surrogate \\u\(String(scalarValue, radix: 16)) is not a character")
    }
    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  /// The byte a one-character escape such as `\n` stands for.
  private static func simpleEscape(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return byte
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "r"): return 0x0D
    case UInt8(ascii: "t"): return 0x09
    default: return nil
    }
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < bytes.count, let digit = Self.hexValue(bytes[position]) else {
        throw error("\\u must be followed by four hexadecimal digits")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = position
    _ = consume(UInt8(ascii: "-"))
    if position < bytes.count, bytes[position] == UInt8(ascii: "I") {
      throw error("-Infinity is not a JSON number; write a finite number")
    }
    if consume(UInt8(ascii: "0")) {
      if position < bytes.count, Self.isDigit(bytes[position]) {
        throw error("a number may not have leading zeros; write it without them")
      }
    } else {
      guard consumeDigits() else { throw error("expected a digit in a number; found \(describeCurrent())") }
    }
    if consume(UInt8(ascii: ".")) {
      guard consumeDigits() else { throw error("expected a digit after the decimal point") }
    }
    if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
      if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
      guard consumeDigits() else { throw error("expected a digit in the exponent") }
    }
    let literal = String(decoding: bytes[start..<position], as: UTF8.self)
    // Every literal the grammar accepts converts; out-of-range magnitudes become ±infinity or 0.
    return .number(Double(literal) ?? .nan, literal: literal)
  }

  private mutating func consumeDigits() -> Bool {
    let start = position
    while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
    return position > start
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue {
    switch bytes[position] {
    case UInt8(ascii: "t") where matches("true"): return .bool(true)
    case UInt8(ascii: "f") where matches("false"): return .bool(false)
    case UInt8(ascii: "n") where matches("null"): return .null
    default: break
    }
    for word in ["NaN", "Infinity"] where bytes[position...].starts(with: word.utf8) {
      throw error("\(word) is not a JSON number; write a finite number")
    }
    throw error("expected a value (object, array, string, number, true, false or null); found \(describeCurrent())")
  }

  /// Consumes `word` (ASCII) when the input continues with it.
  private mutating func matches(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard bytes.count - position >= count else { return false }
    let start = word.utf8Start
    for offset in 0..<count where bytes[position + offset] != start[offset] { return false }
    position += count
    return true
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// The character at the current position, in words.
  private func describeCurrent() -> String {
    guard position < bytes.count else { return "the end of the document" }
    let byte = bytes[position]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private func error(_ message: String) -> JSONSyntaxError {
    let (line, column) = lineAndColumn(of: position, in: bytes)
    return JSONSyntaxError(
      path: JSONPath(components: path), message: "invalid JSON at line \(line), column \(column): \(message)")
  }
}

/// The 1-based line and column (in bytes) of `offset` in `bytes`.
func lineAndColumn<Bytes: RandomAccessCollection<UInt8>>(of offset: Int, in bytes: Bytes) -> (line: Int, column: Int)
where Bytes.Index == Int {
  var line = 1
  var lineStart = 0
  for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
    line += 1
    lineStart = index + 1
  }
  return (line, offset - lineStart + 1)
}

/// The offset of the first byte that is not part of a well-formed UTF-8 sequence, or nil when all of `bytes` is
/// valid UTF-8. O(bytes).
func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
  // The standard library's validator is fast; the scalar-by-scalar scan below only runs to locate an error.
  if String(validating: bytes, as: UTF8.self) != nil { return nil }
  var iterator = bytes.makeIterator()
  var parser = Unicode.UTF8.ForwardParser()
  var offset = 0
  while true {
    switch parser.parseScalar(from: &iterator) {
    case .valid(let encoded): offset += encoded.count
    case .emptyInput: return nil
    case .error: return offset
    }
  }
}
