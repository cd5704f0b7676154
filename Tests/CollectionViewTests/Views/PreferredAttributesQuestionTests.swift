import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// Which cells the collection view asks for `preferredLayoutAttributesFitting(_:)`: every newly displayed cell, also
/// in a layout of absolute sizes (UIKit asks whatever `estimatedItemSize` says: rdar://26887172), once per display.
@MainActor
@Suite("Preferred attributes questions")
struct PreferredAttributesQuestionTests {
  /// A cell that records the items it was asked about.
  final class CountingCell: UICollectionViewCell {
    static var asked: [Int] = []

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
      -> UICollectionViewLayoutAttributes
    {
      Self.asked.append(layoutAttributes.indexPath.item)
      return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
  }

  /// A list of 44-pt rows, `height` given as `dimension`.
  static func layout(_ dimension: NSCollectionLayoutDimension) -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: dimension)
    return UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(
        group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
  }

  @Test func fixedSizeCellsAreAskedOncePerDisplay() {
    CountingCell.asked = []
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Self.layout(.absolute(44)))
    let registration = UICollectionView.CellRegistration<CountingCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<100))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    // 0…844 shows rows 0…19 (row 19 spans 836…880): each asked once.
    #expect(CountingCell.asked == Array(0...19))
    collectionView.layoutIfNeeded()
    #expect(CountingCell.asked.count == 20)
    collectionView.setContentOffset(CGPoint(x: 0, y: 844), animated: false)
    collectionView.layoutIfNeeded()
    // 844…1688 shows rows 19 (836…880) to 38 (1672…1716); row 19 stays displayed, rows 20…38 are new.
    #expect(CountingCell.asked == Array(0...19) + Array(20...38))
    // Asking changed nothing: rows stay 44 pt, content 100 × 44 = 4,400 pt.
    #expect(collectionView.cellForItem(at: IndexPath(item: 30, section: 0))?.frame.height == 44)
    #expect(collectionView.contentSize.height == 4400)
  }

  @Test func contentWithNothingToMeasureKeepsTheGivenSize() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 88, width: 390, height: 44)
    let preferred = cell.preferredLayoutAttributesFitting(attributes)
    // Nothing in the content view asks for another size: the given attributes, unchanged.
    #expect(preferred === attributes)
    #expect(preferred.frame == CGRect(x: 0, y: 88, width: 390, height: 44))
  }

  @Test func constrainedContentIsStillMeasured() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Self.layout(.estimated(44)))
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
      guard cell.contentView.subviews.isEmpty else { return }
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
        box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
        box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
        box.heightAnchor.constraint(equalToConstant: 60),
      ])
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([0, 1, 2])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    // Each row fits its 60-pt box (estimate 44): 3 × 60 = 180 pt of content, row 2 at 120.
    #expect(collectionView.contentSize.height == 180)
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 0, y: 120, width: 390, height: 60))
  }
}

/// A view that changes the attributes it is given and returns them (a common UIKit override) still resizes its row.
@MainActor
@Suite("Preferred attributes changed in place")
struct PreferredAttributesInPlaceTests {
  final class InPlaceCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
      -> UICollectionViewLayoutAttributes
    {
      layoutAttributes.size = CGSize(width: layoutAttributes.size.width, height: 70)
      return layoutAttributes
    }
  }

  /// Apple's documented pattern: call `super` first, then change the returned attributes.
  final class SuperThenChangeCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
      -> UICollectionViewLayoutAttributes
    {
      let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
      attributes.size = CGSize(width: attributes.size.width, height: 50)
      return attributes
    }
  }

  @Test func changeAfterSuperResizesTheRow() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: PreferredAttributesQuestionTests.layout(.estimated(44)))
    let registration = UICollectionView.CellRegistration<SuperThenChangeCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([0, 1])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    // Two rows of 50 (estimate 44): 100 pt of content, row 1 at 50.
    #expect(collectionView.contentSize.height == 100)
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 50, width: 390, height: 50))
  }

  @Test func inPlaceChangeResizesTheRow() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: PreferredAttributesQuestionTests.layout(.estimated(44)))
    let registration = UICollectionView.CellRegistration<InPlaceCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([0, 1, 2])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    // Three rows of 70 (estimate 44): 210 pt of content, row 1 at 70.
    #expect(collectionView.contentSize.height == 210)
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 70, width: 390, height: 70))
  }
}
