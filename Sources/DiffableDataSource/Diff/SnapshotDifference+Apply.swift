import Foundation

extension SnapshotDifference {
  /// Applies the difference to `source` the way a collection view applies a batch update, checking
  /// every rule a batch update must obey, and returns the resulting snapshot (without marks).
  ///
  /// Rules checked: old indices in range and naming the identifier recorded for them; no old section
  /// or index path used twice (delete, move source, reload); no new section or index path used twice
  /// (insert, move destination); no item change inside a deleted, inserted or reloaded section; no
  /// item reload inside a moved section; every new index path fits its section's final count;
  /// reconfigures address existing (not inserted) items; the result has unique identifiers.
  /// Surviving items keep their relative order and fill the index paths nobody claimed — exactly
  /// UICollectionView's contract — so `try d.apply(to: a) == b` checks that `d` really is `b - a`.
  ///
  /// - Parameter source: The snapshot the difference was computed from.
  /// - Returns: The snapshot after the update.
  /// - Throws: `SnapshotDifferenceError` describing the first contradiction.
  /// - Complexity: O(n log n) for n items.
  ///
  /// UIKit parity: models `UICollectionView.performBatchUpdates` validation; ours. Source: spec §3.
  public func apply(
    to source: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) throws(SnapshotDifferenceError) -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    let paths =
      (itemDeletes + itemInserts + itemReloads + itemReconfigures).map(\.indexPath)
      + itemMoves.flatMap { [$0.from, $0.to] }
    if let malformed = paths.first(where: { $0.count != 2 }) {
      throw SnapshotDifferenceError("index path \(malformed) is not a (section, item) pair")
    }
    var batch = BatchApplication(difference: self, source: source)
    try batch.applySections()
    try batch.applyItems()
    return try batch.makeSnapshot()
  }
}

/// The interpreter behind `SnapshotDifference.apply(to:)`.
struct BatchApplication<Section: Hashable & Sendable, Item: Hashable & Sendable> {
  typealias Difference = SnapshotDifference<Section, Item>
  enum Origin {
    case replaced([Item])
    case old(Int)
  }

  let difference: Difference
  let oldSections: [Section]
  let oldItems: [[Item]]
  var newSections: [Section?] = []
  var origins: [Origin?] = []
  var deletedOld = Set<Int>()
  var reloadedOld = Set<Int>()
  var movedOld = Set<Int>()
  var finalItems: [[Item]] = []

  init(difference: Difference, source: NSDiffableDataSourceSnapshot<Section, Item>) {
    self.difference = difference
    oldSections = source.sectionIdentifiers
    oldItems = oldSections.map { source.itemIdentifiers(inSection: $0) }
  }

  func fail(_ message: String) -> SnapshotDifferenceError { SnapshotDifferenceError(message) }

  func checkOldSection(_ index: Int, _ identifier: Section, _ role: String) throws(SnapshotDifferenceError) {
    guard oldSections.indices.contains(index), oldSections[index] == identifier else {
      throw fail("\(role) of section \(identifier) at old index \(index) does not match the source snapshot")
    }
  }

  mutating func applySections() throws(SnapshotDifferenceError) {
    var usedOld = Set<Int>()
    for change in difference.sectionDeletes {
      try checkOldSection(change.index, change.identifier, "delete")
      guard usedOld.insert(change.index).inserted else { throw fail("old section \(change.index) used twice") }
      deletedOld.insert(change.index)
    }
    for reload in difference.sectionReloads {
      try checkOldSection(reload.index, reload.identifier, "reload")
      guard usedOld.insert(reload.index).inserted else { throw fail("old section \(reload.index) used twice") }
      reloadedOld.insert(reload.index)
    }
    for move in difference.sectionMoves {
      try checkOldSection(move.from, move.identifier, "move")
      guard usedOld.insert(move.from).inserted else { throw fail("old section \(move.from) used twice") }
      movedOld.insert(move.from)
    }
    let count = oldSections.count - difference.sectionDeletes.count + difference.sectionInserts.count
    newSections = [Section?](repeating: nil, count: count)
    origins = [Origin?](repeating: nil, count: count)
    func claim(_ j: Int, _ identifier: Section, _ origin: Origin) throws(SnapshotDifferenceError) {
      guard j >= 0 && j < count, newSections[j] == nil else {
        throw fail("new section index \(j) for \(identifier) is out of range or used twice")
      }
      newSections[j] = identifier
      origins[j] = origin
    }
    for insert in difference.sectionInserts {
      try claim(insert.index, insert.identifier, .replaced(insert.itemIdentifiers))
    }
    for move in difference.sectionMoves { try claim(move.to, move.identifier, .old(move.from)) }
    var next = 0
    let replacements = Dictionary(
      difference.sectionReloads.map { ($0.index, $0.itemIdentifiers) }, uniquingKeysWith: { first, _ in first })
    for i in oldSections.indices where !deletedOld.contains(i) && !movedOld.contains(i) {
      while next < count && newSections[next] != nil { next += 1 }
      guard next < count else { throw fail("section counts do not add up") }
      newSections[next] = oldSections[i]
      origins[next] = replacements[i].map { .replaced($0) } ?? .old(i)
    }
  }

