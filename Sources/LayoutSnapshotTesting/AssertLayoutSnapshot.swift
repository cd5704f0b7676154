import CompositionalLayout
import Foundation
import LayoutRendering
import Testing

/// What `assertLayoutSnapshot(of:in:named:record:snapshotDirectory:fileID:file:line:column:)` did.
///
/// UIKit parity: none; a test-support type.
public enum LayoutSnapshotOutcome: Hashable, Sendable {
  /// The snapshot was written (first run, or recording was asked for): the text dump's and the SVG's files.
  case recorded(dump: URL, picture: URL)
  /// The layout matches the recorded dump.
  case matched
  /// The layout differs from the recorded dump; an issue was recorded with `diff.report()`.
  case mismatched(LayoutDumpDiff)
  /// The snapshot could not be read or written; an issue was recorded with the reason.
  case failed(String)
}

/// The environment variable that makes `assertLayoutSnapshot` re-record every snapshot: set it to "1".
public let recordLayoutSnapshotsVariable = "RECORD_LAYOUT_SNAPSHOTS"

/// Checks a layout against its recorded snapshot: a text dump (`layoutDump(_:)`) and an SVG picture stored next to
/// the test file.
///
/// Files live in `__LayoutSnapshots__/<TestFile>/<name>.txt` and `.svg` beside the calling test file (or in
/// `snapshotDirectory`). When the text dump is missing, or recording is asked for, both files are written and the
/// check passes. Otherwise the layout's dump is compared with the recorded one; on a difference an issue is
/// recorded (Swift Testing's `Issue.record`) listing every element that moved (with Δx, Δy, Δw, Δh in points),
/// changed zIndex, alpha or visibility, appeared or disappeared, and the files are left untouched. The SVG is for
/// people reviewing a change; only the dump is compared.
///
/// ```swift
/// @Test func feedLayout() {
///   let layout = UICollectionViewCompositionalLayout(section: FeedSection.make())
///   layout.prepare(context: LayoutContext(numberOfItemsInSection: [20]))
///   assertLayoutSnapshot(of: layout, in: CGSize(width: 390, height: 844))
/// }
/// ```
///
/// - Parameters:
///   - layout: The layout; its elements are dumped at its current `scrollPosition`.
///   - size: The collection view's size; nil keeps the layout's context. A size re-prepares the layout with its
///     context's size replaced (the layout is changed).
///   - name: The snapshot's file name without extension; nil uses the test function's name (so name the
///     snapshots of a test that takes several). Characters other than letters, digits, "-", "_" and "." become
///     "_".
///   - record: Whether to write the snapshot instead of comparing; nil reads `RECORD_LAYOUT_SNAPSHOTS` ("1" records).
///   - snapshotDirectory: Where the snapshot files go instead of `__LayoutSnapshots__/<TestFile>/` next to `file`.
///   - fileID, file, line, column, function: The caller's location, filled in by the compiler; issues point there.
/// - Returns: What happened; issues are recorded already, so callers may ignore it.
/// - Complexity: O(e log e) for the layout's e elements, plus reading and writing the files.
///
/// UIKit parity: none; a test-support function.
@discardableResult
public func assertLayoutSnapshot(
  of layout: UICollectionViewCompositionalLayout, in size: CGSize? = nil, named name: String? = nil,
  record: Bool? = nil, snapshotDirectory: URL? = nil, fileID: String = #fileID, file: StaticString = #filePath,
  line: Int = #line, column: Int = #column, function: String = #function
) -> LayoutSnapshotOutcome {
  let location = SourceLocation(fileID: fileID, filePath: "\(file)", line: line, column: column)
  if let size {
    var context = layout.context
    context.size = size
    layout.prepare(context: context)
  }
  let files = LayoutSnapshotFiles(
    testFile: "\(file)", name: name ?? function, directory: snapshotDirectory)
  let dump = layoutDump(layout)
  let recording =
    record ?? (ProcessInfo.processInfo.environment[recordLayoutSnapshotsVariable] == "1")

  let recorded: String
  do {
    guard !recording, let existing = try files.readDump() else {
      try files.write(dump: dump, picture: renderSVG(layout: layout))
      return .recorded(dump: files.dump, picture: files.picture)
    }
    recorded = existing
  } catch {
    let message = "Layout snapshot \(files.dump.path): \(error.localizedDescription)"
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    return .failed(message)
  }
  let diff = LayoutDumpDiff(recorded: recorded, current: dump)
  if diff.isEmpty { return .matched }
  let message = """
    Layout snapshot "\(files.name)" does not match \(files.dump.path):
    \(diff.report())
    If the change is intended, re-record with \(recordLayoutSnapshotsVariable)=1.
    """
  Issue.record(Comment(rawValue: message), sourceLocation: location)
  return .mismatched(diff)
}

/// The two files of one snapshot.
struct LayoutSnapshotFiles {
  /// The snapshot's name as used in file names.
  let name: String
  /// The text dump's file.
  let dump: URL
  /// The SVG's file.
  let picture: URL

  /// The files of snapshot `name` for the test in `testFile`, in `directory` or in
  /// `__LayoutSnapshots__/<TestFile>/` next to it.
  init(testFile: String, name: String, directory: URL?) {
    let test = URL(fileURLWithPath: testFile)
    let folder =
      directory
      ?? test.deletingLastPathComponent().appendingPathComponent("__LayoutSnapshots__")
      .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
    self.name = Self.sanitized(name)
    dump = folder.appendingPathComponent(self.name + ".txt")
    picture = folder.appendingPathComponent(self.name + ".svg")
  }

  /// `name` without a trailing argument list ("feed()" → "feed") and with unsafe characters replaced by "_".
  static func sanitized(_ name: String) -> String {
    var base = Substring(name)
    if let paren = base.firstIndex(of: "("), base.hasSuffix(")") { base = base[..<paren] }
    let safe = base.unicodeScalars.map { scalar -> Character in
      let allowed =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        || "-_.".unicodeScalars.contains(scalar)
      return allowed ? Character(scalar) : "_"
    }
    let result = String(safe).trimmingCharacters(in: CharacterSet(charactersIn: "."))
    return result.isEmpty ? "snapshot" : result
  }

  /// The recorded dump, or nil when none was recorded.
  func readDump() throws -> String? {
    guard FileManager.default.fileExists(atPath: dump.path) else { return nil }
    return try String(contentsOf: dump, encoding: .utf8)
  }

  /// Writes both files, creating the folder.
  func write(dump text: String, picture svg: String) throws {
    try FileManager.default.createDirectory(
      at: dump.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: dump, atomically: true, encoding: .utf8)
    try svg.write(to: picture, atomically: true, encoding: .utf8)
  }
}
