import Foundation
import Testing
import Views

/// `IndexPath`'s UIKit members (`item`, `section`, `row`, `init(item:section:)`) read and write a two-element path in
/// place when Foundation's inline layout is known; every result must equal what Foundation's own API gives.
@Suite("IndexPath UIKit members")
struct IndexPathTests {
  static let values = [0, 1, 7, 255, 256, -1, -300, 1 << 40, Int.max, Int.min]

  @Test("the inline layout of a two-element path is recognised on this platform")
  func layoutRecognised() {
    // The probe builds Foundation's own paths and checks that each pair reads back from the first 16 bytes with a
    // tag no other length carries; were it not recognised, the members would still be correct, only slower.
    #expect(IndexPath.hasKnownPairLayout)
  }

  @Test("init(item:section:) equals Foundation's [section, item], hashes alike, and reads back")
  func initialiser() {
    for section in Self.values {
      for item in Self.values {
        let path = IndexPath(item: item, section: section)
        let foundation = IndexPath(indexes: [section, item])
        #expect(path == foundation)
        #expect(path.hashValue == foundation.hashValue)
        #expect(path.count == 2)
        #expect(Array(path) == [section, item])
        #expect(path.item == item && path.section == section && path.row == item)
        #expect(IndexPath(row: item, section: section) == foundation)
        #expect(foundation.item == item && foundation.section == section)
      }
    }
  }

  @Test("setting item, row and section changes only that element")
  func setters() {
    var path = IndexPath(indexes: [3, 4])
    path.item = 9
    #expect(path == IndexPath(indexes: [3, 9]))
    path.section = -2
    #expect(path == IndexPath(indexes: [-2, 9]))
    path.row = Int.max
    #expect(path == IndexPath(indexes: [-2, Int.max]))
    #expect(path.hashValue == IndexPath(indexes: [-2, Int.max]).hashValue)
    // Paths of other lengths keep Foundation's behaviour: dropping the last index of a three-element path gives a
    // two-element one, which then reads as usual.
    let three = IndexPath(indexes: [5, 6, 7])
    let two = three.dropLast()
    #expect(two.count == 2)
    #expect(two.section == 5 && two.item == 6)
  }

  @Test("comparison and appending behave as Foundation's for paths built in place")
  func foundationOperations() {
    let a = IndexPath(item: 2, section: 1)
    let b = IndexPath(item: 0, section: 2)
    #expect(a < b)
    #expect(a.appending(5) == IndexPath(indexes: [1, 2, 5]))
    #expect(Set([a, IndexPath(indexes: [1, 2]), b]).count == 2)
  }
}
