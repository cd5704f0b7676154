import CollectionView
import CompositionalLayout
import Foundation
import Testing

@MainActor
@Suite("Cell configuration state")
struct CellConfigurationStateTests {
  @Test func stateReflectsTheCell() {
    let cell = UICollectionViewListCell(frame: .zero)
    #expect(!cell.configurationState.isSelected)
    cell.isSelected = true
    cell.isHighlighted = true
    cell.isEditing = true
    let state = cell.configurationState
    #expect(state.isSelected && state.isHighlighted && state.isEditing)
    #expect(!state.isDisabled && !state.isFocused && !state.isExpanded)
    #expect(state.traitCollection == cell.traitCollection)
  }

  @Test func selectedListBackgroundIsSystemGray4AndRestored() {
    var background = UIBackgroundConfiguration.listCell()
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    state.isSelected = true
    background = background.updated(for: state)
    #expect(background.backgroundColor == .systemGray4)
    // Updating again for the same state keeps the original colour to restore.
    background = background.updated(for: state)
    state.isSelected = false
    background = background.updated(for: state)
    #expect(background.backgroundColor == .systemBackground)
  }

  @Test func headerAndCustomBackgroundsIgnoreState() {
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    state.isHighlighted = true
    #expect(UIBackgroundConfiguration.listHeader().updated(for: state) == .listHeader())
    #expect(UIBackgroundConfiguration.listFooter().updated(for: state).backgroundColor == .systemBackground)
    var custom = UIBackgroundConfiguration.clear()
    custom.backgroundColor = .systemRed
    #expect(custom.updated(for: state).backgroundColor == .systemRed)
  }

  @Test func listContentIsUnchangedByState() {
    var content = UIListContentConfiguration.cell()
    content.text = "Row"
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    state.isSelected = true
    #expect(content.updated(for: state) == content)
  }

  @Test func highlightRunsTheHandlerAndUpdatesTheBackground() {
    let cell = UICollectionViewCell(frame: .zero)
    cell.backgroundConfiguration = .listCell()
    var seen: [Bool] = []
    cell.configurationUpdateHandler = { _, state in seen.append(state.isHighlighted) }
    #expect(seen == [false])  // setting the handler updates at once
    cell.isHighlighted = true
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
    cell.isHighlighted = true  // no change, no update
    cell.isHighlighted = false
    #expect(seen == [false, true, false])
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
  }

  @Test func automaticBackgroundUpdatesCanBeTurnedOff() {
    let cell = UICollectionViewCell(frame: .zero)
    cell.automaticallyUpdatesBackgroundConfiguration = false
    cell.backgroundConfiguration = .listCell()
    cell.isSelected = true
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
  }

  @Test func overriddenUpdateConfigurationSeesTheState() {
    final class StyledCell: UICollectionViewCell {
      var states: [UICellConfigurationState] = []
      override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
      }
    }
    let cell = StyledCell(frame: .zero)
    cell.isSelected = true
    cell.setNeedsUpdateConfiguration()
    #expect(cell.states.map(\.isSelected) == [true, true])
  }

  @Test func selectingAndTappingUpdateVisibleCells() throws {
    let collectionView = makeRowCollectionView(dataSource: TestDataSource(counts: [3]))
    for cell in collectionView.visibleCells { cell.backgroundConfiguration = .listCell() }
    let first = IndexPath(item: 0, section: 0)
    let second = IndexPath(item: 1, section: 0)
    collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    let firstCell = try #require(collectionView.cellForItem(at: first))
    #expect(firstCell.backgroundConfiguration?.backgroundColor == .systemGray4)
    collectionView.tapItem(at: second)
    let secondCell = try #require(collectionView.cellForItem(at: second))
    #expect(secondCell.backgroundConfiguration?.backgroundColor == .systemGray4)
    #expect(firstCell.backgroundConfiguration?.backgroundColor == .systemBackground)
    collectionView.deselectItem(at: second, animated: false)
    #expect(secondCell.backgroundConfiguration?.backgroundColor == .systemBackground)
  }
}
