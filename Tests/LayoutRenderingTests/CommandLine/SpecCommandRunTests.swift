import ComplayoutCommands
import Foundation
import Gallery
import Testing

/// Runs the spec commands in-process with a stand-in engine and captured standard streams.
@Suite("complayout render, validate and dump: I/O and exit statuses")
struct SpecCommandRunTests {
  /// A stand-in engine that records what it is given.
  final class StubEngine: SpecEngine {
    var maximumInputBytes = 1_000
    var result: Result<SpecDrawing, SpecRejection> = .success(SpecDrawing(text: "DRAWN\n"))
    var validation = (report: "valid: 1 section(s), 1 item(s)\n", isValid: true)
    private(set) var received: [(data: Data, name: String, command: RenderCommand?)] = []

    func render(_ spec: Data, named name: String, as command: RenderCommand) -> Result<SpecDrawing, SpecRejection> {
      received.append((spec, name, command))
      return result
    }

    func validate(_ spec: Data) -> (report: String, isValid: Bool) {
      received.append((spec, "", nil))
      return validation
    }
  }

  /// Captured standard output and error, and the bytes standard input holds.
  final class Streams {
    var output = ""
    var error = ""
    var input = Data()
    var io: CommandIO {
      CommandIO(
        writeOutput: { self.output += $0 }, writeError: { self.error += $0 },
        readInput: { self.input.prefix($0) })
    }
  }

