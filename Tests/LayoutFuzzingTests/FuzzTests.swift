import LayoutFuzzing
import Testing

/// The short fuzz run inside `swift test` (hostile sections of at most 500 items, 40 elements per case looked up one
/// by one); the long one is `swift run -c release layout-fuzz` (README), with up to 5,000 items and 400 lookups.
@Suite("Fuzzing (short run)")
struct FuzzTests {
  /// 1,000 layouts in four runs of 250 (seeds 0…999), so they run in parallel.
  @Test("1,000 seeded layouts hold every invariant", arguments: [0, 250, 500, 750] as [UInt64])
  func layouts(firstSeed: UInt64) {
    let report = LayoutFuzzer.run(firstSeed: firstSeed, count: 250, sampleLimit: 40, maximumItems: 500)
    #expect(report.cases == 250)
    for failure in report.failures.prefix(20) {
      Issue.record(
        "layout seed \(failure.seed): \(failure.reason) (swift run layout-fuzz --layout-seed \(failure.seed))")
    }
  }

  @Test("1,000 seeded snapshot pairs: the difference applied gives the target")
  func diffs() {
    let report = DiffFuzzer.run(firstSeed: 0, count: 1_000)
    #expect(report.cases == 1_000)
    for failure in report.failures.prefix(20) {
      Issue.record("diff seed \(failure.seed): \(failure.reason) (swift run layout-fuzz --diff-seed \(failure.seed))")
    }
  }
}
