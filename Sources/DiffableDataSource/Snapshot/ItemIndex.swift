import Foundation

/// The snapshot's item index: each item identifier's `ItemLocation`, in an open-addressing hash table that keeps
/// part of every entry's hash, so growing the table never hashes an identifier again.
///
/// Layout: `entries` holds the items and their locations densely (in no particular order); `buckets` is a
/// power-of-two table probed linearly, each bucket `0` (empty) or `tag << 32 | (entry index + 1)`, where the tag is
/// the top 32 bits of the identifier's `hashValue`. A bucket's home position is the tag's top `log2(bucket count)`
/// bits, so growing re-places buckets from their tags alone, and a probe compares tags before it reads an entry.
/// At most four fifths of the buckets are used: a probe is one 8-byte read, so a fuller table costs little, and the
/// buckets take 10–20 bytes per item. Removing one identifier moves the last entry into the freed place and shifts
/// the rest of the probe run back (no tombstones); removing many compacts both arrays in one pass each.
///
/// Identity is the identifier's `Hashable` conformance, hashed with Swift's `Hasher` (`hashValue`), as a
/// `Dictionary` would. An identifier whose hash changed after it was added is not found under its new hash (the
/// `itemIdentifierHashChanged` check relies on that); removing other identifiers keeps its entry intact.
///
/// A reference type with manually managed buffers: no copy-on-write or bounds checks in the probe loops. Its owner
/// (`SnapshotStorage`, itself copy-on-write) never shares one between two storages: `SnapshotStorage.copy()` copies
/// it with `init(copying:)`. Reads are safe concurrently; mutations need the owner's exclusive access.
@usableFromInline
final class ItemIndex<Item: Hashable & Sendable>: @unchecked Sendable {
  @usableFromInline
  struct Entry {
    @usableFromInline
    var item: Item
    @usableFromInline
    var location: ItemLocation

    @inlinable
    init(item: Item, location: ItemLocation) {
      self.item = item
      self.location = location
    }
  }

  // The storage properties are exempt from dynamic exclusivity checks: no method holds an access to one of them
  // while calling out (except `Item`'s `==` and `hashValue`, which cannot reach this private table).

  /// `count` initialised entries, room for `capacity`; `nil` until the first one.
  @usableFromInline
  @exclusivity(unchecked) var entries: UnsafeMutablePointer<Entry>?
  /// The number of identifiers.
  @usableFromInline
  @exclusivity(unchecked) var count = 0
  @usableFromInline
  @exclusivity(unchecked) var capacity = 0
  /// `mask + 1` buckets (a power of two, at least 8), `nil` until the first identifier.
  @usableFromInline
  @exclusivity(unchecked) var buckets: UnsafeMutablePointer<UInt64>?
  @usableFromInline
  @exclusivity(unchecked) var mask = -1
  /// `32 - log2(mask + 1)`: a tag shifted right by this is the bucket's home position.
  @usableFromInline
  @exclusivity(unchecked) var shift: UInt64 = 32

  @inlinable
  init() {}

  /// An independent copy of `other`.
  ///
  /// Complexity: O(entries + buckets), no hashing.
  @inlinable
  init(copying other: ItemIndex) {
    if other.count > 0, let source = other.entries {
      let target = UnsafeMutablePointer<Entry>.allocate(capacity: other.count)
      target.initialize(from: source, count: other.count)
      entries = target
      count = other.count
      capacity = other.count
    }
    if let source = other.buckets {
      let target = Self.allocateBuckets(other.mask + 1)
      target.update(from: source, count: other.mask + 1)
      buckets = target
      mask = other.mask
      shift = other.shift
    }
  }

  deinit {
    if let entries {
      entries.deinitialize(count: count)
      entries.deallocate()
    }
    if let buckets { buckets.deallocate() }
  }

  /// `size` zeroed buckets. `calloc` gets large blocks as fresh zero pages instead of clearing them.
  @inlinable
  static func allocateBuckets(_ size: Int) -> UnsafeMutablePointer<UInt64> {
    let buckets = UnsafeMutablePointer<UInt64>.allocate(capacity: size)
    buckets.initialize(repeating: 0, count: size)
    return buckets
  }

  /// Removes every identifier, keeping no buffers.
  @inlinable
  func removeAll() {
    if let entries {
      entries.deinitialize(count: count)
      entries.deallocate()
    }
    if let buckets { buckets.deallocate() }
    entries = nil
    count = 0
    capacity = 0
    buckets = nil
    mask = -1
    shift = 32
  }

  /// Exchanges the contents of two tables.
  @inlinable
  func swapContents(with other: ItemIndex) {
    swap(&entries, &other.entries)
    swap(&count, &other.count)
    swap(&capacity, &other.capacity)
    swap(&buckets, &other.buckets)
    swap(&mask, &other.mask)
    swap(&shift, &other.shift)
  }

