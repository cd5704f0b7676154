import CompositionalLayout
import Foundation
import Testing

/// `forEachItemFrame(_:)` walks a tiled section (one group geometry at a constant stride) with a loop compiled in the
/// caller's module; other sections go through the layout's own walk. Both must give, in order, exactly the frames
/// `frameForItem(at:)` gives.
@Suite("Tiled frame enumeration")
struct TiledFrameEnumerationTests {
  /// Every (section, item, frame) the walk reports, in order.
  static func walk(_ layout: UICollectionViewCompositionalLayout) -> [(section: Int, item: Int, frame: CGRect)] {
    var visits: [(section: Int, item: Int, frame: CGRect)] = []
    layout.forEachItemFrame { section, item, frame in visits.append((section, item, frame)) }
    return visits
  }

  /// Checks that `visits` lists every item of `counts` once, in order, with `frameForItem(at:)`'s frame bit for bit.
  static func expectInOrderAndEqualToLookups(
    _ visits: [(section: Int, item: Int, frame: CGRect)], counts: [Int], _ layout: UICollectionViewCompositionalLayout
  ) {
    let expected = counts.enumerated().flatMap { section, count in (0..<count).map { (section, $0) } }
    #expect(visits.map(\.section) == expected.map(\.0))
    #expect(visits.map(\.item) == expected.map(\.1))
    let mismatches = visits.filter {
      layout.frameForItem(at: IndexPath(item: $0.item, section: $0.section)) != $0.frame
    }
    #expect(mismatches.isEmpty)
  }

