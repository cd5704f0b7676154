/// A structured record of a situation UIKit only logs to the console.
///
/// Where UIKit raises an exception, this module traps with a message (see the mutation's
/// documentation). Where UIKit merely logs and recovers — appending an identifier that already
/// exists (it is moved into place), expanding or collapsing an identifier a section snapshot does
/// not contain (it is ignored) — the snapshot performs the documented recovery and appends one
/// `DiffableDiagnostic` to its `diagnostics` array. There is no global sink: diagnostics travel with
/// the snapshot value that produced them, so tests read them straight off the snapshot and a data
/// source can forward them when it applies a snapshot. Diagnostics never take part in equality.
///
/// UIKit parity: stands in for the console warnings quoted in spec/diffable-semantics.md §1.2 and §4.1
/// (`BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS`, "will log"); UIKit has no such
/// type.
public struct DiffableDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What kind of situation was recorded.
  public enum Code: String, Hashable, Sendable {
    /// Items appended or inserted that already existed elsewhere in the snapshot; they were moved into place.
    case itemIdentifiersAlreadyExist
    /// `expand(_:)` named identifiers the section snapshot does not contain; they were ignored.
    case expandUnknownItemIdentifiers
    /// `collapse(_:)` named identifiers the section snapshot does not contain; they were ignored.
    case collapseUnknownItemIdentifiers
    /// Item identifiers whose hash changed after they were added to a snapshot (a hashed field mutated in place,
    /// case B20); the snapshot's index was rebuilt from their current hashes.
    case itemIdentifierHashChanged
  }

  /// What kind of situation was recorded.
  public var code: Code
  /// The offending identifiers, rendered with `String(describing:)`, in argument order.
  public var identifiers: [String]
  /// A human-readable message in UIKit's wording, followed by the fix.
  public var message: String

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - code: The kind of situation.
  ///   - identifiers: The offending identifiers, already rendered as text.
  ///   - message: The full message.
  public init(code: Code, identifiers: [String], message: String) {
    self.code = code
    self.identifiers = identifiers
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
