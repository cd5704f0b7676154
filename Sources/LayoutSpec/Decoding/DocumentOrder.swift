/// Orders problems as their paths occur in the document, so a reader can fix them top to bottom.
///
/// A path's position is the list of member positions (or array indices) along it; a member that is missing from
/// the document (a required member) sorts after its present siblings. Problems at the same position keep the
/// order they were found in.
struct DocumentOrder {
  let root: JSONValue
  /// Member positions of the objects looked at so far, by the object's path.
  private var memberPositions: [JSONPath: [String: Int]] = [:]

  init(root: JSONValue) {
    self.root = root
  }

  /// `problems` stably sorted by document position.
  func sorted(_ problems: [LayoutSpecProblem]) -> [LayoutSpecProblem] {
    var order = self
    let keyed = problems.enumerated().map { entry in
      (position: order.position(of: entry.element.path), index: entry.offset, problem: entry.element)
    }
    return keyed.sorted { lhs, rhs in
      lhs.position.lexicographicallyPrecedes(rhs.position) || (lhs.position == rhs.position && lhs.index < rhs.index)
    }.map(\.problem)
  }

  /// The positions along `path` (a path string as problems carry it, re-read from the document).
  private mutating func position(of pathText: String) -> [Int] {
    var value: JSONValue? = root
    var path = JSONPath.root
    var positions: [Int] = []
    for step in PathSteps(pathText) {
      switch (step, value) {
      case (.index(let index), .array(let elements)?):
        positions.append(index)
        value = elements.indices.contains(index) ? elements[index] : nil
        path = path.index(index)
      case (.key(let key), .object(let members)?):
        if memberPositions[path] == nil {
          var table: [String: Int] = [:]
          for (offset, member) in members.enumerated() where table[member.key] == nil { table[member.key] = offset }
          memberPositions[path] = table
        }
        let offset = memberPositions[path]?[key]
        positions.append(offset ?? Int.max)
        value = offset.map { members[$0].value }
        path = path.key(key)
      default:
        positions.append(Int.max)
        value = nil
      }
    }
    return positions
  }
}

/// The components of a path string written by `JSONPath.description`.
private struct PathSteps: Sequence, IteratorProtocol {
  private var rest: Substring

  init(_ text: String) {
    rest = text.dropFirst()  // "$"
  }

  mutating func next() -> JSONPath.Component? {
    if rest.hasPrefix(".") {
      rest = rest.dropFirst()
      let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
      defer { rest = rest[end...] }
      return .key(String(rest[..<end]))
    }
    guard rest.hasPrefix("[") else { return nil }
    rest = rest.dropFirst()
    if rest.hasPrefix("\"") {
      // A quoted member name: read up to the closing quote, undoing the escapes `quoted(_:)` wrote.
      var key = ""
      var index = rest.index(after: rest.startIndex)
      while index < rest.endIndex, rest[index] != "\"" {
        if rest[index] == "\\", rest.index(after: index) < rest.endIndex {
          index = rest.index(after: index)
        }
        key.append(rest[index])
        index = rest.index(after: index)
      }
      rest = rest[index...].dropFirst(2)  // `"]`
      return .key(key)
    }
    let end = rest.firstIndex(of: "]") ?? rest.endIndex
    defer { rest = rest[end...].dropFirst() }
    return Int(rest[..<end]).map { .index($0) }
  }
}
