// Layout engine benchmarks. Release build, several runs, medians of thread CPU time, sizes that double or grow
// tenfold.
// Run: swift run -c release --package-path Benchmarks LayoutBenchmarks
import CompositionalLayout
import Foundation

/// This thread's CPU time in nanoseconds: on a machine shared with other builds, wall time counts the time other
/// processes run; CPU time counts only this benchmark's work (it still includes cache and page-fault effects).
func now() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Median of `runs` timings of `body`, in milliseconds.
func median(runs: Int = 7, _ body: () -> Void) -> Double {
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = now()
    body()
    samples.append(Double(now() - start) / 1e6)
  }
  samples.sort()
  return samples[samples.count / 2]
}

func format(_ milliseconds: Double) -> String { String(format: milliseconds < 0.1 ? "%.4f" : "%.3f", milliseconds) }

let screen = CGSize(width: 390, height: 844)

/// (a) A three-column grid: items 1/3 wide, square rows.
func gridSection() -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1))
  )
  item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
    subitems: [item])
  return NSCollectionLayoutSection(group: group)
}

/// (b) Nested groups: a large item beside a column of two, then a row of three (Apple's NestedGroups shape).
func nestedSection() -> NSCollectionLayoutSection {
  let large = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
  let small = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
  let column = NSCollectionLayoutGroup.vertical(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
    subitems: [small])
  let top = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.6)),
    subitems: [large, column])
  let third = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1))
  )
  let row = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
    subitems: [third])
  let group = NSCollectionLayoutGroup.vertical(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(400)),
    subitems: [top, row])
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 8
  section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
  return section
}

/// W1 of spec/performance-anchors.md: w = (390 − 2·10)/3, height 130, 10 between columns and rows.
func w1Section() -> NSCollectionLayoutSection {
  let width: CGFloat = (390 - 2 * 10) / 3
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(130)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
    subitems: [item])
  group.interItemSpacing = .fixed(10)
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 10
  return section
}

/// Prepare plus one screen-sized query at the end of the content.
func prepareAndQueryEnd(_ makeSection: () -> NSCollectionLayoutSection, items: Int) -> (Double, Int) {
  var found = 0
  let time = median {
    let layout = UICollectionViewCompositionalLayout(section: makeSection())
    layout.prepare(context: LayoutContext(size: screen, numberOfItemsInSection: [items]))
    let height = layout.collectionViewContentSize.height
    let rect = CGRect(x: 0, y: max(0, height - screen.height), width: screen.width, height: screen.height)
    found = layout.layoutAttributesForElements(in: rect)?.count ?? 0
  }
  return (time, found)
}

/// Which parts to run: all by default; `classic` skips W2; `w2` runs only W2; `w2-memory N floor|pass|custom` prints
/// one run's peak memory; `w2-queries N` runs lookups, `w2-read N [R]` reads every frame R times, `chips-pass N` one
/// chips sizing pass, `list-pass N` one self-sizing list pass and `prepare-query N` 700 grid prepares with a query,
/// for profiling; `w1 N [R]` runs W1 (prepare + read every frame back) R times (default 100) for profiling, and
/// `w1-time [R]` prints R rows (default 5) of W1 at 10^6 beside the floor of writing 10^6 `CGRect`s, in one process.
let arguments = Array(CommandLine.arguments.dropFirst())

// MARK: W2

