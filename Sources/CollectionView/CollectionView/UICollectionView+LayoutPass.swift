import CompositionalLayout
import Foundation

extension UICollectionView {
  /// Runs a layout pass now: reads the counts if needed, feeds the layout its context (size, safe area, margins,
  /// traits, counts) and scroll position, sets `contentSize`, then brings the views on screen up to date — views
  /// that left the visible bounds end display and go to their reuse pool, views that entered are requested from
  /// the data source and displayed, and new cells are asked for their preferred size (self-sizing), re-laying out
  /// until the sizes settle (at most 8 passes).
  ///
  /// - Precondition: every decoration kind the layout places is registered on the layout, and every supplementary
  ///   view and cell comes from a dequeue method (traps naming the element otherwise).
  /// - Complexity: O(log sections + visible elements) when nothing changed but the offset.
  ///
  /// UIKit parity: UIKit's `layoutSubviews` of a collection view; run by `layoutIfNeeded()` and layout passes.
  func runLayoutPass() {
    let state = self.state
    guard !state.isInLayoutPass else {
      // A nested `layoutIfNeeded()` (from `setContentOffset(_:animated:)` or `reloadData()` in a delegate callback)
      // took the view's layout mark: the pass it asked for runs after this one.
      state.passRequestedInPass = true
      return
    }
    state.isInLayoutPass = true
    state.scrollDirectionInPass = layoutScrollDirection
    defer {
      state.isInLayoutPass = false
      state.scrollDirectionInPass = nil
      if state.passRequestedInPass {
        state.passRequestedInPass = false
        setNeedsLayout()
      }
    }
    for _ in 0..<8 {
      feedLayout()
      if !updateVisibleViews() { break }
    }
    if state.interactiveMovement != nil { applyInteractiveMovementAttributes() }
    updatePrefetching()
    state.hasLaidOut = true
  }

  /// The layout's scroll direction, read once per layout pass (reading it copies the layout's configuration).
  var passScrollDirection: ScrollDirection {
    state.scrollDirectionInPass ?? layoutScrollDirection
  }

  /// Marks the view for layout and runs the layout pass now.
  func layoutNow() {
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Forgets the counts and every view on screen (they end display and are enqueued), clears the selection, and
  /// re-reads everything at the next layout pass (immediately when the view has been laid out before).
  ///
  /// UIKit parity: `reloadData()`.
  public func reloadData() {
    let state = self.state
    removeAllVisibleViews()
    clearSelection()
    state.interactiveMovement = nil
    state.counts = nil
    if state.hasLaidOut { layoutNow() }
  }

  /// The number of sections, as last read from the data source.
  ///
  /// UIKit parity: `numberOfSections`.
  public var numberOfSections: Int { loadedCounts().count }

  /// The number of items in `section`, as last read from the data source (and updated by batch updates).
  ///
  /// - Precondition: `0 <= section < numberOfSections` (traps naming both otherwise).
  ///
  /// UIKit parity: `numberOfItems(inSection:)`.
  public func numberOfItems(inSection section: Int) -> Int {
    let counts = loadedCounts()
    usagePrecondition(
      counts.indices.contains(section),
      "UICollectionView: request for number of items in section \(section) when there are only \(counts.count) "
        + "sections in the collection view. Fix: check numberOfSections first.")
    return counts[section]
  }

  /// The counts, read from the data source when not yet known; empty once the (weak) data source is gone.
  func loadedCounts() -> [Int] {
    let state = self.state
    guard let dataSource = state.dataSource else {
      if state.counts?.isEmpty == false { removeAllVisibleViews() }
      state.counts = []
      return []
    }
    if let counts = state.counts { return counts }
    let sections = dataSource.numberOfSections(in: self)
    usagePrecondition(
      sections >= 0, "UICollectionView: the data source returned \(sections) sections; return 0 or more.")
    let counts = (0..<sections).map { section in
      let count = dataSource.collectionView(self, numberOfItemsInSection: section)
      usagePrecondition(
        count >= 0,
        "UICollectionView: the data source returned \(count) items for section \(section); return 0 or more.")
      return count
    }
    state.counts = counts
    return counts
  }

  /// Gives the layout the view's context and scroll position (only what changed) and reads the content size.
  func feedLayout() {
    let layout = collectionViewLayout
    let current = layout.context
    let context = makeLayoutContext(numberOfItemsInSection: loadedCounts(), current: current)
    if !current.isSame(as: context) {
      layout.context = context
      if !(layout is UICollectionViewCompositionalLayout) { layout.prepare() }
    }
    if let compositional = layout as? UICollectionViewCompositionalLayout {
      // `layoutScrollPosition` with the layout's orthogonal offsets kept, compared field by field: only the offset
      // and the insets can differ (building and comparing whole positions copied the offsets' dictionary).
      compositional.setScroll(contentOffset: contentOffset, adjustedContentInset: adjustedContentInset)
    }
    contentSize = layout.collectionViewContentSize
  }

  /// Ends display of every view on screen and enqueues it.
  func removeAllVisibleViews() {
    let state = self.state
    let limit = state.visibleCells.count + state.visibleSupplementaries.count + 4
    for (indexPath, cell) in state.visibleCells.sorted(by: { $0.key < $1.key }) {
      endDisplaying(cell: cell, at: indexPath, limit: limit)
    }
    for (key, view) in state.visibleSupplementaries { endDisplaying(supplementary: view, key: key, limit: limit) }
    for (key, view) in state.visibleDecorations { enqueueDecoration(view, kind: key.kind, limit: limit) }
    state.visibleCells = [:]
    state.visibleSupplementaries = [:]
    state.visibleDecorations = [:]
  }

  func endDisplaying(cell: UICollectionViewCell, at indexPath: IndexPath, limit: Int) {
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    enqueue(cell, kind: nil, limit: limit)
  }

  func endDisplaying(supplementary view: UICollectionReusableView, key: ElementKey, limit: Int) {
    collectionDelegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    enqueue(view, kind: key.kind, limit: limit)
  }
}

extension LayoutContext {
  /// Whether a layout would lay out the same against `other`.
  func isSame(as other: LayoutContext) -> Bool {
    size == other.size && safeAreaInsets == other.safeAreaInsets && layoutMargins == other.layoutMargins
      && readableContentInsets == other.readableContentInsets && layoutDirection == other.layoutDirection
      && (traitCollection === other.traitCollection || traitCollection == other.traitCollection)
      && numberOfItemsInSection == other.numberOfItemsInSection
      && pixelRounding == other.pixelRounding && targetRelease == other.targetRelease
  }
}

extension IndexPath {
  /// Whether the index path is a valid `[section, item]` pair inside `counts`.
  func isValid(in counts: [Int]) -> Bool {
    count == 2 && counts.indices.contains(self[0]) && self[1] >= 0 && self[1] < counts[self[0]]
  }
}
