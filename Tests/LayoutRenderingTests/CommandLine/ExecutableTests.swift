import Foundation
import Testing

/// The built `complayout` executable, run as a user runs it.
enum ComplayoutExecutable {
  /// The executable next to the test bundle (`.build/<triple>/<config>/complayout`), found by walking up from the
  /// test executable; `COMPLAYOUT_EXECUTABLE` in the environment overrides the search. Nil when it was not built.
  static let url: URL? = {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["COMPLAYOUT_EXECUTABLE"] {
      return fileManager.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    }
    let starts = [Bundle.main.executableURL, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])]
    for start in starts.compactMap({ $0 }) {
      var directory = start.deletingLastPathComponent()
      for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("complayout")
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
          fileManager.isExecutableFile(atPath: candidate.path)
        {
          return candidate
        }
        directory = directory.deletingLastPathComponent()
      }
    }
    return nil
  }()

  /// What a run printed and how it ended.
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs the executable with `arguments` in the repository's root, standard input empty.
  static func run(_ arguments: [String], standardOutput: String? = nil) throws -> Run {
    let executable = try #require(url)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = GoldenFile.repositoryRoot
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try standardOutput.map { try FileHandle(forWritingTo: URL(fileURLWithPath: $0)) } ?? out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return Run(
      status: process.terminationStatus, output: try String(contentsOf: outURL, encoding: .utf8),
      error: try String(contentsOf: errURL, encoding: .utf8))
  }
}

@Suite(
  "The built complayout executable",
  .enabled(
    if: ComplayoutExecutable.url != nil,
    "complayout executable not found next to the test bundle; build it (swift build --build-tests) to run these"))
struct ExecutableTests {
  static let exampleSpecs = ["carousel", "grid", "list-with-headers", "nested"]

  @Test("Every example spec in Examples/specs has golden outputs")
  func examplesCovered() throws {
    let directory = GoldenFile.repositoryRoot.appendingPathComponent("Examples/specs")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.map { String($0.dropLast(5)) }
    #expect(names.sorted() == Self.exampleSpecs)
  }

  @Test("render --format text matches .golden/render-<spec>.txt", arguments: exampleSpecs)
  func renderText(spec: String) throws {
    let run = try ComplayoutExecutable.run(["render", "Examples/specs/\(spec).json", "--format", "text"])
    #expect(run.status == 0, "\(run.error)")
    GoldenFile.expectMatch(run.output, named: "render-\(spec).txt")
  }

  @Test("validate matches .golden/validate-<spec>.txt", arguments: exampleSpecs)
  func validate(spec: String) throws {
    let run = try ComplayoutExecutable.run(["validate", "Examples/specs/\(spec).json"])
    #expect(run.status == (run.output.hasPrefix("valid:") ? 0 : 1))
    #expect(run.error == "")
    GoldenFile.expectMatch(run.output, named: "validate-\(spec).txt")
  }

  @Test("dump writes what render --format text prints")
  func dumpEqualsRenderText() throws {
    let dump = try ComplayoutExecutable.run(["dump", "Examples/specs/grid.json"])
    let render = try ComplayoutExecutable.run(["render", "-f", "text", "Examples/specs/grid.json"])
    #expect(dump.status == 0 && dump.output == render.output && !dump.output.isEmpty)
  }

