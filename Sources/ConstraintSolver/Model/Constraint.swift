/// A linear constraint `expression relation 0` with a strength; identity-based (one object per constraint).
///
/// Build it as `lhs relation rhs` — stored as `expression = lhs − rhs` — for example
/// `Constraint(view.maxX, .lessThanOrEqual, container.maxX - 20, strength: .defaultHigh)`. A
/// constraint is immutable; its constant can be changed inside a solver with
/// `Solver.updateConstant(of:to:)`. Values are validated when it is added to a solver (never here).
///
/// Complexity: creation is O(n) in the number of terms.
///
/// Paper: Badros, Borning & Stuckey 2001, §1 — a constraint of the hierarchy (required or preferential).
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
  /// `lhs − rhs`, compared with zero.
  public let expression: LinearExpression
  /// The comparison with zero.
  public let relation: Relation
  /// The priority (`1...1000`, `1000` = required).
  public let strength: Strength
  /// A name for diagnostics (for example the UIKit constraint's identifier).
  public let name: String?

  /// Creates `lhs relation rhs` at `strength` (default: required).
  public init(
    _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
    strength: Strength = .required, name: String? = nil
  ) {
    self.expression = lhs.expression - rhs.expression
    self.relation = relation
    self.strength = strength
    self.name = name
  }

  /// Creates `expression relation 0` at `strength` (default: required).
  public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, name: String? = nil)
  {
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.name = name
  }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  public var description: String {
    let body = "\(expression) \(relation) 0 @\(strength)"
    return name.map { "\($0): \(body)" } ?? body
  }
}
