import DiffableDataSource
import Testing

/// An identifier whose `==` says yes once to two different identifiers (then never again), with one hash for
/// all: the snapshot's table sees a duplicate that a fresh set does not (issue 15, item 14).
struct FlakyIdentifier: Hashable, CustomStringConvertible {
  nonisolated(unsafe) static var spuriousEqualities = 1
  let id: Int

  static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.id == rhs.id { return true }
    guard spuriousEqualities > 0 else { return false }
    spuriousEqualities -= 1
    return true
  }

  func hash(into hasher: inout Hasher) { hasher.combine(0) }

  var description: String { "Flaky#\(id)" }
}

/// A broken `Hashable` names the identifiers the snapshot found duplicated, never an empty "{()}" (issue 15, item 14).
@Suite("Broken Hashable duplicate message")
struct BrokenHashableMessageTests {
  @Test func duplicatesFromABrokenHashableAreNamed() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, FlakyIdentifier>()
      snapshot.appendSections([0])
      snapshot.appendItems([FlakyIdentifier(id: 1), FlakyIdentifier(id: 2), FlakyIdentifier(id: 3)])
    }
    expectStandardError(result, contains: "not unique", "{(Flaky#2)}", "disagrees with its hash(into:)", "Fix:")
    if let result {
      #expect(!String(decoding: result.standardErrorContent, as: UTF8.self).contains("{()}"))
    }
  }

  @Test func ordinaryDuplicatesKeepTheirMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["a", "b", "a"])
    }
    expectStandardError(result, contains: "Duplicate identifiers: {(a)}. Fix:")
  }
}
