/// Why a layout spec could not be decoded: every problem found, in document order.
///
/// Decoding does not stop at the first problem: all members are checked, so one run reports everything to fix.
/// A document that is not valid UTF-8, not JSON, too large or nested too deeply yields a single problem, since
/// nothing after it can be read. At most `LayoutSpecLimits.maximumProblems` problems are kept;
/// `omittedProblemCount` counts the rest.
///
/// UIKit parity: none; UIKit has no spec format.
public struct LayoutSpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, in document order; never empty.
  public let problems: [LayoutSpecProblem]
  /// How many further problems were found but not kept (beyond `LayoutSpecLimits.maximumProblems`).
  public let omittedProblemCount: Int

  /// Creates an error from its problems.
  public init(problems: [LayoutSpecProblem], omittedProblemCount: Int = 0) {
    self.problems = problems
    self.omittedProblemCount = omittedProblemCount
  }

  /// One problem per line, `path: message`, followed by a count.
  public var description: String {
    var lines = problems.map(\.description)
    if omittedProblemCount > 0 {
      lines.append("… and \(omittedProblemCount) more problem(s) not shown")
    }
    let total = problems.count + omittedProblemCount
    lines.append("\(total) problem(s) in the layout spec")
    return lines.joined(separator: "\n")
  }
}
