import Foundation

/// One instance's entry in a materialised block: where it starts in its block and, copied from `InstanceTemplates`,
/// its template id. A single lookup reads both from one 12-byte record (one cache line, or two for 2 records in 16)
/// instead of from two arrays. Packed in 32-bit words (stride 12, not 16): a 16-byte record made the per-instance
/// storage of a 10^6-row list 8 MB larger and its repeated rebuilds page-fault much more.
struct InstanceCell: Sendable {
  private var low: UInt32
  private var high: UInt32
  /// The instance's template id, as `InstanceTemplates.id(_:)` gives it (kept equal by `syncIDs(from:)`).
  var id: UInt32

  init(offset: Double, id: UInt32) {
    low = UInt32(truncatingIfNeeded: offset.bitPattern)
    high = UInt32(truncatingIfNeeded: offset.bitPattern >> 32)
    self.id = id
  }

  /// The sum of the lengths before the instance inside its block (0 for a block's first instance), bit for bit as
  /// stored.
  var offset: Double {
    @inline(__always) get { Double(bitPattern: UInt64(high) << 32 | UInt64(low)) }
    @inline(__always) set {
      low = UInt32(truncatingIfNeeded: newValue.bitPattern)
      high = UInt32(truncatingIfNeeded: newValue.bitPattern >> 32)
    }
  }
}

/// The lengths of a section's group instances laid end to end, with the origin of every instance readable in O(1)
/// and one length changed in O(64 + n / 4096), stored in blocks of 64 that exist only where a length differs.
///
/// Each block of 64 instances is either untouched (every length is `uniform`, and instance k of the block starts
/// `k × uniform` after the block) or materialised (its lengths stored flat, and its in-block offsets summed in order
/// in `InstanceCell`s beside each instance's template id).
/// The blocks' starts are kept flat in two levels (`BlockStarts`): a block's start is its group's start plus its offset
/// in the group. An instance's origin is always `groupStart + blockOffset + offset` — three loads, no loop — the same
/// additions whether one frame is asked for or every frame is enumerated, so both give bit-identical frames. The
/// first length that differs in a section of n instances costs O(n / 64) (the block index and starts), not O(n).
struct InstanceLengths: Sendable {
  static let blockShift = 6
  static let blockSize = 1 << blockShift

  /// The length of every instance no block stores, in points.
  let uniform: Double
  /// The number of instances.
  let count: Int
  /// The lengths of materialised blocks, 64 per block.
  private var lengths: [Double] = []
  /// The in-block offset and template id of each instance of materialised blocks, 64 per block.
  private var cells: [InstanceCell] = []
  /// The total and start of each block.
  private var blocks: BlockStarts
  /// Materialised blocks whose cells' template ids may differ from `InstanceTemplates`' (see `syncIDs(from:)`);
  /// `idsStale` when every block may.
  private var staleBlocks: [Int32] = []
  private var idsStale = false
  /// Whether every block is materialised at its own index (a bulk build, `init(taking:count:ids:)`): instance k's
  /// record is then `cells[k]`, an address known from k alone, so a lookup's load of it (a cache miss in a large
  /// section) does not wait for the block's entry. Stays true: only blocks not stored yet are ever materialised.
  private(set) var inOrder = false

  /// `count` lengths, each `value`. O(n / 64).
  init(count: Int, value: Double) {
    uniform = value
    self.count = count
    let blockCount = (count + Self.blockSize - 1) >> Self.blockShift
    var totals = Array(repeating: Double(Self.blockSize) * value, count: blockCount)
    if blockCount > 0 { totals[blockCount - 1] = Double(count - (blockCount - 1) << Self.blockShift) * value }
    blocks = BlockStarts(totals: totals, materialised: false)
  }

  /// The given lengths, every block materialised. O(n).
  init(values: [Double]) {
    var padded = values
    padded.append(contentsOf: repeatElement(0, count: Self.paddedCount(values.count) - values.count))
    self.init(taking: &padded, count: values.count, ids: nil)
  }

  /// `count` rounded up to whole blocks of 64.
  static func paddedCount(_ count: Int) -> Int { ((count + blockSize - 1) >> blockShift) << blockShift }

