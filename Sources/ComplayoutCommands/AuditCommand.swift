import Foundation
import Gallery
import ScreenAudit
import ScreenRendering
import Views

/// The `complayout audit` command: runs the seed screens' view controllers across an audit matrix and reports
/// what breaks (see `ScreenAudit`).
///
/// UIKit parity: none; part of the complayout tool.
public struct AuditCommand: Equatable, Sendable {
  /// Which matrix to run.
  public enum Matrix: String, Equatable, Sendable, CaseIterable {
    /// `AuditMatrix.default`: 8 device orientations × 12 text sizes × light/dark × LTR/RTL = 384 configurations.
    case `default`
    /// `AuditMatrix.quick`: 8 configurations.
    case quick
  }

  /// What standard output receives.
  public enum Format: String, Equatable, Sendable, CaseIterable {
    case text, json, html
  }

  /// When the command exits 1.
  public enum FailOn: String, Equatable, Sendable, CaseIterable {
    /// Exit 1 when any screen has a finding.
    case any
    /// Exit 0 whatever is found (report only).
    case none
  }

  /// The screens' names (`SeedScreens.all`), or empty for all of them.
  public var screens: [String]
  /// The matrix.
  public var matrix: Matrix
  /// The format of standard output.
  public var format: Format
  /// A directory for <screen>.txt, <screen>.json, <screen>.html and the pictures, or nil to write nothing.
  public var outputDirectory: String?
  /// When to exit 1.
  public var failOn: FailOn

  /// Creates a configuration.
  public init(
    screens: [String] = [], matrix: Matrix = .default, format: Format = .text, outputDirectory: String? = nil,
    failOn: FailOn = .any
  ) {
    self.screens = screens
    self.matrix = matrix
    self.format = format
    self.outputDirectory = outputDirectory
    self.failOn = failOn
  }

  /// The screens the command can audit: the four seed screens' own view controllers, by gallery name (the names of
  /// `SeedScreens.all`).
  public static let screenNames = [
    "comment-thread", "marketplace-post-detail", "item-grid-pages", "supplementary-tour",
  ]

  /// Parses the arguments after `audit`: `--screen <name>[,<name>…]`, `--matrix default|quick`,
  /// `--format text|json|html`, `--out <dir>`, `--fail-on any|none`, `-h`/`--help`.
  ///
  /// - Throws: `CommandLineError` listing every unknown option, bad value and unknown screen at once.
  /// - Complexity: O(arguments).
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> ComplayoutCommand {
    if ArgumentScanner.asksForHelp(arguments) { return .help(.audit) }
    let scanner = ArgumentScanner(
      arguments,
      options: [
        .init(name: "--screen", alias: "-s"), .init(name: "--matrix", alias: nil),
        .init(name: "--format", alias: "-f"), .init(name: "--out", alias: "-o"), .init(name: "--fail-on", alias: nil),
      ], positionalLimit: 0)
    var problems = scanner.problems
    var command = AuditCommand()
    if let value = scanner.values["--screen"] {
      command.screens = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      for name in command.screens where !screenNames.contains(name) {
        problems.append("unknown screen '\(name)'; expected one of: \(screenNames.joined(separator: ", "))")
      }
    }
    func choice<T: RawRepresentable & CaseIterable>(_ option: String, _ type: T.Type) -> T?
    where T.RawValue == String {
      guard let value = scanner.values[option] else { return nil }
      guard let parsed = T(rawValue: value) else {
        problems.append(
          "invalid value '\(value)' for '\(option)'; expected one of: "
            + T.allCases.map(\.rawValue).joined(separator: ", "))
        return nil
      }
      return parsed
    }
    command.matrix = choice("--matrix", Matrix.self) ?? .default
    command.format = choice("--format", Format.self) ?? .text
    command.failOn = choice("--fail-on", FailOn.self) ?? .any
    if let out = scanner.values["--out"] {
      if out.isEmpty { problems.append("the output directory ('--out') must not be empty") }
      if out.contains("\u{0}") { problems.append("the output directory ('--out') must not contain a NUL character") }
      command.outputDirectory = out
    }
    guard problems.isEmpty else {
      throw CommandLineError(
        problems: problems, usage: ComplayoutHelp.auditUsage, helpCommand: "complayout audit --help")
    }
    return .audit(command)
  }

