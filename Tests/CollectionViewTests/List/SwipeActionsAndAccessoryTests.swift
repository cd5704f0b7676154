import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation
import Testing

extension NSCollectionLayoutDimension {
  /// A user extension returning `Self`, as apps write them.
  fileprivate static func half() -> Self { .fractionalWidth(0.5) }
}

extension NSCollectionLayoutGroup {
  fileprivate static func row(_ items: [NSCollectionLayoutItem]) -> Self {
    .horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: items)
  }
}

@MainActor
@Suite("Swipe actions, accessories and factories")
struct SwipeActionsAndAccessoryTests {
  @Test func contextualActionRunsItsHandlerAndHasStyleColours() {
    var performed: [Bool] = []
    let star = UIContextualAction(style: .normal, title: nil) { action, _, completion in
      #expect(action.title == nil)
      completion(true)
    }
    star.image = UIImage(systemName: "star.fill")
    #expect(star.backgroundColor == .systemGray)
    star.backgroundColor = .systemBlue
    #expect(star.backgroundColor == .systemBlue)
    star.perform(in: UIView()) { performed.append($0) }
    #expect(performed == [true])
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(false) }
    #expect(delete.backgroundColor == .systemRed)
    let configuration = UISwipeActionsConfiguration(actions: [star, delete])
    #expect(configuration.actions.map(\.title) == [nil, "Delete"])
    #expect(configuration.performsFirstActionWithFullSwipe)
  }

  @Test func customViewAccessoryTakesTheViewsSize() {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
    let accessory = UICellAccessory.customView(configuration: .init(customView: badge, placement: .trailing()))
    #expect(accessory.layoutWidth == 30)
    #expect(accessory.layoutHeight == 20)
    let reserved = UICellAccessory.customView(
      configuration: .init(customView: badge, placement: .leading(), reservedLayoutWidth: .custom(44)))
    #expect(reserved.layoutWidth == 44)
    #expect(reserved.isLeading(headerStyle: false))
  }

  @Test func outlineDisclosureOptionsChooseTheEdge() {
    let header = UICellAccessory.outlineDisclosure(options: .init(style: .header))
    #expect(!header.isLeading(headerStyle: false))
    let cell = UICellAccessory.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .cell))
    #expect(cell.isLeading(headerStyle: true))
    let hidden = UICellAccessory.outlineDisclosure(options: .init(isHidden: true, reservedLayoutWidth: .custom(30)))
    #expect(hidden.isHidden && hidden.layoutWidth == 30)
  }

  @Test func factoriesReturnSelfForUserExtensions() {
    #expect(NSCollectionLayoutDimension.half().dimension == 0.5)
    #expect(NSCollectionLayoutDimension.half().isFractionalWidth)
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .half(), heightDimension: .absolute(44)))
    #expect(NSCollectionLayoutGroup.row([item]).subitems.count == 1)
  }

  @Test func separatorLayoutGuideFollowsTheSeparatorFrame() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 350, height: 44))
    var content = cell.defaultContentConfiguration()
    content.text = "Row"
    cell.contentConfiguration = content
    cell.layoutIfNeeded()
    #expect(cell.layoutGuides.contains { $0 === cell.separatorLayoutGuide })
    #expect(cell.separatorLayoutGuide.layoutFrame == cell.separatorLayoutFrame)
  }

  @Test func sectionTransactionsListTheChangedSections() {
    var before = NSDiffableDataSourceSnapshot<String, Int>()
    before.appendSections(["a", "b"])
    before.appendItems([1, 2, 3], toSection: "a")
    before.appendItems([4], toSection: "b")
    var after = before
    after.deleteItems([1])
    after.appendItems([1], toSection: "a")
    let transaction = NSDiffableDataSourceTransaction(initialSnapshot: before, finalSnapshot: after)
    let sections = transaction.sectionTransactions
    #expect(sections.map(\.sectionIdentifier) == ["a"])
    #expect(sections.first?.finalSnapshot.items == [2, 3, 1])
    #expect(sections.first.map { [1, 2, 3].applying($0.difference) } == [2, 3, 1])
  }
}
