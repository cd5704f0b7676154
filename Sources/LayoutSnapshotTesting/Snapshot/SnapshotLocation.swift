import Foundation

/// Where one snapshot's reference lives, and where a failure's artifacts go.
///
/// References: `__Snapshots__/<TestFile>/<name>.<ext>` beside the test file (or in `snapshotDirectory`). The name is
/// the `named:` argument, else the test function's name without its argument list; a test's second unnamed snapshot
/// with the same strategy is `<test>.2.<ext>`, the third `<test>.3.<ext>`, and so on. Artifacts of a failure —
/// `<name>.actual.<ext>` and, for images, `<name>.diff.png` — go next to the reference, or into the folder named by
/// `SNAPSHOT_ARTIFACTS`; a later match removes them.
struct SnapshotLocation {
  let name: String
  let reference: URL
  let actual: URL
  let diff: URL

  init(testFile: String, testName: String, name: String?, strategy: SnapshotStrategy, directory: URL?) {
    let test = URL(fileURLWithPath: testFile)
    let folder =
      directory
      ?? test.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
    var base = LayoutSnapshotFiles.sanitized(name ?? testName)
    if name == nil {
      let count = SnapshotCounter.shared.next(key: folder.path + "/" + base + "." + strategy.pathExtension)
      if count > 1 { base += ".\(count)" }
    }
    self.name = base
    reference = folder.appendingPathComponent(base + "." + strategy.pathExtension)
    let artifacts =
      ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) } ?? folder
    actual = artifacts.appendingPathComponent(base + ".actual." + strategy.pathExtension)
    diff = artifacts.appendingPathComponent(base + ".diff.png")
  }

  /// Writes `data` to `url`, creating folders.
  static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  /// Removes the artifacts of an earlier failure, if any.
  func removeArtifacts() {
    for url in [actual, diff] where FileManager.default.fileExists(atPath: url.path) {
      try? FileManager.default.removeItem(at: url)
    }
  }
}

/// Counts the unnamed snapshots of each test and strategy in this process, so that a test's second snapshot gets
/// its own file.
final class SnapshotCounter: @unchecked Sendable {
  static let shared = SnapshotCounter()
  private let lock = NSLock()
  private var counts: [String: Int] = [:]

  func next(key: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    counts[key, default: 0] += 1
    return counts[key, default: 1]
  }
}