  /// The first `count` of `lengths`, every block materialised, built in one pass. `lengths` holds whole blocks
  /// (`paddedCount(count)` values, those past `count` zero) and is taken over: it is left empty, and its storage
  /// becomes this value's without a copy when the caller held the only reference. With `ids` (as many, the
  /// instances' template ids as `InstanceTemplates` holds them, padding zero) the records take their ids in the same
  /// pass and need no `syncIDs(from:)`; without, every block's ids are stale until then. O(n).
  init(taking lengths: inout [Double], count: Int, ids: [UInt32]?) {
    let padded = Self.paddedCount(count)
    precondition(lengths.count == padded && (ids?.count ?? padded) == padded, "InstanceLengths: not whole blocks")
    uniform = 0
    self.count = count
    let blockCount = padded >> Self.blockShift
    swap(&self.lengths, &lengths)
    var totals = [Double]()
    self.cells = self.lengths.withUnsafeBufferPointer { lengths in
      [InstanceCell](unsafeUninitializedCapacity: padded) { cells, initialised in
        totals = [Double](unsafeUninitializedCapacity: blockCount) { totals, summed in
          func fill(_ id: (Int) -> UInt32) {
            for block in 0..<blockCount {
              let start = block << Self.blockShift
              var sum = 0.0
              for index in start..<(start + Self.blockSize) {
                cells.initializeElement(at: index, to: InstanceCell(offset: sum, id: id(index)))
                sum += lengths[index]
              }
              totals.initializeElement(at: block, to: sum)
            }
          }
          if let ids {
            ids.withUnsafeBufferPointer { ids in fill { ids[$0] } }
          } else {
            fill { _ in 0 }
          }
          summed = blockCount
        }
        initialised = padded
      }
    }
    blocks = BlockStarts(totals: totals, materialised: true)
    idsStale = ids == nil && blockCount > 0
    inOrder = true
  }

  /// Length `index`. O(1).
  subscript(index: Int) -> Double {
    let block = blocks.storage(index >> Self.blockShift)
    return block < 0 ? uniform : lengths[block << Self.blockShift | index & (Self.blockSize - 1)]
  }

  /// Every length, in order. O(n).
  var values: [Double] { (0..<count).map { self[$0] } }

  /// Where instance `index` starts: the sum of the lengths before it. O(1); `index == count` gives the total.
  @inline(__always)
  func prefix(_ index: Int) -> Double {
    guard index < count else { return blocks.total }
    let block = index >> Self.blockShift
    let (start, stored) = blocks.startAndStorage(block)
    return start + offset(index, block: stored)
  }

  @inline(__always) private func offset(_ index: Int, block stored: Int) -> Double {
    let slot = index & (Self.blockSize - 1)
    return stored < 0 ? Double(slot) * uniform : cells[stored << Self.blockShift | slot].offset
  }

  /// Where instance `index` starts (as `prefix(_:)`) and its template id (as `templates.id(index)`), reading one
  /// record for a materialised block. O(1). Precondition: 0 ≤ index < count, and `syncIDs(from: templates)` ran since
  /// the last change to either.
  @inline(__always)
  func startAndID(_ index: Int, templates: InstanceTemplates) -> (start: Double, id: Int) {
    let block = index >> Self.blockShift
    // The record's address does not depend on the block's entry: both loads start at once.
    if let found = inOrderStartAndID(index) {
      assert(found.id == templates.id(index), "InstanceLengths: template ids not synced")
      return found
    }
    let slot = index & (Self.blockSize - 1)
    // The block's start and storage index come from one entry.
    let (blockStart, stored) = blocks.startAndStorage(block)
    guard stored >= 0 else { return (blockStart + Double(slot) * uniform, templates.id(index)) }
    return cells.withUnsafeBufferPointer { cells in
      let cell = cells[stored << Self.blockShift | slot]
      assert(Int(cell.id) == templates.id(index), "InstanceLengths: template ids not synced")
      return (blockStart + cell.offset, Int(cell.id))
    }
  }

  /// `startAndID(_:templates:)` when the lengths were built in order (`inOrder`), nil otherwise: the record is read at
  /// `cells[index]` and the block's start from its entry, two independent loads. O(1). Precondition:
  /// 0 ≤ index < count, and `syncIDs(from:)` ran since the last change.
  @inline(__always)
  func inOrderStartAndID(_ index: Int) -> (start: Double, id: Int)? {
    guard inOrder else { return nil }
    return cells.withUnsafeBufferPointer { cells in
      let cell = cells[index]
      return (blocks.uncheckedStart(index >> Self.blockShift) + cell.offset, Int(cell.id))
    }
  }

  /// Copies the template ids of the instances of materialised blocks from `templates`: those of the blocks
  /// materialised since the last call and those `templates` changed (every block after a bulk change on either
  /// side). O(64 per such block), O(n) after a bulk change. Call after changing the lengths or the ids, before
  /// `startAndID(_:templates:)`.
  mutating func syncIDs(from templates: InstanceTemplates) {
    if idsStale || templates.changedAll {
      for block in 0..<blocks.count where blocks.storage(block) >= 0 { copyIDs(block, templates) }
    } else {
      for block in staleBlocks { copyIDs(Int(block), templates) }
      for block in templates.changedBlocks where block < blocks.count && blocks.storage(block) >= 0 {
        copyIDs(block, templates)
      }
    }
    staleBlocks = []
    idsStale = false
  }

