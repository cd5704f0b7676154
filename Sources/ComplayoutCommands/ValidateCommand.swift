/// The `complayout validate` command's configuration: which spec to check.
///
/// Parsing and validation live here so they can be tested; `run(io:engine:)` does the work with an injected spec
/// engine.
///
/// UIKit parity: none; part of the complayout tool.
public struct ValidateCommand: Equatable, Sendable {
  /// The spec file's path; "-" reads standard input.
  public var input: String

  /// Creates a configuration.
  public init(input: String) {
    self.input = input
  }

  /// Parses the arguments after `validate`: one spec path; `-h`/`--help` wins over everything else.
  ///
  /// - Returns: `.help(.validate)` or `.validate(configuration)`.
  /// - Throws: `CommandLineError` listing every unknown option, missing or unexpected argument and validation
  ///   failure at once.
  /// - Complexity: O(arguments).
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> ComplayoutCommand {
    if ArgumentScanner.asksForHelp(arguments) { return .help(.validate) }
    let scanner = ArgumentScanner(arguments, options: [], positionalLimit: 1)
    var problems = scanner.problems
    if let input = scanner.positionals.first {
      problems += SpecPaths.problems(input: input, output: nil)
    } else {
      problems.append(RenderCommand.missingSpecProblem)
    }
    guard problems.isEmpty, let input = scanner.positionals.first else { throw Self.error(problems) }
    return .validate(ValidateCommand(input: input))
  }

  /// Checks the configuration without touching the file system.
  ///
  /// - Throws: `CommandLineError` when the path is empty or contains a NUL character.
  public func validate() throws(CommandLineError) {
    let problems = SpecPaths.problems(input: input, output: nil)
    guard problems.isEmpty else { throw Self.error(problems) }
  }

  static func error(_ problems: [String]) -> CommandLineError {
    CommandLineError(
      problems: problems, usage: ComplayoutHelp.validateUsage, helpCommand: "complayout validate --help")
  }
}
