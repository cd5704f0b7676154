import CompositionalLayout
import Foundation

extension UITableView {
  /// Forgets the counts, measured heights and cells on screen (kept for reuse) and reads everything again at the
  /// next layout pass; selected rows that no longer exist are deselected.
  ///
  /// UIKit parity: `reloadData()`.
  public func reloadData() {
    for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      endDisplaying(cell, at: indexPath)
    }
    visibleCellsByIndexPath = [:]
    counts = nil
    measuredHeights = [:]
    let counts = loadedCounts()
    selectedRows = selectedRows.filter { counts.indices.contains($0.section) && $0.row < counts[$0.section] }
    setNeedsLayout()
  }

  /// Inserts rows: headless, the table reloads (no animation).
  ///
  /// UIKit parity: `insertRows(at:with:)`.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Deletes rows: headless, the table reloads.
  ///
  /// UIKit parity: `deleteRows(at:with:)`.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Reloads rows: headless, the table reloads.
  ///
  /// UIKit parity: `reloadRows(at:with:)`.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Moves a row: headless, the table reloads.
  ///
  /// UIKit parity: `moveRow(at:to:)`.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
  /// Inserts sections: headless, the table reloads.
  ///
  /// UIKit parity: `insertSections(_:with:)`.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Deletes sections: headless, the table reloads.
  ///
  /// UIKit parity: `deleteSections(_:with:)`.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Reloads sections: headless, the table reloads.
  ///
  /// UIKit parity: `reloadSections(_:with:)`.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Moves a section: headless, the table reloads.
  ///
  /// UIKit parity: `moveSection(_:toSection:)`.
  public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }

  /// Runs `updates`, reloads, then `completion(true)`.
  ///
  /// UIKit parity: `performBatchUpdates(_:completion:)`.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    layoutIfNeeded()
    completion?(true)
  }

  /// Starts a group of updates (headless they apply at once).
  ///
  /// UIKit parity: `beginUpdates()`.
  public func beginUpdates() {}
  /// Ends a group of updates: the table reloads.
  ///
  /// UIKit parity: `endUpdates()`.
  public func endUpdates() { reloadData() }

  // MARK: Selection

  /// The first selected row, or nil.
  ///
  /// UIKit parity: `indexPathForSelectedRow`.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

  /// The selected rows in order, or nil when none is selected.
  ///
  /// UIKit parity: `indexPathsForSelectedRows`.
  public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

  /// Selects the row at `indexPath` (nil clears the selection) without telling the delegate, and scrolls to it.
  /// Without multiple selection the previous selection is cleared.
  ///
  /// UIKit parity: `selectRow(at:animated:scrollPosition:)`.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for row in selectedRows { deselectRow(at: row, animated: animated) }
      return
    }
    guard selectsNow else { return }
    if !selectsMultipleNow {
      for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
    }
    selectedRows.insert(indexPath)
    visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the row at `indexPath` without telling the delegate.
  ///
  /// UIKit parity: `deselectRow(at:animated:)`.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.remove(indexPath)
    visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
  }

  /// Simulates a tap on the row at `indexPath`: asks the delegate (`willSelectRowAt`), selects the row it
  /// answers (toggling with multiple selection) and tells it (`didSelectRowAt` / `didDeselectRowAt`); then, unless
  /// the tap extended a multiple selection, `canPerformPrimaryActionForRowAt` → `performPrimaryActionForRowAt`,
  /// whether or not the selection changed.
  ///
  /// UIKit parity: none (a touch); the delegate sees what a tap sends, the primary action as its documentation says
  /// (iOS 16: after willSelect and didSelect, when a person selects a single row without extending a selection).
  public func tapRow(at indexPath: IndexPath) {
    let multiple = selectsMultipleNow
    let selects = selectsNow
    let extendsSelection = selects && multiple && !selectedRows.subtracting([indexPath]).isEmpty
    if selects { selectOnTap(indexPath, multiple: multiple) }
    if !extendsSelection, tableDelegate?.tableView(self, canPerformPrimaryActionForRowAt: indexPath) ?? !isEditing {
      tableDelegate?.tableView(self, performPrimaryActionForRowAt: indexPath)
    }
  }

  /// The selection part of a tap (see `tapRow(at:)`).
  private func selectOnTap(_ indexPath: IndexPath, multiple: Bool) {
    if multiple, selectedRows.contains(indexPath) {
      deselectRow(at: indexPath, animated: false)
      tableDelegate?.tableView(self, didDeselectRowAt: indexPath)
      return
    }
    let answer: IndexPath?
    if let tableDelegate {
      answer = tableDelegate.tableView(self, willSelectRowAt: indexPath)
    } else {
      answer = indexPath
    }
    guard let target = answer else { return }
    let previous = multiple ? [] : selectedRows.subtracting([target])
    selectRow(at: target, animated: false, scrollPosition: .none)
    for row in previous.sorted() { tableDelegate?.tableView(self, didDeselectRowAt: row) }
    tableDelegate?.tableView(self, didSelectRowAt: target)
  }
}
