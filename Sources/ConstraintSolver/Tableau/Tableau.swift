/// The objective of one strength level: the total error of that level's constraints, expressed in
/// parametric symbols.
struct ObjectiveLevel: Sendable {
  /// The level's priority (`+∞` for the temporary phase-one level).
  var strength: Float
  /// `Σ errors` of the level, in terms of parametric symbols; `constant` is the current total error.
  var row: Row
  /// How many constraints contribute errors to this level.
  var count: Int
}

/// The simplex tableau in the solved form of Cassowary: every basic symbol is a row of parametric
/// symbols, and the objective is a lexicographic vector of rows, one per strength level (highest first).
///
/// Invariants between public operations: every restricted basic symbol has a constant ≥ −ε
/// (primal feasible); every parametric pivotable symbol has a lexicographically non-negative reduced
/// cost (optimal); rows with a restricted basic contain no external symbols.
///
/// Paper: Badros, Borning & Stuckey 2001, §2.1 (augmented simplex form), §2.3 (symbolic weights).
struct Tableau: Sendable {
  /// The rows; `basics[i]` is the basic symbol of `rows[i]`.
  var rows: [Row] = []
  var basics: [Symbol] = []
  /// Per symbol id: its kind.
  var kinds: [SymbolKind] = []
  /// Per symbol id: the index of its row, or −1 when parametric.
  var rowIndex: [Int32] = []
  /// Per symbol id: whether it may occur as a cell of some row (false: it occurs in none, so
  /// substituting it needs no scan of the rows — the common case of a new variable as subject).
  var inRows: [Bool] = []
  /// Ids of released symbols, reused by `makeSymbol`.
  var freeIDs: [Int32] = []
  /// The objective, highest strength first.
  var levels: [ObjectiveLevel] = []
  /// The merge buffer of `Row.add(_:times:scratch:)`.
  var scratch: [Cell] = []

  // MARK: Symbols