  /// The top 32 bits of an identifier's hash value.
  @inlinable
  static func tag(of item: Item) -> UInt64 {
    UInt64(UInt(bitPattern: item.hashValue)) &>> 32
  }

  /// The location stored in entry `index` (`index < count`).
  @inlinable
  func location(at index: Int) -> ItemLocation {
    entries.unsafelyUnwrapped[index].location
  }

  /// Sets the position stored in entry `index` (`index < count`).
  @inlinable
  func setPosition(_ position: Int32, at index: Int) {
    entries.unsafelyUnwrapped[index].location.position = position
  }

  /// The bucket and entry index of an identifier, or `nil`.
  ///
  /// Complexity: one hash and a few probes: with linear probing at a load α ≤ 4/5, on average ½(1 + 1/(1 − α)) ≤ 3
  /// when present and ½(1 + 1/(1 − α)²) ≤ 13 when absent (α is between 2/5 and 4/5 once the table has grown); an
  /// entry is read only when the tags match.
  @inlinable
  func find(_ item: Item) -> (bucket: Int, entry: Int)? {
    guard let buckets else { return nil }
    let tag = Self.tag(of: item)
    var position = Int(truncatingIfNeeded: tag &>> shift)
    while true {
      let bucket = buckets[position]
      if bucket == 0 { return nil }
      if bucket &>> 32 == tag {
        let entry = Int(truncatingIfNeeded: bucket & 0xFFFF_FFFF) - 1
        if entries.unsafelyUnwrapped[entry].item == item { return (position, entry) }
      }
      position = (position + 1) & mask
    }
  }

  /// The location of an identifier, or `nil`.
  @inlinable
  subscript(item: Item) -> ItemLocation? {
    guard let found = find(item) else { return nil }
    return entries.unsafelyUnwrapped[found.entry].location
  }

  /// The entry index of an identifier (for `location(at:)` and `setPosition(_:at:)`), or `nil`.
  @inlinable
  func entryIndex(of item: Item) -> Int? {
    find(item)?.entry
  }

  /// Makes room for `minimumCount` identifiers without growing again.
  @inlinable
  func reserveCapacity(_ minimumCount: Int) {
    if minimumCount > capacity { reallocateEntries(capacity: minimumCount) }
    if minimumCount * 5 > (mask + 1) * 4 { resize(forCount: minimumCount) }
  }

  /// Moves the entries to a buffer of `newCapacity` (at least `count`).
  @inlinable
  func reallocateEntries(capacity newCapacity: Int) {
    let target = UnsafeMutablePointer<Entry>.allocate(capacity: newCapacity)
    if let entries {
      target.moveInitialize(from: entries, count: count)
      entries.deallocate()
    }
    entries = target
    capacity = newCapacity
  }

  /// Rebuilds the buckets with the smallest power of two of at least `5 / 4 * count` buckets (and at least 8), placing
  /// every bucket from its tag: no identifier is hashed.
  @inlinable
  func resize(forCount count: Int) {
    var size = 8
    var log: UInt64 = 3
    while size * 4 < count * 5 {
      size *= 2
      log += 1
    }
    precondition(log <= 32, "ItemIndex: too many items")
    let newShift = 32 - log
    let newMask = size - 1
    let target = Self.allocateBuckets(size)
    if let source = buckets {
      for index in 0...mask {
        let bucket = source[index]
        if bucket == 0 { continue }
        var position = Int(truncatingIfNeeded: (bucket &>> 32) &>> newShift)
        while target[position] != 0 { position = (position + 1) & newMask }
        target[position] = bucket
      }
      source.deallocate()
    }
    buckets = target
    mask = newMask
    shift = newShift
  }

  /// Appends an entry for a new identifier and points bucket `position` (empty) at it.
  @inlinable
  func append(_ item: Item, tag: UInt64, location: ItemLocation, bucket position: Int) {
    if count == capacity { reallocateEntries(capacity: Swift.max(8, 2 * capacity)) }
    (entries.unsafelyUnwrapped + count).initialize(to: Entry(item: item, location: location))
    count += 1
    buckets.unsafelyUnwrapped[position] = tag << 32 | UInt64(count)
  }

  /// Adds `item` at `location` unless the table has it; returns the existing location (changing nothing) if it has.
  @inlinable
  func insertIfAbsent(_ item: Item, location: ItemLocation) -> ItemLocation? {
    if (count + 1) * 5 > (mask + 1) * 4 { resize(forCount: count + 1) }
    let buckets = buckets.unsafelyUnwrapped
    let tag = Self.tag(of: item)
    var position = Int(truncatingIfNeeded: tag &>> shift)
    while true {
      let bucket = buckets[position]
      if bucket == 0 { break }
      if bucket &>> 32 == tag {
        let entry = Int(truncatingIfNeeded: bucket & 0xFFFF_FFFF) - 1
        if entries.unsafelyUnwrapped[entry].item == item { return entries.unsafelyUnwrapped[entry].location }
      }
      position = (position + 1) & mask
    }
    append(item, tag: tag, location: location, bucket: position)
    return nil
  }

