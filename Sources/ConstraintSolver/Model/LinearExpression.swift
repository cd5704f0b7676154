/// One `coefficient × variable` term of a linear expression.
public struct Term: Hashable, Sendable {
  /// The variable.
  public var variable: Variable
  /// Its coefficient (must be finite when the expression reaches the solver).
  public var coefficient: Double

  /// Creates `coefficient × variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`, in the caller's units (points for UIKit).
///
/// Build one with the arithmetic operators (`2 * x + y - 10`) or the initialisers. A variable may
/// appear in several terms; the solver adds them up. Values are not checked here (construction never
/// traps): the solver rejects non-finite coefficients and constants with `SolverError.nonFiniteValue`.
///
/// Complexity: the operators are O(n) in the number of terms.
///
/// Paper: Badros, Borning & Stuckey 2001, §1 — linear expressions over real variables.
public struct LinearExpression: Hashable, Sendable, LinearExpressionConvertible, CustomStringConvertible {
  /// The terms, in the order they were written.
  public var terms: [Term]
  /// The constant term.
  public var constant: Double

  /// Creates `Σ terms + constant`.
  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 × variable`.
  public init(_ variable: Variable) {
    self.init(terms: [Term(variable)])
  }

  /// The constant expression `constant`.
  public init(_ constant: Double) {
    self.init(constant: constant)
  }

  public var expression: LinearExpression { self }

  /// Whether every coefficient and the constant are finite.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The same expression with repeated variables merged (first-appearance order) and zero terms dropped.
  /// Complexity: O(n) expected.
  public func simplified() -> LinearExpression {
    var index: [Variable: Int] = [:]
    var merged: [Term] = []
    for term in terms {
      if let i = index[term.variable] {
        merged[i].coefficient += term.coefficient
      } else {
        index[term.variable] = merged.count
        merged.append(term)
      }
    }
    return LinearExpression(terms: merged.filter { $0.coefficient != 0 }, constant: constant)
  }

  /// The value of the expression for the given variable values (missing variables count as 0).
  public func value(with values: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * values($1.variable) }
  }

  public var description: String {
    var parts: [String] = terms.map { "\($0.coefficient) * \($0.variable)" }
    if constant != 0 || parts.isEmpty { parts.append(String(constant)) }
    return parts.joined(separator: " + ")
  }
}

/// A value usable as one side of a constraint: a `Variable`, an `LinearExpression`, a `Double` or an `Int`.
public protocol LinearExpressionConvertible {
  /// The value as a linear expression.
  var expression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
  /// `1 × self`.
  public var expression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressionConvertible {
  /// The constant expression `self`.
  public var expression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressionConvertible {
  /// The constant expression `Double(self)`.
  public var expression: LinearExpression { LinearExpression(constant: Double(self)) }
}
