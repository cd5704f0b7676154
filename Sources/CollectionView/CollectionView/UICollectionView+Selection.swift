import CompositionalLayout
import Foundation

extension UICollectionView {
  /// The selected items, in order; nil when nothing is selected.
  ///
  /// UIKit parity: `indexPathsForSelectedItems` (UIKit leaves the order unspecified).
  public var indexPathsForSelectedItems: [IndexPath]? {
    state.selected.isEmpty ? nil : state.selected.sorted()
  }

  /// Selects the item at `indexPath` (deselecting the others unless `allowsMultipleSelection`) and scrolls it to
  /// `scrollPosition`; nil clears the selection. The delegate is not told, as in UIKit.
  ///
  /// Does nothing when `allowsSelection` is false.
  ///
  /// UIKit parity: `selectItem(at:animated:scrollPosition:)`.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard state.allowsSelection else { return }
    guard let indexPath else {
      clearSelection()
      return
    }
    guard indexPath.isValid(in: loadedCounts()) else { return }
    if !state.allowsMultipleSelection {
      for other in state.selected where other != indexPath { setSelected(false, at: other) }
    }
    setSelected(true, at: indexPath)
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the item at `indexPath`; the delegate is not told.
  ///
  /// UIKit parity: `deselectItem(at:animated:)`.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    setSelected(false, at: indexPath)
  }

  /// Simulates a tap at `point` (content coordinates, as a touch's `location(in: collectionView)`).
  ///
  /// Sequence on the item under the point: `shouldHighlightItemAt` (false ends the tap: the item is neither
  /// highlighted nor selected), didHighlight, didUnhighlight; then, if taps select (`allowsSelection`, or
  /// `allowsSelectionDuringEditing` while `isEditing`): on a selected item with multiple selection
  /// (`allowsMultipleSelection`, or `allowsMultipleSelectionDuringEditing` while editing), shouldDeselect →
  /// didDeselect; on an unselected item, shouldSelect → (in single selection, the previous item is deselected with
  /// didDeselect) → didSelect. A tap on the selected item in single selection changes nothing. Last, unless the tap
  /// extended a multiple selection, `canPerformPrimaryActionForItemAt` → `performPrimaryActionForItemAt`, whether or
  /// not the selection changed.
  ///
  /// - Parameter point: in the collection view's coordinates (content coordinates); a finger can only touch what is
  ///   on screen, so a point outside the visible bounds (`bounds`, at the content offset) taps nothing.
  /// - Returns: the item under the point, or nil (the tap then does nothing).
  ///
  /// UIKit parity: the touch handling of `UICollectionView`; headless, so it is a method. The primary action
  /// follows the delegate documentation (iOS 16): called after shouldSelect and didSelect "regardless of whether
  /// the cell's selection state was allowed to change", when a person selects a single cell without extending an
  /// existing selection.
  @discardableResult
  public func tap(at point: CGPoint) -> IndexPath? {
    guard bounds.contains(point), let indexPath = indexPathForItem(at: point) else { return nil }
    let state = self.state
    let delegate = collectionDelegate
    guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return indexPath }
    state.highlighted = indexPath
    state.visibleCells[indexPath]?.isHighlighted = true
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
    state.highlighted = nil
    state.visibleCells[indexPath]?.isHighlighted = false
    delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    let extendsSelection = tapSelects && tapSelectsMultiple && !state.selected.subtracting([indexPath]).isEmpty
    if tapSelects { selectOnTap(indexPath, delegate: delegate) }
    if !extendsSelection, delegate?.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) ?? !isEditing {
      delegate?.collectionView(self, performPrimaryActionForItemAt: indexPath)
    }
    return indexPath
  }

  /// The selection part of a tap (see `tap(at:)`).
  private func selectOnTap(_ indexPath: IndexPath, delegate: (any UICollectionViewDelegate)?) {
    let multiple = tapSelectsMultiple
    if state.selected.contains(indexPath) {
      guard multiple, delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
      setSelected(false, at: indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !multiple {
      for other in state.selected.sorted() {
        setSelected(false, at: other)
        delegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    setSelected(true, at: indexPath)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Simulates a tap on the centre of the item at `indexPath`, wherever it is.
  @discardableResult
  public func tapItem(at indexPath: IndexPath) -> IndexPath? {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
    return tap(at: CGPoint(x: frame.midX, y: frame.midY))
  }

  func setSelected(_ selected: Bool, at indexPath: IndexPath) {
    if selected { state.selected.insert(indexPath) } else { state.selected.remove(indexPath) }
    state.visibleCells[indexPath]?.isSelected = selected
  }
}
