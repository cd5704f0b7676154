import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// A cell that remembers the index path it was configured for.
@MainActor
final class PathCell: UICollectionViewCell {
  var configuredPath: IndexPath?

  override func prepareForReuse() {
    super.prepareForReuse()
    configuredPath = nil
  }
}

/// Sections of rows whose cells use one of three reuse identifiers (`"kind\(item % 3)"`).
@MainActor
final class ThreeKindsDataSource: UICollectionViewDataSource {
  var counts: [Int]

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "kind\(indexPath.item % 3)", for: indexPath)
    (cell as? PathCell)?.configuredPath = indexPath
    return cell
  }
}

/// A delegate whose `willDisplay` and `didEndDisplaying` run the given actions, and that checks that display events
/// pair up (by cell) and notes cells ended at another index path than they were shown at.
@MainActor
final class ActingDelegate: UICollectionViewDelegate {
  var onWillDisplay: (UICollectionView, UICollectionViewCell, IndexPath) -> Void = { _, _, _ in }
  var onDidEndDisplaying: (UICollectionView, UICollectionViewCell, IndexPath) -> Void = { _, _, _ in }
  var displayed: [ObjectIdentifier: IndexPath] = [:]
  var pairingErrors: [String] = []
  var pathChanges: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    if displayed[ObjectIdentifier(cell)] != nil { pairingErrors.append("willDisplay twice at \(indexPath)") }
    displayed[ObjectIdentifier(cell)] = indexPath
    onWillDisplay(collectionView, cell, indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    switch displayed.removeValue(forKey: ObjectIdentifier(cell)) {
    case nil: pairingErrors.append("didEndDisplaying without willDisplay at \(indexPath)")
    case let shown? where shown != indexPath:
      // (Batch updates renumber displayed cells: only a pass without updates must end them where it showed them.)
      pathChanges.append("shown at \(shown), ended at \(indexPath)")
    default: break
    }
    onDidEndDisplaying(collectionView, cell, indexPath)
  }
}

/// A 390 × 440 collection view of 44-pt rows (ten on screen) over `dataSource`, with `PathCell`s registered for the
/// three kinds, laid out once.
@MainActor
func makeThreeKindsView(
  dataSource: ThreeKindsDataSource, delegate: (any UICollectionViewDelegate)? = nil
) -> UICollectionView {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: rowLayout(height: 44))
  for kind in 0..<3 { collectionView.register(PathCell.self, forCellWithReuseIdentifier: "kind\(kind)") }
  collectionView.dataSource = dataSource
  collectionView.delegate = delegate
  collectionView.layoutIfNeeded()
  return collectionView
}

/// The rows (as index paths) a 440-pt window at `offset` shows over sections of `counts` 44-pt rows stacked without
/// spacing: global row g spans g × 44 ..< g × 44 + 44 and is shown when it overlaps offset ..< offset + 440.
func expectedVisibleRows(counts: [Int], offset: CGFloat) -> [IndexPath] {
  var result: [IndexPath] = []
  var global = 0
  for (section, count) in counts.enumerated() {
    for item in 0..<count {
      let minY = CGFloat(global) * 44
      if minY < offset + 440 && minY + 44 > offset { result.append(IndexPath(item: item, section: section)) }
      global += 1
    }
  }
  return result
}

/// The cells in a collection view's tree (back to front) and the index path each visible one shows.
@MainActor
struct TreeState {
  var tree: [ObjectIdentifier]
  var paths: [ObjectIdentifier: IndexPath]

  init(_ collectionView: UICollectionView) {
    tree = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.map(ObjectIdentifier.init)
    paths = [:]
    for indexPath in collectionView.indexPathsForVisibleItems {
      if let cell = collectionView.cellForItem(at: indexPath) { paths[ObjectIdentifier(cell)] = indexPath }
    }
  }
}

