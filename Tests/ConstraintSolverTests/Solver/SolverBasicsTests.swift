import ConstraintSolver
import Testing

/// Small systems solved by hand; the expected values are derived in the comments.
@Suite("Solver by hand")
struct SolverBasicsTests {
  @Test("A view between two margins of a 320-point container")
  func viewBetweenMargins() throws {
    let container = Variable("container.width")
    let minX = Variable("view.minX")
    let maxX = Variable("view.maxX")
    let solver = Solver()
    try solver.addConstraints([
      Constraint(container, .equal, 320),
      Constraint(minX, .equal, 20),  // leading margin
      Constraint(maxX, .equal, container - 20),  // trailing margin
    ])
    // minX = 20; maxX = 320 − 20 = 300; width = 300 − 20 = 280.
    #expect(solver.value(of: minX) == 20)
    #expect(solver.value(of: maxX) == 300)
    #expect(solver.value(of: maxX) - solver.value(of: minX) == 280)
    #expect(solver.ambiguousVariables().isEmpty)
  }

  @Test("A weaker constraint yields to a stronger one, and both yield to a required one")
  func weakerYields() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 10, strength: .defaultHigh))
    try solver.addConstraint(Constraint(x, .equal, 20, strength: .defaultLow))
    // 750 beats 250: x = 10 (error 0 at 750, 10 at 250).
    #expect(solver.value(of: x) == 10)
    #expect(solver.totalError(at: .defaultLow) == 10)
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 15))
    // Required x ≥ 15: the closest to 10 is 15 (error 5 at 750, 5 at 250).
    #expect(solver.value(of: x) == 15)
    #expect(solver.totalError(at: .defaultHigh) == 5)
  }

  @Test("Priorities are lexicographic: three errors at 250 never outweigh one at 251")
  func lexicographic() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 0, strength: 251))
    for _ in 0..<3 { try solver.addConstraint(Constraint(x, .equal, 10, strength: 250)) }
    // Weighted sums would pick x = 10 (251 × 10 = 2510 < 3 × 250 × 10 = 7500);
    // lexicographic priorities keep the 251 constraint exact: x = 0, error 30 at 250.
    #expect(solver.value(of: x) == 0)
    #expect(solver.totalError(at: 250) == 30)
  }

  @Test("Each level decides only what the levels above left open")
  func levelsInTurn() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(Constraint(x + y, .equal, 100))  // required
    try solver.addConstraint(Constraint(x, .equal, 30, strength: 250))
    try solver.addConstraint(Constraint(y, .equal, 80, strength: 251))
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 90, strength: 999))
    // 999: x ≤ 90 holds for many solutions. 251: y = 80 exactly, so x = 100 − 80 = 20.
    // 250: x = 30 is then off by 10 — no trade is made with the level above.
    #expect(solver.value(of: x) == 20)
    #expect(solver.value(of: y) == 80)
    #expect(solver.totalError(at: 251) == 0)
    #expect(solver.totalError(at: 250) == 10)
    try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 25, strength: 500))
    // 500 (above 251) now wants x ≥ 25: x = 25, y = 75 (error 5 at 251, 5 at 250).
    #expect(solver.value(of: x) == 25)
    #expect(solver.totalError(at: 251) == 5)
    #expect(solver.totalError(at: 250) == 5)
  }

  @Test("Compression resistance (750) beats hugging (250); required space beats both")
  func huggingVersusCompression() throws {
    let width = Variable("label.width")
    let intrinsic = 100.0
    let solver = Solver()
    try solver.addConstraint(Constraint(width, .greaterThanOrEqual, intrinsic, strength: .defaultHigh))  // compression
    try solver.addConstraint(Constraint(width, .lessThanOrEqual, intrinsic, strength: .defaultLow))  // hugging
    // Both satisfied at the intrinsic width.
    #expect(solver.value(of: width) == 100)
    let fill = Constraint(width, .equal, 150, strength: 500)
    try solver.addConstraint(fill)
    // Stretching at 500 beats hugging at 250: width = 150 (hugging error 50).
    #expect(solver.value(of: width) == 150)
    try solver.removeConstraint(fill)
    let weakFill = Constraint(width, .equal, 150, strength: 200)
    try solver.addConstraint(weakFill)
    // Stretching at 200 loses to hugging at 250: back to 100.
    #expect(solver.value(of: width) == 100)
    try solver.addConstraint(Constraint(width, .lessThanOrEqual, 80))
    // Only 80 points available (required): width = 80, compression error 20 at 750.
    #expect(solver.value(of: width) == 80)
    #expect(solver.totalError(at: .defaultHigh) == 20)
  }

  @Test("Two labels share a row: the one with lower compression resistance shrinks")
  func twoLabelsInARow() throws {
    let a = Variable("a.width")
    let b = Variable("b.width")
    let solver = Solver()
    // 8 + a + 8 + b + 8 = 200 → a + b = 176; intrinsic widths 120 and 90 (total 210, 34 too many).
    try solver.addConstraint(Constraint(a + b, .equal, 176))
    try solver.addConstraint(Constraint(a, .greaterThanOrEqual, 0))
    try solver.addConstraint(Constraint(b, .greaterThanOrEqual, 0))
    try solver.addConstraint(Constraint(a, .greaterThanOrEqual, 120, strength: 749))
    try solver.addConstraint(Constraint(b, .greaterThanOrEqual, 90, strength: .defaultHigh))
    // b (750) keeps 90; a (749) gets 176 − 90 = 86.
    #expect(solver.value(of: b) == 90)
    #expect(solver.value(of: a) == 86)
  }

  @Test("Removing a constraint restores what it overrode")
  func removal() throws {
    let x = Variable("x")
    let solver = Solver()
    let pin = Constraint(x, .equal, 10)
    try solver.addConstraint(Constraint(x, .equal, 20, strength: .defaultLow))
    try solver.addConstraint(pin)
    #expect(solver.value(of: x) == 10)
    #expect(solver.hasConstraint(pin))
    try solver.removeConstraint(pin)
    // Only x = 20 @250 is left.
    #expect(!solver.hasConstraint(pin))
    #expect(solver.value(of: x) == 20)
    #expect(throws: SolverError.unknownConstraint(pin)) { try solver.removeConstraint(pin) }
  }

  @Test("Removing every constraint empties the solver; re-adding gives the same values")
  func removeAllAndReAdd() throws {
    let x = Variable("x")
    let y = Variable("y")
    let constraints = [
      Constraint(x, .greaterThanOrEqual, 5),
      Constraint(y, .equal, x + 10),
      Constraint(x, .equal, 0, strength: .defaultLow),
      Constraint(y, .lessThanOrEqual, 100, strength: .defaultHigh),
    ]
    let solver = Solver()
    try solver.addConstraints(constraints)
    // x as small as allowed: 5; y = 15.
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 15)
    for constraint in constraints.reversed() { try solver.removeConstraint(constraint) }
    #expect(solver.constraints.isEmpty)
    #expect(solver.values().isEmpty)
    try solver.addConstraints(constraints)
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 15)
  }
}
