import CompositionalLayout
import Foundation

extension UICollectionView {
  /// The initial and final attributes of every element a batch update affects.
  func transitions(
    _ update: BatchUpdate, mapping: BatchMapping, initial: [IndexPath: UICollectionViewLayoutAttributes],
    oldVisible: Set<IndexPath>
  ) -> [UpdateTransition.Element] {
    let layout = collectionViewLayout
    var elements: [UpdateTransition.Element] = []
    var covered: Set<IndexPath> = []
    func disappearing(_ indexPath: IndexPath, _ action: UICollectionViewUpdateItem.Action) {
      guard let start = initial[indexPath] else { return }
      // No `??` or `&&` here: their autoclosures would capture the attributes across isolation (release builds
      // check regions more strictly).
      var end = faded(start)
      if let final = layout.finalLayoutAttributesForDisappearingItem(at: indexPath) { end = final }
      elements.append(
        UpdateTransition.Element(
          action: action, indexPathBeforeUpdate: indexPath, indexPathAfterUpdate: nil, initialLayoutAttributes: start,
          finalLayoutAttributes: end))
    }
    func appearing(_ indexPath: IndexPath) {
      guard let end = layout.layoutAttributesForItem(at: indexPath)?.copy() else { return }
      var start = faded(end)
      if let initial = layout.initialLayoutAttributesForAppearingItem(at: indexPath) { start = initial }
      elements.append(
        UpdateTransition.Element(
          action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: indexPath, initialLayoutAttributes: start,
          finalLayoutAttributes: end))
    }
    func changing(_ from: IndexPath, _ to: IndexPath, _ action: UICollectionViewUpdateItem.Action) {
      guard let start = initial[from], let end = layout.layoutAttributesForItem(at: to)?.copy() else { return }
      if action == .none {
        if start.frame == end.frame { return }
      }
      elements.append(
        UpdateTransition.Element(
          action: action, indexPathBeforeUpdate: from, indexPathAfterUpdate: to, initialLayoutAttributes: start,
          finalLayoutAttributes: end))
    }
    for indexPath in update.deletedItems.sorted() { disappearing(indexPath, .delete) }
    for indexPath in oldVisible.sorted()
    where update.deletedSections.contains(indexPath.section) && !update.deletedItems.contains(indexPath) {
      disappearing(indexPath, .delete)
    }
    for indexPath in update.insertedItems.sorted() { appearing(indexPath) }
    for attributes in layout.layoutAttributesForElements(in: bounds) ?? []
    where attributes.representedElementCategory == .cell
      && update.insertedSections.contains(attributes.indexPath.section)
      && !update.insertedItems.contains(attributes.indexPath)
    {
      appearing(attributes.indexPath)
    }
    for move in update.itemMoves {
      changing(move.from, move.to, .move)
      covered.insert(move.from)
    }
    for indexPath in update.reloadedItems.sorted() {
      if let target = mapping.newIndexPath(indexPath) { changing(indexPath, target, .reload) }
      covered.insert(indexPath)
    }
    for indexPath in oldVisible.sorted() where !covered.contains(indexPath) && !update.deletedItems.contains(indexPath)
    {
      if let target = mapping.newIndexPath(indexPath) {
        changing(indexPath, target, mapping.reloadedSections.contains(indexPath.section) ? .reload : .none)
      }
    }
    return elements
  }

  private nonisolated func faded(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
    let copy = attributes.copy()
    copy.alpha = 0
    return copy
  }