/// W2 of spec/performance-anchors.md: state₀ = 42, stateₖ₊₁ = (stateₖ·1103515245 + 12345) mod 2³¹, height of item
/// k = 44 + (stateₖ₊₁ mod 157).
func w2Heights(_ count: Int) -> [CGFloat] {
  var state: UInt64 = 42
  return (0..<count).map { _ in
    state = (state &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
    return CGFloat(44 + state % 157)
  }
}

/// W2's list: full-width rows with an estimated height, 1 pt between rows.
func w2Section() -> NSCollectionLayoutSection {
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
  let section = NSCollectionLayoutSection(
    group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
  section.interGroupSpacing = 1
  return section
}

/// W2 end to end: heights, layout, prepare, one sizing pass answering the known heights, every frame read back.
func w2SizingPass(_ count: Int) -> (checksum: Double, height: Double, layout: UICollectionViewCompositionalLayout) {
  let heights = w2Heights(count)
  let layout = UICollectionViewCompositionalLayout(section: w2Section())
  var context = LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [count])
  context.pixelRounding = .none
  layout.prepare(context: context)
  layout.performSizingPass { request in CGSize(width: 390, height: heights[request.indexPath.item]) }
  var checksum: CGFloat = 0
  layout.forEachItemFrame { _, _, frame in checksum += frame.minX + frame.minY }
  return (Double(checksum), Double(layout.collectionViewContentSize.height), layout)
}

/// The floor: fill a [CGRect] with W2's frames and read them back.
func w2Floor(_ count: Int) -> (checksum: Double, height: Double) {
  let heights = w2Heights(count)
  var frames = [CGRect](repeating: .zero, count: count)
  var y: CGFloat = 0
  for index in 0..<count {
    frames[index] = CGRect(x: 0, y: y, width: 390, height: heights[index])
    y += heights[index] + 1
  }
  var checksum: CGFloat = 0
  for frame in frames { checksum += frame.minX + frame.minY }
  return (Double(checksum), Double(max(0, y - 1)))
}

/// W2 with the heights said directly: one custom group whose provider returns every row's frame (UIKit's
/// `NSCollectionLayoutGroup.custom`), no measuring pass. A group holds at most 100,000 items.
func w2CustomGroup(_ count: Int) -> (checksum: Double, height: Double) {
  let heights = w2Heights(count)
  var frames: [NSCollectionLayoutGroupCustomItem] = []
  frames.reserveCapacity(count)
  var y: CGFloat = 0
  for height in heights {
    frames.append(NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: y, width: 390, height: height)))
    y += height + 1
  }
  let total = max(0, y - 1)
  let group = NSCollectionLayoutGroup.custom(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(total))
  ) { _ in frames }
  let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  var context = LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [count])
  context.pixelRounding = .none
  layout.prepare(context: context)
  var checksum: CGFloat = 0
  layout.forEachItemFrame { _, _, frame in checksum += frame.minX + frame.minY }
  return (Double(checksum), Double(layout.collectionViewContentSize.height))
}

let w2Expected: [Int: (Double, Double)] = [
  1_000: (62_654_379, 125_900), 10_000: (6_171_373_147, 1_233_285), 100_000: (615_266_923_994, 12_307_468),
  1_000_000: (61_516_955_053_453, 123_024_307),
]

/// Peak resident memory of this process, in MB.
func peakMegabytes() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

if arguments.first == "w2-queries", arguments.count >= 2, let count = Int(arguments[1]) {
  // For profiling: 10^6 frame lookups and 10^6 attribute lookups on a self-sized W2 list of `count` rows.
  let layout = w2SizingPass(count).layout
  let paths = (0..<1_000_000).map { IndexPath(item: ($0 &* 7_919) % count, section: 0) }
  var total: CGFloat = 0
  for path in paths { total += layout.frameForItem(at: path)?.minY ?? 0 }
  for path in paths { total += layout.layoutAttributesForItem(at: path)?.frame.minY ?? 0 }
  print(total)
  exit(0)
}

if arguments.first == "w2-read", arguments.count >= 2, let count = Int(arguments[1]) {
  // For profiling: read every frame of a self-sized W2 list of `count` rows, as many times as the second argument
  // says (default 1,000).
  let layout = w2SizingPass(count).layout
  let repeats = arguments.count >= 3 ? Int(arguments[2]) ?? 1_000 : 1_000
  var total: CGFloat = 0
  for _ in 0..<repeats { layout.forEachItemFrame { _, _, frame in total += frame.minX + frame.minY } }
  print(total)
  exit(0)
}

/// W1 once: prepare a fresh layout of `count` items and read every frame back (the W1 table's body).
func w1Once(_ count: Int) -> (checksum: CGFloat, height: CGFloat) {
  let layout = UICollectionViewCompositionalLayout(section: w1Section())
  var context = LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [count])
  context.pixelRounding = .none
  layout.prepare(context: context)
  var checksum: CGFloat = 0
  layout.forEachItemFrame { _, _, frame in checksum += frame.minX + frame.minY }
  return (checksum, layout.collectionViewContentSize.height)
}

