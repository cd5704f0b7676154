import Foundation

/// The changed lines between two texts, as a unified-diff-like report: `-` recorded, `+` current, with two lines of
/// context and the line numbers of each hunk.
///
/// UIKit parity: none; a test-support type.
public struct LineDiff: Hashable, Sendable {
  /// One line of the report.
  public enum Line: Hashable, Sendable {
    /// A line in both texts.
    case same(String)
    /// A line only in the recorded text.
    case removed(String)
    /// A line only in the current text.
    case added(String)
  }

  /// The edit script from the recorded text to the current one.
  public let lines: [Line]

  /// Diffs two texts line by line (longest common subsequence; texts longer than 4,000 lines after their common
  /// start and end are compared as one removed block and one added block).
  ///
  /// - Complexity: O(n·m) in the lines between the common start and end.
  public init(recorded: String, current: String) {
    let old = recorded.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = current.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    var middle: [Line] = []
    if a.count * b.count > 16_000_000 || a.isEmpty || b.isEmpty {
      middle = a.map(Line.removed) + b.map(Line.added)
    } else {
      var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
      for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
          table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
          middle.append(.same(a[i]))
          i += 1
          j += 1
        } else if j < b.count, i == a.count || table[i][j + 1] > table[i + 1][j] {
          middle.append(.added(b[j]))
          j += 1
        } else {
          middle.append(.removed(a[i]))
          i += 1
        }
      }
    }
    lines = old[..<prefix].map(Line.same) + middle + old[(old.count - suffix)...].map(Line.same)
  }

  /// Whether the texts are equal.
  public var isEmpty: Bool {
    !lines.contains { if case .same = $0 { false } else { true } }
  }

  /// The changed lines with two lines of context, at most `limit` changed lines, then a count of the rest.
  public func report(limit: Int = 60) -> String {
    var numbers: [(old: Int, new: Int)] = []
    var oldLine = 1
    var newLine = 1
    var changes: [Int] = []
    for (index, line) in lines.enumerated() {
      numbers.append((oldLine, newLine))
      switch line {
      case .same:
        oldLine += 1
        newLine += 1
      case .removed:
        oldLine += 1
        changes.append(index)
      case .added:
        newLine += 1
        changes.append(index)
      }
    }
    let shownChanges = changes.prefix(limit)
    var printed = Set<Int>()
    for index in shownChanges {
      for near in max(0, index - 2)...min(lines.count - 1, index + 2) { printed.insert(near) }
    }
    var output: [String] = []
    var previous = -2
    for index in printed.sorted() {
      if index != previous + 1 {
        output.append("@@ recorded line \(numbers[index].old), current line \(numbers[index].new) @@")
      }
      switch lines[index] {
      case .same(let text): output.append("  " + text)
      case .removed(let text): output.append("- " + text)
      case .added(let text): output.append("+ " + text)
      }
      previous = index
    }
    if changes.count > limit { output.append("… and \(changes.count - limit) more changed lines") }
    return output.joined(separator: "\n")
  }
}
