import ConstraintSolver

/// A seeded random layout-like system with a unique optimum (see `KiwiCrossCheckTests` for why it is
/// built this way): required difference constraints around a hidden reference solution, ±1 difference
/// or bound constraints at 750 and 250, and one scaled stay per variable at 50.
struct RandomSystem {
  typealias Spec = (terms: [(Int, Double)], constant: Double, relation: Relation, strength: Strength)

  var count: Int
  var constraints: [Spec]
  /// A solution of the required constraints.
  var reference: [Double]

  static func make(_ rng: inout SplitMix64) -> RandomSystem {
    let count = 5 + rng.below(36)
    let reference = (0..<count).map { _ in rng.quarter(in: 0...400) }
    var system = RandomSystem(count: count, constraints: [], reference: reference)
    func difference(_ i: Int, _ j: Int, _ constant: Double, _ relation: Relation, _ strength: Strength) {
      system.constraints.append(([(i, 1), (j, -1)], -constant, relation, strength))
    }
    system.constraints.append(([(0, 1)], 0, .greaterThanOrEqual, .required))
    for i in 1..<count {
      let j = rng.below(i)
      let gap = reference[i] - reference[j]
      switch rng.below(6) {
      case 0: difference(i, j, gap, .equal, .required)
      case 1, 2: difference(i, j, gap - rng.quarter(in: 0...20), .greaterThanOrEqual, .required)
      case 3, 4: difference(i, j, gap + rng.quarter(in: 0...20), .lessThanOrEqual, .required)
      default: break
      }
    }
    for strength in [Strength(750), Strength(250)] {
      for _ in 0..<(1 + count / 3) {
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.below(3)]
        let i = rng.below(count)
        let j = rng.below(count)
        if i == j || rng.below(3) == 0 {
          system.constraints.append(([(i, 1)], -rng.quarter(in: 0...400), relation, strength))
        } else {
          difference(i, j, rng.quarter(in: -100...100), relation, strength)
        }
      }
    }
    for i in 0..<count {
      let scale = 1 + Double(rng.below(1024)) / 1024
      let target = reference[i] + rng.quarter(in: -30...30)
      system.constraints.append(([(i, scale)], -scale * target, .equal, .fittingSizeLevel))
    }
    return system
  }

  /// A constant for required constraint `index` that the reference solution still satisfies.
  func feasibleConstant(for index: Int, _ rng: inout SplitMix64) -> Double {
    let spec = constraints[index]
    let value = spec.terms.reduce(0) { $0 + $1.1 * reference[$1.0] }  // expression without constant
    switch spec.relation {
    case .equal: return -value
    case .greaterThanOrEqual: return -value + rng.quarter(in: 0...20)  // value + constant ≥ 0
    case .lessThanOrEqual: return -value - rng.quarter(in: 0...20)
    }
  }

  /// The constraint objects of `specs` over `variables`.
  static func constraints(_ specs: [Spec], _ variables: [Variable]) -> [Constraint] {
    specs.map { spec in
      let terms = spec.terms.map { Term(variables[$0.0], $0.1) }
      return Constraint(LinearExpression(terms: terms, constant: spec.constant), spec.relation, strength: spec.strength)
    }
  }
}
