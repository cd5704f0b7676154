import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation
import Testing

/// A data source whose items are names, that lets every item but `fixed` move and records what it is asked.
@MainActor
final class ReorderingDataSource: UICollectionViewDataSource {
  var sections: [[String]]
  var fixed: Set<String> = []
  var moves: [(IndexPath, IndexPath)] = []
  var asked: [IndexPath] = []

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    asked.append(indexPath)
    return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    !fixed.contains(sections[indexPath.section][indexPath.item])
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
  }
}

/// A delegate that can pin the moving item's target and the content offset after updates, recording proposals.
@MainActor
final class MovementDelegate: UICollectionViewDelegate {
  var pinnedTarget: IndexPath?
  var targetOffset: CGPoint?
  var proposedOffsets: [CGPoint] = []

  func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    pinnedTarget ?? proposedIndexPath
  }

  func collectionView(
    _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    proposedOffsets.append(proposedContentOffset)
    return targetOffset ?? proposedContentOffset
  }
}

/// A layout of 44-pt rows that moves every proposed content offset 10 pt down.
@MainActor
final class OffsetNudgingLayout: UICollectionViewCompositionalLayout {
  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + 10)
  }
}

@MainActor
private func makeReorderingView(
  _ dataSource: ReorderingDataSource, delegate: MovementDelegate? = nil,
  layout: UICollectionViewLayout = rowLayout()
) -> UICollectionView {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
  collectionView.dataSource = dataSource
  collectionView.delegate = delegate
  collectionView.layoutIfNeeded()
  return collectionView
}

