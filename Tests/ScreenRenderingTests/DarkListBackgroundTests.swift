import CollectionView
import Foundation
import ScreenRendering
import Testing

@MainActor
private final class PlainListController: UIViewController {
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "List"
    collectionView = UICollectionView(
      frame: view.bounds,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<30))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@MainActor
@Suite("A plain list in dark mode")
struct DarkListBackgroundTests {
  @Test func thePlainListBackgroundTurnsBlackInDarkMode() throws {
    let controller = PlainListController()
    let host = ScreenHost(
      rootViewController: UINavigationController(rootViewController: controller), device: .iPhone15)
    _ = ScreenRenderer().svg(of: host.window)
    host.setTraits(userInterfaceStyle: .dark)
    let svg = ScreenRenderer().svg(of: host.window)
    let collectionView = try #require(controller.collectionView)
    #expect(collectionView.traitCollection.userInterfaceStyle == .dark)
    // Text is white in dark mode; no background is: the plain list's background is the dynamic system background.
    #expect(!svg.contains("<rect x=\"0\" y=\"-97.67\" width=\"393\" height=\"852\" fill=\"#ffffff\"/>"))
    #expect(svg.contains("<rect x=\"0\" y=\"-97.67\" width=\"393\" height=\"852\" fill=\"#000000\"/>"))
    withExtendedLifetime(host) {}
  }
}
