import CompositionalLayout
import Foundation
import Testing

@testable import LayoutSnapshotTesting

@Suite("assertLayoutSnapshot")
struct AssertLayoutSnapshotTests {
  /// A 200 × 400 list of `count` rows `rowHeight` high, full width, under a 30-pt header.
  static func list(count: Int = 3, rowHeight: CGFloat = 50) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 200, height: 400), numberOfItemsInSection: [count]))
    return layout
  }

  /// A fresh directory for one test's snapshots, so tests never write into the repository.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-snapshots-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("The first run records the dump and the SVG; the second run matches")
  func recordsThenMatches() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = assertLayoutSnapshot(of: Self.list(), named: "list", record: false, snapshotDirectory: directory)
    let dump = directory.appendingPathComponent("list.txt")
    let picture = directory.appendingPathComponent("list.svg")
    #expect(first == .recorded(dump: dump, picture: picture))
    // Rows: header (0, 0, 200, 30); rows of 50 from y 30: 30, 80, 130.
    let text = try String(contentsOf: dump, encoding: .utf8)
    #expect(text.contains("cell - [0, 2] (0.00, 130.00, 200.00, 50.00) z 0"))
    #expect(try String(contentsOf: picture, encoding: .utf8).hasPrefix("<?xml"))

    let second = assertLayoutSnapshot(of: Self.list(), named: "list", record: false, snapshotDirectory: directory)
    #expect(second == .matched)
  }

  @Test("A changed layout fails and names what moved, grew, appeared and by how much")
  func mismatchReportsMoves() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    assertLayoutSnapshot(of: Self.list(), named: "list", record: false, snapshotDirectory: directory)
    let recorded = try String(contentsOf: directory.appendingPathComponent("list.txt"), encoding: .utf8)

    // Rows 60 high instead of 50: row 1 moves from y 80 to 90 (Δy +10, Δh +10), row 2 from 130 to 150, and a
    // fourth row appears at 30 + 3 × 60 = 210.
    var outcome: LayoutSnapshotOutcome?
    withKnownIssue {
      outcome = assertLayoutSnapshot(
        of: Self.list(count: 4, rowHeight: 60), named: "list", record: false, snapshotDirectory: directory)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("does not match")
        && text.contains(
          "moved: cell - [0, 1] Δx 0.00 Δy +10.00 Δw 0.00 Δh +10.00: (0.00, 80.00, 200.00, 50.00) → "
            + "(0.00, 90.00, 200.00, 60.00)")
        && text.contains("added: cell - [0, 3] (0.00, 210.00, 200.00, 60.00) z 0")
        && text.contains("3 moved, 0 changed otherwise, 1 added, 0 removed.")
        && text.contains("RECORD_LAYOUT_SNAPSHOTS=1")
    }
    guard case .mismatched(let diff) = try #require(outcome) else {
      Issue.record("expected a mismatch, got \(String(describing: outcome))")
      return
    }
    #expect(diff.changed.map(\.new.key) == ["cell - [0, 0]", "cell - [0, 1]", "cell - [0, 2]"])
    // A mismatch leaves the recording alone.
    #expect(try String(contentsOf: directory.appendingPathComponent("list.txt"), encoding: .utf8) == recorded)
  }

  @Test("Recording on request overwrites a different snapshot and passes")
  func recordingOverwrites() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    assertLayoutSnapshot(of: Self.list(), named: "list", record: false, snapshotDirectory: directory)
    let changed = Self.list(count: 2)
    let outcome = assertLayoutSnapshot(of: changed, named: "list", record: true, snapshotDirectory: directory)
    #expect(
      outcome
        == .recorded(
          dump: directory.appendingPathComponent("list.txt"),
          picture: directory.appendingPathComponent("list.svg")))
    let again = assertLayoutSnapshot(
      of: Self.list(count: 2), named: "list", record: false, snapshotDirectory: directory)
    #expect(again == .matched)
  }

  @Test("A size re-lays the layout out at that size")
  func sizeParameter() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let layout = Self.list()
    assertLayoutSnapshot(
      of: layout, in: CGSize(width: 320, height: 480), named: "wide", record: false, snapshotDirectory: directory)
    let text = try String(contentsOf: directory.appendingPathComponent("wide.txt"), encoding: .utf8)
    #expect(text.contains("cell - [0, 0] (0.00, 30.00, 320.00, 50.00) z 0"))
    #expect(layout.context.size == CGSize(width: 320, height: 480))
  }

  @Test("Snapshots default to __LayoutSnapshots__/<TestFile>/<test name> next to the test")
  func defaultLocation() {
    let files = LayoutSnapshotFiles(
      testFile: "/repo/Tests/AppTests/FeedTests.swift", name: "feedLayout()", directory: nil)
    #expect(files.dump.path == "/repo/Tests/AppTests/__LayoutSnapshots__/FeedTests/feedLayout.txt")
    #expect(files.picture.path == "/repo/Tests/AppTests/__LayoutSnapshots__/FeedTests/feedLayout.svg")
    #expect(LayoutSnapshotFiles.sanitized("a/b c(x:)") == "a_b_c")
    #expect(LayoutSnapshotFiles.sanitized("../..") == "_")
    #expect(LayoutSnapshotFiles.sanitized("") == "snapshot")
  }
}
