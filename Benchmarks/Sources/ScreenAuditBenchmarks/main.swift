// Screen audit: the whole matrix for one screen, per seed screen, release build.
// Run with: swift run -c release --package-path Benchmarks ScreenAuditBenchmarks [runs]
import Foundation
import Gallery
import ScreenAudit
import Views

#if canImport(Glibc)
  import Glibc
#endif

/// CPU time of this process, seconds (what the audit costs on an idle core; wall time includes waiting for the
/// cores shared with other work).
func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

@MainActor
func measure(
  _ label: String, matrix: AuditMatrix, runs: Int, ambiguity: Bool = true,
  _ make: @escaping () -> UIViewController
) -> Double {
  var times: [(wall: Double, cpu: Double)] = []
  var report: ScreenAuditReport?
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let cpu = cpuSeconds()
    let elapsed = clock.measure {
      report = ScreenAuditor(matrix: matrix, drawsPictures: true, checksAmbiguity: ambiguity).audit(
        named: label, make)
    }
    times.append(
      (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, cpuSeconds() - cpu))
  }
  times.sort { $0.cpu < $1.cpu }
  let median = times[times.count / 2]
  let states = report?.statesChecked ?? 0
  let findings = report?.findings.count ?? 0
  print(
    "| \(label) | \(matrix.configurations.count) | \(states) | \(findings) | "
      + String(format: "%.2f", median.cpu) + " | " + String(format: "%.2f", median.wall) + " |")
  return median.cpu
}

@MainActor
func main() {
  let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 3 : 3
  // The issue's matrix: 4 devices (portrait) × 12 text sizes × light/dark × LTR/RTL = 192 configurations.
  let issueMatrix = AuditMatrix(devices: [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad])
  let lightOnly = AuditMatrix(devices: [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad], appearances: [.light])
  print("Screen audit, seconds (median of \(runs) runs), pictures on")
  print("")
  print("| screen (matrix) | configurations | states checked | findings | CPU s | wall s |")
  print("|---|---:|---:|---:|---:|---:|")
  for entry in SeedScreens.all {
    let make = { UINavigationController(rootViewController: entry.makeViewController()) as UIViewController }
    _ = measure(entry.name + " (4 devices portrait)", matrix: issueMatrix, runs: runs, make)
    _ = measure(entry.name + " (light only)", matrix: lightOnly, runs: runs, make)
    _ = measure(entry.name + " (default: 8 device orientations)", matrix: .default, runs: runs, make)
  }
  if let entry = SeedScreens.all.first {
    let make = { UINavigationController(rootViewController: entry.makeViewController()) as UIViewController }
    var noScroll = issueMatrix
    noScroll.scrollsThroughContent = false
    noScroll.swipesOrthogonalSections = false
    _ = measure(
      entry.name + " (4 devices portrait, no ambiguity check)", matrix: issueMatrix, runs: runs,
      ambiguity: false, make)
    _ = measure(entry.name + " (4 devices portrait, first screen only)", matrix: noScroll, runs: runs, make)
  }
}

MainActor.assumeIsolated { main() }
