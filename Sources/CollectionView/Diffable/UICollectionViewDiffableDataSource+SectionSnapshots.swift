import CompositionalLayout
import DiffableDataSource
import Foundation

/// A change a diffable data source made: the snapshots before and after, and the item difference.
///
/// UIKit parity: `NSDiffableDataSourceTransaction` (iOS 14): `initialSnapshot`, `finalSnapshot`, `difference`,
/// `sectionTransactions`.
public struct NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// The snapshot before the change.
  public var initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot after the change.
  public var finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The flat item difference between the two, with moves associated.
  public var difference: CollectionDifference<ItemIdentifierType>

  /// Creates a transaction between two snapshots, computing the difference.
  public init(
    initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    difference = SnapshotDifference.collectionDifference(from: initialSnapshot, to: finalSnapshot)
  }

  /// One transaction per section whose items changed, in the final snapshot's section order (sections only in the
  /// initial snapshot follow).
  ///
  /// UIKit parity: `NSDiffableDataSourceTransaction.sectionTransactions`.
  public var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] {
    let removed = initialSnapshot.sectionIdentifiers.filter { finalSnapshot.indexOfSection($0) == nil }
    return (finalSnapshot.sectionIdentifiers + removed).compactMap { section in
      func items(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>)
        -> [ItemIdentifierType]
      {
        snapshot.indexOfSection(section) == nil ? [] : snapshot.itemIdentifiers(inSection: section)
      }
      let before = items(initialSnapshot)
      let after = items(finalSnapshot)
      guard before != after else { return nil }
      return NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialItems: before, finalItems: after)
    }
  }
}

/// The change one section went through in a diffable data source transaction.
///
/// UIKit parity: `NSDiffableDataSourceSectionTransaction` (iOS 14): `sectionIdentifier`, `initialSnapshot`,
/// `finalSnapshot` (flat section snapshots of the section's items), `difference` (moves inferred).
public struct NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// The section that changed.
  public var sectionIdentifier: SectionIdentifierType
  /// The section's items before the change.
  public var initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The section's items after the change.
  public var finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The difference between the two item lists, with moves inferred; `initial.applying(difference) == final`.
  public var difference: CollectionDifference<ItemIdentifierType>

  init(sectionIdentifier: SectionIdentifierType, initialItems: [ItemIdentifierType], finalItems: [ItemIdentifierType]) {
    self.sectionIdentifier = sectionIdentifier
    var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    initial.append(initialItems)
    var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    final.append(finalItems)
    initialSnapshot = initial
    finalSnapshot = final
    difference = finalItems.difference(from: initialItems).inferringMoves()
  }
}

extension UICollectionViewDiffableDataSource {
  /// Replaces the items of `section` with the section snapshot's visible items (appending the section when it is
  /// absent) and applies the result; the section snapshot, with its hierarchy and expansion state, is kept for
  /// `snapshot(for:)`.
  ///
  /// - Complexity: O(items in the section) plus the apply.
  ///
  /// UIKit parity: `apply(_:to:animatingDifferences:completion:)` (iOS 14). Appending an absent section is the
  /// widely assumed behaviour (spec §8.3).
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var next = self.snapshot()
    if next.indexOfSection(section) == nil {
      next.appendSections([section])
    } else {
      next.deleteItems(next.itemIdentifiers(inSection: section))
    }
    next.appendItems(snapshot.visibleItems, toSection: section)
    apply(next, animatingDifferences: animatingDifferences, completion: completion)
    sectionSnapshots[section] = snapshot
  }

  /// The section snapshot of `section`: the one last applied to it, else its items as roots; empty when the
  /// section is absent.
  ///
  /// UIKit parity: `snapshot(for:)` (iOS 14).
  public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    if let stored = sectionSnapshots[section] { return stored }
    var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    let current = snapshot()
    if current.indexOfSection(section) != nil { result.append(current.itemIdentifiers(inSection: section)) }
    return result
  }

  /// Expands `item` as a disclosure tap does: runs `sectionSnapshotHandlers` (should → will → children) on the
  /// section snapshot that holds it and applies the result.
  ///
  /// - Returns: whether the item expanded (false when a handler refused or no section snapshot holds it).
  ///
  /// UIKit parity: the outline disclosure's expand action; headless, so it is a method.
  @discardableResult
  public func expand(_ item: ItemIdentifierType) -> Bool {
    changeExpansion(of: item) { sectionSnapshotHandlers.expand(item, in: &$0) }
  }

  /// Collapses `item` as a disclosure tap does (should → will), and applies the result.
  ///
  /// - Returns: whether the item collapsed.
  @discardableResult
  public func collapse(_ item: ItemIdentifierType) -> Bool {
    changeExpansion(of: item) { sectionSnapshotHandlers.collapse(item, in: &$0) }
  }

  private func changeExpansion(
    of item: ItemIdentifierType, _ change: (inout NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) -> Bool
  ) -> Bool {
    guard let (section, stored) = sectionSnapshots.first(where: { $0.value.contains(item) }) else { return false }
    var sectionSnapshot = stored
    guard change(&sectionSnapshot) else { return false }
    apply(sectionSnapshot, to: section)
    // The item's cell shows its expansion state (`UICollectionViewListCell.isExpanded`): reconfigure it.
    var reconfigured = snapshot()
    if reconfigured.indexOfItem(item) != nil {
      reconfigured.reconfigureItems([item])
      apply(reconfigured, animatingDifferences: false)
    }
    return true
  }
}
