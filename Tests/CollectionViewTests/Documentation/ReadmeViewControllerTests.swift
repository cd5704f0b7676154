import CollectionView
import Foundation
import Testing

/// The README's example, as written there.
@MainActor
final class CommentsViewController: UIViewController {
  let collectionView = UICollectionView(
    frame: .zero,
    collectionViewLayout: UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(collectionView)
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["First comment", "A second, longer comment that wraps onto a second line"])
    dataSource.apply(snapshot)
  }
}

@MainActor
@Suite("The README's view controller runs as the README says")
struct ReadmeViewControllerTests {
  @Test func readmeExample() throws {
    let controller = CommentsViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let host = ScreenHost(rootViewController: navigation, device: .iPhone15)
    // The bar at 161/3 = 53.667, 44 tall; the controller's safe area ends at 97.667 (uikit-view-metrics.md §2.2).
    #expect(abs(navigation.navigationBar.frame.minY - 161.0 / 3) < 1e-9)
    #expect(abs(controller.view.safeAreaInsets.top - (161.0 / 3 + 44)) < 1e-9)
    // The collection view starts at the safe area's top and runs to the bottom: 852 − 97.667 tall.
    #expect(abs(controller.collectionView.frame.minY - (161.0 / 3 + 44)) < 0.34)
    // Both rows exist, sized by their content: the wrapping one is taller.
    let first = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let second = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(second.frame.height >= first.frame.height)
    #expect(first.frame.height >= 44)
    withExtendedLifetime(host) {}
  }
}