@MainActor
@Suite("Interactive movement")
struct InteractiveMovementTests {
  /// Rows are 44 pt: row i spans y 44·i ..< 44·(i + 1) across the 390-pt width.
  @Test func moveFollowsTheTouchAndCommitsOnEnd() throws {
    let dataSource = ReorderingDataSource([(0..<10).map { "r\($0)" }])
    let collectionView = makeReorderingView(dataSource)
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))

    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    // The moving cell starts at its own centre (195, 44 + 22 = 66) and floats above the others.
    #expect(moving.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
    #expect(moving.zIndex == Int.max)

    // y 186 is inside row 4 (176 ..< 220): the item goes to 4, rows 2…4 move up one row.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 186))
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === moving)
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
    #expect(third.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
    // Centred on the touch: y 186 − 22 = 164.
    #expect(moving.frame == CGRect(x: 0, y: 164, width: 390, height: 44))
    #expect(dataSource.moves.isEmpty)
    #expect(collectionView.numberOfItems(inSection: 0) == 10)

    collectionView.endInteractiveMovement()
    #expect(dataSource.moves.map(\.0) == [IndexPath(item: 1, section: 0)])
    #expect(dataSource.moves.map(\.1) == [IndexPath(item: 4, section: 0)])
    #expect(dataSource.sections[0].prefix(6) == ["r0", "r2", "r3", "r4", "r1", "r5"])
    // Settled in row 4: y 4 · 44 = 176, back in the stacking order of the others.
    #expect(moving.frame == CGRect(x: 0, y: 176, width: 390, height: 44))
    #expect(moving.zIndex == 0)
  }

  @Test func cancelPutsTheItemBackWithoutTellingTheDataSource() throws {
    let dataSource = ReorderingDataSource([(0..<10).map { "r\($0)" }])
    let collectionView = makeReorderingView(dataSource)
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 186))
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === moving)
    collectionView.cancelInteractiveMovement()
    #expect(dataSource.moves.isEmpty)
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === moving)
    #expect(moving.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
    // Nothing in progress any more: ending does nothing.
    collectionView.endInteractiveMovement()
    #expect(dataSource.moves.isEmpty)
  }

  @Test func reorderingCadenceAndBackgroundEffectAreKept() {
    let dataSource = ReorderingDataSource([["a", "b"]])
    let collectionView = makeReorderingView(dataSource)
    #expect(collectionView.reorderingCadence == .immediate)
    collectionView.reorderingCadence = .slow
    #expect(collectionView.reorderingCadence == .slow)
    #expect(UICollectionView.ReorderingCadence.fast.rawValue == 1)
    var background = UIBackgroundConfiguration.listPlainCell()
    #expect(background.visualEffect == nil)
    let blur = UIBlurEffect(style: .systemMaterial)
    background.visualEffect = blur
    #expect(background.visualEffect === blur)
    #expect(background != UIBackgroundConfiguration.listPlainCell())
  }

  @Test func refusals() {
    let dataSource = ReorderingDataSource([["a", "b", "c"]])
    dataSource.fixed = ["b"]
    let collectionView = makeReorderingView(dataSource)
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
    // Updating without a movement does nothing.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 100))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // One movement at a time.
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    collectionView.cancelInteractiveMovement()
    #expect(dataSource.moves.isEmpty)
  }

  /// Sections of 3 rows: section 0 at y 0, 44, 88; section 1 at y 132, 176, 220.
  @Test func moveAcrossSections() throws {
    let dataSource = ReorderingDataSource([["a0", "a1", "a2"], ["b0", "b1", "b2"]])
    let collectionView = makeReorderingView(dataSource)
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let b1 = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // y 180 is inside (1, 1) (176 ..< 220).
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 180))
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) === moving)
    // Section 1 now starts at 2 · 44 = 88; b1 is its third row: 88 + 2 · 44 = 176.
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) === b1)
    #expect(b1.frame.minY == 176)
    collectionView.endInteractiveMovement()
    #expect(dataSource.sections == [["a1", "a2"], ["b0", "a0", "b1", "b2"]])
    #expect(moving.frame.minY == 132)
  }

  /// While the item is moved, the data source is asked with its own index paths.
  @Test func cellsAreRequestedAtTheDataSourcesIndexPaths() {
    let dataSource = ReorderingDataSource([(0..<10).map { "r\($0)" }])
    let collectionView = makeReorderingView(dataSource)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // y 142 is inside row 3 (132 ..< 176): the view shows r1 r2 r3 r0 r4 …
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 142))
    dataSource.asked = []
    collectionView.reconfigureItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 0)])
    #expect(dataSource.asked == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    collectionView.endInteractiveMovement()
    dataSource.asked = []
    collectionView.reconfigureItems(at: [IndexPath(item: 3, section: 0)])
    #expect(dataSource.asked == [IndexPath(item: 3, section: 0)])
  }

  /// A batch update while an item is moved across sections: the movement is cancelled first (the view shows the
  /// data source's order again), then the update applies against the data source's counts.
  @Test func updateDuringAMovementCancelsIt() throws {
    let dataSource = ReorderingDataSource([["a0", "a1", "a2"], ["b0", "b1", "b2"]])
    let collectionView = makeReorderingView(dataSource)
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 180))
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
    collectionView.performBatchUpdates {
      dataSource.sections[1].append("b3")
      collectionView.insertItems(at: [IndexPath(item: 3, section: 1)])
    }
    // Counts [3, 4]: a0 back at (0, 0), at y 0, and no move reaches the data source when the gesture ends.
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    #expect(collectionView.numberOfItems(inSection: 1) == 4)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === moving)
    #expect(moving.frame.minY == 0)
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 180))
    collectionView.endInteractiveMovement()
    #expect(dataSource.moves.isEmpty)
    // A new data source ends a movement too.
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    let other = ReorderingDataSource([["c0"]])
    collectionView.dataSource = other
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 10))
    collectionView.endInteractiveMovement()
    #expect(other.moves.isEmpty)
    #expect(dataSource.moves.isEmpty)
  }

  @Test func delegateChoosesTheTarget() throws {
    let dataSource = ReorderingDataSource([(0..<10).map { "r\($0)" }])
    let delegate = MovementDelegate()
    let collectionView = makeReorderingView(dataSource, delegate: delegate)
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    delegate.pinnedTarget = IndexPath(item: 6, section: 0)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 10))
    #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) === moving)
    collectionView.endInteractiveMovement()
    #expect(dataSource.moves.map(\.1) == [IndexPath(item: 6, section: 0)])
  }

  @Test func delegateTargetOutsideTheSectionTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let dataSource = ReorderingDataSource([["a", "b", "c"]])
      let delegate = MovementDelegate()
      let collectionView = makeReorderingView(dataSource, delegate: delegate)
      delegate.pinnedTarget = IndexPath(item: 3, section: 0)
      _ = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
      collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 10))
    }
    expectStandardError(result, contains: "target index path (0, 3)", "0...2", "targetIndexPathForMoveOfItem")
  }

  @Test func diffableReorderingHandlers() throws {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
      collectionView, indexPath, _ in
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["S"])
    snapshot.appendItems(["a", "b", "c", "d"])
    dataSource.apply(snapshot)
    collectionView.layoutIfNeeded()
    // No handler: nothing may move.
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))

    var events: [String] = []
    dataSource.reorderingHandlers.canReorderItem = { $0 != "d" }
    dataSource.reorderingHandlers.willReorder = { transaction in
      events.append("will \(transaction.finalSnapshot.itemIdentifiers.joined())")
    }
    dataSource.reorderingHandlers.didReorder = { transaction in
      events.append("did \(transaction.initialSnapshot.itemIdentifiers.joined())")
      events.append("sections \(transaction.sectionTransactions.map(\.sectionIdentifier))")
    }
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // y 98 is inside row 2 (88 ..< 132).
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 98))
    collectionView.endInteractiveMovement()
    #expect(events == ["will bcad", "did abcd", "sections [\"S\"]"])
    #expect(dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "a")
    // The stored state and the view agree: applying the same order changes nothing on screen.
    let cellA = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
    dataSource.apply(dataSource.snapshot())
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellA)
  }

  @Test func contentOffsetTargetAfterUpdatesAndLayoutChanges() {
    let dataSource = ReorderingDataSource([(0..<40).map { "r\($0)" }])
    let delegate = MovementDelegate()
    let collectionView = makeReorderingView(dataSource, delegate: delegate)
    collectionView.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
    // A batch update asks the layout (the default keeps the offset), then the delegate.
    delegate.targetOffset = CGPoint(x: 0, y: 100)
    collectionView.performBatchUpdates {
      dataSource.sections[0].append("r40")
      collectionView.insertItems(at: [IndexPath(item: 40, section: 0)])
    }
    #expect(delegate.proposedOffsets == [CGPoint(x: 0, y: 30)])
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 100))
    // A new layout: its proposal (100 + 10 = 110) reaches the delegate, which keeps it.
    delegate.targetOffset = nil
    delegate.proposedOffsets = []
    collectionView.collectionViewLayout = OffsetNudgingLayout(section: rowSection())
    collectionView.layoutIfNeeded()
    #expect(delegate.proposedOffsets == [CGPoint(x: 0, y: 110)])
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 110))
  }
}

/// One section of full-width 44-pt rows.
@MainActor
private func rowSection() -> NSCollectionLayoutSection {
  let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
  let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
  return NSCollectionLayoutSection(group: group)
}
