import CompositionalLayout
import Foundation

extension UICollectionView {
  /// Applies the inserts, deletes, moves and reloads made in `updates` as one update: the data source must already
  /// reflect the change when the block returns. Counts are re-read and checked, the layout is told
  /// (`prepare(forCollectionViewUpdates:)`), cells on screen follow their items, deleted and reloaded cells end
  /// display, the selection follows its items, and `lastUpdateTransition` records every affected element's initial
  /// and final attributes. `completion` runs at once with true (there is no animation clock).
  ///
  /// - Precondition: every index is in range (old ranges for deletes, reloads and move sources; new ranges for
  ///   inserts and move destinations) and the new counts equal the old ones plus inserts minus deletes, section by
  ///   section (traps with UIKit's "Invalid update" text otherwise).
  /// - Complexity: O(sections + operations × log operations + elements on screen).
  ///
  /// UIKit parity: `performBatchUpdates(_:completion:)`.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    runBatch(animated: true) { updates?() }
    completion?(true)
  }

  /// Inserts items at new index paths. Outside `performBatchUpdates` it is a batch of its own.
  ///
  /// UIKit parity: `insertItems(at:)`.
  public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }

  /// Deletes items at old index paths.
  ///
  /// UIKit parity: `deleteItems(at:)`.
  public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }

  /// Reloads items at old index paths: their cells are requested again.
  ///
  /// UIKit parity: `reloadItems(at:)`.
  public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }

  /// Moves an item from an old to a new index path.
  ///
  /// UIKit parity: `moveItem(at:to:)`.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.itemMoves.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections at new indices.
  ///
  /// UIKit parity: `insertSections(_:)` (an `IndexSet` there; any sequence of indices here).
  public func insertSections<S: Sequence<Int>>(_ sections: S) { record { $0.insertedSections.formUnion(sections) } }

  /// Deletes sections at old indices.
  ///
  /// UIKit parity: `deleteSections(_:)`.
  public func deleteSections<S: Sequence<Int>>(_ sections: S) { record { $0.deletedSections.formUnion(sections) } }

  /// Reloads sections at old indices: all their cells are requested again.
  ///
  /// UIKit parity: `reloadSections(_:)`.
  public func reloadSections<S: Sequence<Int>>(_ sections: S) { record { $0.reloadedSections.formUnion(sections) } }

  /// Moves a section from an old to a new index.
  ///
  /// UIKit parity: `moveSection(_:toSection:)`.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.sectionMoves.append((section, newSection)) }
  }

  private func record(_ change: (inout BatchUpdate) -> Void) {
    let state = self.state
    if var pending = state.pendingUpdate {
      change(&pending)
      state.pendingUpdate = pending
    } else {
      runBatch(animated: true) { self.record(change) }
    }
  }

  /// Runs `body` collecting operations (nested batches merge into the outer one), then applies them.
  func runBatch(animated: Bool, _ body: () -> Void) {
    let state = self.state
    guard state.pendingUpdate == nil else {
      body()
      return
    }
    // The data source changes under an item being moved: the movement is cancelled first, so that the view shows
    // the data source's order again when the update's old counts are read.
    if state.interactiveMovement != nil { cancelInteractiveMovement() }
    let oldCounts = loadedCounts()
    feedLayout()
    state.pendingUpdate = BatchUpdate()
    body()
    let update = state.pendingUpdate ?? BatchUpdate()
    state.pendingUpdate = nil
    apply(update, oldCounts: oldCounts, animated: animated)
  }

  /// Shows the item at `from` at `to` without asking the data source (an interactive movement's step): a batch of
  /// one move whose new counts follow from the old ones.
  func applyInteractiveMove(from: IndexPath, to: IndexPath) {
    let oldCounts = loadedCounts()
    var newCounts = oldCounts
    newCounts[from.section] -= 1
    newCounts[to.section] += 1
    feedLayout()
    var update = BatchUpdate()
    update.itemMoves = [(from, to)]
    apply(update, oldCounts: oldCounts, animated: true, newCounts: newCounts)
  }

  /// Applies `update`; the new counts are `newCounts`, else read again from the data source.
  private func apply(_ update: BatchUpdate, oldCounts: [Int], animated: Bool, newCounts given: [Int]? = nil) {
    let state = self.state
    validateOld(update, counts: oldCounts)
    let mapping = BatchMapping(update)
    let layout = collectionViewLayout
    var initial: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    let oldVisible = Set(state.visibleCells.keys)
    let touched = update.deletedItems.union(update.reloadedItems).union(update.itemMoves.map(\.from))
    for indexPath in touched.union(oldVisible) {
      initial[indexPath] = layout.layoutAttributesForItem(at: indexPath)?.copy()
    }
    state.counts = given
    let newCounts = loadedCounts()
    validateNew(update, mapping: mapping, oldCounts: oldCounts, newCounts: newCounts)
    if let compositional = layout as? UICollectionViewCompositionalLayout {
      // Measured sizes follow their items; reloaded items are measured again when their new cells appear.
      compositional.moveMeasuredSizes(
        toItemCounts: newCounts,
        newSection: { mapping.reloadedSections.contains($0) ? nil : mapping.newSection($0) },
        newIndexPath: { update.reloadedItems.contains($0) ? nil : mapping.newIndexPath($0) })
    }
    feedLayout()
    let updateItems = update.updateItems
    layout.prepare(forCollectionViewUpdates: updateItems)
    let elements = transitions(update, mapping: mapping, initial: initial, oldVisible: oldVisible)
    remapViews(update, mapping: mapping)
    state.lastUpdate = UpdateTransition(updateItems: updateItems, elements: elements, animated: animated)
    layout.finalizeCollectionViewUpdates()
    if state.hasLaidOut {
      layoutNow()
      adjustContentOffsetAfterLayoutChange()
    }
  }

  /// Moves the views on screen and the selection to their new index paths; deleted and reloaded ones end display.
  private func remapViews(_ update: BatchUpdate, mapping: BatchMapping) {
    let state = self.state
    let limit = state.visibleCells.count + state.visibleSupplementaries.count + 2
    var cells: [IndexPath: UICollectionViewCell] = [:]
    for (indexPath, cell) in state.visibleCells.sorted(by: { $0.key < $1.key }) {
      if !update.reloadedItems.contains(indexPath), let target = mapping.newIndexPath(indexPath) {
        cells[target] = cell
      } else {
        endDisplaying(cell: cell, at: indexPath, limit: limit)
      }
    }
    state.visibleCells = VisibleCells(cells)
    var supplementaries: [ElementKey: UICollectionReusableView] = [:]
    for (key, view) in state.visibleSupplementaries {
      if !mapping.reloadedSections.contains(key.indexPath.section),
        let section = mapping.newSection(key.indexPath.section)
      {
        supplementaries[ElementKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: section))] =
          view
      } else {
        endDisplaying(supplementary: view, key: key, limit: limit)
      }
    }
    state.visibleSupplementaries = supplementaries
    for (key, view) in state.visibleDecorations { enqueueDecoration(view, kind: key.kind, limit: limit) }
    state.visibleDecorations = [:]
    state.selected = Set(state.selected.compactMap { mapping.newIndexPath($0) })
    for (indexPath, cell) in cells { cell.isSelected = state.selected.contains(indexPath) }
  }
}

