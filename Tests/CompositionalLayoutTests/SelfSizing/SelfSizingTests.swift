import CompositionalLayout
import Foundation
import Testing

/// Self-sizing: estimated dimensions take measured sizes (spec E-1…E-11, cases B01, B02, B05).
@Suite("Self-sizing")
struct SelfSizingTests {
  static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// A list: rows fractionalWidth 1 × estimated 44 in groups of the same size; container 390 × 844.
  static func list(counts: [Int], header: Bool = false) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    if header {
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: UICollectionView.elementKindSectionHeader,
          alignment: .top)
      ]
    }
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: counts))
    return layout
  }

  static func frame(_ layout: UICollectionViewCompositionalLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test("a measured row takes its height; later rows move by the change; earlier rows stay (E-1, E-7)")
  func measuredRow() {
    let layout = Self.list(counts: [5])
    #expect(Self.frame(layout, 2) == CGRect(x: 0, y: 88, width: 390, height: 44))
    layout.setPreferredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 1, section: 0))
    // Row 1: 44…144; row 2 at 144; content 4 × 44 + 100 = 276.
    #expect(Self.frame(layout, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(Self.frame(layout, 1) == CGRect(x: 0, y: 44, width: 390, height: 100))
    #expect(Self.frame(layout, 2) == CGRect(x: 0, y: 144, width: 390, height: 44))
    #expect(layout.collectionViewContentSize.height == 276)
  }

  @Test("a non-estimated axis keeps its size (E-6)")
  func fixedAxis() {
    let layout = Self.list(counts: [3])
    layout.setPreferredSize(CGSize(width: 200, height: 60), forItemAt: IndexPath(item: 0, section: 0))
    #expect(Self.frame(layout, 0) == CGRect(x: 0, y: 0, width: 390, height: 60))
  }

  @Test("a change in one section moves later sections only")
  func laterSections() {
    let layout = Self.list(counts: [3, 3])
    // Section 1 starts at 3 × 44 = 132.
    #expect(Self.frame(layout, 0, 1)?.minY == 132)
    layout.setPreferredSize(CGSize(width: 390, height: 64), forItemAt: IndexPath(item: 2, section: 1))
    #expect(Self.frame(layout, 0, 1)?.minY == 132)
    layout.setPreferredSize(CGSize(width: 390, height: 54), forItemAt: IndexPath(item: 0, section: 0))
    // Section 0 grows by 10: section 1 starts at 142; its item 2 (measured 64) at 142 + 88 = 230.
    #expect(Self.frame(layout, 0, 1)?.minY == 142)
    #expect(Self.frame(layout, 2, 1) == CGRect(x: 0, y: 230, width: 390, height: 64))
    let height: CGFloat = 54 + 88 + 88 + 64
    #expect(layout.collectionViewContentSize.height == height)
  }

  @Test("measured sizes survive invalidation and are forgotten when the section's data changes")
  func survival() {
    let layout = Self.list(counts: [3, 3])
    layout.setPreferredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 0, section: 0))
    layout.setPreferredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 0, section: 1))
    layout.invalidateLayout()
    #expect(Self.frame(layout, 0)?.height == 100)
    var context = layout.context
    context.numberOfItemsInSection = [4, 3]
    layout.prepare(context: context)
    #expect(Self.frame(layout, 0)?.height == 44)
    #expect(Self.frame(layout, 0, 1)?.height == 100)
  }

  @Test("a fractionalHeight item in an estimated group does not self-size (case B01)")
  func fractionalInEstimatedGroup() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: Self.size(.fractionalWidth(1), .estimated(50)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [2]))
    var asked = 0
    layout.performSizingPass { request in
      asked += 1
      return CGSize(width: request.currentSize.width, height: 120)
    }
    // The item is 1.0 × the group's provisional 50 pt and is never asked; the group keeps 50.
    #expect(asked == 0)
    #expect(Self.frame(layout, 1) == CGRect(x: 0, y: 50, width: 390, height: 50))
  }

  @Test("a count group's slots override item estimates along its axis (case B02)")
  func countOverridesEstimate() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: Self.size(.fractionalWidth(1), .absolute(300)), subitem: item, count: 3)
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [3]))
    layout.setPreferredSize(CGSize(width: 390, height: 20), forItemAt: IndexPath(item: 1, section: 0))
    // Slots are 300 / 3 = 100 whatever the item measures.
    #expect(Self.frame(layout, 1) == CGRect(x: 0, y: 100, width: 390, height: 100))
  }

  @Test("content insets on the estimated axis are ignored, with a diagnostic (case B05)")
  func insetsIgnored() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [2]))
    layout.setPreferredSize(CGSize(width: 390, height: 80), forItemAt: IndexPath(item: 0, section: 0))
    // Leading/trailing insets apply (width is fractional): x 10, width 370; top/bottom are ignored: y 0, height 80.
    #expect(Self.frame(layout, 0) == CGRect(x: 10, y: 0, width: 370, height: 80))
    #expect(Self.frame(layout, 1)?.minY == 80)
    #expect(layout.diagnostics.contains { $0.code == .contentInsetsIgnoredOnEstimatedAxis })
  }

  @Test("uniformAcrossSiblings: siblings share the largest measured size (E-8)")
  func uniform() {
    let item = NSCollectionLayoutItem(
      layoutSize: Self.size(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(estimate: 50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.fractionalWidth(1), .estimated(50)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [6]))
    let heights: [CGFloat] = [40, 80, 60, 30, 30, 30]
    let passes = layout.performSizingPass { request in
      CGSize(width: request.currentSize.width, height: heights[request.indexPath.item])
    }
    // Pass 1 asks all six; pass 2 finds every question unchanged (fixed width 130) and asks nothing. (Items 0 and 2
    // answer 40 and 60 but are laid out 80 tall: when every item was asked in every pass, their answers "differed"
    // each time and the pass ran to its limit of 8 with a sizingDidNotConverge diagnostic.)
    #expect(passes == 2)
    #expect(!layout.diagnostics.contains { $0.code == .sizingDidNotConverge })
    // Row 0: max(40, 80, 60) = 80 for all three; row 1: 30; the group takes the tallest: row 1 starts at 80.
    #expect((0..<3).map { Self.frame(layout, $0)?.height } == [80, 80, 80])
    #expect(Self.frame(layout, 3) == CGRect(x: 0, y: 80, width: 130, height: 30))
    #expect(layout.collectionViewContentSize.height == 110)
  }

  @Test("uniformAcrossSiblings on the outermost group: every row takes the section's largest (E-8)")
  func uniformSection() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: Self.size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 44)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [4]))
    let heights: [CGFloat] = [30, 70, 50, 40]
    layout.performSizingPass { request in CGSize(width: 390, height: heights[request.indexPath.item]) }
    // Every group takes the largest, 70: rows at 0, 70, 140, 210; each cell keeps its own height.
    #expect((0..<4).map { Self.frame(layout, $0)?.minY } == [0, 70, 140, 210])
    #expect(Self.frame(layout, 2)?.height == 50)
    #expect(layout.collectionViewContentSize.height == 280)
  }

  @Test("an estimated header takes its measured height and pushes the rows (E-9)")
  func estimatedHeader() {
    let layout = Self.list(counts: [2], header: true)
    #expect(Self.frame(layout, 0)?.minY == 30)
    layout.setPreferredSize(
      CGSize(width: 390, height: 72), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: 0))
    #expect(Self.frame(layout, 0)?.minY == 72)
    let height: CGFloat = 72 + 88
    #expect(layout.collectionViewContentSize.height == height)
  }

  @Test("an orthogonal section takes the extent of its tallest measured group (O-4)")
  func orthogonalTallest() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(100)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: Self.size(.absolute(200), .estimated(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [4, 0]))
    #expect(layout.collectionViewContentSize.height == 100)
    layout.setPreferredSize(CGSize(width: 200, height: 150), forItemAt: IndexPath(item: 2, section: 0))
    #expect(layout.collectionViewContentSize.height == 150)
    #expect(Self.frame(layout, 2) == CGRect(x: 400, y: 0, width: 200, height: 150))
  }

  @Test("badges re-anchor to the measured frame")
  func badgeFollows() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: Self.size(.absolute(10), .absolute(10)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
    let item = NSCollectionLayoutItem(
      layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [2]))
    layout.setPreferredSize(CGSize(width: 390, height: 90), forItemAt: IndexPath(item: 1, section: 0))
    // Item 1 spans 44…134: the badge sits inside its bottom-trailing corner at (380, 124).
    let frame = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
    #expect(frame == CGRect(x: 380, y: 124, width: 10, height: 10))
  }

  @Test("sizing passes stop: converging measurers in two passes, asked once per row")
  func convergence() {
    let layout = Self.list(counts: [4])
    var asked = 0
    let passes = layout.performSizingPass { request in
      asked += 1
      return CGSize(width: 1, height: 60)
    }
    // Pass 1 asks rows 0…3 (4 calls) and records 60 for each; pass 2 finds every row's question unchanged (fixed
    // width 390, height measured) and asks nothing, so nothing changes: 2 passes, 4 calls (8 before re-asks were
    // skipped).
    #expect(passes == 2)
    #expect(asked == 4)
    #expect(layout.collectionViewContentSize.height == 240)
    // A measurer that answers from the size it is given is not asked again once the layout took its answer: the
    // row's question (its fixed width) did not change. Pass 1 grows every row 44 → 45; pass 2 asks nothing.
    let growing = Self.list(counts: [4])
    var growingAsked = 0
    let growingPasses = growing.performSizingPass(maximumPasses: 5) { request in
      growingAsked += 1
      return CGSize(width: request.currentSize.width, height: request.currentSize.height + 1)
    }
    #expect(growingPasses == 2)
    #expect(growingAsked == 4)
    #expect(!growing.diagnostics.contains { $0.code == .sizingDidNotConverge })
    // Rows 0…2 are 45 tall: row 3 at 3 × 45 = 135.
    #expect(Self.frame(growing, 3) == CGRect(x: 0, y: 135, width: 390, height: 45))
  }

  @Test("a list's rows are asked once each, in order, with their index path, estimate and axes")
  func listRowsAskedInOrder() {
    let layout = Self.list(counts: [2, 5])
    var paths: [[Int]] = []
    var requests: [SelfSizingRequest] = []
    // Section 0: 60 tall. Section 1: rows 0 and 2 answer their estimate (44, unchanged), rows 1, 3, 4 answer 50 + item.
    let passes = layout.performSizingPass { request in
      paths.append([request.indexPath.section, request.indexPath.item])
      requests.append(request)
      let item = request.indexPath.item
      let height: CGFloat = request.indexPath.section == 0 ? 60 : (item == 0 || item == 2 ? 44 : 50 + CGFloat(item))
      return CGSize(width: 390, height: height)
    }
    // Pass 1 asks every row once, section by section (7 calls); pass 2 finds no question changed: 2 passes.
    #expect(passes == 2)
    #expect(paths == [[0, 0], [0, 1], [1, 0], [1, 1], [1, 2], [1, 3], [1, 4]])
    // Every row is asked at its estimate, 390 × 44, height measured, width fixed.
    #expect(
      requests.allSatisfy { $0.currentSize == CGSize(width: 390, height: 44) && !$0.sizesWidth && $0.sizesHeight })
    #expect(requests.allSatisfy { $0.representedElementCategory == .cell && $0.representedElementKind == nil })
    // Section 0: 2 × 60 = 120. Section 1 from y = 120: 44, 51, 44, 53, 54, so row 2 at 120 + 44 + 51 = 215, row 3
    // at 215 + 44 = 259; content height 120 + 246 = 366.
    #expect(Self.frame(layout, 2, 1) == CGRect(x: 0, y: 215, width: 390, height: 44))
    #expect(Self.frame(layout, 3, 1) == CGRect(x: 0, y: 259, width: 390, height: 53))
    #expect(layout.collectionViewContentSize.height == 366)
  }

  /// Chips in a flowing line (E-13) 100 pt wide: subitems alternate A (estimated width, 30 tall) and B (estimated
  /// width, 40 tall), so an item's fixed height depends on where the line breaks fall, which depend on the widths.
  static func alternatingChips(count: Int) -> UICollectionViewCompositionalLayout {
    let chipA = NSCollectionLayoutItem(layoutSize: size(.estimated(50), .absolute(30)))
    let chipB = NSCollectionLayoutItem(layoutSize: size(.estimated(50), .absolute(40)))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [chipA, chipB])
    row.interItemSpacing = .fixed(0)
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    layout.prepare(context: LayoutContext(size: CGSize(width: 100, height: 844), numberOfItemsInSection: [count]))
    return layout
  }

  @Test("a row whose fixed axis moved is asked again; the pass settles as when every row was asked twice")
  func fixedAxisChangeAsksAgain() {
    let layout = Self.alternatingChips(count: 4)
    var asked: [Int] = []
    // 70 wide in an A slot (30 tall), 40 in a B slot (40 tall).
    let passes = layout.performSizingPass { request in
      asked.append(request.indexPath.item)
      return CGSize(width: request.currentSize.height == 30 ? 70 : 40, height: request.currentSize.height)
    }
    // Estimates: 50 + 50 = 100 fits, so lines [0A, 1B], [2A, 3B].
    // Pass 1 asks 0…3: 70, 40, 70, 40. Re-flow: 70 + 40 = 110 > 100, every item alone, all in A slots (30 tall).
    // Pass 2: items 1 and 3 were asked 40 tall and are now 30 tall: asked again, 70 (changed). Re-flow: 70 + 70 >
    // 100, every item alone. Pass 3: no question changed, nothing asked: 3 passes (as when every item was asked in
    // every pass), 6 calls (12 before).
    #expect(passes == 3)
    #expect(asked == [0, 1, 2, 3, 1, 3])
    #expect(!layout.diagnostics.contains { $0.code == .sizingDidNotConverge })
    // Item 3 alone in the fourth line: y = 3 × 40 = 120, 70 × 30.
    #expect(Self.frame(layout, 3) == CGRect(x: 0, y: 120, width: 70, height: 30))
  }

  @Test("a measurer whose answers keep moving the fixed axis stops at the limit with a diagnostic")
  func runaway() {
    let layout = Self.alternatingChips(count: 4)
    var asked: [Int] = []
    // 40 wide in an A slot (30 tall), 70 in a B slot (40 tall).
    let passes = layout.performSizingPass(maximumPasses: 5) { request in
      asked.append(request.indexPath.item)
      return CGSize(width: request.currentSize.height == 30 ? 40 : 70, height: request.currentSize.height)
    }
    // Lines [0A, 1B], [2A, 3B] at the estimates. A re-flow starts at the first instance holding a changed item.
    // Pass 1 asks 0…3: 40, 70, 40, 70; 40 + 70 > 100: lines [0], [1], [2], [3], all in A slots.
    // Pass 2: items 1, 3 (asked 40 tall, now 30) answer 40. Re-flow from line 2: 1A 40 + 2B 40 = 80 fits, 3 does not:
    // lines [0], [1, 2], [3]; item 2 is now in a B slot.
    // Pass 3: item 2 (asked 30 tall, now 40) answers 70: 40 + 70 > 100, lines [0], [1], [2], [3] again.
    // Pass 4: item 2 (asked 40, now 30) answers 40: from line 3, 2A 40 + 3B 40 fits: lines [0], [1], [2, 3].
    // Pass 5: item 3 (asked 30, now 40) answers 70: lines [0], [1], [2], [3]. Every pass changed a size: the limit
    // of 5 passes stops it, with a diagnostic.
    #expect(passes == 5)
    #expect(asked == [0, 1, 2, 3, 1, 3, 2, 2, 3])
    #expect(layout.diagnostics.contains { $0.code == .sizingDidNotConverge })
    // Item 3 alone in the fourth line, in an A slot: y = 3 × 40 = 120, 70 × 30.
    #expect(Self.frame(layout, 3) == CGRect(x: 0, y: 120, width: 70, height: 30))
  }

  @Test("a sizing pass limited to a rect measures only what it meets")
  func visiblePass() {
    let layout = Self.list(counts: [100])
    var asked: Set<Int> = []
    layout.performSizingPass(in: CGRect(x: 0, y: 0, width: 390, height: 100)) { request in
      asked.insert(request.indexPath.item)
      return CGSize(width: 390, height: 44)
    }
    // Rows 0…43, 44…87, 88…132 meet the first 100 pt.
    #expect(asked == [0, 1, 2])
  }

  @Test("UIKit-shaped invalidation: preferred attributes, content size and offset adjustments")
  func invalidationContext() throws {
    let layout = Self.list(counts: [40])
    layout.scrollPosition = ScrollPosition(contentOffset: CGPoint(x: 0, y: 440))
    let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    let preferred = original.copy()
    preferred.size = CGSize(width: 300, height: 64)
    #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    let same = original.copy()
    same.size = CGSize(width: 300, height: 44)
    #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: same, withOriginalAttributes: original))
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    // Row 2 (88…132) lies above the visible area (from 440): the offset moves by the 20-pt growth.
    #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0)])
    #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 20))
    #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 20))
    layout.invalidateLayout(with: context)
    #expect(Self.frame(layout, 2) == CGRect(x: 0, y: 88, width: 390, height: 64))
    let height: CGFloat = 40 * 44 + 20
    #expect(layout.collectionViewContentSize.height == height)
  }
}
