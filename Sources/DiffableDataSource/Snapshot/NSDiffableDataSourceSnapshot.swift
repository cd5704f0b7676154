/// The state of a collection view's data at one moment: ordered sections, each with ordered items.
///
/// Section and item identifiers live in separate namespaces (a section may equal an item), and every
/// identifier is unique within its namespace across the whole snapshot: an item cannot be in two
/// sections. Identity is the identifier's `Hashable` conformance — two identifiers are the same item
/// iff they hash equally and compare `==`, never by object identity (even for class identifiers).
/// The snapshot is a value: copies are independent and cheap (copy-on-write).
///
/// Misuse: where UIKit raises an exception this type traps with UIKit's text, the offending
/// identifiers and the fix; where UIKit only logs (appending an identifier that already exists) it
/// performs UIKit's recovery and records a `DiffableDiagnostic` in `diagnostics`.
///
/// Reload vs reconfigure: both only *mark* existing items for the next apply; neither reads any
/// content (the diff compares identity only). `reloadItems(_:)` asks for a new cell (dequeued again,
/// reload animation); `reconfigureItems(_:)` re-runs the existing cell through the cell provider with
/// no new cell and no reload animation — prefer it unless the cell type changes.
///
/// UIKit parity: `NSDiffableDataSourceSnapshot` (iOS 13+, reload/reconfigure lists iOS 15) with the same
/// member names and labels. Differences: identity is `Hashable` only (spec case B20); `diagnostics`
/// is ours. Source: spec/diffable-semantics.md §1–§2.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  @usableFromInline
  var storage: SnapshotStorage<SectionIdentifierType, ItemIdentifierType>

  /// Creates an empty snapshot: no sections, no items, no marks.
  ///
  /// UIKit parity: `NSDiffableDataSourceSnapshot.init()`; identical. Source: spec §1.
  @inlinable
  public init() {
    storage = SnapshotStorage()
  }

  /// Copies the storage if another snapshot value shares it (copy-on-write).
  @inlinable
  mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// Makes reading the item index safe: shared storage may be under repair by a concurrent reader.
  @inlinable
  mutating func prepareRead() {
    if !isKnownUniquelyReferenced(&storage) { storage.ensureIndexed() }
  }

  // MARK: Counts and identifiers

  /// The total number of items, across all sections.
  ///
  /// Complexity: O(1).
  ///
  /// UIKit parity: `numberOfItems`; identical. Source: spec §1.1.
  @inlinable
  public var numberOfItems: Int { storage.itemCount }

  /// The number of sections.
  ///
  /// Complexity: O(1).
  ///
  /// UIKit parity: `numberOfSections`; identical. Source: spec §1.1.
  @inlinable
  public var numberOfSections: Int { storage.order.count }

  /// The section identifiers, in order.
  ///
  /// Complexity: O(s) for s sections.
  ///
  /// UIKit parity: `sectionIdentifiers`; identical. Source: spec §1.1.
  @inlinable
  public var sectionIdentifiers: [SectionIdentifierType] {
    storage.order.map { storage.slots[Int($0)].identifier }
  }

  /// Every item identifier, section by section, each section's items in order.
  ///
  /// Complexity: O(n) for the first read after a mutation, O(1) afterwards (the array is cached).
  ///
  /// UIKit parity: `itemIdentifiers`; identical result. UIKit rebuilds the array on every read; this
  /// caches it (spec case B22). Source: spec §1.1.
  @inlinable
  public var itemIdentifiers: [ItemIdentifierType] { storage.allItems() }

  /// The number of items in one section.
  ///
  /// - Parameter identifier: A section of this snapshot.
  /// - Precondition: `indexOfSection(identifier) != nil`; otherwise traps with UIKit's "Section identifier
  ///   was not found" text naming the identifier.
  /// - Complexity: O(1).
  ///
  /// UIKit parity: `numberOfItems(inSection:)`; identical. Source: spec §1.1.
  @inlinable
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    guard let slot = storage.sectionLookup[identifier] else {
      fatalError(DiffableMessages.sectionNotFound(identifier))
    }
    return storage.slots[Int(slot)].items.count
  }

  /// The item identifiers of one section, in order.
  ///
  /// - Parameter identifier: A section of this snapshot.
  /// - Precondition: `indexOfSection(identifier) != nil`; otherwise traps with UIKit's "Section identifier
  ///   was not found" text naming the identifier.
  /// - Complexity: O(1) (the section's array is shared copy-on-write).
  ///
  /// UIKit parity: `itemIdentifiers(inSection:)`; identical. Source: spec §1.1.
  @inlinable
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    guard let slot = storage.sectionLookup[identifier] else {
      fatalError(DiffableMessages.sectionNotFound(identifier))
    }
    return storage.slots[Int(slot)].items
  }

  /// The section that contains an item, or `nil` when the snapshot does not contain the item.
  ///
  /// - Complexity: O(1) (amortised over the lazy index repair after mutations).
  ///
  /// UIKit parity: `sectionIdentifier(containingItem:)`; identical. Source: spec §1.1.
  @inlinable
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    storage.ensureIndexed()
    guard let location = storage.locations[identifier] else { return nil }
    return storage.slots[Int(location.slot)].identifier
  }

  /// The item's **flat** index across all sections (section 0's items first, then section 1's, …),
  /// or `nil` when the snapshot does not contain the item.
  ///
  /// - Complexity: O(1) amortised: a hash lookup plus a cached section offset. After a mutation the
  ///   first query repairs only the positions the mutation made stale.
  ///
  /// UIKit parity: `indexOfItem(_:)`; identical (a flat index, not an index path). Source: spec §1.1.
  @inlinable
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    storage.ensureIndexed()
    guard let location = storage.locations[identifier] else { return nil }
    let section = storage.slots[Int(location.slot)].orderIndex
    return storage.offsets[section] + Int(location.position)
  }

  /// The index of a section, or `nil` when the snapshot does not contain it.
  ///
  /// - Complexity: O(1).
  ///
  /// UIKit parity: `indexOfSection(_:)`; identical. Source: spec §1.1.
  @inlinable
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    guard let slot = storage.sectionLookup[identifier] else { return nil }
    return storage.slots[Int(slot)].orderIndex
  }

  // MARK: Marks and diagnostics

  /// The sections marked by `reloadSections(_:)` since this snapshot was created, in marking order.
  ///
  /// UIKit parity: `reloadedSectionIdentifiers` (iOS 15); identical. Deleted sections lose their mark.
  /// Source: spec §1.1.
  @inlinable
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { storage.reloadedSections }

  /// The items marked by `reloadItems(_:)`, in marking order.
  ///
  /// UIKit parity: `reloadedItemIdentifiers` (iOS 15); identical. Deleted items lose their mark [inf].
  /// Source: spec §1.1, §2.
  @inlinable
  public var reloadedItemIdentifiers: [ItemIdentifierType] { storage.reloadedItems }

  /// The items marked by `reconfigureItems(_:)`, in marking order.
  ///
  /// UIKit parity: `reconfiguredItemIdentifiers` (iOS 15); identical. Deleted items lose their mark [inf].
  /// Source: spec §1.1, §2.
  @inlinable
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { storage.reconfiguredItems }

  /// The situations UIKit would only have logged, oldest first (see `DiffableDiagnostic`).
  ///
  /// Diagnostics are copied with the snapshot and never affect equality.
  ///
  /// UIKit parity: none (UIKit writes to the console). Source: spec §1.2, case B18.
  @inlinable
  public var diagnostics: [DiffableDiagnostic] { storage.diagnostics }

  /// Forgets the recorded diagnostics.
  ///
  /// UIKit parity: none.
  @inlinable
  public mutating func removeAllDiagnostics() {
    makeUnique()
    storage.diagnostics = []
  }
}

extension NSDiffableDataSourceSnapshot: Equatable {
  /// Whether two snapshots have the same sections, in order, with the same items, in order.
  ///
  /// Reload and reconfigure marks and diagnostics are not compared.
  ///
  /// Complexity: O(n) in the worst case; O(1) for copies that share storage.
  ///
  /// UIKit parity: `isEqual:` of `NSDiffableDataSourceSnapshotReference`; identical. Source: spec §1.1.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.storage === rhs.storage { return true }
    let left = lhs.storage
    let right = rhs.storage
    guard left.order.count == right.order.count, left.itemCount == right.itemCount else { return false }
    for k in left.order.indices {
      let a = left.slots[Int(left.order[k])]
      let b = right.slots[Int(right.order[k])]
      if a.identifier != b.identifier || a.items != b.items { return false }
    }
    return true
  }
}

extension NSDiffableDataSourceSnapshot: CustomStringConvertible {
  /// A one-line-per-section dump, e.g. `main: [1, 2, 3]`.
  @inlinable
  public var description: String {
    storage.order.map { slot in
      let section = storage.slots[Int(slot)]
      return "\(section.identifier): \(section.items)"
    }.joined(separator: "\n")
  }
}
