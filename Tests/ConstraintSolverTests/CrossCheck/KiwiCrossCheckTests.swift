import ConstraintSolver
import Testing

/// Seeded random systems solved by this solver and by PyPI's `kiwisolver` (an independent Cassowary
/// implementation), compared within 1e-6.
///
/// kiwi weighs strengths numerically (strong = 10⁶, medium = 10³, weak = 1 per unit of error), this
/// solver lexicographically. The two agree when no exchange between levels is worth 1000:1, so the
/// systems are built for that: only three non-required levels (750 → strong, 250 → medium,
/// 50 → weak), every non-required constraint between levels strong and medium is a difference
/// constraint with ±1 coefficients (a unit of error at one level moves any other level's total by at
/// most the number of its constraints, well under 1000), and the weak level is one stay per variable
/// with a distinct scale in [1, 2), so the optimum is unique (sums of absolute errors tie otherwise).
/// Required constraints are built around a hidden reference solution, so they are always satisfiable.
@Suite("kiwisolver cross-check")
struct KiwiCrossCheckTests {
  /// The values of `system` from this solver, and whether it had to leave constraints at 750 and at 250
  /// unsatisfied (so the comparison exercises the priorities).
  static func solve(_ system: RandomSystem) throws -> (values: [Double], strongError: Bool, mediumError: Bool) {
    let variables = (0..<system.count).map { Variable("x\($0)") }
    let solver = Solver()
    for c in system.constraints {
      let terms = c.terms.map { Term(variables[$0.0], $0.1) }
      try solver.addConstraint(
        Constraint(LinearExpression(terms: terms, constant: c.constant), c.relation, strength: c.strength))
    }
    return (
      variables.map { solver.value(of: $0) }, solver.totalError(at: 750) > 1e-6, solver.totalError(at: 250) > 1e-6
    )
  }

  /// A Python script that solves every system with kiwisolver and prints one line of values per system.
  static func script(for systems: [RandomSystem]) -> String {
    func strength(_ s: Strength) -> String {
      switch s.value {
      case 1000: "required"
      case 750: "strong"
      case 250: "medium"
      default: "weak"
      }
    }
    func relation(_ r: Relation) -> String {
      switch r {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    }
    var lines = [
      "import kiwisolver as kiwi",
      "def solve(count, constraints):",
      "    solver = kiwi.Solver()",
      "    xs = [kiwi.Variable('x%d' % i) for i in range(count)]",
      "    for terms, constant, op, strength in constraints:",
      "        e = constant",
      "        for i, c in terms:",
      "            e = e + c * xs[i]",
      "        c = (e == 0) if op == '==' else ((e <= 0) if op == '<=' else (e >= 0))",
      "        solver.addConstraint(c | strength)",
      "    solver.updateVariables()",
      "    print(' '.join(repr(x.value()) for x in xs))",
    ]
    for system in systems {
      let constraints = system.constraints.map { c in
        let terms = c.terms.map { "(\($0.0), \($0.1))" }.joined(separator: ", ")
        return "([\(terms)], \(c.constant), '\(relation(c.relation))', '\(strength(c.strength))')"
      }
      lines.append("solve(\(system.count), [\(constraints.joined(separator: ", "))])")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(
    "200 seeded random systems (5–40 variables) agree with kiwisolver within 1e-6",
    .enabled(
      if: Kiwi.isAvailable || Kiwi.isCI,
      "python3 with kiwisolver is not installed (python3 -m pip install kiwisolver); skipped outside CI"))
  func randomSystemsMatchKiwi() throws {
    guard Kiwi.isAvailable else {
      Issue.record("CI is set but python3 cannot import kiwisolver: install it (scripts/test.sh does)")
      return
    }
    var rng = SplitMix64(seed: 0xCA55_0A11)
    let systems = (0..<200).map { _ in RandomSystem.make(&rng) }
    let output = try Kiwi.run(script: Self.script(for: systems))
    let kiwiValues = output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
    try #require(kiwiValues.count == systems.count)
    var compared = 0
    var largest = 0.0
    var strongConflicts = 0
    var mediumConflicts = 0
    for (index, system) in systems.enumerated() {
      let (ours, strongError, mediumError) = try Self.solve(system)
      if strongError { strongConflicts += 1 }
      if mediumError { mediumConflicts += 1 }
      try #require(kiwiValues[index].count == ours.count, "system \(index)")
      for (variable, (a, b)) in zip(ours, kiwiValues[index]).enumerated() {
        compared += 1
        largest = max(largest, abs(a - b))
        #expect(abs(a - b) <= 1e-6, "system \(index) x\(variable): ours \(a), kiwi \(b)")
      }
    }
    print(
      "kiwisolver cross-check: \(systems.count) systems, \(compared) values, largest difference \(largest);",
      "\(strongConflicts) systems leave 750-level error, \(mediumConflicts) leave 250-level error")
    // The systems must actually exercise the priorities.
    #expect(strongConflicts >= 50)
    #expect(mediumConflicts >= 50)
  }

  @Test(
    "After incremental constant updates and removals, 200 systems agree with kiwisolver solving the result",
    .enabled(
      if: Kiwi.isAvailable || Kiwi.isCI,
      "python3 with kiwisolver is not installed (python3 -m pip install kiwisolver); skipped outside CI"))
  func incrementalEditsMatchKiwi() throws {
    guard Kiwi.isAvailable else {
      Issue.record("CI is set but python3 cannot import kiwisolver: install it (scripts/test.sh does)")
      return
    }
    var rng = SplitMix64(seed: 0x1DEA_5EED)
    var finals: [RandomSystem] = []
    var ours: [[Double]] = []
    for _ in 0..<200 {
      var system = RandomSystem.make(&rng)
      let variables = (0..<system.count).map { Variable("x\($0)") }
      let solver = Solver()
      var constraints: [Constraint] = []
      for c in system.constraints {
        let terms = c.terms.map { Term(variables[$0.0], $0.1) }
        let constraint = Constraint(
          LinearExpression(terms: terms, constant: c.constant), c.relation, strength: c.strength)
        try solver.addConstraint(constraint)
        constraints.append(constraint)
      }
      // Move the constants of a quarter of the non-required constraints (stays excluded: they keep
      // the optimum unique), then remove a quarter of all non-stay constraints.
      var removed = Set<Int>()
      for index in system.constraints.indices where system.constraints[index].strength != .fittingSizeLevel {
        if system.constraints[index].strength != .required && rng.below(4) == 0 {
          let constant = -rng.quarter(in: -100...400)
          system.constraints[index].constant = constant
          try solver.updateConstant(of: constraints[index], to: constant)
        }
        if rng.below(4) == 0 { removed.insert(index) }
      }
      for index in removed.sorted(by: >) {
        try solver.removeConstraint(constraints[index])
        system.constraints.remove(at: index)
      }
      finals.append(system)
      ours.append(variables.map { solver.value(of: $0) })
    }
    let output = try Kiwi.run(script: Self.script(for: finals))
    let kiwiValues = output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
    try #require(kiwiValues.count == finals.count)
    var compared = 0
    for index in finals.indices {
      try #require(kiwiValues[index].count == ours[index].count, "system \(index)")
      for (variable, (a, b)) in zip(ours[index], kiwiValues[index]).enumerated() {
        compared += 1
        #expect(abs(a - b) <= 1e-6, "system \(index) x\(variable): ours \(a), kiwi \(b)")
      }
    }
    print("kiwisolver incremental cross-check: \(finals.count) systems, \(compared) values")
  }
}