  mutating func applyItems() throws(SnapshotDifferenceError) {
    var removed = [Set<Int>](repeating: [], count: oldSections.count)
    func takeOld(_ section: Int, _ item: Int, _ identifier: Item, _ role: String) throws(SnapshotDifferenceError) {
      guard oldItems.indices.contains(section), oldItems[section].indices.contains(item),
        oldItems[section][item] == identifier
      else { throw fail("\(role) of \(identifier) at old [\(section), \(item)] does not match the source") }
      guard !deletedOld.contains(section) && !reloadedOld.contains(section) else {
        throw fail("\(role) of \(identifier) inside deleted or reloaded old section \(section)")
      }
      guard removed[section].insert(item).inserted else { throw fail("old [\(section), \(item)] used twice") }
    }
    for change in difference.itemDeletes {
      try takeOld(change.indexPath[0], change.indexPath[1], change.identifier, "delete")
    }
    for move in difference.itemMoves { try takeOld(move.from[0], move.from[1], move.identifier, "move") }
    for reload in difference.itemReloads {
      let section = reload.indexPath[0]
      try takeOld(section, reload.indexPath[1], reload.identifier, "reload")
      if movedOld.contains(section) { throw fail("reload of \(reload.identifier) inside moved section \(section)") }
      removed[section].remove(reload.indexPath[1])
    }
    var claimed = [[Int: Item]](repeating: [:], count: newSections.count)
    for change in difference.itemInserts { try claimNew(&claimed, change.indexPath, change.identifier) }
    for move in difference.itemMoves { try claimNew(&claimed, move.to, move.identifier) }
    finalItems = []
    for j in newSections.indices {
      switch origins[j] {
      case .replaced(let items)?:
        guard claimed[j].isEmpty else { throw fail("item change inside inserted or reloaded new section \(j)") }
        finalItems.append(items)
      case .old(let i)?:
        let remaining = oldItems[i].indices.filter { !removed[i].contains($0) }.map { oldItems[i][$0] }
        let total = remaining.count + claimed[j].count
        var items: [Item] = []
        items.reserveCapacity(total)
        var next = 0
        for p in 0..<total {
          if let item = claimed[j][p] {
            items.append(item)
          } else if next < remaining.count {
            items.append(remaining[next])
            next += 1
          } else {
            throw fail("new index path [\(j), \(p)] is beyond the section's final count \(total)")
          }
        }
        finalItems.append(items)
      case nil:
        throw fail("new section \(j) was never filled")
      }
    }
    for change in difference.itemReconfigures {
      let (j, p) = (change.indexPath[0], change.indexPath[1])
      guard finalItems.indices.contains(j), finalItems[j].indices.contains(p), finalItems[j][p] == change.identifier,
        claimed[j][p] == nil || difference.itemMoves.contains(where: { $0.to == change.indexPath })
      else { throw fail("reconfigure of \(change.identifier) at new [\(j), \(p)] does not address an existing item") }
    }
  }

  func claimNew(_ claimed: inout [[Int: Item]], _ path: IndexPath, _ identifier: Item) throws(SnapshotDifferenceError) {
    let (j, p) = (path[0], path[1])
    guard claimed.indices.contains(j), p >= 0, claimed[j][p] == nil else {
      throw fail("new index path [\(j), \(p)] for \(identifier) is out of range or used twice")
    }
    claimed[j][p] = identifier
  }

  func makeSnapshot() throws(SnapshotDifferenceError) -> NSDiffableDataSourceSnapshot<Section, Item> {
    let sections = newSections.compactMap { $0 }
    guard Set(sections).count == sections.count else { throw fail("the result repeats a section identifier") }
    let all = finalItems.joined()
    guard Set(all).count == all.count else { throw fail("the result repeats an item identifier") }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections(sections)
    for (section, items) in zip(sections, finalItems) { snapshot.appendItems(items, toSection: section) }
    return snapshot
  }
}
