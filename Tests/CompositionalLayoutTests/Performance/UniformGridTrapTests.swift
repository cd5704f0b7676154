import CompositionalLayout
import Foundation
import Testing

/// performance-anchors.md W1: a 3-column grid whose item width is (390 − 2 · 10)/3 with 10 pt between columns and
/// rows. All three items must fit every row (engines in 32-bit floats fit only two).
@Suite("W1 uniform grid trap")
struct UniformGridTrapTests {
  static func grid() -> NSCollectionLayoutSection {
    let width = (390 - 2 * 10) / CGFloat(3)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(130)), subitems: [item(.absolute(width), .absolute(130))])
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    return section
  }

  @Test("N = 1,000: Σ(x + y) = 23,396,580 and height 46,750", arguments: [PixelRounding.none, .floor])
  func checksum(rounding: PixelRounding) {
    let layout = layout(Self.grid(), counts: [1000], rounding: rounding)
    var sum: Double = 0
    var count = 0
    layout.forEachItemFrame { _, _, frame in
      sum += Double(frame.minX + frame.minY)
      count += 1
    }
    // Σx: 333 full rows × (0 + 133.33 + 266.67 = 400) + 0 = 133,200. Σy: 140 × 3 × (0 + … + 332) + 140 × 333 =
    // 23,216,760 + 46,620 = 23,263,380. Total 23,396,580. Height: 334 rows × 130 + 333 × 10 = 46,750.
    #expect(count == 1000)
    #expect(abs(sum - 23_396_580) < 1e-6)
    #expect(layout.collectionViewContentSize.height == 46_750)
  }

  @Test("Three items a row: item 2 at x = 2(w + 10) = 266.67, item 3 opens row 1 at y 140")
  func threePerRow() {
    let layout = layout(Self.grid(), counts: [4])
    #expect(cell(layout, 2) == [266.67, 0, 123.33, 130])
    #expect(cell(layout, 3) == [0, 140, 123.33, 130])
  }

  @Test("The count-group form (floored slots) also fits three a row")
  func countForm() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(130)), subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
      count: 3)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let layout = layout(section, counts: [1000])
    // Slot 370/3 = 123.333 = 370 px, already on the grid; item 997 = row 332, column 1: x 133.33, y 46,480.
    #expect(cell(layout, 997) == [133.33, 332 * 140, 123.33, 130])
    #expect(layout.collectionViewContentSize.height == 46_750)
  }
}
