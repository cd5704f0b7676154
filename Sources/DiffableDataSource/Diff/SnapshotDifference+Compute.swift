import Foundation

extension SnapshotDifference {
  /// Computes the batch update that turns `source` into `destination`.
  ///
  /// Steps: (1) match sections by identifier, keep a longest increasing subsequence in place and move
  /// the rest; (2) for each surviving section whose item array changed, match items by identifier
  /// (one hash lookup per destination item), keep a longest increasing subsequence of same-section
  /// matches in place and move the rest; items changing section move; (3) everything unmatched is a
  /// delete or insert; (4) reload and reconfigure marks of `destination` become reloads (or delete +
  /// insert when the item moves) and reconfigures.
  ///
  /// - Parameters:
  ///   - source: The snapshot before the update (its marks are ignored).
  ///   - destination: The snapshot after the update (its reload/reconfigure marks are honoured).
  /// - Complexity: O(n + m log m) for n items and m items matched in a changed section; sections whose
  ///   item arrays are equal cost O(items) for the bitmap only.
  ///
  /// UIKit parity: the diff inside `apply(_:animatingDifferences:)` (documented as O(n)); see the type's
  /// documentation. Source: spec §3.
  @inlinable
  public init(
    from source: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    to destination: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    let old = source.storage
    let new = destination.storage
    old.ensureIndexed()
    new.ensureIndexed()
    var work = DiffWork(old: old, new: new)
    work.diffSections()
    work.diffItems()
    work.applyMarks()
    self = work.result()
  }
}

/// The scratch state of one diff; indices are plain integers until `result()` builds index paths.
@usableFromInline
struct DiffWork<Section: Hashable & Sendable, Item: Hashable & Sendable> {
  @usableFromInline typealias Difference = SnapshotDifference<Section, Item>
  @usableFromInline typealias Storage = SnapshotStorage<Section, Item>
  @usableFromInline
  struct Change {
    @usableFromInline var item: Item
    @usableFromInline var section: Int
    @usableFromInline var position: Int

    @inlinable
    init(item: Item, section: Int, position: Int) {
      self.item = item
      self.section = section
      self.position = position
    }
  }
  @usableFromInline
  struct Move {
    @usableFromInline var item: Item
    @usableFromInline var fromSection: Int
    @usableFromInline var fromPosition: Int
    @usableFromInline var toSection: Int
    @usableFromInline var toPosition: Int

    @inlinable
    init(item: Item, fromSection: Int, fromPosition: Int, toSection: Int, toPosition: Int) {
      self.item = item
      self.fromSection = fromSection
      self.fromPosition = fromPosition
      self.toSection = toSection
      self.toPosition = toPosition
    }
  }

  @usableFromInline
  let old: Storage
  @usableFromInline
  let new: Storage
  @usableFromInline
  var oldIndexOfNew: [Int]
  @usableFromInline
  var newIndexOfOld: [Int]
  @usableFromInline
  var sectionStable: [Bool]
  @usableFromInline
  var liveOld: [Bool]
  @usableFromInline
  var liveNew: [Bool]
  @usableFromInline
  var difference = Difference()
  @usableFromInline
  var deletes: [Change] = []
  @usableFromInline
  var inserts: [Change] = []
  @usableFromInline
  var moves: [Move] = []
  @usableFromInline
  var sectionMoved: [Bool]

  @inlinable
  init(old: Storage, new: Storage) {
    self.old = old
    self.new = new
    oldIndexOfNew = [Int](repeating: -1, count: new.order.count)
    newIndexOfOld = [Int](repeating: -1, count: old.order.count)
    sectionStable = [Bool](repeating: false, count: new.order.count)
    sectionMoved = [Bool](repeating: false, count: new.order.count)
    liveOld = [Bool](repeating: false, count: old.order.count)
    liveNew = [Bool](repeating: false, count: new.order.count)
  }

  @inlinable
  func newItems(_ j: Int) -> [Item] { new.slots[Int(new.order[j])].items }
  @inlinable
  func oldItems(_ i: Int) -> [Item] { old.slots[Int(old.order[i])].items }

  @inlinable
  mutating func diffSections() {
    var matchedNew: [Int] = []
    var matchedOldIndices: [Int] = []
    for j in new.order.indices {
      if let slot = old.sectionLookup[new.slots[Int(new.order[j])].identifier] {
        let i = old.slots[Int(slot)].orderIndex
        oldIndexOfNew[j] = i
        newIndexOfOld[i] = j
        matchedNew.append(j)
        matchedOldIndices.append(i)
      }
    }
    let stable = longestIncreasingSubsequenceMembership(matchedOldIndices)
    for (k, j) in matchedNew.enumerated() {
      sectionStable[j] = stable[k]
      sectionMoved[j] = !stable[k]
      liveNew[j] = true
      liveOld[oldIndexOfNew[j]] = true
    }
    var replacedMoved: [Int] = []
    for identifier in new.reloadedSections {
      guard let slot = new.sectionLookup[identifier] else { continue }
      let j = new.slots[Int(slot)].orderIndex
      let i = oldIndexOfNew[j]
      guard i >= 0 else { continue }
      liveNew[j] = false
      liveOld[i] = false
      if sectionStable[j] {
        difference.sectionReloads.append(.init(identifier: identifier, index: i, itemIdentifiers: newItems(j)))
      } else {
        sectionMoved[j] = false
        replacedMoved.append(j)
      }
    }
    for i in old.order.indices where newIndexOfOld[i] == -1 {
      difference.sectionDeletes.append(.init(identifier: old.slots[Int(old.order[i])].identifier, index: i))
    }
    for j in replacedMoved {
      let identifier = new.slots[Int(new.order[j])].identifier
      difference.sectionDeletes.append(.init(identifier: identifier, index: oldIndexOfNew[j]))
    }
    let replaced = Set(replacedMoved)
    for j in new.order.indices where oldIndexOfNew[j] == -1 || replaced.contains(j) {
      let identifier = new.slots[Int(new.order[j])].identifier
      difference.sectionInserts.append(.init(identifier: identifier, index: j, itemIdentifiers: newItems(j)))
    }
    for j in new.order.indices where sectionMoved[j] {
      let identifier = new.slots[Int(new.order[j])].identifier
      difference.sectionMoves.append(.init(identifier: identifier, from: oldIndexOfNew[j], to: j))
    }
    difference.sectionDeletes.sort { $0.index < $1.index }
    difference.sectionReloads.sort { $0.index < $1.index }
  }

