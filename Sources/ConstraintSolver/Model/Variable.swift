/// A real-valued unknown of a linear system: a cheap, identity-based handle.
///
/// Two `Variable`s are equal only when they are the same object; the optional `name` is for
/// diagnostics only. A variable carries no value: ask the solver (`Solver.value(of:)`). The same
/// variable may be used by several solvers. Units are whatever the caller uses (points for UIKit).
///
/// Complexity: creation, hashing and comparison are O(1).
///
/// Paper: Badros, Borning & Stuckey 2001, §2.1 — the "constrainable variables" (external,
/// unrestricted variables of the tableau).
public final class Variable: Hashable, Sendable, CustomStringConvertible {
  /// A name for diagnostics (for example `"label.minX"`); not used by the solver.
  public let name: String?

  /// Creates a new, distinct variable.
  /// - Parameter name: an optional debug name.
  public init(_ name: String? = nil) {
    self.name = name
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The debug name, or an address-based placeholder.
  public var description: String {
    if let name { return name }
    let address = UInt(bitPattern: ObjectIdentifier(self).hashValue)
    return "v" + String(address, radix: 16)
  }
}
