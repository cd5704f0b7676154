import CollectionView
import CompositionalLayout
import Foundation
import Testing

@MainActor
@Suite("UICollectionView geometry")
struct UICollectionViewGeometryTests {
  @Test func frameBoundsAndContentSize() {
    let dataSource = TestDataSource(counts: [100])
    let collectionView = makeRowCollectionView(dataSource: dataSource)
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    // 100 rows × 44 pt = 4400 pt.
    #expect(collectionView.contentSize == CGSize(width: 390, height: 4400))
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    #expect(collectionView.bounds == CGRect(x: 0, y: 100, width: 390, height: 844))
    collectionView.bounds = CGRect(x: 0, y: 50, width: 320, height: 480)
    #expect(collectionView.frame.size == CGSize(width: 320, height: 480))
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 50))
    #expect(collectionView.numberOfSections == 1)
    #expect(collectionView.numberOfItems(inSection: 0) == 100)
  }

  @Test func settingALayoutWithACompletionLaysOutBeforeTheCompletion() {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [100]))
    var calls: [(finished: Bool, secondRow: CGRect?)] = []
    collectionView.setCollectionViewLayout(rowLayout(height: 100), animated: true) { finished in
      calls.append((finished, collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame))
    }
    // Called once, finished, with the cells already at the new layout's frames: row 1 at y = 1 × 100.
    #expect(calls.count == 1)
    #expect(calls.first?.finished == true)
    #expect(calls.first?.secondRow == CGRect(x: 0, y: 100, width: 390, height: 100))
    // 100 rows × 100 pt.
    #expect(collectionView.contentSize.height == 10_000)
  }

  @Test func adjustedContentInsetFollowsTheBehaviour() {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [100]))
    collectionView.overrideSafeAreaInsets = UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 10)
    collectionView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    // .automatic: the vertical scroll axis gets the safe area; the horizontal axis does not scroll.
    #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 52, left: 0, bottom: 34, right: 0))
    collectionView.contentInsetAdjustmentBehavior = .never
    #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    collectionView.contentInsetAdjustmentBehavior = .always
    #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 52, left: 10, bottom: 34, right: 10))
    collectionView.contentInsetAdjustmentBehavior = .scrollableAxes
    // 4400 > 844: vertical scrolls; 390 = 390: horizontal does not.
    #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 52, left: 0, bottom: 34, right: 0))
  }

  @Test func marginsAndDirection() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
    // System margins at 390 wide: 20 pt sides, 8 pt top and bottom.
    #expect(collectionView.layoutMargins == UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
    collectionView.overrideTraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    #expect(collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    // Right-to-left: leading is the right edge.
    #expect(collectionView.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  @Test func layoutReadsTheViewsContext() {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [3, 4]))
    collectionView.overrideSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    collectionView.layoutIfNeeded()
    let context = collectionView.collectionViewLayout.context
    #expect(context.size == CGSize(width: 390, height: 844))
    #expect(context.numberOfItemsInSection == [3, 4])
    #expect(context.safeAreaInsets.top == 47)
  }

  /// Row 500 spans 22 000 ..< 22 044; the visible height is 844.
  nonisolated static let positions: [(UICollectionView.ScrollPosition, CGFloat)] = [
    (.top, 22_000),
    (.centeredVertically, 22_022 - 422),
    (.bottom, 22_044 - 844),
    ([], 0),
  ]

  @Test(arguments: positions)
  func scrollToItemPlacesTheItem(position: UICollectionView.ScrollPosition, expectedY: CGFloat) {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [1000]))
    collectionView.scrollToItem(at: IndexPath(item: 500, section: 0), at: position, animated: false)
    #expect(collectionView.contentOffset.y == expectedY)
    if !position.isEmpty {
      #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 500, section: 0)))
    }
  }

  @Test func scrollToItemClampsAtTheEnds() {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [1000]))
    collectionView.scrollToItem(at: IndexPath(item: 999, section: 0), at: .top, animated: false)
    // Maximum offset: 44 000 − 844.
    #expect(abs(collectionView.contentOffset.y - (44_000 - 844)) < 1e-6)
    collectionView.overrideSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
    collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
    #expect(collectionView.contentOffset.y == -47)
  }

  @Test func horizontalPositions() {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [10]))
    collectionView.frame.size.width = 200
    collectionView.layoutIfNeeded()
    // Rows are as wide as the view, so every horizontal option clamps to 0.
    for position: UICollectionView.ScrollPosition in [.left, .centeredHorizontally, .right] {
      collectionView.scrollToItem(at: IndexPath(item: 3, section: 0), at: position, animated: true)
      #expect(collectionView.contentOffset.x == 0)
    }
  }
}
