import Foundation

/// Walks a parsed JSON document, collecting every problem with its path instead of stopping at the first.
///
/// Each `read…` method returns nil (and records a problem) when the value is unusable, so callers can keep going
/// and report the rest of the document too.
final class SpecDecoder {
  private(set) var problems: [LayoutSpecProblem] = []
  private(set) var omittedProblemCount = 0

  /// Records a problem at `path`.
  func report(_ path: @autoclosure () -> JSONPath, _ message: @autoclosure () -> String) {
    if problems.count < LayoutSpecLimits.maximumProblems {
      problems.append(LayoutSpecProblem(path: path().description, message: message()))
    } else {
      omittedProblemCount += 1
    }
  }

  /// The members of an object, keyed by name, with the object's path.
  struct Members {
    let path: JSONPath
    let values: [String: JSONValue]

    subscript(key: String) -> JSONValue? { values[key] }

    /// The path of member `key`.
    func path(_ key: String) -> JSONPath { path.key(key) }
  }

  /// `value` as an object whose member names are all in `keys`; unknown and duplicate names are reported (with a
  /// suggestion for near misses) and skipped. Reports and returns nil when `value` is not an object.
  func object(_ value: JSONValue, at path: JSONPath, keys: [String], what: String) -> Members? {
    guard case .object(let members) = value else {
      report(path, "expected \(what) (a JSON object); got \(value.summary)")
      return nil
    }
    var values: [String: JSONValue] = [:]
    for member in members {
      let memberPath = path.key(member.key)
      guard keys.contains(member.key) else {
        report(memberPath, unknownMemberMessage(member.key, keys: keys, what: what))
        continue
      }
      guard values[member.key] == nil else {
        report(memberPath, "duplicate member; give \(quoted(member.key)) once")
        continue
      }
      values[member.key] = member.value
    }
    return Members(path: path, values: values)
  }

  private func unknownMemberMessage(_ key: String, keys: [String], what: String) -> String {
    var message = "unknown member \(quoted(key)) in \(what)"
    if let suggestion = closestMatch(to: key, in: keys) {
      message += "; did you mean \(quoted(suggestion))?"
    } else {
      message += "; allowed members are " + keys.joined(separator: ", ")
    }
    return message
  }

  /// The member `key`, or nil after reporting it missing with `hint` (an example of what to write).
  func required(_ members: Members, _ key: String, hint: String) -> JSONValue? {
    if let value = members[key] { return value }
    report(members.path(key), "required member is missing; add \(quoted(key)): \(hint)")
    return nil
  }

  /// A finite number within `range`; `unit` names what it measures in messages ("points").
  func number(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Double>, unit: String = "points")
    -> CGFloat?
  {
    guard case .number(let number, _) = value else {
      report(path, "expected a number (\(unit)); got \(value.summary)")
      return nil
    }
    guard number.isFinite, range.contains(number) else {
      report(
        path,
        "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)) (\(unit)); got \(value.summary)"
      )
      return nil
    }
    return CGFloat(number)
  }

  /// A length in points from `minimum` to `LayoutSpecLimits.maximumLength`.
  func length(_ value: JSONValue, at path: JSONPath, minimum: Double = 0) -> CGFloat? {
    number(value, at: path, in: minimum...Double(LayoutSpecLimits.maximumLength))
  }

  /// A finite number greater than 0 and at most `LayoutSpecLimits.maximumLength` points.
  func positiveLength(_ value: JSONValue, at path: JSONPath) -> CGFloat? {
    let limit = Double(LayoutSpecLimits.maximumLength)
    guard case .number(let number, _) = value, number.isFinite, number > 0, number <= limit else {
      report(path, "expected a number greater than 0 and at most \(format(limit)) (points); got \(value.summary)")
      return nil
    }
    return CGFloat(number)
  }

