import Foundation

/// What a re-solved instance's geometry depends on: the measured sizes of its slots, in slot order (absent slots
/// included). Instances with equal keys have equal templates, so they share one.
struct TemplateKey: Equatable {
  /// The first slot's size as bit patterns (width, height), or nil.
  var first: SIMD2<UInt64>?
  /// The other slots' sizes; empty for one-slot groups (no allocation).
  var rest: [SIMD2<UInt64>?]

  init(capacity: Int, size: (Int) -> CGSize?) {
    func bits(_ size: CGSize?) -> SIMD2<UInt64>? {
      size.map { SIMD2(Double($0.width).bitPattern, Double($0.height).bitPattern) }
    }
    first = bits(size(0))
    rest = capacity > 1 ? (1..<capacity).map { bits(size($0)) } : []
  }

  /// Whether no slot is measured (the instance takes the section's template).
  var isEmpty: Bool { first == nil && rest.allSatisfy { $0 == nil } }

  /// A well-mixed 64-bit hash (cheaper than `Hasher` for the one-slot case, which a sizing pass looks up per row).
  var mixedHash: UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
    func add(_ size: SIMD2<UInt64>?) {
      guard let size else {
        hash = (hash ^ 1) &* 0xFF51_AFD7_ED55_8CCD
        return
      }
      hash = (hash ^ size.x) &* 0xFF51_AFD7_ED55_8CCD
      hash = (hash ^ (size.y >> 29 | size.y << 35)) &* 0xC4CE_B9FE_1A85_EC53
    }
    add(first)
    for size in rest { add(size) }
    hash ^= hash >> 31
    hash &*= 0x94D0_49BB_1331_11EB
    return hash ^ (hash >> 29)
  }
}

/// The per-instance geometry of a section whose instances differ (spec E-7, E-13), in flat storage.
///
/// Every instance holds a template id (0: the section's template; k: `variants[k − 1]`), stored in blocks of 64
/// that exist only where some instance differs. Instances whose slots took
/// the same measured sizes share one variant, found by its `TemplateKey`, so a list of rows with a few hundred
/// distinct heights keeps a few hundred templates, not one per row. Variants count their users; a variant no instance
/// uses any more is recycled.
struct InstanceTemplates: Sendable {
  /// For each block of 64 instances, where its ids start in `chunks` (÷ 64), or −1 while every instance of the block
  /// uses the section's template: a section with one measured row in a million stores one block of ids, not a million.
  private var blocks: [Int32] = []
  /// The ids of the blocks that have some, 64 per block.
  private var chunks: [UInt32] = []
  /// The templates other than the section's, by id − 1.
  private(set) var variants: [GroupTemplate] = []
  /// How many instances use each variant.
  private var users: [Int] = []
  /// The key each shared variant was solved for (nil for a variant owned by one instance).
  private var keys: [TemplateKey?] = []
  /// An open-addressing table of shared variant ids by key hash (0: empty, `UInt32.max`: removed).
  private var table: [UInt32] = []
  /// Occupied table entries (live and removed).
  private var tableUsed = 0
  private var tableLive = 0
  private var free: [UInt32] = []
  /// The blocks whose ids changed since `clearChanges()` (a block may be listed more than once), for copying into
  /// `InstanceLengths`' records; `changedAll` when every block may have changed.
  private(set) var changedBlocks: [Int] = []
  private(set) var changedAll = false

  /// Forgets which blocks changed (after `InstanceLengths.syncIDs(from:)` copied them).
  mutating func clearChanges() {
    changedBlocks = []
    changedAll = false
  }

  private mutating func noteChange(_ block: Int) {
    guard !changedAll, changedBlocks.last != block else { return }
    if changedBlocks.count >= blocks.count {
      changedBlocks = []
      changedAll = true
    } else {
      changedBlocks.append(block)
    }
  }

  /// Whether every instance uses the section's template.
  var isEmpty: Bool { chunks.isEmpty }

