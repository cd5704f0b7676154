import CompositionalLayout
import Foundation
import Testing

/// The allocation-free frame accessors agree exactly with the attribute queries.
@Suite("Frame enumeration")
struct FrameEnumerationTests {
  static func layout() -> UICollectionViewCompositionalLayout {
    // Rows of three items 1/3 wide and 0.1234 of the container high: strides that are not whole points.
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(57.3)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(57.3)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 0.7
    let layout = UICollectionViewCompositionalLayout(section: section)
    var context = LayoutContext(size: CGSize(width: 391, height: 844), numberOfItemsInSection: [7, 3001])
    context.pixelRounding = .none
    layout.prepare(context: context)
    return layout
  }

  static func check(_ layout: UICollectionViewCompositionalLayout) {
    var mismatches = 0
    var visited = 0
    layout.forEachItemFrame { section, item, frame in
      visited += 1
      if layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame != frame { mismatches += 1 }
    }
    #expect(visited == 3008)
    #expect(mismatches == 0)
    #expect(layout.itemFrames(inSection: 1).count == 3001)
    #expect(layout.itemFrames(inSection: 1)[2999] == layout.frameForItem(at: IndexPath(item: 2999, section: 1)))
  }

  @Test("forEachItemFrame and itemFrames equal layoutAttributesForItem, bit for bit, tiled")
  func tiled() { Self.check(Self.layout()) }

  @Test("frameForItem equals layoutAttributesForItem in a horizontally scrolling layout, left to right and mirrored")
  func horizontal() {
    for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.scrollDirection = .horizontal
      configuration.interSectionSpacing = 13
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(57.3), heightDimension: .fractionalHeight(0.3)))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(57.3), heightDimension: .fractionalHeight(1)),
        subitems: [item])
      let layout = UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(group: group), configuration: configuration)
      var context = LayoutContext(size: CGSize(width: 391, height: 844), numberOfItemsInSection: [7, 200])
      context.pixelRounding = .none
      context.layoutDirection = direction
      layout.prepare(context: context)
      layout.setPreferredSize(CGSize(width: 80.5, height: 10), forItemAt: IndexPath(item: 100, section: 1))
      let (visited, mismatches) = enumeratedFramesAgreeingWithQueries(layout)
      #expect(visited == 207)
      #expect(mismatches == 0)
    }
  }

  @Test("… and after measured sizes make instances differ")
  func measured() {
    let layout = Self.layout()
    layout.setPreferredSize(CGSize(width: 10, height: 81.9), forItemAt: IndexPath(item: 1500, section: 1))
    layout.setPreferredSize(CGSize(width: 10, height: 12.1), forItemAt: IndexPath(item: 4, section: 0))
    Self.check(layout)
  }
}
