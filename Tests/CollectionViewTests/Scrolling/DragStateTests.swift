import CollectionView
import Foundation
import Testing

/// isTracking / isDragging / isDecelerating as the delegate sees them during a simulated drag.
@MainActor
@Suite("Drag state")
struct DragStateTests {
  @MainActor final class Recorder: UICollectionViewDelegate {
    var events: [String] = []

    func record(_ name: String, _ scrollView: UIScrollView) {
      events.append(
        "\(name) t\(scrollView.isTracking ? 1 : 0) d\(scrollView.isDragging ? 1 : 0) "
          + "v\(scrollView.isDecelerating ? 1 : 0)")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { record("willBegin", scrollView) }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      record("didEndDragging", scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { record("willDecelerate", scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { record("didEndDecelerating", scrollView) }
  }

  @Test("flags follow the drag's phases and are all false afterwards")
  func phases() {
    let recorder = Recorder()
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [200]))
    collectionView.delegate = recorder
    collectionView.drag(by: CGPoint(x: 0, y: 300), velocity: CGPoint(x: 0, y: 1000))
    #expect(
      recorder.events == [
        "willBegin t1 d1 v0", "didEndDragging t0 d0 v0", "willDecelerate t0 d0 v1", "didEndDecelerating t0 d0 v0",
      ])
    #expect(!collectionView.isTracking && !collectionView.isDragging && !collectionView.isDecelerating)
  }

  @Test("a drag by NaN or an enormous distance does not trap")
  func hostileDrag() {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [200]))
    collectionView.drag(by: CGPoint(x: 0, y: CGFloat.nan), velocity: CGPoint(x: 0, y: CGFloat.infinity))
    collectionView.drag(by: CGPoint(x: 0, y: 1e300), velocity: .zero)
    // 200 rows of 44 pt in 844: the end is 8800 − 844 = 7956.
    #expect(collectionView.contentOffset.y == 7956)
  }
}
