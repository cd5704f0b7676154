import CollectionView
import CompositionalLayout
import Foundation
import Testing
import TextMeasurement

@MainActor
@Suite("Self-sizing cells")
struct SelfSizingCellTests {
  /// A list of rows with an estimated height of 44.
  func estimatedLayout() -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  @Test func oneLineRowIs44() {
    var content = UIListContentConfiguration.cell()
    content.text = "Hello"
    // 11 + one 17-pt line + 11 is under the 44-pt minimum.
    #expect(content.sizeThatFits(CGSize(width: 390, height: 44)).height == 44)
  }

  @Test func longTextGrowsTheRow() throws {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: estimatedLayout())
    let long = String(repeating: "A long line of words that wraps. ", count: 6)
    let texts = ["short", long, "short"]
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    final class Source: UICollectionViewDataSource {
      let texts: [String]
      let registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>
      init(_ texts: [String], _ registration: UICollectionView.CellRegistration<UICollectionViewListCell, String>) {
        self.texts = texts
        self.registration = registration
      }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        texts.count
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: texts[indexPath.item])
      }
    }
    let source = Source(texts, registration)
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    let font = UIFont.systemFont(ofSize: 17)
    // Text column: 390 − 16 − 16 = 358 pt wide.
    let textHeight = TextMeasurer(emptyTextSize: .zero).size(of: long, font: font, width: 358).height
    let expected = 11 + textHeight + 11
    let middle = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(expected > 44)
    #expect(abs(middle.frame.height - expected) < 0.01)
    #expect(middle.frame.minY == 44)
    let last = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(abs(last.frame.minY - (44 + expected)) < 0.01)
    #expect(abs(collectionView.contentSize.height - (88 + expected)) < 0.01)
  }

  @Test func backgroundConfigurations() {
    let cell = UICollectionViewListCell(frame: .zero)
    cell.backgroundConfiguration = .listGroupedCell()
    #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    var content = cell.defaultContentConfiguration()
    content.image = UIImage(systemName: "star")
    content.secondaryText = "Detail"
    content.text = "Title"
    let size = content.sizeThatFits(CGSize(width: 390, height: 44))
    #expect(size.height > 44)
    #expect(size.width > 16 + 20 + 16)
  }
}