  /// Audits the screens, prints the reports in `format`, writes files under `outputDirectory`.
  ///
  /// - Returns: the exit status: 0, or 1 when a finding exists and `failOn` is `.any`, or when a file cannot be
  ///   written.
  @MainActor
  public func run() -> Int32 {
    let entries = SeedScreens.all.filter { screens.isEmpty || screens.contains($0.name) }
    let auditor = ScreenAuditor(matrix: matrix == .quick ? .quick : .default)
    var anyFinding = false
    var status: Int32 = 0
    var index: [(name: String, findings: Int)] = []
    let clock = ContinuousClock()
    for entry in entries {
      let start = clock.now
      var report = auditor.audit(named: entry.name) {
        UINavigationController(rootViewController: entry.makeViewController())
      }
      let elapsed = clock.now - start
      anyFinding = anyFinding || !report.passed
      index.append((entry.name, report.findings.count))
      if let outputDirectory {
        do {
          report = try write(report, to: URL(fileURLWithPath: outputDirectory, isDirectory: true))
        } catch {
          StandardError.write("error: cannot write the audit of \(entry.name) to \(outputDirectory): \(error)\n")
          status = 1
        }
      }
      switch format {
      case .text:
        print(report.textReport(), terminator: "")
        print("(\(entry.name): \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 2)))))\n")
      case .json: print(String(decoding: (try? report.jsonData()) ?? Data(), as: UTF8.self))
      case .html: print(report.htmlReport(), terminator: "")
      }
    }
    if let outputDirectory, !index.isEmpty {
      let items = index.map { "<li><a href=\"\($0.name).html\">\($0.name)</a>: \($0.findings) findings</li>" }
      let page =
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Screen audit</title></head>"
        + "<body><h1>Screen audit</h1><ul>\(items.joined())</ul></body></html>\n"
      do {
        try Data(page.utf8).write(to: URL(fileURLWithPath: outputDirectory).appendingPathComponent("index.html"))
      } catch {
        StandardError.write("error: cannot write index.html to \(outputDirectory): \(error)\n")
        status = 1
      }
    }
    if status != 0 { return status }
    return anyFinding && failOn == .any ? 1 : 0
  }

  /// Writes <screen>.txt/.json/.html and <screen>-pictures/finding-N.svg and .png; returns the report with the
  /// pictures' file names.
  @MainActor
  private func write(_ report: ScreenAuditReport, to directory: URL) throws -> ScreenAuditReport {
    var report = report
    let pictures = directory.appendingPathComponent("\(report.screen)-pictures", isDirectory: true)
    try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
    for index in report.findings.indices {
      guard let svg = report.findings[index].pictureSVG else { continue }
      let name = "finding-\(index + 1)"
      try Data(svg.utf8).write(to: pictures.appendingPathComponent(name + ".svg"))
      if let png = try? SVGRasterizer.rasterize(svg: svg, scale: 2).pngData() {
        try png.write(to: pictures.appendingPathComponent(name + ".png"))
        report.findings[index].pictureFile = "\(report.screen)-pictures/\(name).png"
      } else {
        report.findings[index].pictureFile = "\(report.screen)-pictures/\(name).svg"
      }
    }
    try Data(report.textReport().utf8).write(to: directory.appendingPathComponent("\(report.screen).txt"))
    try report.jsonData().write(to: directory.appendingPathComponent("\(report.screen).json"))
    try Data(report.htmlReport().utf8).write(to: directory.appendingPathComponent("\(report.screen).html"))
    return report
  }
}

extension AuditCommand {
  /// The `audit` command's help text.
  public static let helpText = """
    OVERVIEW: Run each seed screen's own view controller (in a navigation controller) on
    iPhone SE, iPhone 15, iPhone 15 Pro Max and iPad, portrait and landscape, at the 12
    text sizes from XS to AX5, light and dark, left to right and right to left, scrolled
    through its content with orthogonal sections swiped, and report per finding the rule,
    the view's path, the configurations and a picture of the spot. Rules: truncated-text,
    clipped-text, overlap, outside-safe-area, small-tap-target (< 44 × 44 pt),
    low-contrast (WCAG AA), unsatisfiable-constraints, ambiguous-layout,
    layout-diagnostic. Apple's sample screens are audited by
    'scripts/compat/check.py audit' (the corpus is compiled there, not here).

    USAGE: complayout audit [--screen <names>] [--matrix default|quick]
                            [--format text|json|html] [--out <dir>] [--fail-on any|none]

    OPTIONS:
      -s, --screen <names>    Comma-separated seed screens: comment-thread,
                              marketplace-post-detail, item-grid-pages,
                              supplementary-tour. (default: all four)
      --matrix <matrix>       default (384 configurations) or quick (iPhone SE and
                              iPhone 15 portrait, L and AX5, light and dark, LTR: 8).
                              (default: default)
      -f, --format <format>   What standard output gets: text, json or html.
                              (default: text)
      -o, --out <dir>         Also write <screen>.txt, <screen>.json, <screen>.html,
                              <screen>-pictures/finding-N.svg/.png and index.html there.
      --fail-on <when>        any: exit 1 when a screen has a finding; none: exit 0.
                              (default: any)
      -h, --help              Show help information.

    EXIT STATUS: 0 when nothing was found (or --fail-on none), 1 when something was found
    or a file cannot be written, 64 for a bad command line.

    """
}
