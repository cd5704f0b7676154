/// An incremental Cassowary solver: required constraints always hold, non-required ones are satisfied
/// as well as possible, strength level by strength level (lexicographically, highest first), with the
/// errors of one level summed (absolute values, in the caller's units).
///
/// The tableau is kept solved after every call: there is no separate "solve" step, and
/// `value(of:)` is always current. Adding or removing a constraint, changing a constant
/// (`updateConstant(of:to:)`) and suggesting a value for an edit variable all update the existing
/// tableau incrementally (paper §2.4–2.6): nothing is rebuilt. Not thread-safe; use from one thread (or
/// actor) at a time.
///
/// Paper: Badros, Borning & Stuckey, "The Cassowary linear arithmetic constraint solving algorithm",
/// ACM TOCHI 8(4), 2001.
public final class Solver {
  struct Record {
    var constraint: Constraint
    var row: ConstraintRow
    var serial: Int
  }

  struct VariableEntry {
    var variable: Variable
    var symbol: Symbol
    var uses: Int
  }

  // The solver never calls out to user code while it mutates its state (no callbacks, no observers), so
  // overlapping accesses cannot happen; dynamic exclusivity checks are off for the hot properties.
  @exclusivity(unchecked) var tableau = Tableau()
  @exclusivity(unchecked) var records: [ObjectIdentifier: Record] = [:]
  @exclusivity(unchecked) var variables: [ObjectIdentifier: VariableEntry] = [:]
  var edits: [ObjectIdentifier: Constraint] = [:]
  var nextSerial = 0

  /// Creates an empty solver.
  public init() {
    records.reserveCapacity(16)
    variables.reserveCapacity(16)
  }

  /// Removes every constraint, edit variable and variable. Complexity: O(1) amortised.
  public func reset() {
    tableau = Tableau()
    records = [:]
    variables = [:]
    edits = [:]
  }

  /// The constraints in the solver (edit constraints included), in the order they were added.
  /// Complexity: O(n log n).
  public var constraints: [Constraint] {
    records.values.sorted { $0.serial < $1.serial }.map(\.constraint)
  }

