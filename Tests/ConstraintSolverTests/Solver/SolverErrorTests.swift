import ConstraintSolver
import Testing

/// Required conflicts and invalid input: typed errors, never a trap, and the solver unchanged.
@Suite("Solver errors")
struct SolverErrorTests {
  @Test("Two required widths conflict; the error names the earlier one, the solver is unchanged")
  func requiredEqualitiesConflict() throws {
    let width = Variable("width")
    let other = Variable("other")
    let solver = Solver()
    let unrelated = Constraint(other, .equal, 5)
    let first = Constraint(width, .equal, 100)
    try solver.addConstraints([unrelated, first])
    let second = Constraint(width, .equal, 50)
    #expect(throws: SolverError.unsatisfiableConstraint(second, conflicts: [first])) {
      try solver.addConstraint(second)
    }
    #expect(!solver.hasConstraint(second))
    #expect(solver.value(of: width) == 100)
    // Breaking the old one (as UIKit does) lets the new one in.
    try solver.removeConstraint(first)
    try solver.addConstraint(second)
    #expect(solver.value(of: width) == 50)
  }

  @Test("A chain of inequalities: x ≥ 10, y ≥ x + 10, y ≤ 15 (needs 20 ≤ y ≤ 15)")
  func inequalityChain() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    let lower = Constraint(x, .greaterThanOrEqual, 10)
    let gap = Constraint(y, .greaterThanOrEqual, x + 10)
    let unrelated = Constraint(z, .lessThanOrEqual, y)
    let weak = Constraint(y, .equal, 0, strength: .defaultLow)
    try solver.addConstraints([lower, gap, unrelated, weak])
    // y = x + 10 = 20 at best for the weak pull toward 0.
    #expect(solver.value(of: y) == 20)
    let upper = Constraint(y, .lessThanOrEqual, 15)
    #expect(throws: SolverError.unsatisfiableConstraint(upper, conflicts: [lower, gap])) {
      try solver.addConstraint(upper)
    }
    #expect(solver.value(of: y) == 20)
    #expect(solver.constraints == [lower, gap, unrelated, weak])
  }

  @Test("A constant contradiction (0 == 5 after cancelling) is unsatisfiable with no other culprit")
  func constantContradiction() throws {
    let x = Variable("x")
    let solver = Solver()
    let bad = Constraint(x - x, .equal, 5)
    #expect(throws: SolverError.unsatisfiableConstraint(bad, conflicts: [])) { try solver.addConstraint(bad) }
    let harmless = Constraint(x - x, .equal, 0)
    try solver.addConstraint(harmless)
    #expect(solver.hasConstraint(harmless))
  }

  @Test("A redundant required equality is accepted, and stays after the one it repeats is removed")
  func redundantEquality() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let sum = Constraint(x + y, .equal, 10)
    let xFixed = Constraint(x, .equal, 4)
    let yFixed = Constraint(y, .equal, 6)  // implied by the two above
    try solver.addConstraints([sum, xFixed, yFixed])
    #expect(solver.value(of: y) == 6)
    try solver.removeConstraint(sum)
    try solver.addConstraint(Constraint(y, .equal, 100, strength: .defaultLow))
    #expect(solver.value(of: x) == 4)
    #expect(solver.value(of: y) == 6)
  }

  @Test("NaN and infinite inputs and out-of-range strengths are typed errors")
  func invalidInput() throws {
    let x = Variable("x")
    let solver = Solver()
    let nan = Constraint(x, .equal, Double.nan)
    #expect(throws: SolverError.self) { try solver.addConstraint(nan) }
    let infinite = Constraint(x * .infinity, .lessThanOrEqual, 1)
    #expect(throws: SolverError.self) { try solver.addConstraint(infinite) }
    for strength in [Strength(0), Strength(1001), Strength(.nan), Strength(-.infinity)] {
      let constraint = Constraint(x, .equal, 1, strength: strength)
      #expect {
        try solver.addConstraint(constraint)
      } throws: { error in
        guard case .invalidStrength(let rejected) = error as? SolverError else { return false }
        return rejected.value.bitPattern == strength.value.bitPattern
      }
    }
    let good = Constraint(x, .equal, 1)
    try solver.addConstraint(good)
    #expect(throws: SolverError.duplicateConstraint(good)) { try solver.addConstraint(good) }
    #expect(throws: SolverError.self) { try solver.updateConstant(of: good, to: .infinity) }
    #expect(throws: SolverError.invalidStrength(.required)) { try solver.addEditVariable(x, strength: .required) }
    try solver.addEditVariable(x, strength: 100)
    #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: 100) }
    #expect(throws: SolverError.self) { try solver.suggestValue(x, .nan) }
    let stranger = Variable("stranger")
    #expect(throws: SolverError.unknownEditVariable(stranger)) { try solver.suggestValue(stranger, 1) }
    #expect(solver.value(of: x) == 1)
  }

  @Test("Updating a required constant into a conflict throws and keeps the old constant")
  func constantUpdateConflict() throws {
    let x = Variable("x")
    let solver = Solver()
    let floor = Constraint(x, .greaterThanOrEqual, 10)
    let ceiling = Constraint(x, .lessThanOrEqual, 20)
    try solver.addConstraints([floor, ceiling, Constraint(x, .equal, 0, strength: .defaultLow)])
    #expect(solver.value(of: x) == 10)
    // x ≤ 5 contradicts x ≥ 10. The expression is x − 20, so x ≤ 5 means constant −5.
    #expect(throws: SolverError.unsatisfiableConstraint(ceiling, conflicts: [floor])) {
      try solver.updateConstant(of: ceiling, to: -5)
    }
    #expect(solver.constant(of: ceiling) == -20)
    #expect(solver.value(of: x) == 10)
    try solver.updateConstant(of: floor, to: -15)  // x ≥ 15
    #expect(solver.value(of: x) == 15)
  }
}
