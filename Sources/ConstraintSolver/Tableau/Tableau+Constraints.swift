/// The tableau's record of one constraint: the symbols it added and how its constant enters.
struct ConstraintRow: Sendable {
  /// The slack (inequality), dummy (required equality) or positive error (non-required equality).
  var marker: Symbol
  /// The error variable of a non-required constraint, if any (the negative error of an equality).
  var other: Symbol?
  /// The marker's coefficient in `expression + … = 0` (±1), for constant updates.
  var markerSign: Double
  /// The strength (`1000` required).
  var strength: Float
  /// The expression's current constant.
  var constant: Double

  /// Whether the marker is an error variable (non-required equality: the marker is e⁺).
  var markerIsError: Bool
}

/// Why a constraint could not be inserted.
enum InsertionFailure: Error, Sendable {
  /// A required constraint conflicts; `markers` are the markers of the conflicting constraints.
  case unsatisfiable(markers: [Symbol])
  case simplex(SimplexFailure)
}

extension Tableau {
  /// Adds `expression relation 0` at `strength`; the expression's symbols are external symbols of this
  /// tableau. On `.unsatisfiable` the tableau is unchanged.
  ///
  /// Complexity: O(rows × cells) plus the pivots of re-optimisation.
  /// Paper: §2.5 (adding a constraint: substitution, choice of subject, artificial variable).
  mutating func insert(
    _ expression: Row, relation: Relation, strength: Float
  ) throws(InsertionFailure) -> ConstraintRow {
    let required = strength >= 1000
    var row = parametric(expression)
    let record: ConstraintRow
    switch (relation, required) {
    case (.equal, true):
      let dummy = makeSymbol(.dummy)
      row.add(dummy, 1)
      record = ConstraintRow(
        marker: dummy, other: nil, markerSign: 1, strength: strength, constant: expression.constant,
        markerIsError: false)
    case (.equal, false):
      // expression = e⁺ − e⁻
      let plus = makeSymbol(.error)
      let minus = makeSymbol(.error)
      row.add(plus, -1)
      row.add(minus, 1)
      let k = level(for: strength)
      levels[k].count += 1
      levels[k].row.add(plus, 1)
      levels[k].row.add(minus, 1)
      record = ConstraintRow(
        marker: plus, other: minus, markerSign: -1, strength: strength, constant: expression.constant,
        markerIsError: true)
    case (.greaterThanOrEqual, _), (.lessThanOrEqual, _):
      // expression ∓ slack (± error) = 0, slack ≥ 0
      let sign: Double = relation == .greaterThanOrEqual ? -1 : 1
      let slack = makeSymbol(.slack)
      row.add(slack, sign)
      var error: Symbol?
      if !required {
        let symbol = makeSymbol(.error)
        row.add(symbol, -sign)
        let k = level(for: strength)
        levels[k].count += 1
        levels[k].row.add(symbol, 1)
        error = symbol
      }
      record = ConstraintRow(
        marker: slack, other: error, markerSign: sign, strength: strength, constant: expression.constant,
        markerIsError: false)
    }
    if row.constant < 0 { row.multiply(by: -1) }

    do {
      if let subject = chooseSubject(row, record) {
        row.solve(for: subject)
        substituteEverywhere(subject, with: row)
        addRow(row, basic: subject)
      } else if row.cells.allSatisfy({ kind($0.symbol) == .dummy }) {
        guard Tolerance.isZero(row.constant) else {
          let markers = row.cells.map(\.symbol).filter { $0 != record.marker }
          discard(record)
          throw InsertionFailure.unsatisfiable(markers: markers)
        }
        // Redundant with required equalities: keep the relation with the marker as its basic symbol.
        row.solve(for: record.marker)
        addRow(row, basic: record.marker)
      } else {
        try insertWithArtificialVariable(row, record)
      }
      try optimize()
    } catch let failure as InsertionFailure {
      throw failure
    } catch let failure as SimplexFailure {
      throw .simplex(failure)
    } catch {
      throw .simplex(.unbounded)
    }
    return record
  }

  /// The paper's subject choice: an external symbol (preferably one that occurs in no row, which
  /// makes the substitution free); else a new slack or error symbol with a negative coefficient (so it
  /// becomes basic with a non-negative value).
  func chooseSubject(_ row: Row, _ record: ConstraintRow) -> Symbol? {
    var external: Symbol?
    for cell in row.cells where kind(cell.symbol) == .external {
      if !inRows[Int(cell.symbol.id)] { return cell.symbol }
      if external == nil { external = cell.symbol }
    }
    if let external { return external }
    if kind(record.marker).isPivotable && row.coefficient(of: record.marker) < 0 { return record.marker }
    if let other = record.other, row.coefficient(of: other) < 0 { return other }
    return nil
  }

  /// Phase one: `a = row`, minimise `a`; feasible when the minimum is 0, then `a` is pivoted out.
  /// Paper: §2.5 (the artificial variable when no subject is available).
  mutating func insertWithArtificialVariable(_ row: Row, _ record: ConstraintRow) throws(InsertionFailure) {
    let artificial = makeSymbol(.artificial)
    addRow(row, basic: artificial)
    levels.insert(ObjectiveLevel(strength: .infinity, row: row, count: 0), at: 0)
    do throws(SimplexFailure) {
      try optimize()
    } catch {
      throw .simplex(error)
    }
    let phaseOne = levels.removeFirst().row
    let feasible = Tolerance.isZero(phaseOne.constant)
    if let index = rowIndex(of: artificial) {
      if !feasible {
        // The phase-one row is a Farkas certificate: its markers name the conflicting constraints.
        let markers = rows[index].cells.map(\.symbol).filter { symbol in
          symbol != record.marker && (kind(symbol) == .dummy || kind(symbol) == .slack)
        }
        _ = removeRow(of: artificial)
        releaseSymbol(artificial)
        discard(record)
        do throws(SimplexFailure) { try optimize() } catch { throw .simplex(error) }
        throw .unsatisfiable(markers: markers)
      }
      if rows[index].isConstant {
        _ = removeRow(of: artificial)
      } else {
        // Degenerate (value 0): exchange it with a symbol of its row, preferring pivotable ones.
        let cells = rows[index].cells
        let entering = cells.first { kind($0.symbol).isPivotable } ?? cells[0]
        pivot(entering: entering.symbol, row: index)
      }
    }
    releaseSymbol(artificial)
  }

  /// Releases the symbols of a constraint that was not inserted (and its objective contributions).
  mutating func discard(_ record: ConstraintRow) {
    if record.strength < 1000 {
      let k = level(for: record.strength)
      levels[k].count -= 1
      if levels[k].count == 0 { levels.remove(at: k) }
    }
    releaseSymbol(record.marker)
    if let other = record.other { releaseSymbol(other) }
  }
}
