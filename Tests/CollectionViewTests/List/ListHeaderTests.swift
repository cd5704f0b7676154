import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation
import Testing
import TextMeasurement

/// List cells used as supplementary headers: they take the list's margins and self-size from their text.
@MainActor
@Suite("List headers from list cells")
struct ListHeaderTests {
  @MainActor final class Fixture {
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<String, String>!

    init() {
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
      }
      let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { header, _, _ in
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "NETWORK"
        header.contentConfiguration = content
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
        view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
      }
      dataSource.supplementaryViewProvider = { view, _, indexPath in
        view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
      }
    }
  }

  @Test("A grouped header self-sizes to 16 + one footnote line + 6 and the rows follow it")
  func groupedHeader() throws {
    let fixture = Fixture()
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["S"])
    snapshot.appendItems(["Wi-Fi", "Bluetooth"])
    fixture.dataSource.apply(snapshot)
    fixture.collectionView.layoutIfNeeded()
    let header = try #require(
      fixture.collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        as? UICollectionViewListCell)
    // 16 + 13-pt line (15.73) + 6 ≈ 37.73; x and width follow the section insets (20, 350).
    let height = 16 + TextMeasurer().size(of: "N", font: .systemFont(ofSize: 13)).height + 6
    #expect(isOnPixel(header.frame, [20, 0, 350, Double(height)]))
    // The header's text lines up with the rows' text: the list margin (20), not the 350-pt width's 16.
    #expect(header.textLayoutLeading == 20)
    #expect(header.separatorConfiguration == nil)
    let row = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(abs(row.frame.minY - height) < 0.001)
  }
}

@MainActor
@Suite("First item as header, swipe actions as data")
struct ListFirstItemHeaderTests {
  @Test("firstItemInSection: item 0's default content is the appearance's header style, without a separator")
  func firstItemHeader() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .firstItemInSection
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      indexPath.item == 0
        ? nil
        : UISwipeActionsConfiguration(actions: [
          .init(style: .destructive, title: "Delete") { _, _, done in done(true) }
        ])
    }
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["S"])
    snapshot.appendItems(["Header", "Row"])
    dataSource.apply(snapshot)
    collectionView.layoutIfNeeded()
    let header = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    let row = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    #expect(header.isListHeaderRow)
    #expect((header.contentConfiguration as? UIListContentConfiguration)?.isHeaderStyle == true)
    #expect(header.bottomSeparatorFrame == nil)
    #expect((row.contentConfiguration as? UIListContentConfiguration)?.isHeaderStyle == false)
    // Swipe providers are kept as data: which actions each row offers.
    let provider = try #require(
      (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration?
        .trailingSwipeActionsConfigurationProvider)
    #expect(provider(IndexPath(item: 0, section: 0)) == nil)
    #expect(provider(IndexPath(item: 1, section: 0))?.actions.first?.title == "Delete")
  }
}
