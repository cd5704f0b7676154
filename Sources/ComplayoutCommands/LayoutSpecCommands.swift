import CompositionalLayout
import Foundation
import LayoutSpec

/// What the `complayout` subcommands do with a spec, without argument parsing or file access.
///
/// The CLI reads the file, calls one of these, writes `output` (to standard output on success and to standard error
/// otherwise, as it prefers) and exits with `exitCode`.
///
/// UIKit parity: none.
public enum LayoutSpecCommands {
  /// Checks a spec: decodes it, and when it decodes, lays it out and collects the engine's diagnostics.
  ///
  /// `output` has one line per finding — `error: <path>: <message>` for spec problems, `warning: <diagnostic>` for
  /// the engine's `LayoutDiagnostic`s — then a summary line; for a clean spec only the summary
  /// (`valid: 2 sections, 42 items`).
  ///
  /// - Parameter data: The spec's bytes (any size; oversized input is rejected without being read).
  /// - Returns: The text to print and the exit code: 0 when the spec decodes and the engine reports nothing, 1
  ///   otherwise (engine diagnostics mean the engine substituted something, so the layout is not what it says).
  /// - Complexity: decoding is O(bytes); preparing is O(sections + slots per group).
  public static func validate(data: Data) -> (output: String, exitCode: Int32) {
    let specification: LayoutSpecification
    do {
      specification = try LayoutSpecification.decode(from: data)
    } catch {
      var lines = error.problems.map { "error: \($0.path): \($0.message)" }
      if error.omittedProblemCount > 0 { lines.append("error: … and \(error.omittedProblemCount) more problem(s)") }
      let total = error.problems.count + error.omittedProblemCount
      lines.append("invalid: \(total) problem(s)")
      return (lines.joined(separator: "\n") + "\n", 1)
    }
    let diagnostics = specification.makePreparedLayout().diagnostics
    let items = specification.sections.reduce(0) { $0 + $1.numberOfItems }
    var lines = diagnostics.map { "warning: \($0)" }
    let summary = "\(specification.sections.count) section(s), \(items) item(s)"
    if diagnostics.isEmpty {
      lines.append("valid: \(summary)")
    } else {
      lines.append("invalid: \(summary); the engine reported \(diagnostics.count) diagnostic(s)")
    }
    return (lines.joined(separator: "\n") + "\n", diagnostics.isEmpty ? 0 : 1)
  }

  /// Decodes a spec and prepares its layout, for commands that render or dump it.
  ///
  /// - Returns: The specification and its prepared layout, or the decoding error.
  public static func load(data: Data) -> Result<
    (specification: LayoutSpecification, layout: UICollectionViewCompositionalLayout), LayoutSpecError
  > {
    do {
      let specification = try LayoutSpecification.decode(from: data)
      return .success((specification, specification.makePreparedLayout()))
    } catch {
      return .failure(error)
    }
  }
}
