import CompositionalLayout
import Foundation
import LayoutRendering
import ScreenRendering
import Views

/// What `assertSnapshot(of:as:…)` did.
///
/// UIKit parity: none; a test-support type.
public enum SnapshotOutcome: Hashable, Sendable {
  /// The reference was written (first run, `record: true`, or `SNAPSHOT_RECORD=1`); a note was reported.
  case recorded(URL)
  /// The value matches the reference.
  case matched
  /// The value differs; a failure was reported with this message, and the actual value (and, for images, a diff
  /// image) was written next to the reference.
  case mismatched(String)
  /// The snapshot could not be made, read or written; a failure was reported with this message.
  case failed(String)
}

/// The environment variable that re-records every snapshot: `SNAPSHOT_RECORD=1` (`RECORD_LAYOUT_SNAPSHOTS=1`, the
/// layout snapshots' variable, works too).
public let snapshotRecordVariable = "SNAPSHOT_RECORD"

/// Checks a view controller's screen against its reference snapshot.
///
/// The controller is shown on `device` with `ScreenHost` (window, safe area, traits, layout passes), then drawn
/// with `ScreenRenderer` (`.image`: a PNG at the device's scale; `.svg`) or described (`.recursiveDescription`).
/// The reference lives in `__Snapshots__/<TestFile>/<testName>.<png|svg|txt>` beside the test file. When it is
/// missing, or recording is asked for, it is written and a note is reported (a warning issue in Swift Testing). On a
/// difference, a failure is reported at the assertion — Swift Testing's `Issue.record` inside a `@Test`, `XCTFail`
/// in an XCTest case — naming the differing pixels (with the actual image and a diff image written next to the
/// reference) or the changed lines.
///
/// ```swift
/// @MainActor @Test func profileDark() {
///   assertSnapshot(of: ProfileViewController(), as: .image, traits: UITraitCollection(userInterfaceStyle: .dark))
/// }
/// ```
///
/// - Parameters:
///   - viewController: a fresh controller (it becomes the root of a new window); wrap it in a
///     `UINavigationController` for a bar.
///   - strategy: `.image`, `.image(precision:pixelTolerance:)`, `.svg` or `.recursiveDescription` (`.layoutDump`
///     fails: use the layout overload).
///   - device: the device and orientation; its scale sets the PNG's pixels. Default iPhone 15.
///   - traits: the appearance (light/dark), content size category and layout direction to show it with; other
///     traits come from the device. Default light, Large, left to right.
///   - name: the reference's name; nil uses the test's (a test's second unnamed snapshot with the same strategy
///     gets `.2`, …; name the snapshots of parameterised tests).
///   - record: whether to write the reference instead of comparing; nil reads `SNAPSHOT_RECORD`.
///   - snapshotDirectory: where references go instead of `__Snapshots__/<TestFile>/`.
///   - fileID, file, testName, line, column: the caller's location, filled in by the compiler.
/// - Returns: what happened; failures are reported already.
/// - Complexity: one layout of the screen, one rendering, reading and comparing one reference.
///
/// UIKit parity: none; swift-snapshot-testing's `assertSnapshot(of:as:named:record:file:testName:line:)` with
/// `.image(on:)` / `.recursiveDescription`, run headless on Linux.
@MainActor
@discardableResult
public func assertSnapshot(
  of viewController: UIViewController, as strategy: SnapshotStrategy, device: Device = .iPhone15,
  traits: UITraitCollection = UITraitCollection(), named name: String? = nil, record: Bool? = nil,
  snapshotDirectory: URL? = nil, fileID: String = #fileID, file: StaticString = #filePath,
  testName: String = #function, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
  let site = SnapshotSite(fileID: fileID, file: file, line: line, column: column)
  let location = SnapshotLocation(
    testFile: "\(file)", testName: testName, name: name, strategy: strategy, directory: snapshotDirectory)
  let host = ScreenHost(
    rootViewController: viewController, device: device,
    userInterfaceStyle: traits.userInterfaceStyle == .dark ? .dark : .light,
    preferredContentSizeCategory: traits.preferredContentSizeCategory, layoutDirection: traits.layoutDirection)
  return withExtendedLifetime(host) {
    verifySnapshot(
      strategy: strategy, location: location, record: record, site: site,
      make: { try viewContent(host.window, strategy: strategy, scale: device.scale) })
  }
}

