// Compiled together with Apple's "Modern Collection Views" sample by `scripts/compat/check.py audit` (it is not part
// of any SwiftPM target). The sample's `@main` app delegate gets this `main()`: instead of an event loop, it audits
// every collection-view screen of the sample (ScreenAudit, in a navigation controller) across the audit matrix and
// writes <name>.txt, <name>.json and <name>.html per screen plus summary.txt.
import Foundation
import ScreenAudit
import UIKit

extension AppDelegate {
  @MainActor
  static func main() {
    let screens = appleSampleScreens
    let arguments = CommandLine.arguments
    let output = URL(fileURLWithPath: arguments.count > 1 ? arguments[1] : "audit")
    let matrix: AuditMatrix = arguments.count > 2 && arguments[2] == "quick" ? .quick : .default
    let only = arguments.count > 3 ? Set(arguments[3].split(separator: ",").map(String.init)) : nil
    try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    var summary: [String] = []
    let clock = ContinuousClock()
    for (name, make) in screens where only?.contains(name) ?? true {
      let start = clock.now
      let report = ScreenAuditor(matrix: matrix).audit(named: name) {
        UINavigationController(rootViewController: make())
      }
      let elapsed = clock.now - start
      try? report.textReport().write(
        to: output.appendingPathComponent("\(name).txt"), atomically: true, encoding: .utf8)
      try? report.jsonData().write(to: output.appendingPathComponent("\(name).json"))
      try? report.htmlReport().write(
        to: output.appendingPathComponent("\(name).html"), atomically: true, encoding: .utf8)
      let counts = AuditRule.allCases.compactMap { rule in report.countsByRule[rule].map { "\($0) \(rule.rawValue)" } }
      let line =
        "\(name): \(report.findings.count) findings (\(counts.joined(separator: ", "))), "
        + "\(report.configurationCount) configurations, \(report.statesChecked) states, \(elapsed)"
      print(line)
      summary.append(line)
    }
    try? summary.joined(separator: "\n").write(
      to: output.appendingPathComponent("summary.txt"), atomically: true, encoding: .utf8)
    exit(0)
  }
}
