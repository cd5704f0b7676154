extension NSDiffableDataSourceSnapshot {
  /// Appends items to the end of a section.
  ///
  /// An identifier that is already in the snapshot (in any section) is **moved** to its new place,
  /// as iOS 15+ does; the snapshot records a `.itemIdentifiersAlreadyExist` diagnostic naming them.
  ///
  /// - Parameters:
  ///   - identifiers: The items, in order.
  ///   - sectionIdentifier: The section; `nil` (the default) means the **last** section.
  /// - Precondition: the snapshot has a section (else traps with "There are currently no sections");
  ///   `sectionIdentifier`, when given, exists (else traps with "section != NSNotFound" naming it);
  ///   `identifiers` has no repeats (else traps with "supplied item identifiers are not unique",
  ///   listing them).
  /// - Complexity: O(k) for k appended items (one hash-table update each), plus O(m) for the sections
  ///   that lose already-existing items.
  ///
  /// UIKit parity: `appendItems(_:toSection:)`; identical (iOS 15+ move-and-log for existing ids).
  /// Source: spec §1.2, cases B17, B18.
  @inlinable
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let slot: Int32
    if let sectionIdentifier {
      if let cached = storage.appendSection, cached == sectionIdentifier {
        slot = storage.appendSlot
      } else {
        guard let found = storage.sectionLookup[sectionIdentifier] else {
          fatalError(DiffableMessages.unknownSection(sectionIdentifier, condition: "section"))
        }
        slot = found
        guard !identifiers.isEmpty else { return }
        makeUnique()
        storage.appendSection = sectionIdentifier
        storage.appendSlot = slot
      }
    } else {
      guard let last = storage.order.last else { fatalError(DiffableMessages.noSections()) }
      slot = last
    }
    guard !identifiers.isEmpty else { return }
    makeUnique()
    if identifiers.count == 1 && storage.appendNew(identifiers[0], to: slot) { return }
    _ = storage.insertItems(identifiers, into: slot, anchor: .end)
  }

  /// Inserts items just before an existing item, in that item's section.
  ///
  /// Already-existing identifiers are moved into place with a diagnostic, as for `appendItems`.
  ///
  /// - Parameters:
  ///   - identifiers: The items, in order.
  ///   - beforeIdentifier: An existing item that is not among `identifiers`.
  /// - Precondition: `beforeIdentifier` exists (else traps with "section != NSNotFound" naming it) and
  ///   is not in `identifiers` (else traps with "destination … is in the insertion identifier list");
  ///   no repeats in `identifiers` (as for `appendItems`).
  /// - Complexity: O(k + m) for k inserted items and m items in the destination section.
  ///
  /// UIKit parity: `insertItems(_:beforeItem:)`; identical. Source: spec §1.2.
  @inlinable
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
  {
    insertItems(identifiers, nextTo: beforeIdentifier, anchor: .before(beforeIdentifier))
  }

  /// Inserts items just after an existing item, in that item's section.
  ///
  /// - Precondition: as for `insertItems(_:beforeItem:)`.
  /// - Complexity: O(k + m) for k inserted items and m items in the destination section.
  ///
  /// UIKit parity: `insertItems(_:afterItem:)`; identical. Source: spec §1.2.
  @inlinable
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    insertItems(identifiers, nextTo: afterIdentifier, anchor: .after(afterIdentifier))
  }

  @inlinable
  mutating func insertItems(
    _ identifiers: [ItemIdentifierType], nextTo destination: ItemIdentifierType,
    anchor: SnapshotStorage<SectionIdentifierType, ItemIdentifierType>.Anchor
  ) {
    prepareRead()
    guard let slot = storage.locations[destination]?.slot else {
      fatalError(DiffableMessages.unknownItem(destination, condition: "section"))
    }
    if identifiers.contains(destination) { fatalError(DiffableMessages.destinationInInsertionList(destination)) }
    guard !identifiers.isEmpty else { return }
    makeUnique()
    _ = storage.insertItems(identifiers, into: slot, anchor: anchor)
  }

  /// Deletes items; identifiers not in the snapshot are ignored.
  ///
  /// Deleted items lose their reload and reconfigure marks.
  ///
  /// - Complexity: O(k + m) for k identifiers and m items in the affected sections.
  ///
  /// UIKit parity: `deleteItems(_:)`; identical. Source: spec §1.2.
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    prepareRead()
    guard identifiers.contains(where: { storage.locations[$0] != nil }) else { return }
    makeUnique()
    storage.deleteItems(identifiers)
  }

  /// Deletes every item **and every section**, leaving an empty snapshot (diagnostics are kept).
  ///
  /// - Complexity: O(1) plus releasing the storage.
  ///
  /// UIKit parity: `deleteAllItems()`; identical (sections go too). Source: spec §1.2.
  @inlinable
  public mutating func deleteAllItems() {
    makeUnique()
    storage.removeAll()
  }

  /// Moves an item just before another item, possibly into another section.
  ///
  /// - Precondition: `identifier` exists (else traps with "fromIndex != NSNotFound"), `toIdentifier`
  ///   exists (else "toIndex != NSNotFound") and they differ (else "destination … is in the insertion
  ///   identifier list"); each message names the identifier.
  /// - Complexity: O(m) for m items in the two sections involved.
  ///
  /// UIKit parity: `moveItem(_:beforeItem:)`; identical. Source: spec §1.2.
  @inlinable
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    moveItem(identifier, nextTo: toIdentifier, after: false)
  }

  /// Moves an item just after another item, possibly into another section.
  ///
  /// - Precondition: as for `moveItem(_:beforeItem:)`.
  /// - Complexity: O(m) for m items in the two sections involved.
  ///
  /// UIKit parity: `moveItem(_:afterItem:)`; identical. Source: spec §1.2.
  @inlinable
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    moveItem(identifier, nextTo: toIdentifier, after: true)
  }

  @inlinable
  mutating func moveItem(_ identifier: ItemIdentifierType, nextTo toIdentifier: ItemIdentifierType, after: Bool) {
    prepareRead()
    guard storage.locations[identifier] != nil else {
      fatalError(DiffableMessages.unknownItem(identifier, condition: "fromIndex"))
    }
    guard storage.locations[toIdentifier] != nil else {
      fatalError(DiffableMessages.unknownItem(toIdentifier, condition: "toIndex"))
    }
    if identifier == toIdentifier { fatalError(DiffableMessages.destinationInInsertionList(toIdentifier)) }
    makeUnique()
    storage.moveItem(identifier, nextTo: toIdentifier, after: after)
  }

  /// Marks items to be reloaded on the next apply: the old cell is discarded and a new one dequeued.
  ///
  /// Only identity is used; no content of the identifier is read.
  ///
  /// - Precondition: every identifier is in the snapshot; otherwise traps with "Attempted to reload item
  ///   identifier that does not exist in the snapshot", naming the missing ones, and nothing is marked.
  /// - Complexity: O(k) for k identifiers.
  ///
  /// UIKit parity: `reloadItems(_:)`; identical. Source: spec §1.2, §2.
  @inlinable
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    prepareRead()
    let missing = identifiers.filter { storage.locations[$0] == nil }
    if !missing.isEmpty { fatalError(DiffableMessages.reloadMissingItems(missing)) }
    makeUnique()
    storage.markReloaded(identifiers)
  }

  /// Marks items to be reconfigured on the next apply: the existing cell is passed through the cell
  /// provider again (no new cell, no reload animation; the cell type cannot change).
  ///
  /// - Precondition: every identifier is in the snapshot; otherwise traps with "Attempted to reconfigure
  ///   item identifier that does not exist in the snapshot", naming the missing ones.
  /// - Complexity: O(k) for k identifiers.
  ///
  /// UIKit parity: `reconfigureItems(_:)` (iOS 15); identical. Source: spec §1.2, §2.
  @inlinable
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    prepareRead()
    let missing = identifiers.filter { storage.locations[$0] == nil }
    if !missing.isEmpty { fatalError(DiffableMessages.reconfigureMissingItems(missing)) }
    makeUnique()
    storage.markReconfigured(identifiers)
  }
}
