import CompositionalLayout
import Foundation

/// The limits whole-content renderers work within, so any layout is drawn in bounded memory.
///
/// A layout can have a hundred million items at almost no cost until its elements are queried; drawing all of them
/// cannot fit in memory. `renderSVG` (whole content), `renderHTML` and `layoutDump` therefore draw at most
/// `maximumWholeContentElements` elements: the first ones in content order (along the scrolling axis, from the
/// content's start). They query the content band by band and stop at the budget, never collecting every element
/// first. A viewport render (`SVGRenderOptions.Region.viewport`) draws only what the viewport shows and has no
/// budget.
///
/// UIKit parity: none; part of the renderers.
public enum LayoutRenderingLimits {
  /// The most elements a whole-content render, page or dump includes: 200,000.
  public static let maximumWholeContentElements = 200_000

  /// Whether the whole content of `layout` has more than `maximumWholeContentElements` elements, so a
  /// whole-content render of it would be truncated.
  ///
  /// A compositional layout (not a subclass, which may vend fewer elements) places one cell per item, so more items
  /// than the budget answer at once from the item counts, before any element is queried: a band of a layout with
  /// 10^8 tiny items would otherwise vend millions of elements in one query before the count could stop.
  ///
  /// - Complexity: O(sections) when the item counts exceed the budget; otherwise O(budget) time and memory at most,
  ///   stopping at the first element beyond the budget.
  public static func exceedsWholeContentElementBudget(_ layout: UICollectionViewLayout) -> Bool {
    if type(of: layout) == UICollectionViewCompositionalLayout.self,
      itemCount(of: layout) > maximumWholeContentElements
    {
      return true
    }
    return LayoutElementQuery.elements(of: layout, budget: maximumWholeContentElements).isTruncated
  }

  /// The layout's items over all sections, saturating just above the budget.
  static func itemCount(of layout: UICollectionViewLayout) -> Int {
    var total = 0
    for count in layout.context.numberOfItemsInSection where total <= maximumWholeContentElements {
      total += min(max(count, 0), maximumWholeContentElements + 1)
    }
    return total
  }
}
