import DiffableDataSource
import Testing

/// Real-world cases B18, B20 and B22 (spec/real-world-cases.md).
@Suite("Snapshot real-world cases")
struct NSDiffableDataSourceSnapshotCaseTests {
  /// B18: the same five items appended to s1…s4 end up only in s4, with one warning per append that
  /// found them elsewhere (s2, s3, s4 → 3 warnings), each naming all 5 identifiers.
  @Test func appendingExistingItemsMovesThemWithAWarning() {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    let items = ["a", "b", "c", "d", "e"]
    snapshot.appendSections(["s1", "s2", "s3", "s4"])
    for section in ["s1", "s2", "s3", "s4"] { snapshot.appendItems(items, toSection: section) }
    #expect(snapshot.itemIdentifiers(inSection: "s1").isEmpty)
    #expect(snapshot.itemIdentifiers(inSection: "s2").isEmpty)
    #expect(snapshot.itemIdentifiers(inSection: "s3").isEmpty)
    #expect(snapshot.itemIdentifiers(inSection: "s4") == items)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.diagnostics.count == 3)
    for diagnostic in snapshot.diagnostics {
      #expect(diagnostic.code == .itemIdentifiersAlreadyExist)
      #expect(diagnostic.identifiers == items)
      #expect(diagnostic.message.contains("BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS"))
    }
    snapshot.removeAllDiagnostics()
    #expect(snapshot.diagnostics.isEmpty)
  }

  /// B18, within one section: [a, b, c] + append [b] → [a, c, b].
  @Test func appendingAnExistingItemInTheSameSectionMovesItToTheEnd() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([1])
    snapshot.appendItems(["a", "b", "c"])
    snapshot.appendItems(["b"], toSection: 1)
    #expect(snapshot.itemIdentifiers == ["a", "c", "b"])
    #expect(snapshot.indexOfItem("b") == 2)
    #expect(snapshot.diagnostics.map(\.identifiers) == [["b"]])
  }

  /// Inserting an existing item before another moves it too: [a, b, c], insert [c] before a → [c, a, b].
  @Test func insertingAnExistingItemMovesIt() {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([1])
    snapshot.appendItems(["a", "b", "c"])
    snapshot.insertItems(["c"], beforeItem: "a")
    #expect(snapshot.itemIdentifiers == ["c", "a", "b"])
    #expect(snapshot.diagnostics.count == 1)
  }

  final class Section: Hashable, Sendable {
    let id: String
    init(_ id: String) { self.id = id }
    static func == (lhs: Section, rhs: Section) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  /// B20 (Swift-native semantics): a second instance equal by `Hashable` *is* the section, so
  /// appending items to it succeeds and section "x" = [1, 2].
  @Test func classIdentifiersUseHashableNotObjectIdentity() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    let first = Section("x")
    snapshot.appendSections([first])
    let second = Section("x")
    #expect(snapshot.sectionIdentifiers.contains(second))
    if !snapshot.sectionIdentifiers.contains(second) { snapshot.appendSections([second]) }
    snapshot.appendItems([1, 2], toSection: second)
    #expect(snapshot.numberOfSections == 1)
    #expect(snapshot.itemIdentifiers(inSection: first) == [1, 2])
  }

  /// B22: building 10 × 1,000 items one appendItems call per item gives the same snapshot (and the
  /// same O(1) flat index) as one call per section; itemIdentifiers reads are cached.
  @Test func perItemAndBulkAppendsAgree() {
    var bulk = NSDiffableDataSourceSnapshot<Int, Int>()
    var single = NSDiffableDataSourceSnapshot<Int, Int>()
    bulk.appendSections(Array(0..<10))
    single.appendSections(Array(0..<10))
    for section in 0..<10 {
      let items = Array((section * 1_000)..<((section + 1) * 1_000))
      bulk.appendItems(items, toSection: section)
      for item in items { single.appendItems([item], toSection: section) }
    }
    #expect(bulk == single)
    #expect(single.indexOfItem(5_432) == 5_432)
    #expect(single.diagnostics.isEmpty)
    #expect(single.itemIdentifiers == Array(0..<10_000))
  }
}
