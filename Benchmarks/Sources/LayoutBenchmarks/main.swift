// Layout engine benchmarks. Release build, several runs, medians, sizes that double or grow tenfold.
// Run: swift run -c release --package-path Benchmarks LayoutBenchmarks
import CompositionalLayout
import Foundation

/// Monotonic nanoseconds.
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

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
  "| enumerate every frame of a 10^6-item grid (forEachItemFrame, a closure call per item) | \(format(enumeration)) |")
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
  "| rows | first screen (estimates) | first measured size + re-query | one more size + re-query | measure every row |")
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
