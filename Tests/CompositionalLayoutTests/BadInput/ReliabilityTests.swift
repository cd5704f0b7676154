import CompositionalLayout
import Foundation
import Testing

/// The reductions of issue 15's layout-engine findings, each with hand-derived expectations.
@Suite("Reliability: the fuzzer's findings, reduced")
struct ReliabilityTests {
  // MARK: 1. A measured size never changes how many items an instance holds

  /// A full-height column of `.uniformAcrossSiblings` rows whose cells are 0.4 × the row's height wide.
  static func columnOfRows() -> NSCollectionLayoutSection {
    let leaf = item(.fractionalHeight(0.4), .estimated(50))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 100)), subitems: [leaf])
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), subitems: [row])
    return NSCollectionLayoutSection(group: column)
  }

  @Test("1. measuring one cell keeps the instance's 72 slots: no trap in rect, item or sizing queries")
  func measuredInstanceKeepsItsSlots() {
    let layout = layout(Self.columnOfRows(), counts: [100])
    // Estimates: a row is proposed 100 tall, so a cell is 0.4 × 100 = 40 wide: floor(390 / 40) = 9 a row. Rows are
    // 100 by estimate: floor(844 / 100) = 8 a column, so a column (844 tall, fractionalHeight(1)) holds 72 cells.
    // Each row then grows to its cells' estimated height, 50: item 9 opens row 1 at y = 50.
    #expect(cell(layout, 9) == [0, 50, 40, 50])
    #expect(cell(layout, 72) == [0, 844, 40, 50])
    layout.setPreferredSize(CGSize(width: 40, height: 200), forItemAt: IndexPath(item: 0, section: 0))
    // Row 0 grows to 200; its uniform siblings take 200 too and are laid out again at 200 tall, so their cells are
    // 0.4 × 200 = 80 wide. The row keeps its 9 slots (capacity is decided by the estimates, spec E-11): item 17 is
    // the ninth cell of row 1 at x = 8 × 80 = 640, overflowing, instead of moving to another row.
    #expect(cell(layout, 0) == [0, 0, 40, 200])
    #expect(cell(layout, 9) == [0, 200, 80, 50])
    #expect(cell(layout, 17) == [640, 200, 80, 50])
    // Instance 1 is unmeasured and still 844 further down.
    #expect(cell(layout, 72) == [0, 844, 40, 50])
    let all = layout.layoutAttributesForElements(in: CGRect(x: -1000, y: -1000, width: 4000, height: 4000)) ?? []
    #expect(all.count == 100)
    let passes = layout.performSizingPass { CGSize(width: $0.currentSize.width, height: 60) }
    #expect(passes >= 1)
    #expect(layout.itemFrames(inSection: 0).count == 100)
  }

  // MARK: 2. One diagnostic per cause per declared element, with a count

  @Test("2. 22,727 slots of one item with ignored insets give one diagnostic counted 22,727 times")
  func diagnosticsAreCountedNotRepeated() {
    let leaf = item(
      .absolute(44), .estimated(44), insets: NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(1e6), .absolute(44)), subitems: [leaf])
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [10])
    // floor(1,000,000 / 44) = 22,727 slots, each the same declared item with top/bottom insets on an estimated axis.
    let ignored = layout.diagnostics.filter { $0.code == .contentInsetsIgnoredOnEstimatedAxis }
    #expect(ignored.count == 1)
    #expect(ignored.first?.count == 22_727)
    // Ten measured sizes re-solve the instance ten times; the cause stays one entry with the pass's count.
    for index in 0..<10 {
      layout.setPreferredSize(CGSize(width: 44, height: 60), forItemAt: IndexPath(item: index, section: 0))
    }
    let after = layout.diagnostics.filter { $0.code == .contentInsetsIgnoredOnEstimatedAxis }
    #expect(after.count == 1)
    #expect(after.first?.count == 22_727)
  }

  @Test("2. nested count groups stop at the 100,000-slot budget of the whole tree, with one diagnostic each")
  func slotBudgetCoversNestedGroups() {
    let leaf = item(
      .absolute(1), .estimated(1), insets: NSDirectionalEdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.absolute(1000), .absolute(1)), subitem: leaf, count: 1000)
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(1000), .absolute(1000)), subitem: row, count: 1000)
    let layout = layout(NSCollectionLayoutSection(group: column), counts: [200_000])
    // 1000 rows × 1000 cells = 10^6 slots declared; the template keeps the first 100,000 = 100 rows, so item 99,999
    // is the last cell of row 99 (x = 999, y = 99) and item 100,000 starts instance 1 at y = 1000.
    #expect(cell(layout, 99_999) == [999, 99, 1, 1])
    #expect(cell(layout, 100_000) == [0, 1000, 1, 1])
    let diagnostics = layout.diagnostics
    #expect(diagnostics.filter { $0.code == .tooManySlotsInGroup }.count == 1)
    let ignored = diagnostics.filter { $0.code == .contentInsetsIgnoredOnEstimatedAxis }
    #expect(ignored.count == 1)
    #expect(ignored.first?.count == 100_000)
  }

  // MARK: 4. Frames never have a negative size

  @Test("4. insets larger than the item give width 0 at the leading inset, one diagnostic, every accessor agrees")
  func oversizedInsetsClampToZero() {
    for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let leaf = item(
        .absolute(10), .absolute(40), insets: NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 15))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [leaf])
      var context = context(counts: [2])
      context.layoutDirection = direction
      let layout = layout(NSCollectionLayoutSection(group: group), context: context)
      // Slot 0 is x ∈ [0, 10]: 10 − 15 − 15 = −20 → width 0 at 0 + 15 = 15. Slot 1 is [10, 20] → x = 25.
      // Right to left: x' = 390 − maxX = 390 − 15 = 375 and 390 − 25 = 365.
      let expected: [[Double]] =
        direction == .leftToRight ? [[15, 0, 0, 40], [25, 0, 0, 40]] : [[375, 0, 0, 40], [365, 0, 0, 40]]
      #expect(cell(layout, 0) == expected[0])
      #expect(cell(layout, 1) == expected[1])
      #expect(layout.itemFrames(inSection: 0).map(rounded) == expected)
      #expect(layout.frameForItem(at: IndexPath(item: 1, section: 0)).map(rounded) == expected[1])
      let found = elements(layout, in: CGRect(x: 0, y: 0, width: 390, height: 40))
      #expect(found[.cell(0)] == expected[0])
      #expect(found[.cell(1)] == expected[1])
      #expect(layout.diagnostics.filter { $0.code == .negativeEffectiveContentSize }.count == 1)
    }
  }
}