  private mutating func copyIDs(_ block: Int, _ templates: InstanceTemplates) {
    let base = blocks.storage(block) << Self.blockShift
    let first = block << Self.blockShift
    let end = min(Self.blockSize, count - first)
    cells.withUnsafeMutableBufferPointer { cells in
      templates.copyIDs(
        first: first, count: end, into: UnsafeMutableBufferPointer(rebasing: cells[base..<(base + end)]))
    }
  }

  /// Calls `body` with every instance index and its start, in order. O(n).
  func forEachStart(_ body: (Int, Double) -> Void) {
    var block = 0
    var start = 0
    while start < count {
      let (base, stored) = blocks.startAndStorage(block)
      let end = min(start + Self.blockSize, count)
      for index in start..<end { body(index, base + offset(index, block: stored)) }
      block += 1
      start = end
    }
  }

  /// Calls `body` with every instance index below `limit` (at most `count`), its start (as `prefix(_:)`) and its
  /// template id (as `templates.id(_:)`), in order, reading the records of materialised blocks one after another.
  /// O(n). Always inlined, so that the caller's closure is inlined into the loop. Precondition as
  /// `startAndID(_:templates:)`.
  @inline(__always)
  func forEachStartAndID(below limit: Int, templates: InstanceTemplates, _ body: (Int, Double, Int) -> Void) {
    let total = min(limit, count)
    cells.withUnsafeBufferPointer { cells in
      var block = 0
      var start = 0
      while start < total {
        let (base, stored) = blocks.startAndStorage(block)
        // Indices stay below `count` (an `Int`), so the arithmetic below cannot overflow.
        let end = min(start &+ Self.blockSize, total)
        if stored < 0 {
          for index in start..<end { body(index, base + Double(index &- start) * uniform, templates.id(index)) }
        } else {
          let first = (stored << Self.blockShift) &- start
          var index = start
          while index < end {
            let cell = cells[first &+ index]
            assert(Int(cell.id) == templates.id(index), "InstanceLengths: template ids not synced")
            body(index, base + cell.offset, Int(cell.id))
            index &+= 1
          }
        }
        block &+= 1
        start = end
      }
    }
  }

  /// The total of all lengths.
  var total: Double { blocks.total }

  /// Sets length `index` to `value`. O(64 + n / 4096).
  mutating func set(_ index: Int, _ value: Double) {
    guard self[index] != value else { return }
    let block = materialise(index >> Self.blockShift)
    lengths[block << Self.blockShift | index & (Self.blockSize - 1)] = value
    refresh(index)
  }

  /// Sets many lengths at once. O(changes × (64 + n / 4096)).
  mutating func update(_ changes: [(index: Int, value: Double)]) {
    for change in changes { set(change.index, change.value) }
  }

  /// Gives block `block` its own storage (lengths `uniform`, offsets as the untouched block had them).
  private mutating func materialise(_ block: Int) -> Int {
    let stored = blocks.storage(block)
    if stored >= 0 { return stored }
    let new = lengths.count >> Self.blockShift
    blocks.setStorage(block, Int32(new))
    lengths.append(contentsOf: repeatElement(uniform, count: Self.blockSize))
    for slot in 0..<Self.blockSize { cells.append(InstanceCell(offset: Double(slot) * uniform, id: 0)) }
    if !idsStale { staleBlocks.append(Int32(block)) }
    return new
  }

  /// Re-sums the offsets after `index` in its block (those before it do not move) and the block's total.
  private mutating func refresh(_ index: Int) {
    let block = index >> Self.blockShift
    let base = blocks.storage(block) << Self.blockShift
    let first = index & (Self.blockSize - 1)
    let end = min(Self.blockSize, count - block << Self.blockShift)
    var sum = cells[base + first].offset
    for slot in first..<end {
      cells[base + slot].offset = sum
      sum += lengths[base + slot]
    }
    blocks.set(block, sum)
  }

  /// The number of leading lengths whose sum is ≤ `target` (so the index of the length containing `target`, or
  /// `count` past the end). Lengths must be non-negative. O(log n).
  func countFitting(_ target: Double) -> Int {
    guard count > 0 else { return 0 }
    let block = blocks.countFitting(target)
    if block >= blocks.count { return count }
    let (base, stored) = blocks.startAndStorage(block)
    let start = block << Self.blockShift
    let end = min(start + Self.blockSize, count)
    // The last index in the block whose start is ≤ target; the block's own start is (it was counted as fitting).
    var low = start
    var high = end
    while high - low > 1 {
      let mid = (low + high) / 2
      if base + offset(mid, block: stored) <= target { low = mid } else { high = mid }
    }
    return base + offset(low, block: stored) <= target ? low : start
  }
}

