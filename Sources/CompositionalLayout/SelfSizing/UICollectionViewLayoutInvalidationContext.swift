import Foundation

/// Which parts of a layout to recompute, and how content size and offset change as a result.
///
/// UIKit parity: `UICollectionViewLayoutInvalidationContext`; same members. The compositional layout returns one from
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` carrying the preferred size, and
/// applies it in `invalidateLayout(with:)`.
open class UICollectionViewLayoutInvalidationContext {
  /// Whether everything must be recomputed (the data changed). Read-only, as in UIKit; set by the layout.
  public internal(set) var invalidateEverything = false
  /// Whether the item counts must be re-read. Read-only, as in UIKit.
  public internal(set) var invalidateDataSourceCounts = false
  /// Items to recompute.
  public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// Supplementaries to recompute, by kind.
  public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// Decorations to recompute, by kind.
  public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
  /// How much the content size changes, in points.
  public var contentSizeAdjustment: CGSize = .zero
  /// How much the content offset should move to keep the visible content still, in points.
  public var contentOffsetAdjustment: CGPoint = .zero

  /// Preferred sizes this context carries (cells), applied by `invalidateLayout(with:)`.
  var preferredItemSizes: [IndexPath: CGSize] = [:]
  /// Preferred sizes of boundary supplementaries, by kind and index path.
  var preferredSupplementarySizes: [String: [IndexPath: CGSize]] = [:]

  /// Creates an empty context.
  public init() {}

  /// Marks items for recomputation.
  public func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Marks supplementaries of `elementKind` for recomputation.
  public func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedSupplementaryIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedSupplementaryIndexPaths = all
  }

  /// Marks decorations of `elementKind` for recomputation.
  public func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
    var all = invalidatedDecorationIndexPaths ?? [:]
    all[elementKind, default: []] += indexPaths
    invalidatedDecorationIndexPaths = all
  }
}
