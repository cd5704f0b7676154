import Foundation

/// The differences between two layout dumps (`layoutDump(_:)` text): which elements were added, removed, moved or
/// resized, or changed otherwise (zIndex, alpha, hidden, transform).
///
/// Elements are matched by category, kind and index path; when a dump holds several elements with the same key
/// they are paired in dump order. Frames are in content coordinates, in points, as the dumps print them (1/100 pt).
///
/// UIKit parity: none; a test-support type.
public struct LayoutDumpDiff: Hashable, Sendable {
  /// One element of a dump, parsed.
  ///
  /// UIKit parity: none.
  public struct Element: Hashable, Sendable {
    /// What identifies the element across dumps: `<category> <kind> [<section>, <item>]`, as dumped.
    public var key: String
    /// The frame, in points; nil when the line could not be parsed (then `key` is the whole line).
    public var frame: CGRect?
    /// Everything after the frame (" z 1", " z 0 hidden", …).
    public var rest: String
    /// The dump line the element came from.
    public var line: String

    /// Parses one line of a dump. Lines that do not have the dump's shape keep their whole text as the key.
    public init(line: String) {
      self.line = line
      guard let parsed = Self.parse(line) else {
        key = line
        frame = nil
        rest = ""
        return
      }
      (key, frame, rest) = parsed
    }

    private static func parse(_ line: String) -> (String, CGRect, String)? {
      // The frame is the last parenthesised group: kinds are quoted and may hold "(", but never an unescaped quote
      // followed by the index path, so searching backwards from the end is safe.
      guard let open = line.range(of: " (", options: .backwards),
        let close = line.range(of: ")", range: open.upperBound..<line.endIndex)
      else { return nil }
      let numbers = line[open.upperBound..<close.lowerBound].split(separator: ",").map {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2],
        let height = numbers[3]
      else { return nil }
      let key = String(line[line.startIndex..<open.lowerBound])
      let rest = String(line[close.upperBound...])
      return (key, CGRect(x: x, y: y, width: width, height: height), rest)
    }
  }

  /// An element present in both dumps whose frame or other attributes differ.
  ///
  /// UIKit parity: none.
  public struct Change: Hashable, Sendable {
    /// The element as recorded.
    public var old: Element
    /// The element now.
    public var new: Element

    /// How far the element moved and grew: new minus old origin and size, in points (zero when a frame is
    /// missing).
    public var delta: (dx: CGFloat, dy: CGFloat, dw: CGFloat, dh: CGFloat) {
      guard let old = old.frame, let new = new.frame else { return (0, 0, 0, 0) }
      return (new.minX - old.minX, new.minY - old.minY, new.width - old.width, new.height - old.height)
    }

    /// Whether the frame differs (rather than only zIndex, alpha or the flags).
    public var isMove: Bool { old.frame != new.frame }
  }

  /// Elements only in the new dump, in its order.
  public var added: [Element] = []
  /// Elements only in the recorded dump, in its order.
  public var removed: [Element] = []
  /// Elements in both whose line differs, in the new dump's order.
  public var changed: [Change] = []

  /// Whether the dumps describe the same elements with the same frames and attributes.
  public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

  /// Compares a recorded dump with a new one.
  ///
  /// - Complexity: O(n) in the number of lines (dictionary lookups by key).
  public init(recorded: String, current: String) {
    let old = Self.elements(recorded)
    let new = Self.elements(current)
    var pool: [String: [Element]] = Dictionary(grouping: old, by: \.key)
    for element in new {
      guard var candidates = pool[element.key], !candidates.isEmpty else {
        added.append(element)
        continue
      }
      let match = candidates.removeFirst()
      pool[element.key] = candidates
      if match.line != element.line { changed.append(Change(old: match, new: element)) }
    }
    var remaining = pool
    for element in old {
      guard var candidates = remaining[element.key], !candidates.isEmpty else { continue }
      if let index = candidates.firstIndex(of: element) {
        removed.append(candidates.remove(at: index))
        remaining[element.key] = candidates
      }
    }
  }

  private static func elements(_ dump: String) -> [Element] {
    dump.split(separator: "\n", omittingEmptySubsequences: true).map { Element(line: String($0)) }
  }

  /// A readable report: one line per moved, changed, added or removed element (at most `limit` lines, then a
  /// count of the rest), with Δx, Δy, Δw and Δh in points for moves, and a summary line.
  public func report(limit: Int = 40) -> String {
    var lines: [String] = []
    for change in changed {
      if change.isMove {
        let delta = change.delta
        let numbers = [("Δx", delta.dx), ("Δy", delta.dy), ("Δw", delta.dw), ("Δh", delta.dh)]
          .map { "\($0.0) \(Self.signed($0.1))" }.joined(separator: " ")
        lines.append(
          "moved: \(change.new.key) \(numbers): \(Self.frameText(change.old)) → \(Self.frameText(change.new))")
      } else {
        lines.append("changed: \(change.new.key):\(change.old.rest) →\(change.new.rest)")
      }
    }
    lines += added.map { "added: \($0.line)" }
    lines += removed.map { "removed: \($0.line)" }
    let moves = changed.filter(\.isMove).count
    var shown = Array(lines.prefix(max(limit, 0)))
    if lines.count > shown.count { shown.append("… and \(lines.count - shown.count) more") }
    shown.append(
      "\(moves) moved, \(changed.count - moves) changed otherwise, \(added.count) added, \(removed.count) removed.")
    return shown.joined(separator: "\n")
  }

  private static func frameText(_ element: Element) -> String {
    guard let frame = element.frame else { return "?" }
    return "(" + [frame.minX, frame.minY, frame.width, frame.height].map { fixed($0) }.joined(separator: ", ") + ")"
  }

  private static func signed(_ value: CGFloat) -> String {
    value > 0.004 ? "+" + fixed(value) : fixed(value)
  }

  private static func fixed(_ value: CGFloat) -> String {
    let hundredths = (value * 100).rounded(.toNearestOrAwayFromZero)
    guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "\(value)" }
    let count = Int64(hundredths)
    let sign = count < 0 ? "-" : ""
    let magnitude = count.magnitude
    let fraction = magnitude % 100
    return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
