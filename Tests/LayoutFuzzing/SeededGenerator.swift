import Foundation

/// A deterministic random-number generator (SplitMix64): the same seed gives the same case on every platform.
public struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// A generator for `seed`.
  public init(seed: UInt64) {
    state = seed &+ 0x9E37_79B9_7F4A_7C15
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// One of `values`.
  mutating func pick<T>(_ values: [T]) -> T {
    values[Int.random(in: 0..<values.count, using: &self)]
  }
}

/// What one fuzz run found: how many cases ran, which seeds failed and why, and the slowest case.
public struct FuzzReport: Sendable {
  /// Cases run.
  public var cases = 0
  /// Failing seeds with the first broken invariant of each.
  public var failures: [(seed: UInt64, reason: String)] = []
  /// The slowest case's seed and time in seconds.
  public var slowest: (seed: UInt64, seconds: Double) = (0, 0)

  public init() {}

  mutating func record(seed: UInt64, seconds: Double, problems: [String]) {
    cases += 1
    if seconds > slowest.seconds { slowest = (seed, seconds) }
    if let first = problems.first { failures.append((seed, first)) }
  }
}
