import CompositionalLayout
import Foundation

/// Small layouts the renderer tests draw and dump.
enum SampleLayouts {
  /// 200 × 300 container, one section of 3 items: items 0.5 wide × 40 in rows of two, interGroupSpacing 10,
  /// section insets (5, 10, 5, 10), a 20-pt top header, a 10 × 10 "badge" at each item's top-trailing corner moved
  /// by (5, −5), and a background decoration of kind "background".
  static func tiny() -> UICollectionViewCompositionalLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
      elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: -5)))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 200, height: 300), numberOfItemsInSection: [3]))
    return layout
  }

  /// A 390 × 844 list of `count` full-width 100-pt rows with a "badge" on each and the given header kind.
  static func list(count: Int, headerKind: String = UICollectionView.elementKindSectionHeader)
    -> UICollectionViewCompositionalLayout
  {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        elementKind: headerKind, alignment: .top)
    ]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(numberOfItemsInSection: [count]))
    return layout
  }
}
