import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// A row layout that records the items it is asked about for self-sizing (and takes no preferred size).
private final class QuestionRecordingLayout: UICollectionViewCompositionalLayout {
  var askedItems: [Int] = []

  convenience init() {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    self.init(section: NSCollectionLayoutSection(group: group))
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    askedItems.append(originalAttributes.indexPath.item)
    return false
  }
}

/// A data source of 100 rows whose provider replaces the collection view's layout while asked for `replacingAt`.
@MainActor
private final class LayoutReplacingDataSource: UICollectionViewDataSource {
  let replacement: UICollectionViewLayout
  let replacingAt: Int

  init(replacement: UICollectionViewLayout, replacingAt: Int) {
    self.replacement = replacement
    self.replacingAt = replacingAt
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    if indexPath.item == replacingAt, collectionView.collectionViewLayout !== replacement {
      collectionView.collectionViewLayout = replacement
    }
    return cell
  }
}

/// A cell provider that replaces the layout in the middle of a layout pass: the pass keeps the layout it started
/// with to size its cells only while that is still the view's (it counts the replacements instead of reading the
/// property for every cell).
@MainActor
@Suite("The layout replaced during a layout pass")
struct LayoutReplacedInPassTests {
  @Test func cellsAfterTheReplacementAreSizedWithTheNewLayout() {
    let first = QuestionRecordingLayout()
    let second = QuestionRecordingLayout()
    let dataSource = LayoutReplacingDataSource(replacement: second, replacingAt: 5)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: first)
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    // The first pass displays rows 0…19 (844 / 44 = 19.2 rows meet the screen). Each cell is asked about after its
    // provider returned: rows 0…4 with the first layout; row 5's provider replaced it, so rows 5…19 with the
    // second. The pass the replacement asks for finds all of them on screen and asks about none.
    #expect(first.askedItems == Array(0...4))
    #expect(second.askedItems == Array(5...19))
    #expect(collectionView.visibleCells.count == 20)
    withExtendedLifetime(dataSource) {}
  }
}
