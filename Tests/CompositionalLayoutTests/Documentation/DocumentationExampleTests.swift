import CompositionalLayout
import Foundation
import Testing

/// The examples printed in README.md and the doc comments, run as written.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  @Test("README: a three-column grid laid out at 390 × 844")
  func readmeExample() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(
        widthDimension: .fractionalWidth(1.0 / 3),
        heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(
        widthDimension: .fractionalWidth(1),
        heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [100]))
    let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
    // Rows are 390/3 = 130 tall; item 4 is row 1, column 1: slot (130, 130, 130, 130), inset by 2 on every side.
    #expect(frame == CGRect(x: 132, y: 132, width: 126, height: 126))
  }

  @Test("visualDescription draws one box per slot, numbered in item order")
  func visualDescription() {
    let half = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(20)),
      subitems: [half])
    // 100 pt drawn 11 columns wide: scale 0.1 column per point, rows at half that: 20 pt → 1 row + 1.
    let picture = group.visualDescription(columns: 11)
    let lines = picture.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.contains("2 item(s)") == true)
    #expect(lines.dropFirst().first == "+----+----+")
    #expect(lines.count == 3)
  }
}
