// Headless collection view: scrolling a list of 10^6 rows screen by screen through a diffable data source.
// Run: swift run -c release --package-path Benchmarks CollectionViewBenchmarks [--rows N] [--screens N]
// (`--rows` runs one row count instead of the four; `--screens` changes the 2,000 screens, for callgrind runs.)
import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation

final class RowCell: UICollectionViewCell {
  var item = 0
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The CPU time this thread has used, in nanoseconds (wall time on a shared machine includes other processes).
func cpuNow() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func rowLayout() -> UICollectionViewCompositionalLayout {
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
  let item = NSCollectionLayoutItem(layoutSize: size)
  return UICollectionViewCompositionalLayout(
    section: NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item])))
}

func argument(_ name: String) -> Int? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return Int(arguments[index + 1])
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func format(_ value: Double, _ digits: Int = 4) -> String { String(format: "%.\(digits)f", value) }

print("# Collection view benchmarks (release, ms)\n")
print(
  "| rows | apply snapshot | screens scrolled | median per screen | CPU per screen | worst screen | "
    + "layout query per screen | screen ÷ query | bookkeeping ÷ query | cells created |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
let rowCounts = argument("--rows").map { [$0] } ?? [125_000, 250_000, 500_000, 1_000_000]
for rows in rowCounts {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
  let registration = UICollectionView.CellRegistration<RowCell, Int> { cell, _, item in cell.item = item }
  let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
    collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  }
  var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections([0])
  snapshot.appendItems(Array(0..<rows))
  let applyStart = now()
  dataSource.apply(snapshot, animatingDifferences: false)
  collectionView.layoutIfNeeded()
  let apply = Double(now() - applyStart) / 1e6
  // Screen by screen through the first 2,000 screens (or all of them), one setContentOffset each.
  let screens = min(argument("--screens") ?? 2000, rows * 44 / 844)
  var times: [Double] = []
  times.reserveCapacity(screens)
  let cpuStart = cpuNow()
  for screen in 1...screens {
    let start = now()
    collectionView.setContentOffset(CGPoint(x: 0, y: CGFloat(screen) * 844), animated: false)
    collectionView.layoutIfNeeded()
    times.append(Double(now() - start) / 1e6)
  }
  let cpu = Double(cpuNow() - cpuStart) / 1e6 / Double(screens)
  // The layout query alone for the same screens: the elements in each screen's rectangle.
  let layout = collectionView.collectionViewLayout
  var queries: [Double] = []
  queries.reserveCapacity(screens)
  var elements = 0
  for screen in 1...screens {
    let rect = CGRect(x: 0, y: CGFloat(screen) * 844, width: 390, height: 844)
    let start = now()
    elements &+= layout.layoutAttributesForElements(in: rect)?.count ?? 0
    queries.append(Double(now() - start) / 1e6)
  }
  let screenMedian = median(times)
  let query = median(queries)
  // Issue 14's ratio: the bookkeeping is what a screen costs beyond its layout query (the pass makes one query of
  // the same rectangle), so bookkeeping ÷ query = (screen − query) ÷ query = screen ÷ query − 1.
  let bookkeeping = (screenMedian - query) / query
  print(
    "| \(rows) | \(format(apply, 2)) | \(screens) | \(format(screenMedian)) | \(format(cpu)) | "
      + "\(format(times.max() ?? 0)) | \(format(query)) | \(format(screenMedian / query, 1)) | "
      + "\(format(bookkeeping, 1)) | \(collectionView.numberOfCreatedViews) |")
  _ = elements
}