/// Checks what every layout pass must leave: the visible index paths are `expected`; the cells in the tree are the
/// visible ones in the order adding or bringing each newly displayed cell to the front in turn gives (the cells that
/// stayed at their index path keep their order from `before`, then the newly displayed ones in index-path order);
/// each is configured for its index path with its kind's reuse identifier, at its row's frame.
@MainActor
func expectConsistentRows(
  _ collectionView: UICollectionView, counts: [Int], offset: CGFloat, before: TreeState? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let expected = expectedVisibleRows(counts: counts, offset: offset)
  let visiblePaths = collectionView.indexPathsForVisibleItems.sorted()
  #expect(visiblePaths == expected, "offset \(offset)", sourceLocation: sourceLocation)
  let visible = visiblePaths.compactMap { collectionView.cellForItem(at: $0) }
  let after = TreeState(collectionView)
  let stayed = (before?.tree ?? []).filter { before?.paths[$0] != nil && before?.paths[$0] == after.paths[$0] }
  let arrived = visible.map(ObjectIdentifier.init).filter { !stayed.contains($0) }
  #expect(after.tree == stayed + arrived, "offset \(offset)", sourceLocation: sourceLocation)
  #expect(
    collectionView.visibleCells.map(ObjectIdentifier.init) == visible.map(ObjectIdentifier.init),
    sourceLocation: sourceLocation)
  var globalStart: [Int] = []
  var running = 0
  for count in counts {
    globalStart.append(running)
    running += count
  }
  for (indexPath, cell) in zip(visiblePaths, visible) {
    #expect((cell as? PathCell)?.configuredPath == indexPath, sourceLocation: sourceLocation)
    #expect(cell.reuseIdentifier == "kind\(indexPath.item % 3)", sourceLocation: sourceLocation)
    let global = globalStart[indexPath.section] + indexPath.item
    #expect(cell.frame.minY == CGFloat(global) * 44, sourceLocation: sourceLocation)
    #expect(cell.superview === collectionView, sourceLocation: sourceLocation)
  }
}

@MainActor
@Suite("Hostile layout passes: reuse, order and callbacks")
struct HostilePassTests {
  /// Section counts of 7 + 30 + 1 + 50 + 13 = 101 rows: content 101 × 44 = 4444, largest offset 4444 − 440 = 4004.
  static let counts = [7, 30, 1, 50, 13]
  /// Partial and full screens forwards and back, jumps, and the two ends.
  static let offsets: [CGFloat] = [
    220, 440, 1000, 132, 0, 2000, 1960, 2500, 300, 4004, 3564, 3600, 0, 43, 45, 484, 440,
  ]

  /// `counts`, or (`manySections`) 101 sections of one row each: the same 4444-pt content.
  @Test(arguments: [false, true], [false, true])
  func scrollingBackAndForthKeepsTheTreeInIndexPathOrder(withDelegate: Bool, manySections: Bool) {
    let counts = manySections ? Array(repeating: 1, count: 101) : Self.counts
    let dataSource = ThreeKindsDataSource(counts: counts)
    let delegate = ActingDelegate()
    let collectionView = makeThreeKindsView(dataSource: dataSource, delegate: withDelegate ? delegate : nil)
    expectConsistentRows(collectionView, counts: counts, offset: 0)
    for offset in Self.offsets {
      let before = TreeState(collectionView)
      collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      collectionView.layoutIfNeeded()
      expectConsistentRows(collectionView, counts: counts, offset: offset, before: before)
    }
    #expect(delegate.pairingErrors.isEmpty && delegate.pathChanges.isEmpty)
    if withDelegate {
      // The delegate's displayed cells are the visible ones.
      let visible = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
      #expect(Set(delegate.displayed.keys) == visible)
    }
    withExtendedLifetime(dataSource) {}
  }

