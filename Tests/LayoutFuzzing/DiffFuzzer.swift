import DiffableDataSource
import Foundation

/// Builds seeded random pairs of snapshots and checks that the difference, applied to the source, gives the
/// target (and that a snapshot's difference from itself is empty).
public enum DiffFuzzer {
  /// Runs `count` pairs with seeds `firstSeed`, `firstSeed + 1`, …
  public static func run(firstSeed: UInt64 = 0, count: Int, watchdog: FuzzWatchdog? = nil) -> FuzzReport {
    var report = FuzzReport()
    for offset in 0..<count {
      let seed = firstSeed &+ UInt64(offset)
      watchdog?.begin(seed: seed, kind: "diff")
      let start = threadCPUSeconds()
      let problems = check(seed: seed)
      report.record(seed: seed, seconds: threadCPUSeconds() - start, problems: problems)
    }
    watchdog?.end()
    return report
  }

  typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>

  /// The broken invariants of pair `seed` (empty when it passes).
  public static func check(seed: UInt64) -> [String] {
    var random = SeededGenerator(seed: seed)
    let pool = Int.random(in: 1...(random.chance(0.1) ? 2000 : 60), using: &random)
    let source = snapshot(&random, pool: pool)
    let target = random.chance(0.3) ? snapshot(&random, pool: pool) : edited(source, &random, pool: pool)
    var problems: [String] = []
    do {
      let difference = target.difference(from: source)
      let applied = try difference.apply(to: source)
      if applied != target { problems.append("applying the difference does not give the target") }
      if !source.difference(from: source).isEmpty { problems.append("a snapshot differs from itself") }
    } catch {
      problems.append("apply threw \(error)")
    }
    return problems
  }

  static func snapshot(_ random: inout SeededGenerator, pool: Int) -> Snapshot {
    var snapshot = Snapshot()
    let sections = Array(0..<Int.random(in: 0...6, using: &random)).shuffled(using: &random)
    snapshot.appendSections(sections)
    var items = Array(0..<pool).shuffled(using: &random)
    items.removeLast(Int.random(in: 0...items.count, using: &random))
    for item in items {
      guard let section = sections.randomElement(using: &random) else { break }
      snapshot.appendItems([item], toSection: section)
    }
    return snapshot
  }

  static func edited(_ source: Snapshot, _ random: inout SeededGenerator, pool: Int) -> Snapshot {
    var snapshot = source
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      let items = snapshot.itemIdentifiers
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        if let item = items.randomElement(using: &random) { snapshot.deleteItems([item]) }
      case 1:
        let fresh = Int.random(in: pool..<(pool + 1000), using: &random)
        if !items.contains(fresh), let section = snapshot.sectionIdentifiers.randomElement(using: &random) {
          snapshot.appendItems([fresh], toSection: section)
        }
      case 2:
        if let moved = items.randomElement(using: &random), let anchor = items.randomElement(using: &random),
          moved != anchor
        {
          random.chance(0.5)
            ? snapshot.moveItem(moved, beforeItem: anchor) : snapshot.moveItem(moved, afterItem: anchor)
        }
      case 3:
        let sections = snapshot.sectionIdentifiers
        if let moved = sections.randomElement(using: &random), let anchor = sections.randomElement(using: &random),
          moved != anchor
        {
          snapshot.moveSection(moved, beforeSection: anchor)
        }
      case 4:
        if let section = snapshot.sectionIdentifiers.randomElement(using: &random) {
          snapshot.deleteSections([section])
        }
      default:
        let fresh = 100 + Int.random(in: 0..<50, using: &random)
        if !snapshot.sectionIdentifiers.contains(fresh) { snapshot.appendSections([fresh]) }
      }
    }
    return snapshot
  }
}
