import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// A delegate that records selection and primary-action callbacks.
@MainActor
private final class PrimaryActionDelegate: UICollectionViewDelegate {
  var events: [String] = []
  var refuseSelection: Set<Int> = []

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    events.append("shouldSelect \(indexPath.item)")
    return !refuseSelection.contains(indexPath.item)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    events.append("didDeselect \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
    events.append("primary \(indexPath.item)")
  }
}

/// A table delegate that records selection and primary actions.
@MainActor
private final class TablePrimaryActionDelegate: UITableViewDelegate {
  var events: [String] = []
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
    events.append("primary \(indexPath.row)")
  }
}

@MainActor
@Suite("Primary actions and editing mode")
struct PrimaryActionAndEditingTests {
  @Test func aTapPerformsThePrimaryActionAfterTheSelectionCallbacksEvenWhenSelectionIsRefused() {
    let delegate = PrimaryActionDelegate()
    delegate.refuseSelection = [2]
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [100]), delegate: delegate)
    collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(delegate.events == ["shouldSelect 1", "didSelect 1", "primary 1", "shouldSelect 2", "primary 2"])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test func aTapThatExtendsAMultipleSelectionPerformsNoPrimaryAction() {
    let delegate = PrimaryActionDelegate()
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [100]), delegate: delegate)
    collectionView.allowsMultipleSelection = true
    collectionView.tapItem(at: IndexPath(item: 1, section: 0))  // the first selection: a single cell
    collectionView.tapItem(at: IndexPath(item: 3, section: 0))  // extends the selection
    #expect(delegate.events == ["shouldSelect 1", "didSelect 1", "primary 1", "shouldSelect 3", "didSelect 3"])
  }

  @Test func whileEditingTapsFollowTheDuringEditingFlagsAndPerformNoPrimaryActionByDefault() {
    let delegate = PrimaryActionDelegate()
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [100]), delegate: delegate)
    collectionView.isEditing = true
    // allowsSelectionDuringEditing defaults to false: nothing is selected; canPerformPrimaryAction defaults to
    // false while editing.
    collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(delegate.events.isEmpty)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    collectionView.allowsSelectionDuringEditing = true
    collectionView.allowsMultipleSelectionDuringEditing = true
    collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(collectionView.indexPathsForSelectedItems?.map { $0.item }.sorted() == [1, 2])
    #expect(delegate.events == ["shouldSelect 1", "didSelect 1", "shouldSelect 2", "didSelect 2"])
  }

  @Test func editingModeReachesTheListCellsOnScreenAndThoseDequeuedLater() throws {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
      cell.accessories = [.delete()]
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<100))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let first = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    let contentBefore = first.contentView.frame
    collectionView.isEditing = true
    collectionView.layoutIfNeeded()
    #expect(first.isEditing)
    #expect(first.configurationState.isEditing)
    // The delete accessory shows only while editing (`.whenEditing`): the content moves right to make room.
    #expect(first.contentView.frame.minX > contentBefore.minX)
    // A row dequeued after the change (scrolled to) is editing too.
    collectionView.setContentOffset(CGPoint(x: 0, y: 44 * 50), animated: false)
    collectionView.layoutIfNeeded()
    let later = try #require(
      collectionView.cellForItem(at: IndexPath(item: 55, section: 0)) as? UICollectionViewListCell)
    #expect(later.isEditing)
    withExtendedLifetime(dataSource) {}
  }

  @Test func tableRowsPerformTheirPrimaryActionAfterSelectingAndNotWhileEditing() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let delegate = TablePrimaryActionDelegate()
    tableView.delegate = delegate
    tableView.tapRow(at: IndexPath(row: 3, section: 0))
    #expect(delegate.events == ["didSelect 3", "primary 3"])
    tableView.isEditing = true
    tableView.tapRow(at: IndexPath(row: 4, section: 0))  // no selection while editing by default, no action
    #expect(delegate.events == ["didSelect 3", "primary 3"])
    tableView.allowsSelectionDuringEditing = true
    tableView.allowsMultipleSelectionDuringEditing = true
    tableView.tapRow(at: IndexPath(row: 4, section: 0))
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)])
    #expect(delegate.events == ["didSelect 3", "primary 3", "didSelect 4"])
  }
}
