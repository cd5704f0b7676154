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
  /// - Complexity: O(budget) time and memory at most; stops at the first element beyond the budget.
  public static func exceedsWholeContentElementBudget(_ layout: UICollectionViewLayout) -> Bool {
    LayoutElementQuery.elements(of: layout, budget: maximumWholeContentElements).isTruncated
  }
}