  /// Rows of three 100 × 50 items, 10 pt between items, 20 between rows, insets 5 / 15 / 7 / 15; 30 pt between
  /// sections.
  static func gridLayout(counts: [Int], direction: UIUserInterfaceLayoutDirection = .leftToRight)
    -> UICollectionViewCompositionalLayout
  {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(.absolute(100), .absolute(50))])
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 20
    section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 15, bottom: 7, trailing: 15)
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 30
    var context = context(counts: counts, rounding: .none)
    context.layoutDirection = direction
    return layout(section, context: context, configuration: configuration)
  }

  @Test("A grid over several sections: spacing, insets and a partial last row, in order, equal to frameForItem")
  func gridSections() {
    let counts = [7, 0, 4]
    let layout = Self.gridLayout(counts: counts)
    let visits = Self.walk(layout)
    // Section 0: x = 15 (leading inset) + column × (100 + 10), y = 5 (top inset) + row × (50 + 20); 7 items make rows
    // of 3, 3 and 1. Its extent: 5 + 3 × 50 + 2 × 20 + 7 = 202. Section 1 is empty: no extent (S-9, iOS 17), the
    // spacing after it stays. Section 2 starts at 202 + 30 + 0 + 30 = 262: its item 0 at y 262 + 5 = 267, its item 3
    // (row 1, column 0) at x 15, y 267 + 70 = 337.
    #expect(visits.count == 11)
    #expect(visits[0].frame == CGRect(x: 15, y: 5, width: 100, height: 50))
    #expect(visits[5].frame == CGRect(x: 235, y: 75, width: 100, height: 50))
    #expect(visits[6].frame == CGRect(x: 15, y: 145, width: 100, height: 50))
    #expect(visits[7].frame == CGRect(x: 15, y: 267, width: 100, height: 50))
    #expect(visits[9].frame == CGRect(x: 235, y: 267, width: 100, height: 50))
    #expect(visits[10].frame == CGRect(x: 15, y: 337, width: 100, height: 50))
    Self.expectInOrderAndEqualToLookups(visits, counts: counts, layout)
  }

  @Test("A right-to-left grid mirrors x against the content width")
  func gridRightToLeft() {
    let counts = [7, 4]
    let layout = Self.gridLayout(counts: counts, direction: .rightToLeft)
    let visits = Self.walk(layout)
    // Mirrored: x = 390 − (15 + column × 110 + 100): column 0 at 275, column 2 at 55. Section 1 starts at 202 + 30:
    // its item 3 at y 232 + 5 + 70 = 307.
    #expect(visits[0].frame == CGRect(x: 275, y: 5, width: 100, height: 50))
    #expect(visits[2].frame == CGRect(x: 55, y: 5, width: 100, height: 50))
    #expect(visits[10].frame == CGRect(x: 275, y: 307, width: 100, height: 50))
    Self.expectInOrderAndEqualToLookups(visits, counts: counts, layout)
  }

  @Test("A horizontally scrolling layout repeats its groups along x")
  func horizontalGroups() {
    // Columns of two 80 × 40 items 20 apart, 10 pt between columns: item i at x = ⌊i / 2⌋ × 90, y = (i mod 2) × 60.
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(80), .absolute(100)), subitems: [item(.absolute(80), .absolute(40))])
    group.interItemSpacing = .fixed(20)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = layout(section, context: context(counts: [5], rounding: .none), configuration: configuration)
    let visits = Self.walk(layout)
    #expect(visits.count == 5)
    #expect(visits[1].frame == CGRect(x: 0, y: 60, width: 80, height: 40))
    #expect(visits[4].frame == CGRect(x: 180, y: 0, width: 80, height: 40))
    Self.expectInOrderAndEqualToLookups(visits, counts: [5], layout)
  }

  @Test("Nested groups: several leaves per instance, a partial last instance")
  func nestedGroups() {
    // A half-width 100-pt item beside a column of two half-width 50-pt items; 8 pt between groups. Instance k at
    // y = 108 k holds items 3k (x 0, 195 × 100), 3k + 1 (x 195, y 108 k, 195 × 50) and 3k + 2 (x 195, y 108 k + 50).
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
      subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)),
      subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1)), column])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    let layout = layout(section, counts: [8], rounding: .none)
    let visits = Self.walk(layout)
    #expect(visits.count == 8)
    #expect(visits[3].frame == CGRect(x: 0, y: 108, width: 195, height: 100))
    #expect(visits[5].frame == CGRect(x: 195, y: 158, width: 195, height: 50))
    #expect(visits[7].frame == CGRect(x: 195, y: 216, width: 195, height: 50))
    Self.expectInOrderAndEqualToLookups(visits, counts: [8], layout)
  }

  @Test("A measured section falls back to the layout's own walk, beside a tiled one")
  func measuredFallsBack() {
    // Section 0: one row of the 100 × 50 grid (tiled), extent 50. Section 1: full-width rows estimated 44 pt; row 2
    // measured 90 pt tall, so its instances differ and the layout walks them itself: row 3 at y 50 + 44 + 44 + 90.
    let grid = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(.absolute(100), .absolute(50))])
    let rowSize = size(.fractionalWidth(1), .estimated(44))
    let list = NSCollectionLayoutGroup.vertical(
      layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
    let layout = UICollectionViewCompositionalLayout { section, _ in
      NSCollectionLayoutSection(group: section == 0 ? grid : list)
    }
    layout.prepare(context: context(counts: [3, 6], rounding: .none))
    layout.setPreferredSize(CGSize(width: 390, height: 90), forItemAt: IndexPath(item: 2, section: 1))
    let visits = Self.walk(layout)
    #expect(visits.count == 9)
    #expect(visits[2].frame == CGRect(x: 200, y: 0, width: 100, height: 50))
    #expect(visits[5].frame == CGRect(x: 0, y: 138, width: 390, height: 90))
    #expect(visits[6].frame == CGRect(x: 0, y: 228, width: 390, height: 44))
    Self.expectInOrderAndEqualToLookups(visits, counts: [3, 6], layout)
  }

  @Test("W1 at 100,000 items: the anchors' exact checksum, and the same frames as itemFrames(inSection:)")
  func w1Exact() {
    let layout = layout(UniformGridTrapTests.grid(), counts: [100_000], rounding: .none)
    var checksum: CGFloat = 0
    var frames: [CGRect] = []
    frames.reserveCapacity(100_000)
    layout.forEachItemFrame { _, _, frame in
      checksum += frame.minX + frame.minY
      frames.append(frame)
    }
    // spec/performance-anchors.md, W1 at 10^5: 33,333 full rows and item 99,999 alone in row 33,333. Σy = 140 ×
    // (3 × (0 + … + 33,332) + 33,333) = 140 × 1,666,616,667 = 233,326,333,380; Σx = 33,333 × (0 + 400/3 + 800/3)
    // + 0 = 13,333,200 (w + 10 = 400/3). Total 233,339,666,580, exact in 64-bit arithmetic.
    #expect(checksum == 233_339_666_580)
    #expect(frames == layout.itemFrames(inSection: 0))
  }
}
