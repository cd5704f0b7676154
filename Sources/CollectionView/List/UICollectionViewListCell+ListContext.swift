import CompositionalLayout
import DiffableDataSource
import Foundation

/// A data source that knows the outline position of its items (a diffable data source with section snapshots).
@MainActor
protocol ListOutlineProviding: AnyObject {
  /// The item's depth and expansion in its section snapshot, or nil when its section has none.
  func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)?
}

extension UICollectionViewDiffableDataSource: ListOutlineProviding {
  func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)? {
    guard let section = sectionIdentifier(for: indexPath.section), let stored = sectionSnapshots[section],
      let item = itemIdentifier(for: indexPath), stored.contains(item)
    else { return nil }
    return (stored.level(of: item), stored.isExpanded(item))
  }
}

extension UICollectionViewListCell {
  /// Fills in the list context before the registration's handler runs: the display scale; from a diffable data
  /// source's section snapshot, `indentationLevel` and `isExpanded`; and inside a `list(using:)` layout, the list
  /// appearance, the collection view's layout margins, the row's position in its section and its resolved
  /// separators (in a `list(using:)` layout or a section made by `NSCollectionLayoutSection.list`).
  ///
  /// UIKit parity: what UIKit's list layout and diffable data source set on list cells automatically (the
  /// indentation from the section snapshot's levels, the separators from the configuration).
  func prepareForList(in collectionView: UICollectionView, at indexPath: IndexPath) {
    displayScale = collectionView.traitCollection.displayScale
    isEditing = collectionView.isEditing
    let outline = (collectionView.dataSource as? ListOutlineProviding)?.outlineState(at: indexPath)
    indentationLevel = outline?.level ?? 0
    isExpanded = outline?.isExpanded ?? false
    guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
      let list = layout.listConfiguration(forSection: indexPath.section)
    else {
      listAppearance = nil
      separatorConfiguration = nil
      isListHeaderRow = false
      applyAutomaticBackgroundConfiguration()
      return
    }
    isListHeaderRow = list.headerMode == .firstItemInSection && indexPath.item == 0
    let count = collectionView.numberOfItems(inSection: indexPath.section)
    listAppearance = list.appearance
    customLayoutMargins = collectionView.directionalLayoutMargins
    isFirstInSection = indexPath.item == 0
    isLastInSection = indexPath.item == count - 1
    separatorConfiguration = list.resolvedSeparatorConfiguration(forItemAt: indexPath, itemCount: count)
    applyAutomaticBackgroundConfiguration()
  }

  /// Until `backgroundConfiguration` is set, shows the list's default row background for the cell's state (none
  /// outside a list, or when the cell has its own `backgroundView` or `backgroundColor`).
  ///
  /// UIKit parity: list cells in a list get their appearance's default background configuration (list layout
  /// documentation: the appearance sets the default content and background configurations of list cells).
  private func applyAutomaticBackgroundConfiguration() {
    guard usesAutomaticBackgroundConfiguration else { return }
    guard listAppearance != nil, backgroundView == nil, backgroundColor == nil else {
      currentBackgroundConfiguration = nil
      return
    }
    currentBackgroundConfiguration = defaultBackgroundConfiguration().updated(for: configurationState)
  }

  /// Fills in the list context of a list cell used as a header or footer of `section`: the display scale and, in a
  /// list section, the list appearance and the collection view's layout margins (no separators).
  ///
  /// UIKit parity: list headers and footers made from `UICollectionViewListCell` take the list's margins.
  func prepareForListSupplementary(in collectionView: UICollectionView, section: Int) {
    displayScale = collectionView.traitCollection.displayScale
    indentationLevel = 0
    guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
      let list = layout.listConfiguration(forSection: section)
    else {
      listAppearance = nil
      return
    }
    listAppearance = list.appearance
    customLayoutMargins = collectionView.directionalLayoutMargins
    separatorConfiguration = nil
    isListHeaderRow = false
  }
}
