import CompositionalLayout
import Foundation

/// The operations recorded inside one `performBatchUpdates` block, and how index paths map across them.
///
/// UIKit's contract: deletes and reloads name old index paths, inserts new ones, moves old → new. Elements that
/// are not deleted, moved or inserted keep their relative order and fill the positions nobody claimed.
struct BatchUpdate {
  var deletedSections: Set<Int> = []
  var insertedSections: Set<Int> = []
  var reloadedSections: Set<Int> = []
  var sectionMoves: [(from: Int, to: Int)] = []
  var deletedItems: Set<IndexPath> = []
  var insertedItems: Set<IndexPath> = []
  var reloadedItems: Set<IndexPath> = []
  var itemMoves: [(from: IndexPath, to: IndexPath)] = []

  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && sectionMoves.isEmpty
      && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && itemMoves.isEmpty
  }

  /// The update items a layout is told about: sections first, then items.
  var updateItems: [UICollectionViewUpdateItem] {
    func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
    var items: [UICollectionViewUpdateItem] = []
    func add(_ before: IndexPath?, _ after: IndexPath?, _ action: UICollectionViewUpdateItem.Action) {
      items.append(
        UICollectionViewUpdateItem(indexPathBeforeUpdate: before, indexPathAfterUpdate: after, updateAction: action))
    }
    for index in deletedSections.sorted() { add(section(index), nil, .delete) }
    for index in insertedSections.sorted() { add(nil, section(index), .insert) }
    for index in reloadedSections.sorted() { add(section(index), section(index), .reload) }
    for move in sectionMoves { add(section(move.from), section(move.to), .move) }
    for indexPath in deletedItems.sorted() { add(indexPath, nil, .delete) }
    for indexPath in insertedItems.sorted() { add(nil, indexPath, .insert) }
    for indexPath in reloadedItems.sorted() { add(indexPath, indexPath, .reload) }
    for move in itemMoves { add(move.from, move.to, .move) }
    return items
  }
}

/// Maps old sections and index paths to new ones for a batch update.
struct BatchMapping {
  private let removedSections: [Int]
  private let claimedSections: [Int]
  private let sectionMoveTargets: [Int: Int]
  private let deletedSections: Set<Int>
  private let removedItems: [Int: [Int]]
  private let claimedItems: [Int: [Int]]
  private let itemMoveTargets: [IndexPath: IndexPath]
  private let deletedItems: Set<IndexPath>
  let reloadedSections: Set<Int>

  init(_ update: BatchUpdate) {
    removedSections = (update.deletedSections.union(update.sectionMoves.map(\.from))).sorted()
    claimedSections = (update.insertedSections.union(update.sectionMoves.map(\.to))).sorted()
    sectionMoveTargets = Dictionary(update.sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { $1 })
    deletedSections = update.deletedSections
    reloadedSections = update.reloadedSections
    var removed: [Int: [Int]] = [:]
    for indexPath in update.deletedItems { removed[indexPath.section, default: []].append(indexPath.item) }
    for move in update.itemMoves { removed[move.from.section, default: []].append(move.from.item) }
    removedItems = removed.mapValues { $0.sorted() }
    var claimed: [Int: [Int]] = [:]
    for indexPath in update.insertedItems { claimed[indexPath.section, default: []].append(indexPath.item) }
    for move in update.itemMoves { claimed[move.to.section, default: []].append(move.to.item) }
    claimedItems = claimed.mapValues { $0.sorted() }
    itemMoveTargets = Dictionary(update.itemMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { $1 })
    deletedItems = update.deletedItems
  }

  /// The new index of old section `section`, or nil when it was deleted.
  func newSection(_ section: Int) -> Int? {
    if let target = sectionMoveTargets[section] { return target }
    if deletedSections.contains(section) { return nil }
    return Self.place(section, removed: removedSections, claimed: claimedSections)
  }

  /// The new index path of the item at old `indexPath`, or nil when it (or its section) was deleted, or its
  /// section reloaded.
  func newIndexPath(_ indexPath: IndexPath) -> IndexPath? {
    if let target = itemMoveTargets[indexPath] { return target }
    guard !deletedItems.contains(indexPath), !reloadedSections.contains(indexPath.section),
      let section = newSection(indexPath.section)
    else { return nil }
    let item = Self.place(
      indexPath.item, removed: removedItems[indexPath.section] ?? [], claimed: claimedItems[section] ?? [])
    return IndexPath(item: item, section: section)
  }

  /// A surviving element's new position: its rank among the survivors, then skipping claimed positions.
  /// O(log removed + log claimed).
  private static func place(_ old: Int, removed: [Int], claimed: [Int]) -> Int {
    var low = 0
    var high = removed.count
    while low < high {
      let mid = (low + high) / 2
      if removed[mid] < old { low = mid + 1 } else { high = mid }
    }
    let position = old - low
    // The position-th index nobody claimed: position + j, where j counts the claimed c_i with c_i − i ≤ position
    // (c_i − i never decreases, so a binary search finds j).
    low = 0
    high = claimed.count
    while low < high {
      let mid = (low + high) / 2
      if claimed[mid] - mid <= position { low = mid + 1 } else { high = mid }
    }
    return position + low
  }

  /// The item count a surviving old section must have after the update: its old count minus the items deleted or
  /// moved out of it, plus the items inserted or moved into its new index.
  func expectedCount(oldCount: Int, oldSection: Int, newSection: Int) -> Int {
    oldCount - (removedItems[oldSection]?.count ?? 0) + (claimedItems[newSection]?.count ?? 0)
  }
}
