import DiffableDataSource
import Testing

/// An item identifier whose hash is its id modulo `classes` (0: the id itself): with few classes most identifiers
/// collide, which exercises the item index's probing, growth and removal paths.
struct Clustered: Hashable, Sendable, CustomStringConvertible {
  let id: Int
  let classes: Int
  static func == (lhs: Clustered, rhs: Clustered) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(classes == 0 ? id : id % classes) }
  var description: String { "\(id)" }
}

/// The snapshot's item index under one-item appends, bulk appends, many-item and few-item deletions, section
/// deletions and copies, checked step by step against an array model (expected values come from the model).
@Suite("Item index: lookups stay exact through appends, deletions and copies")
struct ItemIndexTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Clustered>

  @Test(arguments: [(1, 1), (2, 7), (3, 0), (4, 0), (5, 3)] as [(UInt64, Int)])
  func randomOperationsMatchTheModel(seed: UInt64, classes: Int) {
    var rng = SplitMix64(seed: seed)
    var snapshot = Snapshot()
    var model: [(id: Int, items: [Int])] = []
    var saved: (snapshot: Snapshot, model: [(id: Int, items: [Int])])?
    var nextItem = 0
    var nextSection = 0
    var deleted: [Int] = []
    func item(_ id: Int) -> Clustered { Clustered(id: id, classes: classes) }
    func remove(_ ids: Set<Int>) {
      for s in model.indices { model[s].items.removeAll { ids.contains($0) } }
    }
    for step in 0..<160 {
      let all = model.flatMap(\.items)
      switch rng.below(10) {
      case 0, 1:
        // A new section, reusing a freed slot when there is one.
        snapshot.appendSections([nextSection])
        model.append((nextSection, []))
        nextSection += 1
      case 2, 3:
        // One appendItems call per item to a named section; now and then an existing item, moved into place.
        guard !model.isEmpty else { continue }
        let target = rng.below(model.count)
        for _ in 0..<(1 + rng.below(40)) {
          var id = nextItem
          if !all.isEmpty && rng.below(8) == 0 {
            id = all[rng.below(all.count)]
          } else {
            nextItem += 1
          }
          remove([id])
          model[target].items.append(id)
          snapshot.appendItems([item(id)], toSection: model[target].id)
        }
      case 4:
        // One call for many fresh items, to the last section.
        guard !model.isEmpty else { continue }
        let ids = Array(nextItem..<(nextItem + rng.below(60)))
        nextItem += ids.count
        model[model.count - 1].items.append(contentsOf: ids)
        snapshot.appendItems(ids.map(item))
      case 5:
        // Many at once (a quarter of the items, with repeats and unknown identifiers).
        guard !all.isEmpty else { continue }
        let doomed = (0..<(all.count / 4 + 1)).map { _ in all[rng.below(all.count)] }
        remove(Set(doomed))
        deleted.append(contentsOf: doomed)
        snapshot.deleteItems((doomed + [-1, -2]).map(item))
      case 6:
        // A few.
        guard !all.isEmpty else { continue }
        let doomed = (0..<(1 + rng.below(3))).map { _ in all[rng.below(all.count)] }
        remove(Set(doomed))
        deleted.append(contentsOf: doomed)
        snapshot.deleteItems(doomed.map(item))
      case 7:
        // A whole section, often a large one.
        guard !model.isEmpty else { continue }
        let victim = model.remove(at: rng.below(model.count))
        deleted.append(contentsOf: victim.items)
        snapshot.deleteSections([victim.id])
      case 8:
        // Inserts before an existing item.
        guard !all.isEmpty else { continue }
        let anchor = all[rng.below(all.count)]
        let ids = Array(nextItem..<(nextItem + 1 + rng.below(20)))
        nextItem += ids.count
        let s = model.firstIndex { $0.items.contains(anchor) }!
        model[s].items.insert(contentsOf: ids, at: model[s].items.firstIndex(of: anchor)!)
        snapshot.insertItems(ids.map(item), beforeItem: item(anchor))
      default:
        // Keep a copy to check later: mutating the original must not change it.
        saved = (snapshot, model)
      }
      if step % 8 == 0 { verify(snapshot, model, deleted: deleted, item) }
    }
    verify(snapshot, model, deleted: deleted, item)
    if let saved { verify(saved.snapshot, saved.model, deleted: [], item) }
    // Emptying keeps nothing behind: the same identifiers can be added again.
    snapshot.deleteAllItems()
    snapshot.appendSections([0])
    for id in model.flatMap(\.items) { snapshot.appendItems([item(id)], toSection: 0) }
    verify(snapshot, [(0, model.flatMap(\.items))], deleted: [], item)
  }

  func verify(
    _ snapshot: Snapshot, _ model: [(id: Int, items: [Int])], deleted: [Int], _ item: (Int) -> Clustered,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let flat = model.flatMap(\.items)
    #expect(snapshot.sectionIdentifiers == model.map(\.id), sourceLocation: sourceLocation)
    #expect(snapshot.itemIdentifiers.map(\.id) == flat, sourceLocation: sourceLocation)
    #expect(snapshot.numberOfItems == flat.count, sourceLocation: sourceLocation)
    var index = 0
    for section in model {
      for id in section.items {
        #expect(snapshot.indexOfItem(item(id)) == index, "item \(id)", sourceLocation: sourceLocation)
        #expect(snapshot.sectionIdentifier(containingItem: item(id)) == section.id, sourceLocation: sourceLocation)
        index += 1
      }
    }
    let present = Set(flat)
    for id in deleted where !present.contains(id) {
      #expect(snapshot.indexOfItem(item(id)) == nil, "deleted item \(id)", sourceLocation: sourceLocation)
    }
  }

  @Test("one item per call, 5,000 times, in three sections: every flat index exact")
  func oneCallPerItemAcrossSections() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b", "c"])
    // Item k goes to section k % 3; section "a" holds 0, 3, 6, …, 4998 (1,667 items), "b" 1, 4, …, 4999 (1,667),
    // "c" 2, 5, …, 4997 (1,666). Flat index of k: (k / 3) in "a", 1,667 + (k / 3) in "b", 3,334 + (k / 3) in "c".
    let sections = ["a", "b", "c"]
    for k in 0..<5_000 { snapshot.appendItems([k], toSection: sections[k % 3]) }
    #expect(snapshot.numberOfItems == 5_000)
    #expect(snapshot.numberOfItems(inSection: "a") == 1_667)
    #expect(snapshot.numberOfItems(inSection: "c") == 1_666)
    for k in 0..<5_000 {
      let base = [0, 1_667, 3_334][k % 3]
      #expect(snapshot.indexOfItem(k) == base + k / 3)
    }
    #expect(snapshot.indexOfItem(5_000) == nil)
  }

  @Test("a section deleted and one appended in its slot: appends go to the new section")
  func appendAfterSectionReuse() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1], toSection: "a")
    snapshot.appendItems([2], toSection: "b")
    snapshot.deleteSections(["a"])
    snapshot.appendSections(["c"])
    snapshot.appendItems([3], toSection: "c")
    snapshot.appendItems([4], toSection: "b")
    // "b": [2, 4] at flat 0, 1; "c": [3] at flat 2; 1 went with "a".
    #expect(snapshot.itemIdentifiers(inSection: "b") == [2, 4])
    #expect(snapshot.itemIdentifiers(inSection: "c") == [3])
    #expect(snapshot.indexOfItem(3) == 2)
    #expect(snapshot.indexOfItem(1) == nil)
  }

  @Test("an identifier whose hash changed keeps its entry while others are removed around it (B20)")
  func changedHashSurvivesRemovals() throws {
    let tags = (0..<40).map { Tag("t\($0)") }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Tag>()
    snapshot.appendSections([0])
    for tag in tags { snapshot.appendItems([tag]) }
    tags[39].name = "renamed"
    // One removal (t0; the last entry, t39's, moves into its place), then many at once (t1 … t20, 20 of 39).
    snapshot.deleteItems([tags[0]])
    snapshot.deleteItems(Array(tags[1...20]))
    // Left: t21 … t39, 19 items; t21 at flat index 0, t38 at 38 - 21 = 17.
    #expect(snapshot.numberOfItems == 19)
    #expect(snapshot.indexOfItem(tags[21]) == 0)
    #expect(snapshot.indexOfItem(tags[38]) == 17)
    // Rebuilt from the current hashes, the renamed t39 is found again, last: 39 - 21 = 18.
    snapshot.rebuildItemIdentifierIndex()
    #expect(snapshot.indexOfItem(tags[39]) == 18)
    #expect(snapshot.indexOfItem(tags[21]) == 0)
    #expect(snapshot.indexOfItem(tags[5]) == nil)
  }
}
