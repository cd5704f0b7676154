import CompositionalLayout
import Foundation

/// The vertical positions of a table's sections and rows, in content coordinates (points).
struct TableGeometry {
  struct Section {
    var headerFrame: CGRect
    var rowFrames: [CGRect]
    var footerFrame: CGRect
  }

  var sections: [Section] = []
  var contentHeight: CGFloat = 0

  /// The rows whose frames intersect `rect`, in order.
  func rows(in rect: CGRect) -> [IndexPath] {
    var result: [IndexPath] = []
    for (section, geometry) in sections.enumerated() {
      guard let first = geometry.rowFrames.first, let last = geometry.rowFrames.last,
        first.minY < rect.maxY, last.maxY > rect.minY
      else { continue }
      // Overlap with positive length (rows touching the rectangle's edge are outside).
      for (row, frame) in geometry.rowFrames.enumerated() where frame.minY < rect.maxY && frame.maxY > rect.minY {
        result.append(IndexPath(row: row, section: section))
      }
    }
    return result
  }
}

extension UITableView {
  /// The number of sections, as last read from the data source.
  ///
  /// UIKit parity: `numberOfSections`.
  public var numberOfSections: Int { loadedCounts().count }

  /// The number of rows in `section`, as last read from the data source.
  ///
  /// - Precondition: `0 <= section < numberOfSections` (traps naming both otherwise).
  ///
  /// UIKit parity: `numberOfRows(inSection:)`.
  public func numberOfRows(inSection section: Int) -> Int {
    let counts = loadedCounts()
    usagePrecondition(
      counts.indices.contains(section),
      "UITableView: request for number of rows in section \(section) when there are only \(counts.count) sections.")
    return counts[section]
  }

  /// The cell on screen for the row at `indexPath`, or nil when the row is not visible.
  ///
  /// UIKit parity: `cellForRow(at:)`.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByIndexPath[indexPath] }