/// Checks a view (and its subviews) against its reference snapshot; as the view-controller overload, with the
/// view drawn where it is (its bounds become the picture).
///
/// - Parameters:
///   - view: the view; it is laid out (`layoutIfNeeded()`) before drawing.
///   - traits: traits to draw it with (set as the view's trait override while snapshotting, then restored); nil
///     keeps the view's.
///   - device: gives the PNG's scale; nil uses `traits`' display scale, else the view's.
///   - other parameters: as for the view-controller overload.
///
/// UIKit parity: none; swift-snapshot-testing's `assertSnapshot(of: view, as: .image)`.
@MainActor
@discardableResult
public func assertSnapshot(
  of view: UIView, as strategy: SnapshotStrategy, device: Device? = nil, traits: UITraitCollection? = nil,
  named name: String? = nil, record: Bool? = nil, snapshotDirectory: URL? = nil, fileID: String = #fileID,
  file: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
  let site = SnapshotSite(fileID: fileID, file: file, line: line, column: column)
  let location = SnapshotLocation(
    testFile: "\(file)", testName: testName, name: name, strategy: strategy, directory: snapshotDirectory)
  let previous = view.overrideTraitCollection
  if let traits { view.overrideTraitCollection = traits }
  defer { if traits != nil { view.overrideTraitCollection = previous } }
  view.layoutIfNeeded()
  let scale = device?.scale ?? traits?.displayScale ?? view.traitCollection.displayScale
  return verifySnapshot(
    strategy: strategy, location: location, record: record, site: site,
    make: { try viewContent(view, strategy: strategy, scale: scale) })
}

/// Checks a compositional layout against its reference snapshot: `.layoutDump` (`layoutDump(_:)`, differences
/// listed element by element), `.svg` (`renderSVG(layout:)`) or `.image` (that SVG rasterised at `scale`).
///
/// - Parameters:
///   - layout: the layout, drawn at its current scroll position.
///   - size: the collection view's size; nil keeps the layout's context (a size re-prepares the layout).
///   - scale: pixels per point for `.image`. Default 2.
///   - other parameters: as for the view-controller overload.
///
/// UIKit parity: none.
@MainActor
@discardableResult
public func assertSnapshot(
  of layout: UICollectionViewCompositionalLayout, as strategy: SnapshotStrategy, size: CGSize? = nil,
  scale: CGFloat = 2, named name: String? = nil, record: Bool? = nil, snapshotDirectory: URL? = nil,
  fileID: String = #fileID, file: StaticString = #filePath, testName: String = #function, line: UInt = #line,
  column: UInt = #column
) -> SnapshotOutcome {
  let site = SnapshotSite(fileID: fileID, file: file, line: line, column: column)
  let location = SnapshotLocation(
    testFile: "\(file)", testName: testName, name: name, strategy: strategy, directory: snapshotDirectory)
  if let size {
    var context = layout.context
    context.size = size
    layout.prepare(context: context)
  }
  return verifySnapshot(strategy: strategy, location: location, record: record, site: site) {
    switch strategy.kind {
    case .layoutDump: return .text(layoutDump(layout))
    case .svg: return .text(renderSVG(layout: layout))
    case .image: return .image(try SVGRasterizer.rasterize(svg: renderSVG(layout: layout), scale: scale))
    case .recursiveDescription:
      throw SnapshotError("a layout has no view tree; use .layoutDump, .svg or .image")
    }
  }
}

// MARK: - Implementation

/// Where the assertion was written.
struct SnapshotSite {
  let fileID: String
  let file: StaticString
  let line: UInt
  let column: UInt
}

/// A snapshot made from a value.
enum SnapshotContent {
  case image(RasterImage)
  case text(String)
}

struct SnapshotError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

@MainActor
func viewContent(_ view: UIView, strategy: SnapshotStrategy, scale: CGFloat) throws -> SnapshotContent {
  switch strategy.kind {
  case .image: return .image(try ScreenRenderer().image(of: view, scale: scale))
  case .svg: return .text(ScreenRenderer().svg(of: view))
  case .recursiveDescription: return .text(viewTreeDescription(of: view))
  case .layoutDump:
    throw SnapshotError("a view has no layout dump; snapshot its collection view's layout with .layoutDump")
  }
}

