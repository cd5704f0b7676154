/// Why a solver operation was refused. The solver is unchanged after every error except
/// `internalFailure`.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A required constraint cannot be satisfied together with the required constraints already in
  /// the solver. `conflicts` are required constraints already in the solver that, with `constraint`,
  /// have no common solution (a Farkas certificate read off the phase-one row: usually an
  /// irreducible set, not guaranteed minimal), in the order they were added. To recover as UIKit
  /// does, remove (break) one of `[constraint] + conflicts` and retry.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// A strength is not finite and in `1...1000`, or an edit variable was given the required strength.
  case invalidStrength(Strength)
  /// A coefficient, a constant or a suggested value is NaN or infinite.
  case nonFiniteValue(String)
  /// Numerical breakdown (iteration limit, unbounded objective). The solver's state is unspecified;
  /// call `reset()` and rebuild.
  case internalFailure(String)

  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint, let conflicts):
      "unsatisfiable required constraint \(constraint); conflicts with \(conflicts)"
    case .duplicateConstraint(let constraint): "constraint already added: \(constraint)"
    case .unknownConstraint(let constraint): "constraint not in the solver: \(constraint)"
    case .duplicateEditVariable(let variable): "edit variable already added: \(variable)"
    case .unknownEditVariable(let variable): "not an edit variable: \(variable)"
    case .invalidStrength(let strength): "invalid strength \(strength.value): must be finite, in 1...1000"
    case .nonFiniteValue(let what): "non-finite value: \(what)"
    case .internalFailure(let what): "internal solver failure: \(what)"
    }
  }
}
