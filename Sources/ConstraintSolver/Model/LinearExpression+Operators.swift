// Arithmetic that builds linear expressions: `+`, `-` between variables, expressions and doubles,
// `*` and `/` by a double. Products of two variables do not exist (the system stays linear). Values are
// in the caller's units; nothing is checked here (the solver rejects non-finite values).
// Paper: Badros, Borning & Stuckey 2001, §1 (linear expressions).

extension LinearExpression {
  /// The sum of two expressions (terms concatenated, constants added). O(n + m).
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of two expressions. O(n + m).
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var terms = lhs.terms
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    for term in rhs.terms { terms.append(Term(term.variable, -term.coefficient)) }
    return LinearExpression(terms: terms, constant: lhs.constant - rhs.constant)
  }

  /// The negated expression. O(n).
  public static prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

  /// The expression scaled by a factor (terms and constant). O(n).
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
      terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  /// The expression scaled by a factor (terms and constant). O(n).
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

  /// The expression divided by a divisor (a zero divisor gives non-finite coefficients, rejected by the solver). O(n).
  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

  /// The expression plus a constant. O(n).
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
  }

  /// The expression plus a constant. O(n).
  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }

  /// The expression minus a constant. O(n).
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }

  /// A constant minus the expression. O(n).
  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }

  /// The expression plus one variable. O(n).
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }

  /// One variable plus the expression. O(n).
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

  /// The expression minus one variable. O(n).
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }

  /// One variable minus the expression. O(n).
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
}

extension Variable {
  /// The sum of two variables. O(1).
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }

  /// The difference of two variables. O(1).
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }

  /// The negated variable. O(1).
  public static prefix func - (operand: Variable) -> LinearExpression { LinearExpression(operand) * -1 }

  /// The variable times a coefficient. O(1).
  public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(terms: [Term(lhs, rhs)]) }

  /// The variable times a coefficient. O(1).
  public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(terms: [Term(rhs, lhs)]) }

  /// The variable divided by a divisor. O(1).
  public static func / (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression(terms: [Term(lhs, 1 / rhs)])
  }

  /// The variable plus a constant. O(1).
  public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }

  /// The variable plus a constant. O(1).
  public static func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) + lhs }

  /// The variable minus a constant. O(1).
  public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }

  /// A constant minus the variable. O(1).
  public static func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
}
