import CompositionalLayout
import Foundation

/// Collects the elements a renderer draws from a prepared layout.
enum LayoutElementQuery {
  /// How far beyond the content rect the whole-content query reaches on every side, in points: orthogonally
  /// scrolling sections lay their groups out past the content width (or height), and anchored supplementaries may
  /// stick out of the content.
  static let reach: CGFloat = 100_000_000

  /// The rect, in content coordinates, that `allElements(of:)` queries.
  static func wholeContentRect(of layout: UICollectionViewLayout) -> CGRect {
    let size = layout.collectionViewContentSize
    let width = size.width.isFinite ? max(size.width, 0) : 0
    let height = size.height.isFinite ? max(size.height, 0) : 0
    return CGRect(x: -reach, y: -reach, width: width + 2 * reach, height: height + 2 * reach)
  }

  /// Every element of the layout, including orthogonal sections' groups beyond the content size, in the order the
  /// layout returns them.
  ///
  /// - Complexity: that of one `layoutAttributesForElements(in:)` call over the whole content: O(elements).
  static func allElements(of layout: UICollectionViewLayout) -> [UICollectionViewLayoutAttributes] {
    layout.layoutAttributesForElements(in: wholeContentRect(of: layout)) ?? []
  }
}