@MainActor
func verifySnapshot(
  strategy: SnapshotStrategy, location: SnapshotLocation, record: Bool?, site: SnapshotSite,
  make: () throws -> SnapshotContent
) -> SnapshotOutcome {
  let environment = ProcessInfo.processInfo.environment
  let recording =
    record ?? (environment[snapshotRecordVariable] == "1" || environment[recordLayoutSnapshotsVariable] == "1")
  func fail(_ message: String) -> SnapshotOutcome {
    SnapshotIssueReporter.fail(message, fileID: site.fileID, file: site.file, line: site.line, column: site.column)
    return .failed(message)
  }
  let content: SnapshotContent
  do {
    content = try make()
  } catch {
    return fail("Snapshot \"\(location.name)\" (\(strategy.name)) could not be made: \(error)")
  }
  let referenceExists = FileManager.default.fileExists(atPath: location.reference.path)
  do {
    if recording || !referenceExists {
      try SnapshotLocation.write(data(of: content), to: location.reference)
      location.removeArtifacts()
      let why = referenceExists ? "Re-recorded" : "Recorded a new"
      SnapshotIssueReporter.note(
        "\(why) snapshot \"\(location.name)\" (\(strategy.name)) at \(location.reference.path)",
        fileID: site.fileID, file: site.file, line: site.line, column: site.column)
      return .recorded(location.reference)
    }
    let difference: String?
    switch content {
    case .image(let actual):
      difference = try imageDifference(actual, location: location, strategy: strategy)
    case .text(let actual):
      difference = try textDifference(actual, location: location, strategy: strategy)
    }
    guard let difference else {
      location.removeArtifacts()
      return .matched
    }
    let message = """
      Snapshot "\(location.name)" (\(strategy.name)) does not match \(location.reference.path):
      \(difference)
      If the change is intended, re-record with \(snapshotRecordVariable)=1 (or record: true).
      """
    SnapshotIssueReporter.fail(message, fileID: site.fileID, file: site.file, line: site.line, column: site.column)
    return .mismatched(message)
  } catch {
    return fail("Snapshot \"\(location.name)\" at \(location.reference.path): \(error)")
  }
}

private func data(of content: SnapshotContent) throws -> Data {
  switch content {
  case .image(let image): try image.pngData()
  case .text(let text): Data(text.utf8)
  }
}

/// The failure text for an image, or nil when it matches; writes the actual and diff images on a mismatch.
private func imageDifference(_ actual: RasterImage, location: SnapshotLocation, strategy: SnapshotStrategy) throws
  -> String?
{
  guard case .image(let precision, let tolerance) = strategy.kind else { return nil }
  // Fast path: the encoder is deterministic, so equal bytes mean equal pixels (no decoding).
  let referenceData = try Data(contentsOf: location.reference)
  let actualData = try actual.pngData()
  if actualData == referenceData { return nil }
  let reference = try RasterImage(png: referenceData)
  let comparison = ImageComparison(reference: reference, actual: actual, pixelTolerance: tolerance)
  if comparison.matches(precision: precision) { return nil }
  try SnapshotLocation.write(actualData, to: location.actual)
  let diff = ImageComparison.diffImage(reference: reference, actual: actual, pixelTolerance: tolerance)
  try SnapshotLocation.write(diff.pngData(), to: location.diff)
  var lines: [String] = []
  if comparison.sizesDiffer {
    lines.append(
      "the size changed: recorded \(reference.width) × \(reference.height) pixels, now \(actual.width) × \(actual.height)"
    )
  } else {
    let percent = Double(comparison.differingPixels) * 100 / Double(max(1, comparison.totalPixels))
    let allowed = Int((1 - precision) * Double(comparison.totalPixels))
    lines.append(
      "\(comparison.differingPixels) of \(comparison.totalPixels) pixels differ "
        + "(\(String(format: "%.3f", percent)) %; at most \(allowed) may, with precision \(precision)), "
        + "by up to \(comparison.largestDifference) of 255 per channel (tolerance \(tolerance))")
  }
  lines.append("actual: \(location.actual.path)")
  lines.append("diff (differing pixels in red): \(location.diff.path)")
  return lines.joined(separator: "\n")
}

/// The failure text for text, or nil when it matches; writes the actual text on a mismatch.
private func textDifference(_ actual: String, location: SnapshotLocation, strategy: SnapshotStrategy) throws
  -> String?
{
  let recorded = try String(contentsOf: location.reference, encoding: .utf8)
  if recorded == actual { return nil }
  try SnapshotLocation.write(Data(actual.utf8), to: location.actual)
  let report: String
  if strategy.kind == .layoutDump {
    report = LayoutDumpDiff(recorded: recorded, current: actual).report()
  } else {
    report = LineDiff(recorded: recorded, current: actual).report()
  }
  return report + "\nactual: \(location.actual.path)"
}
