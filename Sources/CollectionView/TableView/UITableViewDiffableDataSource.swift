import CompositionalLayout
import DiffableDataSource
import Foundation

/// A table view data source driven by snapshots: apply a snapshot and the table view shows it.
///
/// Subclass it to answer the other data-source questions (titles, editing, moving): the methods are `open`.
/// The table view keeps the data source weakly: keep a strong reference to it.
///
/// UIKit parity: `UITableViewDiffableDataSource` (`init(tableView:cellProvider:)`, `apply(_:animatingDifferences:
/// completion:)`, `applySnapshotUsingReloadData(_:completion:)`, `snapshot()`, `itemIdentifier(for:)`,
/// `indexPath(for:)`, `sectionIdentifier(for:)`, `index(for:)`, `defaultRowAnimation` and the overridable
/// `UITableViewDataSource` methods). Differences: applying reloads the table (no animated row updates headless);
/// reload and reconfigure marks re-run the cell provider for rows on screen through that reload.
@MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  /// Returns the configured cell for an item, dequeued from the table view.
  ///
  /// UIKit parity: `UITableViewDiffableDataSource.CellProvider`.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private var items: [[ItemIdentifierType]] = []
  private var indexPaths: [ItemIdentifierType: IndexPath]?
  private var isApplying = false
  /// How updates would be animated (kept as data). Default `.automatic`.
  ///
  /// UIKit parity: `defaultRowAnimation`.
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Creates a data source for `tableView` and makes itself the table's data source.
  ///
  /// UIKit parity: `init(tableView:cellProvider:)`.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// A copy of the current snapshot.
  ///
  /// UIKit parity: `snapshot()`.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// Makes `snapshot` the current state and reloads the table; `completion` runs when done (at once).
  ///
  /// - Precondition: not called from inside another apply (traps with UIKit's deadlock text).
  ///
  /// UIKit parity: `apply(_:animatingDifferences:completion:)`; headless the table reloads instead of animating.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    usagePrecondition(
      !isApplying,
      "Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a "
        + "snapshot. Fix: apply afterwards, not from inside an apply.")
    isApplying = true
    defer { isApplying = false }
    var clean = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    clean.appendSections(snapshot.sectionIdentifiers)
    items = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    for (section, sectionItems) in zip(snapshot.sectionIdentifiers, items) {
      clean.appendItems(sectionItems, toSection: section)
    }
    current = clean
    indexPaths = nil
    tableView?.reloadData()
    completion?()
  }

  /// Makes `snapshot` the current state and reloads the table.
  ///
  /// UIKit parity: `applySnapshotUsingReloadData(_:completion:)` (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// The item at `indexPath`, or nil when out of range.
  ///
  /// UIKit parity: `itemIdentifier(for:)`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return items[indexPath.section][indexPath.row]
  }

  /// The index path of `itemIdentifier`, or nil when absent.
  ///
  /// - Complexity: O(1) after an O(n) index built on the first call after an apply.
  ///
  /// UIKit parity: `indexPath(for:)`.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    if let indexPaths { return indexPaths[itemIdentifier] }
    var built: [ItemIdentifierType: IndexPath] = [:]
    for (section, sectionItems) in items.enumerated() {
      for (row, identifier) in sectionItems.enumerated() { built[identifier] = IndexPath(row: row, section: section) }
    }
    indexPaths = built
    return built[itemIdentifier]
  }

  /// The section at `index`, or nil when out of range.
  ///
  /// UIKit parity: `sectionIdentifier(for:)` (iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// The index of `sectionIdentifier`, or nil when absent.
  ///
  /// UIKit parity: `index(for:)` (iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  // MARK: UITableViewDataSource

  /// The number of sections in the current snapshot.
  open func numberOfSections(in tableView: UITableView) -> Int { items.count }

  /// The number of items in `section` of the current snapshot.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.indices.contains(section) ? items[section].count : 0
  }

  /// The cell the cell provider returns for the row's item.
  ///
  /// Precondition: the provider returns a cell (traps naming the item otherwise).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = itemIdentifier(for: indexPath) else {
      usageFailure("UITableViewDiffableDataSource: no item at \(indexPath.shortDescription).")
    }
    guard let cell = cellProvider(tableView, indexPath, item) else {
      usageFailure(
        "UITableViewDiffableDataSource: the cell provider returned nil for item \(item) at "
          + "\(indexPath.shortDescription). Fix: always return a cell from dequeueReusableCell(withIdentifier:for:).")
    }
    return cell
  }

  /// No header title; override to supply one.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title; override to supply one.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Rows are not editable; override to allow editing.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  /// Rows are not movable; override to allow moving.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// No section index; subclasses override to show one.
  ///
  /// UIKit parity: `sectionIndexTitles(for:)` of `UITableViewDiffableDataSource`.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// The section at the title's position; subclasses override.
  ///
  /// UIKit parity: `tableView(_:sectionForSectionIndexTitle:at:)`.
  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }
  /// Does nothing; override to commit deletions and insertions.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing; override to move the item in a new snapshot.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}