  /// A whole number within `range`.
  func integer(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Int>) -> Int? {
    let expectation = "expected a whole number from \(range.lowerBound) to \(range.upperBound)"
    guard case .number(let number, _) = value else {
      report(path, "\(expectation); got \(value.summary)")
      return nil
    }
    guard number.isFinite, number == number.rounded(), number >= Double(range.lowerBound),
      number <= Double(range.upperBound)
    else {
      report(path, "\(expectation); got \(value.summary)")
      return nil
    }
    return Int(number)
  }

  /// `true` or `false`.
  func bool(_ value: JSONValue, at path: JSONPath) -> Bool? {
    guard case .bool(let flag) = value else {
      report(path, "expected true or false; got \(value.summary)")
      return nil
    }
    return flag
  }

  /// A string of 1…`maximumLength` characters.
  func string(_ value: JSONValue, at path: JSONPath, maximumLength: Int) -> String? {
    guard case .string(let text) = value else {
      report(path, "expected a string; got \(value.summary)")
      return nil
    }
    guard !text.isEmpty, text.count <= maximumLength else {
      report(path, "expected a string of 1 to \(maximumLength) characters; got \(text.count) characters")
      return nil
    }
    return text
  }

  /// One of the named `options`.
  func choice<T>(_ value: JSONValue, at path: JSONPath, _ options: KeyValuePairs<String, T>) -> T? {
    let names = options.map(\.key)
    guard case .string(let name) = value else {
      report(path, "expected one of \(names.map { quoted($0) }.joined(separator: ", ")); got \(value.summary)")
      return nil
    }
    if let match = options.first(where: { $0.key == name }) { return match.value }
    var message = "expected one of \(names.map { quoted($0) }.joined(separator: ", ")); got \(quoted(name))"
    if let suggestion = closestMatch(to: name, in: names) { message += " (did you mean \(quoted(suggestion))?)" }
    report(path, message)
    return nil
  }

  /// The elements of an array of at most `maximumCount` elements.
  func array(_ value: JSONValue, at path: JSONPath, maximumCount: Int, what: String) -> [JSONValue]? {
    guard case .array(let elements) = value else {
      report(path, "expected an array of \(what); got \(value.summary)")
      return nil
    }
    guard elements.count <= maximumCount else {
      report(path, "expected at most \(maximumCount) \(what); got \(elements.count)")
      return nil
    }
    return elements
  }

  /// Decodes each element of an array with `body`, dropping the ones that fail.
  func each<T>(
    _ value: JSONValue?, at path: JSONPath, maximumCount: Int, what: String, _ body: (JSONValue, JSONPath) -> T?
  ) -> [T] {
    guard let value, let elements = array(value, at: path, maximumCount: maximumCount, what: what) else { return [] }
    return elements.enumerated().compactMap { body($0.element, path.index($0.offset)) }
  }
}

/// `value` without a fractional part when it has none: 1000000 rather than 1000000.0.
func format(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}

/// The member of `candidates` closest to `text` by edit distance, when it is close enough to be a likely typo
/// (distance at most a third of the longer word, or `text` is a prefix of it).
func closestMatch(to text: String, in candidates: [String]) -> String? {
  guard text.count <= 64 else { return nil }
  let lowered = text.lowercased()
  if !lowered.isEmpty, let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(lowered) }) {
    return prefixed
  }
  var best: (String, Int)?
  for candidate in candidates {
    let distance = editDistance(Array(lowered), Array(candidate.lowercased()))
    if distance <= max(1, max(text.count, candidate.count) / 3), distance < (best?.1 ?? .max) {
      best = (candidate, distance)
    }
  }
  return best?.0
}

/// The Levenshtein distance between two short character arrays. O(a × b).
private func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
  var previous = Array(0...rhs.count)
  for (i, left) in lhs.enumerated() {
    var current = [i + 1]
    for (j, right) in rhs.enumerated() {
      current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
    }
    previous = current
  }
  return previous[rhs.count]
}
