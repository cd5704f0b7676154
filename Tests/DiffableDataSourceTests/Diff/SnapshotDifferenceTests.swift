import DiffableDataSource
import Foundation
import Testing

typealias Difference = SnapshotDifference<String, Int>

/// Builds a snapshot from (section, items) pairs.
func make(_ sections: [(String, [Int])]) -> NSDiffableDataSourceSnapshot<String, Int> {
  var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
  snapshot.appendSections(sections.map(\.0))
  for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
  return snapshot
}

func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }

@Suite("SnapshotDifference by hand")
struct SnapshotDifferenceTests {
  @Test func identicalSnapshotsGiveAnEmptyDifference() throws {
    let a = make([("s", Array(0..<50)), ("t", [])])
    let d = Difference(from: a, to: a)
    #expect(d.isEmpty)
    #expect(try d.apply(to: a) == a)
  }

  /// 1…10 with 10 moved to the front: the LIS 1…9 stays, so exactly one move [0,9] → [0,0].
  @Test func oneRelocationIsOneMove() throws {
    let a = make([("s", Array(1...10))])
    let b = make([("s", [10] + Array(1...9))])
    let d = b.difference(from: a)
    #expect(d.itemMoves == [.init(identifier: 10, from: ip(0, 9), to: ip(0, 0))])
    #expect(d.itemDeletes.isEmpty && d.itemInserts.isEmpty)
    #expect(try d.apply(to: a) == b)
  }

  @Test func replacedItemIsDeleteAndInsert() throws {
    let a = make([("s", [1, 2, 3])])
    let b = make([("s", [1, 9, 3])])
    let d = b.difference(from: a)
    #expect(d.itemDeletes == [.init(identifier: 2, indexPath: ip(0, 1))])  // old index path
    #expect(d.itemInserts == [.init(identifier: 9, indexPath: ip(0, 1))])  // new index path
    #expect(d.itemMoves.isEmpty)
  }

  /// s1 = [1, 2], s2 = [3] → s1 = [2], s2 = [3, 1]: 1 changes section, so it moves [0,0] → [1,1].
  @Test func crossSectionMove() throws {
    let a = make([("s1", [1, 2]), ("s2", [3])])
    let b = make([("s1", [2]), ("s2", [3, 1])])
    let d = b.difference(from: a)
    #expect(d.itemMoves == [.init(identifier: 1, from: ip(0, 0), to: ip(1, 1))])
    #expect(d.itemDeletes.isEmpty && d.itemInserts.isEmpty)
    #expect(try d.apply(to: a) == b)
  }

  /// A, B, C → C, A, B: the LIS (A, B) stays; C moves 2 → 0.
  @Test func sectionMoveIsMinimal() throws {
    let a = make([("A", [1]), ("B", [2]), ("C", [3])])
    let b = make([("C", [3]), ("A", [1]), ("B", [2])])
    let d = b.difference(from: a)
    #expect(d.sectionMoves == [.init(identifier: "C", from: 2, to: 0)])
    #expect(d.itemMoves.isEmpty)
    #expect(try d.apply(to: a) == b)
  }

  /// Item 2 leaves deleted section "old" for "keep": it cannot move out of a deleted section, so it
  /// is a plain insert at [0, 1]; the section delete carries the rest.
  @Test func itemLeavingADeletedSectionIsInserted() throws {
    let a = make([("old", [1, 2]), ("keep", [3])])
    let b = make([("keep", [3, 2])])
    let d = b.difference(from: a)
    #expect(d.sectionDeletes == [.init(identifier: "old", index: 0)])
    #expect(d.itemInserts == [.init(identifier: 2, indexPath: ip(0, 1))])
    #expect(d.itemDeletes.isEmpty && d.itemMoves.isEmpty)
    #expect(try d.apply(to: a) == b)
  }

  @Test func insertedSectionCarriesItsItems() throws {
    let a = make([("keep", [1, 2])])
    let b = make([("new", [2, 5]), ("keep", [1])])
    let d = b.difference(from: a)
    #expect(d.sectionInserts == [.init(identifier: "new", index: 0, itemIdentifiers: [2, 5])])
    #expect(d.itemDeletes == [.init(identifier: 2, indexPath: ip(0, 1))])
    #expect(try d.apply(to: a) == b)
  }

  @Test func reloadOfAStableItemUsesTheOldIndexPath() throws {
    let a = make([("s", [1, 2, 3])])
    var b = make([("s", [0, 1, 2, 3])])
    b.reloadItems([2])
    let d = b.difference(from: a)
    #expect(d.itemReloads == [.init(identifier: 2, indexPath: ip(0, 1))])  // old [0,1], not new [0,2]
    #expect(try d.apply(to: a) == b)
  }