/// The starts of consecutive blocks laid end to end, in two flat levels: blocks form groups of 64; each block's
/// offset in its group is the sum of the group's earlier totals, in order, and each group's start the sum of the
/// earlier groups' totals, in order. A start is `groupStart + offset` (two loads); changing one total re-sums its group
/// after it (≤ 63 additions) and the starts of the later groups (n / 4096 additions for n blocks). Each block's offset
/// sits beside its owner's storage index for it (`InstanceLengths`: where the block's records are, or −1), so a lookup
/// reads both from one entry.
struct BlockStarts: Sendable {
  private static let groupShift = 6
  /// A block's offset in its group and its storage index.
  private struct Entry: Sendable {
    var offset: Double
    var storage: Int32
  }
  private(set) var totals: [Double]
  private var entries: [Entry]
  /// Each group's start, plus the total of all blocks at the end.
  private var groupStarts: [Double]

  /// Blocks with the given totals, each stored at its own index when `materialised`, else none stored (−1).
  init(totals: [Double], materialised: Bool) {
    self.totals = totals
    entries = [Entry](repeating: Entry(offset: 0, storage: -1), count: totals.count)
    if materialised {
      entries.withUnsafeMutableBufferPointer { entries in
        for block in entries.indices { entries[block].storage = Int32(block) }
      }
    }
    let groups = (totals.count + (1 << Self.groupShift) - 1) >> Self.groupShift
    groupStarts = [Double](repeating: 0, count: groups + 1)
    for group in 0..<groups { resumGroup(group) }
    resumStarts(from: 0)
  }

  var count: Int { totals.count }

  /// The total of all blocks.
  var total: Double { groupStarts[groupStarts.count - 1] }

  /// Where block `block` starts. O(1).
  @inline(__always)
  func start(_ block: Int) -> Double { groupStarts[block >> Self.groupShift] + entries[block].offset }

  /// `start(_:)` without bounds checks. Precondition: 0 ≤ block < count.
  @inline(__always)
  func uncheckedStart(_ block: Int) -> Double {
    groupStarts.withUnsafeBufferPointer { groupStarts in
      entries.withUnsafeBufferPointer { entries in groupStarts[block >> Self.groupShift] + entries[block].offset }
    }
  }

  /// Where block `block` starts and its storage index, from one entry. O(1).
  @inline(__always)
  func startAndStorage(_ block: Int) -> (start: Double, storage: Int) {
    let entry = entries[block]
    return (groupStarts[block >> Self.groupShift] + entry.offset, Int(entry.storage))
  }

  /// Block `block`'s storage index.
  @inline(__always)
  func storage(_ block: Int) -> Int { Int(entries[block].storage) }

  /// Sets block `block`'s storage index.
  mutating func setStorage(_ block: Int, _ value: Int32) { entries[block].storage = value }

  /// Sets block `block`'s total. O(64 + n / 4096).
  mutating func set(_ block: Int, _ value: Double) {
    guard totals[block] != value else { return }
    totals[block] = value
    let group = block >> Self.groupShift
    resumGroup(group)
    resumStarts(from: group)
  }

  /// The number of leading blocks whose totals sum to ≤ `target`: the largest k with `start(k) ≤ target` (the start
  /// of block `count` being the total). Totals must be non-negative. O(log n).
  func countFitting(_ target: Double) -> Int {
    func startOrTotal(_ block: Int) -> Double { block < count ? start(block) : total }
    guard startOrTotal(0) <= target else { return 0 }
    var low = 0
    var high = count
    // Invariant: startOrTotal(low) ≤ target; the answer is in low...high.
    while low < high {
      let mid = (low + high + 1) / 2
      if startOrTotal(mid) <= target { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Re-sums the offsets of `group`'s blocks, in order.
  private mutating func resumGroup(_ group: Int) {
    let first = group << Self.groupShift
    let end = min(first + (1 << Self.groupShift), totals.count)
    var sum = 0.0
    for block in first..<end {
      entries[block].offset = sum
      sum += totals[block]
    }
  }

  /// Re-sums the group starts after `group` (and the total), in order.
  private mutating func resumStarts(from group: Int) {
    let groups = groupStarts.count - 1
    var start = groupStarts[group]
    for index in group..<groups {
      groupStarts[index] = start
      let last = min((index + 1) << Self.groupShift, totals.count) - 1
      start += entries[last].offset + totals[last]
    }
    groupStarts[groups] = start
  }
}