if arguments.first == "w1", arguments.count >= 2, let count = Int(arguments[1]) {
  // For profiling: W1 of `count` items, prepared and read back as many times as the second argument says (100).
  var total: CGFloat = 0
  for _ in 0..<(arguments.count >= 3 ? Int(arguments[2]) ?? 100 : 100) { total += w1Once(count).checksum }
  print("w1 N=\(count): Σ of the checksums \(String(format: "%.0f", Double(total)))")
  exit(0)
}

if arguments.first == "w1-time" {
  // W1 at 10^6 (medians of 5, as in the W1 table) beside the floor (medians of 7, as in the enumeration table).
  print("| floor: write 10^6 CGRects | W1 10^6 | × floor | Σ(x+y) |")
  print("|---:|---:|---:|---:|")
  let count = 1_000_000
  var rects = [CGRect](repeating: .zero, count: count)
  var sink: CGFloat = 0
  for _ in 0..<(arguments.count >= 2 ? Int(arguments[1]) ?? 5 : 5) {
    let floor = median {
      rects.withUnsafeMutableBufferPointer { pointer in
        for index in 0..<count {
          pointer[index] = CGRect(x: CGFloat(index % 3), y: CGFloat(index / 3), width: 120, height: 130)
        }
      }
      sink += rects[count - 1].minY
    }
    var checksum: CGFloat = 0
    let time = median(runs: 5) { checksum = w1Once(count).checksum }
    print(
      "| \(format(floor)) | \(format(time)) | \(String(format: "%.2f", time / floor)) | "
        + "\(String(format: "%.0f", Double(checksum))) |")
  }
  if sink == -1 { print(sink) }
  exit(0)
}

if arguments.first == "prepare-query", arguments.count >= 2, let count = Int(arguments[1]) {
  // For profiling: 100 × 7 × (prepare a grid of `count` items + one screen query at the end of the content).
  var elements = 0
  for _ in 0..<100 { elements += prepareAndQueryEnd(gridSection, items: count).1 }
  print("prepare-query N=\(count): \(elements) elements")
  exit(0)
}

if arguments.first == "chips-pass", arguments.count >= 2, let count = Int(arguments[1]) {
  // For profiling: one sizing pass over `count` flowing chips (the chips table's "measure every chip").
  let layout = UICollectionViewCompositionalLayout(section: chipSection())
  layout.prepare(context: LayoutContext(size: screen, numberOfItemsInSection: [count]))
  let passes = layout.performSizingPass { request in
    CGSize(width: CGFloat(40 + request.indexPath.item * 37 % 120), height: 30)
  }
  print("chips N=\(count): \(passes) passes, content height \(layout.collectionViewContentSize.height)")
  exit(0)
}

if arguments.first == "list-pass", arguments.count >= 2, let count = Int(arguments[1]) {
  // For profiling: one sizing pass over the self-sizing list of `count` rows (the table's "measure every row"), or
  // as many as the second argument says, each on a new layout.
  for _ in 1..<(arguments.count >= 3 ? Int(arguments[2]) ?? 1 : 1) {
    let layout = UICollectionViewCompositionalLayout(section: estimatedList())
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [count]))
    layout.performSizingPass { request in CGSize(width: 390, height: CGFloat(44 + request.indexPath.item % 50)) }
  }
  let layout = UICollectionViewCompositionalLayout(
    section: NSCollectionLayoutSection(
      group: .vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        subitems: [
          NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        ])))
  layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [count]))
  let passes = layout.performSizingPass { request in
    CGSize(width: 390, height: CGFloat(44 + request.indexPath.item % 50))
  }
  print("list N=\(count): \(passes) passes, content height \(layout.collectionViewContentSize.height)")
  exit(0)
}

if arguments.first == "w2-memory", arguments.count >= 3, let count = Int(arguments[1]) {
  let before = peakMegabytes()
  var checksum = 0.0
  switch arguments[2] {
  case "floor": checksum = w2Floor(count).checksum
  case "custom": checksum = w2CustomGroup(count).checksum
  default: checksum = w2SizingPass(count).checksum
  }
  print(
    "W2 \(arguments[2]) N=\(count): peak \(String(format: "%.1f", peakMegabytes())) MB (before: "
      + "\(String(format: "%.1f", before)) MB), Σ(x+y) \(String(format: "%.0f", checksum))")
  exit(0)
}

