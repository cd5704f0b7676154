import CompositionalLayout
import Foundation

/// An interactive movement in progress: where the item was when it began, where the view shows it now, and the
/// touch position (content coordinates, points).
struct InteractiveMovement {
  var original: IndexPath
  var current: IndexPath
  var position: CGPoint

  /// The data source's index path of the item the view shows at `viewIndexPath`: the view shows the data source's
  /// items with the moving one taken from `original` and put at `current`.
  func dataSourceIndexPath(for viewIndexPath: IndexPath) -> IndexPath {
    IndexPath.afterMove(viewIndexPath, from: current, to: original)
  }
}

extension IndexPath {
  /// Where the item at `indexPath` is after the item at `from` is taken out and put at `to` (`to` counts without
  /// the moved item).
  static func afterMove(_ indexPath: IndexPath, from: IndexPath, to: IndexPath) -> IndexPath {
    if indexPath == from { return to }
    let section = indexPath.section
    var item = indexPath.item
    if section == from.section && item > from.item { item -= 1 }
    if section == to.section && item >= to.item { item += 1 }
    return IndexPath(item: item, section: section)
  }
}

extension UICollectionView {
  /// How fast items make room for a dragged item.
  ///
  /// UIKit parity: `UICollectionView.ReorderingCadence` (iOS 11); same cases and raw values.
  public enum ReorderingCadence: Int, Sendable {
    /// Items move into place immediately.
    case immediate = 0
    /// Items move quickly, after a short delay.
    case fast = 1
    /// Items move after a delay.
    case slow = 2
  }

  /// How fast items make room for a dragged item. Default `.immediate`. Kept as set: headless there is no clock,
  /// so every step of an interactive movement reorders at once.
  ///
  /// UIKit parity: `reorderingCadence` (iOS 11).
  public var reorderingCadence: ReorderingCadence {
    get { state.reorderingCadence }
    set { state.reorderingCadence = newValue }
  }

  /// Starts moving the item at `indexPath` interactively, if the data source allows it
  /// (`collectionView(_:canMoveItemAt:)`). Until `endInteractiveMovement()` or `cancelInteractiveMovement()`, the
  /// view shows the item where `updateInteractiveMovementTargetPosition(_:)` puts it and the moving cell follows the
  /// touch (the layout's `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`, from the item's
  /// centre at first). A batch update (or a diffable apply), `reloadData()` or a new data source during the movement
  /// cancels it first.
  ///
  /// - Returns: false when a movement is already in progress, there is no data source, the item does not exist, or
  ///   the data source refuses.
  ///
  /// UIKit parity: `beginInteractiveMovementForItem(at:)` (iOS 9). Difference: UIKit also refuses when the data
  /// source does not implement `collectionView(_:moveItemAt:to:)`, which Swift cannot detect here.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    let state = self.state
    guard state.interactiveMovement == nil, let dataSource = state.dataSource,
      indexPath.isValid(in: loadedCounts()), dataSource.collectionView(self, canMoveItemAt: indexPath)
    else {
      return false
    }
    feedLayout()
    let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    state.interactiveMovement = InteractiveMovement(
      original: indexPath, current: indexPath, position: CGPoint(x: frame.midX, y: frame.midY))
    if state.hasLaidOut { layoutNow() }
    return true
  }

  /// Moves the moving cell to `targetPosition` (content coordinates, points) and the item to the index path the
  /// layout proposes there (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`), as the delegate adjusts it
  /// (`collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`).
  /// The other items make room at once (one batch update of one move, without asking the data source). Does nothing
  /// without a movement in progress.
  ///
  /// - Precondition: the index path the delegate returns names a place the item can go: an existing section, and an
  ///   item index at most the section's item count without the moving item (traps naming it otherwise).
  ///
  /// UIKit parity: `updateInteractiveMovementTargetPosition(_:)` (iOS 9); no animation.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    let state = self.state
    guard var movement = state.interactiveMovement else { return }
    movement.position = targetPosition
    feedLayout()
    let proposed = collectionViewLayout.targetIndexPath(
      forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
    let target =
      collectionDelegate?.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
        atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
    let counts = loadedCounts()
    let roomInSection = target.count == 2 && counts.indices.contains(target.section) ? counts[target.section] : -1
    // Within its own section the item takes an existing place; elsewhere it may also go after the last item.
    let limit = target.count == 2 && target.section == movement.current.section ? roomInSection - 1 : roomInSection
    usagePrecondition(
      target.count == 2 && target.item >= 0 && target.item <= limit,
      "UICollectionView: the interactive movement's target index path \(target.shortDescription) does not exist ("
        + (roomInSection < 0
          ? "the collection view has \(counts.count) sections"
          : "section \(target.section) can take the moving item at 0...\(limit)")
        + (target == proposed
          ? "); the layout's targetIndexPath(forInteractivelyMovingItem:withPosition:) proposed it. Fix: return an "
            + "index path of the collection view from that override, or correct it in the delegate's "
            + "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:"
            + "toProposedIndexPath:)."
          : "). Fix: return an index path of the collection view from "
            + "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:"
            + "toProposedIndexPath:).")
    )
    let from = movement.current
    movement.current = target
    state.interactiveMovement = movement
    if target != from {
      applyInteractiveMove(from: from, to: target)
    } else if state.hasLaidOut {
      layoutNow()
    }
  }

  /// Ends the movement with the item where it is shown: the data source is told
  /// (`collectionView(_:moveItemAt:to:)`, only when the item ended elsewhere) and the cell settles into its place.
  /// Does nothing without a movement in progress.
  ///
  /// UIKit parity: `endInteractiveMovement()` (iOS 9); no animation.
  public func endInteractiveMovement() {
    let state = self.state
    guard let movement = state.interactiveMovement else { return }
    state.interactiveMovement = nil
    if movement.current != movement.original {
      state.dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
    }
    if state.hasLaidOut { layoutNow() }
  }

  /// Ends the movement and puts the item back where it was; the data source is not told. Does nothing without a
  /// movement in progress.
  ///
  /// UIKit parity: `cancelInteractiveMovement()` (iOS 9); no animation.
  public func cancelInteractiveMovement() {
    let state = self.state
    guard let movement = state.interactiveMovement else { return }
    state.interactiveMovement = nil
    if movement.current != movement.original {
      applyInteractiveMove(from: movement.current, to: movement.original)
    } else if state.hasLaidOut {
      layoutNow()
    }
  }

  /// Gives the moving cell the layout's attributes for the touch position (end of a layout pass).
  func applyInteractiveMovementAttributes() {
    let state = self.state
    guard let movement = state.interactiveMovement, let cell = state.visibleCells[movement.current] else { return }
    let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
      at: movement.current, withTargetPosition: movement.position)
    cell.applyAttributes(attributes)
  }

  /// Asks the layout, then the delegate, for the content offset to show after an update or a layout change, and
  /// scrolls there when it differs.
  func adjustContentOffsetAfterLayoutChange() {
    let proposed = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
    let target =
      collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
    if target != contentOffset { contentOffset = target }
  }
}
