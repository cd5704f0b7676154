import ConstraintSolver
import Testing

/// Edit variables, constant updates (checked against rebuilding) and ambiguity.
@Suite("Solver edits and updates")
struct SolverEditTests {
  @Test("Suggested values flow through required constraints and stop at required bounds")
  func editVariables() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(Constraint(y, .equal, x + 10))
    try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
    try solver.addEditVariable(x, strength: 999)
    #expect(solver.hasEditVariable(x))
    try solver.suggestValue(x, 50)
    // y = 50 + 10.
    #expect(solver.value(of: x) == 50)
    #expect(solver.value(of: y) == 60)
    try solver.suggestValue(x, 150)
    // x ≤ 100 is required: x = 100, y = 110.
    #expect(solver.value(of: x) == 100)
    #expect(solver.value(of: y) == 110)
    try solver.suggestValue(x, -30)
    #expect(solver.value(of: y) == -20)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    try solver.addEditVariable(y, strength: 999)
    let editConstraint = try #require(solver.constraints.last)
    try solver.removeConstraint(editConstraint)
    #expect(!solver.hasEditVariable(y))
    #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
  }

  @Test("A suggestion that pushes through a chain of barriers takes several dual pivots, and comes back")
  func chainOfBarriers() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let solver = Solver()
    try solver.addConstraints([
      Constraint(y, .greaterThanOrEqual, x + 10),
      Constraint(z, .greaterThanOrEqual, y + 10),
      Constraint(z, .lessThanOrEqual, 100),
      Constraint(y, .equal, 50, strength: .fittingSizeLevel),
      Constraint(z, .equal, 60, strength: .fittingSizeLevel),
    ])
    try solver.addEditVariable(x, strength: .defaultHigh)
    try solver.suggestValue(x, 0)
    // Nothing binds: x = 0, y = 50, z = 60 (the stays).
    #expect([solver.value(of: x), solver.value(of: y), solver.value(of: z)] == [0, 50, 60])
    try solver.suggestValue(x, 200)
    // x pushes y (≥ x + 10), which pushes z (≥ y + 10), which stops at 100: z = 100, y = 90, x = 80.
    #expect([solver.value(of: x), solver.value(of: y), solver.value(of: z)] == [80, 90, 100])
    try solver.suggestValue(x, 45)
    // y = max(50, 55) = 55; z = max(60, 65) = 65.
    #expect([solver.value(of: x), solver.value(of: y), solver.value(of: z)] == [45, 55, 65])
    try solver.suggestValue(x, 0)
    #expect([solver.value(of: x), solver.value(of: y), solver.value(of: z)] == [0, 50, 60])
  }

  @Test("An edit at 500 drags a view against a 250 preference but not against a 750 one")
  func editStrengths() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(Constraint(x, .equal, 0, strength: .defaultLow))
    try solver.addEditVariable(x, strength: 500)
    try solver.suggestValue(x, 40)
    #expect(solver.value(of: x) == 40)  // 500 beats 250
    let high = Constraint(x, .lessThanOrEqual, 30, strength: .defaultHigh)
    try solver.addConstraint(high)
    #expect(solver.value(of: x) == 30)  // 750 beats 500
    try solver.removeConstraint(high)
    #expect(solver.value(of: x) == 40)
  }

  @Test("Constant updates give the same values as rebuilding from scratch", arguments: 0..<40)
  func constantUpdatesMatchRebuild(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
    let variables = (0..<8).map { Variable("x\($0)") }
    // A chain of views: x0 ≥ 0, x_{i+1} ≥ x_i + gap (required), preferred positions at 750 and 250, and
    // weak stays (scaled so the optimum is unique).
    struct Spec {
      var lhs: Int
      var rhs: Int?
      var relation: Relation
      var constant: Double
      var strength: Strength
    }
    var specs: [Spec] = [Spec(lhs: 0, rhs: nil, relation: .greaterThanOrEqual, constant: 0, strength: .required)]
    for i in 0..<7 {
      specs.append(Spec(lhs: i + 1, rhs: i, relation: .greaterThanOrEqual, constant: 4, strength: .required))
    }
    for _ in 0..<6 {
      let strength: Strength = rng.below(2) == 0 ? .defaultHigh : .defaultLow
      let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.below(3)]
      specs.append(
        Spec(
          lhs: rng.below(8), rhs: nil, relation: relation, constant: rng.quarter(in: 0...200), strength: strength))
    }
    func make(_ spec: Spec, constant: Double) -> Constraint {
      let rhs = spec.rhs.map { LinearExpression(variables[$0]) } ?? LinearExpression()
      return Constraint(variables[spec.lhs] - rhs - constant, spec.relation, strength: spec.strength)
    }
    let stays = variables.enumerated().map { i, v in
      Constraint((v - Double(10 * i)) * (1 + Double(i) / 16), .equal, strength: .fittingSizeLevel)
    }
    let solver = Solver()
    let constraints = specs.map { make($0, constant: $0.constant) }
    try solver.addConstraints(constraints + stays)
    var constants = specs.map(\.constant)
    for _ in 0..<10 {
      let index = rng.below(specs.count)
      constants[index] = index == 0 || index > 7 ? rng.quarter(in: -50...250) : rng.quarter(in: 0...30)
      try solver.updateConstant(of: constraints[index], to: -constants[index])
      let rebuilt = Solver()
      try rebuilt.addConstraints(specs.indices.map { make(specs[$0], constant: constants[$0]) } + stays)
      for v in variables {
        #expect(abs(solver.value(of: v) - rebuilt.value(of: v)) < 1e-9, "\(v)")
      }
    }
  }

  @Test("Ambiguity: free, pinned, tied and tie-broken variables")
  func ambiguity() throws {
    let solver = Solver()
    let free = Variable("free")
    try solver.addConstraint(Constraint(free, .greaterThanOrEqual, 0))
    // free ≥ 0 alone: any value ≥ 0 works.
    #expect(solver.isAmbiguous(free))
    let pinned = Variable("pinned")
    try solver.addConstraint(Constraint(pinned, .equal, 5))
    #expect(!solver.isAmbiguous(pinned))
    let tied = Variable("tied")
    try solver.addConstraint(Constraint(tied, .equal, 0, strength: .defaultLow))
    try solver.addConstraint(Constraint(tied, .equal, 10, strength: .defaultLow))
    // |t| + |t − 10| = 10 for every t in [0, 10]: ambiguous.
    #expect(solver.isAmbiguous(tied))
    try solver.addConstraint(Constraint(tied, .equal, 3, strength: .fittingSizeLevel))
    // The 50-level constraint picks t = 3 among the 250-level optima.
    #expect(!solver.isAmbiguous(tied))
    #expect(solver.value(of: tied) == 3)
    let width = Variable("width")
    let minX = Variable("minX")
    try solver.addConstraint(Constraint(width, .equal, 40))
    // A width without a position: minX is free, width is not.
    try solver.addConstraint(Constraint(minX + width, .lessThanOrEqual, 300))
    #expect(solver.isAmbiguous(minX))
    #expect(!solver.isAmbiguous(width))
    #expect(solver.ambiguousVariables() == [free, tied].filter { solver.isAmbiguous($0) } + [minX])
    #expect(solver.isAmbiguous(Variable("unknown")))
  }
}
