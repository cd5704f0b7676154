/// A page indicator's state: how many pages there are and which one is current (the model of a `UIPageControl`).
///
/// UIKit parity: stands in for `UIPageControl`'s `numberOfPages` and `currentPage`; only the state, nothing drawn.
public final class PageIndicator {
  /// The number of pages (≥ 0).
  public let numberOfPages: Int
  /// The current page, 0-based, always within 0..<max(numberOfPages, 1).
  public private(set) var currentPage = 0

  /// An indicator on page 0 of `numberOfPages` (negative counts as 0).
  public init(numberOfPages: Int) {
    self.numberOfPages = max(numberOfPages, 0)
  }

  /// Moves to `page`, clamped to the valid pages.
  ///
  /// - Complexity: O(1).
  public func setCurrentPage(_ page: Int) {
    currentPage = min(max(page, 0), max(numberOfPages - 1, 0))
  }
}
