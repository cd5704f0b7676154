import CompositionalLayout
import Foundation

/// Receives the items a collection view will soon display, so their data can be loaded ahead.
///
/// Headless rule: after each layout pass the view prefetches the items within one visible length beyond the
/// visible bounds on both sides of the scrolling axis that are not on screen and not already prefetched, in
/// index-path order; items prefetched earlier that left that range without being displayed are cancelled.
///
/// UIKit parity: `UICollectionViewDataSourcePrefetching` (`prefetchItemsAt`, `cancelPrefetchingForItemsAt`, the
/// latter optional with an empty default). UIKit's look-ahead distance is undocumented; one screen is chosen.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// The items that will soon be displayed.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Items prefetched earlier that are no longer expected to be displayed. Default: nothing.
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
  /// The object told about items that will soon be displayed (weak). Default nil.
  ///
  /// UIKit parity: `prefetchDataSource`.
  public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
    get { state.prefetchDataSource }
    set {
      state.prefetchDataSource = newValue
      state.prefetched = []
    }
  }

  /// Whether prefetching is on. Default true.
  ///
  /// UIKit parity: `isPrefetchingEnabled`.
  public var isPrefetchingEnabled: Bool {
    get { state.isPrefetchingEnabled }
    set {
      state.isPrefetchingEnabled = newValue
      if !newValue { state.prefetched = [] }
    }
  }

  /// Tells the prefetch data source about the items near the visible bounds (see the protocol's rule).
  ///
  /// - Complexity: O(elements in the look-ahead rectangles).
  func updatePrefetching() {
    let state = self.state
    guard state.isPrefetchingEnabled, let prefetchDataSource = state.prefetchDataSource else { return }
    let vertical = layoutScrollDirection == .vertical
    let ahead =
      vertical
      ? bounds.insetBy(dx: 0, dy: -bounds.height) : bounds.insetBy(dx: -bounds.width, dy: 0)
    let counts = loadedCounts()
    var near: Set<IndexPath> = []
    for attributes in collectionViewLayout.layoutAttributesForElements(in: ahead) ?? []
    where attributes.representedElementCategory == .cell && attributes.indexPath.isValid(in: counts) {
      near.insert(attributes.indexPath)
    }
    let visible = Set(state.visibleCells.keys)
    state.prefetched.subtract(visible)
    let cancelled = state.prefetched.subtracting(near)
    let fresh = near.subtracting(visible).subtracting(state.prefetched)
    state.prefetched = state.prefetched.subtracting(cancelled).union(fresh)
    if !cancelled.isEmpty {
      prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted())
    }
    if !fresh.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: fresh.sorted()) }
  }
}
