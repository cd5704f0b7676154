/// What was wrong with a command line: every problem found, and the usage of the command they concern.
///
/// Printed on standard error as one "error: …" line per problem followed by the usage; the tool then exits with
/// `exitCode` (64, `EX_USAGE`).
///
/// UIKit parity: none; part of the complayout tool.
public struct CommandLineError: Error, Equatable, CustomStringConvertible {
  /// The exit status for a bad command line: 64 (`EX_USAGE` in sysexits.h).
  public static let exitCode: Int32 = 64

  /// Every problem found, in the order of the arguments, each a short sentence naming the bad argument.
  public var problems: [String]
  /// The usage line of the command the problems concern.
  public var usage: String
  /// The help command that explains the command the problems concern, e.g. "complayout gallery --help".
  public var helpCommand: String

  /// Creates an error.
  public init(problems: [String], usage: String, helpCommand: String) {
    self.problems = problems
    self.usage = usage
    self.helpCommand = helpCommand
  }

  /// The most problems `description` lists; the rest are counted.
  public static let maximumReportedProblems = 100

  /// The text for standard error: "error: …" per problem (at most `maximumReportedProblems`, then "… and N more
  /// problem(s)", control characters escaped), the usage, and where to find help.
  public var description: String {
    var lines = problems.prefix(Self.maximumReportedProblems).map { "error: \($0.escapingControlCharacters)\n" }
    if problems.count > Self.maximumReportedProblems {
      lines.append("error: … and \(problems.count - Self.maximumReportedProblems) more problem(s)\n")
    }
    return lines.joined() + "Usage: \(usage)\nSee '\(helpCommand)'.\n"
  }
}
