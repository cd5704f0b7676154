import DiffableDataSource
import Testing

/// Random operation sequences checked step by step against `SnapshotModel`, including the lazily
/// repaired item index (every item's `indexOfItem` must equal its position in the flat model).
@Suite("NSDiffableDataSourceSnapshot against an array model")
struct NSDiffableDataSourceSnapshotModelTests {
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func randomOperationsMatchTheModel(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    var model = SnapshotModel()
    var nextSection = 0
    for _ in 0..<300 {
      let all = model.allItems
      let existing = all.isEmpty ? nil : all[rng.below(all.count)]
      switch rng.below(9) {
      case 0:
        let id = "s\(nextSection)"
        nextSection += 1
        snapshot.appendSections([id])
        model.sections.append((id, []))
      case 1, 2:
        guard !model.sections.isEmpty else { continue }
        let target = rng.below(model.sections.count)
        // Fresh ids plus, sometimes, one that exists (moved into place).
        var items = (0..<rng.below(6)).map { _ in 1000 + rng.below(400) }
        items = Array(Set(items))
        if let existing, rng.below(3) == 0, !items.contains(existing) { items.append(existing) }
        for s in model.sections.indices { model.sections[s].items.removeAll { items.contains($0) } }
        model.sections[target].items.append(contentsOf: items)
        snapshot.appendItems(items, toSection: model.sections[target].id)
      case 3:
        guard let anchor = existing else { continue }
        let items = Array(Set((0..<rng.below(4)).map { _ in 2000 + rng.below(400) })).filter { $0 != anchor }
        let after = rng.below(2) == 0
        for s in model.sections.indices { model.sections[s].items.removeAll { items.contains($0) } }
        let s = model.sections.firstIndex { $0.items.contains(anchor) } ?? 0
        let p = (model.sections[s].items.firstIndex(of: anchor) ?? 0) + (after ? 1 : 0)
        model.sections[s].items.insert(contentsOf: items, at: p)
        if after {
          snapshot.insertItems(items, afterItem: anchor)
        } else {
          snapshot.insertItems(items, beforeItem: anchor)
        }
      case 4:
        let doomed = (0..<rng.below(4)).compactMap { _ in all.isEmpty ? nil : all[rng.below(all.count)] }
        for s in model.sections.indices { model.sections[s].items.removeAll { doomed.contains($0) } }
        snapshot.deleteItems(doomed + [-1])
      case 5:
        guard let moving = existing, all.count > 1 else { continue }
        let anchor = all[rng.below(all.count)]
        guard anchor != moving else { continue }
        let after = rng.below(2) == 0
        for s in model.sections.indices { model.sections[s].items.removeAll { $0 == moving } }
        let s = model.sections.firstIndex { $0.items.contains(anchor) } ?? 0
        let p = (model.sections[s].items.firstIndex(of: anchor) ?? 0) + (after ? 1 : 0)
        model.sections[s].items.insert(moving, at: p)
        if after { snapshot.moveItem(moving, afterItem: anchor) } else { snapshot.moveItem(moving, beforeItem: anchor) }
      case 6:
        guard model.sections.count > 1 else { continue }
        let from = rng.below(model.sections.count)
        let to = rng.below(model.sections.count)
        guard from != to else { continue }
        let moving = model.sections[from]
        let anchor = model.sections[to].id
        model.sections.remove(at: from)
        let p = (model.sections.firstIndex { $0.id == anchor } ?? 0) + (rng.below(2) == 0 ? 1 : 0)
        model.sections.insert(moving, at: p)
        if p > 0 && model.sections[p - 1].id == anchor {
          snapshot.moveSection(moving.id, afterSection: anchor)
        } else {
          snapshot.moveSection(moving.id, beforeSection: anchor)
        }
      case 7:
        guard !model.sections.isEmpty, rng.below(3) == 0 else { continue }
        let victim = model.sections.remove(at: rng.below(model.sections.count))
        snapshot.deleteSections([victim.id])
      default:
        guard !model.sections.isEmpty else { continue }
        let id = "s\(nextSection)"
        nextSection += 1
        let anchor = rng.below(model.sections.count)
        model.sections.insert((id, []), at: anchor)
        snapshot.insertSections([id], beforeSection: model.sections[anchor + 1].id)
      }
      if rng.below(4) == 0 { verify(snapshot, model) }
    }
    verify(snapshot, model)
  }

  func verify(_ snapshot: NSDiffableDataSourceSnapshot<String, Int>, _ model: SnapshotModel) {
    #expect(SnapshotModel(snapshot) == model)
    let flat = model.allItems
    #expect(snapshot.itemIdentifiers == flat)
    #expect(snapshot.numberOfItems == flat.count)
    for (index, item) in flat.enumerated() {
      #expect(snapshot.indexOfItem(item) == index, "item \(item)")
    }
    for (index, section) in model.sections.enumerated() {
      #expect(snapshot.indexOfSection(section.id) == index)
    }
  }
}