/// W2 and the per-element queries on a self-sized W2 list (printed as tables).
func runW2Benchmarks() {
  print("\n## W2 variable-height list (spec/performance-anchors.md), end to end, ms\n")
  print(
    "| N | floor: fill + read [CGRect] | sizing pass (known heights) | ns/row | × floor | Σ(x+y) | content height "
      + "| exact | custom group (heights said directly) | exact |")
  print("|---:|---:|---:|---:|---:|---:|---:|---|---:|---|")
  var w2Sizes: [Int] = []
  var w2Size = 1_000
  while w2Size < 1_000_000 {
    w2Sizes.append(w2Size)
    if [10_000, 100_000].contains(where: { $0 > w2Size && $0 < w2Size * 2 }) {
      w2Sizes.append(w2Size < 10_000 ? 10_000 : 100_000)
    }
    w2Size *= 2
  }
  w2Sizes.append(1_000_000)
  var w2Layouts: [Int: UICollectionViewCompositionalLayout] = [:]
  for count in w2Sizes {
    var floorResult = (checksum: 0.0, height: 0.0)
    let floorTime = median(runs: count >= 500_000 ? 5 : 7) { floorResult = w2Floor(count) }
    var result = (checksum: 0.0, height: 0.0)
    let time = median(runs: count >= 500_000 ? 5 : 7) {
      let run = w2SizingPass(count)
      result = (run.checksum, run.height)
      if [1_000, 10_000, 100_000, 1_000_000].contains(count) { w2Layouts[count] = run.layout }
    }
    let exact =
      w2Expected[count].map { $0.0 == result.checksum && $0.1 == result.height ? "yes" : "NO" }
      ?? (floorResult.checksum == result.checksum && floorResult.height == result.height ? "= floor" : "NO")
    var custom = "–"
    var customExact = "–"
    if count <= 100_000 {
      var customResult = (checksum: 0.0, height: 0.0)
      custom = format(median(runs: count >= 500_000 ? 5 : 7) { customResult = w2CustomGroup(count) })
      customExact = customResult == result ? "yes" : "NO"
    }
    print(
      "| \(count) | \(format(floorTime)) | \(format(time)) | \(String(format: "%.0f", time * 1e6 / Double(count))) | "
        + "\(String(format: "%.1f", time / floorTime)) | \(String(format: "%.0f", result.checksum)) | "
        + "\(String(format: "%.0f", result.height)) | \(exact) | \(custom) | \(customExact) |")
  }

  print("\n## Queries on a self-sized W2 list (ns per call, median of 7 runs)\n")
  print(
    "| N | read every frame (ns/row) | floor read (ns/row) | frameForItem | floor: frames[path.item] "
      + "| layoutAttributesForItem | IndexPath(item:section:) alone | one size + re-query (µs) |")
  print("|---:|---:|---:|---:|---:|---:|---:|---:|")
  for (count, layout) in w2Layouts.sorted(by: { $0.key < $1.key }) {
    let frames = layout.itemFrames(inSection: 0)
    var total: CGFloat = 0
    let floorRead = median {
      for frame in frames { total += frame.minX + frame.minY }
    }
    let readAll = median {
      layout.forEachItemFrame { _, _, frame in total += frame.minX + frame.minY }
    }
    // Index paths are built beforehand: `IndexPath(item:section:)` itself costs more than the query on Linux.
    let probes = 100_000
    let paths = (0..<probes).map { IndexPath(item: ($0 &* 7_919) % count, section: 0) }
    let lookup = median {
      for path in paths { total += layout.frameForItem(at: path)?.minY ?? 0 }
    }
    // The floor of a lookup: the same index paths into a filled [CGRect] (at 10^6 rows each probe misses the cache
    // there too: the probes are 7,919 rows apart).
    let lookupFloor = median {
      for path in paths { total += frames[path.item].minY }
    }
    let attributes = median {
      for path in paths { total += layout.layoutAttributesForItem(at: path)?.frame.minY ?? 0 }
    }
    var probe = 0
    let makePath = median {
      for _ in 0..<probes {
        probe = (probe &+ 7_919) % count
        total += CGFloat(IndexPath(item: probe, section: 0).count)
      }
    }
    var row = count / 3
    let update = median(runs: 21) {
      row += 1
      layout.setPreferredSize(CGSize(width: 390, height: 61), forItemAt: IndexPath(item: row, section: 0))
      let y = layout.frameForItem(at: IndexPath(item: row, section: 0))?.minY ?? 0
      total += CGFloat(layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 390, height: 844))?.count ?? 0)
    }
    if total == -1 { print(total) }
    print(
      "| \(count) | \(String(format: "%.1f", readAll * 1e6 / Double(count))) | "
        + "\(String(format: "%.1f", floorRead * 1e6 / Double(count))) | "
        + "\(String(format: "%.1f", lookup * 1e6 / Double(probes))) | "
        + "\(String(format: "%.1f", lookupFloor * 1e6 / Double(probes))) | "
        + "\(String(format: "%.1f", attributes * 1e6 / Double(probes))) | "
        + "\(String(format: "%.1f", makePath * 1e6 / Double(probes))) | \(String(format: "%.2f", update * 1e3)) |")
  }
}