  /// The cells on screen, in row order.
  ///
  /// UIKit parity: `visibleCells`.
  public var visibleCells: [UITableViewCell] {
    visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the rows on screen, in order.
  ///
  /// UIKit parity: `indexPathsForVisibleRows`.
  public var indexPathsForVisibleRows: [IndexPath]? { visibleCellsByIndexPath.keys.sorted() }

  /// The index path of `cell` when it is on screen.
  ///
  /// UIKit parity: `indexPath(for:)`.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The frame of the row at `indexPath` in content coordinates (points); `.zero` when out of range.
  ///
  /// UIKit parity: `rectForRow(at:)`.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    let sections = geometry().sections
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].rowFrames.indices.contains(indexPath.row)
    else { return .zero }
    return sections[indexPath.section].rowFrames[indexPath.row]
  }

  /// The frame of `section`'s header in content coordinates (points); `.zero` when out of range.
  ///
  /// UIKit parity: `rectForHeader(inSection:)`.
  public func rectForHeader(inSection section: Int) -> CGRect {
    let sections = geometry().sections
    return sections.indices.contains(section) ? sections[section].headerFrame : .zero
  }

  /// The frame of `section`'s footer in content coordinates (points); `.zero` when out of range.
  ///
  /// UIKit parity: `rectForFooter(inSection:)`.
  public func rectForFooter(inSection section: Int) -> CGRect {
    let sections = geometry().sections
    return sections.indices.contains(section) ? sections[section].footerFrame : .zero
  }

  /// The row whose frame contains `point` (content coordinates), or nil.
  ///
  /// UIKit parity: `indexPathForRow(at:)`.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    geometry().rows(in: CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)).first
  }

  /// Scrolls so the row at `indexPath` sits at `scrollPosition` (`.none` scrolls the least that shows it),
  /// clamped to the content.
  ///
  /// UIKit parity: `scrollToRow(at:at:animated:)`.
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    let frame = rectForRow(at: indexPath)
    let visible = bounds.height
    var y: CGFloat
    switch scrollPosition {
    case .top: y = frame.minY
    case .middle: y = frame.midY - visible / 2
    case .bottom: y = frame.maxY - visible
    case .none:
      y = contentOffset.y
      if frame.minY < y { y = frame.minY } else if frame.maxY > y + visible { y = frame.maxY - visible }
    }
    y = min(max(y, -adjustedContentInset.top), max(-adjustedContentInset.top, contentSize.height - visible))
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    layoutIfNeeded()
  }

  /// The counts, read from the data source when not yet known.
  func loadedCounts() -> [Int] {
    guard let dataSource else { return [] }
    if let counts { return counts }
    let sections = max(0, dataSource.numberOfSections(in: self))
    let read = (0..<sections).map { section in
      let count = dataSource.tableView(self, numberOfRowsInSection: section)
      usagePrecondition(count >= 0, "UITableView: the data source returned \(count) rows for section \(section).")
      return count
    }
    counts = read
    return read
  }

  /// The delegate as a table-view delegate (the `delegate` property is the scroll view's).
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  /// The geometry for the current counts, heights and width.
  func geometry() -> TableGeometry {
    let counts = loadedCounts()
    let width = bounds.width
    let margins = LayoutContext.systemLayoutMargins(width: width, safeAreaInsets: .zero)
    let rowX = style == .insetGrouped ? margins.leading : 0
    let rowWidth = max(0, width - (style == .insetGrouped ? margins.leading + margins.trailing : 0))
    var result = TableGeometry()
    var y = tableHeaderView?.frame.height ?? 0
    for (section, count) in counts.enumerated() {
      let header = headerHeight(section: section, width: width)
      var frames: [CGRect] = []
      frames.reserveCapacity(count)
      var rowY = y + header
      for row in 0..<count {
        let height = rowHeight(at: IndexPath(row: row, section: section))
        frames.append(CGRect(x: rowX, y: rowY, width: rowWidth, height: height))
        rowY += height
      }
      let footer = footerHeight(section: section, width: width)
      result.sections.append(
        TableGeometry.Section(
          headerFrame: CGRect(x: 0, y: y, width: width, height: header), rowFrames: frames,
          footerFrame: CGRect(x: 0, y: rowY, width: width, height: footer)))
      y = rowY + footer
    }
    result.contentHeight = y + (tableFooterView?.frame.height ?? 0)
    return result
  }

  /// The row's height: the delegate's, else `rowHeight`, else the measured or estimated height.
  func rowHeight(at indexPath: IndexPath) -> CGFloat {
    if let height = tableDelegate?.tableView(self, heightForRowAt: indexPath), height >= 0 { return height }
    if rowHeight >= 0 { return rowHeight }
    return measuredHeights[indexPath] ?? (estimatedRowHeight > 0 ? estimatedRowHeight : ListMetrics.estimatedRowHeight)
  }

  private func headerHeight(section: Int, width: CGFloat) -> CGFloat {
    if let height = tableDelegate?.tableView(self, heightForHeaderInSection: section), height >= 0 { return height }
    if sectionHeaderHeight >= 0 { return sectionHeaderHeight }
    let title = dataSource?.tableView(self, titleForHeaderInSection: section)
    return titleHeight(title, content: style == .plain ? .plainHeader() : .groupedHeader(), width: width)
  }

  private func footerHeight(section: Int, width: CGFloat) -> CGFloat {
    if let height = tableDelegate?.tableView(self, heightForFooterInSection: section), height >= 0 { return height }
    if sectionFooterHeight >= 0 { return sectionFooterHeight }
    let title = dataSource?.tableView(self, titleForFooterInSection: section)
    return titleHeight(title, content: style == .plain ? .plainFooter() : .groupedFooter(), width: width)
  }

  /// A title's height in `content` at `width`; without a title 0 in `.plain`, the grouped section spacing otherwise.
  private func titleHeight(_ title: String?, content: UIListContentConfiguration, width: CGFloat) -> CGFloat {
    guard let title, !title.isEmpty else { return style == .plain ? 0 : ListMetrics.groupedSectionSpacing }
    var content = content
    content.text = title
    return content.sizeThatFits(CGSize(width: width, height: 0)).height
  }

  /// Marks the geometry for recomputation at the next layout pass.
  func invalidateGeometry() {
    setNeedsLayout()
  }
}
