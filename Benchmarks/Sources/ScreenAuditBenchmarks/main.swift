// Screen audit: the whole matrix for one screen, per seed screen, release build.
// Run with: swift run -c release --package-path Benchmarks ScreenAuditBenchmarks [runs]
import Foundation
import Gallery
import ScreenAudit
import Views

@MainActor
func measure(_ label: String, matrix: AuditMatrix, runs: Int, _ make: @escaping () -> UIViewController) -> Double {
  var times: [Double] = []
  var report: ScreenAuditReport?
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let elapsed = clock.measure {
      report = ScreenAuditor(matrix: matrix, drawsPictures: true).audit(named: label, make)
    }
    times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
  }
  times.sort()
  let median = times[times.count / 2]
  let states = report?.statesChecked ?? 0
  let findings = report?.findings.count ?? 0
  print(
    "| \(label) | \(matrix.configurations.count) | \(states) | \(findings) | "
      + String(format: "%.2f", median) + " |")
  return median
}

@MainActor
func main() {
  let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 3 : 3
  // The issue's matrix: 4 devices (portrait) × 12 text sizes × light/dark × LTR/RTL = 192 configurations.
  let issueMatrix = AuditMatrix(devices: [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad])
  let lightOnly = AuditMatrix(devices: [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad], appearances: [.light])
  print("Screen audit, seconds (median of \(runs) runs), pictures on")
  print("")
  print("| screen | configurations | states checked | findings | seconds |")
  print("|---|---:|---:|---:|---:|")
  for entry in SeedScreens.all {
    let make = { UINavigationController(rootViewController: entry.makeViewController()) as UIViewController }
    _ = measure(entry.name + " (4 devices portrait)", matrix: issueMatrix, runs: runs, make)
    _ = measure(entry.name + " (light only)", matrix: lightOnly, runs: runs, make)
    _ = measure(entry.name + " (default: 8 device orientations)", matrix: .default, runs: runs, make)
  }
}

MainActor.assumeIsolated { main() }
