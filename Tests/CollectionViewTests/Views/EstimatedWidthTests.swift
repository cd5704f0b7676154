import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// A chip: a label 12 pt from the content view's leading and trailing edges, centred vertically.
@MainActor
final class ChipCell: UICollectionViewCell {
  let label = UILabel()
  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
      contentView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
      label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }
  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Estimated widths in a vertically scrolling layout")
struct EstimatedWidthTests {
  @Test func chipsTakeTheWidthOfTheirTextInAVerticalCollectionView() throws {
    // Chips of estimated width 80 and absolute height 32 flowing in rows, 8 pt apart.
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .absolute(32)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
      subitems: [item])
    group.interItemSpacing = .fixed(8)
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let words = ["Photography", "Art", "Travel"]
    let registration = UICollectionView.CellRegistration<ChipCell, String> { cell, _, word in
      cell.label.text = word
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, word in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: word)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(words)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    collectionView.layoutIfNeeded()
    for (index, word) in words.enumerated() {
      let cell = try #require(collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? ChipCell)
      // Width = the label's one-line width + 12 + 12 (the estimate, 80, is replaced); height stays 32.
      let expected = cell.label.intrinsicContentSize.width + 24
      #expect(abs(cell.frame.width - expected) < 0.34, "\(word): \(cell.frame.width) vs \(expected)")
      #expect(cell.frame.height == 32)
    }
    withExtendedLifetime(dataSource) {}
  }
}

@MainActor
@Suite("Sizing a cell directly")
struct CellFittingTests {
  @Test func aCellMeasuredItselfIsItsContentViewsFittedSize() {
    let cell = ChipCell(frame: CGRect(x: 0, y: 0, width: 80, height: 32))
    cell.label.text = "Photography"
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 0, height: 32), withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .required)
    // The label's one-line width and 12 pt on each side; the height is the target's.
    #expect(abs(size.width - (cell.label.intrinsicContentSize.width + 24)) < 0.01)
    #expect(size.height == 32)
  }
}
