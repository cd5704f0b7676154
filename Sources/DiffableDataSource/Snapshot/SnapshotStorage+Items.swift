/// Item mutations of the snapshot storage. Every method requires uniquely referenced storage and
/// arguments already validated by `NSDiffableDataSourceSnapshot` (except duplicates, found here).
extension SnapshotStorage {
  /// Where `insertItems(_:into:anchor:)` places the new items in their section.
  @usableFromInline
  enum Anchor {
    case end
    case before(Item)
    case after(Item)
  }

  /// Inserts items into one section; items that already exist elsewhere are moved into place.
  ///
  /// One hash-table update per item; the section's positions stay exact when appending to a section
  /// whose positions were exact, so building by appends never needs a repair.
  ///
  /// - Returns: the identifiers that already existed (moved into place), in argument order.
  @inlinable
  func insertItems(_ items: [Item], into slot: Int32, anchor: Anchor) -> [Item] {
    let s = Int(slot)
    repairIfNeeded(slot: slot)
    let oldCount = slots[s].items.count
    var destination = oldCount
    var appending = false
    switch anchor {
    case .end: appending = true
    case .before(let item): destination = Int(locations[item]?.position ?? 0)
    case .after(let item): destination = Int(locations[item]?.position ?? 0) + 1
    }
    let table = locations
    if items.count > 1 { table.reserveCapacity(table.count + items.count) }
    var hasDuplicates = false
    var collided: [Item] = []
    var existing: [(item: Item, location: ItemLocation)] = []
    for k in items.indices {
      let position = appending ? Int32(oldCount + k) : ItemLocation.stalePosition
      if let old = table.updateValue(ItemLocation(slot: slot, position: position), forKey: items[k]) {
        if old.slot == slot && Int(old.position) >= oldCount {
          hasDuplicates = true
          collided.append(items[k])
        } else {
          existing.append((items[k], old))
        }
      }
    }
    if hasDuplicates {
      let duplicates = DiffableMessages.duplicates(in: items)
      // A `Hashable` whose `==` disagrees with `hash(into:)` can collide in the table and not in a fresh set: name
      // the identifiers the table matched instead of an empty list.
      fatalError(
        duplicates.isEmpty
          ? DiffableMessages.duplicateItems(collided, inconsistentHashable: true)
          : DiffableMessages.duplicateItems(duplicates))
    }
    var removedHere: [Int] = []
    if !existing.isEmpty {
      var elsewhere: [Int32: [(item: Item, position: Int32)]] = [:]
      for entry in existing {
        if entry.location.slot == slot {
          removedHere.append(Int(entry.location.position))
        } else {
          elsewhere[entry.location.slot, default: []].append((entry.item, entry.location.position))
        }
      }
      for (other, list) in elsewhere { removeItems(list, from: other) }
      removedHere.sort()
      removePositions(removedHere, from: slot)
      let moved = existing.map(\.item)
      diagnostics.append(
        DiffableDiagnostic(
          code: .itemIdentifiersAlreadyExist, identifiers: moved.map { DiffableMessages.one($0) },
          message: DiffableMessages.itemsAlreadyExist(moved)))
    }
    itemCount += items.count - existing.count
    let removedBefore = removedHere.isEmpty ? 0 : removedHere.count { $0 < destination }
    let index = appending ? slots[s].items.count : destination - removedBefore
    var sectionItems = slots[s].items
    slots[s].items = []
    if index == sectionItems.count {
      sectionItems.append(contentsOf: items)
    } else {
      sectionItems.insert(contentsOf: items, at: index)
    }
    slots[s].items = sectionItems
    if appending && removedHere.isEmpty && validPrefix[s] == oldCount {
      validPrefix[s] = sectionItems.count
      markChanged()
    } else {
      invalidate(slot: slot, from: min(index, removedHere.first ?? index))
    }
    invalidateOffsets(after: slots[s].orderIndex)
    return existing.map(\.item)
  }

  /// Appends one new item to a section whose positions are exact; returns `false` (changing
  /// nothing) when the item already exists or the positions need a repair, so the caller falls back
  /// to `insertItems(_:into:anchor:)`. This keeps one-call-per-item building cheap (spec case B22).
  @inlinable
  func appendNew(_ item: Item, to slot: Int32) -> Bool {
    let s = Int(slot)
    let count = slots[s].items.count
    guard validPrefix[s] == count else { return false }
    if locations.insertIfAbsent(item, location: ItemLocation(slot: slot, position: Int32(count))) != nil {
      return false
    }
    slots[s].items.append(item)
    validPrefix[s] = count + 1
    itemCount += 1
    let orderIndex = slots[s].orderIndex
    if offsetsValid > orderIndex + 1 { offsetsValid = orderIndex + 1 }
    markChanged()
    return true
  }

