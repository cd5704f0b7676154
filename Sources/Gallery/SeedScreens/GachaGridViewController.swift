import CollectionView
import Foundation
import Views

/// The gacha grid post's view controller: pages of square items, two rows of three, paging sideways, a page control
/// in the grid's footer, and two action buttons below.
///
/// The post's `makeCompositionalLayout()` as written: with W = the container's effectiveContentSize.width and
/// spacing 10, items absolute((W − 20) / 3) × fractionalHeight 1 in two horizontal rows of three (interItemSpacing
/// 10) stacked in a vertical group absolute(2·item + 10) high (interItemSpacing 10). The section pages with
/// `.paging` and its visible-items handler sets the page control to Int(max(0, offset.x / container width)), the
/// post's formula. The footer (absolute 30) holds the page control; section 1 holds the action buttons (absolute 50
/// high, 16-pt side insets) from the gallery's `ItemGridPagesScreen`. The collection view fills the safe area.
///
/// Run it with `ScreenHost(rootViewController: GachaGridViewController(), device: .iPhone15)`.
///
/// UIKit parity: the post's own layout and handler; the cells are ours (the post does not show them).
@MainActor
public final class GachaGridViewController: UIViewController, UICollectionViewDataSource {
  /// The grid's spacing, in points.
  public static let spacing: CGFloat = 10

  /// The collection view.
  public private(set) lazy var collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: makeCompositionalLayout())

  /// The page control of the grid's footer, once the footer is shown.
  public private(set) weak var pageControl: UIPageControl?

  /// The page the grid shows, as the visible-items handler last computed it.
  public private(set) var currentPage = 0

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    collectionView.backgroundColor = .systemBackground
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(collectionView)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      collectionView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
    ])
    collectionView.register(GachaItemCell.self, forCellWithReuseIdentifier: "GachaItemCell")
    collectionView.register(GachaActionCell.self, forCellWithReuseIdentifier: "GachaActionCell")
    collectionView.register(
      GachaPageControlFooter.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "GachaPageControlFooter")
    collectionView.dataSource = self
  }

  /// The post's layout, with the page-control footer and the action section.
  func makeCompositionalLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { [unowned self] section, environment in
      let spacing = Self.spacing
      let containerSize = environment.container.effectiveContentSize
      guard section == 0 else { return actionsSection() }
      let itemSize = (containerSize.width - spacing * 2) / 3
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(itemSize), heightDimension: .fractionalHeight(1)))
      let inLineGroup1 = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(itemSize)),
        repeatingSubitem: item, count: 3)
      let inLineGroup2 = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(itemSize)),
        repeatingSubitem: item, count: 3)
      inLineGroup1.interItemSpacing = .fixed(spacing)
      inLineGroup2.interItemSpacing = .fixed(spacing)
      let entireGroup = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(itemSize * 2 + spacing)),
        subitems: [inLineGroup1, inLineGroup2])
      entireGroup.interItemSpacing = .fixed(10)
      let layoutSection = NSCollectionLayoutSection(group: entireGroup)
      layoutSection.orthogonalScrollingBehavior = .paging
      layoutSection.visibleItemsInvalidationHandler = { [weak self] _, contentOffset, _ in
        guard containerSize.width > 0, contentOffset.x.isFinite else { return }
        let currentPage = Int(max(0, contentOffset.x / containerSize.width))
        MainActor.assumeIsolated {
          self?.currentPage = currentPage
          self?.pageControl?.currentPage = currentPage
        }
      }
      let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
      layoutSection.boundarySupplementaryItems = [footer]
      return layoutSection
    }
  }

  private func actionsSection() -> NSCollectionLayoutSection {
    let button = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitem: button, count: ItemGridPagesScreen.actions.count)
    group.interItemSpacing = .fixed(Self.spacing)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
    return section
  }

  // MARK: UICollectionViewDataSource

  public func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    section == 0 ? ItemGridPagesScreen.itemCount : ItemGridPagesScreen.actions.count
  }

  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if indexPath.section == 0 {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "GachaItemCell", for: indexPath)
      (cell as? GachaItemCell)?.nameLabel.text = "Item \(indexPath.item + 1)"
      return cell
    }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "GachaActionCell", for: indexPath)
    (cell as? GachaActionCell)?.titleLabel.text = ItemGridPagesScreen.actions[indexPath.item]
    return cell
  }

  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "GachaPageControlFooter", for: indexPath)
    if let footer = view as? GachaPageControlFooter {
      footer.pageControl.numberOfPages = ItemGridPagesScreen.pageCount
      footer.pageControl.currentPage = currentPage
      pageControl = footer.pageControl
    }
    return view
  }
}
