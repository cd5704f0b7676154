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
    if ArgumentScanner.asksForHelp(arguments) {
      return .help(.gallery)
    }
    let scanner = ArgumentScanner(arguments, options: [.init(name: "--out", alias: "-o")], positionalLimit: 0)
    var problems = scanner.problems
    let command = GalleryCommand(outputDirectory: scanner.values["--out"] ?? defaultOutputDirectory)
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
}
