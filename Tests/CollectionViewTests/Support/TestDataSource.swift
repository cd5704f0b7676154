import CollectionView
import CompositionalLayout
import Foundation

/// A layout of full-width rows of `height` points, one item per group.
@MainActor
func rowLayout(height: CGFloat = 44, header: CGFloat? = nil) -> UICollectionViewCompositionalLayout {
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
  let item = NSCollectionLayoutItem(layoutSize: size)
  let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  if let header {
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(header)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
  }
  return UICollectionViewCompositionalLayout(section: section)
}

/// A cell that counts its reuse and remembers what it shows.
@MainActor
final class TestCell: UICollectionViewCell {
  var item: Int?
  var prepared = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    prepared += 1
    item = nil
  }
}

/// A header view.
@MainActor
final class TestHeader: UICollectionReusableView {}

/// A data source of `counts` items, with plain registration.
@MainActor
final class TestDataSource: UICollectionViewDataSource {
  var counts: [Int]
  var supplies = false

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? TestCell)?.item = indexPath.item
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
}

/// Records delegate events and checks that display events pair up.
@MainActor
final class RecordingDelegate: UICollectionViewDelegate {
  var events: [String] = []
  /// Cells currently displayed, by object identity, with their index path.
  var displayed: [ObjectIdentifier: IndexPath] = [:]
  var pairingErrors: [String] = []
  var refuseSelection: Set<IndexPath> = []
  var scrolls = 0
  var targetOverride: CGPoint?

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    if displayed[ObjectIdentifier(cell)] != nil { pairingErrors.append("willDisplay twice at \(indexPath)") }
    displayed[ObjectIdentifier(cell)] = indexPath
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    if displayed.removeValue(forKey: ObjectIdentifier(cell)) != indexPath {
      pairingErrors.append("didEndDisplaying without willDisplay at \(indexPath)")
    }
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    events.append("shouldSelect \(indexPath.item)")
    return !refuseSelection.contains(indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    events.append("didDeselect \(indexPath.item)")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    events.append("willEndDragging")
    if let targetOverride { targetContentOffset.pointee = targetOverride }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging \(decelerate)")
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
}

/// A collection view that keeps its (weakly referenced) data source and delegate alive for the test.
@MainActor
final class RetainingCollectionView: UICollectionView {
  var retained: [AnyObject] = []
}

/// A 390 × 844 collection view of 44-pt rows over `dataSource`, laid out once.
@MainActor
func makeRowCollectionView(
  dataSource: TestDataSource, delegate: (any UICollectionViewDelegate)? = nil, header: CGFloat? = nil
) -> UICollectionView {
  let collectionView = RetainingCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout(header: header))
  collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
  collectionView.register(
    TestHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "header")
  collectionView.dataSource = dataSource
  collectionView.delegate = delegate
  collectionView.retained = [dataSource] + (delegate.map { [$0 as AnyObject] } ?? [])
  collectionView.layoutIfNeeded()
  return collectionView
}
