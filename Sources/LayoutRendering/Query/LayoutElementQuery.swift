import CompositionalLayout
import Foundation

/// Collects the elements a renderer draws from a prepared layout, in bounded memory.
///
/// The whole content is queried in bands along the layout's scrolling axis (each band split into chunks along the
/// other axis, so an orthogonal section with millions of items is not vended at once), and collection stops once
/// the element budget is reached. Elements reached by several bands are kept once.
enum LayoutElementQuery {
  /// How far beyond the content rect the whole-content query reaches on every side, in points: orthogonally
  /// scrolling sections lay their groups out past the content width (or height), and anchored supplementaries may
  /// stick out of the content.
  static let reach: CGFloat = 100_000_000

  /// How far consecutive bands and chunks overlap, in points, so an element of zero extent on a boundary is found.
  private static let overlap: CGFloat = 1

  /// The rect, in content coordinates, that the whole-content query covers.
  static func wholeContentRect(of layout: UICollectionViewLayout) -> CGRect {
    let size = layout.collectionViewContentSize
    let width = size.width.isFinite ? max(size.width, 0) : 0
    let height = size.height.isFinite ? max(size.height, 0) : 0
    return CGRect(x: -reach, y: -reach, width: width + 2 * reach, height: height + 2 * reach)
  }

  /// The elements of the layout, including orthogonal sections' groups beyond the content size, in content order
  /// (band by band along the scrolling axis), at most `LayoutRenderingLimits.maximumWholeContentElements` of them.
  ///
  /// - Complexity: O(e) memory for the e ≤ budget elements returned (plus one band's elements at a time).
  static func allElements(of layout: UICollectionViewLayout) -> [UICollectionViewLayoutAttributes] {
    elements(of: layout, budget: LayoutRenderingLimits.maximumWholeContentElements).elements
  }

  /// The first `budget` elements of the whole content in content order, and whether there are more.
  static func elements(
    of layout: UICollectionViewLayout, budget: Int
  ) -> (elements: [UICollectionViewLayoutAttributes], isTruncated: Bool) {
    let limit = max(budget, 0)
    let compositional = layout as? UICollectionViewCompositionalLayout
    let main: HTMLAxis = compositional?.configuration.scrollDirection == .horizontal ? .x : .y
    let cross = main.other
    let whole = wholeContentRect(of: layout)
    let mainLength = main.length(whole) - 2 * reach
    let crossLength = cross.length(whole) - 2 * reach
    let chunks = crossChunks(length: crossLength)
    var collector = Collector(limit: limit)

    func scan(_ start: CGFloat, _ end: CGFloat) -> Int {
      var found = 0
      for (low, high) in chunks where !collector.isFull {
        let rect = main.rect(
          mainStart: start - overlap, mainLength: end - start + 2 * overlap, crossStart: low - overlap,
          crossLength: high - low + 2 * overlap)
        found += collector.add(layout.layoutAttributesForElements(in: rect) ?? [])
      }
      return found
    }

    _ = scan(-reach, 0)
    var start: CGFloat = 0
    var length = max(main.length(layout.context.size), 256)
    while start < mainLength, !collector.isFull {
      let end = min(start + length, mainLength)
      let found = scan(start, end)
      if found < max(limit / 64, 1) {
        length *= 2
      } else if found > limit / 8 {
        length = max(length / 2, 1)
      }
      start = end
    }
    if !collector.isFull { _ = scan(max(mainLength, 0), max(mainLength, 0) + reach) }
    return (collector.elements, collector.isTruncated)
  }

  /// The chunks of the cross axis each band is queried in: the content's extent, then ever larger chunks outwards
  /// to `reach` on either side.
  private static func crossChunks(length: CGFloat) -> [(CGFloat, CGFloat)] {
    var chunks: [(CGFloat, CGFloat)] = [(0, length)]
    var size = max(length, 1_024)
    var near: CGFloat = 0
    while near < reach {
      let far = min(near + size, reach)
      chunks.append((length + near, length + far))
      chunks.append((-far, -near))
      near = far
      size *= 2
    }
    return chunks
  }

  /// Identifies an element across bands.
  private struct Key: Hashable {
    var category: UInt
    var kind: String?
    var indexPath: IndexPath
  }

  /// The elements found so far, each once, up to the limit.
  private struct Collector {
    let limit: Int
    var elements: [UICollectionViewLayoutAttributes] = []
    var seen: Set<Key> = []
    var isTruncated = false

    init(limit: Int) { self.limit = limit }

    /// Whether an element beyond the limit has been found.
    var isFull: Bool { isTruncated }

    /// Adds the new elements among `batch`; returns how many were new.
    mutating func add(_ batch: [UICollectionViewLayoutAttributes]) -> Int {
      var added = 0
      for element in batch {
        let key = Key(
          category: element.representedElementCategory.rawValue, kind: element.representedElementKind,
          indexPath: element.indexPath)
        guard seen.insert(key).inserted else { continue }
        guard elements.count < limit else {
          isTruncated = true
          break
        }
        elements.append(element)
        added += 1
      }
      return added
    }
  }
}
