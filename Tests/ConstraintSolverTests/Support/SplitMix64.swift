/// SplitMix64, so every run sees the same random systems.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound`.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A uniform multiple of 0.25 in `range` (exact in binary, so hand arithmetic stays exact).
  mutating func quarter(in range: ClosedRange<Double>) -> Double {
    let steps = Int((range.upperBound - range.lowerBound) * 4)
    return range.lowerBound + Double(below(steps + 1)) / 4
  }
}
