import CompositionalLayout
import Foundation
import Testing

/// Pinned boundary items at a table of content offsets (spec B-9…B-11, case B11).
@Suite("Pinned boundary items")
struct PinningTests {
  /// Section: pinned header 44 + 20 rows × 50 (+ optional pinned footer 44); container 375 × 812.
  static func layout(footer: Bool, headerWidth: NSCollectionLayoutDimension = .fractionalWidth(1))
    -> UICollectionViewCompositionalLayout
  {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: headerWidth, heightDimension: .absolute(44)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    if footer {
      let footerItem = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
      footerItem.pinToVisibleBounds = true
      section.boundarySupplementaryItems.append(footerItem)
    }
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 375, height: 812), numberOfItemsInSection: [20]))
    return layout
  }

  static func headerY(_ layout: UICollectionViewCompositionalLayout, offset: CGFloat) -> CGFloat? {
    layout.scrollPosition = ScrollPosition(contentOffset: CGPoint(x: 0, y: offset))
    return layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY
  }

  // Section spans 0…1044 (44 + 20 × 50). y = min(max(0, offset), 1044 − 44 = 1000).
  @Test(
    "header y = min(max(unpinned, visible top), section end − height)",
    arguments: [(0, 0), (300, 300), (999, 999), (1000, 1000), (1020, 1000), (5000, 1000)] as [(CGFloat, CGFloat)])
  func header(offset: CGFloat, expected: CGFloat) {
    #expect(Self.headerY(Self.layout(footer: false), offset: offset) == expected)
  }

  @Test("the pinned header draws above the cells and is found by rect queries at its pinned frame")
  func headerInRectQuery() throws {
    let layout = Self.layout(footer: false)
    layout.scrollPosition = ScrollPosition(contentOffset: CGPoint(x: 0, y: 300))
    let visible = CGRect(x: 0, y: 300, width: 375, height: 812)
    let elements = try #require(layout.layoutAttributesForElements(in: visible))
    let header = try #require(elements.first { $0.representedElementKind == UICollectionView.elementKindSectionHeader })
    // Unpinned the header (0…44) is outside the visible rect; pinned it sits at 300.
    #expect(header.frame == CGRect(x: 0, y: 300, width: 375, height: 44))
    let cellZ = elements.filter { $0.representedElementCategory == .cell }.map(\.zIndex).max() ?? 0
    #expect(header.zIndex > cellZ)
  }

  // Footer unpinned at 1044 (section 0…1088). Bottom pin: y = max(min(1044, offset + 812 − 44), 0).
  @Test(
    "footer y = max(min(unpinned, visible bottom − height), section start)",
    arguments: [(0, 768), (200, 968), (276, 1044), (600, 1044)] as [(CGFloat, CGFloat)])
  func footer(offset: CGFloat, expected: CGFloat) {
    let layout = Self.layout(footer: true)
    layout.scrollPosition = ScrollPosition(contentOffset: CGPoint(x: 0, y: offset))
    let footer = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
    #expect(footer?.frame.minY == expected)
  }

  @Test("adjusted content insets keep the pinned header below the bar")
  func adjustedInset() {
    let layout = Self.layout(footer: false)
    // Visible top = offset + inset = −54 + 54 + 300 = 300.
    layout.scrollPosition = ScrollPosition(
      contentOffset: CGPoint(x: 0, y: 246), adjustedContentInset: UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY == 300)
  }

  @Test("a zero-width pinned header does not trap (case B11)")
  func zeroWidth() {
    let layout = Self.layout(footer: false, headerWidth: .absolute(0))
    #expect(Self.headerY(layout, offset: 300) == 300)
    #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 300, width: 375, height: 812)) != nil)
  }

  @Test("shouldInvalidateLayout(forBoundsChange:) is true on scroll only when something depends on it")
  func invalidation() {
    let pinned = Self.layout(footer: false)
    #expect(pinned.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 375, height: 812)))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
    let plain = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(
        group: .vertical(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
          subitems: [item])))
    plain.prepare(context: LayoutContext(size: CGSize(width: 375, height: 812), numberOfItemsInSection: [20]))
    #expect(!plain.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 375, height: 812)))
    #expect(plain.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 390, height: 812)))
  }
}
