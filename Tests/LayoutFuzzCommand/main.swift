import Foundation
import LayoutFuzzing

// The long fuzz run (README, "How it is checked"):
//   swift run -c release layout-fuzz [--layouts N] [--diffs N] [--seed S]
// Runs N layouts and N diff pairs with seeds S, S + 1, …; prints the counts, the time, the slowest case and every
// failing seed with its first broken invariant; exits 1 when any case failed. A trap or a hang prints the seed
// of the running case before the process ends. Reproduce one case with --layout-seed S or --diff-seed S.

var layouts = 100_000
var diffs = 10_000
var seed: UInt64 = 0
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  let value = arguments.popFirst() ?? ""
  switch argument {
  case "--layouts": layouts = Int(value) ?? layouts
  case "--diffs": diffs = Int(value) ?? diffs
  case "--seed": seed = UInt64(value) ?? seed
  case "--layout-seed", "--diff-seed":
    let one = UInt64(value) ?? 0
    if argument == "--layout-seed" { print(LayoutFuzzer.describe(seed: one)) }
    let problems = argument == "--layout-seed" ? LayoutFuzzer.check(seed: one) : DiffFuzzer.check(seed: one)
    print(problems.isEmpty ? "seed \(one): passes" : problems.joined(separator: "\n"))
    exit(problems.isEmpty ? 0 : 1)
  default:
    FileHandle.standardError.write(
      Data("usage: layout-fuzz [--layouts N] [--diffs N] [--seed S] | --layout-seed S | --diff-seed S\n".utf8))
    exit(64)
  }
}

let watchdog = FuzzWatchdog(limit: LayoutFuzzer.timeLimit * 4)
var failed = false
for (name, run) in [
  ("layouts", { LayoutFuzzer.run(firstSeed: seed, count: layouts, watchdog: watchdog) }),
  ("diff pairs", { DiffFuzzer.run(firstSeed: seed, count: diffs, watchdog: watchdog) }),
] as [(String, () -> FuzzReport)] {
  let start = Date()
  let report = run()
  let seconds = Date().timeIntervalSince(start)
  print(
    "\(report.cases) \(name) (seeds \(seed)…\(seed &+ UInt64(max(0, report.cases - 1)))) in "
      + String(format: "%.1f s", seconds) + ": \(report.failures.count) failed; slowest seed \(report.slowest.seed) "
      + String(format: "%.3f s", report.slowest.seconds))
  for failure in report.failures.prefix(100) { print("  seed \(failure.seed): \(failure.reason)") }
  failed = failed || !report.failures.isEmpty
}
exit(failed ? 1 : 0)
