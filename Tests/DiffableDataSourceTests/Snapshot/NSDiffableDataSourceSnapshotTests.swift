import DiffableDataSource
import Testing

@Suite("NSDiffableDataSourceSnapshot queries and mutations")
struct NSDiffableDataSourceSnapshotTests {
  /// Sections a = [1, 2, 3], b = [], c = [4, 5].
  func sample() -> NSDiffableDataSourceSnapshot<String, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b", "c"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5])  // nil section = last section ("c")
    return snapshot
  }

  @Test func countsAndIdentifiers() {
    let snapshot = sample()
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.numberOfItems(inSection: "b") == 0)
    #expect(snapshot.itemIdentifiers(inSection: "c") == [4, 5])
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "c")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    #expect(snapshot.indexOfSection("c") == 2)
    #expect(snapshot.indexOfSection("z") == nil)
  }

  /// indexOfItem is flat: section a holds 3 items, b none, so 4 (first of c) is at 3 + 0 + 0 = 3.
  @Test(arguments: [(1, 0), (3, 2), (4, 3), (5, 4)])
  func indexOfItemIsFlat(item: Int, expected: Int) {
    #expect(sample().indexOfItem(item) == expected)
  }

  @Test func indexOfMissingItemIsNil() {
    #expect(sample().indexOfItem(42) == nil)
  }

  @Test func insertBeforeAndAfterItems() {
    var snapshot = sample()
    snapshot.insertItems([10, 11], beforeItem: 2)  // a = [1, 10, 11, 2, 3]
    snapshot.insertItems([12], afterItem: 5)  // c = [4, 5, 12]
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 10, 11, 2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "c") == [4, 5, 12])
    // 2 is now at a[3] = 3; 12 at 5 (items in a) + 2 = 7.
    #expect(snapshot.indexOfItem(2) == 3)
    #expect(snapshot.indexOfItem(12) == 7)
  }

  @Test func deleteItemsIgnoresUnknownAndDropsMarks() {
    var snapshot = sample()
    snapshot.reloadItems([2, 4])
    snapshot.reconfigureItems([5])
    snapshot.deleteItems([2, 5, 99])
    #expect(snapshot.itemIdentifiers == [1, 3, 4])
    #expect(snapshot.reloadedItemIdentifiers == [4])
    #expect(snapshot.reconfiguredItemIdentifiers == [])
    #expect(snapshot.indexOfItem(4) == 2)  // a = [1, 3] then c = [4]
  }

  @Test func deleteSectionsRemovesTheirItems() {
    var snapshot = sample()
    snapshot.reloadSections(["a"])
    snapshot.deleteSections(["a", "zz"])
    #expect(snapshot.sectionIdentifiers == ["b", "c"])
    #expect(snapshot.numberOfItems == 2)
    #expect(snapshot.indexOfItem(1) == nil)
    #expect(snapshot.indexOfItem(4) == 0)
    #expect(snapshot.reloadedSectionIdentifiers == [])
    // The freed section slot can be reused and the identifier appended again.
    snapshot.appendSections(["a"])
    snapshot.appendItems([1])
    #expect(snapshot.itemIdentifiers == [4, 5, 1])
  }

  @Test func deleteAllItemsEmptiesSectionsToo() {
    var snapshot = sample()
    snapshot.deleteAllItems()
    #expect(snapshot == NSDiffableDataSourceSnapshot<String, Int>())
    #expect(snapshot.numberOfSections == 0)
  }

  @Test func moveItemsAcrossSections() {
    var snapshot = sample()
    snapshot.moveItem(1, afterItem: 5)  // a = [2, 3], c = [4, 5, 1]
    snapshot.moveItem(4, beforeItem: 3)  // a = [2, 4, 3], c = [5, 1]
    #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 4, 3])
    #expect(snapshot.itemIdentifiers(inSection: "c") == [5, 1])
    #expect(snapshot.indexOfItem(1) == 4)
    #expect(snapshot.sectionIdentifier(containingItem: 4) == "a")
  }

  @Test func moveAndInsertSections() {
    var snapshot = sample()
    snapshot.moveSection("a", afterSection: "c")  // b, c, a
    snapshot.insertSections(["x"], beforeSection: "c")  // b, x, c, a
    snapshot.insertSections(["y"], afterSection: "a")  // b, x, c, a, y
    #expect(snapshot.sectionIdentifiers == ["b", "x", "c", "a", "y"])
    #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
    #expect(snapshot.indexOfSection("a") == 3)
    #expect(snapshot.indexOfItem(2) == 3)  // c has 2 items, then a[1]: 2 + 1
    snapshot.moveSection("y", beforeSection: "b")
    #expect(snapshot.sectionIdentifiers == ["y", "b", "x", "c", "a"])
  }

  @Test func marksKeepFirstOrderAndIgnoreRepeats() {
    var snapshot = sample()
    snapshot.reloadItems([3, 1, 3])
    snapshot.reconfigureItems([5, 4])
    snapshot.reloadSections(["c", "a", "c"])
    #expect(snapshot.reloadedItemIdentifiers == [3, 1])
    #expect(snapshot.reconfiguredItemIdentifiers == [5, 4])
    #expect(snapshot.reloadedSectionIdentifiers == ["c", "a"])
  }

  @Test func equalityIgnoresMarksButNotOrder() {
    let plain = sample()
    var marked = sample()
    marked.reloadItems([1])
    #expect(plain == marked)
    var reordered = sample()
    reordered.moveItem(1, afterItem: 2)
    #expect(plain != reordered)
  }

  @Test func copiesAreIndependent() {
    let original = sample()
    var copy = original
    copy.appendItems([6], toSection: "b")
    copy.reloadItems([1])
    #expect(original.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(original.reloadedItemIdentifiers.isEmpty)
    #expect(copy.itemIdentifiers == [1, 2, 3, 6, 4, 5])
    #expect(copy.reloadedItemIdentifiers == [1])
  }

  @Test func sectionAndItemNamespacesAreSeparate() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([1])
    snapshot.appendItems([1])
    #expect(snapshot.indexOfSection(1) == 0)
    #expect(snapshot.indexOfItem(1) == 0)
  }
}
