import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation
import Testing
import TextMeasurement

/// A table data source of `counts` rows with optional header titles.
@MainActor
final class TableSource: UITableViewDataSource {
  var counts: [Int]
  var headers: [String?] = []

  init(counts: [Int]) { self.counts = counts }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row)"
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headers.indices.contains(section) ? headers[section] : nil
  }
}

/// Records selection.
@MainActor
final class TableDelegate: UITableViewDelegate {
  var selected: [IndexPath] = []
  var refuse: Set<IndexPath> = []

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    refuse.contains(indexPath) ? nil : indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A diffable data source subclass answering titles, as Apple's sample does.
@MainActor
final class TitledDataSource: UITableViewDiffableDataSource<Int, String> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}

@MainActor
@Suite("UITableView")
struct UITableViewTests {
  func makeTable(_ style: UITableView.Style, counts: [Int], height: CGFloat = 844) -> (UITableView, TableSource) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: height), style: style)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let source = TableSource(counts: counts)
    tableView.dataSource = source
    return (tableView, source)
  }

  @Test func plainRowsAreTheCellsMeasuredHeight() throws {
    let (tableView, source) = makeTable(.plain, counts: [3])
    tableView.layoutIfNeeded()
    // One-line rows: max(44, 11 + 17-pt line + 11) = 44 each, stacked from 0; no header in a plain table.
    #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 390, height: 44))
    #expect(tableView.contentSize == CGSize(width: 390, height: 132))
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell.superview === tableView)
    #expect(cell.frame == CGRect(x: 0, y: 88, width: 390, height: 44))
    #expect(tableView.visibleCells.count == 3)
    #expect(tableView.indexPathsForVisibleRows == [0, 1, 2].map { IndexPath(row: $0, section: 0) })
    _ = source
  }

  @Test func insetGroupedRowsSitInsideTheMarginsUnderMeasuredHeaders() {
    let (tableView, source) = makeTable(.insetGrouped, counts: [2, 1])
    source.headers = ["Visited", nil]
    tableView.reloadData()
    tableView.layoutIfNeeded()
    var header = UIListContentConfiguration.groupedHeader()
    header.text = "Visited"
    let headerHeight = header.sizeThatFits(CGSize(width: 390, height: 0)).height
    // Width 390 > 375: 20-pt margins; rows 350 wide from x 20. Section 1 has no title: 17.5-pt spacing.
    #expect(tableView.rectForHeader(inSection: 0).height == headerHeight)
    #expect(
      tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: headerHeight, width: 350, height: 44))
    let footer0 = tableView.rectForFooter(inSection: 0).height
    #expect(footer0 == 17.5)
    let row = tableView.rectForRow(at: IndexPath(row: 0, section: 1))
    #expect(row.minY == headerHeight + 88 + 17.5 + 17.5)
  }

  @Test func fixedRowHeightAndOffscreenRowsAreNotCells() {
    let (tableView, source) = makeTable(.plain, counts: [100], height: 300)
    tableView.rowHeight = 60
    tableView.layoutIfNeeded()
    // 300 / 60 = 5 rows on screen.
    #expect(tableView.visibleCells.count == 5)
    #expect(tableView.contentSize.height == 6000)
    tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
    #expect(tableView.contentOffset.y == 3000)
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(tableView.subviews.compactMap { $0 as? UITableViewCell }.count == 5)
    _ = source
  }

  @Test func accessoriesNarrowTheContentView() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    cell.accessoryType = .disclosureIndicator
    cell.layoutIfNeeded()
    // 390 − 20 (margin) − 12 (chevron) − 11 (spacing) = 347.
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 347, height: 44))
    #expect(cell.defaultContentConfiguration() == .cell())
    #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
  }

  @Test func tapsAskTheDelegate() {
    let (tableView, source) = makeTable(.plain, counts: [3])
    let delegate = TableDelegate()
    delegate.refuse = [IndexPath(row: 0, section: 0)]
    tableView.delegate = delegate
    tableView.layoutIfNeeded()
    tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(tableView.indexPathForSelectedRow == nil)
    tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(delegate.selected == [IndexPath(row: 1, section: 0)])
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
    #expect(tableView.indexPathsForSelectedRows == nil)
    _ = source
  }

  @Test func diffableDataSourceSubclassSuppliesRowsAndTitles() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = TitledDataSource(tableView: tableView) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["a", "b"], toSection: 0)
    snapshot.appendItems(["c"], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
    tableView.layoutIfNeeded()
    #expect(tableView.numberOfSections == 2)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "c")
    #expect(dataSource.indexPath(for: "b") == IndexPath(row: 1, section: 0))
    #expect(dataSource.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)))
    // The subclass's title is measured as the header.
    #expect(tableView.rectForHeader(inSection: 1).height > 17.5)
    snapshot.deleteItems(["a"])
    dataSource.apply(snapshot)
    tableView.layoutIfNeeded()
    #expect(tableView.numberOfRows(inSection: 0) == 1)
    #expect(dataSource.snapshot().itemIdentifiers == ["b", "c"])
  }

  @Test func editingReachesTheCells() {
    let (tableView, source) = makeTable(.plain, counts: [2])
    tableView.layoutIfNeeded()
    tableView.setEditing(true, animated: true)
    #expect(tableView.visibleCells.allSatisfy { $0.isEditing })
    #expect(tableView.visibleCells.first?.configurationState.isEditing == true)
    _ = source
  }

  @Test func indexPathRowIsTheItem() {
    var indexPath = IndexPath(row: 3, section: 1)
    #expect(indexPath.item == 3 && indexPath.section == 1)
    indexPath.row = 5
    #expect(indexPath == IndexPath(item: 5, section: 1))
  }
}
