import CompositionalLayout
import Foundation
import Testing

/// Extreme values of the right types never trap or hang (found by a hostile-input review).
@Suite("Hostile values")
struct HostileValuesTests {
  static func list(count: Int, height: NSCollectionLayoutDimension = .absolute(44))
    -> UICollectionViewCompositionalLayout
  {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [count]))
    return layout
  }

  @Test("finite lengths beyond a billion points are clamped, with a diagnostic, and descriptions never trap")
  func hugeLengths() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(1e20), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1e300)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [3]))
    let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
    // Each group is clamped to 1e9 tall; item 1 is the second group: y = 1e9.
    #expect(frame.minY == 1e9)
    #expect(layout.collectionViewContentSize.height == 3e9)
    #expect(layout.diagnostics.contains { $0.code == .valueOutOfRange })
    #expect(NSCollectionLayoutDimension.absolute(1e20).description == "absolute(1e+20)")
    #expect(!group.visualDescription().isEmpty)
  }

  @Test("rect queries with infinite, null or enormous rects return without trapping")
  func extremeRects() {
    let layout = Self.list(count: 1000)
    #expect(layout.layoutAttributesForElements(in: .infinite)?.count == 1000)
    #expect(layout.layoutAttributesForElements(in: .null)?.isEmpty == true)
    #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 1e300, width: 10, height: 10))?.isEmpty == true)
    #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: -1e300, width: 10, height: 10))?.isEmpty == true)
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: CGFloat.nan, y: CGFloat.nan, width: 10, height: 10))?.isEmpty
        == true)
  }

  @Test("Int.max items lay out, and self-sizing beyond its limit keeps estimates with a diagnostic")
  func enormousCounts() throws {
    let layout = Self.list(count: Int.max, height: .estimated(44))
    // The last item: row Int.max − 1 at (Int.max − 1) × 44.
    let last = try #require(layout.frameForItem(at: IndexPath(item: Int.max - 1, section: 0)))
    #expect(last.minY == CGFloat(Int.max - 1) * 44)
    layout.setPreferredSize(CGSize(width: 390, height: 60), forItemAt: IndexPath(item: 5, section: 0))
    #expect(layout.frameForItem(at: IndexPath(item: 5, section: 0))?.height == 44)
    #expect(layout.diagnostics.contains { $0.code == .tooManyItemsToMeasure })
    #expect(layout.itemFrames(inSection: 0).isEmpty)
    #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))?.count == 20)
  }

  @Test("preferred sizes for index paths outside the data are ignored")
  func outOfRangeMeasurement() {
    let layout = Self.list(count: 10, height: .estimated(44))
    layout.setPreferredSize(CGSize(width: 390, height: 90), forItemAt: IndexPath(item: -1, section: 0))
    layout.setPreferredSize(CGSize(width: 390, height: 90), forItemAt: IndexPath(item: 10, section: 0))
    layout.setPreferredSize(CGSize(width: 390, height: 90), forItemAt: IndexPath(item: 0, section: 3))
    #expect(layout.collectionViewContentSize.height == 440)
  }

  @Test("zero-length groups stacking on one spot: a bounded query and a diagnostic")
  func stacking() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [Int.max / 2]))
    // 39 items a row (10 pt each in 390), every row at y 0; the query stops after 100,000 rows.
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 20, height: 5))?.count
    #expect(found == 2 * 100_000)
    #expect(layout.diagnostics.contains { $0.code == .degenerateStacking })
  }

  @Test("swipes and page indices with enormous values stay in range")
  func extremeScrolling() throws {
    let size = NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(100))
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    section.orthogonalScrollingBehavior = .groupPagingCentered
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [5]))
    let geometry = try #require(layout.orthogonalScrollingGeometry(forSection: 0))
    // Centred offsets −45 + 300k: the last is 1155.
    #expect(layout.swipeOrthogonalSection(0, by: 1e300, velocity: 0) == 1155)
    #expect(layout.swipeOrthogonalSection(0, by: .nan, velocity: .infinity) == -45)
    #expect(geometry.pageIndex(forContentOffset: 1e300) > 0)
    var model = ScrollModel(boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 5000))
    model.decelerationRate = 1
    model.endDragging(velocity: CGPoint(x: 0, y: 100))
    #expect(model.contentOffset.y.isFinite)
  }
}
