import Foundation

/// Lengths laid end to end, with O(log n) update of one length and O(log n) prefix sums and position search
/// (a Fenwick / binary indexed tree). Used for the extents of group instances in a section and of sections in a
/// layout, so a measured size moves everything after it without touching anything before it (spec E-7, N-5).
struct FenwickTree: Sendable {
  private var tree: [Double]
  private(set) var values: [Double]

  /// A tree of `count` lengths, each `value`. O(n).
  init(count: Int, value: Double) {
    values = Array(repeating: value, count: count)
    tree = Array(repeating: 0, count: count + 1)
    guard count > 0 else { return }
    for index in 1...count {
      tree[index] += value
      let parent = index + (index & -index)
      if parent <= count { tree[parent] += tree[index] }
    }
  }

  /// A tree of the given lengths. O(n).
  init(values: [Double]) {
    self.values = values
    tree = [0] + values
    let count = values.count
    guard count > 0 else { return }
    for index in 1...count {
      let parent = index + (index & -index)
      if parent <= count { tree[parent] += tree[index] }
    }
  }

  var count: Int { values.count }

  /// Sets length `index` to `value`. O(log n).
  mutating func set(_ index: Int, _ value: Double) {
    let delta = value - values[index]
    guard delta != 0 else { return }
    values[index] = value
    var position = index + 1
    while position < tree.count {
      tree[position] += delta
      position += position & -position
    }
  }

  /// The sum of the first `count` lengths. O(log n).
  @inline(__always)
  func prefix(_ count: Int) -> Double {
    var sum = 0.0
    var position = min(count, values.count)
    while position > 0 {
      sum += tree[position]
      position -= position & -position
    }
    return sum
  }

  /// The total of all lengths.
  var total: Double { prefix(values.count) }

  /// The number of leading lengths whose sum is ≤ `target` (so the index of the length containing `target`, or
  /// `count` past the end). Lengths must be non-negative. O(log n).
  func countFitting(_ target: Double) -> Int {
    var position = 0
    var remaining = target
    var step = 1
    while step * 2 < tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next < tree.count && tree[next] <= remaining {
        position = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return position
  }
}
