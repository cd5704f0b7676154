import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// Records prefetch calls.
@MainActor
final class RecordingPrefetcher: UICollectionViewDataSourcePrefetching {
  var prefetched: [[Int]] = []
  var cancelled: [[Int]] = []

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths.map(\.item))
  }

  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    cancelled.append(indexPaths.map(\.item))
  }
}

@MainActor
@Suite("Cells in the view tree, and prefetching")
struct ViewTreeAndPrefetchingTests {
  func makeView(height: CGFloat, count: Int) -> (UICollectionView, TestDataSource) {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: rowLayout(height: 44, header: 30))
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(
      TestHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let dataSource = TestDataSource(counts: [count])
    collectionView.dataSource = dataSource
    return (collectionView, dataSource)
  }

  @Test func displayedCellsAndHeadersAreSubviewsAndLeaveWhenEnqueued() throws {
    let (collectionView, dataSource) = makeView(height: 440, count: 100)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 440))
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    // Header 0…30, rows of 44 from 30: rows 0…9 intersect 0…440 (row 9 spans 426…470).
    let cells = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }
    #expect(cells.count == 10)
    #expect(collectionView.subviews.contains { $0 is TestHeader })
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.superview === collectionView)
    #expect(first.window === window)
    collectionView.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
    // Row 0 left the screen: enqueued, out of the tree (a reused instance may be back on screen elsewhere).
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(!collectionView.subviews.contains { $0 is TestHeader })
    let onScreen = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }
    #expect(Set(onScreen.map(ObjectIdentifier.init)) == Set(collectionView.visibleCells.map(ObjectIdentifier.init)))
    _ = dataSource
  }

  @Test func prefetchesOneScreenAheadAndCancelsWhatIsLeftBehind() {
    let (collectionView, dataSource) = makeView(height: 440, count: 100)
    let prefetcher = RecordingPrefetcher()
    collectionView.prefetchDataSource = prefetcher
    collectionView.layoutIfNeeded()
    // Look-ahead y −440…880: rows 0…19 (row 19 spans 866…910); rows 0…9 are on screen.
    #expect(prefetcher.prefetched == [Array(10...19)])
    collectionView.setContentOffset(CGPoint(x: 0, y: 4000), animated: false)
    // Rows 10…19 were never displayed and are now far away.
    #expect(prefetcher.cancelled == [Array(10...19)])
    collectionView.isPrefetchingEnabled = false
    collectionView.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(prefetcher.prefetched.count == 2)
    _ = dataSource
  }

  @Test func nibRegistrationIsAcceptedAndDequeuingItTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
      collectionView.register(UINib(nibName: "Cell", bundle: nil), forCellWithReuseIdentifier: "cell")
      let dataSource = TestDataSource(counts: [1])
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }
    expectStandardError(result, contains: "\"cell\"", "nib", "register(_:forCellWithReuseIdentifier:)")
  }
}