  @Test func aCellRemovedFromTheTreeInWillDisplayIsSkippedByTheBatchedMove() throws {
    // Rows 0…9 on screen; half a screen further (220 = 5 × 44) rows 0…4 leave, their cells are reused within the pass
    // for rows 10…14 (all marked for the front) and the delegate removes row 12's from the tree.
    let counts = [200]
    let dataSource = ThreeKindsDataSource(counts: counts)
    let delegate = ActingDelegate()
    var removeAt: IndexPath? = IndexPath(item: 12, section: 0)
    delegate.onWillDisplay = { _, cell, indexPath in
      if indexPath == removeAt { cell.removeFromSuperview() }
    }
    let collectionView = makeThreeKindsView(dataSource: dataSource, delegate: delegate)
    collectionView.setContentOffset(CGPoint(x: 0, y: 220), animated: false)
    collectionView.layoutIfNeeded()
    let removed = try #require(collectionView.cellForItem(at: IndexPath(item: 12, section: 0)))
    #expect(removed.superview == nil)
    // The others: rows 5…11 and 13…14 in index-path order.
    let expected = (5...14).filter { $0 != 12 }.compactMap {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0))
    }
    #expect(expected.count == 9)
    let inTree = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }
    #expect(inTree.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    // Scrolling on with the delegate quiet: row 12's cell leaves (already out of the tree) and everything is in order.
    removeAt = nil
    for offset: CGFloat in [880, 0, 220] {
      collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      collectionView.layoutIfNeeded()
    }
    // At 220 row 12 is shown again; whatever cell shows it is in the tree now? It is still the visible-but-detached
    // one only if it never left: it left at 880 (rows 20…29), so it was re-added.
    expectConsistentRows(collectionView, counts: counts, offset: 220)
    #expect(delegate.pairingErrors.isEmpty && delegate.pathChanges.isEmpty)
  }

  @Test func aSubviewAddedInWillDisplayBeforeAnyReuseStaysBelowTheLaterCells() {
    // The first pass adds rows 0…9 (no cell reused, so nothing is batched); row 4's willDisplay adds a plain view,
    // which sits after rows 0…4 and before rows 5…9 as each was added in turn.
    let dataSource = ThreeKindsDataSource(counts: [50])
    let delegate = ActingDelegate()
    let marker = UIView()
    delegate.onWillDisplay = { collectionView, _, indexPath in
      if indexPath.item == 4 && marker.superview == nil { collectionView.addSubview(marker) }
    }
    let collectionView = makeThreeKindsView(dataSource: dataSource, delegate: delegate)
    let cells = (0...9).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
    let expected: [ObjectIdentifier] =
      cells[0...4].map(ObjectIdentifier.init) + [ObjectIdentifier(marker)] + cells[5...9].map(ObjectIdentifier.init)
    let order = collectionView.subviews.filter { $0 is UICollectionViewCell || $0 === marker }
    #expect(order.map(ObjectIdentifier.init) == expected)
  }

  @Test func setContentOffsetFromWillDisplayEndsConsistent() {
    // Row 12's willDisplay (while scrolling to 220) jumps to 880 once: the pass in progress finishes, the next one
    // shows rows 20…29 (880 / 44 = 20).
    let counts = [200]
    let dataSource = ThreeKindsDataSource(counts: counts)
    let delegate = ActingDelegate()
    var jumped = false
    delegate.onWillDisplay = { collectionView, _, indexPath in
      if indexPath.item == 12 && !jumped {
        jumped = true
        collectionView.setContentOffset(CGPoint(x: 0, y: 880), animated: false)
      }
    }
    let collectionView = makeThreeKindsView(dataSource: dataSource, delegate: delegate)
    collectionView.setContentOffset(CGPoint(x: 0, y: 220), animated: false)
    collectionView.layoutIfNeeded()
    #expect(jumped)
    #expect(collectionView.contentOffset.y == 880)
    expectConsistentRows(collectionView, counts: counts, offset: 880)
    #expect(delegate.pairingErrors.isEmpty && delegate.pathChanges.isEmpty)
    #expect(Set(delegate.displayed.keys) == Set(collectionView.visibleCells.map(ObjectIdentifier.init)))
  }

  @Test func reloadDataFromDidEndDisplayingEndsConsistent() {
    // Row 2's didEndDisplaying (while scrolling a full screen to 440) reloads once with 60 rows in the section: the
    // pass finishes, and the collection view ends showing rows 10…19 (440 / 44) of the new data, in order.
    let counts = [200]
    let dataSource = ThreeKindsDataSource(counts: counts)
    let delegate = ActingDelegate()
    var reloaded = false
    delegate.onDidEndDisplaying = { collectionView, _, indexPath in
      if indexPath.item == 2 && !reloaded {
        reloaded = true
        dataSource.counts = [60]
        collectionView.reloadData()
      }
    }
    let collectionView = makeThreeKindsView(dataSource: dataSource, delegate: delegate)
    collectionView.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    collectionView.layoutIfNeeded()
    #expect(reloaded)
    expectConsistentRows(collectionView, counts: [60], offset: 440)
    #expect(delegate.pairingErrors.isEmpty && delegate.pathChanges.isEmpty)
    #expect(Set(delegate.displayed.keys) == Set(collectionView.visibleCells.map(ObjectIdentifier.init)))
  }

  @Test func selectionFollowsTheIndexPathsAcrossReuse() throws {
    let counts = [3, 120, 40]
    let dataSource = ThreeKindsDataSource(counts: counts)
    let collectionView = makeThreeKindsView(dataSource: dataSource)
    collectionView.allowsMultipleSelection = true
    // Rows 0…9 on screen: (0, 1) and (1, 4) (global 3 + 4 = 7) are visible when selected, the others are not.
    let selected: Set<IndexPath> = [
      IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 1), IndexPath(item: 30, section: 1),
      IndexPath(item: 31, section: 1), IndexPath(item: 0, section: 2),
    ]
    for indexPath in selected.sorted() {
      collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    }
    for offset: CGFloat in [0, 220, 1320, 1364, 5000, 5280, 0, 440, 1400, 5280, 0] {
      collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      collectionView.layoutIfNeeded()
      for indexPath in collectionView.indexPathsForVisibleItems {
        let cell = try #require(collectionView.cellForItem(at: indexPath))
        #expect(cell.isSelected == selected.contains(indexPath), "\(indexPath) at offset \(offset)")
      }
    }
    #expect(Set(collectionView.indexPathsForSelectedItems ?? []) == selected)
  }

  @Test func cellsAreFreedWithTheCollectionView() {
    var weakCells: [() -> UICollectionViewCell?] = []
    do {
      let dataSource = ThreeKindsDataSource(counts: Self.counts)
      let delegate = ActingDelegate()
      delegate.onWillDisplay = { _, cell, _ in
        weak let weakCell = cell
        weakCells.append { weakCell }
      }
      let collectionView = makeThreeKindsView(dataSource: dataSource, delegate: delegate)
      for offset in Self.offsets {
        collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        collectionView.layoutIfNeeded()
      }
      #expect(weakCells.contains { $0() != nil })
      withExtendedLifetime((collectionView, dataSource, delegate)) {}
    }
    #expect(weakCells.count > 10)
    #expect(weakCells.allSatisfy { $0() == nil })
  }
}