if arguments.first == "w2" {
  runW2Benchmarks()
  exit(0)
}

print("# Layout benchmarks (release, median of 7 runs, ms)\n")
print("## Prepare + one screen query at the end of the content\n")
print("| items | grid (a) | elements | nested (b) | elements |")
print("|---:|---:|---:|---:|---:|")
var firstGrid = 0.0
var firstNested = 0.0
var lastGrid = 0.0
var lastNested = 0.0
for exponent in 3...7 {
  let count = Int(pow(10.0, Double(exponent)))
  let (grid, gridFound) = prepareAndQueryEnd(gridSection, items: count)
  let (nested, nestedFound) = prepareAndQueryEnd(nestedSection, items: count)
  if exponent == 3 { (firstGrid, firstNested) = (grid, nested) }
  (lastGrid, lastNested) = (grid, nested)
  print("| 10^\(exponent) | \(format(grid)) | \(gridFound) | \(format(nested)) | \(nestedFound) |")
}
print(
  "\nRatio 10^7 / 10^3: grid \(String(format: "%.2f", lastGrid / firstGrid))×, nested "
    + "\(String(format: "%.2f", lastNested / firstNested))× (target: within 10×)\n")

print("## Full enumeration of 10^6 item frames vs. writing 10^6 CGRects\n")
let million = 1_000_000
var buffer = [CGRect](repeating: .zero, count: million)
var sink: CGFloat = 0
let floor = median {
  buffer.withUnsafeMutableBufferPointer { pointer in
    for index in 0..<million {
      pointer[index] = CGRect(x: CGFloat(index % 3), y: CGFloat(index / 3), width: 120, height: 130)
    }
  }
  sink += buffer[million - 1].minY
}
let enumerationLayout = UICollectionViewCompositionalLayout(section: gridSection())
enumerationLayout.prepare(context: LayoutContext(size: screen, numberOfItemsInSection: [million]))
let enumeration = median {
  buffer.withUnsafeMutableBufferPointer { pointer in
    var index = 0
    enumerationLayout.forEachItemFrame { _, _, frame in
      pointer[index] = frame
      index += 1
    }
  }
  sink += buffer[million - 1].minY
}
let bulk = median {
  let frames = enumerationLayout.itemFrames(inSection: 0)
  sink += frames[million - 1].minY
}
print("| what | ms |")
print("|---|---:|")
print("| write 10^6 CGRects into a preallocated array (floor) | \(format(floor)) |")
print(
  "| enumerate every frame of a 10^6-item grid (forEachItemFrame writing each into a buffer) | \(format(enumeration)) |"
)
print("| every frame of a 10^6-item grid as one array (itemFrames(inSection:)) | \(format(bulk)) |")
print(
  "\nRatio: forEachItemFrame \(String(format: "%.2f", enumeration / floor))×, itemFrames "
    + "\(String(format: "%.2f", bulk / floor))× the floor (target: within 5×)\n")

print("## W1 uniform grid (spec/performance-anchors.md): prepare + read every frame back, Σ(x + y)\n")
print("| N | ms | Σ(x+y) | content height |")
print("|---:|---:|---:|---:|")
for exponent in 3...6 {
  let count = Int(pow(10.0, Double(exponent)))
  var checksum: CGFloat = 0
  var height: CGFloat = 0
  let time = median(runs: 5) {
    let layout = UICollectionViewCompositionalLayout(section: w1Section())
    var context = LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [count])
    context.pixelRounding = .none
    layout.prepare(context: context)
    checksum = 0
    layout.forEachItemFrame { _, _, frame in checksum += frame.minX + frame.minY }
    height = layout.collectionViewContentSize.height
  }
  print(
    "| \(count) | \(format(time)) | \(String(format: "%.0f", Double(checksum))) | \(String(format: "%.0f", Double(height))) |"
  )
}
if sink == -1 { print(sink) }

