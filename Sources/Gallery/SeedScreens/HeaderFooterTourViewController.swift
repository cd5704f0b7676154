import CollectionView
import Foundation
import Views

/// The header/footer tour post's view controller: boundary supplementaries (header, footer, a tall leading rail)
/// around groups pushed to the trailing side.
///
/// The post's `getLayout()` as written, with its later snippets applied: section 0 has items 1/3 wide ×
/// fractionalHeight 1 with contentInsets 2.5, in horizontal groups fractionalWidth 0.9 × fractionalHeight 0.25 with
/// edgeSpacing leading flexible(0), section contentInsets 2.5, a header and a footer (fractionalWidth 1 × absolute
/// 100) and a leading "MyLeftView" item 100 × 700; later sections have items 1/5 wide and no boundary items. Every
/// supplementary is a ``MyHeaderFooterView``. The collection view fills the safe area (the groups' height is a
/// quarter of it). Item counts come from the gallery's `SupplementaryTourScreen`.
///
/// Run it with `ScreenHost(rootViewController: HeaderFooterTourViewController(), device: .iPhone15)`.
///
/// UIKit parity: the post's own layout and header/footer view; registration identifiers made consistent (the post
/// registers "MyHeaderView"/"MyFooterView" but dequeues "MyHeaderFooterView").
@MainActor
public final class HeaderFooterTourViewController: UIViewController, UICollectionViewDataSource {
  /// The element kind of section 0's leading rail.
  public static let leftKind = "MyLeftView"

  /// The collection view.
  public private(set) lazy var collectionView: UICollectionView = {
    let view = UICollectionView(frame: .zero, collectionViewLayout: Self.getLayout())
    view.isScrollEnabled = true
    view.showsHorizontalScrollIndicator = false
    view.showsVerticalScrollIndicator = true
    view.scrollIndicatorInsets = UIEdgeInsets(top: -2, left: 0, bottom: 0, right: 4)
    view.contentInset = .zero
    view.backgroundColor = .clear
    view.clipsToBounds = true
    view.register(MyCell.self, forCellWithReuseIdentifier: "MyCell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, Self.leftKind] {
      view.register(
        MyHeaderFooterView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "MyHeaderFooterView")
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      collectionView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
    ])
    collectionView.dataSource = self
  }

  /// The post's layout.
  static func getLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { section, _ in
      let columns: CGFloat = section == 0 ? 3 : 5
      let groupFractionalHeightFraction = 1.0 / 4.0
      let itemInset: CGFloat = 2.5
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      item.contentInsets = NSDirectionalEdgeInsets(
        top: itemInset, leading: itemInset, bottom: itemInset, trailing: itemInset)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.9), heightDimension: .fractionalHeight(groupFractionalHeightFraction))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
      group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
      let layoutSection = NSCollectionLayoutSection(group: group)
      layoutSection.contentInsets = NSDirectionalEdgeInsets(
        top: itemInset, leading: itemInset, bottom: itemInset, trailing: itemInset)
      guard section == 0 else { return layoutSection }
      let headerFooterSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100.0))
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerFooterSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerFooterSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
      let leftSize = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(700))
      let left = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: leftSize, elementKind: leftKind, alignment: .leading)
      layoutSection.boundarySupplementaryItems = [header, footer, left]
      return layoutSection
    }
  }

  // MARK: UICollectionViewDataSource

  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    SupplementaryTourScreen.itemCounts.count
  }

  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    SupplementaryTourScreen.itemCounts[section]
  }

  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "MyCell", for: indexPath)
    (cell as? MyCell)?.label.text = "\(indexPath.item + 1)"
    return cell
  }

  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "MyHeaderFooterView", for: indexPath)
    let names = [
      UICollectionView.elementKindSectionHeader: "Header", UICollectionView.elementKindSectionFooter: "Footer",
      Self.leftKind: "Left",
    ]
    (view as? MyHeaderFooterView)?.prepare(text: "\(names[kind] ?? kind) \(indexPath.section)")
    return view
  }
}
