import Foundation

/// A page control drawn over the picture: one dot per page, the current one solid, on a translucent pill, with
/// "current / total" beside the dots.
///
/// Drawn above every element and clipped with them. The current dot has the class "page-dot current", the others
/// "page-dot"; the counter text has the class "page-counter".
///
/// UIKit parity: none; stands in for a `UIPageControl` an app lays over or under its carousel.
public struct SVGPageIndicator: Hashable, Sendable {
  /// The number of pages (≥ 0; 0 draws nothing).
  public var numberOfPages: Int
  /// The current page, 0-based; clamped into range when drawn.
  public var currentPage: Int
  /// The centre of the pill, in content coordinates (points).
  public var center: CGPoint
  /// Whether to draw "current / total" after the dots. Default true.
  public var showsCounter: Bool

  /// Creates an indicator.
  public init(numberOfPages: Int, currentPage: Int, center: CGPoint, showsCounter: Bool = true) {
    self.numberOfPages = max(numberOfPages, 0)
    self.currentPage = currentPage
    self.center = center
    self.showsCounter = showsCounter
  }

  /// The current page clamped into 0..<numberOfPages (0 when there are none).
  public var displayedPage: Int {
    min(max(currentPage, 0), max(numberOfPages - 1, 0))
  }

  /// The counter's text, e.g. "3 / 5" for page index 2 of 5.
  public var counterText: String {
    "\(displayedPage + 1) / \(numberOfPages)"
  }
}