  /// The id of instance `instance`'s template. O(1).
  @inline(__always) func id(_ instance: Int) -> Int {
    guard !chunks.isEmpty else { return 0 }
    let block = Int(blocks[instance >> 6])
    // A stored block's 64 ids exist by construction: no second bounds check.
    return block < 0 ? 0 : chunks.withUnsafeBufferPointer { Int($0[block << 6 | instance & 63]) }
  }

  /// Writes the ids of instances `first ..< first + count` (inside one block of 64) into `cells[0 ..< count].id`.
  func copyIDs(first: Int, count: Int, into cells: UnsafeMutableBufferPointer<InstanceCell>) {
    let block = chunks.isEmpty || first >> 6 >= blocks.count ? -1 : Int(blocks[first >> 6])
    guard block >= 0 else {
      for index in 0..<count { cells[index].id = 0 }
      return
    }
    chunks.withUnsafeBufferPointer { chunks in
      let base = block << 6 | first & 63
      for index in 0..<count { cells[index].id = chunks[base + index] }
    }
  }

  /// The variant with id `id` (≥ 1).
  func variant(_ id: Int) -> GroupTemplate { variants[id - 1] }

  /// The id of the shared variant solved for `key`, if any. O(1) expected.
  func sharedID(for key: TemplateKey) -> Int? {
    guard !table.isEmpty else { return nil }
    let mask = table.count - 1
    var position = Int(truncatingIfNeeded: key.mixedHash) & mask
    while true {
      let entry = table[position]
      if entry == 0 { return nil }
      if entry != .max, keys[Int(entry) - 1] == key { return Int(entry) }
      position = (position + 1) & mask
    }
  }

  private mutating func insert(_ id: Int, key: TemplateKey) {
    if (tableUsed + 1) * 2 > table.count { rebuildTable(capacity: max(16, (tableLive + 1) * 4)) }
    let mask = table.count - 1
    var position = Int(truncatingIfNeeded: key.mixedHash) & mask
    while table[position] != 0 && table[position] != .max { position = (position + 1) & mask }
    if table[position] == 0 { tableUsed += 1 }
    table[position] = UInt32(id)
    tableLive += 1
  }

  private mutating func remove(_ id: Int, key: TemplateKey) {
    guard !table.isEmpty else { return }
    let mask = table.count - 1
    var position = Int(truncatingIfNeeded: key.mixedHash) & mask
    while table[position] != 0 {
      if table[position] == UInt32(id) {
        table[position] = .max
        tableLive -= 1
        return
      }
      position = (position + 1) & mask
    }
  }

  private mutating func rebuildTable(capacity: Int) {
    var size = 16
    while size < capacity { size <<= 1 }
    table = Array(repeating: 0, count: size)
    tableUsed = 0
    tableLive = 0
    // Released variants have no key any more: every key left belongs to a live shared variant.
    for (index, key) in keys.enumerated() {
      if let key { insert(index + 1, key: key) }
    }
  }

  /// Makes room for `count` instances (new ones take the section's template); instances past `count` let go of
  /// their templates. O(count / 64), plus O(64) per dropped block that had ids.
  mutating func resize(_ count: Int) {
    let blockCount = (count + 63) >> 6
    if blocks.count > blockCount || (blocks.count == blockCount && count & 63 != 0) {
      // Release the ids of the dropped instances.
      for instance in count..<(blocks.count << 6) where id(instance) != 0 { assign(instance, 0) }
    }
    if blocks.count < blockCount {
      blocks.append(contentsOf: repeatElement(-1, count: blockCount - blocks.count))
    } else if blocks.count > blockCount {
      blocks.removeLast(blocks.count - blockCount)
    }
  }

