import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation
import Testing

/// A 390 × 844 collection view with a `list(using:)` layout and a diffable data source of strings; parents (items
/// with children in their section snapshot) get an outline disclosure.
@MainActor
final class ListFixture {
  let collectionView: UICollectionView
  var dataSource: UICollectionViewDiffableDataSource<String, String>!

  init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: appearance)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      [unowned self] cell, indexPath, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      let section = dataSource.snapshot(for: dataSource.sectionIdentifier(for: indexPath.section) ?? "")
      let isParent = !section.snapshot(of: item, includingParent: false).items.isEmpty
      cell.accessories = isParent ? [.outlineDisclosure()] : [.disclosureIndicator()]
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
  }

  func cell(_ item: Int, section: Int = 0) -> UICollectionViewListCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
  }

  func text(_ item: Int, section: Int = 0) -> String? {
    (cell(item, section: section)?.contentConfiguration as? UIListContentConfiguration)?.text
  }
}

@MainActor
@Suite("List cells in a collection view, and outlines")
struct ListOutlineTests {
  @Test("insetGrouped rows: W1 frames, separators hidden under the last row, rounded first and last rows")
  func insetGroupedRows() throws {
    let fixture = ListFixture(.insetGrouped)
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["S"])
    snapshot.appendItems(["a", "b", "c"])
    fixture.dataSource.apply(snapshot)
    fixture.collectionView.layoutIfNeeded()
    let first = try #require(fixture.cell(0))
    let last = try #require(fixture.cell(2))
    // Spec W1: (20, 17.667, 350, 44), then + 44.
    #expect(isOnPixel(first.frame, [20, 53.0 / 3, 350, 44]))
    #expect(isOnPixel(last.frame, [20, 317.0 / 3, 350, 44]))
    #expect(first.listAppearance == .insetGrouped)
    // Separator of row 0 from the text (cell x 20 → screen 40) to the cell's end (370); none under row 2.
    #expect(isOnPixel(first.bottomSeparatorFrame, [20, 131.0 / 3, 330, 1.0 / 3]))
    #expect(last.bottomSeparatorFrame == nil)
    #expect(first.backgroundCornerRadii == (10, 0))
    #expect(last.backgroundCornerRadii == (0, 10))
    let middle = try #require(fixture.cell(1))
    #expect(middle.backgroundCornerRadii == (0, 0))
  }

  @Test("Outline: expanding and collapsing changes the rows laid out; children are indented 10 pt")
  func expandCollapse() throws {
    let fixture = ListFixture(.insetGrouped)
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Animals", "Plants"])
    outline.append(["Cat", "Dog"], to: "Animals")
    outline.append(["Fern"], to: "Plants")
    fixture.dataSource.apply(outline, to: "S", animatingDifferences: false)
    fixture.collectionView.layoutIfNeeded()
    // Collapsed: Animals (17.667), Plants (61.667); content 17.667 + 88 + 17.667 = 123.333.
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 2)
    #expect(fixture.text(1) == "Plants")
    #expect(isOnPixel(fixture.cell(1)?.frame, [20, 185.0 / 3, 350, 44]))
    #expect(abs(fixture.collectionView.contentSize.height - 370.0 / 3) < 0.0034)
    #expect(fixture.cell(0)?.accessories.count == 1)
    #expect(fixture.cell(0)?.isExpanded == false)

    #expect(fixture.dataSource.expand("Animals"))
    fixture.collectionView.layoutIfNeeded()
    // Expanded: Animals, Cat, Dog, Plants at 17.667 + 44k; Plants at 17.667 + 132 = 149.667.
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 4)
    #expect(fixture.text(1) == "Cat")
    #expect(fixture.text(3) == "Plants")
    #expect(isOnPixel(fixture.cell(3)?.frame, [20, 449.0 / 3, 350, 44]))
    let cat = try #require(fixture.cell(1))
    #expect(cat.indentationLevel == 1)
    #expect(fixture.cell(0)?.isExpanded == true)
    // Child text: indent 10 + margin 20 = 30 in the cell (screen 50). The parent's leading outline disclosure
    // (cell style) sits at the margin 20…34, so its text starts at 34 + 16 = 50.
    #expect(cat.textLayoutLeading == 30)
    #expect(fixture.cell(0)?.textLayoutLeading == 50)
    // content 17.667 + 176 + 17.667 = 211.333.
    #expect(abs(fixture.collectionView.contentSize.height - 634.0 / 3) < 0.0034)

    #expect(fixture.dataSource.collapse("Animals"))
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.collectionView.numberOfItems(inSection: 0) == 2)
    #expect(fixture.text(1) == "Plants")
    #expect(isOnPixel(fixture.cell(1)?.frame, [20, 185.0 / 3, 350, 44]))
    #expect(fixture.cell(1)?.indentationLevel == 0)
  }

  @Test("Two outline levels indent 10 pt each")
  func twoLevels() throws {
    let fixture = ListFixture(.sidebar)
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Library"])
    outline.append(["Music"], to: "Library")
    outline.append(["Albums"], to: "Music")
    outline.expand(["Library", "Music"])
    fixture.dataSource.apply(outline, to: "S", animatingDifferences: false)
    fixture.collectionView.layoutIfNeeded()
    let albums = try #require(fixture.cell(2))
    #expect(albums.indentationLevel == 2)
    // Leading: 2 × 10 + margin 20 = 40.
    #expect(albums.textLayoutLeading == 40)
    #expect(albums.listAppearance == .sidebar)
    #expect(albums.bottomSeparatorFrame == nil)  // sidebars hide automatic separators
  }
}
