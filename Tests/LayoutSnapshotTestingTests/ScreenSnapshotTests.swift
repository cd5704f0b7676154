import CompositionalLayout
import Foundation
import LayoutSnapshotTesting
import ScreenRendering
import Testing
import Views

/// A small screen for the golden files: a title label, a symbol image, a switch and a filled button under a
/// navigation bar with one bar button item.
@MainActor
final class SmallScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Small"
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    view.backgroundColor = .systemBackground
    let label = UILabel(frame: CGRect(x: 16, y: 80, width: 343, height: 24))
    label.text = "Hello & welcome"
    let image = UIImageView(frame: CGRect(x: 16, y: 120, width: 44, height: 44))
    image.image = UIImage(systemName: "star.fill")
    let toggle = UISwitch(frame: CGRect(x: 308, y: 126, width: 51, height: 31))
    toggle.isOn = true
    let button = UIButton(configuration: .filled())
    button.configuration?.title = "Go"
    button.frame = CGRect(x: 16, y: 180, width: 343, height: 44)
    for subview in [label, image, toggle, button] as [UIView] { view.addSubview(subview) }
  }
}

@MainActor
@Suite("Snapshot assertions: screens, views, layouts; recording, matching, failing")
struct ScreenSnapshotTests {
  func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("screen-snapshots-\(UUID().uuidString)")
  }

  func small() -> UINavigationController { UINavigationController(rootViewController: SmallScreen()) }

  // Golden files in __Snapshots__/ScreenSnapshotTests/, re-recorded with SNAPSHOT_RECORD=1.
  @Test func smallScreenGoldenFiles() {
    #expect(assertSnapshot(of: small(), as: .recursiveDescription, device: .iPhoneSE, named: "small") == .matched)
    #expect(assertSnapshot(of: small(), as: .svg, device: .iPhoneSE, named: "small") == .matched)
    #expect(assertSnapshot(of: small(), as: .image, device: .iPhoneSE, named: "small-light") == .matched)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(
      assertSnapshot(of: small(), as: .image, device: .iPhoneSE, traits: dark, named: "small-dark") == .matched)
  }

  @Test func firstRunRecordsThenMatches() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = assertSnapshot(
      of: small(), as: .image, device: .iPhoneSE, named: "screen", snapshotDirectory: directory)
    let reference = directory.appendingPathComponent("screen.png")
    #expect(first == .recorded(reference))
    let image = try RasterImage(contentsOfPNG: reference)
    // iPhone SE: 375 × 667 points at 2×.
    #expect(image.width == 750 && image.height == 1334)
    #expect(
      assertSnapshot(of: small(), as: .image, device: .iPhoneSE, named: "screen", snapshotDirectory: directory)
        == .matched)
  }

  @Test func aChangedScreenFailsWithPixelCountAndDiffImage() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    view.backgroundColor = .white
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    box.backgroundColor = .black
    view.addSubview(box)
    assertSnapshot(of: view, as: .image, device: .iPhoneSE, named: "box", record: true, snapshotDirectory: directory)
    box.frame = CGRect(x: 0, y: 0, width: 10, height: 12)
    var outcome: SnapshotOutcome?
    withKnownIssue {
      outcome = assertSnapshot(of: view, as: .image, device: .iPhoneSE, named: "box", snapshotDirectory: directory)
    }
    // 10 × 2 points more of black at 2×: 20 × 4 = 80 of 80 × 60 = 4800 pixels.
    guard case .mismatched(let message) = outcome else {
      Issue.record("expected a mismatch, got \(String(describing: outcome))")
      return
    }
    #expect(message.contains("80 of 4800 pixels differ"))
    let diff = try RasterImage(contentsOfPNG: directory.appendingPathComponent("box.diff.png"))
    #expect(diff.hex(x: 5, y: 21) == "#ff0000")
    #expect(diff.hex(x: 5, y: 5) != "#ff0000")
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("box.actual.png").path))
    // precision 0.98 lets 96 of 4800 pixels differ.
    #expect(
      assertSnapshot(
        of: view, as: .image(precision: 0.98), device: .iPhoneSE, named: "box", snapshotDirectory: directory)
        == .matched)
    // The match removed the failure's artifacts.
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("box.diff.png").path))
  }

  @Test func aChangedDescriptionFailsWithTheChangedLines() {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Before"
    view.addSubview(label)
    assertSnapshot(of: view, as: .recursiveDescription, named: "tree", record: true, snapshotDirectory: directory)
    label.text = "After"
    var outcome: SnapshotOutcome?
    withKnownIssue {
      outcome = assertSnapshot(of: view, as: .recursiveDescription, named: "tree", snapshotDirectory: directory)
    }
    guard case .mismatched(let message) = outcome else {
      Issue.record("expected a mismatch, got \(String(describing: outcome))")
      return
    }
    #expect(message.contains("-    | <UILabel; frame = (0.00 0.00; 100.00 20.00); text = 'Before'"))
    #expect(message.contains("+    | <UILabel; frame = (0.00 0.00; 100.00 20.00); text = 'After'"))
  }

  @Test func unnamedSnapshotsOfOneTestGetNumbers() {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let first = assertSnapshot(of: view, as: .svg, record: true, snapshotDirectory: directory)
    let second = assertSnapshot(of: view, as: .svg, record: true, snapshotDirectory: directory)
    #expect(first == .recorded(directory.appendingPathComponent("unnamedSnapshotsOfOneTestGetNumbers.svg")))
    #expect(second == .recorded(directory.appendingPathComponent("unnamedSnapshotsOfOneTestGetNumbers.2.svg")))
  }

  @Test func layoutsSnapshotAsDumpsAndImages() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    layout.prepare(context: LayoutContext(size: CGSize(width: 200, height: 300), numberOfItemsInSection: [4]))
    assertSnapshot(of: layout, as: .layoutDump, named: "grid", record: true, snapshotDirectory: directory)
    #expect(assertSnapshot(of: layout, as: .layoutDump, named: "grid", snapshotDirectory: directory) == .matched)
    let recorded = assertSnapshot(of: layout, as: .image, named: "grid", record: true, snapshotDirectory: directory)
    #expect(recorded == .recorded(directory.appendingPathComponent("grid.png")))
    #expect(assertSnapshot(of: layout, as: .image, named: "grid", snapshotDirectory: directory) == .matched)
    withKnownIssue {
      #expect(assertSnapshot(of: layout, as: .recursiveDescription, snapshotDirectory: directory) != .matched)
    }
  }

  @Test func lineDiffReportsChangedLinesWithContext() {
    let diff = LineDiff(recorded: "a\nb\nc\nd\ne\nf", current: "a\nb\nC\nd\ne\nf")
    #expect(!diff.isEmpty)
    #expect(diff.report() == "@@ recorded line 1, current line 1 @@\n  a\n  b\n- c\n+ C\n  d\n  e")
    #expect(LineDiff(recorded: "x\ny", current: "x\ny").isEmpty)
  }
}
