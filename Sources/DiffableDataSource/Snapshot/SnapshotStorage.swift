import Foundation
import Synchronization

/// Where an item lives: its section's slot and (possibly stale) position inside that section.
///
/// Invariant: if `position < storage.validPrefix[slot]`, then `position` is the item's exact index in
/// its section. Positions at or above the valid prefix are repaired lazily.
@usableFromInline
struct ItemLocation: Hashable, Sendable {
  @usableFromInline
  var slot: Int32
  @usableFromInline
  var position: Int32

  @inlinable
  init(slot: Int32, position: Int32) {
    self.slot = slot
    self.position = position
  }

  /// A position that is always treated as stale; used for items placed by a middle insert.
  @usableFromInline
  static let stalePosition: Int32 = 1 << 30
}

/// One section: its identifier, its items, and its place in the section order.
@usableFromInline
struct SectionSlot<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
  @usableFromInline
  var identifier: Section
  @usableFromInline
  var items: [Item]
  @usableFromInline
  var orderIndex: Int

  @inlinable
  init(identifier: Section, items: [Item], orderIndex: Int) {
    self.identifier = identifier
    self.items = items
    self.orderIndex = orderIndex
  }
}

/// The copy-on-write storage behind `NSDiffableDataSourceSnapshot`.
///
/// Sections live in *slots* that keep their number for the section's lifetime, so moving or deleting
/// a section never touches the item index. The item index (`locations`, an `ItemIndex`: a hash table that
/// keeps part of each hash, so growing it never hashes an item again) is updated eagerly for
/// membership and section, lazily for positions: mutations only lower `validPrefix` of the sections
/// they touch, and `ensureIndexed()` repairs the dirty suffixes (and the flat offsets) on the next
/// query. Mutations run only on uniquely referenced storage; queries may run concurrently on shared
/// storage, so the lazy repair happens under `lock`, published by the `indexed` flag.
@usableFromInline
final class SnapshotStorage<Section: Hashable & Sendable, Item: Hashable & Sendable>: @unchecked Sendable {
  // Structure (mutated only while uniquely referenced). The properties a one-item append touches are exempt from
  // dynamic exclusivity checks (`@exclusivity(unchecked)`): a method never holds an access to one of them while
  // calling out, mutations need unique storage, and concurrent readers take `lock`. The checks were about a third
  // of a one-item `appendItems` call (eight of them, ≈ 80 instructions each).
  @usableFromInline
  @exclusivity(unchecked) var slots: [SectionSlot<Section, Item>] = []
  @usableFromInline
  @exclusivity(unchecked) var order: [Int32] = []
  @usableFromInline
  @exclusivity(unchecked) var sectionLookup: [Section: Int32] = [:]
  @usableFromInline
  var freeSlots: [Int32] = []
  @usableFromInline
  @exclusivity(unchecked) var itemCount = 0

  // Reload / reconfigure marks and diagnostics.
  @usableFromInline
  var reloadedItems: [Item] = []
  @usableFromInline
  var reloadedItemSet: Set<Item> = []
  @usableFromInline
  var reconfiguredItems: [Item] = []
  @usableFromInline
  var reconfiguredItemSet: Set<Item> = []
  @usableFromInline
  var reloadedSections: [Section] = []
  @usableFromInline
  var reloadedSectionSet: Set<Section> = []
  @usableFromInline
  var diagnostics: [DiffableDiagnostic] = []

  // Lazily repaired index (guarded by `lock` while shared).
  /// The item index. A constant reference (reset and rebuilt in place), so calls into it need no retain.
  @usableFromInline
  let locations: ItemIndex<Item>
  @usableFromInline
  @exclusivity(unchecked) var validPrefix: [Int] = []
  @usableFromInline
  var isDirty: [Bool] = []
  @usableFromInline
  var dirtySlots: [Int32] = []
  @usableFromInline
  var offsets: [Int] = [0]
  @usableFromInline
  @exclusivity(unchecked) var offsetsValid = 1
  @usableFromInline
  var flatItems: [Item] = []

  @usableFromInline
  let lock = NSLock()
  @usableFromInline
  let indexed = Atomic<Bool>(true)
  @usableFromInline
  let flattened = Atomic<Bool>(true)

  /// The section `appendItems(_:toSection:)` named last and its slot, so that appending to the same section again
  /// does not hash its identifier. Set on unique storage only; cleared when sections are deleted (slots are reused
  /// only after a deletion).
  @usableFromInline
  @exclusivity(unchecked) var appendSection: Section?
  @usableFromInline
  @exclusivity(unchecked) var appendSlot: Int32 = 0

  @inlinable
  init() {
    locations = ItemIndex()
  }

  @inlinable
  init(locations: ItemIndex<Item>) {
    self.locations = locations
  }

