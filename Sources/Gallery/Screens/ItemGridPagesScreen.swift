import CompositionalLayout
import Foundation

/// Pages of a square item grid, two rows of three per page, paging sideways, with action buttons below.
///
/// With W = the container's effectiveContentSize.width and spacing 10: items absolute((W − 20) / 3) ×
/// fractionalHeight 1; rows (fractionalWidth 1 × absolute(item)) of three repeating items, interItemSpacing fixed 10;
/// two rows stacked in a vertical page group (fractionalWidth 1 × absolute(2·item + 10)), interItemSpacing fixed 10.
/// The section scrolls orthogonally with `.paging` and has a footer (fractionalWidth 1 × absolute 30) holding the
/// page indicator, which its visible-items handler sets to round(offset.x / container width) — right for `.paging`,
/// whose offsets start at 0 and advance by the container width. Section 1 holds two action buttons side by side (absolute 50 high, 16-pt side insets).
///
/// UIKit parity: the layout code is UIKit code.
public enum ItemGridPagesScreen {
  /// The number of grid items (three pages of six, the last one partly filled).
  public static let itemCount = 15
  /// The action buttons of section 1.
  public static let actions = ["Add to cart", "Share"]
  /// The spacing between items, rows and columns, in points.
  public static let spacing: CGFloat = 10

  /// The number of pages: ⌈15 / 6⌉ = 3.
  public static let pageCount = (itemCount + 5) / 6

  /// The gallery screen; `pageIndicator` follows the grid.
  public static func screen(pageIndicator: PageIndicator = PageIndicator(numberOfPages: pageCount)) -> GalleryScreen {
    GalleryScreen(
      name: "item-grid-pages", title: "Item grid pages",
      summary: "Square items, two rows of three per page, paging sideways; page-indicator footer; action buttons.",
      itemCounts: [itemCount, actions.count],
      cellLabel: { indexPath in
        indexPath.section == 0
          ? "item \(indexPath.item + 1)" : actions.indices.contains(indexPath.item) ? actions[indexPath.item] : nil
      },
      paging: GalleryPaging(
        section: 0, pageIndicator: pageIndicator,
        placement: .supplementary(kind: UICollectionView.elementKindSectionFooter)),
      makeLayout: { makeLayout(pageIndicator: pageIndicator) })
  }

  /// The screen's layout, updating `pageIndicator` (when given) as the grid pages.
  public static func makeLayout(pageIndicator: PageIndicator? = nil) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
      sectionIndex == 0 ? gridSection(environment: environment, pageIndicator: pageIndicator) : actionsSection()
    }
  }

  /// Section 0: the paging grid.
  public static func gridSection(
    environment: NSCollectionLayoutEnvironment, pageIndicator: PageIndicator? = nil
  ) -> NSCollectionLayoutSection {
    let width = environment.container.effectiveContentSize.width
    let side = (width - 2 * spacing) / 3
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(side), heightDimension: .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
      repeatingSubitem: item, count: 3)
    row.interItemSpacing = .fixed(spacing)
    let page = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(2 * side + spacing)),
      repeatingSubitem: row, count: 2)
    page.interItemSpacing = .fixed(spacing)

    let section = NSCollectionLayoutSection(group: page)
    section.orthogonalScrollingBehavior = .paging
    if let pageIndicator {
      section.visibleItemsInvalidationHandler = { _, offset, environment in
        let pageWidth = environment.container.contentSize.width
        guard pageWidth > 0, offset.x.isFinite else { return }
        pageIndicator.setCurrentPage(Int((offset.x / pageWidth).rounded()))
      }
    }
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    section.boundarySupplementaryItems = [footer]
    return section
  }

  /// Section 1: the action buttons.
  public static func actionsSection() -> NSCollectionLayoutSection {
    let button = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitem: button, count: actions.count)
    group.interItemSpacing = .fixed(spacing)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
    return section
  }
}
