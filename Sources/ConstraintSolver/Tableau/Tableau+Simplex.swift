/// Why an optimisation stopped without an optimum.
enum SimplexFailure: Error, Sendable {
  /// The pivot bound was reached (numerical cycling).
  case iterationLimit
  /// The objective decreases without bound (impossible for well-formed input: errors are ≥ 0).
  case unbounded
  /// Dual simplex: a row cannot be made feasible (the constraints have no common solution).
  case infeasible(row: Int)
}

extension Tableau {
  /// Primal simplex: pivots until no parametric symbol has a lexicographically negative reduced cost.
  ///
  /// Entering symbol: the smallest id with a negative reduced cost; leaving row: the minimum ratio,
  /// ties broken by the smallest basic id (Bland's rule, so no cycling in exact arithmetic; an
  /// iteration bound catches numerical cycling). Dummy symbols never enter.
  ///
  /// Complexity: O(pivots × rows × cells). Paper: §2.2 (Optimize), with the symbolic weights of §2.3.
  mutating func optimize() throws(SimplexFailure) {
    var iterations = 0
    while let entering = primalEntering() {
      guard let index = primalLeavingRow(for: entering) else { throw .unbounded }
      pivot(entering: entering, row: index)
      iterations += 1
      if iterations > iterationLimit { throw .iterationLimit }
    }
  }

  /// The smallest-id pivotable symbol whose reduced cost is lexicographically negative.
  func primalEntering() -> Symbol? {
    var best: Symbol?
    for k in levels.indices {
      for cell in levels[k].row.cells where cell.coefficient < -Tolerance.epsilon {
        if let current = best, current.id <= cell.symbol.id { break }
        guard kind(cell.symbol).isPivotable else { continue }
        var decided = true
        for higher in 0..<k where !Tolerance.isZero(levels[higher].row.coefficient(of: cell.symbol)) {
          decided = false
          break
        }
        if decided { best = cell.symbol }
      }
    }
    return best
  }

  /// The restricted row that first hits zero as `entering` grows (ratio test; Bland tie-break).
  func primalLeavingRow(for entering: Symbol) -> Int? {
    var best: Int?
    var bestRatio = Double.infinity
    for i in rows.indices {
      let basic = basics[i]
      guard kind(basic).isRestricted else { continue }
      let coefficient = rows[i].coefficient(of: entering)
      guard coefficient < -Tolerance.epsilon else { continue }
      let ratio = max(0, rows[i].constant) / -coefficient
      if best == nil || ratio < bestRatio - Tolerance.epsilon
        || (ratio <= bestRatio + Tolerance.epsilon && basic.id < basics[best ?? i].id)
      {
        best = i
        bestRatio = min(ratio, bestRatio)
      }
    }
    return best
  }

  /// Dual simplex: pivots until every restricted basic symbol is ≥ 0, keeping optimality.
  ///
  /// Leaving row: the infeasible row with the smallest basic id; entering symbol: the minimum of
  /// reduced cost ÷ coefficient over the row's positive pivotable coefficients, compared
  /// lexicographically, ties broken by the smallest id (Bland's rule for the dual).
  ///
  /// Complexity: O(pivots × rows × cells). Paper: §2.4 (re-optimisation after edit constants with
  /// the dual simplex).
  ///
  /// - Parameter candidates: when known, exactly the infeasible rows (after a constant shift): the
  ///   first leaving row is chosen among them, sparing a scan of every row when there are none.
  mutating func dualOptimize(candidates: [Int]? = nil) throws(SimplexFailure) {
    var iterations = 0
    var pending = candidates
    while true {
      let leaving: Int?
      if let rows = pending {
        leaving = rows.min { basics[$0].id < basics[$1].id }
        pending = nil
      } else {
        leaving = dualLeavingRow()
      }
      guard let index = leaving else { return }
      guard let entering = dualEntering(row: index) else { throw .infeasible(row: index) }
      pivot(entering: entering, row: index)
      iterations += 1
      if iterations > iterationLimit { throw .iterationLimit }
    }
  }

  /// The infeasible restricted row (constant < −ε) with the smallest basic id.
  func dualLeavingRow() -> Int? {
    var best: Int?
    for i in rows.indices where rows[i].constant < -Tolerance.epsilon {
      let basic = basics[i]
      guard kind(basic).isRestricted, kind(basic) != .dummy else { continue }
      if best.map({ basic.id < basics[$0].id }) ?? true { best = i }
    }
    return best
  }

  /// The pivotable symbol of row `index` with a positive coefficient and the lexicographically
  /// smallest reduced cost ÷ coefficient.
  func dualEntering(row index: Int) -> Symbol? {
    var best: Cell?
    for cell in rows[index].cells where cell.coefficient > Tolerance.epsilon && kind(cell.symbol).isPivotable {
      guard let current = best else {
        best = cell
        continue
      }
      // Compare cost(cell) / a(cell) with cost(current) / a(current), level by level.
      var order = 0
      for level in levels {
        let lhs = level.row.coefficient(of: cell.symbol) / cell.coefficient
        let rhs = level.row.coefficient(of: current.symbol) / current.coefficient
        if lhs < rhs - Tolerance.epsilon {
          order = -1
          break
        }
        if lhs > rhs + Tolerance.epsilon {
          order = 1
          break
        }
      }
      if order < 0 || (order == 0 && cell.symbol.id < current.symbol.id) { best = cell }
    }
    return best?.symbol
  }
}
