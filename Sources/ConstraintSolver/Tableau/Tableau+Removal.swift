extension Tableau {
  /// Removes a constraint added by `insert`, then re-optimises.
  ///
  /// Its errors leave the objective; if its marker is parametric it is pivoted into the basis on the
  /// row chosen by the paper's rule (restricted rows with a negative coefficient by minimum ratio, then
  /// restricted rows with a positive coefficient, then unrestricted rows) and that row is dropped.
  ///
  /// Complexity: O(rows × cells) plus the pivots of re-optimisation. Paper: §2.6 (removing a constraint).
  mutating func remove(_ record: ConstraintRow) throws(SimplexFailure) {
    if record.strength < 1000 {
      let k = level(for: record.strength)
      if record.markerIsError { addToObjective(record.marker, times: -1, level: k) }
      if let other = record.other { addToObjective(other, times: -1, level: k) }
      levels[k].count -= 1
      if levels[k].count == 0 { levels.remove(at: k) }
    }
    if rowIndex(of: record.marker) == nil, let index = markerLeavingRow(record.marker) {
      pivot(entering: record.marker, row: index)
    }
    _ = removeRow(of: record.marker)
    releaseSymbol(record.marker)
    if let other = record.other { releaseSymbol(other) }
    try optimize()
  }

  /// The row in which to pivot a parametric marker before dropping it (see `remove`).
  func markerLeavingRow(_ marker: Symbol) -> Int? {
    var negative: (index: Int, ratio: Double)?
    var positive: (index: Int, ratio: Double)?
    var unrestricted: Int?
    for i in rows.indices {
      let coefficient = rows[i].coefficient(of: marker)
      guard coefficient != 0 else { continue }
      guard kind(basics[i]).isRestricted else {
        if unrestricted == nil { unrestricted = i }
        continue
      }
      if coefficient < 0 {
        let ratio = -rows[i].constant / coefficient
        if negative.map({ ratio < $0.ratio }) ?? true { negative = (i, ratio) }
      } else {
        let ratio = rows[i].constant / coefficient
        if positive.map({ ratio < $0.ratio }) ?? true { positive = (i, ratio) }
      }
    }
    return negative?.index ?? positive?.index ?? unrestricted
  }

  /// Sets the constant of a constraint's expression to `constant` without rebuilding: the shift is
  /// carried by the marker's column (`marker_old = marker_new + δ / sign`), then the dual simplex
  /// restores feasibility. Returns false, with the old constant still in effect (possibly in another
  /// basis), when the incremental path cannot decide (a required constraint that may now conflict);
  /// the caller then removes and re-adds the constraint.
  ///
  /// Complexity: O(rows × log cells) plus the dual pivots. Paper: §2.4 (edit constants: the marker's
  /// column of the tableau), generalised to any constraint.
  mutating func updateConstant(_ record: inout ConstraintRow, to constant: Double) throws(SimplexFailure) -> Bool {
    let delta = constant - record.constant
    guard delta != 0 else { return true }
    let amount = delta / record.markerSign
    let shifted = shift(record.marker, by: amount)
    if shifted.breaksDummy {
      _ = shift(record.marker, by: -amount)
      return false
    }
    do {
      try dualOptimize(candidates: shifted.infeasible)
    } catch .infeasible(let row) {
      // Only a required constraint can make the system infeasible. Shifting back gives the old system
      // (in the current basis), which is feasible: the dual simplex restores it.
      guard record.strength >= 1000 else { throw .infeasible(row: row) }
      _ = shift(record.marker, by: -amount)
      try dualOptimize()
      return false
    }
    record.constant = constant
    return true
  }

  /// Replaces `symbol` by `symbol + amount` throughout: the constants of the rows and levels in which
  /// it appears move by `coefficient × amount`, or its own row's constant by `−amount`. Reports the rows
  /// that became infeasible and whether a required-equality marker left zero.
  mutating func shift(_ symbol: Symbol, by amount: Double) -> (infeasible: [Int], breaksDummy: Bool) {
    var infeasible: [Int] = []
    var breaksDummy = false
    func check(_ i: Int) {
      let basicKind = kind(basics[i])
      if basicKind == .dummy {
        if !Tolerance.isZero(rows[i].constant) { breaksDummy = true }
      } else if basicKind.isRestricted && rows[i].constant < -Tolerance.epsilon {
        infeasible.append(i)
      }
    }
    if let index = rowIndex(of: symbol) {
      rows[index].constant -= amount
      check(index)
      return (infeasible, breaksDummy)
    }
    if inRows[Int(symbol.id)] {
      for i in rows.indices {
        let coefficient = rows[i].coefficient(of: symbol)
        if coefficient != 0 {
          rows[i].constant += coefficient * amount
          check(i)
        }
      }
    }
    for k in levels.indices {
      let coefficient = levels[k].row.coefficient(of: symbol)
      if coefficient != 0 { levels[k].row.constant += coefficient * amount }
    }
    return (infeasible, breaksDummy)
  }
}
