import Foundation

/// The declared path of an item or group inside a section's group, as diagnostics name it (`group`,
/// `group.subitems[1]`, `group.subitem`, …), kept as a few packed steps and spelled out only when a diagnostic is
/// written: a solve that reports nothing builds no string.
///
/// Up to 8 steps with subitem indices below 255 are packed in one word (no allocation, trivially copied); a deeper or
/// wider path keeps its spelled-out text instead.
struct DiagnosticPath: CustomStringConvertible, Sendable {
  /// One byte per step below the root, the first step in the lowest byte: 255 is `.subitem`, k is `.subitems[k]`.
  private var steps: UInt64 = 0
  private var depth: UInt8 = 0
  /// The whole path as text once it no longer fits the packed steps.
  private var text: String?

  /// The section's group.
  static let group = DiagnosticPath()

  private static let subitemStep: UInt64 = 255
  private static let maximumDepth: UInt8 = 8

  private func appending(step: UInt64, _ spelled: @autoclosure () -> String) -> DiagnosticPath {
    var path = self
    if text == nil && depth < Self.maximumDepth {
      path.steps |= step << (UInt64(depth) * 8)
      path.depth += 1
    } else {
      path.text = description + spelled()
    }
    return path
  }

  /// The declared subitem `index` of this group (`.subitems[index]`).
  func subitems(_ index: Int) -> DiagnosticPath {
    guard index >= 0 && index < Int(Self.subitemStep) else {
      var path = self
      path.text = description + ".subitems[\(index)]"
      return path
    }
    return appending(step: UInt64(index), ".subitems[\(index)]")
  }

  /// The one subitem of a repeating or counted group (`.subitem`).
  var subitem: DiagnosticPath { appending(step: Self.subitemStep, ".subitem") }

  /// The path as diagnostics write it, e.g. `group.subitems[0].subitem`.
  var description: String {
    if let text { return text }
    var result = "group"
    for level in 0..<UInt64(depth) {
      let step = (steps >> (level * 8)) & 0xFF
      result += step == Self.subitemStep ? ".subitem" : ".subitems[\(step)]"
    }
    return result
  }
}
