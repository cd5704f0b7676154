import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation
import Testing

@MainActor
@Suite("Scrolling at scale")
struct UICollectionViewScaleTests {
  /// Case B24 with the registration created once: 1,000 rows of 44 pt, scrolled through; cells allocated stay at
  /// what fits on screen (⌈844 / 44⌉ + 1 = 21) plus a small slack.
  @Test func registrationCreatedOnceReusesCells() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
    let registration = UICollectionView.CellRegistration<TestCell, Int> { cell, _, item in cell.item = item }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<1000))
    dataSource.apply(snapshot)
    collectionView.layoutIfNeeded()
    var prepared = 0
    while collectionView.contentOffset.y < 44_000 - 844 - 1 {
      collectionView.drag(by: CGPoint(x: 0, y: 300))
      prepared = collectionView.visibleCells.compactMap { $0 as? TestCell }.map(\.prepared).reduce(0, +)
    }
    #expect(collectionView.numberOfCreatedViews <= 21 + 3)
    #expect(prepared > 0)
    let last = collectionView.visibleCells.compactMap { $0 as? TestCell }.compactMap(\.item).max()
    #expect(last == 999)
  }

  /// A million rows, screen by screen: every pass shows about a screenful and creation stays bounded.
  @Test func millionItemsScreenByScreen() {
    let dataSource = TestDataSource(counts: [1_000_000])
    let delegate = RecordingDelegate()
    let collectionView = makeRowCollectionView(dataSource: dataSource, delegate: delegate)
    for screen in 1...300 {
      collectionView.setContentOffset(CGPoint(x: 0, y: CGFloat(screen) * 844 * 100), animated: false)
      #expect(collectionView.visibleCells.count <= 21)
    }
    collectionView.scrollToItem(at: IndexPath(item: 999_999, section: 0), at: .bottom, animated: false)
    #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 999_999, section: 0))
    #expect(collectionView.numberOfCreatedViews <= 21 + 3)
    #expect(delegate.pairingErrors.isEmpty)
  }

  /// Highlight runs before selection and is undone after the tap.
  @Test func highlightSequence() {
    final class Highlights: UICollectionViewDelegate {
      var events: [String] = []
      var highlightedDuringTap = false
      weak var collectionView: UICollectionView?
      func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight")
        return indexPath.item != 7
      }
      func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("didHighlight")
        highlightedDuringTap = collectionView.cellForItem(at: indexPath)?.isHighlighted == true
      }
      func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("didUnhighlight")
      }
      func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect")
      }
    }
    let delegate = Highlights()
    let dataSource = TestDataSource(counts: [20])
    let collectionView = makeRowCollectionView(dataSource: dataSource)
    collectionView.delegate = delegate
    collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(delegate.events == ["shouldHighlight", "didHighlight", "didUnhighlight", "didSelect"])
    #expect(delegate.highlightedDuringTap)
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isHighlighted == false)
    delegate.events = []
    // An item that cannot highlight cannot be selected by a tap.
    collectionView.tapItem(at: IndexPath(item: 7, section: 0))
    #expect(delegate.events == ["shouldHighlight"])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    // A tap on empty space does nothing.
    #expect(collectionView.tap(at: CGPoint(x: 10, y: 20 * 44 + 10)) == nil)
  }

  /// Cells of an orthogonally scrolling section follow the section's own offset.
  @Test func orthogonalSectionCellsFollowTheSwipe() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    let layout = UICollectionViewCompositionalLayout(section: section)
    let collectionView = RetainingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = TestDataSource(counts: [50])
    collectionView.dataSource = dataSource
    collectionView.retained = [dataSource]
    collectionView.layoutIfNeeded()
    // Groups of 300 pt: items 0 and 1 intersect 0 ..< 390.
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1])
    layout.swipeOrthogonalSection(0, by: 3000, velocity: 0)
    collectionView.layoutIfNeeded()
    // Offset 3000: items 10 (3000 ..< 3300) and 11 (3300 ..< 3600) are on screen.
    #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [10, 11])
    #expect(collectionView.cellForItem(at: IndexPath(item: 10, section: 0))?.frame.minX == 0)
  }
}
