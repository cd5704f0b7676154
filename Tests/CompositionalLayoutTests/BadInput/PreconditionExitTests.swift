import CompositionalLayout
import Foundation
import Testing

/// Where UIKit traps, the engine traps too, with a message (DESIGN.md "Errors").
@Suite("Preconditions (exit tests)")
struct PreconditionExitTests {
  @Test("horizontal(layoutSize:subitem:count: 0) traps")
  func countZero() async {
    await #expect(processExitsWith: .failure) {
      let layoutSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
      let subitem = NSCollectionLayoutItem(layoutSize: layoutSize)
      _ = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize, subitem: subitem, count: 0)
    }
  }

  @Test("horizontal(layoutSize:subitems: []) traps")
  func noSubitems() async {
    await #expect(processExitsWith: .failure) {
      let layoutSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
      _ = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize, subitems: [])
    }
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
