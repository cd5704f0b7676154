// Headless collection view: scrolling a list of 10^6 rows screen by screen through a diffable data source.
// Run: swift run -c release --package-path Benchmarks CollectionViewBenchmarks
import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation

final class RowCell: UICollectionViewCell {
  var item = 0
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func rowLayout() -> UICollectionViewCompositionalLayout {
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
  let item = NSCollectionLayoutItem(layoutSize: size)
  return UICollectionViewCompositionalLayout(
    section: NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item])))
}

print("# Collection view benchmarks (release, ms)\n")
print("| rows | apply snapshot | screens scrolled | median per screen | worst screen | cells created |")
print("|---:|---:|---:|---:|---:|---:|")
for rows in [125_000, 250_000, 500_000, 1_000_000] {
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
  let screens = min(2000, rows * 44 / 844)
  var times: [Double] = []
  for screen in 1...screens {
    let start = now()
    collectionView.setContentOffset(CGPoint(x: 0, y: CGFloat(screen) * 844), animated: false)
    collectionView.layoutIfNeeded()
    times.append(Double(now() - start) / 1e6)
  }
  times.sort()
  let median = times[times.count / 2]
  let worst = times.last ?? 0
  print(
    "| \(rows) | \(String(format: "%.2f", apply)) | \(screens) | \(String(format: "%.4f", median)) | "
      + "\(String(format: "%.4f", worst)) | \(collectionView.numberOfCreatedViews) |")
}
