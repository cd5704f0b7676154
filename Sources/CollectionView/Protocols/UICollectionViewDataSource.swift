import CompositionalLayout
import Foundation

/// Supplies a collection view's counts, cells and supplementary views.
///
/// The view keeps a weak reference. Counts are read at the first layout pass and at `reloadData()`, and checked
/// after every batch update.
///
/// UIKit parity: `UICollectionViewDataSource`; the optional members have default implementations
/// (`numberOfSections` returns 1; the supplementary-view method traps naming the kind and index path, as UIKit
/// asserts when a layout asks for a view nobody supplies; `canMoveItemAt` returns true and `moveItemAt` does nothing).
/// Difference: UIKit refuses interactive movement when the data source does not implement `moveItemAt`; Swift cannot
/// tell an implemented method from the default here, so `beginInteractiveMovementForItem(at:)` asks `canMoveItemAt`
/// alone.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of sections. Default 1.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The number of items in `section`; must be ≥ 0.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item at `indexPath`, obtained from `dequeueReusableCell(withReuseIdentifier:for:)` or
  /// `dequeueConfiguredReusableCell(using:for:item:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// The supplementary view of `kind` at `indexPath`, obtained from a supplementary dequeue method.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item at `indexPath` may be moved interactively. Default: true.
  ///
  /// UIKit parity: `collectionView(_:canMoveItemAt:)` (iOS 9); asked by `beginInteractiveMovementForItem(at:)`.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// Moves the item at `sourceIndexPath` to `destinationIndexPath` in the data source's model: called by
  /// `endInteractiveMovement()` when the item ended elsewhere. The collection view already shows the move; update
  /// the model so that the counts and cells match it. `destinationIndexPath` is where the item is after the move
  /// (with the item removed from its source first). Default: does nothing.
  ///
  /// UIKit parity: `collectionView(_:moveItemAt:to:)` (iOS 9).
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Every item may move.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  /// Traps: the layout asked for a supplementary view and the data source supplies none.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    usageFailure(
      "UICollectionView: the layout has a supplementary view of kind \"\(kind)\" at \(indexPath.shortDescription) "
        + "but the data source \(type(of: self)) does not implement "
        + "collectionView(_:viewForSupplementaryElementOfKind:at:). Fix: implement it and return a view from "
        + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:), or remove the item from the layout.")
  }
}

extension IndexPath {
  /// "(section, item)", as the traps print index paths.
  var shortDescription: String {
    count == 2 ? "(\(self[0]), \(self[1]))" : "\(Array(self))"
  }
}
