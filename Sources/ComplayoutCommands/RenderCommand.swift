/// The `complayout render` command's configuration: which spec to draw, in which format, where, and how.
///
/// Parsing and validation live here so they can be tested; `run(io:engine:)` does the work with an injected spec
/// engine.
///
/// UIKit parity: none; part of the complayout tool.
public struct RenderCommand: Equatable, Sendable {
  /// The output formats.
  public enum Format: String, CaseIterable, Equatable, Sendable {
    /// An SVG picture of the whole content, or of the viewport at `--offset`.
    case svg
    /// A self-contained interactive HTML page.
    case html
    /// The text dump: one line per element.
    case text
  }

  /// A scroll position: the content offset, in points.
  public struct Offset: Equatable, Sendable {
    /// The horizontal content offset, in points.
    public var x: Double
    /// The vertical content offset, in points.
    public var y: Double

    /// Creates an offset.
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// The largest `--width` and `--height`, in points: the spec format's largest length.
  public static let maximumLength: Double = 1_000_000
  /// The largest magnitude of either `--offset` coordinate, in points.
  public static let maximumOffset: Double = 100_000_000
  /// The largest `--scale`.
  public static let maximumScale: Double = 100
  /// The smallest `--scale`: smaller factors draw nothing visible.
  public static let minimumScale: Double = 0.01

  /// The spec file's path; "-" reads standard input.
  public var input: String
  /// The output format.
  public var format: Format
  /// The file to write; nil or "-" writes standard output.
  public var output: String?
  /// The container width that replaces the spec's, in points; nil keeps the spec's.
  public var width: Double?
  /// The container height that replaces the spec's, in points; nil keeps the spec's.
  public var height: Double?
  /// The scroll position (and, for SVG, the viewport's origin); nil draws the whole content at offset zero.
  public var offset: Offset?
  /// The factor the SVG's width and height are multiplied by (its view box is unchanged); nil means 1.
  public var scale: Double?

  /// Creates a configuration.
  public init(
    input: String, format: Format, output: String? = nil, width: Double? = nil, height: Double? = nil,
    offset: Offset? = nil, scale: Double? = nil
  ) {
    self.input = input
    self.format = format
    self.output = output
    self.width = width
    self.height = height
    self.offset = offset
    self.scale = scale
  }

  static let options: [ArgumentScanner.Option] = [
    .init(name: "--format", alias: "-f"), .init(name: "--out", alias: "-o"), .init(name: "--width"),
    .init(name: "--height"), .init(name: "--offset"), .init(name: "--scale"),
  ]

  /// Parses the arguments after `render`.
  ///
  /// `-h`/`--help` wins over everything else. `--format` is required.
  ///
  /// - Returns: `.help(.render)` or `.render(configuration)`.
  /// - Throws: `CommandLineError` listing every unknown option, unexpected or missing argument, missing, repeated
  ///   or malformed value and validation failure at once.
  /// - Complexity: O(arguments).
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> ComplayoutCommand {
    if ArgumentScanner.asksForHelp(arguments) { return .help(.render) }
    let scanner = ArgumentScanner(arguments, options: options, positionalLimit: 1)
    var problems = scanner.problems
    if scanner.positionals.isEmpty { problems.append(Self.missingSpecProblem) }
    var format = Format.svg
    if let text = scanner.values["--format"] {
      if let parsed = Format(rawValue: text) {
        format = parsed
      } else {
        problems.append("invalid format '\(text)'; expected one of: svg, html, text")
      }
    } else {
      problems.append("missing option '--format <svg|html|text>'")
    }
    func number(_ name: String) -> Double? {
      guard let text = scanner.values[name] else { return nil }
      guard let value = ArgumentScanner.number(text) else {
        problems.append("invalid value '\(Self.echo(text))' for option '\(name)'; expected a number")
        return nil
      }
      return value
    }
    let width = number("--width")
    let height = number("--height")
    let scale = number("--scale")
    var offset: Offset?
    if let text = scanner.values["--offset"] {
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        ArgumentScanner.number(String($0))
      }
      if parts.count == 2, let x = parts[0], let y = parts[1] {
        offset = Offset(x: x, y: y)
      } else {
        problems.append(
          "invalid value '\(Self.echo(text))' for option '--offset'; expected two numbers 'X,Y', e.g. 0,300")
      }
    }
    let command = RenderCommand(
      input: scanner.positionals.first ?? "-", format: format, output: scanner.values["--out"], width: width,
      height: height, offset: offset, scale: scale)
    if !scanner.positionals.isEmpty { problems += command.validationProblems() }
    guard problems.isEmpty else { throw Self.error(problems) }
    return .render(command)
  }

