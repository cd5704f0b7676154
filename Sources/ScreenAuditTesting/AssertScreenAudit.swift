import Foundation
@_exported import ScreenAudit
import Testing
import Views
import XCTest

/// Audits a view controller across `matrix` and fails the running test (Swift Testing or XCTest) with the text
/// report when anything is found.
///
/// ```swift
/// @Test @MainActor func profileSurvivesEveryDevice() {
///   assertScreenAudit(of: { UINavigationController(rootViewController: ProfileViewController()) },
///                     matrix: .default, ignoring: [.rule(.lowContrast, pathContaining: "CaptionLabel")])
/// }
/// ```
///
/// - Parameters:
///   - makeViewController: builds a fresh screen; called once per device, direction and text size.
///   - named: the screen's name in the report. Default: the controller's class name.
///   - matrix: the configurations. Default ``AuditMatrix/default`` (384 configurations).
///   - ignoring: findings to leave out (a rule, a path, or both).
///   - fileID, file, line, column: the caller's location, filled in by the compiler.
/// - Returns: the report (empty findings when the assertion passed), for further checks.
/// - Complexity: as ``ScreenAuditor/audit(named:_:)``: the default matrix takes 1–4 s of CPU per seed screen in a
///   release build (BENCHMARKS.md) and about five times that in a debug build; pass `.quick` (8 configurations) or a
///   matrix of your own for fast unit tests.
///
/// UIKit parity: none.
@MainActor
@discardableResult
public func assertScreenAudit(
  of makeViewController: () -> UIViewController, named: String? = nil, matrix: AuditMatrix = .default,
  ignoring: [AuditIgnore] = [], fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> ScreenAuditReport {
  var name = named
  let report = ScreenAuditor(matrix: matrix, ignoring: ignoring, drawsPictures: false).audit(
    named: named ?? "screen"
  ) {
    let controller = makeViewController()
    if name == nil { name = String(describing: type(of: controller)) }
    return controller
  }
  guard !report.passed else { return report }
  var named = report
  named.screen = name ?? report.screen
  let message = named.textReport()
  if Test.current != nil {
    let location = SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: Int(column))
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  } else {
    XCTFail(message, file: file, line: line)
  }
  return named
}
