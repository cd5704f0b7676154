import DiffableDataSource
import Foundation
import Testing

/// A class identifier hashed by a mutable field (spec case B20).
final class Tag: Hashable, CustomStringConvertible, @unchecked Sendable {
  var name: String
  init(_ name: String) { self.name = name }
  static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
  var description: String { "Tag(\(name))" }
}

@Suite("Identifiers whose hash changes while in a snapshot (B20)")
struct IdentifierHashChangeTests {
  @Test("a changed hash is found, named, and the index repaired")
  func detectAndRepair() throws {
    let a = Tag("a")
    let b = Tag("b")
    var snapshot = NSDiffableDataSourceSnapshot<Int, Tag>()
    snapshot.appendSections([0])
    snapshot.appendItems([a, b])
    let recorded = snapshot.itemIdentifierHashes()
    let before = snapshot.repairChangedIdentifierHashes(recorded: recorded)
    #expect(before == nil)
    b.name = "renamed"
    let found = snapshot.repairChangedIdentifierHashes(recorded: recorded)
    let diagnostic = try #require(found)
    #expect(diagnostic.code == .itemIdentifierHashChanged)
    #expect(diagnostic.identifiers == ["Tag(renamed)"])
    #expect(diagnostic.message.contains("Tag(renamed)"))
    #expect(snapshot.diagnostics.contains(diagnostic))
    // Repaired: the item is found under its new hash, and a second check finds nothing.
    #expect(snapshot.indexOfItem(b) == 1)
    let again = snapshot.repairChangedIdentifierHashes(recorded: snapshot.itemIdentifierHashes())
    #expect(again == nil)
  }

  @Test("the diff of a repaired snapshot treats the mutated item as the same identifier")
  func diffAfterRepair() {
    let b = Tag("b")
    var old = NSDiffableDataSourceSnapshot<Int, Tag>()
    old.appendSections([0])
    old.appendItems([Tag("a"), b])
    let recorded = old.itemIdentifierHashes()
    b.name = "renamed"
    var new = NSDiffableDataSourceSnapshot<Int, Tag>()
    new.appendSections([0])
    new.appendItems([b, Tag("a")])
    old.repairChangedIdentifierHashes(recorded: recorded)
    let difference = SnapshotDifference(from: old, to: new)
    // b moved from 1 to 0 (or a from 0 to 1): one move, nothing inserted or deleted.
    #expect(difference.itemInserts.isEmpty)
    #expect(difference.itemDeletes.isEmpty)
    #expect(difference.itemMoves.count == 1)
  }
}