  @inlinable
  mutating func diffItems() {
    var matchedOld = [Bool](repeating: false, count: old.itemCount)
    var pairs: [(newPosition: Int, oldPosition: Int)] = []
    // Local copies: no dynamic exclusivity check per item on the storage classes.
    let oldLocations = old.locations
    let oldSlots = old.slots
    let oldOffsets = old.offsets
    for j in new.order.indices where liveNew[j] {
      let items = newItems(j)
      let i = oldIndexOfNew[j]
      let previous = oldItems(i)
      let base = old.offsets[i]
      if items == previous {
        for q in previous.indices { matchedOld[base + q] = true }
        continue
      }
      pairs.removeAll(keepingCapacity: true)
      for (p, item) in items.enumerated() {
        guard let location = oldLocations[item] else {
          inserts.append(Change(item: item, section: j, position: p))
          continue
        }
        let from = oldSlots[Int(location.slot)].orderIndex
        guard liveOld[from] else {
          inserts.append(Change(item: item, section: j, position: p))
          continue
        }
        let q = Int(location.position)
        matchedOld[oldOffsets[from] + q] = true
        if from == i {
          pairs.append((p, q))
        } else {
          moves.append(Move(item: item, fromSection: from, fromPosition: q, toSection: j, toPosition: p))
        }
      }
      let stable = longestIncreasingSubsequenceMembership(pairs.map(\.oldPosition))
      for (k, pair) in pairs.enumerated() where !stable[k] {
        moves.append(
          Move(
            item: items[pair.newPosition], fromSection: i, fromPosition: pair.oldPosition, toSection: j,
            toPosition: pair.newPosition))
      }
    }
    for i in old.order.indices where liveOld[i] {
      let base = old.offsets[i]
      let items = oldItems(i)
      for q in items.indices where !matchedOld[base + q] {
        deletes.append(Change(item: items[q], section: i, position: q))
      }
    }
  }

  /// Turns the destination's reload and reconfigure marks into reloads, delete + insert pairs and
  /// reconfigures (see `SnapshotDifference`).
  @inlinable
  mutating func applyMarks() {
    if !new.reloadedItems.isEmpty {
      let marked = new.reloadedItemSet
      var kept: [Move] = []
      var moved = Set<Item>()
      for move in moves {
        if marked.contains(move.item) {
          moved.insert(move.item)
          deletes.append(Change(item: move.item, section: move.fromSection, position: move.fromPosition))
          inserts.append(Change(item: move.item, section: move.toSection, position: move.toPosition))
        } else {
          kept.append(move)
        }
      }
      moves = kept
      for item in new.reloadedItems where !moved.contains(item) {
        guard let (i, q, j, p) = livePlaces(of: item) else { continue }
        if sectionMoved[j] {
          deletes.append(Change(item: item, section: i, position: q))
          inserts.append(Change(item: item, section: j, position: p))
        } else {
          difference.itemReloads.append(.init(identifier: item, indexPath: .diffable(section: i, item: q)))
        }
      }
    }
    for item in new.reconfiguredItems where !new.reloadedItemSet.contains(item) {
      guard let (_, _, j, p) = livePlaces(of: item) else { continue }
      difference.itemReconfigures.append(.init(identifier: item, indexPath: .diffable(section: j, item: p)))
    }
  }

  /// Old and new (section, position) of an item present in live sections of both snapshots.
  @inlinable
  func livePlaces(of item: Item) -> (Int, Int, Int, Int)? {
    guard let before = old.locations[item], let after = new.locations[item] else { return nil }
    let i = old.slots[Int(before.slot)].orderIndex
    let j = new.slots[Int(after.slot)].orderIndex
    guard liveOld[i] && liveNew[j] else { return nil }
    return (i, Int(before.position), j, Int(after.position))
  }

  @inlinable
  func sorted(_ changes: [Change]) -> [Difference.ItemChange] {
    var changes = changes
    changes.sort { ($0.section, $0.position) < ($1.section, $1.position) }
    return changes.map { .init(identifier: $0.item, indexPath: .diffable(section: $0.section, item: $0.position)) }
  }

  @inlinable
  func result() -> Difference {
    var result = difference
    result.itemDeletes = sorted(deletes)
    result.itemInserts = sorted(inserts)
    var moves = moves
    moves.sort { ($0.toSection, $0.toPosition) < ($1.toSection, $1.toPosition) }
    result.itemMoves = moves.map {
      .init(
        identifier: $0.item, from: .diffable(section: $0.fromSection, item: $0.fromPosition),
        to: .diffable(section: $0.toSection, item: $0.toPosition))
    }
    result.itemReloads.sort { $0.indexPath < $1.indexPath }
    result.itemReconfigures.sort { $0.indexPath < $1.indexPath }
    return result
  }
}
