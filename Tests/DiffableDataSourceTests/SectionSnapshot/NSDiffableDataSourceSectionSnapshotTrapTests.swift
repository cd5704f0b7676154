import DiffableDataSource
import Testing

/// Every section-snapshot misuse UIKit raises on traps naming the identifiers (spec §4.1).
@Suite("NSDiffableDataSourceSectionSnapshot traps")
struct NSDiffableDataSourceSectionSnapshotTrapTests {
  @Test func appendToMissingParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["x"], to: "nobody")
    }
    expectStandardError(result, contains: "Parent item identifier does not exist in section snapshot: nobody")
  }

  /// B17 for section snapshots: append([X, Y, X]) lists {(X)}.
  @Test func appendRepeats() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["X", "Y", "X"])
    }
    expectStandardError(result, contains: "Identifiers in a section snapshot must be unique", "{(X)}")
  }

  @Test func appendExisting() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["X"])
      outline.append(["Z"], to: "X")
      outline.append(["Z"])
    }
    expectStandardError(result, contains: "must be unique", "{(Z)}")
  }

  @Test func insertBeforeMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.insert(["x"], before: "nowhere")
    }
    expectStandardError(result, contains: "Item identifier to insert before does not exist", "nowhere")
  }

  @Test func insertAfterMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.insert(["x"], after: "nowhere")
    }
    expectStandardError(result, contains: "Item identifier to insert after does not exist", "nowhere")
  }

  @Test func insertSnapshotWithExistingItems() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["A", "B"])
      var forest = NSDiffableDataSourceSectionSnapshot<String>()
      forest.append(["B"])
      outline.insert(forest, after: "A")
    }
    expectStandardError(result, contains: "must be unique", "{(B)}")
  }

  @Test func deleteMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["A"])
      outline.delete(["A", "gone"])
    }
    expectStandardError(result, contains: "Failed to find index of item gone")
  }

  @Test func isExpandedMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = NSDiffableDataSourceSectionSnapshot<String>().isExpanded("q")
    }
    expectStandardError(result, contains: "Item identifier does not exist in section snapshot: q")
  }

  @Test func isVisibleMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = NSDiffableDataSourceSectionSnapshot<String>().isVisible("q")
    }
    expectStandardError(result, contains: "Item identifier does not exist in section snapshot: q")
  }

  @Test func levelOfMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = NSDiffableDataSourceSectionSnapshot<String>().level(of: "q")
    }
    expectStandardError(result, contains: "does not exist in section snapshot: q")
  }

  @Test func parentOfMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = NSDiffableDataSourceSectionSnapshot<String>().parent(of: "q")
    }
    expectStandardError(result, contains: "Child item identifier does not exist in section snapshot: q")
  }

  @Test func subtreeOfMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = NSDiffableDataSourceSectionSnapshot<String>().snapshot(of: "q")
    }
    expectStandardError(result, contains: "Parent item identifier does not exist in section snapshot: q")
  }

  /// UIKit does not validate here and can corrupt its tree; we trap naming the clash.
  @Test func replaceWithItemsFromElsewhere() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["A", "B"])
      var children = NSDiffableDataSourceSectionSnapshot<String>()
      children.append(["B"])
      outline.replace(childrenOf: "A", using: children)
    }
    expectStandardError(result, contains: "must be unique", "{(B)}", "outside A's subtree")
  }

  @Test func handlerExpandOfMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      NSDiffableDataSourceSectionSnapshotHandlers<String>().expand("q", in: &outline)
    }
    expectStandardError(result, contains: "does not exist in section snapshot: q")
  }
}