  /// 3 moves to the front and is reloaded: a batch cannot move and reload one index path, so it
  /// becomes delete [0,2] + insert [0,0].
  @Test func reloadOfAMovedItemBecomesDeleteAndInsert() throws {
    let a = make([("s", [1, 2, 3])])
    var b = make([("s", [3, 1, 2])])
    b.reloadItems([3])
    let d = b.difference(from: a)
    #expect(d.itemMoves.isEmpty && d.itemReloads.isEmpty)
    #expect(d.itemDeletes == [.init(identifier: 3, indexPath: ip(0, 2))])
    #expect(d.itemInserts == [.init(identifier: 3, indexPath: ip(0, 0))])
    #expect(try d.apply(to: a) == b)
  }

  @Test func reconfigureUsesTheNewIndexPathAndKeepsTheMove() throws {
    let a = make([("s", [1, 2, 3])])
    var b = make([("s", [3, 1, 2])])
    b.reconfigureItems([3, 1])
    let d = b.difference(from: a)
    #expect(d.itemMoves == [.init(identifier: 3, from: ip(0, 2), to: ip(0, 0))])
    #expect(
      d.itemReconfigures == [.init(identifier: 3, indexPath: ip(0, 0)), .init(identifier: 1, indexPath: ip(0, 1))])
    #expect(try d.apply(to: a) == b)
  }

  @Test func reloadWinsOverReconfigure() {
    let a = make([("s", [1])])
    var b = a
    b.reloadItems([1])
    b.reconfigureItems([1])
    let d = b.difference(from: a)
    #expect(d.itemReloads.map(\.identifier) == [1])
    #expect(d.itemReconfigures.isEmpty)
  }

  @Test func sectionReloadStableVersusMoved() throws {
    let a = make([("A", [1]), ("B", [2]), ("C", [3])])
    var b = make([("C", [3]), ("A", [1, 4]), ("B", [2])])
    b.reloadSections(["A", "C"])
    let d = b.difference(from: a)
    // A is stable → reloaded at old index 0 with its new items; C moved → delete 2 + insert 0.
    #expect(d.sectionReloads == [.init(identifier: "A", index: 0, itemIdentifiers: [1, 4])])
    #expect(d.sectionDeletes == [.init(identifier: "C", index: 2)])
    #expect(d.sectionInserts == [.init(identifier: "C", index: 0, itemIdentifiers: [3])])
    #expect(d.sectionMoves.isEmpty && d.itemInserts.isEmpty)
    #expect(try d.apply(to: a) == b)
  }

  @Test func applyingToTheWrongSourceThrows() {
    let a = make([("s", [1, 2, 3])])
    let b = make([("s", [3, 2])])
    let other = make([("s", [7, 8, 9])])
    #expect(throws: SnapshotDifferenceError.self) { try b.difference(from: a).apply(to: other) }
  }

  /// Identity is Hashable only (B20): equal values are the same item even if built separately, and
  /// a struct identifier whose hashed field changed is a different item (delete + insert).
  @Test func identityIsHashableEquality() throws {
    struct Row: Hashable, Sendable {
      var id: Int
      var title: String
    }
    var a = NSDiffableDataSourceSnapshot<Int, Row>()
    a.appendSections([0])
    a.appendItems([Row(id: 1, title: "x"), Row(id: 2, title: "y")])
    var b = NSDiffableDataSourceSnapshot<Int, Row>()
    b.appendSections([0])
    b.appendItems([Row(id: 1, title: "x"), Row(id: 2, title: "changed")])
    let d = b.difference(from: a)
    #expect(d.itemDeletes.map(\.identifier) == [Row(id: 2, title: "y")])
    #expect(d.itemInserts.map(\.identifier) == [Row(id: 2, title: "changed")])
    #expect(try d.apply(to: a) == b)
  }

  @Test func collectionDifferenceHasMinimalMoves() {
    let a = make([("s", Array(1...10)), ("t", [11])])
    let b = make([("s", [10] + Array(1...9)), ("t", [11, 12])])
    let d = Difference.collectionDifference(from: a, to: b)
    #expect(a.itemIdentifiers.applying(d) == b.itemIdentifiers)
    // flat: 10 moves 9 → 0 (one removal + one insertion, associated); 12 inserted at 11.
    #expect(d.removals.count == 1)
    #expect(d.insertions.count == 2)
    #expect(d.inferringMoves().removals.count == 1)
  }

  /// B21: snapshots and differences are Sendable, so the diff can run off the main actor.
  @Test func diffRunsInADetachedTask() async throws {
    let a = make([("s", Array(0..<100))])
    let b = make([("s", Array(50..<150))])
    let d = await Task.detached { SnapshotDifference(from: a, to: b) }.value
    #expect(d.itemDeletes.count == 50 && d.itemInserts.count == 50)
    #expect(try d.apply(to: a) == b)
  }
}
