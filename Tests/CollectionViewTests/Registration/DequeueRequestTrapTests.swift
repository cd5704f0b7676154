import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// A data source of `count` items (3 unless said) in one section whose cell request dequeues as `dequeue` says
/// (issue 15, item 12).
@MainActor
final class MisdequeuingDataSource: UICollectionViewDataSource {
  let count: Int
  let dequeue: (UICollectionView, IndexPath) -> UICollectionViewCell

  init(count: Int = 3, dequeue: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell) {
    self.count = count
    self.dequeue = dequeue
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    dequeue(collectionView, indexPath)
  }
}

/// A 100-row collection view whose cell requests dequeue as `dequeue` says, laid out (rows 0…19: 844 / 44 = 19.2),
/// then scrolled to 40 × 44 = 1760, where rows 40…59 are shown with the cells rows 0…19 left (from the reuse pool).
@MainActor
func layOutAndScrollToPooledCells(dequeue: @escaping (UICollectionView, IndexPath) -> UICollectionViewCell) {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  let dataSource = MisdequeuingDataSource(count: 100, dequeue: dequeue)
  collectionView.dataSource = dataSource
  collectionView.layoutIfNeeded()
  collectionView.setContentOffset(CGPoint(x: 0, y: 1760), animated: false)
  collectionView.layoutIfNeeded()
  withExtendedLifetime(dataSource) {}
}

/// Dequeue and reconfigure misuse UIKit raises on traps here, naming the index path and the fix (issue 15, item 12).
@MainActor
@Suite("Dequeue and reconfigure traps")
struct DequeueRequestTrapTests {
  @Test func dequeueForAnotherIndexPath() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let dataSource = MisdequeuingDataSource { view, indexPath in
        view.dequeueReusableCell(
          withReuseIdentifier: "cell", for: IndexPath(item: indexPath.item + 1, section: indexPath.section))
      }
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }
    expectStandardError(result, contains: "different index path ((0, 1))", "requested ((0, 0))", "Fix:")
  }

  @Test func dequeueOutsideACellRequest() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
    }
    expectStandardError(result, contains: "outside of collectionView(_:cellForItemAt:)", "(0, 0)", "Fix:")
  }

  @Test func dequeuedCellNeverReturned() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      final class Kept { var cell: UICollectionViewCell? }
      let kept = Kept()
      let dataSource = MisdequeuingDataSource { view, indexPath in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if kept.cell == nil { kept.cell = cell }
        return kept.cell ?? cell
      }
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }
    expectStandardError(result, contains: "dequeued for (0, 1) was not returned", "Fix:")
  }

  @Test func twoCellsDequeuedInOneRequest() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let dataSource = MisdequeuingDataSource { view, indexPath in
        _ = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }
    expectStandardError(result, contains: "second cell was dequeued", "(0, 0)", "never be returned", "Fix:")
  }

  @Test func twoPooledCellsDequeuedInOneRequest() async {
    // The same misuse once the cells come from the reuse pool: row 40's request dequeues two.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      layOutAndScrollToPooledCells { view, indexPath in
        if indexPath.item >= 40 { _ = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
        return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
    }
    expectStandardError(result, contains: "second cell was dequeued", "(0, 40)", "never be returned", "Fix:")
  }

  @Test func pooledCellDequeuedButAnotherReturned() async {
    // A pooled cell dequeued for row 40 while the first screen's cell for row 0 (kept by the data source) is
    // returned instead.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      final class Kept { var cell: UICollectionViewCell? }
      let kept = Kept()
      layOutAndScrollToPooledCells { view, indexPath in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if kept.cell == nil { kept.cell = cell }
        return indexPath.item >= 40 ? kept.cell ?? cell : cell
      }
    }
    expectStandardError(result, contains: "dequeued for (0, 40) was not returned", "Fix:")
  }

  @Test func cellFromAnEarlierRequestReturnedWithoutADequeue() async {
    // Row 1's request returns row 0's cell (kept from row 0's request) without dequeuing: it would show rows 0 and 1.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      final class Kept { var cell: UICollectionViewCell? }
      let kept = Kept()
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let dataSource = MisdequeuingDataSource(count: 20) { view, indexPath in
        if indexPath.item == 1, let cell = kept.cell { return cell }
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if indexPath.item == 0 { kept.cell = cell }
        return cell
      }
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }
    expectStandardError(result, contains: "for (0, 1) was not dequeued for it", "Fix:")
  }

  @Test func reconfigureOutOfRange() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let dataSource = TestDataSource(counts: [3])
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
      collectionView.reconfigureItems(at: [IndexPath(item: 7, section: 0)])
    }
    expectStandardError(result, contains: "reconfigure item (0, 7)", "section 0 contains 3 items", "Fix:")
  }

  @Test func reconfigureInRangeKeepsTheCell() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = TestDataSource(counts: [3])
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    let before = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
    #expect(before != nil)
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === before)
  }
}
