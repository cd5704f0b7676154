import Foundation

/// The lengths of a section's group instances laid end to end, with the origin of every instance readable in O(1)
/// and one length changed in O(block + log n).
///
/// Lengths are grouped in blocks of 64: each instance keeps its offset inside its block (a flat array, summed in
/// order), and the blocks' totals live in a Fenwick tree. An instance's origin is always `blockStart + offset`, the
/// same additions whether one frame is asked for or every frame is enumerated, so both give bit-identical frames.
/// Enumerating reads one block start per 64 instances; a single query costs one tree prefix.
struct InstanceLengths: Sendable {
  static let blockShift = 6
  static let blockSize = 1 << blockShift

  /// Each instance's length (leading edge + length + trailing edge + spacing), in points.
  private(set) var values: [Double]
  /// The sum of the lengths before each instance inside its block (0 for a block's first instance).
  private var offsets: [Double]
  /// The total of each block.
  private var blocks: FenwickTree

  /// `count` lengths, each `value`. O(n).
  init(count: Int, value: Double) {
    self.init(values: Array(repeating: value, count: count))
  }

  /// The given lengths. O(n).
  init(values: [Double]) {
    let count = values.count
    var sums = [Double](repeating: 0, count: count)
    let blockCount = (count + Self.blockSize - 1) >> Self.blockShift
    var totals = [Double](repeating: 0, count: blockCount)
    values.withUnsafeBufferPointer { lengths in
      sums.withUnsafeMutableBufferPointer { offsets in
        for block in 0..<blockCount {
          let start = block << Self.blockShift
          let end = min(start + Self.blockSize, count)
          var sum = 0.0
          for index in start..<end {
            offsets[index] = sum
            sum += lengths[index]
          }
          totals[block] = sum
        }
      }
    }
    self.values = values
    offsets = sums
    blocks = FenwickTree(values: totals)
  }

  var count: Int { values.count }

  /// Where instance `index` starts: the sum of the lengths before it. O(log n); `index == count` gives the total.
  func prefix(_ index: Int) -> Double {
    guard index < values.count else { return blocks.total }
    return blocks.prefix(index >> Self.blockShift) + offsets[index]
  }

  /// The start of block `block` (the instances from `block × 64`). O(log n).
  func blockStart(_ block: Int) -> Double { blocks.prefix(block) }

  /// Calls `body` with every instance index and its start, in order. O(n).
  func forEachStart(_ body: (Int, Double) -> Void) {
    let count = values.count
    offsets.withUnsafeBufferPointer { offsets in
      var block = 0
      var start = 0
      while start < count {
        let base = blocks.prefix(block)
        let end = min(start + Self.blockSize, count)
        for index in start..<end { body(index, base + offsets[index]) }
        block += 1
        start = end
      }
    }
  }

  /// The total of all lengths.
  var total: Double { blocks.total }

  /// Sets length `index` to `value`. O(64 + log n).
  mutating func set(_ index: Int, _ value: Double) {
    guard values[index] != value else { return }
    values[index] = value
    refresh(block: index >> Self.blockShift)
  }

  /// Sets many lengths at once: each touched block is re-summed once. O(changes + touched blocks × (64 + log n)),
  /// or O(n) when most blocks are touched.
  mutating func update(_ changes: [(index: Int, value: Double)]) {
    var touched: [Int] = []
    for change in changes where values[change.index] != change.value {
      values[change.index] = change.value
      let block = change.index >> Self.blockShift
      if touched.last != block { touched.append(block) }
    }
    guard !touched.isEmpty else { return }
    if touched.count * 4 > blocks.count {
      self = InstanceLengths(values: values)
      return
    }
    var previous = -1
    for block in touched.sorted() where block != previous {
      refresh(block: block)
      previous = block
    }
  }

  private mutating func refresh(block: Int) {
    let start = block << Self.blockShift
    let end = min(start + Self.blockSize, values.count)
    var sum = 0.0
    for index in start..<end {
      offsets[index] = sum
      sum += values[index]
    }
    blocks.set(block, sum)
  }

  /// The number of leading lengths whose sum is ≤ `target` (so the index of the length containing `target`, or
  /// `count` past the end). Lengths must be non-negative. O(log n).
  func countFitting(_ target: Double) -> Int {
    let count = values.count
    guard count > 0 else { return 0 }
    let block = blocks.countFitting(target)
    if block >= blocks.count { return count }
    let base = blocks.prefix(block)
    let start = block << Self.blockShift
    let end = min(start + Self.blockSize, count)
    // The last index in the block whose start is ≤ target; the block's own start is (it was counted as fitting).
    var low = start
    var high = end
    while high - low > 1 {
      let mid = (low + high) / 2
      if base + offsets[mid] <= target { low = mid } else { high = mid }
    }
    return base + offsets[low] <= target ? low : start
  }
}
