import DiffableDataSource
import Testing

/// Random snapshot pairs (sizes 0–2,000 items, empty sections, sections deleted / inserted / moved,
/// items deleted / inserted / moved within and across sections, reload and reconfigure marks):
/// applying the computed difference to the old snapshot must give the new one.
@Suite("SnapshotDifference properties")
struct SnapshotDifferencePropertyTests {
  /// A random old model and a new model derived from it by random edits.
  static func randomPair(_ rng: inout SplitMix64, maxSize: Int) -> (SnapshotModel, SnapshotModel) {
    let size = rng.below(maxSize + 1)
    var old = SnapshotModel()
    let sectionCount = size == 0 ? rng.below(3) : 1 + rng.below(6)
    for s in 0..<sectionCount { old.sections.append(("s\(s)", [])) }
    for item in 0..<size { old.sections[rng.below(sectionCount)].items.append(item) }
    var new = old
    // Section edits.
    new.sections.removeAll { _ in rng.below(8) == 0 }
    for s in 0..<rng.below(3) { new.sections.insert(("n\(s)", []), at: rng.below(new.sections.count + 1)) }
    if new.sections.count > 1 && rng.below(2) == 0 {
      let moving = new.sections.remove(at: rng.below(new.sections.count))
      new.sections.insert(moving, at: rng.below(new.sections.count + 1))
    }
    guard !new.sections.isEmpty else { return (old, new) }
    // Item edits: delete ~10%, move ~5% anywhere, insert ~10% new, sometimes shuffle one section.
    var moving: [Int] = []
    for s in new.sections.indices {
      new.sections[s].items.removeAll { _ in rng.below(10) == 0 }
      new.sections[s].items.removeAll { item in
        let move = rng.below(20) == 0
        if move { moving.append(item) }
        return move
      }
    }
    let fresh = (0..<(size / 10 + rng.below(3))).map { size + $0 }
    for item in moving + fresh {
      let s = rng.below(new.sections.count)
      new.sections[s].items.insert(item, at: rng.below(new.sections[s].items.count + 1))
    }
    if rng.below(4) == 0 {
      let s = rng.below(new.sections.count)
      new.sections[s].items.shuffle(using: &rng)
    }
    return (old, new)
  }

  static func mark(_ snapshot: inout NSDiffableDataSourceSnapshot<String, Int>, _ rng: inout SplitMix64) {
    let items = snapshot.itemIdentifiers
    guard !items.isEmpty else { return }
    snapshot.reloadItems((0..<rng.below(5)).map { _ in items[rng.below(items.count)] })
    snapshot.reconfigureItems((0..<rng.below(5)).map { _ in items[rng.below(items.count)] })
    let sections = snapshot.sectionIdentifiers
    if rng.below(3) == 0 { snapshot.reloadSections([sections[rng.below(sections.count)]]) }
  }

  @Test(arguments: Array(UInt64(1)...UInt64(8)))
  func applyingTheDifferenceGivesTheNewSnapshot(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for round in 0..<400 {
      let (oldModel, newModel) = Self.randomPair(&rng, maxSize: round % 20 == 0 ? 2_000 : 150)
      let old = oldModel.snapshot()
      var new = newModel.snapshot()
      Self.mark(&new, &rng)
      let difference = new.difference(from: old)
      let applied = try difference.apply(to: old)
      #expect(applied == new, "seed \(seed) round \(round)")
      let flat = SnapshotDifference.collectionDifference(from: old, to: new)
      #expect(old.itemIdentifiers.applying(flat) == new.itemIdentifiers)
      // Every reload-marked item present in both snapshots is reloaded or re-inserted.
      let oldItems = Set(old.itemIdentifiers)
      let covered = Set(
        difference.itemReloads.map(\.identifier) + difference.itemInserts.map(\.identifier)
          + difference.sectionInserts.flatMap(\.itemIdentifiers) + difference.sectionReloads.flatMap(\.itemIdentifiers))
      for item in new.reloadedItemIdentifiers where oldItems.contains(item) {
        #expect(covered.contains(item), "reload of \(item) lost, seed \(seed) round \(round)")
      }
      #expect(difference.itemReloads.allSatisfy { new.reloadedItemIdentifiers.contains($0.identifier) })
      #expect(difference.itemReconfigures.allSatisfy { new.reconfiguredItemIdentifiers.contains($0.identifier) })
    }
  }

  /// Without marks, the moves inside each surviving section number exactly matched − LIS, with the
  /// LIS length computed independently by the O(k²) dynamic programme.
  @Test(arguments: Array(UInt64(11)...UInt64(14)))
  func withinSectionMovesAreMinimal(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<100 {
      let (oldModel, newModel) = Self.randomPair(&rng, maxSize: 120)
      let old = oldModel.snapshot()
      let new = newModel.snapshot()
      let difference = new.difference(from: old)
      for (j, section) in newModel.sections.enumerated() {
        guard let i = oldModel.sections.firstIndex(where: { $0.id == section.id }) else { continue }
        let oldItems = oldModel.sections[i].items
        let sequence = section.items.compactMap { oldItems.firstIndex(of: $0) }
        let expectedMoves = sequence.count - Self.lisLength(sequence)
        let moves = difference.itemMoves.filter { $0.from[0] == i && $0.to[0] == j }.count
        #expect(moves == expectedMoves, "section \(section.id)")
      }
    }
  }

  static func lisLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for k in values.indices {
      for l in 0..<k where values[l] < values[k] { best[k] = max(best[k], best[l] + 1) }
    }
    return best.max() ?? 0
  }

  /// The 10 % / 10 % / 2 % shape: moves are at most the 2 % relocated items (not Heckel's ~90 %).
  @Test func relocatingTwoPercentMovesAtMostTwoPercent() throws {
    var rng = SplitMix64(seed: 99)
    let n = 5_000
    let old = make([("s", Array(0..<n))])
    var items = Array(0..<n).filter { _ in rng.below(10) != 0 }
    for k in 0..<(n / 10) { items.insert(n + k, at: rng.below(items.count + 1)) }
    for _ in 0..<(n / 50) {
      let moving = items.remove(at: rng.below(items.count))
      items.insert(moving, at: rng.below(items.count + 1))
    }
    let new = make([("s", items)])
    let difference = new.difference(from: old)
    #expect(difference.itemMoves.count <= n / 50)
    #expect(try difference.apply(to: old) == new)
  }
}
