/// The snapshot's item index: each item identifier's `ItemLocation`, in an open-addressing hash table that keeps
/// part of every identifier's hash, so growing the table never hashes an identifier again.
///
/// Layout: three parallel power-of-two arrays (in one block) probed linearly. `control[b]` is `0` for an empty
/// bucket, else `0x80` and 7 bits of the tag; `meta[b]` holds the tag and location (12 bytes), `keys[b]` the
/// identifier (both initialised only where the control byte is not `0`). The tag is the top 32 bits of the
/// identifier's `hashValue` with the lowest bit set; a bucket's home is the tag's top `log2(bucket count)` bits, so
/// growing re-places buckets from their tags alone. A probe reads the dense control bytes (which stay in cache) and
/// compares an identifier only when its byte matches; an insert writes `meta` and `keys` without reading them, and a
/// lookup's key and location are at addresses known together (no chain of dependent loads). At most four fifths of
/// the buckets are used; the table takes 26–53 bytes per `Int` item. Removing one identifier shifts the rest of its probe run back (no tombstones, no hashing);
/// removing many rebuilds the arrays in one pass.
///
/// Identity is the identifier's `Hashable` conformance, hashed with Swift's `Hasher` (`hashValue`), as a
/// `Dictionary` would. An identifier whose hash changed after it was added is not found under its new hash (the
/// `itemIdentifierHashChanged` check relies on that); removing other identifiers keeps its bucket intact.
///
/// A reference type with manually managed buffers: no copy-on-write or bounds checks in the probe loops. Its owner
/// (`SnapshotStorage`, itself copy-on-write) never shares one between two storages: `SnapshotStorage.copy()` copies
/// it with `init(copying:)`. Reads are safe concurrently; mutations need the owner's exclusive access.
@usableFromInline
final class ItemIndex<Item: Hashable & Sendable>: @unchecked Sendable {
  /// A bucket's tag (where its home is, for growing and removal) and location; meaningful where the control byte is
  /// not `0`.
  @usableFromInline
  struct Meta {
    @usableFromInline
    var tag: UInt32
    @usableFromInline
    var slot: Int32
    @usableFromInline
    var position: Int32

    @inlinable
    init(tag: UInt32, location: ItemLocation) {
      self.tag = tag
      slot = location.slot
      position = location.position
    }

    @inlinable
    var location: ItemLocation { ItemLocation(slot: slot, position: position) }
  }

  // The storage properties are exempt from dynamic exclusivity checks: no method holds an access to one of them
  // while calling out (except `Item`'s `==` and `hashValue`, which cannot reach this private table).

  /// `mask + 1` buckets' tags and locations (the start of the one block), `nil` until the first identifier.
  @usableFromInline
  @exclusivity(unchecked) var meta: UnsafeMutablePointer<Meta>?
  /// `mask + 1` buckets' identifiers, initialised where the control byte is not `0`.
  @usableFromInline
  @exclusivity(unchecked) var keys: UnsafeMutablePointer<Item>?
  /// `mask + 1` control bytes: `0` for an empty bucket, else `0x80 | 7 more bits of the tag` — a dense array that
  /// stays in cache while `meta` and `keys` do not, so finding a free bucket needs no load from them.
  @usableFromInline
  @exclusivity(unchecked) var control: UnsafeMutablePointer<UInt8>?
  /// The number of identifiers.
  @usableFromInline
  @exclusivity(unchecked) var count = 0
  /// The number of buckets minus one (a power of two, at least 8, minus one), `-1` before the first identifier.
  @usableFromInline
  @exclusivity(unchecked) var mask = -1
  /// `32 - log2(mask + 1)`: a tag shifted right by this is the bucket's home.
  @usableFromInline
  @exclusivity(unchecked) var shift: UInt32 = 32

  @inlinable
  init() {}