/// A deterministic generator (SplitMix64) for the chaos test's choices.
struct SplitMix {
  var state: UInt64

  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}

@MainActor
@Suite("Hostile layout passes: subviews reshuffled from callbacks")
struct HostileSubviewChaosTests {
  @Test(arguments: [1, 2, 3, 4])
  func callbacksReshufflingTheSubviewsNeverCorruptTheTree(seed: UInt64) {
    // Delegate callbacks add, remove, move and exchange the collection view's subviews (plain views and cells) while
    // cells are reused within the passes and brought to the front together. The tree must stay a tree: no view twice,
    // every subview's superview the collection view; once the callbacks stop, a jump of a whole screen leaves the
    // visible cells alone in the tree, in index-path order.
    weak var weakCollectionView: UICollectionView?
    var weakViews: [() -> UIView?] = []
    do {
      let counts = [40, 3, 90, 17]
      let dataSource = ThreeKindsDataSource(counts: counts)
      let delegate = ActingDelegate()
      var random = SplitMix(state: seed)
      var chaos = true
      var plainViews: [UIView] = []
      func reshuffle(_ collectionView: UICollectionView, _ cell: UICollectionViewCell) {
        guard chaos else { return }
        let subviews = collectionView.subviews
        switch random.next(8) {
        case 0:
          let view = UIView()
          weak let weakView = view
          weakViews.append { weakView }
          plainViews.append(view)
          collectionView.insertSubview(view, at: random.next(subviews.count + 1))
        case 1: if !subviews.isEmpty { subviews[random.next(subviews.count)].removeFromSuperview() }
        case 2: if !subviews.isEmpty { collectionView.bringSubviewToFront(subviews[random.next(subviews.count)]) }
        case 3: if !subviews.isEmpty { collectionView.sendSubviewToBack(subviews[random.next(subviews.count)]) }
        case 4:
          collectionView.exchangeSubview(
            at: random.next(subviews.count + 1), withSubviewAt: random.next(subviews.count))
        case 5: cell.removeFromSuperview()
        case 6: collectionView.addSubview(cell)
        default: if !plainViews.isEmpty { collectionView.addSubview(plainViews[random.next(plainViews.count)]) }
        }
      }
      delegate.onWillDisplay = { collectionView, cell, _ in reshuffle(collectionView, cell) }
      delegate.onDidEndDisplaying = { collectionView, cell, _ in reshuffle(collectionView, cell) }
      let collectionView = makeThreeKindsView(dataSource: dataSource, delegate: delegate)
      weakCollectionView = collectionView
      // Content 150 × 44 = 6600; offsets up to 6600 − 440 = 6160.
      for _ in 0..<60 {
        let offset = CGFloat(random.next(6161))
        collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
        collectionView.layoutIfNeeded()
        let subviews = collectionView.subviews
        #expect(Set(subviews.map(ObjectIdentifier.init)).count == subviews.count)
        #expect(subviews.allSatisfy { $0.superview === collectionView })
        #expect(
          collectionView.indexPathsForVisibleItems.sorted() == expectedVisibleRows(counts: counts, offset: offset))
      }
      chaos = false
      for view in plainViews { view.removeFromSuperview() }
      // Rows on screen at 0 are 0…9; at 3000 (3000 / 44 = 68.2) global rows 68…78, all new.
      collectionView.setContentOffset(.zero, animated: false)
      collectionView.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)
      collectionView.layoutIfNeeded()
      expectConsistentRows(collectionView, counts: counts, offset: 3000)
      #expect(delegate.pairingErrors.isEmpty && delegate.pathChanges.isEmpty)
      withExtendedLifetime((dataSource, delegate)) {}
    }
    #expect(weakCollectionView == nil)
    #expect(weakViews.allSatisfy { $0() == nil })
  }
}

