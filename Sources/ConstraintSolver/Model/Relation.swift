/// How a constraint's expression compares with zero.
///
/// Paper: Badros, Borning & Stuckey 2001, §1 — linear equalities and inequalities.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
  /// `expression == 0`.
  case equal
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression >= 0`.
  case greaterThanOrEqual

  public var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}