print("\n## Self-sizing list (estimated 44-pt rows, 390 × 844)\n")
print(
  "| rows | first screen (estimates) | first measured size + re-query | one more size + re-query | measure every row |"
)
print("|---:|---:|---:|---:|---:|")
func estimatedList() -> NSCollectionLayoutSection {
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
  let item = NSCollectionLayoutItem(layoutSize: size)
  return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))
}
for rows in [100_000, 200_000, 400_000, 800_000, 1_000_000] {
  let screenRect = CGRect(x: 0, y: 0, width: 390, height: 844)
  var layouts: [UICollectionViewCompositionalLayout] = []
  let firstScreen = median(runs: 5) {
    let layout = UICollectionViewCompositionalLayout(section: estimatedList())
    layout.prepare(context: LayoutContext(size: screen, numberOfItemsInSection: [rows]))
    _ = layout.layoutAttributesForElements(in: screenRect)
    layouts.append(layout)
  }
  var middle = rows / 2
  var index = 0
  let firstUpdate = median(runs: 5) {
    let layout = layouts[index]
    index += 1
    layout.setPreferredSize(CGSize(width: 390, height: 90), forItemAt: IndexPath(item: middle, section: 0))
    _ = layout.layoutAttributesForElements(in: screenRect.offsetBy(dx: 0, dy: CGFloat(middle) * 44))
  }
  let warm = layouts[0]
  let update = median(runs: 21) {
    middle += 1
    warm.setPreferredSize(CGSize(width: 390, height: 70), forItemAt: IndexPath(item: middle, section: 0))
    _ = warm.layoutAttributesForElements(in: screenRect.offsetBy(dx: 0, dy: CGFloat(middle) * 44))
  }
  let full = median(runs: 3) {
    let layout = UICollectionViewCompositionalLayout(section: estimatedList())
    layout.prepare(context: LayoutContext(size: screen, numberOfItemsInSection: [rows]))
    layout.performSizingPass { request in CGSize(width: 390, height: CGFloat(44 + request.indexPath.item % 50)) }
  }
  print("| \(rows) | \(format(firstScreen)) | \(format(firstUpdate)) | \(format(update)) | \(format(full)) |")
}

print("\n## Flowing chips (E-13: estimated 80-pt widths in full-width rows, 390 × 844)\n")
print(
  "| chips | measure every chip | one more width + re-query (mid-section reflow) | the same width again (reflow stops at once) |"
)
print("|---:|---:|---:|---:|")
func chipSection() -> NSCollectionLayoutSection {
  let chip = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .absolute(30)))
  let row = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
    subitems: [chip])
  row.interItemSpacing = .fixed(8)
  return NSCollectionLayoutSection(group: row)
}
for chips in [1_000, 10_000, 100_000] {
  let screenRect = CGRect(x: 0, y: 0, width: 390, height: 844)
  var warm: UICollectionViewCompositionalLayout?
  let full = median(runs: 3) {
    let layout = UICollectionViewCompositionalLayout(section: chipSection())
    layout.prepare(context: LayoutContext(size: screen, numberOfItemsInSection: [chips]))
    layout.performSizingPass { request in CGSize(width: CGFloat(40 + request.indexPath.item * 37 % 120), height: 30) }
    warm = layout
  }
  guard let layout = warm else { continue }
  var item = chips / 2
  let reflow = median(runs: 11) {
    item += 1
    layout.setPreferredSize(
      CGSize(width: CGFloat(30 + item % 200), height: 30), forItemAt: IndexPath(item: item, section: 0))
    _ = layout.layoutAttributesForElements(in: screenRect.offsetBy(dx: 0, dy: CGFloat(item) * 10))
  }
  let same = median(runs: 11) {
    item += 1
    let width = layout.preferredSize(forItemAt: IndexPath(item: item, section: 0))?.width ?? 80
    layout.setPreferredSize(CGSize(width: width, height: 30), forItemAt: IndexPath(item: item, section: 0))
  }
  print("| \(chips) | \(format(full)) | \(format(reflow)) | \(format(same)) |")
}

if arguments.isEmpty { runW2Benchmarks() }
