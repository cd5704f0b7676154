import Foundation

/// The exit statuses of the spec commands.
///
/// UIKit parity: none; part of the complayout tool.
public enum ComplayoutExitCode {
  /// The command did what was asked.
  public static let success: Int32 = 0
  /// A bad spec, a spec with problems (validate), or a file that cannot be read or written.
  public static let failure: Int32 = 1
  /// A bad command line (`CommandLineError.exitCode`).
  public static let usage: Int32 = CommandLineError.exitCode
}

extension RenderCommand {
  /// Reads the spec, draws it with `engine` and writes the result to `output` (or standard output).
  ///
  /// The engine's diagnostics go to standard error as "warning: …" lines; they do not fail the command. The output
  /// file is only written once the drawing is complete, so a bad spec never touches it. An output that is the spec
  /// file itself (the same device and inode, or the same normalised absolute path) is a usage error.
  ///
  /// - Returns: 0 on success, 1 for a bad spec or an I/O failure, 64 when the configuration is invalid.
  public func run(io: CommandIO, engine: some SpecEngine) -> Int32 {
    do {
      try validate()
    } catch {
      io.writeError(error.description)
      return ComplayoutExitCode.usage
    }
    if let output, output != "-", input != "-", SpecFiles.isSameFile(input, output) {
      io.writeError(Self.error([SpecPaths.outputIsInputProblem]).description)
      return ComplayoutExitCode.usage
    }
    let data: Data
    do {
      data = try SpecFiles.read(input, io: io, limit: engine.maximumInputBytes + 1)
    } catch {
      io.writeError("error: \(error)\n")
      return ComplayoutExitCode.failure
    }
    let name = input == "-" ? "stdin" : URL(fileURLWithPath: input).lastPathComponent
    switch engine.render(data, named: name, as: self) {
    case .failure(let rejection):
      io.writeError(rejection.problems.map { "error: \($0)\n" }.joined())
      if rejection.isInvalidSpec {
        let count = rejection.problems.count
        io.writeError("error: '\(input.escapingControlCharacters)' is not a valid layout spec (\(count) problem(s))\n")
      }
      return ComplayoutExitCode.failure
    case .success(let drawing):
      io.writeError(drawing.diagnostics.map { "warning: \($0)\n" }.joined())
      guard let output, output != "-" else {
        return io.writeOutputReportingFailure(drawing.text) ? ComplayoutExitCode.success : ComplayoutExitCode.failure
      }
      do {
        try SpecFiles.write(drawing.text, to: output)
      } catch {
        io.writeError("error: \(error)\n")
        return ComplayoutExitCode.failure
      }
      return ComplayoutExitCode.success
    }
  }
}

extension DumpCommand {
  /// Runs `render --format text` with the same input and output.
  ///
  /// - Returns: 0 on success, 1 for a bad spec or an I/O failure, 64 when the configuration is invalid.
  public func run(io: CommandIO, engine: some SpecEngine) -> Int32 {
    do {
      try validate()
    } catch {
      io.writeError(error.description)
      return ComplayoutExitCode.usage
    }
    if let output, output != "-", input != "-", SpecFiles.isSameFile(input, output) {
      io.writeError(Self.error([SpecPaths.outputIsInputProblem]).description)
      return ComplayoutExitCode.usage
    }
    return renderCommand.run(io: io, engine: engine)
  }
}

extension ValidateCommand {
  /// Reads the spec and prints the engine's report on standard output.
  ///
  /// - Returns: 0 when the spec is valid, 1 when it has problems or diagnostics or cannot be read, 64 when the
  ///   configuration is invalid.
  public func run(io: CommandIO, engine: some SpecEngine) -> Int32 {
    do {
      try validate()
    } catch {
      io.writeError(error.description)
      return ComplayoutExitCode.usage
    }
    let data: Data
    do {
      data = try SpecFiles.read(input, io: io, limit: engine.maximumInputBytes + 1)
    } catch {
      io.writeError("error: \(error)\n")
      return ComplayoutExitCode.failure
    }
    let result = engine.validate(data)
    guard io.writeOutputReportingFailure(result.report) else { return ComplayoutExitCode.failure }
    return result.isValid ? ComplayoutExitCode.success : ComplayoutExitCode.failure
  }
}
