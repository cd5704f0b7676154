import Foundation

/// Where a command's text goes and where standard input comes from; injected so commands run in tests.
///
/// UIKit parity: none; part of the complayout tool.
public struct CommandIO {
  /// Writes normal output (standard output); throws when the output cannot be written (a full disk, a closed pipe).
  public var writeOutput: (String) throws -> Void
  /// Writes errors, warnings and notes (standard error); failures are ignored, there being nowhere to report them.
  public var writeError: (String) -> Void
  /// Reads standard input, at most the given number of bytes.
  public var readInput: (_ limit: Int) throws -> Data

  /// Creates an I/O set from three closures.
  public init(
    writeOutput: @escaping (String) throws -> Void, writeError: @escaping (String) -> Void,
    readInput: @escaping (_ limit: Int) throws -> Data
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.readInput = readInput
  }

  /// The process's standard output, standard error and standard input (unbuffered writes).
  ///
  /// Writes use the throwing `FileHandle.write(contentsOf:)`: a failed write to standard output throws (the commands
  /// report it and exit 1), and a failed write to standard error is ignored; neither traps.
  public static var standard: CommandIO {
    CommandIO(
      writeOutput: { try FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
      writeError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) },
      readInput: { try SpecFiles.read(FileHandle.standardInput, limit: $0) })
  }

  /// Writes `text` to standard output; on failure reports it on standard error.
  ///
  /// - Returns: Whether the text was written.
  func writeOutputReportingFailure(_ text: String) -> Bool {
    do {
      try writeOutput(text)
      return true
    } catch {
      writeError("error: cannot write standard output: \(SpecFiles.reason(error))\n")
      return false
    }
  }
}

/// What a spec engine makes of a spec: decoding, laying out and drawing, without files or arguments.
///
/// The complayout executable supplies the real one (LayoutSpec and LayoutRendering); tests supply stand-ins.
///
/// UIKit parity: none; part of the complayout tool.
public protocol SpecEngine {
  /// The most bytes of a spec the engine accepts; the commands read at most one byte more.
  var maximumInputBytes: Int { get }
  /// Decodes `spec`, lays it out as `command` says (container overrides, scroll position) and draws it in
  /// `command.format`, scaled by `command.scale`.
  ///
  /// - Parameter name: The spec's name for titles: its file name, or "stdin".
  /// - Returns: The drawing and the engine's diagnostics, one line each, or the spec's problems.
  func render(_ spec: Data, named name: String, as command: RenderCommand) -> Result<SpecDrawing, SpecRejection>
  /// Checks `spec`: the report to print (a line per problem or diagnostic, then a summary) and whether it is clean.
  func validate(_ spec: Data) -> (report: String, isValid: Bool)
}

/// A drawn spec: the text to write, and diagnostics to show as warnings.
public struct SpecDrawing: Equatable, Sendable {
  /// The SVG, HTML or text dump.
  public var text: String
  /// The layout engine's diagnostics, one line each, without prefix.
  public var diagnostics: [String]

  /// Creates a drawing.
  public init(text: String, diagnostics: [String] = []) {
    self.text = text
    self.diagnostics = diagnostics
  }
}

/// Why a spec could not be drawn: its problems, each a line such as "$.sections[0].group: missing member".
public struct SpecRejection: Error, Equatable, Sendable {
  /// The problems, one line each, without prefix.
  public var problems: [String]
  /// Whether the spec itself is invalid; false when a valid spec cannot be drawn as asked (e.g. too many elements
  /// for a whole-content render).
  public var isInvalidSpec: Bool

  /// Creates a rejection.
  public init(problems: [String], isInvalidSpec: Bool = true) {
    self.problems = problems
    self.isInvalidSpec = isInvalidSpec
  }
}

extension CommandIO {
  /// Writes a help text to standard output.
  ///
  /// - Returns: 0, or 1 (with the reason on standard error) when standard output cannot be written.
  public func writeHelp(_ text: String) -> Int32 {
    writeOutputReportingFailure(text) ? ComplayoutExitCode.success : ComplayoutExitCode.failure
  }
}
