import Foundation

/// The batch update that turns one snapshot into another, as a collection view applies it.
///
/// Index conventions are those of `UICollectionView.performBatchUpdates`: **deletes and reloads use old
/// indices** (positions in `source`), **inserts and reconfigures use new indices** (positions in
/// `destination`), **moves go old → new**. Items in deleted or inserted sections are implied by the
/// section change and are not listed again; items moving out of a deleted section (or into an inserted
/// one) appear as plain inserts (deletes). No index path is both deleted and reloaded, or moved and
/// reloaded; no section is both moved and reloaded — so a collection view can apply the whole
/// difference in one batch without contradiction. Each list is sorted ascending by its index (moves
/// by destination).
///
/// Moves are minimal: within a section that survives, the items not moved are a longest increasing
/// subsequence of the old positions (relative order preserved ⇒ not moved); items changing section
/// always move. Sections are treated the same way.
///
/// Reloads and reconfigures come from the destination snapshot's marks and only for identifiers
/// present in both snapshots. A reloaded item (or section) that also moves becomes a delete plus an
/// insert, since a batch update cannot move and reload the same index path [inf, spec §2]; a reloaded
/// item in a moved section is handled the same way. Reconfigures never conflict (they address the cell
/// after the update); an item marked for both reload and reconfigure is only reloaded.
///
/// UIKit parity: what `UICollectionViewDiffableDataSource.apply(_:animatingDifferences:)` feeds to its
/// collection view; Apple's algorithm is private, so this type is ours. The flat
/// `CollectionDifference` view (`collectionDifference(from:to:)`) mirrors
/// `NSDiffableDataSourceTransaction.difference`. Source: spec/diffable-semantics.md §3.
public struct SnapshotDifference<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
  Sendable, Equatable
{
  /// A deleted section: its identifier and old index.
  public struct SectionChange: Hashable, Sendable {
    /// The section identifier.
    public var identifier: SectionIdentifierType
    /// The section's index (old for deletes).
    public var index: Int

    /// Creates a section change.
    public init(identifier: SectionIdentifierType, index: Int) {
      self.identifier = identifier
      self.index = index
    }
  }

  /// An inserted or reloaded section with the items it holds after the update.
  public struct SectionReplacement: Equatable, Sendable {
    /// The section identifier.
    public var identifier: SectionIdentifierType
    /// Old index for a reload, new index for an insert.
    public var index: Int
    /// The section's items in the destination snapshot.
    public var itemIdentifiers: [ItemIdentifierType]

    /// Creates a section replacement.
    public init(identifier: SectionIdentifierType, index: Int, itemIdentifiers: [ItemIdentifierType]) {
      self.identifier = identifier
      self.index = index
      self.itemIdentifiers = itemIdentifiers
    }
  }

  /// A moved section: old index → new index.
  public struct SectionMove: Hashable, Sendable {
    /// The section identifier.
    public var identifier: SectionIdentifierType
    /// Old index.
    public var from: Int
    /// New index.
    public var to: Int

    /// Creates a section move.
    public init(identifier: SectionIdentifierType, from: Int, to: Int) {
      self.identifier = identifier
      self.from = from
      self.to = to
    }
  }

  /// A deleted, inserted, reloaded or reconfigured item and its index path.
  public struct ItemChange: Hashable, Sendable {
    /// The item identifier.
    public var identifier: ItemIdentifierType
    /// `[section, item]`; old for deletes and reloads, new for inserts and reconfigures.
    public var indexPath: IndexPath

    /// Creates an item change.
    public init(identifier: ItemIdentifierType, indexPath: IndexPath) {
      self.identifier = identifier
      self.indexPath = indexPath
    }
  }

  /// A moved item: old index path → new index path.
  public struct ItemMove: Hashable, Sendable {
    /// The item identifier.
    public var identifier: ItemIdentifierType
    /// Old `[section, item]`.
    public var from: IndexPath
    /// New `[section, item]`.
    public var to: IndexPath

    /// Creates an item move.
    public init(identifier: ItemIdentifierType, from: IndexPath, to: IndexPath) {
      self.identifier = identifier
      self.from = from
      self.to = to
    }
  }

  /// Deleted sections (old indices).
  public var sectionDeletes: [SectionChange] = []
  /// Inserted sections (new indices) with their items.
  public var sectionInserts: [SectionReplacement] = []
  /// Moved sections (old → new).
  public var sectionMoves: [SectionMove] = []
  /// Reloaded sections (old indices) with their new items; they do not move.
  public var sectionReloads: [SectionReplacement] = []
  /// Deleted items (old index paths).
  public var itemDeletes: [ItemChange] = []
  /// Inserted items (new index paths).
  public var itemInserts: [ItemChange] = []
  /// Moved items (old → new index paths).
  public var itemMoves: [ItemMove] = []
  /// Reloaded items (old index paths); they do not move.
  public var itemReloads: [ItemChange] = []
  /// Reconfigured items (new index paths).
  public var itemReconfigures: [ItemChange] = []

  /// An empty difference.
  @usableFromInline
  init() {}

  /// Whether applying the difference changes nothing (no section or item change of any kind).
  @inlinable
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
      && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
      && itemReconfigures.isEmpty
  }
}

extension IndexPath {
  /// `[section, item]` without going through an array (UIKit's `init(item:section:)` lives elsewhere).
  @inlinable
  static func diffable(section: Int, item: Int) -> IndexPath {
    IndexPath(index: section).appending(item)
  }
}