  /// An independent copy of `other`.
  ///
  /// Complexity: O(buckets), no hashing.
  @inlinable
  init(copying other: ItemIndex) {
    guard let sourceMeta = other.meta, let sourceKeys = other.keys, let sourceControl = other.control else { return }
    let size = other.mask + 1
    let (targetMeta, targetKeys, targetControl) = Self.allocateBuckets(size)
    targetControl.update(from: sourceControl, count: size)
    for b in 0..<size where sourceControl[b] != 0 {
      targetMeta[b] = sourceMeta[b]
      (targetKeys + b).initialize(to: sourceKeys[b])
    }
    meta = targetMeta
    keys = targetKeys
    control = targetControl
    count = other.count
    mask = other.mask
    shift = other.shift
  }

  deinit {
    release()
  }

  /// Frees the buffers (deinitialising the identifiers), leaving the table without buckets.
  @usableFromInline
  func release() {
    guard let meta, let keys, let control else { return }
    if !_isPOD(Item.self) {
      for b in 0...mask where control[b] != 0 { (keys + b).deinitialize(count: 1) }
    }
    Self.deallocateBuckets(meta)
    self.meta = nil
    self.keys = nil
    self.control = nil
  }

  /// Removes every identifier, keeping no buffers.
  @inlinable
  func removeAll() {
    release()
    count = 0
    mask = -1
    shift = 32
  }

  /// Exchanges the contents of two tables.
  @inlinable
  func swapContents(with other: ItemIndex) {
    swap(&meta, &other.meta)
    swap(&keys, &other.keys)
    swap(&control, &other.control)
    swap(&count, &other.count)
    swap(&mask, &other.mask)
    swap(&shift, &other.shift)
  }

  /// A set of buckets: the meta records, the identifiers and the control bytes, each `mask + 1` long.
  @usableFromInline typealias Buckets = (
    meta: UnsafeMutablePointer<Meta>, keys: UnsafeMutablePointer<Item>, control: UnsafeMutablePointer<UInt8>
  )

  /// Moves the entry of bucket `b` of `source` into `target` (buckets `mask + 1`, home bucket `tag >> shift`), at
  /// the first free bucket from its home: the identifier is moved, not hashed.
  @inlinable @inline(__always)
  static func moveEntry(
    _ b: Int,
    from source: Buckets, to target: Buckets,
    shift: UInt32, mask: Int
  ) {
    let bucket = source.meta[b]
    var position = Int(truncatingIfNeeded: bucket.tag &>> shift)
    while target.control[position] != 0 { position = (position + 1) & mask }
    target.control[position] = source.control[b]
    target.meta[position] = bucket
    (target.keys + position).moveInitialize(from: source.keys + b, count: 1)
  }

