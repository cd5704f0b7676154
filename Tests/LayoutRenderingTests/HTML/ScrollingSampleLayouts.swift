import CompositionalLayout
import Foundation

/// Layouts with what the HTML page has to reproduce: pinned headers and orthogonally scrolling sections.
enum ScrollingSampleLayouts {
  /// A 390 × 600 screen with three sections:
  /// - 0: a pinned 44-pt header over 6 full-width 80-pt rows (section 0 spans y 0…524);
  /// - 1: a carousel with `behavior`: a 30-pt header, 8 items 150 × 120 (a "badge" on each), interGroupSpacing 10,
  ///   contentInsets 16 leading and trailing (stride 160; content 16 + 8 × 150 + 7 × 10 + 16 = 1302 pt);
  /// - 2: a pinned 40-pt header and a grid of 12 items a third wide, 100 high, on a "background" decoration.
  static func feed(
    behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .groupPaging,
    direction: UIUserInterfaceLayoutDirection = .leftToRight, headerKind: String = "pinned-header"
  ) -> UICollectionViewCompositionalLayout {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      switch section {
      case 0: list(headerKind: headerKind)
      case 1: carousel(behavior)
      default: grid()
      }
    }
    var context = LayoutContext(size: CGSize(width: 390, height: 600), numberOfItemsInSection: [6, 8, 12])
    context.layoutDirection = direction
    layout.prepare(context: context)
    return layout
  }

  private static func pinnedHeader(_ kind: String, height: CGFloat) -> NSCollectionLayoutBoundarySupplementaryItem {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
      elementKind: kind, alignment: .top)
    header.pinToVisibleBounds = true
    return header
  }

  private static func list(headerKind: String) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [pinnedHeader(headerKind, height: 44)]
    return section
  }

  private static func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
    -> NSCollectionLayoutSection
  {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16)),
      elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(120)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    return section
  }

  private static func grid() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .absolute(100)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [pinnedHeader(UICollectionView.elementKindSectionHeader, height: 40)]
    section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
    return section
  }
}

extension ScrollingSampleLayouts {
  /// A 400 × 300 horizontally scrolling layout: section 0 has a pinned 40-pt leading header and 5 full-height
  /// columns 120 wide (spanning x 0…640); section 1 scrolls vertically with `behavior`: 6 groups 200 wide × 100
  /// high, interGroupSpacing 10 (stride 110, content 6 × 100 + 5 × 10 = 650).
  static func sideways(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .groupPaging)
    -> UICollectionViewCompositionalLayout
  {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { section, _ in
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        if section == 0 {
          let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1)),
            subitems: [item])
          let result = NSCollectionLayoutSection(group: group)
          let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
            elementKind: "rail", alignment: .leading)
          header.pinToVisibleBounds = true
          result.boundarySupplementaryItems = [header]
          return result
        }
        let group = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)),
          subitems: [item])
        let result = NSCollectionLayoutSection(group: group)
        result.orthogonalScrollingBehavior = behavior
        result.interGroupSpacing = 10
        return result
      }, configuration: configuration)
    layout.prepare(context: LayoutContext(size: CGSize(width: 400, height: 300), numberOfItemsInSection: [5, 6]))
    return layout
  }
}
