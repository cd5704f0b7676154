extension Solver {
  /// Makes `variable` an edit variable: a non-required constraint `variable == value` at `strength`,
  /// starting at the variable's current value (so adding it moves nothing), whose value is then changed
  /// with `suggestValue(_:_:)`.
  ///
  /// - Throws: `.duplicateEditVariable`; `.invalidStrength` unless finite in `1...999` (an edit
  ///   variable cannot be required); `.internalFailure`.
  /// - Complexity: as `addConstraint(_:)`. Paper: §2.4 (edit constraints).
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
    guard strength.isValid, !strength.isRequired else { throw .invalidStrength(strength) }
    let constraint = Constraint(variable, .equal, value(of: variable), strength: strength, name: "edit(\(variable))")
    try addConstraint(constraint)
    edits[key] = constraint
  }

  /// Removes an edit variable (its edit constraint), re-solving incrementally.
  ///
  /// - Throws: `.unknownEditVariable`; `.internalFailure`.
  /// - Complexity: as `removeConstraint(_:)`. Paper: §2.4.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try removeConstraint(constraint)
  }

  /// Whether `variable` is an edit variable. Complexity: O(1).
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex.
  ///
  /// The edit constraint's constant changes by the difference; the change is carried through the
  /// tableau by the edit constraint's error column, and the dual simplex restores feasibility while
  /// keeping optimality, so the cost is typically a few pivots, independent of the number of
  /// constraints not touched.
  ///
  /// - Parameter value: the desired value, in the caller's units; must be finite.
  /// - Throws: `.unknownEditVariable`; `.nonFiniteValue`; `.internalFailure`.
  /// - Complexity: O(rows × log cells) plus the dual pivots. Paper: §2.4 (resolve with the dual simplex).
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
    try updateConstant(of: constraint, to: -value)
  }
}