  /// Checks the configuration without touching the file system.
  ///
  /// - Throws: `CommandLineError` when a path is empty or contains NUL, the output is the input, a length is not
  ///   in 0 < value ≤ `maximumLength`, an offset coordinate exceeds `maximumOffset` in magnitude, the scale is not
  ///   in `minimumScale` ≤ value ≤ `maximumScale`, or `--scale`/`--offset` is given for a format that does not use it.
  public func validate() throws(CommandLineError) {
    let problems = validationProblems()
    guard problems.isEmpty else { throw Self.error(problems) }
  }

  func validationProblems() -> [String] {
    var problems = SpecPaths.problems(input: input, output: output)
    for (name, value) in [("--width", width), ("--height", height)] {
      if let value, !(value > 0 && value <= Self.maximumLength) {
        problems.append("'\(name)' must be greater than 0 and at most 1000000 points; got \(value)")
      }
    }
    if let offset, !(abs(offset.x) <= Self.maximumOffset && abs(offset.y) <= Self.maximumOffset) {
      problems.append("'--offset' coordinates must be at most 100000000 points in magnitude")
    }
    if let scale {
      if !(scale >= Self.minimumScale && scale <= Self.maximumScale) {
        problems.append("'--scale' must be at least 0.01 and at most 100; got \(scale)")
      }
      if format != .svg { problems.append("'--scale' applies only to '--format svg'") }
    }
    if offset != nil, format == .html {
      problems.append("'--offset' does not apply to '--format html' (the page scrolls itself)")
    }
    return problems
  }

  /// An option's value as given, or its first 40 characters and its length when longer (a 100,000-digit number is
  /// echoed as `1000000000000000000000000000000000000000… (100000 digits)`, not in full, nor as a rounded double).
  static func echo(_ text: String) -> String {
    guard text.count > 40 else { return text.escapingControlCharacters }
    let digits = text.count { $0.isASCII && $0.isNumber }
    let tail = digits == text.count ? "\(digits) digits" : "\(text.count) characters"
    return String(text.prefix(40)).escapingControlCharacters + "… (\(tail))"
  }

  static let missingSpecProblem = "missing spec file; give a path, or '-' for standard input"

  static func error(_ problems: [String]) -> CommandLineError {
    CommandLineError(problems: problems, usage: ComplayoutHelp.renderUsage, helpCommand: "complayout render --help")
  }
}

/// Checks shared by the commands that read a spec and write a file.
enum SpecPaths {
  /// Problems with an input path and an optional output path, as the commands' `validate()` report them.
  static func problems(input: String, output: String?) -> [String] {
    var problems: [String] = []
    if input.isEmpty { problems.append("the spec file path must not be empty") }
    if input.contains("\u{0}") { problems.append("the spec file path must not contain a NUL character") }
    if let output {
      if output.isEmpty { problems.append("the output file ('--out') must not be empty") }
      if output.contains("\u{0}") { problems.append("the output file ('--out') must not contain a NUL character") }
      if output == input, output != "-" { problems.append(outputIsInputProblem) }
    }
    return problems
  }

  static let outputIsInputProblem = "the output file ('--out') must not be the spec file"
}
