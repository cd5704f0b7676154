import Foundation

/// A rule the audit checks.
///
/// UIKit parity: none; the rules follow Apple's Human Interface Guidelines (44 × 44 pt tap targets, the safe area)
/// and WCAG 2.x (contrast).
public enum AuditRule: String, Codable, CaseIterable, Hashable, Sendable, Comparable {
  /// A label's text needs more lines than it may show, or is wider than its one line (it draws "…" or is cut).
  case truncatedText = "truncated-text"
  /// A label's frame leaves the bounds of an ancestor that clips (`clipsToBounds`), scroll views excepted.
  case clippedText = "clipped-text"
  /// Two sibling cells, supplementary views or controls overlap.
  case overlap
  /// Visible text or a control leaves the window's safe area.
  case outsideSafeArea = "outside-safe-area"
  /// A control (or a view with a gesture recogniser) is smaller than 44 × 44 pt.
  case smallTapTarget = "small-tap-target"
  /// Text contrast against its resolved background is below WCAG AA (4.5:1, or 3:1 for large text).
  case lowContrast = "low-contrast"
  /// The Auto Layout engine had to break a constraint.
  case unsatisfiableConstraints = "unsatisfiable-constraints"
  /// A view's constraints leave its frame undetermined.
  case ambiguousLayout = "ambiguous-layout"
  /// A collection view's layout reported a diagnostic (a bad dimension, an impossible group…).
  case layoutDiagnostic = "layout-diagnostic"

  public static func < (lhs: AuditRule, rhs: AuditRule) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}

/// A rectangle in window coordinates, points (Codable with stable keys x, y, width, height).
public struct AuditRect: Codable, Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  /// Creates a rectangle from a `CGRect`, rounded to 1/1000 pt so that reports are stable.
  public init(_ rect: CGRect) {
    func r(_ value: CGFloat) -> Double { (Double(value) * 1000).rounded() / 1000 }
    x = r(rect.minX)
    y = r(rect.minY)
    width = r(rect.width)
    height = r(rect.height)
  }

  /// The `CGRect`.
  public var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

  public var description: String {
    "(\(AuditFormat.number(x)) \(AuditFormat.number(y)); \(AuditFormat.number(width)) × \(AuditFormat.number(height)))"
  }
}

/// A point in points (Codable with stable keys x, y), rounded to 1/1000 pt.
public struct AuditPoint: Codable, Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  /// Creates a point from a `CGPoint`.
  public init(_ point: CGPoint) {
    x = (Double(point.x) * 1000).rounded() / 1000
    y = (Double(point.y) * 1000).rounded() / 1000
  }

  public var description: String { "(\(AuditFormat.number(x)), \(AuditFormat.number(y)))" }
}

/// One problem, deduplicated across configurations: the same rule on the same view path (index paths of cells
/// and supplementaries written as `*`) is one finding that lists every configuration it occurs in; the first
/// occurrence is the example (its concrete path, frame, message and picture).
///
/// UIKit parity: none.
public struct AuditFinding: Codable, Hashable, Sendable {
  /// The rule broken.
  public var rule: AuditRule
  /// The view's path with cell and supplementary index paths written as `*` (the deduplication key with `rule`),
  /// e.g. `UIWindow/UILayoutContainerView/…/UICollectionView/CommentCell{*}/UIView/UILabel[1]`.
  public var path: String
  /// The first occurrence's concrete path, e.g. `…/CommentCell{0,3}/UIView/UILabel[1]`.
  public var examplePath: String
  /// What is wrong at the first occurrence, with its numbers.
  public var message: String
  /// The view's frame in window coordinates at the first occurrence, points.
  public var frame: AuditRect
  /// The main scroll view's content offset at the first occurrence (nil without one), points.
  public var scrollOffset: AuditPoint?
  /// Every configuration the finding occurs in (``AuditConfiguration/description``), in matrix order.
  public var configurations: [String]
  /// How many times it occurred in all (views × scroll positions × configurations).
  public var occurrences: Int
  /// The distinct concrete paths it occurred at (e.g. how many cells), at most 20 listed.
  public var instances: [String]
  /// A remark on UIKit parity, when UIKit itself draws the same (e.g. a standard `UISwitch` is 31 pt tall).
  public var note: String?
  /// The picture of the spot at the first occurrence: an SVG cropped around the view with the view outlined in
  /// red; not encoded in JSON (the CLI writes it beside the report and records ``pictureFile``).
  public var pictureSVG: String?
  /// The picture's file name, relative to the report, when one was written.
  public var pictureFile: String?

  enum CodingKeys: String, CodingKey {
    case rule, path, examplePath, message, frame, scrollOffset, configurations, occurrences, instances, note
    case pictureFile
  }
}

/// Everything an audit of one screen found.
///
/// UIKit parity: none.
public struct ScreenAuditReport: Codable, Hashable, Sendable {
  /// The screen's name.
  public var screen: String
  /// How many configurations ran.
  public var configurationCount: Int
  /// How many (configuration, scroll position) states were checked.
  public var statesChecked: Int
  /// The findings, by rule then path.
  public var findings: [AuditFinding]
  /// The rules that were not checked (`ignoring:`).
  public var ignoredRules: [AuditRule]
  /// What the run could not do (e.g. a feature the view layer does not model), one sentence each.
  public var limitations: [String]

  /// Whether nothing was found.
  public var passed: Bool { findings.isEmpty }

  /// The number of findings per rule.
  public var countsByRule: [AuditRule: Int] {
    findings.reduce(into: [:]) { $0[$1.rule, default: 0] += 1 }
  }

  /// The report as JSON: pretty-printed, keys sorted (stable for diffs), pictures left out.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

enum AuditFormat {
  /// A number with at most three decimals and no trailing zeros.
  static func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  static func number(_ value: CGFloat) -> String { number(Double(value)) }
}
