import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// A cell that counts the hierarchy and trait callbacks it gets.
@MainActor
final class MovingCell: UICollectionViewCell {
  var moves = 0
  var traitChanges = 0
  var layouts = 0

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    moves += 1
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    traitChanges += 1
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
  }
}

/// A data source of one section of rows shown by `MovingCell`s.
@MainActor
final class MovingCellDataSource: UICollectionViewDataSource {
  var count: Int

  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "moving", for: indexPath)
  }
}

/// Records the order of display events.
@MainActor
final class OrderRecordingDelegate: UICollectionViewDelegate {
  var events: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    events.append("will \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    events.append("end \(indexPath.item)")
  }
}

@MainActor
@Suite("Cells reused within a layout pass")
struct ReuseWithinPassTests {
  func makeView(count: Int) -> (UICollectionView, UIWindow, MovingCellDataSource) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 440))
    window.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: rowLayout(height: 44))
    collectionView.register(MovingCell.self, forCellWithReuseIdentifier: "moving")
    let dataSource = MovingCellDataSource(count: count)
    collectionView.dataSource = dataSource
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    return (collectionView, window, dataSource)
  }

  @Test func aCellReusedInThePassNeverLeavesTheTree() throws {
    let (collectionView, window, dataSource) = makeView(count: 1000)
    // Rows 0…9 on screen (440 / 44); scrolling exactly one screen replaces all of them.
    let first = collectionView.visibleCells.compactMap { $0 as? MovingCell }
    #expect(first.count == 10)
    let movesBefore = first.map(\.moves)
    let traitChangesBefore = first.map(\.traitChanges)
    let layoutsBefore = first.map(\.layouts)
    collectionView.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    let second = collectionView.visibleCells.compactMap { $0 as? MovingCell }
    #expect(collectionView.indexPathsForVisibleItems == (10...19).map { IndexPath(item: $0, section: 0) })
    // The same ten instances, reused without leaving the collection view: no superview, window or trait change.
    #expect(Set(second.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)))
    for cell in first {
      let index = try #require(first.firstIndex { $0 === cell })
      #expect(cell.moves == movesBefore[index])
      #expect(cell.traitChanges == traitChangesBefore[index])
      // Laid out again as a displayed cell is.
      #expect(cell.layouts > layoutsBefore[index])
      #expect(cell.window === window)
      #expect(cell.traitCollection.userInterfaceStyle == .dark)
    }
    // The cells in the tree are the visible ones, frontmost last in index-path order, as adding them would order
    // them.
    let inTree = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }
    #expect(inTree.map(ObjectIdentifier.init) == collectionView.visibleCells.map(ObjectIdentifier.init))
    #expect(collectionView.cellForItem(at: IndexPath(item: 10, section: 0))?.frame.minY == 440)
    _ = dataSource
  }

  @Test func cellsThatStayKeepTheirPlaceWhenOthersLeaveWithoutADelegate() throws {
    // No delegate: the cells leaving in a pass leave the visible list together. Rows 0…9 on screen (440 / 44);
    // half a screen further (220 = 5 × 44) rows 0…4 leave, 5…9 stay and 10…14 come (bounds 220…660).
    let (collectionView, _, dataSource) = makeView(count: 1000)
    #expect(collectionView.delegate == nil)
    let staying = try (5...9).map { try #require(collectionView.cellForItem(at: IndexPath(item: $0, section: 0))) }
    collectionView.setContentOffset(CGPoint(x: 0, y: 220), animated: false)
    #expect(collectionView.indexPathsForVisibleItems == (5...14).map { IndexPath(item: $0, section: 0) })
    for (offset, cell) in staying.enumerated() {
      #expect(collectionView.cellForItem(at: IndexPath(item: 5 + offset, section: 0)) === cell)
    }
    #expect(collectionView.visibleCells.count == 10)
    // Row 14's cell sits at 14 × 44 = 616.
    #expect(collectionView.cellForItem(at: IndexPath(item: 14, section: 0))?.frame.minY == 616)
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) == nil)
    _ = dataSource
  }

  @Test func cellsNotReusedInThePassLeaveTheTreeAtItsEnd() {
    let (collectionView, _, dataSource) = makeView(count: 1000)
    let first = collectionView.visibleCells
    // Near the end of the content only 5 rows are left to show: of the ten cells that leave, the pool keeps 7 (what
    // is on screen + 2), 5 of which are dequeued again; the other 5 cells end the pass out of the tree.
    dataSource.count = 15
    collectionView.reloadData()
    collectionView.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    #expect(collectionView.visibleCells.count == 5)
    let inTree = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }
    #expect(inTree.count == 5)
    #expect(collectionView.numberOfQueuedReusableViews == 2)
    for cell in first where !collectionView.visibleCells.contains(where: { $0 === cell }) {
      #expect(cell.superview == nil)
    }
  }

  @Test func displayEventsComeInIndexPathOrderEndingsFirst() {
    let (collectionView, _, dataSource) = makeView(count: 1000)
    let delegate = OrderRecordingDelegate()
    collectionView.delegate = delegate
    collectionView.setContentOffset(CGPoint(x: 0, y: 220), animated: false)
    // 220 / 44 = 5 rows leave (0…4) and 5 arrive (10…14).
    #expect(
      delegate.events == [
        "end 0", "end 1", "end 2", "end 3", "end 4", "will 10", "will 11", "will 12", "will 13", "will 14",
      ])
    _ = dataSource
  }
}
