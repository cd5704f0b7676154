import CompositionalLayout
import DiffableDataSource
import Foundation

/// A data source driven by snapshots: apply a new snapshot and the collection view performs the batch update the
/// diff computes.
///
/// The collection view keeps the data source weakly, as in UIKit: keep a strong reference to it.
///
/// UIKit parity: `UICollectionViewDiffableDataSource` (iOS 13–15 API: `cellProvider`, `supplementaryViewProvider`,
/// `apply(_:animatingDifferences:completion:)` which always diffs (iOS 15 behaviour), `applySnapshotUsingReloadData`,
/// `snapshot()`, identifier ↔ index path conversions, section snapshots and their handlers, reordering handlers driven
/// by the collection view's interactive movement). Applies run synchronously on the caller's thread.
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource {
  /// Returns the configured cell for an item, dequeued from the collection view.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Returns the configured supplementary view of an element kind at an index path.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
  /// The outline callbacks; see `NSDiffableDataSourceSectionSnapshotHandlers`.
  ///
  /// UIKit parity: `UICollectionViewDiffableDataSource.SectionSnapshotHandlers<ItemIdentifierType>`, a generic
  /// struct nested in the data source (written `SectionSnapshotHandlers<Item>()` in apps); here a generic alias.
  public typealias SectionSnapshotHandlers<Item: Hashable & Sendable> =
    NSDiffableDataSourceSectionSnapshotHandlers<Item>
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

  /// Callbacks for interactive reordering: the collection view's `beginInteractiveMovementForItem(at:)` asks
  /// `canReorderItem`, and `endInteractiveMovement()` moves the item in the current snapshot between `willReorder`
  /// and `didReorder`.
  ///
  /// UIKit parity: `UICollectionViewDiffableDataSource.ReorderingHandlers` (iOS 14).
  public struct ReorderingHandlers {
    /// Whether an item may be reordered; nil means no item may.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called before a reorder is applied, with the change.
    public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called after a reorder was applied, with the change: update the model the snapshots are built from.
    public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Creates empty handlers.
    public init() {}
  }

  @usableFromInline final weak var collectionView: UICollectionView?
  /// Lives as long as this data source: the collection view holds it weakly instead of holding this object weakly.
  let livenessToken = DataSourceLivenessToken()
  @usableFromInline let cellProvider: CellProvider
  /// The cell path, made by the inlinable initialiser: compiled in the module that names the identifier types (the
  /// app's), specialised for them, so that reading the item and calling the provider need no generic indirection
  /// (in this module's unspecialised code each cell cost a runtime array subscript, value-witness copies and a
  /// reabstraction thunk). The collection view's cell requests go through it.
  @usableFromInline let specializedCellForItem:
    (UICollectionViewDiffableDataSource, UICollectionView, IndexPath) -> UICollectionViewCell
  /// Supplies supplementary views; must be set before a layout pass shows one (case B25).
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// The outline callbacks consulted by `expand(_:)` and `collapse(_:)`.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
  /// Reordering callbacks (see `ReorderingHandlers`).
  public var reorderingHandlers = ReorderingHandlers()

  var current = Snapshot()
  private var sectionIdentifiers: [SectionIdentifierType] = []
  @usableFromInline @exclusivity(unchecked) final var items: [[ItemIdentifierType]] = [] {
    didSet {
      cachedSection = -1
      cachedSectionItems = []
    }
  }
  /// The items of section `cachedSection` (-1: none), the last one a cell was looked up in. Reading an item from it
  /// is an `Array<ItemIdentifierType>` subscript; reading one from `items` also asks the runtime for the metadata of
  /// the inner array type on every call, as this generic class is not specialised for its identifier types.
  @usableFromInline @exclusivity(unchecked) final var cachedSection = -1
  @usableFromInline @exclusivity(unchecked) final var cachedSectionItems: [ItemIdentifierType] = []
  private var indexPaths: [ItemIdentifierType: IndexPath]?
  var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]
  private var isApplying = false
  /// Whether each apply checks that item identifiers kept their hash while a snapshot held them (case B20): the
  /// current snapshot's hashes are compared with those recorded when it was stored (every change found), the
  /// applied snapshot's items are looked up in its index, and its hashes are recorded. Default: on in debug builds,
  /// off in release builds, where it would add about 70 % to an apply's diff (5.5 ms against 7.6 ms for 100,000
  /// items; see BENCHMARKS.md). Turn it on to check release builds too.
  public var checksIdentifierHashes = checksIdentifierHashesByDefault
  /// What the applies noticed and repaired (identifiers whose hash changed in place), oldest first; the last 100.
  ///
  /// UIKit parity: none; UIKit applies such snapshots silently and wrongly (spec case B20).
  public internal(set) var diagnostics: [DiffableDiagnostic] = []
  /// The current snapshot's item hashes when it was stored, while `checksIdentifierHashes` is on.
  private var recordedHashes: [Int]?
  /// Whether the cell or supplementary view provider is running (an apply from there is refused).
  @usableFromInline @exclusivity(unchecked) final var isProvidingCell = false

  /// Creates a data source for `collectionView` and makes itself the view's data source.
  ///
  /// Inlinable, so that the cell path it stores is compiled where the identifier types are known (see
  /// `specializedCellForItem`).
  ///
  /// UIKit parity: `init(collectionView:cellProvider:)`.
  @inlinable
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    specializedCellForItem = { dataSource, collectionView, indexPath in
      dataSource.providedCell(collectionView, at: indexPath)
    }
    collectionView.dataSource = self
  }

  /// A copy of the current snapshot, without reload or reconfigure marks.
  ///
  /// - Complexity: O(1) (copy on write).
  ///
  /// UIKit parity: `snapshot()`.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// Makes `snapshot` the current state: diffs it against the current snapshot and has the collection view perform
  /// the resulting batch update (deletes, inserts, moves, reloads; reconfigured items on screen are re-run through
  /// the cell provider with their existing cell). `completion` runs once the apply has finished (at once, there is
  /// no animation clock), so it may apply another snapshot, as is common in UIKit code.
  ///
  /// - Precondition: not called while another apply is running — from the cell provider or a delegate callback it
  ///   triggers (traps with UIKit's deadlock text).
  /// - Complexity: the diff (O(n) for n items) plus the batch update (O(changes log changes + visible)).
  ///
  /// UIKit parity: `apply(_:animatingDifferences:completion:)` with iOS 15 semantics (always diffs).
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    beginApply()
    var snapshot = snapshot
    checkIdentifierHashes(&snapshot)
    // The completion runs after the apply has finished (the flag is down), so it may apply again (UIKit calls it
    // once the update is done).
    defer {
      isApplying = false
      completion?()
    }
    sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
    guard let collectionView, collectionView.hasReadCounts else {
      store(snapshot)
      return
    }
    let difference = SnapshotDifference(from: current, to: snapshot)
    collectionView.runBatch(animated: animatingDifferences) {
      store(snapshot)
      collectionView.deleteSections(difference.sectionDeletes.map(\.index))
      collectionView.insertSections(difference.sectionInserts.map(\.index))
      collectionView.reloadSections(difference.sectionReloads.map(\.index))
      for move in difference.sectionMoves { collectionView.moveSection(move.from, toSection: move.to) }
      collectionView.deleteItems(at: difference.itemDeletes.map(\.indexPath))
      collectionView.insertItems(at: difference.itemInserts.map(\.indexPath))
      collectionView.reloadItems(at: difference.itemReloads.map(\.indexPath))
      for move in difference.itemMoves { collectionView.moveItem(at: move.from, to: move.to) }
    }
    collectionView.reconfigureItems(at: difference.itemReconfigures.map(\.indexPath))
  }

  /// Makes `snapshot` the current state and reloads the collection view, without diffing or animating.
  ///
  /// UIKit parity: `applySnapshotUsingReloadData(_:completion:)` (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    beginApply()
    var snapshot = snapshot
    checkIdentifierHashes(&snapshot)
    defer {
      isApplying = false
      completion?()
    }
    sectionSnapshots = sectionSnapshots.filter { snapshot.indexOfSection($0.key) != nil }
    store(snapshot)
    collectionView?.reloadData()
  }

  private func beginApply() {
    usagePrecondition(
      !isProvidingCell,
      "UICollectionViewDiffableDataSource: a snapshot was applied from inside the cell provider (or the "
        + "supplementary view provider) while the collection view was asking for a view; the items it asks for would "
        + "no longer exist. Fix: apply from outside the providers, for example after the apply that shows the cell.")
    usagePrecondition(
      !isApplying,
      "Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a "
        + "snapshot. Fix: do not apply from inside an apply (a completion, a cell provider or a delegate callback "
        + "it triggers); apply afterwards.")
    isApplying = true
  }

  #if DEBUG
    /// Debug builds check identifier hashes on every apply.
    public static var checksIdentifierHashesByDefault: Bool { true }
  #else
    /// Release builds skip the identifier hash check unless `checksIdentifierHashes` is turned on.
    public static var checksIdentifierHashesByDefault: Bool { false }
  #endif

  /// Finds item identifiers whose hash changed while a snapshot held them (case B20) — in the applied snapshot and in
  /// the current one — repairs both indexes, and records what it found in `diagnostics`. O(items); skipped when
  /// `checksIdentifierHashes` is off.
  private func checkIdentifierHashes(_ snapshot: inout Snapshot) {
    guard checksIdentifierHashes else { return }
    // The current snapshot against the hashes recorded when it was stored (exact); the applied one against its index.
    let inCurrent = current.repairChangedIdentifierHashes(recorded: recordedHashes ?? [])
    let inApplied = snapshot.repairChangedIdentifierHashes()
    // The applied snapshot usually holds the same mutated identifiers (it is often `snapshot()` edited); its index
    // is rebuilt too, whether or not its own lookups happened to miss them.
    if inCurrent != nil && inApplied == nil { snapshot.rebuildItemIdentifierIndex() }
    let found = [inCurrent, inApplied].compactMap { $0 }
    // The applied snapshot is often the current one edited (`snapshot()`): the same identifiers are reported once.
    var reported: [DiffableDiagnostic] = []
    for diagnostic in found where !reported.contains(where: { $0.identifiers == diagnostic.identifiers }) {
      reported.append(diagnostic)
    }
    diagnostics.append(contentsOf: reported)
    if diagnostics.count > 100 { diagnostics.removeFirst(diagnostics.count - 100) }
  }

  /// Stores `snapshot` without marks and caches its sections and items.
  private func store(_ snapshot: Snapshot) {
    defer { recordedHashes = checksIdentifierHashes ? current.itemIdentifierHashes() : nil }
    sectionIdentifiers = snapshot.sectionIdentifiers
    items = sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    indexPaths = nil
    let marked =
      !snapshot.reloadedItemIdentifiers.isEmpty || !snapshot.reconfiguredItemIdentifiers.isEmpty
      || !snapshot.reloadedSectionIdentifiers.isEmpty
    guard marked else {
      current = snapshot
      return
    }
    var clean = Snapshot()
    clean.appendSections(sectionIdentifiers)
    for (section, sectionItems) in zip(sectionIdentifiers, items) {
      clean.appendItems(sectionItems, toSection: section)
    }
    current = clean
  }

  /// The item at `indexPath`, or nil when out of range.
  ///
  /// - Complexity: O(1).
  ///
  /// UIKit parity: `itemIdentifier(for:)`.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard let index = cachedItemIndex(for: indexPath) else { return nil }
    return cachedSectionItems[index]
  }

  /// The index in `cachedSectionItems` of `indexPath`'s item when the index path is a valid `[section, item]` pair,
  /// with `cachedSectionItems` made that section's (kept from the previous call when it is the same; the path read
  /// once in place: this is on the path of every cell the collection view displays).
  @inlinable final func cachedItemIndex(for indexPath: IndexPath) -> Int? {
    guard let (section, item) = indexPath.sectionAndItem else { return nil }
    if section != cachedSection {
      guard section >= 0, section < items.count else { return nil }
      cachedSectionItems = items[section]
      cachedSection = section
    }
    guard item >= 0, item < cachedSectionItems.count else { return nil }
    return item
  }

  /// The index path of `itemIdentifier`, or nil when absent.
  ///
  /// - Complexity: O(1) after an O(n) index built on the first call after an apply.
  ///
  /// UIKit parity: `indexPath(for:)`.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    if let indexPaths { return indexPaths[itemIdentifier] }
    var built: [ItemIdentifierType: IndexPath] = [:]
    for (section, sectionItems) in items.enumerated() {
      for (item, identifier) in sectionItems.enumerated() {
        built[identifier] = IndexPath(item: item, section: section)
      }
    }
    indexPaths = built
    return built[itemIdentifier]
  }

  /// The section at `index`, or nil when out of range.
  ///
  /// UIKit parity: `sectionIdentifier(for:)` (iOS 15).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
  }

  /// The index of `sectionIdentifier`, or nil when absent.
  ///
  /// UIKit parity: `index(for:)` (iOS 15).
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  // MARK: UICollectionViewDataSource

  public func numberOfSections(in collectionView: UICollectionView) -> Int { sectionIdentifiers.count }

  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    items.indices.contains(section) ? items[section].count : 0
  }

  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    specializedCellForItem(self, collectionView, indexPath)
  }

  /// The cell the provider returns for the item at `indexPath` (what `collectionView(_:cellForItemAt:)` answers),
  /// compiled where it is inlined: in `specializedCellForItem`, specialised for the identifier types.
  ///
  /// - Precondition: an item is at `indexPath` and the provider returns a cell (traps naming them otherwise).
  @inlinable final func providedCell(_ collectionView: UICollectionView, at indexPath: IndexPath)
    -> UICollectionViewCell
  {
    // The item read in place (specialised code: no metadata to look up, and the section's array is not retained).
    guard let index = cachedItemIndex(for: indexPath) else { noItemFailure(at: indexPath) }
    let item = cachedSectionItems[index]
    isProvidingCell = true
    let provided = cellProvider(collectionView, indexPath, item)
    isProvidingCell = false
    guard let cell = provided else { nilCellFailure(item: item, at: indexPath) }
    return cell
  }

  /// Traps: no item at `indexPath`.
  @usableFromInline func noItemFailure(at indexPath: IndexPath) -> Never {
    usageFailure("UICollectionViewDiffableDataSource: no item at \(indexPath.shortDescription).")
  }

  /// Traps: the cell provider returned nil for `item` at `indexPath`.
  @usableFromInline func nilCellFailure(item: ItemIdentifierType, at indexPath: IndexPath) -> Never {
    usageFailure(
      "UICollectionViewDiffableDataSource: the cell provider returned nil for item \(item) at "
        + "\(indexPath.shortDescription). Fix: always return a cell from dequeueConfiguredReusableCell(using:for:item:)."
    )
  }

  /// Whether the item at `indexPath` may be moved: `reorderingHandlers.canReorderItem`, false without it.
  ///
  /// UIKit parity: the diffable data source's `collectionView(_:canMoveItemAt:)`.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
      return false
    }
    return canReorderItem(item)
  }

  /// Moves the item in the current snapshot (the collection view already shows it there): `willReorder` with the
  /// transaction, the new snapshot stored without a batch update, then `didReorder`. A section snapshot stored for
  /// a section the item leaves or joins gets the item moved too, with its subtree (just the item when it comes from
  /// a section without one): before the item now after it, else after the section's last root item. When that
  /// changes the rows the section shows (an expanded parent's visible children travel with it, or a parent dropped
  /// inside its own subtree lands after the last root), the
  /// snapshot follows the section snapshots and the view is updated to it (a batch update without animation)
  /// before `didReorder`; visible children moved into a section without a section snapshot follow their parent
  /// there; a parent whose children are collapsed gives such a section a section snapshot (its rows as roots), so
  /// the hidden children move with it. The transaction's final snapshot is this reconciled one.
  ///
  /// - Complexity: O(items) for the transaction's snapshots and difference.
  ///
  /// UIKit parity: the diffable data source's `collectionView(_:moveItemAt:to:)` with `reorderingHandlers`.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let item = itemIdentifier(for: sourceIndexPath),
      sectionIdentifiers.indices.contains(destinationIndexPath.section)
    else { return }
    let destinationSection = sectionIdentifiers[destinationIndexPath.section]
    var final = current
    final.deleteItems([item])
    let remaining = final.itemIdentifiers(inSection: destinationSection)
    let following = destinationIndexPath.item < remaining.count ? remaining[destinationIndexPath.item] : nil
    if let following {
      final.insertItems([item], beforeItem: following)
    } else {
      final.appendItems([item], toSection: destinationSection)
    }
    // The section snapshots first: they decide the rows their sections show.
    let sourceSection = sectionIdentifiers[sourceIndexPath.section]
    var updated: [SectionIdentifierType: SectionSnapshot] = [:]
    var carried: [ItemIdentifierType] = []
    // The item with its subtree, from the section snapshot of the section it leaves; just the item without one.
    let moved: SectionSnapshot = {
      if let source = sectionSnapshots[sourceSection], source.contains(item) {
        return source.snapshot(of: item, includingParent: true)
      }
      var single = SectionSnapshot()
      single.append([item])
      return single
    }()
    // A subtree with hidden (collapsed) items going to a section without a section snapshot: the section gets one
    // (its rows as roots), so the hidden items travel with their parent instead of being lost.
    var snapshots = sectionSnapshots
    if snapshots[destinationSection] == nil, moved.items.count > moved.visibleItems.count {
      var roots = SectionSnapshot()
      roots.append(remaining)
      snapshots[destinationSection] = roots
    }
    for section in Set([sourceSection, destinationSection]) {
      guard var stored = snapshots[section] else { continue }
      // Only the section the item leaves holds it (deleting an absent item traps).
      if stored.contains(item) { stored.delete([item]) }
      updated[section] = stored
      guard section == destinationSection else {
        // Visible children leaving for a section without a section snapshot follow their parent as flat rows.
        if snapshots[destinationSection] == nil { carried = Array(moved.visibleItems.dropFirst()) }
        continue
      }
      if let following, stored.contains(following) {
        stored.insert(moved, before: following)
      } else if let last = stored.rootItems.last {
        stored.insert(moved, after: last)
      } else {
        stored = moved
      }
      updated[section] = stored
    }
    // What the collection view shows now; `final` becomes what the section snapshots show.
    let shown = final
    if !carried.isEmpty {
      final.deleteItems(carried)
      final.insertItems(carried, afterItem: item)
    }
    let differing = updated.filter { final.itemIdentifiers(inSection: $0.key) != $0.value.visibleItems }
    for section in differing.keys { final.deleteItems(final.itemIdentifiers(inSection: section)) }
    for (section, stored) in differing { final.appendItems(stored.visibleItems, toSection: section) }
    let transaction = NSDiffableDataSourceTransaction(initialSnapshot: current, finalSnapshot: final)
    reorderingHandlers.willReorder?(transaction)
    for (section, stored) in updated { sectionSnapshots[section] = stored }
    store(shown)
    if !carried.isEmpty || !differing.isEmpty {
      let kept = sectionSnapshots
      apply(final, animatingDifferences: false)
      sectionSnapshots = kept
    }
    reorderingHandlers.didReorder?(transaction)
  }

  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let supplementaryViewProvider else {
      usageFailure(
        "UICollectionViewDiffableDataSource: the layout asks for a supplementary view of kind \"\(kind)\" at "
          + "\(indexPath.shortDescription), but the data source has no supplementaryViewProvider. Fix: set "
          + "supplementaryViewProvider before the first layout pass that shows the element (before applying a "
          + "snapshot to a visible collection view), or remove the supplementary item from the layout.")
    }
    isProvidingCell = true
    let provided = supplementaryViewProvider(collectionView, kind, indexPath)
    isProvidingCell = false
    guard let view = provided else {
      usageFailure(
        "UICollectionViewDiffableDataSource: the supplementaryViewProvider returned nil for kind \"\(kind)\" at "
          + "\(indexPath.shortDescription); a view must always be returned. Fix: return a view from "
          + "dequeueConfiguredReusableSupplementary(using:for:).")
    }
    return view
  }
}

extension UICollectionViewDiffableDataSource: DataSourceLivenessVending {}
