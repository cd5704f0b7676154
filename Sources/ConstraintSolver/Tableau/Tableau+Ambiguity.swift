extension Tableau {
  /// How far (in the caller's units) a variable must be able to move on the optimal face to count as
  /// ambiguous.
  static let ambiguityTolerance = 1e-7

  /// Per symbol id: whether the symbol is fixed at 0 on the optimal face — dummies (required
  /// equalities) and parametric symbols whose reduced cost is lexicographically positive (moving them
  /// would increase some level's error).
  func frozenSymbols() -> [Bool] {
    var frozen = [Bool](repeating: false, count: kinds.count)
    for id in kinds.indices {
      let symbol = Symbol(id: Int32(id))
      if kinds[id] == .dummy {
        frozen[id] = true
      } else if rowIndex[id] < 0 && kinds[id].isPivotable && costSign(symbol) > 0 {
        frozen[id] = true
      }
    }
    return frozen
  }

  /// Whether the external `symbol` takes more than one value over the optimal solutions (all required
  /// constraints hold and every level's total error is at its optimum).
  ///
  /// Method: the optimal face is the current tableau with the `frozen` symbols held at 0. A parametric
  /// external symbol is free. A basic one whose row only has frozen symbols is fixed. Otherwise a small
  /// simplex on a copy of the tableau minimises and maximises the symbol over the face (Bland's rule,
  /// frozen symbols never enter); it stops as soon as the symbol moves by more than
  /// `ambiguityTolerance`.
  ///
  /// Complexity: O(rows × cells) per pivot; typically 0–2 pivots.
  func canMove(_ symbol: Symbol, frozen: [Bool]) -> Bool {
    guard let index = rowIndex(of: symbol) else { return true }
    if rows[index].cells.allSatisfy({ frozen[Int($0.symbol.id)] }) { return false }
    var copy = self
    copy.levels = []
    return copy.canDecrease(rows[index], frozen: frozen) || copy.canDecrease(rows[index] * -1, frozen: frozen)
  }

  /// Whether the linear form `objective` (of parametric symbols) can decrease over the optimal face.
  private mutating func canDecrease(_ start: Row, frozen: [Bool]) -> Bool {
    var objective = start
    var iterations = 0
    while iterations <= iterationLimit {
      iterations += 1
      guard
        let cell = objective.cells.first(where: {
          $0.coefficient < -Tolerance.epsilon && !frozen[Int($0.symbol.id)]
        })
      else { return false }
      if kind(cell.symbol) == .external { return true }
      var leaving: Int?
      var bestRatio = Double.infinity
      for i in rows.indices where kind(basics[i]).isRestricted {
        let coefficient = rows[i].coefficient(of: cell.symbol)
        let ratio: Double
        if kind(basics[i]) == .dummy {
          guard coefficient != 0 else { continue }
          ratio = 0
        } else {
          guard coefficient < -Tolerance.epsilon else { continue }
          ratio = max(0, rows[i].constant) / -coefficient
        }
        if ratio < bestRatio - Tolerance.epsilon
          || (ratio <= bestRatio + Tolerance.epsilon && basics[i].id < basics[leaving ?? i].id)
        {
          leaving = i
          bestRatio = min(ratio, bestRatio)
        }
      }
      guard let leaving else { return true }
      if bestRatio * -cell.coefficient > Self.ambiguityTolerance { return true }
      pivot(entering: cell.symbol, row: leaving)
      objective.substitute(cell.symbol, with: rows[leaving], scratch: &scratch)
    }
    return false
  }
}

extension Row {
  /// `row × factor`.
  static func * (row: Row, factor: Double) -> Row {
    var result = row
    result.multiply(by: factor)
    return result
  }
}