/// A collection view that counts its layout passes.
@MainActor
final class PassCountingCollectionView: UICollectionView {
  var passes = 0

  override func layoutSubviews() {
    passes += 1
    super.layoutSubviews()
  }
}

@MainActor
@Suite("Layout passes asked for during a pass")
struct PassRequestedInPassTests {
  @Test func aScrollRunsOnePassAndAScrollFromWillDisplayOneMore() {
    let collectionView = PassCountingCollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: rowLayout(height: 44))
    for kind in 0..<3 { collectionView.register(PathCell.self, forCellWithReuseIdentifier: "kind\(kind)") }
    let dataSource = ThreeKindsDataSource(counts: [500])
    let delegate = ActingDelegate()
    collectionView.dataSource = dataSource
    collectionView.delegate = delegate
    collectionView.layoutIfNeeded()
    collectionView.passes = 0
    // A plain scroll (with cells reused, added and removed in the pass) is one pass: nothing in it asks for another.
    collectionView.setContentOffset(CGPoint(x: 0, y: 660), animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.passes == 1)
    // A scroll from willDisplay: the pass in progress, the nested one it cannot run (the nested `layoutIfNeeded()`
    // calls layoutSubviews, which returns at once), then the one asked for: 3 calls, ending at 2200 (rows 50…59).
    var scrolled = false
    delegate.onWillDisplay = { collectionView, _, _ in
      guard !scrolled else { return }
      scrolled = true
      collectionView.setContentOffset(CGPoint(x: 0, y: 2200), animated: false)
    }
    collectionView.passes = 0
    collectionView.setContentOffset(CGPoint(x: 0, y: 880), animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.passes == 3)
    expectConsistentRows(collectionView, counts: [500], offset: 2200)
    withExtendedLifetime((dataSource, delegate)) {}
  }

  // MARK: The reused cells' batched move to the front, against a callout changing the subviews' order

  @Test func overlayBroughtToFrontInWillDisplayDuringReuse() {
    // Rows 0…9 on screen, then an overlay view on top. Half a screen on (220): rows 10…14 reuse the cells of 0…4;
    // row 12's willDisplay brings the overlay to the front. One move per cell in turn: 5…9, 10, 11, 12, overlay,
    // 13, 14 (the batch pending at that moment is applied before the overlay moves).
    let dataSource = ThreeKindsDataSource(counts: [200])
    let delegate = ActingDelegate()
    let overlay = UIView()
    delegate.onWillDisplay = { collectionView, _, indexPath in
      if indexPath.item == 12 { collectionView.bringSubviewToFront(overlay) }
    }
    let collectionView = makeThreeKindsView(dataSource: dataSource, delegate: delegate)
    collectionView.addSubview(overlay)
    collectionView.setContentOffset(CGPoint(x: 0, y: 220), animated: false)
    collectionView.layoutIfNeeded()
    let cells = (5...14).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
    let expected: [ObjectIdentifier] =
      cells[0...7].map(ObjectIdentifier.init) + [ObjectIdentifier(overlay)] + cells[8...9].map(ObjectIdentifier.init)
    let order = collectionView.subviews.filter { $0 is UICollectionViewCell || $0 === overlay }
    #expect(order.map(ObjectIdentifier.init) == expected)
  }

  @Test func cellSentToBackInWillDisplayDuringReuse() throws {
    // Row 12's willDisplay sends its (reused) cell to the back: one move per cell in turn leaves it first, and the
    // cells after it (13, 14) come to the front after the others.
    let dataSource = ThreeKindsDataSource(counts: [200])
    let delegate = ActingDelegate()
    delegate.onWillDisplay = { collectionView, cell, indexPath in
      if indexPath.item == 12 { collectionView.sendSubviewToBack(cell) }
    }
    let collectionView = makeThreeKindsView(dataSource: dataSource, delegate: delegate)
    collectionView.setContentOffset(CGPoint(x: 0, y: 220), animated: false)
    collectionView.layoutIfNeeded()
    let cell12 = try #require(collectionView.cellForItem(at: IndexPath(item: 12, section: 0)))
    #expect(collectionView.subviews.first === cell12)
    let cells = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }
    let rows = cells.compactMap { collectionView.indexPath(for: $0)?.item }
    #expect(rows == [12, 5, 6, 7, 8, 9, 10, 11, 13, 14])
  }
}
