/// The `complayout dump` command's configuration: which spec to describe as text, and where.
///
/// The same as `render --format text`; parsing and validation live here so they can be tested.
///
/// UIKit parity: none; part of the complayout tool.
public struct DumpCommand: Equatable, Sendable {
  /// The spec file's path; "-" reads standard input.
  public var input: String
  /// The file to write; nil or "-" writes standard output.
  public var output: String?

  /// Creates a configuration.
  public init(input: String, output: String? = nil) {
    self.input = input
    self.output = output
  }

  /// The equivalent `render` configuration.
  public var renderCommand: RenderCommand {
    RenderCommand(input: input, format: .text, output: output)
  }

  /// Parses the arguments after `dump`: one spec path and `--out`; `-h`/`--help` wins over everything else.
  ///
  /// - Returns: `.help(.dump)` or `.dump(configuration)`.
  /// - Throws: `CommandLineError` listing every unknown option, missing or unexpected argument, missing or repeated
  ///   value and validation failure at once.
  /// - Complexity: O(arguments).
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> ComplayoutCommand {
    if ArgumentScanner.asksForHelp(arguments) { return .help(.dump) }
    let scanner = ArgumentScanner(arguments, options: [.init(name: "--out", alias: "-o")], positionalLimit: 1)
    var problems = scanner.problems
    if let input = scanner.positionals.first {
      problems += SpecPaths.problems(input: input, output: scanner.values["--out"])
    } else {
      problems.append(RenderCommand.missingSpecProblem)
    }
    guard problems.isEmpty, let input = scanner.positionals.first else { throw Self.error(problems) }
    return .dump(DumpCommand(input: input, output: scanner.values["--out"]))
  }

  /// Checks the configuration without touching the file system.
  ///
  /// - Throws: `CommandLineError` when a path is empty or contains a NUL character, or the output is the input.
  public func validate() throws(CommandLineError) {
    let problems = SpecPaths.problems(input: input, output: output)
    guard problems.isEmpty else { throw Self.error(problems) }
  }

  static func error(_ problems: [String]) -> CommandLineError {
    CommandLineError(problems: problems, usage: ComplayoutHelp.dumpUsage, helpCommand: "complayout dump --help")
  }
}