  /// A fresh temporary directory holding `spec.json`.
  static func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{\"spec\": 1}".utf8).write(to: directory.appendingPathComponent("spec.json"))
    return directory
  }

  @Test("render writes standard output; the engine gets the file's bytes, its name and the configuration")
  func renderToStandardOutput() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let engine = StubEngine()
    let streams = Streams()
    let command = RenderCommand(input: directory.appendingPathComponent("spec.json").path, format: .svg, scale: 2)
    #expect(command.run(io: streams.io, engine: engine) == 0)
    #expect(streams.output == "DRAWN\n")
    #expect(streams.error == "")
    let received = try #require(engine.received.first)
    #expect(String(decoding: received.data, as: UTF8.self) == "{\"spec\": 1}")
    #expect(received.name == "spec.json")
    #expect(received.command == command)
  }

  @Test("'-' reads standard input, at most one byte beyond the engine's limit")
  func standardInput() throws {
    let engine = StubEngine()
    engine.maximumInputBytes = 10
    let streams = Streams()
    streams.input = Data(repeating: 0x20, count: 100)
    #expect(RenderCommand(input: "-", format: .text).run(io: streams.io, engine: engine) == 0)
    #expect(engine.received.first?.data.count == 11)
    #expect(engine.received.first?.name == "stdin")
  }

  @Test("Engine diagnostics are warnings on standard error; the command still succeeds")
  func warnings() {
    let engine = StubEngine()
    engine.result = .success(SpecDrawing(text: "x", diagnostics: ["section 0: ignored insets"]))
    let streams = Streams()
    #expect(RenderCommand(input: "-", format: .text).run(io: streams.io, engine: engine) == 0)
    #expect(streams.error == "warning: section 0: ignored insets\n")
  }

  @Test("A bad spec: problems on standard error, exit 1, the output file left as it was")
  func badSpec() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out.svg")
    try Data("previous".utf8).write(to: output)
    let engine = StubEngine()
    engine.result = .failure(SpecRejection(problems: ["$.sections: required member is missing"]))
    let streams = Streams()
    let command = RenderCommand(input: "-", format: .svg, output: output.path)
    #expect(command.run(io: streams.io, engine: engine) == 1)
    #expect(
      streams.error == """
        error: $.sections: required member is missing
        error: '-' is not a valid layout spec (1 problem(s))

        """)
    #expect(streams.output == "")
    #expect(try String(contentsOf: output, encoding: .utf8) == "previous")
  }

  @Test("--out creates or replaces the one file named", arguments: [false, true])
  func writesOutput(fileExists: Bool) throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out.txt")
    if fileExists { try Data("an older and longer dump\n".utf8).write(to: output) }
    let streams = Streams()
    #expect(DumpCommand(input: "-", output: output.path).run(io: streams.io, engine: StubEngine()) == 0)
    #expect(try String(contentsOf: output, encoding: .utf8) == "DRAWN\n")
    #expect(streams.output == "" && streams.error == "")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["out.txt", "spec.json"])
  }

  @Test("--out refuses a directory, a symbolic link and a missing directory, and writes nothing")
  func refusedOutputs() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("target.txt")
    try Data("target".utf8).write(to: target)
    let link = directory.appendingPathComponent("link.txt")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let dangling = directory.appendingPathComponent("dangling.txt")
    try FileManager.default.createSymbolicLink(
      at: dangling, withDestinationURL: directory.appendingPathComponent("nowhere.txt"))
    let missing = directory.appendingPathComponent("no/such/dir/out.txt")
    let cases = [
      (directory.path, "it is a directory"), (link.path, "it is a symbolic link; remove it first"),
      (dangling.path, "it is a symbolic link; remove it first"),
      (missing.path, "its directory '\(missing.deletingLastPathComponent().path)' does not exist"),
    ]
    for (path, reason) in cases {
      let streams = Streams()
      #expect(RenderCommand(input: "-", format: .text, output: path).run(io: streams.io, engine: StubEngine()) == 1)
      #expect(streams.error == "error: cannot write '\(path)': \(reason)\n")
    }
    #expect(try String(contentsOf: target, encoding: .utf8) == "target")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("nowhere.txt").path))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("no").path))
  }

  @Test("An unreadable spec fails with exit 1 and never reaches the engine")
  func unreadableInput() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing.json").path
    for (path, reason) in [(missing, "no such file or directory"), (directory.path, "it is a directory")] {
      let engine = StubEngine()
      let streams = Streams()
      #expect(ValidateCommand(input: path).run(io: streams.io, engine: engine) == 1)
      #expect(streams.error == "error: cannot read '\(path)': \(reason)\n")
      #expect(engine.received.isEmpty)
    }
  }

  @Test("A FIFO or a device as input is refused at once instead of blocking in open()")
  func nonRegularInput() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("spec.fifo").path
    // No writer ever opens the FIFO: a blocking open() would wait forever.
    #expect(mkfifo(fifo, 0o600) == 0)
    for path in [fifo, "/dev/zero"] {
      let engine = StubEngine()
      let streams = Streams()
      #expect(ValidateCommand(input: path).run(io: streams.io, engine: engine) == 1)
      #expect(
        streams.error
          == "error: cannot read '\(path)': it is not a regular file (a pipe, device or socket); give a file, or '-' "
          + "to read standard input\n")
      #expect(engine.received.isEmpty)
    }
  }

  @Test("validate prints the report on standard output; exit 0 when valid, 1 otherwise", arguments: [true, false])
  func validate(isValid: Bool) {
    let engine = StubEngine()
    engine.validation = ("report\n", isValid)
    let streams = Streams()
    streams.input = Data("{}".utf8)
    #expect(ValidateCommand(input: "-").run(io: streams.io, engine: engine) == (isValid ? 0 : 1))
    #expect(streams.output == "report\n")
    #expect(streams.error == "")
    #expect(engine.received.first?.data == Data("{}".utf8))
  }

  @Test("dump asks the engine for the text format; '--out -' writes standard output")
  func dump() {
    let engine = StubEngine()
    let streams = Streams()
    #expect(DumpCommand(input: "-", output: "-").run(io: streams.io, engine: engine) == 0)
    #expect(engine.received.first?.command?.format == .text)
    #expect(streams.output == "DRAWN\n")
  }

  @Test("An invalid hand-built configuration exits 64 with the usage, before reading anything")
  func invalidConfiguration() {
    let engine = StubEngine()
    let streams = Streams()
    #expect(RenderCommand(input: "-", format: .html, scale: 2).run(io: streams.io, engine: engine) == 64)
    #expect(streams.error.hasPrefix("error: '--scale' applies only to '--format svg'\nUsage: complayout render"))
    #expect(ValidateCommand(input: "").run(io: streams.io, engine: engine) == 64)
    #expect(DumpCommand(input: "a", output: "a").run(io: streams.io, engine: engine) == 64)
    #expect(engine.received.isEmpty)
  }

  @Test("A failed write to standard output is reported on standard error with exit 1, never a trap")
  func standardOutputFailure() {
    var errors = ""
    let io = CommandIO(
      writeOutput: { _ in throw NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC)) },
      writeError: { errors += $0 }, readInput: { _ in Data("{}".utf8) })
    let engine = StubEngine()
    #expect(RenderCommand(input: "-", format: .svg).run(io: io, engine: engine) == 1)
    #expect(ValidateCommand(input: "-").run(io: io, engine: engine) == 1)
    #expect(io.writeHelp("help") == 1)
    #expect(errors == String(repeating: "error: cannot write standard output: No space left on device\n", count: 3))
  }
}
