/// A column of the tableau: an external variable or one of the solver's own non-negative variables.
///
/// Paper: Badros, Borning & Stuckey 2001, §2.1 (unrestricted and restricted variables) and
/// §2.3, §2.5 (slack, error, dummy and artificial variables).
struct Symbol: Hashable, Comparable, Sendable {
  var id: Int32

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// What a symbol stands for.
enum SymbolKind: UInt8, Sendable {
  /// A caller's variable: unrestricted in sign.
  case external
  /// The slack of an inequality: ≥ 0.
  case slack
  /// An error variable of a non-required constraint: ≥ 0, appears in the objective.
  case error
  /// The marker of a required equality: must stay 0; never enters the basis during optimisation.
  case dummy
  /// The artificial variable of phase one: ≥ 0.
  case artificial
  /// A recycled id, free for reuse.
  case free

  /// Whether the symbol is restricted to be non-negative (everything but external variables).
  var isRestricted: Bool { self != .external }

  /// Whether the simplex may bring the symbol into the basis (slack, error and artificial variables).
  var isPivotable: Bool { self == .slack || self == .error || self == .artificial }
}

/// The numerical tolerance of the solver.
///
/// One absolute tolerance, `1e-8`, is used for every comparison: a coefficient or constant whose
/// magnitude is at most `epsilon` counts as zero (and is dropped from rows), a reduced cost counts as
/// negative below `−epsilon`, a phase-one optimum above `epsilon` means infeasible. Inputs are in
/// points, typically up to 10⁴–10⁶ in magnitude, for which 1e-8 is far below any meaningful
/// difference yet well above accumulated double rounding. Systems whose coefficients differ by more
/// than ~10⁸ in magnitude are outside the intended range.
enum Tolerance {
  static let epsilon = 1e-8

  @inline(__always)
  static func isZero(_ value: Double) -> Bool { abs(value) <= epsilon }
}
