import CompositionalLayout
import Foundation
import Testing

/// Paints the engine's frames and compares them with the UIKit images pixel by pixel, using the team's
/// shared/oracle/tools/compare.py (Python with numpy and scipy, installed by .ci/run). 0 px may be off beyond the
/// one-device-pixel edge band the tool forgives.
@Suite("Pixel comparison with UIKit renderings")
struct PixelComparisonTests {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let oracle = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/oracle")
  /// Whether the team's reference images are beside the repository (they are not in a fresh clone).
  static let oracleIsPresent = FileManager.default.fileExists(atPath: oracle.appendingPathComponent("images").path)
  /// Under CI (`CI=true`) the images are required: their absence fails the tests instead of skipping them.
  static let oracleIsRequired = ProcessInfo.processInfo.environment["CI"] == "true"

  @Test(
    "every oracle image is reproduced with 0 px off",
    .enabled(
      if: oracleIsPresent || oracleIsRequired,
      "skipped: ../shared/oracle (UIKit's reference images) is not beside this repository; with CI=true its absence fails instead"
    ),
    arguments: OracleCatalogue.all)
  func compare(_ oracleCase: OracleCase) throws {
    let images = Self.oracle.appendingPathComponent("images")
    try #require(
      FileManager.default.fileExists(atPath: images.path),
      "shared/oracle not found beside the repository at \(Self.oracle.path) (required because CI=true)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let specification = directory.appendingPathComponent("case.json")
    try oracleCase.compareSpecification(imageDirectory: images).write(to: specification)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Self.oracle.appendingPathComponent("tools/compare.py").path, specification.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "compare.py for \(oracleCase.image):\n\(text)")
  }
}