  /// Checks the old index paths of deletes, reloads and move sources, and operations that contradict each other.
  func validateOld(_ update: BatchUpdate, counts: [Int]) {
    // UIKit raises "attempt to delete and reload the same index path" for these.
    if let both = update.deletedItems.intersection(update.reloadedItems).min() {
      usageFailure(
        "UICollectionView: Invalid update: attempt to delete and reload the same index path "
          + "\(both.shortDescription). Fix: a deleted item cannot be reloaded in the same update; drop the reload.")
    }
    if let both = update.deletedSections.intersection(update.reloadedSections).min() {
      usageFailure(
        "UICollectionView: Invalid update: attempt to delete and reload the same section \(both). Fix: a deleted "
          + "section cannot be reloaded in the same update; drop the reload.")
    }
    var destinations: Set<IndexPath> = []
    for move in update.itemMoves where !destinations.insert(move.to).inserted {
      usageFailure(
        "UICollectionView: Invalid update: two items are moved to index path \(move.to.shortDescription) (the "
          + "second from \(move.from.shortDescription)). Fix: each move needs its own destination.")
    }
    var sectionDestinations: Set<Int> = []
    for move in update.sectionMoves where !sectionDestinations.insert(move.to).inserted {
      usageFailure(
        "UICollectionView: Invalid update: two sections are moved to section \(move.to) (the second from section "
          + "\(move.from)). Fix: each move needs its own destination.")
    }
    for section in update.deletedSections.union(update.reloadedSections).union(update.sectionMoves.map(\.from)) {
      usagePrecondition(
        counts.indices.contains(section),
        "UICollectionView: Invalid update: attempt to delete or reload section \(section), but there are only "
          + "\(counts.count) sections before the update. Fix: use indices from before the update.")
    }
    for indexPath in update.deletedItems.union(update.reloadedItems).union(update.itemMoves.map(\.from)) {
      usagePrecondition(
        indexPath.isValid(in: counts),
        "UICollectionView: Invalid update: attempt to delete, reload or move item \(indexPath.item) from section "
          + "\(indexPath.section) which only contains "
          + "\(counts.indices.contains(indexPath.section) ? counts[indexPath.section] : 0) items before the update. "
          + "Fix: deletes, reloads and move sources use index paths from before the update.")
    }
  }

  /// Checks the new counts against the old counts and the operations.
  func validateNew(_ update: BatchUpdate, mapping: BatchMapping, oldCounts: [Int], newCounts: [Int]) {
    let expectedSections = oldCounts.count - update.deletedSections.count + update.insertedSections.count
    usagePrecondition(
      newCounts.count == expectedSections,
      "UICollectionView: Invalid update: invalid number of sections. The number of sections contained in the "
        + "collection view after the update (\(newCounts.count)) must be equal to the number of sections contained "
        + "in the collection view before the update (\(oldCounts.count)), plus or minus the number of sections "
        + "inserted or deleted (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted). "
        + "Fix: change the data source's sections inside the update block exactly as the operations say.")
    for section in update.insertedSections.union(update.sectionMoves.map(\.to)).sorted()
    where !newCounts.indices.contains(section) {
      usageFailure(
        "UICollectionView: Invalid update: attempt to insert or move to section \(section), but there are only "
          + "\(newCounts.count) sections after the update. Fix: inserted sections and move destinations use indices "
          + "from after the update (0 ..< numberOfSections).")
    }
    for indexPath in update.insertedItems.union(update.itemMoves.map(\.to)) {
      usagePrecondition(
        indexPath.isValid(in: newCounts),
        "UICollectionView: Invalid update: attempt to insert item \(indexPath.item) into section "
          + "\(indexPath.section), but there are only "
          + "\(newCounts.indices.contains(indexPath.section) ? newCounts[indexPath.section] : 0) items in section "
          + "\(indexPath.section) after the update. Fix: inserts and move destinations use index paths from after "
          + "the update.")
    }
    for (old, count) in oldCounts.enumerated() where !update.reloadedSections.contains(old) {
      guard let new = mapping.newSection(old), newCounts.indices.contains(new) else { continue }
      let expected = mapping.expectedCount(oldCount: count, oldSection: old, newSection: new)
      guard newCounts[new] != expected else { continue }
      let inserted = update.insertedItems.filter { $0.section == new }.count
      let deleted = update.deletedItems.filter { $0.section == old }.count
      let movedIn = update.itemMoves.filter { $0.to.section == new && $0.from.section != old }.count
      let movedOut = update.itemMoves.filter { $0.from.section == old && $0.to.section != new }.count
      usageFailure(
        "UICollectionView: Invalid update: invalid number of items in section \(new). The number of items "
          + "contained in an existing section after the update (\(newCounts[new])) must be equal to the number of "
          + "items contained in that section before the update (\(count)), plus or minus the number of items "
          + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the "
          + "number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out). Fix: "
          + "change the data source inside the update block exactly as the operations say.")
    }
  }
}
