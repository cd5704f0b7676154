import CompositionalLayout
import Foundation

extension UICollectionView {
  /// What a batch update or snapshot apply did, with where every affected element starts and ends, so a renderer
  /// can draw the transition.
  ///
  /// UIKit parity: the information UIKit passes to `prepare(forCollectionViewUpdates:)` and the
  /// `initialLayoutAttributesForAppearingItem(at:)` / `finalLayoutAttributesForDisappearingItem(at:)` pair.
  /// Inserted elements start at their final attributes with alpha 0, deleted ones end at their initial attributes
  /// with alpha 0, as UIKit's default fade.
  public struct UpdateTransition {
    /// One element's transition.
    public struct Element {
      /// Insert, delete, move, reload, or `.none` for an item that only shifted.
      public var action: UICollectionViewUpdateItem.Action
      /// The element's index path before the update; nil when inserted.
      public var indexPathBeforeUpdate: IndexPath?
      /// The element's index path after the update; nil when deleted.
      public var indexPathAfterUpdate: IndexPath?
      /// Where the element starts (content coordinates).
      public var initialLayoutAttributes: UICollectionViewLayoutAttributes
      /// Where the element ends (content coordinates).
      public var finalLayoutAttributes: UICollectionViewLayoutAttributes
    }

    /// The operations, as given (section operations first).
    public var updateItems: [UICollectionViewUpdateItem]
    /// The transitions of the explicitly inserted, deleted, moved and reloaded items, of the on-screen items of
    /// inserted and deleted sections, and of on-screen items that shifted.
    public var elements: [Element]
    /// Whether the update was animated.
    public var animated: Bool
  }
}