  /// A new symbol of `kind`, reusing a released id when possible. Complexity: amortised O(1).
  mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
    if let id = freeIDs.popLast() {
      kinds[Int(id)] = kind
      rowIndex[Int(id)] = -1
      inRows[Int(id)] = false
      return Symbol(id: id)
    }
    if kinds.capacity == 0 {
      kinds.reserveCapacity(32)
      rowIndex.reserveCapacity(32)
      inRows.reserveCapacity(32)
    }
    kinds.append(kind)
    rowIndex.append(-1)
    inRows.append(false)
    return Symbol(id: Int32(kinds.count - 1))
  }

  /// Removes `symbol` from the tableau (its row, and its column in every row and level) and frees its id.
  /// Complexity: O(rows × log cells).
  mutating func releaseSymbol(_ symbol: Symbol) {
    if rowIndex[Int(symbol.id)] >= 0 { _ = removeRow(of: symbol) }
    for i in rows.indices where rows[i].search(symbol) >= 0 { rows[i].remove(symbol) }
    for k in levels.indices where levels[k].row.search(symbol) >= 0 { levels[k].row.remove(symbol) }
    kinds[Int(symbol.id)] = .free
    freeIDs.append(symbol.id)
  }

  @inline(__always)
  func kind(_ symbol: Symbol) -> SymbolKind { kinds[Int(symbol.id)] }

  @inline(__always)
  func rowIndex(of symbol: Symbol) -> Int? {
    let index = rowIndex[Int(symbol.id)]
    return index >= 0 ? Int(index) : nil
  }

  /// The current value of `symbol`: its row's constant when basic, 0 when parametric.
  func value(of symbol: Symbol) -> Double {
    rowIndex(of: symbol).map { rows[$0].constant } ?? 0
  }

  // MARK: Rows

  /// Adds `basic = row`. Precondition: `basic` is parametric and occurs in no row.
  mutating func addRow(_ row: Row, basic: Symbol) {
    if rows.capacity == 0 {
      rows.reserveCapacity(16)
      basics.reserveCapacity(16)
    }
    rowIndex[Int(basic.id)] = Int32(rows.count)
    for cell in row.cells { inRows[Int(cell.symbol.id)] = true }
    rows.append(row)
    basics.append(basic)
  }

  /// Removes the row of `basic` (which becomes parametric) and returns it. Complexity: O(1).
  mutating func removeRow(of basic: Symbol) -> Row? {
    guard let index = rowIndex(of: basic) else { return nil }
    let row = rows[index]
    let last = rows.count - 1
    if index != last {
      rows.swapAt(index, last)
      basics.swapAt(index, last)
      rowIndex[Int(basics[index].id)] = Int32(index)
    }
    rows.removeLast()
    basics.removeLast()
    rowIndex[Int(basic.id)] = -1
    return row
  }

  /// Replaces `symbol` by `row` in every row except `skipping`, and in every objective level.
  /// Complexity: O(rows × cells).
  mutating func substituteEverywhere(_ symbol: Symbol, with row: Row, skipping: Int = -1) {
    if inRows[Int(symbol.id)] {
      for i in rows.indices where i != skipping {
        rows[i].substitute(symbol, with: row, scratch: &scratch)
      }
    }
    for k in levels.indices {
      levels[k].row.substitute(symbol, with: row, scratch: &scratch)
    }
  }

  /// Exchanges `entering` (parametric, in row `index`) with that row's basic symbol.
  /// Complexity: O(rows × cells). Paper: §2.2, the pivot operation.
  mutating func pivot(entering: Symbol, row index: Int) {
    let leaving = basics[index]
    rows[index].solve(for: entering, replacing: leaving)
    basics[index] = entering
    rowIndex[Int(entering.id)] = Int32(index)
    rowIndex[Int(leaving.id)] = -1
    inRows[Int(leaving.id)] = true
    let row = rows[index]
    substituteEverywhere(entering, with: row, skipping: index)
  }

  /// `row` with every basic symbol replaced by its row (the parametric form of a new expression).
  mutating func parametric(_ row: Row) -> Row {
    var result = Row(constant: row.constant)
    result.cells.reserveCapacity(row.cells.count + 4)
    for cell in row.cells {
      if let index = rowIndex(of: cell.symbol) {
        result.add(rows[index], times: cell.coefficient, scratch: &scratch)
      } else {
        result.add(cell.symbol, cell.coefficient)
      }
    }
    return result
  }

  // MARK: Objective

  /// The index of the level of `strength`, created (empty) if needed. Complexity: O(levels).
  mutating func level(for strength: Float) -> Int {
    var position = 0
    while position < levels.count && levels[position].strength > strength { position += 1 }
    if position == levels.count || levels[position].strength != strength {
      var row = Row()
      row.cells.reserveCapacity(16)
      levels.insert(ObjectiveLevel(strength: strength, row: row, count: 0), at: position)
    }
    return position
  }

  /// Adds `factor × symbol` to level `level`'s objective, substituting the symbol's row when basic.
  mutating func addToObjective(_ symbol: Symbol, times factor: Double, level: Int) {
    if let index = rowIndex(of: symbol) {
      levels[level].row.add(rows[index], times: factor, scratch: &scratch)
    } else {
      levels[level].row.add(symbol, factor)
    }
  }

  /// The sign of the reduced cost of `symbol`, compared lexicographically over the levels
  /// (−1, 0 or 1; zero within the tolerance at every level).
  func costSign(_ symbol: Symbol) -> Int {
    for level in levels {
      let cost = level.row.coefficient(of: symbol)
      if cost < -Tolerance.epsilon { return -1 }
      if cost > Tolerance.epsilon { return 1 }
    }
    return 0
  }

  /// A bound on pivots per optimisation, far above what the anti-cycling rule needs; hitting it
  /// means numerical breakdown and is reported as `SolverError.internalFailure`.
  var iterationLimit: Int { 1000 + 50 * (rows.count + kinds.count) }
}