  /// Sets the location of `item`, adding it if needed; returns its previous location, if it had one.
  @inlinable
  func updateValue(_ location: ItemLocation, forKey item: Item) -> ItemLocation? {
    if (count + 1) * 5 > (mask + 1) * 4 { resize(forCount: count + 1) }
    let buckets = buckets.unsafelyUnwrapped
    let tag = Self.tag(of: item)
    var position = Int(truncatingIfNeeded: tag &>> shift)
    while true {
      let bucket = buckets[position]
      if bucket == 0 { break }
      if bucket &>> 32 == tag {
        let entry = Int(truncatingIfNeeded: bucket & 0xFFFF_FFFF) - 1
        if entries.unsafelyUnwrapped[entry].item == item {
          let old = entries.unsafelyUnwrapped[entry].location
          entries.unsafelyUnwrapped[entry].location = location
          return old
        }
      }
      position = (position + 1) & mask
    }
    append(item, tag: tag, location: location, bucket: position)
    return nil
  }

  /// Removes an identifier; returns its location, or `nil` (changing nothing) when the table does not have it.
  ///
  /// Complexity: two hashes (the identifier's, and the one of the entry moved into its place) and a few probes.
  @inlinable
  func removeValue(forKey item: Item) -> ItemLocation? {
    guard let found = find(item) else { return nil }
    let buckets = buckets.unsafelyUnwrapped
    let entries = entries.unsafelyUnwrapped
    removeBucket(at: found.bucket)
    let removed = (entries + found.entry).move()
    let last = count - 1
    if found.entry != last {
      // The last entry takes the freed place; its bucket is found from its tag, or (when its hash changed since it
      // was added) by scanning the buckets.
      (entries + found.entry).moveInitialize(from: entries + last, count: 1)
      let moved = UInt64(last + 1)
      var position = Int(truncatingIfNeeded: Self.tag(of: entries[found.entry].item) &>> shift)
      while buckets[position] != 0 && buckets[position] & 0xFFFF_FFFF != moved {
        position = (position + 1) & mask
      }
      if buckets[position] == 0 {
        position = 0
        while buckets[position] & 0xFFFF_FFFF != moved { position += 1 }
      }
      buckets[position] = buckets[position] & ~0xFFFF_FFFF | UInt64(found.entry + 1)
    }
    count = last
    return removed.location
  }

  /// Removes every entry for which `shouldRemove(entry index, location)` holds, in one pass over the entries and
  /// one over the buckets, hashing no identifier: the way to remove many identifiers at once.
  ///
  /// - Returns: the number of entries removed.
  /// - Complexity: O(entries + buckets).
  @inlinable
  @discardableResult
  func removeAll(where shouldRemove: (Int, ItemLocation) -> Bool) -> Int {
    guard let entries, let source = buckets else { return 0 }
    // newIndex[e]: the entry's new index + 1, or 0 when it goes.
    var newIndex = [UInt32](repeating: 0, count: count)
    var write = 0
    for read in 0..<count {
      if shouldRemove(read, entries[read].location) {
        (entries + read).deinitialize(count: 1)
      } else {
        if write != read { (entries + write).moveInitialize(from: entries + read, count: 1) }
        newIndex[read] = UInt32(truncatingIfNeeded: write + 1)
        write += 1
      }
    }
    let removed = count - write
    count = write
    guard removed > 0 else { return 0 }
    let target = Self.allocateBuckets(mask + 1)
    for index in 0...mask {
      let bucket = source[index]
      if bucket == 0 { continue }
      let entry = newIndex[Int(truncatingIfNeeded: bucket & 0xFFFF_FFFF) - 1]
      if entry == 0 { continue }
      var position = Int(truncatingIfNeeded: (bucket &>> 32) &>> shift)
      while target[position] != 0 { position = (position + 1) & mask }
      target[position] = bucket & ~0xFFFF_FFFF | UInt64(entry)
    }
    source.deallocate()
    buckets = target
    return removed
  }

  /// Empties a bucket and shifts the rest of its probe run back, so every bucket stays reachable from its home.
  @inlinable
  func removeBucket(at index: Int) {
    let buckets = buckets.unsafelyUnwrapped
    var hole = index
    var position = (index + 1) & mask
    while true {
      let bucket = buckets[position]
      if bucket == 0 { break }
      let home = Int(truncatingIfNeeded: (bucket &>> 32) &>> shift)
      // The bucket may move into the hole unless its home lies cyclically in (hole, position].
      if (position - home) & mask >= (position - hole) & mask {
        buckets[hole] = bucket
        hole = position
      }
      position = (position + 1) & mask
    }
    buckets[hole] = 0
  }
}
