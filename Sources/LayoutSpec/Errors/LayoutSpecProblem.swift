/// One thing wrong with a layout spec: where it is (a JSON path) and what to change.
///
/// `path` is written as in JSONPath — `$` is the document, `.name` a member, `[n]` an array element — for example
/// `$.sections[2].group.subitems[0].layoutSize.widthDimension`. For a missing member the path names the member
/// that should be there. `message` says what is wrong and how to fix it.
///
/// UIKit parity: none; UIKit has no spec format.
public struct LayoutSpecProblem: Hashable, Sendable, CustomStringConvertible {
  /// The JSON path of the offending value, e.g. `$.sections[0].numberOfItems`.
  public let path: String
  /// What is wrong and how to fix it, e.g. `expected a whole number from 0 to 100000000; got 1000000000`.
  public let message: String

  /// Creates a problem.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}
