extension SnapshotDifference {
  /// The difference between the two snapshots' flattened `itemIdentifiers` as Swift's
  /// `CollectionDifference`, with minimal moves (`associatedWith` links a removal to its insertion).
  ///
  /// Offsets follow `CollectionDifference`: removals in the source's flat order, insertions in the
  /// destination's; `source.itemIdentifiers.applying(d) == destination.itemIdentifiers`. Sections and
  /// reload/reconfigure marks are not represented; an item whose flat relative order is preserved is
  /// not a move even if it changes section.
  ///
  /// - Complexity: O(n + m log m) for n items and m matched items.
  ///
  /// UIKit parity: the `difference` of `NSDiffableDataSourceTransaction`; Apple's choice of moves is
  /// not documented, ours is minimal. Source: spec §3.
  public static func collectionDifference(
    from source: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    to destination: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> CollectionDifference<ItemIdentifierType> {
    let oldItems = source.itemIdentifiers
    let newItems = destination.itemIdentifiers
    var newOffsetOfOld = [Int](repeating: -1, count: oldItems.count)
    var matchedNew: [Int] = []
    var matchedOld: [Int] = []
    for (p, item) in newItems.enumerated() {
      if let q = source.indexOfItem(item) {
        newOffsetOfOld[q] = p
        matchedNew.append(p)
        matchedOld.append(q)
      }
    }
    let stable = longestIncreasingSubsequenceMembership(matchedOld)
    var oldOffsetOfNew = [Int](repeating: -1, count: newItems.count)
    var keptNew = [Bool](repeating: false, count: newItems.count)
    var keptOld = [Bool](repeating: false, count: oldItems.count)
    for k in matchedNew.indices {
      oldOffsetOfNew[matchedNew[k]] = matchedOld[k]
      if stable[k] {
        keptNew[matchedNew[k]] = true
        keptOld[matchedOld[k]] = true
      }
    }
    var changes: [CollectionDifference<ItemIdentifierType>.Change] = []
    for q in oldItems.indices where !keptOld[q] {
      let partner = newOffsetOfOld[q]
      changes.append(.remove(offset: q, element: oldItems[q], associatedWith: partner >= 0 ? partner : nil))
    }
    for p in newItems.indices where !keptNew[p] {
      let partner = oldOffsetOfNew[p]
      changes.append(.insert(offset: p, element: newItems[p], associatedWith: partner >= 0 ? partner : nil))
    }
    guard let difference = CollectionDifference(changes) else {
      fatalError("internal error: inconsistent collection difference (please report)")
    }
    return difference
  }
}

extension NSDiffableDataSourceSnapshot {
  /// The batch update that turns `source` into this snapshot; see `SnapshotDifference`.
  ///
  /// - Complexity: O(n + m log m) for n items and m matched items in changed sections.
  ///
  /// UIKit parity: none directly (the diff of `apply`). Source: spec §3.
  public func difference(
    from source: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> SnapshotDifference<SectionIdentifierType, ItemIdentifierType> {
    SnapshotDifference(from: source, to: self)
  }
}
