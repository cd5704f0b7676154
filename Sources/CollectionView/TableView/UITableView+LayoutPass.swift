import CompositionalLayout
import Foundation

extension UITableView {
  /// Lays out now: computes the geometry, sets `contentSize`, removes cells that left the visible bounds (kept for
  /// reuse), asks the data source for cells that entered and measures them, repeating while measured heights change
  /// (at most 8 passes).
  ///
  /// - Complexity: O(rows) per pass.
  func runLayoutPass() {
    guard !isInLayoutPass else { return }
    isInLayoutPass = true
    defer { isInLayoutPass = false }
    for _ in 0..<8 {
      let geometry = geometry()
      contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
      placeTableAccessoryViews(geometry)
      if !updateVisibleCells(geometry) { break }
    }
  }

  /// Brings the cells on screen in line with the geometry. Returns whether a measured height changed.
  private func updateVisibleCells(_ geometry: TableGeometry) -> Bool {
    let visible = geometry.rows(in: bounds)
    let wanted = Set(visible)
    for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) {
      visibleCellsByIndexPath[indexPath] = nil
      endDisplaying(cell, at: indexPath)
    }
    var changed = false
    for indexPath in visible {
      let frame = geometry.sections[indexPath.section].rowFrames[indexPath.row]
      if let cell = visibleCellsByIndexPath[indexPath] {
        cell.frame = frame
        continue
      }
      guard let dataSource else { break }
      let cell = dataSource.tableView(self, cellForRowAt: indexPath)
      visibleCellsByIndexPath[indexPath] = cell
      if cell.superview !== self { addSubview(cell) }
      cell.sectionPosition = (
        indexPath.row == 0, indexPath.row == geometry.sections[indexPath.section].rowFrames.count - 1
      )
      cell.frame = frame
      cell.applyAutomaticBackgroundConfiguration()
      cell.setEditing(isEditing, animated: false)
      cell.isSelected = selectedRows.contains(indexPath)
      if measure(cell, at: indexPath, width: frame.width, current: frame.height) { changed = true }
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }
    return changed
  }

  /// Records the cell's measured height when the row's height is automatic; returns whether it changed.
  private func measure(_ cell: UITableViewCell, at indexPath: IndexPath, width: CGFloat, current: CGFloat) -> Bool {
    let delegateHeight = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? UITableView.automaticDimension
    guard delegateHeight < 0, rowHeight < 0 else { return false }
    let height = cell.fittingHeight(width: width, estimate: current)
    guard abs(height - current) > 0.001 || measuredHeights[indexPath] == nil else { return false }
    measuredHeights[indexPath] = height
    return abs(height - current) > 0.001
  }

  /// Removes a cell from the tree and keeps it for reuse.
  func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if cell.superview === self { cell.removeFromSuperview() }
    if let identifier = cell.reuseIdentifier { cellPools[identifier, default: []].append(cell) }
  }

  /// Places `tableHeaderView` at the top and `tableFooterView` below the last section, full width.
  private func placeTableAccessoryViews(_ geometry: TableGeometry) {
    if let tableHeaderView {
      tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.frame.height)
    }
    if let tableFooterView {
      let height = tableFooterView.frame.height
      tableFooterView.frame = CGRect(x: 0, y: geometry.contentHeight - height, width: bounds.width, height: height)
    }
  }
}
