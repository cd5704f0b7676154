import Foundation
import Testing

/// Golden files of the command-line tests: stored in `.golden/` next to this file, compared byte for byte, and
/// re-recorded only when the environment variable `RECORD_GOLDEN` is `1`.
///
/// The directory is hidden so that SwiftPM does not warn about files it does not handle in the test target.
enum GoldenFile {
  /// The directory holding the golden files.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(".golden")

  /// The repository's root, four levels above this file (Tests/LayoutRenderingTests/CommandLine/GoldenFile.swift).
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Whether this run re-records golden files.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

  /// Expects `actual` to equal the golden file `name`; with `RECORD_GOLDEN=1`, writes `actual` there instead and
  /// says so on standard output. A missing golden file is a failure that explains how to record it.
  static func expectMatch(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = directory.appendingPathComponent(name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        print("recorded golden file \(url.path)")
      } catch {
        Issue.record("cannot record \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = try? Data(contentsOf: url), let expected = String(data: data, encoding: .utf8) else {
      Issue.record(
        "missing golden file \(url.path); run the tests with RECORD_GOLDEN=1 to record it",
        sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let common = min(expectedLines.count, actualLines.count)
      let first = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
      let wanted = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
      let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
      Issue.record(
        """
        \(name) differs from its golden file at line \(first + 1):
          expected: \(wanted)
          actual:   \(got)
        Re-record with RECORD_GOLDEN=1 if the change is intended.
        """, sourceLocation: sourceLocation)
    }
  }
}
