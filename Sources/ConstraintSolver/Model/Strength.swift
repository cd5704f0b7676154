/// The priority of a constraint, like `UILayoutPriority`: a `Float` in `1...1000`, where `1000` is
/// required (a hard constraint).
///
/// Non-required strengths are **lexicographic**: the solver first minimises the total error of the
/// constraints at the highest non-required strength, then — without giving back any of it — the
/// total error at the next strength, and so on. Any amount of error at a lower strength is
/// preferred to any amount at a higher one ("constraints with higher priority levels are satisfied
/// before constraints with lower priority levels", Apple's `UILayoutPriority` documentation).
/// Within one strength, the errors of all its constraints count equally (the sum of the absolute
/// errors, in the caller's units).
///
/// Precondition: `value` is finite and in `1...1000`; the solver throws
/// `SolverError.invalidStrength` otherwise (constructing the value never traps).
///
/// Paper: Badros, Borning & Stuckey 2001, §1 (constraint hierarchies) and §2.3 — symbolic weights,
/// one per level, compared lexicographically.
public struct Strength: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The priority, `1...1000`.
  public var value: Float

  /// Creates a strength from a raw priority.
  public init(_ value: Float) { self.value = value }

  public init(floatLiteral value: Float) { self.value = value }

  public init(integerLiteral value: Int) { self.value = Float(value) }

  /// `1000`: a hard constraint, never violated. `UILayoutPriority.required`.
  public static let required = Strength(1000)
  /// `750`: `UILayoutPriority.defaultHigh` (default compression resistance).
  public static let defaultHigh = Strength(750)
  /// `250`: `UILayoutPriority.defaultLow` (default content hugging).
  public static let defaultLow = Strength(250)
  /// `50`: `UILayoutPriority.fittingSizeLevel`.
  public static let fittingSizeLevel = Strength(50)

  /// Whether this is the required strength (`value == 1000`).
  public var isRequired: Bool { value == 1000 }

  /// Whether `value` is finite and in `1...1000`.
  public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

  public var description: String {
    value.isFinite && abs(value) < 1e9 && Float(Int(value)) == value ? String(Int(value)) : String(value)
  }
}
