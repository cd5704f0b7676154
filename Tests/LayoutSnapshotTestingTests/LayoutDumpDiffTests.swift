import Foundation
import Testing

@testable import LayoutSnapshotTesting

@Suite("Layout dump diff")
struct LayoutDumpDiffTests {
  static let recorded = """
    cell - [0, 0] (0.00, 0.00, 100.00, 50.00) z 0
    cell - [0, 1] (0.00, 50.00, 100.00, 50.00) z 0
    supplementary "odd (kind) \\"x\\"" [0, 0] (0.00, -20.00, 100.00, 20.00) z 1
    decoration "background" [0, 0] (0.00, 0.00, 100.00, 100.00) z -1

    """

  @Test("Identical dumps have no differences")
  func identical() {
    let diff = LayoutDumpDiff(recorded: Self.recorded, current: Self.recorded)
    #expect(diff.isEmpty)
    #expect(diff.report() == "0 moved, 0 changed otherwise, 0 added, 0 removed.")
  }

  @Test("Moves, attribute changes, additions and removals are told apart")
  func kinds() {
    let current = """
      cell - [0, 0] (0.00, 0.00, 100.00, 50.00) z 2
      cell - [0, 1] (-3.50, 60.00, 100.00, 40.00) z 0
      supplementary "odd (kind) \\"x\\"" [0, 0] (0.00, -20.00, 100.00, 20.00) z 1
      cell - [0, 2] (0.00, 100.00, 100.00, 50.00) z 0

      """
    let diff = LayoutDumpDiff(recorded: Self.recorded, current: current)
    #expect(diff.added.map(\.key) == ["cell - [0, 2]"])
    #expect(diff.removed.map(\.key) == ["decoration \"background\" [0, 0]"])
    #expect(diff.changed.count == 2)
    let report = diff.report()
    #expect(report.contains("changed: cell - [0, 0]: z 0 → z 2"))
    #expect(
      report.contains(
        "moved: cell - [0, 1] Δx -3.50 Δy +10.00 Δw 0.00 Δh -10.00: (0.00, 50.00, 100.00, 50.00) → "
          + "(-3.50, 60.00, 100.00, 40.00)"))
    #expect(report.hasSuffix("1 moved, 1 changed otherwise, 1 added, 1 removed."))
  }

  @Test("Quoted kinds with parentheses parse; other lines compare as text")
  func parsing() {
    let element = LayoutDumpDiff.Element(line: "supplementary \"a (b)\" [1, 2] (1.00, 2.00, 3.00, 4.00) z 1 hidden")
    #expect(element.key == "supplementary \"a (b)\" [1, 2]")
    #expect(element.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(element.rest == " z 1 hidden")
    let odd = LayoutDumpDiff.Element(line: "not a dump line")
    #expect(odd.key == "not a dump line" && odd.frame == nil)
  }

  @Test("Long reports are cut at the limit with a count of the rest")
  func limit() {
    let old = (0..<10).map { "cell - [0, \($0)] (0.00, \($0 * 10).00, 10.00, 10.00) z 0" }.joined(separator: "\n")
    let new = (0..<10).map { "cell - [0, \($0)] (1.00, \($0 * 10).00, 10.00, 10.00) z 0" }.joined(separator: "\n")
    let lines = LayoutDumpDiff(recorded: old, current: new).report(limit: 3).split(separator: "\n")
    #expect(lines.count == 5)
    #expect(lines[3] == "… and 7 more")
  }
}
