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

  // MARK: 3. Rect queries find what sticks out of its section

  /// Two sections of one 390 × 100 cell each; section 1 starts at y = 100.
  static func stickingOut() -> UICollectionViewCompositionalLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading], absoluteOffset: CGPoint(x: 0, y: -30)))
    let cell = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
    cell.contentInsets = NSDirectionalEdgeInsets(top: -30, leading: 0, bottom: 0, trailing: 0)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
    let section = NSCollectionLayoutSection(group: group)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: -45, leading: 0, bottom: 0, trailing: 0)
    section.decorationItems = [background]
    return layout(section, counts: [1, 1])
  }

  @Test("3. a cell pulled above its section, a badge 30 pt above its cell and an outset background are found")
  func elementsStickingOutAreFound() {
    let layout = Self.stickingOut()
    // Cell 0 of section 0: slot (0, 0, 390, 100) with top inset −30 → (0, −30, 390, 130), above the content.
    #expect(cell(layout, 0) == [0, -30, 390, 130])
    #expect(elements(layout, in: CGRect(x: 0, y: -40, width: 390, height: 20))[.cell(0)] == [0, -30, 390, 130])
    // Section 1's badge: its cell's frame is (0, 70, 390, 130); the top-leading anchor 30 pt up puts the badge at
    // (0, 70 − 30) = (0, 40), inside section 0's span [0, 100]. A query equal to its own frame finds it.
    let badge = CGRect(x: 0, y: 40, width: 20, height: 20)
    #expect(supplementary(layout, "badge", section: 1) == [0, 40, 20, 20])
    #expect(elements(layout, in: badge)[.supplementary("badge", section: 1)] == [0, 40, 20, 20])
    // Section 1's background: the section rectangle (0, 100, 390, 100) with top inset −45 → (0, 55, 390, 145).
    #expect(decoration(layout, "background", section: 1) == [0, 55, 390, 145])
    #expect(
      elements(layout, in: CGRect(x: 0, y: 60, width: 10, height: 10))[.decoration("background", section: 1)] != nil)
    // Every element is found by a query equal to its own frame.
    for attributes in layout.layoutAttributesForElements(in: CGRect(x: -100, y: -100, width: 600, height: 400)) ?? [] {
      let found = layout.layoutAttributesForElements(in: attributes.frame) ?? []
      #expect(
        found.contains {
          $0.indexPath == attributes.indexPath && $0.representedElementKind == attributes.representedElementKind
            && $0.representedElementCategory == attributes.representedElementCategory
        })
    }
  }

  // MARK: 7. Badges are culled by the snapped frame they are vended with

  @Test("7. a badge snapped from −7.5 to −7.667 is culled at −7.667, not −7.5")
  func badgesAreCulledSnapped() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(15), .absolute(15)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading], fractionalOffset: CGPoint(x: -0.5, y: -0.5)))
    let cell = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [1])
    // Offset −0.5 × 15 = −7.5 on each axis; at 3× −22.5 px rounds away from zero to −23 px = −7.667 pt.
    #expect(supplementary(layout, "badge") == [-7.67, -7.67, 15, 15])
    // x ∈ [7.4, 17.4]: the solved badge [−7.5, 7.5] would meet it, the vended one [−7.667, 7.333] does not.
    #expect(elements(layout, in: CGRect(x: 7.4, y: 0, width: 10, height: 10))[.supplementary("badge")] == nil)
    // x, y ∈ [−20, −7.6]: only the vended badge meets it.
    #expect(elements(layout, in: CGRect(x: -20, y: -20, width: 12.4, height: 12.4))[.supplementary("badge")] != nil)
  }

  // MARK: 5. Hostile inputs are sanitised

  @Test("5. NaN, infinite and 1e300 context insets give finite frames with diagnostics")
  func contextInsetsAreSanitised() {
    var context = context(counts: [3])
    context.safeAreaInsets = UIEdgeInsets(top: .nan, left: .infinity, bottom: 0, right: 1e300)
    context.layoutMargins = NSDirectionalEdgeInsets(top: -.infinity, leading: .nan, bottom: 1e300, trailing: 0)
    let section = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(.absolute(50), .absolute(50))]))
    let layout = layout(section, context: context)
    // left ∞ → 0, right 1e300 → 1e9: the content box is 390 − 1e9 < 0 → 0 wide; the group is 0 wide and holds
    // its first item anyway (spec G-6) at x = 0.
    #expect(cell(layout, 0) == [0, 0, 50, 50])
    for frame in layout.itemFrames(inSection: 0) {
      #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width >= 0 && frame.height >= 0)
    }
    #expect(codes(layout).isSuperset(of: [.nonFiniteValue, .valueOutOfRange]))
  }

  @Test("5. a header measured 1e300 tall is clamped to 1e9, also after invalidation")
  func measuredBoundaryItemsAreClamped() {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: "header", alignment: .top)
    let section = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    section.boundarySupplementaryItems = [header]
    let layout = layout(section, counts: [1])
    layout.setPreferredSize(
      CGSize(width: 390, height: 1e300), forSupplementaryViewOfKind: "header", at: IndexPath(item: 0, section: 0))
    // Content: header 1e9 (clamped) + one 100-pt row.
    #expect(contentSize(layout) == [390, 1e9 + 100])
    layout.invalidateLayout()
    #expect(contentSize(layout) == [390, 1e9 + 100])
    #expect(codes(layout).contains(.valueOutOfRange))
  }

  @Test("5. a deceleration rate of 1 rests at a finite offset; NaN and ∞ scroll offsets are stored finite")
  func scrollingInputsAreSanitised() {
    let section = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: size(.absolute(100), .absolute(100)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    section.orthogonalScrollingBehavior = .continuous
    section.orthogonalScrollingProperties.decelerationRate = .init(rawValue: 1)
    let layout = layout(section, counts: [10])
    // Ten 100-pt groups: content 1000 pt in a 390-pt viewport, offsets [0, 610]. Rate 1 is held at 0.9999:
    // 1000 pt/s → 1000 / 1000 × 0.9999 / 0.0001 = 9,999 pt, clamped to 610.
    #expect(layout.swipeOrthogonalSection(0, by: 0, velocity: 1000) == 610)
    layout.scrollPosition = ScrollPosition(contentOffset: CGPoint(x: CGFloat.nan, y: .infinity))
    #expect(layout.scrollPosition.contentOffset == CGPoint(x: 0, y: 1e9))
  }

  @Test("5. negative section insets larger than the content give extent 0, never a negative content size")
  func negativeExtentIsClamped() {
    let section = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    section.contentInsets = NSDirectionalEdgeInsets(top: -500, leading: 0, bottom: 0, trailing: 0)
    let layout = layout(section, counts: [1, 1])
    // −500 + 100 = −400 → 0 per section: both sections start at 0 and the content is 0 tall.
    #expect(contentSize(layout) == [390, 0])
    #expect(cell(layout, 0, section: 1) == [0, -500, 390, 100])
    #expect(codes(layout).contains(.negativeEffectiveContentSize))
  }

  // MARK: 6. Slow paths are bounded

  @Test("6. per-element queries on a section with a handler are O(1): 10,000 queries run the handler once")
  func handlerQueriesAreIndexed() {
    let section = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .absolute(0.05)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))
    // Counted, not timed: a per-query handler run would show as 10,000 × 10,000 items seen.
    nonisolated(unsafe) var itemsSeen = 0
    section.visibleItemsInvalidationHandler = { items, _, _ in
      itemsSeen += items.count
      for item in items { item.alpha = 0.5 }
    }
    let layout = layout(section, counts: [10_000], rounding: .none)
    // 10,000 × 0.05 = 500 pt: every row is on the 844-pt screen, so the handler sees them all.
    for index in 0..<10_000 {
      #expect(layout.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.alpha == 0.5)
    }
    // One pass over the 10,000 visible rows, whichever query triggered it.
    #expect(itemsSeen == 10_000)
  }

  @Test("6. a 1e12-pt group of nested rows is clamped to 1e9 and cut at 100,000 slots, preparing quickly")
  func hugeNestedGroupIsBounded() {
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item(.absolute(1), .absolute(1))])
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .absolute(1e12)), subitems: [row])
    let clock = ContinuousClock()
    var prepared: UICollectionViewCompositionalLayout?
    let elapsed = clock.measure { prepared = layout(NSCollectionLayoutSection(group: column), counts: [300_000]) }
    guard let layout = prepared else { return }
    // Rows of 390 one-point cells; 100,000 slots = 256 full rows (99,840) + 160 cells of row 256.
    #expect(cell(layout, 99_999) == [159, 256, 1, 1])
    // Item 100,000 opens instance 1, 1e9 pt further down.
    #expect(cell(layout, 100_000) == [0, 1e9, 1, 1])
    #expect(codes(layout).isSuperset(of: [.valueOutOfRange, .tooManySlotsInGroup]))
    #expect(elapsed < .seconds(5))
  }
}