extension UICollectionView {
  /// Whether the view has read its counts (a layout pass or a count query happened).
  var hasReadCounts: Bool { state.counts != nil }

  /// Asks the data source again for the cells of items on screen, handing the existing cell back from the next
  /// dequeue, so the cell is updated in place (no new cell, no end of display). Items off screen are skipped.
  ///
  /// - Precondition: every index path names an item that exists, and the data source returns the cell it was
  ///   handed (traps naming the index path otherwise, as UIKit raises).
  ///
  /// UIKit parity: `reconfigureItems(at:)` (iOS 15).
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    let state = self.state
    guard let dataSource = state.dataSource else { return }
    let counts = loadedCounts()
    for indexPath in indexPaths {
      usagePrecondition(
        indexPath.isValid(in: counts),
        "UICollectionView: attempt to reconfigure item \(indexPath.shortDescription), which does not exist ("
          + (counts.indices.contains(indexPath.section)
            ? "section \(indexPath.section) contains \(counts[indexPath.section]) items"
            : "the collection view has \(counts.count) sections")
          + "). Fix: reconfigure index paths of items that exist now (reconfigure after the update that inserts "
          + "them, or use the diffable snapshot's reconfigureItems(_:) with item identifiers).")
      guard let cell = state.visibleCells[indexPath] else { continue }
      state.reconfiguringCell = cell
      let returned = askDataSourceForCell(dataSource, at: indexPath)
      state.reconfiguringCell = nil
      usagePrecondition(
        returned === cell,
        "UICollectionView: reconfiguring \(indexPath.shortDescription) returned a different cell. Fix: dequeue the "
          + "cell in the cell provider (it hands back the existing cell), or reload the item to replace it.")
      if let attributes = cell.layoutAttributes, selfSize(cell, attributes), state.hasLaidOut { layoutNow() }
    }
  }
}
