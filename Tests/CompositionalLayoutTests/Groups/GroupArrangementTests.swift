import CompositionalLayout
import Foundation
import Testing

/// Spec 2.4 (G-3…G-17): how subitems, count and repeating groups fill, nest and stay partial, at 390 wide.
@Suite("Group arrangement (G)")
struct GroupArrangementTests {
  @Test("G-3/G-4 subitems cycle: [A 0.3, B 0.3] holds A, B, A")
  func cycleTwo() {
    let a = item(.fractionalWidth(0.3), .fractionalHeight(1))
    let b = item(.fractionalWidth(0.3), .fractionalHeight(0.5))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [a, b])
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [4])
    // 0.3 × 390 = 117 (351 px); A at 0 (100 tall), B at 117 (50 tall), A at 234; a fourth would end at 468 > 390.
    #expect(cell(layout, 0) == [0, 0, 117, 100])
    #expect(cell(layout, 1) == [117, 0, 117, 50])
    #expect(cell(layout, 2) == [234, 0, 117, 100])
    #expect(cell(layout, 3) == [0, 100, 117, 100])
  }

  @Test(
    "G-4/G-5 a single subitem repeats while it fits, 1/3 fractions included",
    arguments: [(390, 1.0 / 3, 3, 130), (375, 1.0 / 3, 3, 125), (390, 0.25, 4, 97.33)]
      as [(Double, Double, Int, Double)])
  func cycleOne(width: Double, fraction: Double, perRow: Int, itemWidth: Double) {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)),
      subitems: [item(.fractionalWidth(fraction), .fractionalHeight(1))])
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [perRow + 1], width: width)
    // 390/3 = 130, 375/3 = 125 (exact); 0.25 × 390 = 97.5 = 292.5 px → 292 px = 97.333 (4 × 97.333 ≤ 390).
    #expect(cell(layout, perRow - 1)?[2] == itemWidth)
    #expect(cell(layout, perRow)?[0...1] == [0, 50])
  }

  @Test("G-3 vertical groups cycle down the group: 3 × 100 in 300")
  func verticalCycle() {
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(120), .absolute(300)), subitems: [item(.fractionalWidth(1), .absolute(100))])
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [4])
    #expect(cell(layout, 2) == [0, 200, 120, 100])
    #expect(cell(layout, 3) == [0, 300, 120, 100])
  }

  @Test("G-9 fixed spacing only between neighbours: 4 × 90 + 3 × 10 = 390 fits exactly")
  func spacingBetween() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(.absolute(90), .fractionalHeight(1))])
    group.interItemSpacing = .fixed(10)
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [5])
    // x = 0, 100, 200, 300; no spacing before the first or after the last.
    #expect(cell(layout, 3) == [300, 0, 90, 50])
    #expect(cell(layout, 4) == [0, 50, 90, 50])
  }

  @Test("G-10 an outer group's interItemSpacing separates nested groups")
  func nestedSpacing() {
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)),
      subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .absolute(210)), subitems: [row])
    column.interItemSpacing = .fixed(10)
    let layout = layout(NSCollectionLayoutSection(group: column), counts: [5])
    // Rows at 0 and 110 (100 + 10 ≤ 210); items 195 wide; item 4 opens the next outer group at y 210.
    #expect(cell(layout, 1) == [195, 0, 195, 100])
    #expect(cell(layout, 2) == [0, 110, 195, 100])
    #expect(cell(layout, 4) == [0, 210, 195, 100])
  }

  @Test("G-15 vertical count groups: 2 → 46-pt rows at 0, 54; 3 → 28-pt rows at 0, 36, 72")
  func verticalCounts() {
    let pair = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .absolute(100)), subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
      count: 2)
    pair.interItemSpacing = .fixed(8)
    let triple = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .absolute(100)), subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
      count: 3)
    triple.interItemSpacing = .fixed(8)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [pair, triple])
    let layout = layout(NSCollectionLayoutSection(group: row), counts: [5])
    // (100 − 8)/2 = 46; (100 − 16)/3 = 28; halves 195 wide.
    #expect(cell(layout, 0) == [0, 0, 195, 46])
    #expect(cell(layout, 1) == [0, 54, 195, 46])
    #expect(cell(layout, 2) == [195, 0, 195, 28])
    #expect(cell(layout, 3) == [195, 36, 195, 28])
    #expect(cell(layout, 4) == [195, 72, 195, 28])
  }

  @Test("G-16 a partial last group keeps its geometry; missing slots stay empty")
  func partialGroup() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(80)), subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
      count: 4)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    let layout = layout(section, counts: [5])
    // Slots (390 − 30)/4 = 90 at 0, 100, 200, 300; item 4 sits alone at x 0, full 90 wide, on row 2 (y 85).
    #expect(cell(layout, 4) == [0, 85, 90, 80])
    #expect(cell(layout, 5) == nil)
    // Two rows: 80 + 5 + 80 = 165.
    #expect(contentSize(layout) == [390, 165])
  }

  @Test("G-17 (engine choice) a partial group with flexible spacing is not re-spread")
  func partialFlexible() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(.absolute(100), .fractionalHeight(1))])
    group.interItemSpacing = .flexible(0)
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [5])
    // Full group: 3 items, leftover 90 over 2 gaps → x 0, 145, 290. Items 3, 4 reuse slots 0 and 1 of that template.
    #expect(cell(layout, 2) == [290, 0, 100, 50])
    #expect(cell(layout, 4) == [145, 50, 100, 50])
  }

  @Test("G-12 a single flexible-spaced item is not moved")
  func singleFlexible() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)),
      repeatingSubitem: item(.absolute(100), .fractionalHeight(1)),
      count: 1)
    group.interItemSpacing = .flexible(10)
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [2])
    #expect(cell(layout, 0) == [0, 0, 100, 50])
    #expect(cell(layout, 1) == [0, 50, 100, 50])
  }

  @Test("S-2 items fill slots depth-first through nested groups")
  func depthFirst() {
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
      subitems: [item(.fractionalWidth(1), .absolute(50))])
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)),
      subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1)), column])
    let layout = layout(NSCollectionLayoutSection(group: row), counts: [4])
    // Item 0 = the big half; items 1, 2 = the column's two rows; item 3 = the next group's big half.
    #expect(cell(layout, 0) == [0, 0, 195, 100])
    #expect(cell(layout, 1) == [195, 0, 195, 50])
    #expect(cell(layout, 2) == [195, 50, 195, 50])
    #expect(cell(layout, 3) == [0, 100, 195, 100])
  }
}
