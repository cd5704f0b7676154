extension Solver {
  /// Whether `variable`'s value is not uniquely determined: another solution exists that satisfies
  /// every required constraint and has the same optimal total error at every strength level, with
  /// this variable more than 1e-7 (caller's units) away. For UIKit's `hasAmbiguousLayout`.
  ///
  /// Method: at the optimum, every parametric symbol whose reduced cost is lexicographically positive
  /// and every required-equality marker is held at 0; what is left is the optimal face. A variable
  /// that is parametric is free; one whose row only involves held symbols is fixed; otherwise a small
  /// simplex on a copy of the tableau tries to move it both ways over the face.
  ///
  /// Limits: exact for the linear program as solved (lexicographic strengths, summed errors within a
  /// level), up to the 1e-8 tolerance; a variable unknown to the solver counts as ambiguous. UIKit's own
  /// engine may report ties between equal-priority constraints differently.
  ///
  /// Complexity: O(symbols × levels) to find the face, plus a few pivots on a copy of the tableau.
  /// Paper: extends §2.2–2.3 (the optimal tableau's reduced costs); not in the paper.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    guard let entry = variables[ObjectIdentifier(variable)] else { return true }
    return tableau.canMove(entry.symbol, frozen: tableau.frozenSymbols())
  }

  /// The variables of the solver whose values are not uniquely determined (see `isAmbiguous(_:)`),
  /// ordered by their internal symbol (stable for a given sequence of calls). Complexity: as
  /// `isAmbiguous(_:)` per variable.
  public func ambiguousVariables() -> [Variable] {
    let frozen = tableau.frozenSymbols()
    return variables.values.sorted { $0.symbol.id < $1.symbol.id }
      .filter { tableau.canMove($0.symbol, frozen: frozen) }
      .map(\.variable)
  }
}