  /// Sets every instance's id at once: the first `count` of `ids`, which holds whole blocks of 64
  /// (`InstanceLengths.paddedCount(count)` ids, those past `count` zero) and is taken over (left empty; its storage
  /// becomes the ids' without a copy when the caller held the only reference). Recounts the variants' users and
  /// recycles the variants no instance uses. Every block counts as changed (see `clearChanges()`). `users`, when the
  /// caller counted them, is how many of the ids name each variant (by id − 1; missing trailing entries 0): the ids
  /// are then not counted again (debug builds check). O(n + variants).
  mutating func replaceAll(taking ids: inout [UInt32], count: Int, users given: [Int]? = nil) {
    let padded = InstanceLengths.paddedCount(count)
    precondition(ids.count == padded, "InstanceTemplates: not whole blocks")
    var counts: [Int]
    if var given {
      precondition(given.count <= variants.count, "InstanceTemplates: unknown template id")
      given.append(contentsOf: repeatElement(0, count: variants.count - given.count))
      counts = given
      assert(counts == Self.users(of: ids, variants: variants.count), "InstanceTemplates: users miscounted")
    } else {
      counts = Self.users(of: ids, variants: variants.count)
    }
    let recycled = Set(free)
    for index in variants.indices where counts[index] == 0 && !recycled.contains(UInt32(index + 1)) {
      if let key = keys[index] { remove(index + 1, key: key) }
      keys[index] = nil
      variants[index] = GroupTemplate()
      free.append(UInt32(index + 1))
    }
    users = counts
    changedBlocks = []
    changedAll = true
    let blockCount = padded >> 6
    blocks = (0..<blockCount).map { Int32($0) }
    chunks = []
    swap(&chunks, &ids)
  }

  /// How many of `ids` name each of `variants` variants (by id − 1). O(n + variants).
  private static func users(of ids: [UInt32], variants: Int) -> [Int] {
    var counts = Array(repeating: 0, count: variants)
    counts.withUnsafeMutableBufferPointer { counts in
      ids.withUnsafeBufferPointer { ids in
        for id in ids where id != 0 {
          precondition(Int(id) <= counts.count, "InstanceTemplates: unknown template id")
          counts[Int(id) - 1] += 1
        }
      }
    }
    return counts
  }

  /// Stores `template`, shared under `key` (or owned by one instance when `key` is nil), and returns its id.
  mutating func add(_ template: GroupTemplate, key: TemplateKey?) -> Int {
    let id: Int
    if let reused = free.popLast() {
      id = Int(reused)
      variants[id - 1] = template
      keys[id - 1] = key
      users[id - 1] = 0
    } else {
      variants.append(template)
      keys.append(key)
      users.append(0)
      id = variants.count
    }
    if let key { insert(id, key: key) }
    return id
  }

  /// Points instance `instance` at template `id`. Precondition: `resize` made room for it.
  mutating func assign(_ instance: Int, _ id: Int) {
    let old = self.id(instance)
    guard old != id else { return }
    if id != 0 { users[id - 1] += 1 }
    var block = Int(blocks[instance >> 6])
    if block < 0 {
      block = chunks.count >> 6
      blocks[instance >> 6] = Int32(block)
      chunks.append(contentsOf: repeatElement(0, count: 64))
    }
    chunks[block << 6 | instance & 63] = UInt32(id)
    noteChange(instance >> 6)
    if old != 0 { release(old) }
  }

  private mutating func release(_ id: Int) {
    users[id - 1] -= 1
    guard users[id - 1] == 0 else { return }
    if let key = keys[id - 1] { remove(id, key: key) }
    keys[id - 1] = nil
    variants[id - 1] = GroupTemplate()
    free.append(UInt32(id))
  }

  /// Whether any instance uses the section's template, and the variants in use.
  func inUse(instanceCount: Int) -> (base: Bool, variants: [GroupTemplate]) {
    let used = users.indices.filter { users[$0] > 0 }
    let variantUsers = used.reduce(0) { $0 + users[$1] }
    return (variantUsers < instanceCount, used.map { variants[$0] })
  }
}
