import CompositionalLayout
import Foundation

/// A tour of boundary supplementaries: header, footer and a tall leading rail around groups pushed to the trailing
/// side by flexible edge spacing.
///
/// Section 0: items 1/3 of the group wide × fractionalHeight 1 with contentInsets 2.5; a horizontal group
/// fractionalWidth 0.9 × fractionalHeight 0.25 with edgeSpacing leading flexible(0); section contentInsets 2.5; a
/// header and a footer (fractionalWidth 1 × absolute 100, UIKit's header and footer kinds) and a leading boundary
/// item 100 × 700 of kind `leadingKind`. Sections 1 and 2: the same group with items 1/5 wide and no boundary items.
///
/// UIKit parity: the layout code is UIKit code.
public enum SupplementaryTourScreen {
  /// The element kind of section 0's leading boundary item.
  public static let leadingKind = "tour-leading"
  /// Items per section: four rows of three, then two rows of five twice.
  public static let itemCounts = [12, 10, 10]

  /// The gallery screen.
  public static func screen() -> GalleryScreen {
    GalleryScreen(
      name: "supplementary-tour", title: "Supplementary tour",
      summary: "Header, footer and a 100 × 700 leading boundary item; groups 0.9 wide pushed trailing.",
      itemCounts: itemCounts, makeLayout: makeLayout)
  }

  /// The screen's layout.
  public static func makeLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
      sectionIndex == 0 ? firstSection() : furtherSection()
    }
  }

  /// A section of `columns` items per group, in groups 0.9 wide pushed trailing by flexible leading spacing.
  static func section(columns: Int) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2.5, leading: 2.5, bottom: 2.5, trailing: 2.5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.9), heightDimension: .fractionalHeight(0.25)),
      subitems: [item])
    group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 2.5, leading: 2.5, bottom: 2.5, trailing: 2.5)
    return section
  }

  /// Section 0: three columns, with header, footer and the leading boundary item.
  public static func firstSection() -> NSCollectionLayoutSection {
    let section = section(columns: 3)
    let bandSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    let leading = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(700)),
      elementKind: leadingKind, alignment: .leading)
    section.boundarySupplementaryItems = [header, footer, leading]
    return section
  }

  /// Sections 1 and later: five columns, no boundary items.
  public static func furtherSection() -> NSCollectionLayoutSection {
    section(columns: 5)
  }
}
