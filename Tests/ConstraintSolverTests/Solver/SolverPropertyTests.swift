import ConstraintSolver
import Testing

/// Random sequences of incremental operations checked against rebuilding, and conflict sets checked
/// for being infeasible and irreducible.
@Suite("Solver properties")
struct SolverPropertyTests {
  @Test("Random removals, re-additions, constant updates and edits match a rebuild", arguments: 0..<60)
  func incrementalMatchesRebuild(seed: Int) throws {
    var rng = SplitMix64(seed: 0xBEEF &+ UInt64(seed))
    var system = RandomSystem.make(&rng)
    let variables = (0..<system.count).map { Variable("x\($0)") }
    let constraints = RandomSystem.constraints(system.constraints, variables)
    let solver = Solver()
    try solver.addConstraints(constraints)
    var active = Set(constraints.indices)
    var edits: [Int: Double] = [:]  // variable index → suggested value (strength 999)
    for _ in 0..<25 {
      let index = rng.below(constraints.count)
      let stay = system.constraints[index].strength == .fittingSizeLevel
      switch rng.below(5) {
      case 0 where !stay && active.contains(index):
        try solver.removeConstraint(constraints[index])
        active.remove(index)
      case 1 where !active.contains(index):
        try solver.addConstraint(constraints[index])
        active.insert(index)
      case 2 where !stay && active.contains(index):
        let spec = system.constraints[index]
        let constant =
          spec.strength == .required ? system.feasibleConstant(for: index, &rng) : -rng.quarter(in: -100...400)
        system.constraints[index].constant = constant
        try solver.updateConstant(of: constraints[index], to: constant)
      case 3:
        let v = rng.below(variables.count)
        if edits[v] == nil { try solver.addEditVariable(variables[v], strength: 999) }
        let value = rng.quarter(in: 0...400)
        try solver.suggestValue(variables[v], value)
        edits[v] = value
      case 4 where !edits.isEmpty:
        let v = edits.keys.sorted()[rng.below(edits.count)]
        try solver.removeEditVariable(variables[v])
        edits[v] = nil
      default:
        continue
      }
      // Fresh objects with the current constants (an updated constraint keeps its original expression).
      let rebuilt = Solver()
      try rebuilt.addConstraints(RandomSystem.constraints(active.sorted().map { system.constraints[$0] }, variables))
      for (v, value) in edits {
        try rebuilt.addConstraint(Constraint(variables[v], .equal, value, strength: 999))
      }
      for (i, v) in variables.enumerated() {
        #expect(abs(solver.value(of: v) - rebuilt.value(of: v)) <= 1e-7, "seed \(seed) x\(i)")
      }
    }
  }

  @Test("Conflict sets are infeasible with the rejected constraint and feasible without any one member")
  func conflictSetsAreIrreducible() throws {
    var rng = SplitMix64(seed: 0xC0FF_1C75)
    var checked = 0
    for _ in 0..<100 {
      let count = 3 + rng.below(8)
      let variables = (0..<count).map { Variable("x\($0)") }
      let solver = Solver()
      for _ in 0..<(2 * count) {
        let i = rng.below(count)
        let j = rng.below(count)
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.below(3)]
        let expression =
          i == j ? variables[i] - rng.quarter(in: 0...50) : variables[i] - variables[j] - rng.quarter(in: -50...50)
        let constraint = Constraint(expression, relation)
        var failure: (rejected: Constraint, conflicts: [Constraint])?
        do {
          try solver.addConstraint(constraint)
        } catch {
          guard case .unsatisfiableConstraint(let rejected, let conflicts) = error else { throw error }
          failure = (rejected, conflicts)
        }
        if let (rejected, conflicts) = failure {
          #expect(rejected === constraint)
          checked += 1
          // Infeasible: the conflicts alone accept everything but the rejected constraint.
          let alone = Solver()
          try alone.addConstraints(conflicts)
          #expect(throws: SolverError.self) { try alone.addConstraint(constraint) }
          // Irreducible: dropping any member makes room for the rejected constraint.
          for member in conflicts {
            let reduced = Solver()
            try reduced.addConstraints(conflicts.filter { $0 !== member })
            #expect(throws: Never.self) { try reduced.addConstraint(constraint) }
          }
        }
      }
    }
    #expect(checked > 50)
  }
}

/// `isAmbiguous` against a brute-force oracle: a variable is ambiguous exactly when forcing it a little
/// up or down (a required bound) keeps every strength level's total error at its optimum.
@Suite("Ambiguity oracle")
struct AmbiguityOracleTests {
  @Test("isAmbiguous matches forcing each variable up or down by 1e-5, on 40 random systems")
  func matchesOracle() throws {
    var counts = (ambiguous: 0, determined: 0)
    for seed in 0..<40 {
      let (ambiguous, determined) = try check(seed: seed)
      counts.ambiguous += ambiguous
      counts.determined += determined
    }
    // Both outcomes are exercised.
    #expect(counts.ambiguous >= 50 && counts.determined >= 50, "\(counts)")
  }

  /// Checks one system; returns how many variables were ambiguous and how many determined.
  func check(seed: Int) throws -> (Int, Int) {
    var rng = SplitMix64(seed: 0xA3B1 &+ UInt64(seed))
    var system = RandomSystem.make(&rng)
    // Drop the stays of about half the variables, so some are left free or tied.
    system.constraints.removeAll { $0.strength == .fittingSizeLevel && rng.below(2) == 0 }
    let variables = (0..<system.count).map { Variable("x\($0)") }
    let solver = Solver()
    try solver.addConstraints(RandomSystem.constraints(system.constraints, variables))
    let strengths: [Strength] = [750, 250, 50]
    let optimum = strengths.map { solver.totalError(at: $0) }
    var ambiguous: Set<Variable> = []
    for (i, variable) in variables.enumerated() {
      var movable = false
      for direction in [1.0, -1.0] where !movable {
        let probe = Solver()
        try probe.addConstraints(RandomSystem.constraints(system.constraints, variables))
        let target = solver.value(of: variable) + direction * 1e-5
        let bound = Constraint(variable, direction > 0 ? .greaterThanOrEqual : .lessThanOrEqual, target)
        do {
          try probe.addConstraint(bound)
          movable = zip(strengths, optimum).allSatisfy { abs(probe.totalError(at: $0) - $1) <= 1e-9 }
        } catch {
          guard case .unsatisfiableConstraint = error else { throw error }
        }
      }
      if movable { ambiguous.insert(variable) }
      #expect(solver.isAmbiguous(variable) == movable, "seed \(seed) x\(i)")
    }
    // ambiguousVariables() lists the variables the solver knows (those used by some constraint).
    let known = Set(solver.values().keys)
    #expect(Set(solver.ambiguousVariables()) == ambiguous.intersection(known))
    return (ambiguous.count, variables.count - ambiguous.count)
  }
}
