import ComplayoutCommands
import Foundation
import Testing

@testable import ComplayoutCommands

@Suite("Writing output files")
struct SpecFilesTests {
  static func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("specfiles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("A write that fails half-way (a full disk) leaves the old file whole and no partial or temporary file")
  func failedWriteKeepsOldFile() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out.svg")
    try Data("previous".utf8).write(to: output)
    #expect(throws: SpecFileError(.write, path: output.path, reason: "No space left on device")) {
      try SpecFiles.write(Data("new and partial".utf8), to: output.path) { handle, data in
        try handle.write(contentsOf: data.prefix(4))
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
      }
    }
    #expect(try String(contentsOf: output, encoding: .utf8) == "previous")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
    let fresh = directory.appendingPathComponent("fresh.svg")
    #expect(throws: SpecFileError.self) {
      try SpecFiles.write(Data("x".utf8), to: fresh.path) { _, _ in throw CocoaError(.fileWriteOutOfSpace) }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
  }

  @Test(
    "A file in a file system that creates no files (/proc) is refused as not writable, not as missing",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/version")))
  func procFileNotWritable() throws {
    let error = try #require(throws: SpecFileError.self) { try SpecFiles.write("x", to: "/proc/version") }
    let text = "\(error)"
    #expect(text.contains("not writable"), "\(text)")
    #expect(!text.contains("no such file"), "\(text)")
  }

  @Test("A replaced file is a new inode renamed into place, keeping the old file's permissions")
  func replacesAtomically() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("out.txt")
    try Data("an older and longer text".utf8).write(to: output)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: output.path)
    let before = try FileManager.default.attributesOfItem(atPath: output.path)
    try SpecFiles.write("new", to: output.path)
    let after = try FileManager.default.attributesOfItem(atPath: output.path)
    #expect(try String(contentsOf: output, encoding: .utf8) == "new")
    #expect(after[.posixPermissions] as? Int == 0o640)
    #expect(after[.systemFileNumber] as? Int != before[.systemFileNumber] as? Int)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.txt"])
  }

  @Test("An output that is the spec under another name (./, .., a hard link) is refused before anything is read")
  func outputIsInput() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("spec.json")
    try Data("{}".utf8).write(to: spec)
    let hardLink = directory.appendingPathComponent("same.json")
    try FileManager.default.linkItem(at: spec, to: hardLink)
    let aliases = [
      directory.path + "/./spec.json", directory.path + "/sub/../spec.json", hardLink.path,
    ]
    #expect(SpecFiles.isSameFile(spec.path, directory.path + "/sub/../spec.json"))
    #expect(!SpecFiles.isSameFile(spec.path, directory.appendingPathComponent("other.json").path))
    for alias in aliases {
      var errors = ""
      let io = CommandIO(writeOutput: { _ in }, writeError: { errors += $0 }, readInput: { _ in Data() })
      let engine = SpecCommandRunTests.StubEngine()
      #expect(RenderCommand(input: spec.path, format: .svg, output: alias).run(io: io, engine: engine) == 64)
      #expect(DumpCommand(input: spec.path, output: alias).run(io: io, engine: engine) == 64)
      #expect(errors.hasPrefix("error: the output file ('--out') must not be the spec file\n"), "\(alias)")
      #expect(engine.received.isEmpty)
    }
    #expect(try String(contentsOf: spec, encoding: .utf8) == "{}")
  }

  @Test("Hostile command lines: problems capped at 100, control characters escaped, --scale at least 0.01")
  func hostileArguments() throws {
    let unknown = (0..<5_000).map { "--bogus\($0)" }
    do {
      _ = try RenderCommand.parse(["a.json", "-f", "svg"] + unknown)
      Issue.record("expected an error")
    } catch {
      let lines = error.description.split(separator: "\n")
      #expect(lines.filter { $0.hasPrefix("error: ") }.count == 101)
      #expect(lines.contains("error: … and 4900 more problem(s)"))
    }
    let hostile = "evil\n\u{1b}[31mname.json"
    #expect(hostile.escapingControlCharacters == "evil\\n\\u{1b}[31mname.json")
    #expect("plain\\path.json".escapingControlCharacters == "plain\\path.json")
    let error = SpecFileError(.read, path: hostile, reason: "no such file or directory")
    #expect(error.description == "cannot read 'evil\\n\\u{1b}[31mname.json': no such file or directory")
    #expect(
      !CommandLineError(problems: ["bad '\(hostile)'"], usage: "u", helpCommand: "h").description.contains("\u{1b}"))
    #expect(throws: CommandLineError.self) { try RenderCommand(input: "a.json", format: .svg, scale: 0.001).validate() }
    #expect(throws: Never.self) { try RenderCommand(input: "a.json", format: .svg, scale: 0.01).validate() }
  }

  @Test("Foundation errors read as the operating system's reason, not as a domain and code")
  func plainReasons() {
    #expect(SpecFiles.reason(CocoaError(.fileWriteOutOfSpace)) == "no space left on device")
    #expect(SpecFiles.reason(CocoaError(.fileWriteUnknown)) == "the operating system refused the write")
    let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))
    let wrapped = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: underlying])
    #expect(SpecFiles.reason(wrapped) == "Permission denied")
    #expect(!SpecFiles.reason(CocoaError(.fileReadUnknown)).contains("NSCocoaErrorDomain"))
  }
}
