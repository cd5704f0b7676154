import Foundation

/// Runs Python scripts that use PyPI's `kiwisolver`, the independent implementation the cross-check
/// compares against (a test oracle only, never a dependency of the product).
enum Kiwi {
  /// Whether the environment variable `CI` is set (to anything but empty, `0` or `false`).
  static let isCI: Bool = {
    let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
    return !["", "0", "false"].contains(value)
  }()

  /// Whether `python3` runs and can import `kiwisolver`.
  static let isAvailable: Bool = (try? run(script: "import kiwisolver")) != nil

  /// Runs `script` with `python3` and returns its standard output; throws when it fails.
  static func run(script: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
    let file = directory.appendingPathComponent("kiwi-crosscheck-\(UUID().uuidString).py")
    try script.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", file.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw KiwiFailure(message: String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
  }
}

struct KiwiFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { "python3/kiwisolver failed: \(message)" }
}
