import CompositionalLayout
import Foundation
import Testing

/// Where UIKit traps, the engine traps too, with a message (DESIGN.md "Errors") that survives optimised builds
/// (`usagePrecondition` calls `fatalError`; run these under `swift test -c release` too).
@Suite("Preconditions (exit tests)")
struct PreconditionExitTests {
  @Test("horizontal(layoutSize:subitem:count: 0) traps")
  func countZero() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let layoutSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
      let subitem = NSCollectionLayoutItem(layoutSize: layoutSize)
      _ = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize, subitem: subitem, count: 0)
    }
    Self.expectMessage(result, "count must be at least 1; got 0")
  }

  static func expectMessage(_ result: ExitTest.Result?, _ fragment: String) {
    guard let result else { return }
    let text = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(text.contains(fragment), "stderr lacks \(fragment): \(text)")
  }

  @Test("IndexPath.item on a three-element index path traps naming it")
  func itemOfLongIndexPath() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = IndexPath(indexes: [1, 2, 3]).item
    }
    Self.expectMessage(result, "IndexPath.item needs a two-element index path")
  }

  @Test("horizontal(layoutSize:subitems: []) traps")
  func noSubitems() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let layoutSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
      _ = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize, subitems: [])
    }
    Self.expectMessage(result, "needs at least one subitem")
  }

  @Test("A valid count does not trap (control)")
  func validCount() async {
    await #expect(processExitsWith: .success) {
      let layoutSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
      let subitem = NSCollectionLayoutItem(layoutSize: layoutSize)
      _ = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize, subitem: subitem, count: 1)
    }
  }
}
