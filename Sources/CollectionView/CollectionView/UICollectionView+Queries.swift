import CompositionalLayout
import Foundation

extension UICollectionView {
  /// The item whose cell frame contains `point` (content coordinates), topmost first; nil over empty space.
  ///
  /// Asks the layout, so items off screen are found too; hidden elements are skipped.
  /// - Complexity: O(log sections + elements near the point).
  ///
  /// UIKit parity: `indexPathForItem(at:)`.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    feedLayout()
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    let counts = loadedCounts()
    return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
      .filter {
        $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
          && $0.indexPath.isValid(in: counts)
      }
      .max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// The index paths of the cells on screen after the last layout pass, in order.
  ///
  /// UIKit parity: `indexPathsForVisibleItems` (UIKit leaves the order unspecified).
  public var indexPathsForVisibleItems: [IndexPath] { state.visibleCells.keys.sorted() }

  /// The cells on screen after the last layout pass, in index-path order.
  ///
  /// UIKit parity: `visibleCells`.
  public var visibleCells: [UICollectionViewCell] {
    state.visibleCells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The cell on screen for the item at `indexPath`, or nil when the item is not on screen.
  ///
  /// UIKit parity: `cellForItem(at:)`.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { state.visibleCells[indexPath] }

  /// The index path of a cell on screen, or nil.
  ///
  /// UIKit parity: `indexPath(for:)`.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    state.visibleCells.first { $0.value === cell }?.key
  }

  /// The supplementary views of `elementKind` on screen, in index-path order.
  ///
  /// UIKit parity: `visibleSupplementaryViews(ofKind:)`.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    state.visibleSupplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }
      .map(\.value)
  }

  /// The supplementary view of `elementKind` at `indexPath` if it is on screen.
  ///
  /// UIKit parity: `supplementaryView(forElementKind:at:)`.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    state.visibleSupplementaries[ElementKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The index paths of the supplementary views of `elementKind` on screen, in order.
  ///
  /// UIKit parity: `indexPathsForVisibleSupplementaryElements(ofKind:)`.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    state.visibleSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// The decoration views on screen, in index-path order (a headless addition for renderers).
  public var visibleDecorationViews: [UICollectionReusableView] {
    state.visibleDecorations.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
  }

  /// The layout's attributes for the item at `indexPath`, or nil.
  ///
  /// UIKit parity: `layoutAttributesForItem(at:)`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    feedLayout()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes for the supplementary element of `kind` at `indexPath`, or nil.
  ///
  /// UIKit parity: `layoutAttributesForSupplementaryElement(ofKind:at:)`.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    feedLayout()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }
}
