import Foundation

extension SnapshotStorage {
  /// The items the index no longer finds at their own place: identifiers whose hash (or equality) changed after
  /// they were added. At most `limit` are returned, with the total count. Safe on shared storage.
  ///
  /// - Complexity: O(items): one hash lookup each.
  @inlinable
  func itemsWithChangedHashes(limit: Int) -> (items: [Item], count: Int) {
    ensureIndexed()
    var found: [Item] = []
    var count = 0
    lock.withLock {
      for slot in order {
        for item in slots[Int(slot)].items where locations[item]?.slot != slot {
          count += 1
          if found.count < limit { found.append(item) }
        }
      }
    }
    return (found, count)
  }

  /// Rebuilds the item index from the items' current hashes (unique storage only). An item now equal to an
  /// earlier one keeps the earlier one's entry.
  @inlinable
  func rebuildIndex() {
    let rebuilt = ItemIndex<Item>()
    rebuilt.reserveCapacity(itemCount)
    for slot in order {
      for (position, item) in slots[Int(slot)].items.enumerated() {
        let location = ItemLocation(slot: slot, position: Int32(truncatingIfNeeded: position))
        _ = rebuilt.insertIfAbsent(item, location: location)
      }
      validPrefix[Int(slot)] = slots[Int(slot)].items.count
      isDirty[Int(slot)] = false
    }
    dirtySlots.removeAll { !isDirty[Int($0)] }
    locations.swapContents(with: rebuilt)
    markChanged()
  }
}

extension NSDiffableDataSourceSnapshot {
  /// The hash value of every item identifier, section by section in order: a record to compare with later
  /// (`repairChangedIdentifierHashes(recorded:)`).
  ///
  /// - Complexity: O(items).
  @inlinable
  public func itemIdentifierHashes() -> [Int] {
    storage.allItems().map(\.hashValue)
  }

  /// Rebuilds the snapshot's item index from the identifiers' current hashes (after identifiers were mutated in
  /// place, case B20), so lookups find every identifier again.
  ///
  /// - Complexity: O(items).
  @inlinable
  public mutating func rebuildItemIdentifierIndex() {
    makeUnique()
    storage.rebuildIndex()
  }

  /// Finds item identifiers whose hash changed while the snapshot held them — a hashed field of a class identifier
  /// mutated in place (case B20) — and, when there are any, rebuilds the snapshot's index from their current hashes
  /// so lookups and diffs find them again.
  ///
  /// With `recorded` (what `itemIdentifierHashes()` returned when the snapshot was made or applied), every changed
  /// hash is found. Without it, an identifier is found only when the index no longer finds it under its current hash,
  /// which a small index may still do by chance (two items: often; thousands: rarely).
  ///
  /// - Returns: nil when nothing changed; otherwise one `itemIdentifierHashChanged` diagnostic naming the changed
  ///   identifiers (the first ten, with the total), also appended to `diagnostics`.
  /// - Complexity: O(items): one hash (with `recorded`) or one hash lookup each; the rebuild, when needed, O(items).
  ///
  /// UIKit parity: none. UIKit compares bridged identifiers by object identity and silently produces a wrong diff
  /// (spec case B20); here `Hashable` is the only identity and a changed hash is reported.
  @inlinable
  @discardableResult
  public mutating func repairChangedIdentifierHashes(recorded: [Int]? = nil) -> DiffableDiagnostic? {
    var items: [ItemIdentifierType] = []
    var count = 0
    if let recorded {
      let all = storage.allItems()
      guard all.count == recorded.count else { return nil }
      for (item, hash) in zip(all, recorded) where item.hashValue != hash {
        count += 1
        if items.count < 10 { items.append(item) }
      }
    } else {
      (items, count) = storage.itemsWithChangedHashes(limit: 10)
    }
    guard count > 0 else { return nil }
    makeUnique()
    storage.rebuildIndex()
    let more = count > items.count ? " and \(count - items.count) more" : ""
    let diagnostic = DiffableDiagnostic(
      code: .itemIdentifierHashChanged, identifiers: items.map { DiffableMessages.one($0) },
      message: "Item identifiers changed their hash while in a snapshot: \(DiffableMessages.set(items))\(more). "
        + "An identifier must not change while a snapshot holds it (mutating a hashed field in place breaks "
        + "applying). Hash only a stable id, or replace the item with a new identifier and apply again.")
    storage.diagnostics.append(diagnostic)
    return diagnostic
  }
}
