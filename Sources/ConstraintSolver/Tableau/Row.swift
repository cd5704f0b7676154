/// One `(symbol, coefficient)` entry of a sparse row.
struct Cell: Sendable {
  var symbol: Symbol
  var coefficient: Double
}

/// A sparse linear form `constant + Σ coefficient × symbol`, cells sorted by symbol id, no zero
/// coefficients (|c| ≤ `Tolerance.epsilon` is dropped).
///
/// Used for the tableau rows (`basic = row`), the objective of each strength level, and new
/// constraints (`0 = row`). Sorted cells make merges linear and lookups logarithmic; the merge writes
/// into a caller-owned scratch buffer that is swapped in, so steady-state updates do not allocate.
///
/// Paper: Badros, Borning & Stuckey 2001, §2.1 — rows of the augmented simplex form.
struct Row: Sendable {
  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The position of `symbol`, or where it would be inserted (negative: `-(insertion + 1)`).
  /// Complexity: O(log n).
  @inline(__always)
  func search(_ symbol: Symbol) -> Int {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let id = cells[middle].symbol.id
      if id == symbol.id { return middle }
      if id < symbol.id { low = middle + 1 } else { high = middle }
    }
    return -(low + 1)
  }

  /// The coefficient of `symbol` (0 when absent). Complexity: O(log n).
  @inline(__always)
  func coefficient(of symbol: Symbol) -> Double {
    let index = search(symbol)
    return index >= 0 ? cells[index].coefficient : 0
  }

  /// Adds `coefficient × symbol`, dropping the cell if the sum is zero. Complexity: O(n).
  mutating func add(_ symbol: Symbol, _ coefficient: Double) {
    let index = search(symbol)
    if index >= 0 {
      let sum = cells[index].coefficient + coefficient
      if Tolerance.isZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
    } else if !Tolerance.isZero(coefficient) {
      let position = -index - 1
      let cell = Cell(symbol: symbol, coefficient: coefficient)
      cells.append(cell)
      var i = cells.count - 1
      while i > position {
        cells[i] = cells[i - 1]
        i -= 1
      }
      cells[position] = cell
    }
  }

  /// Removes `symbol` and returns its coefficient (0 when absent). Complexity: O(n).
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Double {
    let index = search(symbol)
    guard index >= 0 else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// Multiplies the constant and every coefficient by `factor`. Complexity: O(n).
  mutating func multiply(by factor: Double) {
    constant *= factor
    for i in cells.indices { cells[i].coefficient *= factor }
  }

  /// Adds `factor × other` (constant included). Complexity: O(n + m), no allocation once `scratch`
  /// has grown to size.
  mutating func add(_ other: Row, times factor: Double, scratch: inout [Cell]) {
    constant += factor * other.constant
    guard !other.cells.isEmpty else { return }
    scratch.removeAll(keepingCapacity: true)
    scratch.reserveCapacity(cells.count + other.cells.count)
    var i = 0
    var j = 0
    let a = cells
    let b = other.cells
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i].symbol.id < b[j].symbol.id) {
        scratch.append(a[i])
        i += 1
      } else if i == a.count || b[j].symbol.id < a[i].symbol.id {
        let value = factor * b[j].coefficient
        if !Tolerance.isZero(value) { scratch.append(Cell(symbol: b[j].symbol, coefficient: value)) }
        j += 1
      } else {
        let value = a[i].coefficient + factor * b[j].coefficient
        if !Tolerance.isZero(value) { scratch.append(Cell(symbol: a[i].symbol, coefficient: value)) }
        i += 1
        j += 1
      }
    }
    swap(&cells, &scratch)
  }

  /// Replaces `symbol` by `row` (`symbol = row`). Returns whether `symbol` occurred.
  /// Complexity: O(n + m).
  @discardableResult
  mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [Cell]) -> Bool {
    let index = search(symbol)
    guard index >= 0 else { return false }
    let factor = cells.remove(at: index).coefficient
    add(row, times: factor, scratch: &scratch)
    return true
  }

  /// Turns `0 = self` into `symbol = self'` (removes `symbol`, divides by −coefficient).
  /// Precondition: `symbol` occurs with a non-zero coefficient. Complexity: O(n).
  mutating func solve(for symbol: Symbol) {
    let coefficient = remove(symbol)
    multiply(by: -1 / coefficient)
  }

  /// Turns `lhs = self` (where `self` contains `rhs`) into `rhs = self'`. Complexity: O(n).
  mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Whether the row has no cells (it is a constant).
  var isConstant: Bool { cells.isEmpty }
}