  /// Whether `constraint` is in the solver. Complexity: O(1).
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    records[ObjectIdentifier(constraint)] != nil
  }

  /// The current value of `variable`, in the caller's units; 0 for a variable the solver does not know.
  /// Complexity: O(1).
  public func value(of variable: Variable) -> Double {
    guard let entry = variables[ObjectIdentifier(variable)] else { return 0 }
    return tableau.value(of: entry.symbol)
  }

  /// The current values of every variable used by a constraint in the solver. (Cassowary's
  /// `updateVariables()`; here values are always current, so this is only a snapshot.) Complexity: O(n).
  public func values() -> [Variable: Double] {
    var result: [Variable: Double] = [:]
    result.reserveCapacity(variables.count)
    for entry in variables.values { result[entry.variable] = tableau.value(of: entry.symbol) }
    return result
  }

  /// The current total error of the non-required constraints at `strength` (Σ |violation|, in the
  /// caller's units); 0 when no constraint has that strength. Complexity: O(levels).
  public func totalError(at strength: Strength) -> Double {
    tableau.levels.first { $0.strength == strength.value }?.row.constant ?? 0
  }

  /// The current constant of a constraint's expression (after `updateConstant(of:to:)`), or nil when
  /// it is not in the solver. Complexity: O(1).
  public func constant(of constraint: Constraint) -> Double? {
    records[ObjectIdentifier(constraint)]?.row.constant
  }

  // MARK: Adding and removing

  /// Adds a constraint and re-solves incrementally.
  ///
  /// - Throws: `.duplicateConstraint` if already added; `.invalidStrength` unless the strength is
  ///   finite in `1...1000`; `.nonFiniteValue` for a NaN/infinite coefficient or constant;
  ///   `.unsatisfiableConstraint` when it is required and conflicts with the required constraints
  ///   already added (the solver is then unchanged); `.internalFailure` on numerical breakdown.
  /// - Complexity: O(rows × cells) for the substitutions, plus the simplex pivots (typically a few).
  /// - Paper: §2.5 (incrementality: adding a constraint).
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard records.index(forKey: key) == nil else { throw .duplicateConstraint(constraint) }
    guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
    guard constraint.expression.isFinite else { throw .nonFiniteValue("expression of \(constraint)") }
    let expression = retainSymbols(of: constraint.expression)
    do {
      let row = try tableau.insert(expression, relation: constraint.relation, strength: constraint.strength.value)
      records[key] = Record(constraint: constraint, row: row, serial: nextSerial)
      nextSerial += 1
    } catch {
      releaseSymbols(of: constraint.expression)
      switch error {
      case .unsatisfiable(let markers):
        throw .unsatisfiableConstraint(constraint, conflicts: constraints(withMarkers: markers))
      case .simplex(let failure):
        throw .internalFailure("\(failure) while adding \(constraint)")
      }
    }
  }

  /// Adds several constraints in order; stops at the first error (the earlier ones stay added).
  public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
    for constraint in constraints { try addConstraint(constraint) }
  }

  /// Removes a constraint and re-solves incrementally. Removing an edit variable's constraint (listed in
  /// `constraints`) also removes the edit variable.
  ///
  /// - Throws: `.unknownConstraint` when it is not in the solver; `.internalFailure` on numerical
  ///   breakdown.
  /// - Complexity: O(rows × cells) plus the simplex pivots. Paper: §2.6 (removing a constraint).
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw .unknownConstraint(constraint)
    }
    do {
      try tableau.remove(record.row)
    } catch {
      throw .internalFailure("\(error) while removing \(constraint)")
    }
    releaseSymbols(of: constraint.expression)
    // Removing an edit constraint directly also ends its edit variable.
    if !edits.isEmpty, let key = edits.first(where: { $0.value === constraint })?.key { edits[key] = nil }
  }

  /// Sets the constant term of a constraint's expression (`lhs − rhs`) and re-solves incrementally,
  /// without rebuilding the tableau. For a UIKit constraint `a = m × b + c`, the expression is
  /// `a − m × b − c`, so its constant is `−c`.
  ///
  /// - Throws: `.unknownConstraint`; `.nonFiniteValue`; `.unsatisfiableConstraint` when a required
  ///   constraint would conflict (the solver then keeps the old constant); `.internalFailure`.
  /// - Complexity: O(rows × log cells) plus dual simplex pivots (usually none or a few). When the
  ///   incremental path cannot decide a required constraint's feasibility, the constraint alone is
  ///   removed and re-added. Paper: §2.4 (edit constants), applied to any constraint.
  public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard var record = records[key] else { throw .unknownConstraint(constraint) }
    guard constant.isFinite else { throw .nonFiniteValue("constant \(constant) for \(constraint)") }
    let done: Bool
    do {
      done = try tableau.updateConstant(&record.row, to: constant)
    } catch {
      throw .internalFailure("\(error) while updating \(constraint)")
    }
    if done {
      records[key] = record
      return
    }
    // Fallback: remove and re-add with the new constant; on conflict, restore the old one.
    var expression = retainSymbols(of: constraint.expression)
    let conflict = reinsert(&record, expression: &expression, constant: constant)
    releaseSymbols(of: constraint.expression)
    switch conflict {
    case .none:
      records[key] = record
    case .some(.unsatisfiable(let markers)):
      records[key] = record
      let conflicts = constraints(withMarkers: markers).filter { $0 !== constraint }
      throw .unsatisfiableConstraint(constraint, conflicts: conflicts)
    case .some(.simplex(let failure)):
      throw .internalFailure("\(failure) while updating \(constraint)")
    }
  }

  /// Removes a constraint's rows and inserts them again with `constant`; on a conflict, inserts them
  /// with the old constant and returns the conflict.
  func reinsert(_ record: inout Record, expression: inout Row, constant: Double) -> InsertionFailure? {
    let old = record.row.constant
    let relation = record.constraint.relation
    do throws(SimplexFailure) {
      try tableau.remove(record.row)
    } catch {
      return .simplex(error)
    }
    expression.constant = constant
    do throws(InsertionFailure) {
      record.row = try tableau.insert(expression, relation: relation, strength: record.row.strength)
      return nil
    } catch .unsatisfiable(let markers) {
      expression.constant = old
      do throws(InsertionFailure) {
        record.row = try tableau.insert(expression, relation: relation, strength: record.row.strength)
      } catch {
        return error
      }
      return .unsatisfiable(markers: markers)
    } catch {
      return error
    }
  }

  // MARK: Internals

  /// The expression as a row of external symbols, counting one use of each variable.
  func retainSymbols(of expression: LinearExpression) -> Row {
    var row = Row(constant: expression.constant)
    row.cells.reserveCapacity(expression.terms.count)
    for term in expression.terms {
      let key = ObjectIdentifier(term.variable)
      let symbol: Symbol
      if let index = variables.index(forKey: key) {
        symbol = variables.values[index].symbol
        variables.values[index].uses += 1
      } else {
        symbol = tableau.makeSymbol(.external)
        variables[key] = VariableEntry(variable: term.variable, symbol: symbol, uses: 1)
      }
      row.add(symbol, term.coefficient)
    }
    return row
  }

  /// Drops one use of each variable of `expression`, releasing the symbols no constraint uses.
  func releaseSymbols(of expression: LinearExpression) {
    for term in expression.terms {
      let key = ObjectIdentifier(term.variable)
      guard let entry = variables[key] else { continue }
      if entry.uses > 1 {
        variables[key]?.uses -= 1
      } else {
        variables[key] = nil
        tableau.releaseSymbol(entry.symbol)
      }
    }
  }

  /// The constraints whose markers are among `markers`, in the order they were added.
  func constraints(withMarkers markers: [Symbol]) -> [Constraint] {
    let set = Set(markers)
    return records.values.filter { set.contains($0.row.marker) }.sorted { $0.serial < $1.serial }.map(\.constraint)
  }
}