  /// Removes items (already gone from, or moved elsewhere in, `locations`) from one section.
  ///
  /// Uses the recorded positions when they are exact, else one set lookup per item of the section.
  @inlinable
  func removeItems(_ list: [(item: Item, position: Int32)], from slot: Int32) {
    let s = Int(slot)
    let valid = validPrefix[s]
    if list.allSatisfy({ Int($0.position) < valid }) {
      removePositions(list.map { Int($0.position) }.sorted(), from: slot)
      return
    }
    let doomed = Set(list.map(\.item))
    var items = slots[s].items
    slots[s].items = []
    var write = 0
    var first = Int.max
    for read in items.indices {
      if doomed.contains(items[read]) {
        if first == Int.max { first = read }
      } else {
        items[write] = items[read]
        write += 1
      }
    }
    items.removeLast(items.count - write)
    slots[s].items = items
    if first != Int.max {
      invalidate(slot: slot, from: first)
      invalidateOffsets(after: slots[s].orderIndex)
    }
  }

  /// Removes the items at the given ascending, distinct positions of one section.
  @inlinable
  func removePositions(_ positions: [Int], from slot: Int32) {
    guard let first = positions.first else { return }
    let s = Int(slot)
    var items = slots[s].items
    slots[s].items = []
    var write = first
    var next = 0
    for read in first..<items.count {
      if next < positions.count && positions[next] == read {
        next += 1
      } else {
        items[write] = items[read]
        write += 1
      }
    }
    items.removeLast(items.count - write)
    slots[s].items = items
    invalidate(slot: slot, from: first)
    invalidateOffsets(after: slots[s].orderIndex)
  }

  /// Deletes the given items; unknown identifiers are ignored.
  @inlinable
  func deleteItems(_ items: [Item]) {
    var bySlot: [Int32: [(item: Item, position: Int32)]] = [:]
    var removed: [Item] = []
    let table = locations
    if items.count >= 16 && items.count * 8 >= table.count {
      // Many: mark their buckets, then remove them in one pass.
      var doomed = [Bool](repeating: false, count: table.bucketCount)
      for item in items {
        guard let found = table.find(item), !doomed[found] else { continue }
        doomed[found] = true
        let location = table.location(at: found)
        bySlot[location.slot, default: []].append((item, location.position))
        removed.append(item)
      }
      if !removed.isEmpty { table.removeAll { bucket, _ in doomed[bucket] } }
    } else {
      for item in items {
        if let location = table.removeValue(forKey: item) {
          bySlot[location.slot, default: []].append((item, location.position))
          removed.append(item)
        }
      }
    }
    guard !removed.isEmpty else { return }
    itemCount -= removed.count
    for (slot, list) in bySlot { removeItems(list, from: slot) }
    dropItemMarks(removed)
  }

  /// Forgets reload and reconfigure marks of items that left the snapshot.
  @inlinable
  func dropItemMarks(_ removed: [Item]) {
    if !reloadedItemSet.isEmpty {
      var changed = false
      for item in removed where reloadedItemSet.remove(item) != nil { changed = true }
      if changed { reloadedItems.removeAll { !reloadedItemSet.contains($0) } }
    }
    if !reconfiguredItemSet.isEmpty {
      var changed = false
      for item in removed where reconfiguredItemSet.remove(item) != nil { changed = true }
      if changed { reconfiguredItems.removeAll { !reconfiguredItemSet.contains($0) } }
    }
  }

  /// Moves one existing item next to another existing item, possibly into another section.
  @inlinable
  func moveItem(_ item: Item, nextTo destination: Item, after: Bool) {
    guard let from = exactLocation(of: item) else { return }
    let fromSlot = Int(from.slot)
    slots[fromSlot].items.remove(at: Int(from.position))
    invalidate(slot: from.slot, from: Int(from.position))
    invalidateOffsets(after: slots[fromSlot].orderIndex)
    guard let to = exactLocation(of: destination) else { return }
    let index = Int(to.position) + (after ? 1 : 0)
    slots[Int(to.slot)].items.insert(item, at: index)
    _ = locations.updateValue(ItemLocation(slot: to.slot, position: Int32(index)), forKey: item)
    invalidate(slot: to.slot, from: index)
    invalidateOffsets(after: slots[Int(to.slot)].orderIndex)
  }

  /// Appends marks, keeping first-marked order and ignoring repeats.
  @inlinable
  func markReloaded(_ items: [Item]) {
    for item in items where reloadedItemSet.insert(item).inserted { reloadedItems.append(item) }
  }

  /// Appends reconfigure marks, keeping first-marked order and ignoring repeats.
  @inlinable
  func markReconfigured(_ items: [Item]) {
    for item in items where reconfiguredItemSet.insert(item).inserted { reconfiguredItems.append(item) }
  }
}
