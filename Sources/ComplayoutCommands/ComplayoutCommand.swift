/// A parsed complayout command line: what the tool should do.
///
/// ```swift
/// switch try ComplayoutCommand.parse(Array(CommandLine.arguments.dropFirst())) {
/// case .help(let topic): print(ComplayoutHelp.text(for: topic), terminator: "")
/// case .render(let command): exit(command.run(io: .standard, engine: engine))
/// …
/// }
/// ```
///
/// UIKit parity: none; part of the complayout tool.
public enum ComplayoutCommand: Equatable, Sendable {
  /// Print the help text of a topic and exit 0.
  case help(ComplayoutHelp.Topic)
  /// Draw a spec as SVG, HTML or text.
  case render(RenderCommand)
  /// Check a spec and report its problems and the engine's diagnostics.
  case validate(ValidateCommand)
  /// Write a spec's text dump.
  case dump(DumpCommand)
  /// Render the gallery.
  case gallery(GalleryCommand)
  /// Audit the seed screens across devices, text sizes, appearances and directions.
  case audit(AuditCommand)

  /// The commands the tool knows, in the order the help lists them.
  public static let commandNames = ["render", "validate", "dump", "gallery", "audit"]

  /// Parses the arguments after the program name.
  ///
  /// `-h`, `--help` and `help` print the tool's help; `help <command>` and `<command> --help` the command's. No
  /// arguments at all is an error (there is no default command).
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Throws: `CommandLineError` for a missing or unknown command, or every problem in the command's arguments.
  /// - Complexity: O(arguments).
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> ComplayoutCommand {
    guard let first = arguments.first else {
      throw rootError(["missing command; expected one of: \(commandNames.joined(separator: ", "))"])
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      return .help(.root)
    case "help":
      if rest.isEmpty { return .help(.root) }
      if rest.count == 1, let topic = ComplayoutHelp.Topic(command: rest[0]) { return .help(topic) }
      throw rootError(rest.map { "no help for '\($0)'" })
    case "render":
      return try RenderCommand.parse(rest)
    case "validate":
      return try ValidateCommand.parse(rest)
    case "dump":
      return try DumpCommand.parse(rest)
    case "gallery":
      return try GalleryCommand.parse(rest)
    case "audit":
      return try AuditCommand.parse(rest)
    default:
      if ArgumentScanner.looksLikeOption(first) {
        throw rootError(["unknown option '\(first)'"])
      }
      throw rootError(["unknown command '\(first)'; expected one of: \(commandNames.joined(separator: ", "))"])
    }
  }

  private static func rootError(_ problems: [String]) -> CommandLineError {
    CommandLineError(problems: problems, usage: ComplayoutHelp.rootUsage, helpCommand: "complayout --help")
  }
}
