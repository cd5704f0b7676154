import CollectionView
import Foundation
import Testing

/// A list cell that adds a `UIListContentView` of its own beside a trailing label, held by constraints: the shape of
/// a custom list cell (the list content view is compressed first, the label keeps its one line).
@MainActor
private final class LabelledListCell: UICollectionViewListCell {
  let listContentView = UIListContentView(configuration: .subtitleCell())
  let tagLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(listContentView)
    contentView.addSubview(tagLabel)
    listContentView.translatesAutoresizingMaskIntoConstraints = false
    tagLabel.translatesAutoresizingMaskIntoConstraints = false
    let resistance = listContentView.contentCompressionResistancePriority(for: .horizontal)
    listContentView.setContentCompressionResistancePriority(resistance - 1, for: .horizontal)
    NSLayoutConstraint.activate([
      listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
      listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      tagLabel.leadingAnchor.constraint(greaterThanOrEqualTo: listContentView.trailingAnchor),
      tagLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      contentView.trailingAnchor.constraint(equalTo: tagLabel.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  func show(title: String, detail: String, tag: String) {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = title
    content.secondaryText = detail
    listContentView.configuration = content
    tagLabel.text = tag
  }
}

@MainActor
@Suite("A list cell holding its own UIListContentView beside other views")
struct CustomListContentCellTests {
  /// Before the fix, the cell's content view measured the list content view alone at the content view's full width
  /// (as if it filled it), so the wrapped detail text was measured one or more lines short and overflowed the row.
  @Test func rowsAreTallEnoughForTheTextAtTheWidthConstraintsGiveIt() throws {
    let detail = "A portable pair of earphones that are used to listen to music and other forms of audio."
    let controller = UIViewController()
    let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<LabelledListCell, Int> { cell, _, _ in
      cell.show(title: "Headphones", detail: detail, tag: "Transportation")
      cell.accessories = [.disclosureIndicator()]
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    controller.view.addSubview(collectionView)
    collectionView.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot, animatingDifferences: false)
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    collectionView.layoutIfNeeded()

    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelledListCell)
    cell.layoutIfNeeded()
    let list = cell.listContentView
    // The tag label keeps its one line; the list content view takes the rest of the content view's width, which is
    // narrower than the cell (the disclosure indicator sits beside it).
    #expect(list.frame.width < cell.contentView.bounds.width)
    #expect(abs(list.frame.maxX - cell.tagLabel.frame.minX) < 0.5)
    // At that width the list content needs exactly the row's height: what the list content view asks for at its
    // own width is what the cell was given (within a device pixel, 1/3 pt).
    let needed = list.systemLayoutSizeFitting(
      CGSize(width: list.frame.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(abs(list.frame.height - needed.height) < 0.34, "row \(list.frame.height), text needs \(needed.height)")
    // So the detail label lies inside the list content view: nothing overflows the row.
    let detailLabel = try #require(list.subviews.compactMap { $0 as? UILabel }.first { $0.text == detail })
    #expect(detailLabel.frame.minY >= 0 && detailLabel.frame.maxY <= list.bounds.height + 0.34)
    withExtendedLifetime((host, dataSource)) {}
  }
}