  /// `size` empty buckets in one block: room for the meta array and the keys, then the control bytes (all `0`). One
  /// block rather than three also keeps the allocator's trimming threshold (glibc sets it from the largest block freed) above what a
  /// snapshot frees, so rebuilding a snapshot of the same size reuses memory instead of faulting fresh pages in.
  @inlinable
  static func allocateBuckets(
    _ size: Int
  ) -> Buckets {
    let keysOffset = keysOffset(size)
    let controlOffset = keysOffset + size * MemoryLayout<Item>.stride
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: controlOffset + size,
      alignment: Swift.max(MemoryLayout<Meta>.alignment, MemoryLayout<Item>.alignment))
    let control = (raw + controlOffset).bindMemory(to: UInt8.self, capacity: size)
    control.initialize(repeating: 0, count: size)
    return (
      raw.bindMemory(to: Meta.self, capacity: size), (raw + keysOffset).bindMemory(to: Item.self, capacity: size),
      control
    )
  }

  /// Where the keys start in a block of `size` buckets: after the meta array, aligned for `Item`.
  @inlinable
  static func keysOffset(_ size: Int) -> Int {
    let alignment = MemoryLayout<Item>.alignment
    return (size * MemoryLayout<Meta>.stride + alignment - 1) / alignment * alignment
  }

  /// Frees a block from `allocateBuckets` (its identifiers already deinitialised or moved out).
  @inlinable
  static func deallocateBuckets(_ meta: UnsafeMutablePointer<Meta>) {
    UnsafeMutableRawPointer(meta).deallocate()
  }

  /// The number of buckets (bucket indices are `0..<bucketCount`).
  @inlinable
  var bucketCount: Int { mask + 1 }

  /// An identifier's tag: the top 32 bits of its hash value, lowest bit set (so never `0`).
  @inlinable
  static func tag(of item: Item) -> UInt32 {
    UInt32(truncatingIfNeeded: UInt64(UInt(bitPattern: item.hashValue)) &>> 32) | 1
  }

  /// The control byte of a tag: `0x80` and 7 bits of the tag that its home does not use.
  @inlinable
  static func control(of tag: UInt32) -> UInt8 {
    UInt8(truncatingIfNeeded: tag &>> 1) | 0x80
  }

  /// The location stored in bucket `index` (an index `find` returned).
  @inlinable
  func location(at index: Int) -> ItemLocation {
    meta.unsafelyUnwrapped[index].location
  }

  /// Sets the position stored in bucket `index` (an index `find` returned).
  @inlinable
  func setPosition(_ position: Int32, at index: Int) {
    meta.unsafelyUnwrapped[index].position = position
  }

  /// The bucket of an identifier, or `nil`.
  ///
  /// Complexity: one hash and a few probes: with linear probing at a load α ≤ 4/5, on average ½(1 + 1/(1 − α)) ≤ 3
  /// when present and ½(1 + 1/(1 − α)²) ≤ 13 when absent (α is between 2/5 and 4/5 once the table has grown); an
  /// identifier is compared only when the tags match.
  @inlinable
  func find(_ item: Item) -> Int? {
    guard control != nil else { return nil }
    let probed = probe(item)
    return probed.found ? probed.position : nil
  }

  /// The bucket holding `item` (`found`), else the empty bucket that ends its probe run, with the item's tag. The
  /// one probe loop of the table; the buckets must be allocated.
  @inlinable @inline(__always)
  func probe(_ item: Item) -> (position: Int, tag: UInt32, found: Bool) {
    let control = control.unsafelyUnwrapped
    let keys = keys.unsafelyUnwrapped
    let tag = Self.tag(of: item)
    let byte = Self.control(of: tag)
    var position = Int(truncatingIfNeeded: tag &>> shift)
    while true {
      let found = control[position]
      if found == 0 { return (position, tag, false) }
      if found == byte && keys[position] == item { return (position, tag, true) }
      position = (position + 1) & mask
    }
  }

  /// Stores `item` with `tag` and `location` in the empty bucket `position` (one `probe` found).
  @inlinable @inline(__always)
  func place(_ item: Item, tag: UInt32, location: ItemLocation, at position: Int) {
    control.unsafelyUnwrapped[position] = Self.control(of: tag)
    meta.unsafelyUnwrapped[position] = Meta(tag: tag, location: location)
    (keys.unsafelyUnwrapped + position).initialize(to: item)
    count += 1
  }

  /// The location of an identifier, or `nil`.
  @inlinable
  subscript(item: Item) -> ItemLocation? {
    guard let found = find(item) else { return nil }
    return meta.unsafelyUnwrapped[found].location
  }

  /// The bucket of an identifier (for `location(at:)` and `setPosition(_:at:)`), or `nil`.
  @inlinable
  func entryIndex(of item: Item) -> Int? {
    find(item)
  }

  /// Makes room for `minimumCount` identifiers without growing again.
  @inlinable
  func reserveCapacity(_ minimumCount: Int) {
    if minimumCount * 5 > (mask + 1) * 4 { resize(forCount: minimumCount) }
  }

  /// Rebuilds the buckets with the smallest power of two of at least `5 / 4 * count` buckets (and at least 8),
  /// placing every identifier from its tag: none is hashed.
  @inlinable
  func resize(forCount count: Int) {
    var size = 8
    var log: UInt32 = 3
    while size * 4 < count * 5 {
      size *= 2
      log += 1
    }
    precondition(log <= 31, "ItemIndex: too many items")
    let newShift = 32 - log
    let newMask = size - 1
    let (targetMeta, targetKeys, targetControl) = Self.allocateBuckets(size)
    if let sourceMeta = meta, let sourceKeys = keys, let sourceControl = control {
      for b in 0...mask where sourceControl[b] != 0 {
        Self.moveEntry(
          b, from: (sourceMeta, sourceKeys, sourceControl), to: (targetMeta, targetKeys, targetControl),
          shift: newShift, mask: newMask)
      }
      Self.deallocateBuckets(sourceMeta)
    }
    meta = targetMeta
    keys = targetKeys
    control = targetControl
    mask = newMask
    shift = newShift
  }

  /// Adds `item` at `location` unless the table has it; returns the existing location (changing nothing) if it has.
  @inlinable
  func insertIfAbsent(_ item: Item, location: ItemLocation) -> ItemLocation? {
    if (count + 1) * 5 > (mask + 1) * 4 { resize(forCount: count + 1) }
    let probed = probe(item)
    if probed.found { return meta.unsafelyUnwrapped[probed.position].location }
    place(item, tag: probed.tag, location: location, at: probed.position)
    return nil
  }

  /// Sets the location of `item`, adding it if needed; returns its previous location, if it had one.
  @inlinable
  func updateValue(_ location: ItemLocation, forKey item: Item) -> ItemLocation? {
    if (count + 1) * 5 > (mask + 1) * 4 { resize(forCount: count + 1) }
    let probed = probe(item)
    guard probed.found else {
      place(item, tag: probed.tag, location: location, at: probed.position)
      return nil
    }
    let meta = meta.unsafelyUnwrapped
    let old = meta[probed.position].location
    meta[probed.position].slot = location.slot
    meta[probed.position].position = location.position
    return old
  }

  /// Removes an identifier; returns its location, or `nil` (changing nothing) when the table does not have it.
  ///
  /// Complexity: one hash and a few probes; the rest of the probe run shifts back by tags (no hashing).
  @inlinable
  func removeValue(forKey item: Item) -> ItemLocation? {
    guard let found = find(item) else { return nil }
    let meta = meta.unsafelyUnwrapped
    let keys = keys.unsafelyUnwrapped
    let control = control.unsafelyUnwrapped
    let location = meta[found].location
    (keys + found).deinitialize(count: 1)
    var hole = found
    var position = (found + 1) & mask
    while control[position] != 0 {
      let bucket = meta[position]
      let home = Int(truncatingIfNeeded: bucket.tag &>> shift)
      // The bucket may move into the hole unless its home lies cyclically in (hole, position].
      if (position - home) & mask >= (position - hole) & mask {
        control[hole] = control[position]
        meta[hole] = bucket
        (keys + hole).moveInitialize(from: keys + position, count: 1)
        hole = position
      }
      position = (position + 1) & mask
    }
    control[hole] = 0
    count -= 1
    return location
  }

  /// Removes every identifier for which `shouldRemove(bucket, location)` holds, rebuilding the buckets in one pass
  /// and hashing no identifier: the way to remove many identifiers at once.
  ///
  /// - Returns: the number of identifiers removed.
  /// - Complexity: O(buckets).
  @inlinable
  @discardableResult
  func removeAll(where shouldRemove: (Int, ItemLocation) -> Bool) -> Int {
    guard let sourceMeta = meta, let sourceKeys = keys, let sourceControl = control else { return 0 }
    let size = mask + 1
    let (targetMeta, targetKeys, targetControl) = Self.allocateBuckets(size)
    var removed = 0
    for b in 0..<size where sourceControl[b] != 0 {
      let bucket = sourceMeta[b]
      if shouldRemove(b, bucket.location) {
        (sourceKeys + b).deinitialize(count: 1)
        removed += 1
        continue
      }
      Self.moveEntry(
        b, from: (sourceMeta, sourceKeys, sourceControl), to: (targetMeta, targetKeys, targetControl), shift: shift,
        mask: mask)
    }
    Self.deallocateBuckets(sourceMeta)
    meta = targetMeta
    keys = targetKeys
    control = targetControl
    count -= removed
    return removed
  }
}
