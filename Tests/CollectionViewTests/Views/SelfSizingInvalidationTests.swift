import CollectionView
import CompositionalLayout
import Foundation
import Testing

@MainActor
@Suite("Self-sizing invalidation (iOS 16)")
struct SelfSizingInvalidationTests {
  /// A plain list of 20 one-line rows in a 390 × 844 collection view, laid out.
  func list(_ mode: UICollectionView.SelfSizingInvalidation) -> (
    UICollectionView, UICollectionViewDiffableDataSource<Int, Int>
  ) {
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    collectionView.selfSizingInvalidation = mode
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<20))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
  }

  /// Gives the cell at row 2 a text of three lines.
  func growRowTwo(in collectionView: UICollectionView) throws {
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
    var content = cell.defaultContentConfiguration()
    content.text = "First line\nSecond line\nThird line"
    cell.contentConfiguration = content
    collectionView.layoutIfNeeded()
  }

  @Test func aShownCellWhoseConfigurationChangesIsMeasuredAgainAndTheRowsBelowMove() throws {
    let (collectionView, dataSource) = list(.enabled)
    // One-line rows are 44 pt: row 3 starts at 3 × 44 = 132.
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 132)
    try growRowTwo(in: collectionView)
    // Three 17-pt lines (≈ 20.57 each) and 11-pt padding above and below ≈ 83.7 pt > 44: row 3 moves down by the
    // growth of row 2.
    let row2 = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
    #expect(row2.height > 80 && row2.height < 88)
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == row2.maxY)
    #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == row2.maxY)
    withExtendedLifetime(dataSource) {}
  }

  @Test func disabledKeepsTheMeasuredSizeUntilTheLayoutIsInvalidated() throws {
    let (collectionView, dataSource) = list(.disabled)
    try growRowTwo(in: collectionView)
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 44)
    #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 132)
    withExtendedLifetime(dataSource) {}
  }
}