  @Test("render --format svg to a file: the viewport at the offset, scaled, with the spec's item texts")
  func renderSVGFile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-svg-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("grid.svg")
    let run = try ComplayoutExecutable.run([
      "render", "Examples/specs/grid.json", "--format", "svg", "--out", output.path, "--width", "320",
      "--height", "480", "--offset", "0,50", "--scale", "2",
    ])
    #expect(run.status == 0 && run.output == "" && run.error == "")
    let svg = try String(contentsOf: output, encoding: .utf8)
    #expect(
      svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"960\" viewBox=\"0 50 320 480\""))
    #expect(svg.contains(">Photos<"))
  }

  @Test("Exit statuses: 64 with usage for a bad command line, 1 for a bad spec or unreadable file, 0 for help")
  func exitStatuses() throws {
    let usage = try ComplayoutExecutable.run(["render", "Examples/specs/grid.json", "--format", "png"])
    #expect(usage.status == 64 && usage.output == "")
    #expect(usage.error.hasPrefix("error: invalid format 'png'; expected one of: svg, html, text\nUsage: "))
    let missing = try ComplayoutExecutable.run(["validate", "Examples/specs/missing.json"])
    #expect(missing.status == 1)
    #expect(missing.error == "error: cannot read 'Examples/specs/missing.json': no such file or directory\n")
    let schema = try ComplayoutExecutable.run(["dump", "Examples/specs/layout-spec.schema.json"])
    #expect(schema.status == 1 && schema.output == "" && schema.error.hasPrefix("error: $"))
    let help = try ComplayoutExecutable.run(["help", "render"])
    #expect(help.status == 0 && help.output.hasPrefix("OVERVIEW: ") && help.error == "")
  }

  @Test("A whole-content render beyond the element budget exits 1 naming the budget; a viewport render works")
  func elementBudget() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-big-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("big.json")
    try Data(
      """
      {"sections":[{"numberOfItems":100000000,"group":{"axis":"horizontal","layoutSize":{"widthDimension":\
      {"fractionalWidth":1},"heightDimension":{"absolute":44}},"subitems":[{"layoutSize":{"widthDimension":\
      {"fractionalWidth":0.25},"heightDimension":{"fractionalHeight":1}}}]}}]}
      """.utf8
    ).write(to: spec)
    for format in ["svg", "text"] {
      let run = try ComplayoutExecutable.run(["render", spec.path, "--format", format])
      #expect(run.status == 1 && run.output == "")
      #expect(run.error.contains("more than 200000 elements") && run.error.contains("--offset"), "\(run.error)")
      #expect(!run.error.contains("not a valid layout spec"))
    }
    let viewport = try ComplayoutExecutable.run(["render", spec.path, "--format", "svg", "--offset", "0,1000"])
    #expect(viewport.status == 0 && viewport.output.hasPrefix("<?xml"))
  }

  @Test("A 300-byte spec of 10^8 tiny items in a 10^6-pt group is refused in bounded time (issue 15, item 10)")
  func tinyItemsRefusedQuickly() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("complayout-tiny-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("tiny.json")
    try Data(
      """
      {"sections":[{"numberOfItems":100000000,"group":{"axis":"horizontal","layoutSize":{"widthDimension":\
      {"absolute":1000000},"heightDimension":{"absolute":44}},"subitems":[{"layoutSize":{"widthDimension":\
      {"absolute":0.001},"heightDimension":{"fractionalHeight":1}}}]}}]}
      """.utf8
    ).write(to: spec)
    // A hang guard, not a speed test: refusing takes about 0.6 s in a debug build, drawing the 10⁸ elements would
    // take hours. (Process-wide child CPU time cannot isolate this child: tests run in parallel in one process.)
    let start = ContinuousClock.now
    let run = try ComplayoutExecutable.run(["render", spec.path, "--format", "svg"])
    let elapsed = ContinuousClock.now - start
    #expect(run.status == 1 && run.output == "")
    #expect(run.error.contains("more than 200000 elements"), "\(run.error)")
    #expect(elapsed < .seconds(120), "took \(elapsed)")
  }

  @Test("A long number on the command line is echoed truncated with its digit count")
  func longNumberEchoed() throws {
    let digits = "1" + String(repeating: "0", count: 99_999)
    let run = try ComplayoutExecutable.run(["render", "Examples/specs/grid.json", "--format", "svg", "--width", digits])
    #expect(run.status == 64)
    #expect(run.error.contains("1000000000000000000000000000000000000000… (100000 digits)"), "\(run.error.prefix(300))")
    #expect(run.error.utf8.count < 1_000)
  }

  @Test(
    "Writing to a full device exits 1 with the reason on standard error",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func fullDevice() throws {
    for arguments in [["validate", "Examples/specs/grid.json"], ["render", "Examples/specs/grid.json", "-f", "svg"]] {
      let run = try ComplayoutExecutable.run(arguments, standardOutput: "/dev/full")
      #expect(run.status == 1)
      #expect(run.error == "error: cannot write standard output: No space left on device\n")
    }
  }
}
