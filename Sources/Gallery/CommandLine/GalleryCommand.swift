/// The `complayout gallery` command's configuration: where to write the pictures.
///
/// Parsing and validation live here so they can be tested; the executable adds `run()`.
///
/// UIKit parity: none; part of the complayout tool.
public struct GalleryCommand: Equatable, Sendable {
  /// The directory the SVGs and index.html are written to, as given (relative paths are relative to the current
  /// directory). Default "./gallery".
  public var outputDirectory: String

  /// The directory used when `--out` is not given.
  public static let defaultOutputDirectory = "./gallery"

  /// Creates a configuration.
  public init(outputDirectory: String = GalleryCommand.defaultOutputDirectory) {
    self.outputDirectory = outputDirectory
  }

  /// Parses the arguments after `gallery`.
  ///
  /// Accepts `--out <dir>`, `--out=<dir>`, `-o <dir>` and `-h`/`--help` (which wins over everything else).
  ///
  /// - Returns: `.help(.gallery)` or `.gallery(configuration)`.
  /// - Throws: `CommandLineError` listing every unknown option, unexpected argument, missing or repeated value and
  ///   validation failure at once.
  /// - Complexity: O(arguments).
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> ComplayoutCommand {
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      return .help(.gallery)
    }
    var problems: [String] = []
    var output: String?
    var index = 0
    func record(_ value: String, for option: String) {
      if output != nil {
        problems.append("option '\(option)' given more than once")
      } else {
        output = value
      }
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument.hasPrefix("--out=") {
        record(String(argument.dropFirst("--out=".count)), for: "--out")
      } else if argument == "--out" || argument == "-o" {
        if index < arguments.count, !Self.looksLikeOption(arguments[index]) {
          record(arguments[index], for: argument)
          index += 1
        } else {
          problems.append("missing value for option '\(argument)'")
        }
      } else if Self.looksLikeOption(argument) {
        problems.append("unknown option '\(argument)'")
      } else {
        problems.append("unexpected argument '\(argument)'")
      }
    }
    let command = GalleryCommand(outputDirectory: output ?? defaultOutputDirectory)
    problems += command.validationProblems()
    guard problems.isEmpty else {
      throw CommandLineError(
        problems: problems, usage: ComplayoutHelp.galleryUsage, helpCommand: "complayout gallery --help")
    }
    return .gallery(command)
  }

  /// Checks the configuration without touching the file system.
  ///
  /// - Throws: `CommandLineError` when the output directory is empty or contains a NUL character.
  public func validate() throws(CommandLineError) {
    let problems = validationProblems()
    guard problems.isEmpty else {
      throw CommandLineError(
        problems: problems, usage: ComplayoutHelp.galleryUsage, helpCommand: "complayout gallery --help")
    }
  }

  private func validationProblems() -> [String] {
    var problems: [String] = []
    if outputDirectory.isEmpty {
      problems.append("the output directory ('--out') must not be empty")
    }
    if outputDirectory.contains("\u{0}") {
      problems.append("the output directory ('--out') must not contain a NUL character")
    }
    return problems
  }

  /// Whether `argument` is spelled like an option ("-x", "--xyz"); "-" alone is a value.
  static func looksLikeOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-"
  }
}
