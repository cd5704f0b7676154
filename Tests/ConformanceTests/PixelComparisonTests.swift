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
    try Self.run(oracleCase, atDefaultSettings: false)
  }

  /// The cases that pass with no release set: every image drawn on iOS 16 or later, and da-styleA, whose sizes are
  /// whole device pixels under either rounding. da-styleB, da-styleE and da-styleH need `.iOS15` (their half-pixel
  /// sizes round to nearest there: 0.5 × 367 = 183.5, 0.5 × 375 = 187.5, 0.3 × 365 = 109.5).
  static let passAtDefault: Set<String> = [
    "fn-innergroups-1.png", "fn-innergroups-2.png", "fn-listsection-1.png", "fn-supplementary-1.png",
    "da-styleA.png", "tb-nestedgroup2.png",
  ]

  @Test(
    "at default settings (the current release) the images drawn on iOS 16+ and da-styleA are reproduced",
    .enabled(if: oracleIsPresent || oracleIsRequired, "skipped: ../shared/oracle is not beside this repository"),
    arguments: OracleCatalogue.all.filter { passAtDefault.contains($0.image) })
  func compareAtDefaultSettings(_ oracleCase: OracleCase) throws {
    try Self.run(oracleCase, atDefaultSettings: true)
  }

  static func run(_ oracleCase: OracleCase, atDefaultSettings: Bool) throws {
    let images = Self.oracle.appendingPathComponent("images")
    try #require(
      FileManager.default.fileExists(atPath: images.path),
      "shared/oracle not found beside the repository at \(Self.oracle.path) (required because CI=true)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let specification = directory.appendingPathComponent("case.json")
    try oracleCase.compareSpecification(imageDirectory: images, atDefaultSettings: atDefaultSettings).write(
      to: specification)

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
