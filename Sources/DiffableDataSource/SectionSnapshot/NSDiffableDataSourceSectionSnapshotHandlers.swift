/// The callbacks a diffable data source consults when the user expands or collapses an outline item.
///
/// When the user toggles a disclosure, the data source asks `shouldExpandItem` / `shouldCollapseItem`
/// (a missing closure means "yes"), calls `willExpandItem` / `willCollapseItem`, and, when expanding,
/// asks `snapshotForExpandingParent` for the children to show (the lazy-loading hook); then it updates
/// its section snapshot. `expand(_:in:)` and `collapse(_:in:)` perform exactly that sequence on a
/// section snapshot, so the collection view module only has to apply the result.
///
/// UIKit parity: `UICollectionViewDiffableDataSource.SectionSnapshotHandlers` (iOS 14), same property
/// names. The collection view module exposes this type under that name with
/// `typealias SectionSnapshotHandlers = NSDiffableDataSourceSectionSnapshotHandlers<ItemIdentifierType>`.
/// Source: spec §4.2.
public struct NSDiffableDataSourceSectionSnapshotHandlers<ItemIdentifierType: Hashable & Sendable> {
  /// Whether the item may expand; `nil` means it may.
  public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
  /// Called just before the item expands.
  public var willExpandItem: ((ItemIdentifierType) -> Void)?
  /// Whether the item may collapse; `nil` means it may.
  public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
  /// Called just before the item collapses.
  public var willCollapseItem: ((ItemIdentifierType) -> Void)?
  /// Returns the children to show under an expanding parent, given its current children (as a section
  /// snapshot rooted at level 0); `nil` keeps the current children.
  public var snapshotForExpandingParent:
    (
      (ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) ->
        NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    )?

  /// Creates handlers with every closure `nil` (everything may expand and collapse).
  public init() {}

  /// Performs a user-driven expand of `item` in `snapshot`: should → will → children → expand.
  ///
  /// - Returns: `true` if the item was expanded, `false` if `shouldExpandItem` refused.
  /// - Precondition: `snapshot.contains(item)` (traps naming it otherwise).
  /// - Complexity: O(d) for the item's descendants, plus the handlers' cost.
  ///
  /// UIKit parity: the sequence UIKit runs on a disclosure tap (spec §4.2); the method itself is ours.
  @discardableResult
  public func expand(
    _ item: ItemIdentifierType, in snapshot: inout NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) -> Bool {
    _ = snapshot.handle(of: item)
    if let shouldExpandItem, !shouldExpandItem(item) { return false }
    willExpandItem?(item)
    if let snapshotForExpandingParent {
      let children = snapshotForExpandingParent(item, snapshot.snapshot(of: item))
      snapshot.replace(childrenOf: item, using: children)
    }
    snapshot.expand([item])
    return true
  }

  /// Performs a user-driven collapse of `item` in `snapshot`: should → will → collapse.
  ///
  /// - Returns: `true` if the item was collapsed, `false` if `shouldCollapseItem` refused.
  /// - Precondition: `snapshot.contains(item)` (traps naming it otherwise).
  /// - Complexity: O(1) plus the handlers' cost.
  ///
  /// UIKit parity: the sequence UIKit runs on a disclosure tap (spec §4.2); the method itself is ours.
  @discardableResult
  public func collapse(
    _ item: ItemIdentifierType, in snapshot: inout NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) -> Bool {
    _ = snapshot.handle(of: item)
    if let shouldCollapseItem, !shouldCollapseItem(item) { return false }
    willCollapseItem?(item)
    snapshot.collapse([item])
    return true
  }
}
