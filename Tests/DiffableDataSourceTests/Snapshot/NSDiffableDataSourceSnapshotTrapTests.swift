import DiffableDataSource
import Testing

/// Every misuse UIKit raises on traps with UIKit's text, the offending identifiers and a fix (spec §1.2).
@Suite("NSDiffableDataSourceSnapshot traps")
struct NSDiffableDataSourceSnapshotTrapTests {
  @Test func appendSectionsWithRepeats() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["S", "T", "S"])
    }
    expectStandardError(result, contains: "supplied section identifiers are not unique", "{(S)}", "Fix:")
  }

  @Test func appendExistingSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["S"])
      snapshot.appendSections(["S"])
    }
    expectStandardError(result, contains: "append 1 section identifier that already exists", "already exists: S")
  }

  @Test func insertSectionsBeforeUnknown() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.insertSections(["A"], beforeSection: "missing")
    }
    expectStandardError(result, contains: "insertIndex != NSNotFound", "missing")
  }

  @Test func insertSectionsAfterUnknown() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.insertSections(["A"], afterSection: "missing")
    }
    expectStandardError(result, contains: "insertIndex != NSNotFound", "missing")
  }

  @Test func moveUnknownSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.moveSection("missing", beforeSection: "A")
    }
    expectStandardError(result, contains: "fromSection != NSNotFound", "missing")
  }

  @Test func moveSectionToUnknown() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.moveSection("A", afterSection: "missing")
    }
    expectStandardError(result, contains: "toSection != NSNotFound", "missing")
  }

  @Test func moveSectionRelativeToItself() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.moveSection("A", afterSection: "A")
    }
    expectStandardError(result, contains: "destination for insertion operation [A]")
  }

  @Test func reloadUnknownSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.reloadSections(["A", "gone"])
    }
    expectStandardError(result, contains: "reload section identifier that does not exist", "gone")
  }

  @Test func appendItemsWithoutSections() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendItems([1])
    }
    expectStandardError(result, contains: "There are currently no sections in the data source")
  }

  @Test func appendItemsToUnknownSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.appendItems([1], toSection: "nope")
    }
    expectStandardError(result, contains: "section != NSNotFound", "nope")
  }

  /// Case B17: appendItems([A, B, A]) lists {(A)}.
  @Test func appendItemsWithRepeats() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(["A", "B", "A"], toSection: "main")
    }
    expectStandardError(result, contains: "supplied item identifiers are not unique", "Duplicate identifiers: {(A)}")
  }

  @Test func insertItemsBeforeUnknown() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.insertItems([1], beforeItem: 77)
    }
    expectStandardError(result, contains: "section != NSNotFound", "77")
  }

  @Test func insertItemsAfterUnknown() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.insertItems([1], afterItem: 77)
    }
    expectStandardError(result, contains: "section != NSNotFound", "77")
  }

  @Test func insertItemsRelativeToThemselves() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.appendItems([1])
      snapshot.insertItems([2, 1], afterItem: 1)
    }
    expectStandardError(result, contains: "destination for insertion operation [1] is in the insertion identifier list")
  }

  @Test func insertItemsWithRepeats() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.appendItems([1])
      snapshot.insertItems([5, 6, 5, 6], beforeItem: 1)
    }
    expectStandardError(result, contains: "not unique", "{(5, 6)}")
  }

  @Test func moveUnknownItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.appendItems([1])
      snapshot.moveItem(9, beforeItem: 1)
    }
    expectStandardError(result, contains: "fromIndex != NSNotFound", "9")
  }

  @Test func moveItemToUnknown() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.appendItems([1])
      snapshot.moveItem(1, afterItem: 9)
    }
    expectStandardError(result, contains: "toIndex != NSNotFound", "9")
  }

  @Test func moveItemRelativeToItself() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.appendItems([1])
      snapshot.moveItem(1, afterItem: 1)
    }
    expectStandardError(result, contains: "destination for insertion operation [1]")
  }

  @Test func reloadUnknownItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.appendItems([1])
      snapshot.reloadItems([1, 404])
    }
    expectStandardError(
      result, contains: "Attempted to reload item identifier that does not exist in the snapshot: 404")
  }

  @Test func reconfigureUnknownItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["A"])
      snapshot.reconfigureItems([404])
    }
    expectStandardError(result, contains: "reconfigure item identifier that does not exist in the snapshot: 404")
  }

  @Test func numberOfItemsInUnknownSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      _ = snapshot.numberOfItems(inSection: "ghost")
    }
    expectStandardError(result, contains: "Section identifier was not found", "ghost")
  }

  @Test func itemIdentifiersInUnknownSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      _ = snapshot.itemIdentifiers(inSection: "ghost")
    }
    expectStandardError(result, contains: "Section identifier was not found", "ghost")
  }
}
