extension NSDiffableDataSourceSnapshot {
  /// Traps unless the identifiers are distinct from each other and from the snapshot's sections.
  @inlinable
  func validateNewSections(_ identifiers: [SectionIdentifierType]) {
    let duplicates = DiffableMessages.duplicates(in: identifiers)
    if !duplicates.isEmpty { fatalError(DiffableMessages.duplicateSections(duplicates)) }
    let existing = identifiers.filter { storage.sectionLookup[$0] != nil }
    if !existing.isEmpty { fatalError(DiffableMessages.sectionsAlreadyExist(existing)) }
  }

  /// Appends empty sections after the last section.
  ///
  /// - Parameter identifiers: New section identifiers, in order.
  /// - Precondition: the identifiers are pairwise distinct (else traps with "supplied section
  ///   identifiers are not unique", listing the duplicates) and none is already in the snapshot
  ///   (else traps with UIKit's iOS 15 "already exists" text, naming them).
  /// - Complexity: O(k) for k new sections.
  ///
  /// UIKit parity: `appendSections(_:)`; identical. Source: spec §1.2, case B17.
  @inlinable
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    validateNewSections(identifiers)
    makeUnique()
    storage.insertSections(identifiers, at: storage.order.count)
  }

  /// Inserts empty sections just before an existing section.
  ///
  /// - Parameters:
  ///   - identifiers: New section identifiers, in order.
  ///   - toIdentifier: An existing section.
  /// - Precondition: `indexOfSection(toIdentifier) != nil` (else traps with "insertIndex != NSNotFound"
  ///   naming it); the new identifiers are distinct and new, as for `appendSections(_:)`.
  /// - Complexity: O(k + s) for k new and s existing sections.
  ///
  /// UIKit parity: `insertSections(_:beforeSection:)`; identical. Source: spec §1.2.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = indexOfSection(toIdentifier) else {
      fatalError(DiffableMessages.unknownSection(toIdentifier, condition: "insertIndex"))
    }
    validateNewSections(identifiers)
    makeUnique()
    storage.insertSections(identifiers, at: index)
  }

  /// Inserts empty sections just after an existing section.
  ///
  /// - Parameters:
  ///   - identifiers: New section identifiers, in order.
  ///   - toIdentifier: An existing section.
  /// - Precondition: as for `insertSections(_:beforeSection:)`.
  /// - Complexity: O(k + s) for k new and s existing sections.
  ///
  /// UIKit parity: `insertSections(_:afterSection:)`; identical. Source: spec §1.2.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = indexOfSection(toIdentifier) else {
      fatalError(DiffableMessages.unknownSection(toIdentifier, condition: "insertIndex"))
    }
    validateNewSections(identifiers)
    makeUnique()
    storage.insertSections(identifiers, at: index + 1)
  }

  /// Deletes sections together with their items; identifiers not in the snapshot are ignored.
  ///
  /// - Complexity: O(s + m) for s sections and m items in the deleted sections.
  ///
  /// UIKit parity: `deleteSections(_:)`; identical (unknown identifiers silently ignored). Source: spec §1.2.
  @inlinable
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    guard identifiers.contains(where: { storage.sectionLookup[$0] != nil }) else { return }
    makeUnique()
    storage.deleteSections(identifiers)
  }

  /// Moves a section, with its items, just before another section.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - toIdentifier: The section it goes before.
  /// - Precondition: both exist (else traps with "fromSection != NSNotFound" / "toSection != NSNotFound"
  ///   naming the missing one) and differ (else traps with the "destination … is in the insertion
  ///   identifier list" text).
  /// - Complexity: O(s) for s sections.
  ///
  /// UIKit parity: `moveSection(_:beforeSection:)`; identical. Source: spec §1.2.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, nextTo: toIdentifier, after: false)
  }

  /// Moves a section, with its items, just after another section.
  ///
  /// - Precondition: as for `moveSection(_:beforeSection:)`.
  /// - Complexity: O(s) for s sections.
  ///
  /// UIKit parity: `moveSection(_:afterSection:)`; identical. Source: spec §1.2.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, nextTo: toIdentifier, after: true)
  }

  @inlinable
  mutating func moveSection(
    _ identifier: SectionIdentifierType, nextTo toIdentifier: SectionIdentifierType, after: Bool
  ) {
    guard let slot = storage.sectionLookup[identifier] else {
      fatalError(DiffableMessages.unknownSection(identifier, condition: "fromSection"))
    }
    guard let destination = storage.sectionLookup[toIdentifier] else {
      fatalError(DiffableMessages.unknownSection(toIdentifier, condition: "toSection"))
    }
    if slot == destination { fatalError(DiffableMessages.destinationInInsertionList(toIdentifier)) }
    makeUnique()
    storage.moveSection(slot, nextTo: destination, after: after)
  }

  /// Marks sections to be reloaded (all their cells recreated) on the next apply.
  ///
  /// - Precondition: every identifier is in the snapshot; otherwise traps naming the missing ones and
  ///   nothing is marked. (UIKit raises here; its exact text was not captured, spec §8.1 — ours is
  ///   modelled on the item-reload text.)
  /// - Complexity: O(k) for k identifiers.
  ///
  /// UIKit parity: `reloadSections(_:)`; identical apart from the message text. Source: spec §1.2.
  @inlinable
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    let missing = identifiers.filter { storage.sectionLookup[$0] == nil }
    if !missing.isEmpty { fatalError(DiffableMessages.reloadMissingSections(missing)) }
    makeUnique()
    storage.markReloaded(sections: identifiers)
  }
}
