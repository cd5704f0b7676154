// DiffableBenchmarks: release-mode timings of snapshot building, diffing and outlines.
//
// Run: swift run -c release DiffableBenchmarks [maxSize]   (from Benchmarks/: add --package-path .)
// Sizes double from 1,000 to maxSize (default 1,024,000). Each cell is the median of several runs
// (7 below 100k items, 3 above) of this thread's CPU time; inputs are generated outside the timed
// region. Targets (issue 5): 10/10/2 diff of 100k Ints < 20 ms; 100k-item build < 3 ms; section
// snapshot of 100k items in 3 levels built + expanded < 50 ms. Issue 14: building 100k items with
// one appendItems call per item ≤ 3× the one-call build (`ratio 100000` runs that comparison alone).

import DiffableDataSource
import Foundation

/// SplitMix64, so every run sees the same data.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// This thread's CPU time in nanoseconds. Other processes share the machine; CPU time counts only this benchmark's
/// work (it still includes cache and page-fault effects).
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Median thread CPU time in milliseconds of `runs` executions of `body`.
func median(runs: Int, _ body: () -> Void) -> Double {
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = now()
    body()
    samples.append(Double(now() - start) / 1e6)
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Keeps results alive so the optimiser cannot drop the work.
final class Sink: @unchecked Sendable {
  var value = 0
}
let sink = Sink()

func build<T: Hashable & Sendable>(_ items: [T]) -> NSDiffableDataSourceSnapshot<Int, T> {
  var snapshot = NSDiffableDataSourceSnapshot<Int, T>()
  snapshot.appendSections([0])
  snapshot.appendItems(items, toSection: 0)
  return snapshot
}

/// `base` with each `extra` element placed at a uniformly random position (O(n log n)).
func scatter<T>(_ base: [T], _ extra: [T], rng: inout SplitMix64) -> [T] {
  var placed = extra.map { (position: Int(rng.next() % UInt64(base.count + 1)), element: $0) }
  placed.sort { $0.position < $1.position }
  var result: [T] = []
  result.reserveCapacity(base.count + extra.count)
  var next = 0
  for (index, element) in base.enumerated() {
    while next < placed.count && placed[next].position == index {
      result.append(placed[next].element)
      next += 1
    }
    result.append(element)
  }
  while next < placed.count {
    result.append(placed[next].element)
    next += 1
  }
  return result
}

/// Deletes `deleteFraction` of `old` at random, inserts `fresh` at random places, and moves
/// `moveFraction` of the survivors to random places.
func churned<T>(_ old: [T], deleteFraction: Double, fresh: [T], moveFraction: Double, rng: inout SplitMix64) -> [T] {
  var survivors: [T] = []
  var moving: [T] = []
  let deleteCut = UInt64(deleteFraction * 1_000_000)
  let moveCut = deleteCut + UInt64(moveFraction * 1_000_000)
  for element in old {
    let roll = rng.next() % 1_000_000
    if roll < deleteCut { continue }
    if roll < moveCut { moving.append(element) } else { survivors.append(element) }
  }
  return scatter(survivors, fresh + moving, rng: &rng)
}

/// Builds an outline of `n` items in 3 levels (each root: 9 children × 10 grandchildren + itself
/// = 100 items), expands every root and child, and returns the visible count.
func buildAndExpandOutline(_ n: Int) -> Int {
  var outline = NSDiffableDataSourceSectionSnapshot<Int>()
  let roots = Array(stride(from: 0, to: n, by: 100))
  outline.append(roots)
  var parents: [Int] = []
  parents.reserveCapacity(n / 10)
  for root in roots {
    let children = (0..<9).map { root + 1 + $0 * 11 }
    outline.append(children, to: root)
    parents.append(root)
    for child in children {
      outline.append(Array((child + 1)...(child + 10)), to: child)
      parents.append(child)
    }
  }
  outline.expand(parents)
  return outline.visibleItems.count
}

let arguments = CommandLine.arguments
if arguments.count > 2, arguments[1] == "bulk", let n = Int(arguments[2]) {
  // For profiling: the same snapshot built with one appendItems call.
  print(build(Array(0..<n)).numberOfItems)
  exit(0)
}
/// One snapshot of the given Ints built with one `appendItems` call per item.
func buildOneCallPerItem(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
  var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections([0])
  for item in items { snapshot.appendItems([item], toSection: 0) }
  return snapshot
}

if arguments.count > 2, arguments[1] == "ratio", let n = Int(arguments[2]) {
  // The build-by-single-calls target alone: both builds alternately, `runs` times each (default 21), CPU time.
  let runs = arguments.count > 3 ? Int(arguments[3]) ?? 21 : 21
  let ints = Array(0..<n)
  var single: [Double] = []
  var bulk: [Double] = []
  for _ in 0..<runs {
    var start = now()
    sink.value &+= buildOneCallPerItem(ints).numberOfItems
    single.append(Double(now() - start) / 1e6)
    start = now()
    sink.value &+= build(ints).numberOfItems
    bulk.append(Double(now() - start) / 1e6)
  }
  single.sort()
  bulk.sort()
  let s = single[runs / 2]
  let b = bulk[runs / 2]
  print(
    "n = \(n), medians of \(runs) alternate runs (CPU ms): one call per item \(String(format: "%.3f", s)), "
      + "one call \(String(format: "%.3f", b)), ratio \(String(format: "%.2f", s / b))")
  exit(0)
}
if arguments.count > 2, arguments[1] == "bulk-uuid", let n = Int(arguments[2]) {
  // For profiling: n UUIDs in one appendItems call.
  print(build((0..<n).map { _ in UUID() }).numberOfItems)
  exit(0)
}
if arguments.count > 2, arguments[1] == "diff" || arguments[1] == "diff-shuffled", let n = Int(arguments[2]) {
  // For profiling and A/B runs: the table's 10/10/2 (or shuffled) Int diff alone, median of `runs` (default 15).
  let runs = arguments.count > 3 ? Int(arguments[3]) ?? 15 : 15
  var rng = SplitMix64(state: UInt64(n))
  let ints = Array(0..<n)
  let old = build(ints)
  let new =
    arguments[1] == "diff"
    ? build(churned(ints, deleteFraction: 0.1, fresh: Array(n..<(n + n / 10)), moveFraction: 0.02, rng: &rng))
    : build(ints.shuffled(using: &rng))
  let time = median(runs: runs) { sink.value &+= SnapshotDifference(from: old, to: new).itemMoves.count }
  print("n = \(n), \(arguments[1]): median of \(runs) (CPU ms) \(String(format: "%.3f", time))")
  exit(0)
}
if arguments.count > 2, arguments[1] == "delete", let n = Int(arguments[2]) {
  // For profiling and A/B runs: n Ints in sections of 100; delete every 10th item with one deleteItems call each,
  // then every 10th of the rest with one call, then query every item's index (deleted ones included); median of
  // `runs` (default 15), CPU time.
  let runs = arguments.count > 3 ? Int(arguments[3]) ?? 15 : 15
  let ints = Array(0..<n)
  var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections(Array(0..<((n + 99) / 100)))
  for start in stride(from: 0, to: n, by: 100) {
    snapshot.appendItems(Array(start..<min(n, start + 100)), toSection: start / 100)
  }
  let time = median(runs: runs) {
    var copy = snapshot
    for item in stride(from: 0, to: n, by: 10) { copy.deleteItems([item]) }
    copy.deleteItems(Array(stride(from: 1, to: n, by: 10)))
    for item in ints { sink.value &+= copy.indexOfItem(item) ?? 0 }
  }
  print("n = \(n), delete: median of \(runs) (CPU ms) \(String(format: "%.3f", time))")
  exit(0)
}
if arguments.count > 2, arguments[1] == "build", let n = Int(arguments[2]) {
  // For A/B runs: the one-call build of n Ints alone, median of `runs` (default 15), CPU time.
  let runs = arguments.count > 3 ? Int(arguments[3]) ?? 15 : 15
  let ints = Array(0..<n)
  let time = median(runs: runs) { sink.value &+= build(ints).numberOfItems }
  print("n = \(n), build: median of \(runs) (CPU ms) \(String(format: "%.3f", time))")
  exit(0)
}
if arguments.count > 2, arguments[1] == "single", let n = Int(arguments[2]) {
  // For profiling: one snapshot of n Ints built with one appendItems call per item (as the timed benchmark does).
  print(buildOneCallPerItem(Array(0..<n)).numberOfItems)
  exit(0)
}
let maxSize = arguments.count > 1 ? Int(arguments[1]) ?? 1_024_000 : 1_024_000
var sizes: [Int] = []
var size = 1_000
while size <= maxSize {
  sizes.append(size)
  size *= 2
}

print(
  "| n | build Int (1 call) | build UUID (1 call) | build Int (n calls) | diff 10/10/2 Int | moves | diff 10/10/2 UUID",
  terminator: " ")
print("| diff 50% churn Int | diff shuffled Int | outline build+expand |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for n in sizes {
  var rng = SplitMix64(state: UInt64(n))
  let runs = n < 100_000 ? 7 : 3
  let ints = Array(0..<n)
  let uuids = (0..<n).map { _ in UUID() }
  let buildInt = median(runs: runs) { sink.value &+= build(ints).numberOfItems }
  let buildUUID = median(runs: runs) { sink.value &+= build(uuids).numberOfItems }
  let buildSingle = median(runs: runs) { sink.value &+= buildOneCallPerItem(ints).numberOfItems }
  let oldInt = build(ints)
  let newInt = build(
    churned(ints, deleteFraction: 0.1, fresh: Array(n..<(n + n / 10)), moveFraction: 0.02, rng: &rng))
  var moves = 0
  let diffInt = median(runs: runs) {
    let difference = SnapshotDifference(from: oldInt, to: newInt)
    moves = difference.itemMoves.count
  }
  let oldUUID = build(uuids)
  let newUUID = build(
    churned(uuids, deleteFraction: 0.1, fresh: (0..<(n / 10)).map { _ in UUID() }, moveFraction: 0.02, rng: &rng))
  let diffUUID = median(runs: runs) { sink.value &+= SnapshotDifference(from: oldUUID, to: newUUID).itemMoves.count }
  let half = build(churned(ints, deleteFraction: 0.5, fresh: Array(n..<(n + n / 2)), moveFraction: 0, rng: &rng))
  let diffHalf = median(runs: runs) { sink.value &+= SnapshotDifference(from: oldInt, to: half).itemMoves.count }
  let shuffled = build(ints.shuffled(using: &rng))
  let diffShuffled = median(runs: runs) {
    sink.value &+= SnapshotDifference(from: oldInt, to: shuffled).itemMoves.count
  }
  let outline = median(runs: runs) { sink.value &+= buildAndExpandOutline(n) }
  func ms(_ value: Double) -> String { String(format: "%.3f", value) }
  print(
    "| \(n) | \(ms(buildInt)) | \(ms(buildUUID)) | \(ms(buildSingle)) | \(ms(diffInt)) | \(moves) | \(ms(diffUUID)) "
      + "| \(ms(diffHalf)) | \(ms(diffShuffled)) | \(ms(outline)) |")
}
print("\nTimes in ms (median). moves = item moves reported for the 10/10/2 shape (≈ 2 % of n relocated).")

// Target check at exactly 100,000 items, median of 11 runs.
do {
  let n = 100_000
  var rng = SplitMix64(state: 7)
  let ints = Array(0..<n)
  let build100k = median(runs: 11) { sink.value &+= build(ints).numberOfItems }
  let buildSingle100k = median(runs: 11) { sink.value &+= buildOneCallPerItem(ints).numberOfItems }
  let old = build(ints)
  let new = build(churned(ints, deleteFraction: 0.1, fresh: Array(n..<(n + n / 10)), moveFraction: 0.02, rng: &rng))
  let diff100k = median(runs: 11) { sink.value &+= SnapshotDifference(from: old, to: new).itemMoves.count }
  let outline100k = median(runs: 11) { sink.value &+= buildAndExpandOutline(n) }
  // The identifier hash check a diffable apply runs on the current and the applied snapshot (case B20).
  // As the data source does: the current snapshot against its recorded hashes, the applied one against its index,
  // then the applied one's hashes recorded.
  let recorded = old.itemIdentifierHashes()
  let check100k = median(runs: 11) {
    var current = old
    var applied = new
    sink.value &+= (current.repairChangedIdentifierHashes(recorded: recorded) == nil ? 1 : 0)
    sink.value &+= (applied.repairChangedIdentifierHashes() == nil ? 1 : 0)
    sink.value &+= applied.itemIdentifierHashes().count
  }
  func verdict(_ value: Double, _ target: Double) -> String { value < target ? "met" : "MISSED" }
  print("\n| target (n = 100,000) | median ms | budget ms | |")
  print("|---|---:|---:|---|")
  print("| build, one appendItems call (Int) | \(String(format: "%.3f", build100k)) | 3 | \(verdict(build100k, 3)) |")
  let ratio = buildSingle100k / build100k
  print(
    "| build, one appendItems call per item (Int), as a multiple of the one-call build | "
      + "\(String(format: "%.3f", buildSingle100k)) (\(String(format: "%.2f", ratio))×) | 3× | \(verdict(ratio, 3)) |")
  print("| diff 10/10/2 (Int) | \(String(format: "%.3f", diff100k)) | 20 | \(verdict(diff100k, 20)) |")
  print(
    "| section snapshot 3 levels, build + expand | \(String(format: "%.3f", outline100k)) | 50 "
      + "| \(verdict(outline100k, 50)) |")
  print(
    "| identifier hash check of both snapshots of an apply (B20; compare with the diff) | "
      + "\(String(format: "%.3f", check100k)) | — | |")
}
if sink.value == 42 { print("") }
