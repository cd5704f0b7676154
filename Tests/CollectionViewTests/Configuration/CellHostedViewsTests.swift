import CollectionView
import CompositionalLayout
import Foundation
import Testing

@MainActor
@Suite("Cell hosted views and default background")
struct CellHostedViewsTests {
  @Test func contentViewFollowsTheBounds() {
    let cell = UICollectionViewCell(frame: CGRect(x: 10, y: 20, width: 100, height: 44))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 44))
    cell.frame = CGRect(x: 0, y: 88, width: 390, height: 60)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
  }

  @Test func backgroundViewsFillTheCell() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    let background = UIView(frame: .zero)
    cell.backgroundView = background
    #expect(background.frame == cell.bounds)
    let selected = UIView(frame: .zero)
    selected.backgroundColor = .systemGray4
    cell.selectedBackgroundView = selected
    #expect(selected.frame == cell.bounds)
    cell.frame.size.height = 80
    #expect(background.bounds.height == 80 && selected.bounds.height == 80)
  }

  @Test func selectedBackgroundShowsWhileSelectedOrHighlighted() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    let selected = UIView(frame: .zero)
    cell.selectedBackgroundView = selected
    #expect(selected.isHidden)
    cell.isHighlighted = true
    #expect(!selected.isHidden)
    cell.isHighlighted = false
    #expect(selected.isHidden)
    cell.isSelected = true
    #expect(!selected.isHidden)
    cell.prepareForReuse()
    #expect(selected.isHidden)
  }

  @Test func selectingShowsTheSelectedBackgroundOfAVisibleCell() throws {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [2]))
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    cell.selectedBackgroundView = UIView(frame: .zero)
    collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(cell.selectedBackgroundView?.isHidden == false)
  }

  @Test func defaultBackgroundConfigurations() {
    #expect(UICollectionViewCell(frame: .zero).defaultBackgroundConfiguration() == .clear())
    let listCell = UICollectionViewListCell(frame: .zero)
    #expect(listCell.defaultBackgroundConfiguration() == .listCell())
    #expect(UIBackgroundConfiguration.listCell().backgroundColor == .systemBackground)
    #expect(UIBackgroundConfiguration.listHeader().backgroundColor == .systemBackground)
    #expect(UIBackgroundConfiguration.listFooter() == .listHeader())
  }

  @Test func aBackgroundCustomViewFillsTheBackground() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    let custom = UIView(frame: .zero)
    var background = UIBackgroundConfiguration.clear()
    background.customView = custom
    background.backgroundInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 20)
    background.cornerRadius = 8
    cell.backgroundConfiguration = background
    cell.layoutIfNeeded()
    // In the cell's tree, filling the background: 200 − 10 − 20 = 170 wide, 50 − 5 − 5 = 40 high, at (10, 5) in
    // the cell; clipped to the 8-pt corners.
    #expect(custom.window === cell.window && custom.superview?.superview === cell)
    #expect(custom.frame == CGRect(x: 0, y: 0, width: 170, height: 40))
    #expect(custom.convert(custom.bounds, to: cell) == CGRect(x: 10, y: 5, width: 170, height: 40))
    #expect(custom.superview?.clipsToBounds == true)
    // Another configuration without it takes it out.
    cell.backgroundConfiguration = .clear()
    cell.layoutIfNeeded()
    #expect(custom.superview == nil)
  }

  @Test func defaultListBackgroundTakesTheSelectionColour() {
    let listCell = UICollectionViewListCell(frame: .zero)
    listCell.backgroundConfiguration = listCell.defaultBackgroundConfiguration()
    listCell.isSelected = true
    #expect(listCell.backgroundConfiguration?.backgroundColor == .systemGray4)
  }
}
