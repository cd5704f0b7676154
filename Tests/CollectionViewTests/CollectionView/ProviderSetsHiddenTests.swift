import CollectionView
import CompositionalLayout
import Foundation
import Testing

@MainActor
@Suite("What a provider sets on a view sticks")
struct ProviderSetsHiddenTests {
  @Test func aBadgeHiddenByItsProviderStaysHiddenAndACellHiddenByItsProviderToo() throws {
    // A grid of 44-pt rows, each item with a badge; the provider hides the badge of even items (a count of 0).
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
      cell.isHidden = item == 3
    }
    let badges = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "badge") {
      view, _, indexPath in
      view.isHidden = indexPath.item.isMultiple(of: 2)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<6))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    collectionView.layoutIfNeeded()
    let even = try #require(
      collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 2, section: 0)))
    let odd = try #require(
      collectionView.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0)))
    #expect(even.isHidden)
    #expect(!odd.isHidden)
    // The layout's frame is applied too: an anchor without an offset puts the badge inside the item's top trailing
    // corner (x 390 − 20 = 370, y 44 × 2 = 88).
    #expect(even.frame == CGRect(x: 370, y: 88, width: 20, height: 20))
    #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.isHidden == true)
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHidden == false)
    withExtendedLifetime(dataSource) {}
  }
}