  /// A deep copy; takes the source's lock because a reader may be repairing it.
  @inlinable
  func copy() -> SnapshotStorage {
    lock.withLock {
      let result = SnapshotStorage(locations: ItemIndex(copying: locations))
      result.slots = slots
      result.order = order
      result.sectionLookup = sectionLookup
      result.freeSlots = freeSlots
      result.itemCount = itemCount
      result.reloadedItems = reloadedItems
      result.reloadedItemSet = reloadedItemSet
      result.reconfiguredItems = reconfiguredItems
      result.reconfiguredItemSet = reconfiguredItemSet
      result.reloadedSections = reloadedSections
      result.reloadedSectionSet = reloadedSectionSet
      result.diagnostics = diagnostics
      result.validPrefix = validPrefix
      result.isDirty = isDirty
      result.dirtySlots = dirtySlots
      result.offsets = offsets
      result.offsetsValid = offsetsValid
      result.flatItems = flatItems
      result.indexed.store(indexed.load(ordering: .relaxed), ordering: .relaxed)
      result.flattened.store(flattened.load(ordering: .relaxed), ordering: .relaxed)
      result.appendSection = appendSection
      result.appendSlot = appendSlot
      return result
    }
  }

  // MARK: Invalidation (unique storage only)

  /// Records that positions in `slot` from `position` on may be stale.
  @inlinable
  func invalidate(slot: Int32, from position: Int) {
    let s = Int(slot)
    if position < validPrefix[s] { validPrefix[s] = position }
    if validPrefix[s] < slots[s].items.count && !isDirty[s] {
      isDirty[s] = true
      dirtySlots.append(slot)
    }
    markChanged()
  }

  /// Records that the flat offsets after section `orderIndex` may be stale.
  @inlinable
  func invalidateOffsets(after orderIndex: Int) {
    offsetsValid = min(offsetsValid, orderIndex + 1)
    markChanged()
  }

  /// Records any change: the lazy index and the flat item cache need a look.
  @inlinable
  func markChanged() {
    indexed.store(false, ordering: .relaxed)
    flattened.store(false, ordering: .relaxed)
  }

  // MARK: Lazy repair

  /// Makes every stored position and flat offset exact. Safe on shared storage.
  ///
  /// Complexity: O(1) when nothing changed; otherwise O(d + s) for d items at or after the first
  /// change of each touched section and s sections after the first changed section.
  @inlinable
  func ensureIndexed() {
    if indexed.load(ordering: .acquiring) { return }
    lock.withLock {
      if indexed.load(ordering: .relaxed) { return }
      repairAll()
      indexed.store(true, ordering: .releasing)
    }
  }

  /// Repairs without locking; callers hold the lock or own the storage uniquely.
  @inlinable
  func repairAll() {
    for slot in dirtySlots {
      repair(slot: slot)
    }
    dirtySlots.removeAll(keepingCapacity: true)
    if offsets.count != order.count + 1 {
      offsets.reserveCapacity(order.count + 1)
      while offsets.count < order.count + 1 { offsets.append(0) }
      offsets.removeLast(offsets.count - (order.count + 1))
      offsetsValid = min(offsetsValid, offsets.count)
    }
    if offsetsValid < offsets.count {
      var k = max(offsetsValid, 1)
      while k < offsets.count {
        offsets[k] = offsets[k - 1] + slots[Int(order[k - 1])].items.count
        k += 1
      }
      offsetsValid = offsets.count
    }
  }

  /// Rewrites positions of `slot` from its valid prefix on (skipping items that moved elsewhere).
  @inlinable
  func repair(slot: Int32) {
    let s = Int(slot)
    let items = slots[s].items
    var position = validPrefix[s]
    let table = locations
    while position < items.count {
      if let index = table.entryIndex(of: items[position]), table.location(at: index).slot == slot {
        table.setPosition(Int32(position), at: index)
      }
      position += 1
    }
    validPrefix[s] = items.count
    isDirty[s] = false
  }

  /// Makes the positions of one section exact; unique storage only.
  @inlinable
  func repairIfNeeded(slot: Int32) {
    if validPrefix[Int(slot)] < slots[Int(slot)].items.count { repair(slot: slot) }
  }

  /// The slot and exact position of an item, or `nil`; unique storage only.
  @inlinable
  func exactLocation(of item: Item) -> ItemLocation? {
    guard let location = locations[item] else { return nil }
    if Int(location.position) < validPrefix[Int(location.slot)] { return location }
    repair(slot: location.slot)
    return locations[item]
  }

  /// Every item, section by section, cached until the next mutation. Safe on shared storage.
  @inlinable
  func allItems() -> [Item] {
    if flattened.load(ordering: .acquiring) { return flatItems }
    return lock.withLock {
      if !flattened.load(ordering: .relaxed) {
        var result: [Item] = []
        result.reserveCapacity(itemCount)
        for slot in order { result.append(contentsOf: slots[Int(slot)].items) }
        flatItems = result
        flattened.store(true, ordering: .releasing)
      }
      return flatItems
    }
  }
}
