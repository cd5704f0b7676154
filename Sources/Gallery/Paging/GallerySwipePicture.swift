import CompositionalLayout
import Foundation
import TextMeasurement

/// A picture of a paging screen's viewport: at rest, or after swiping its paging section to a page.
///
/// UIKit parity: none; what the screen shows at scroll offset zero with the carousel at one page.
public struct GallerySwipePicture {
  /// A file-name-safe name, e.g. "item-grid-pages-after-swipe".
  public let name: String
  /// The heading, e.g. "Item grid pages — after swiping to page 3".
  public let title: String
  /// The prepared (and text-sized) layout, its orthogonal section scrolled.
  public let layout: UICollectionViewCompositionalLayout
  /// The number of pages the indicator shows.
  public let numberOfPages: Int
  /// The page shown, 0-based.
  public let currentPage: Int
  /// The indicator's centre in content coordinates, or nil when it has nowhere to sit.
  public let indicatorCenter: CGPoint?
}

extension GalleryScreen {
  /// The page the swipe pictures swipe to: the third page (index 2).
  public static let swipeTargetPage = 2

  /// Two viewport pictures for a screen with `paging`: at rest, and after swiping the paging section to
  /// `page`. Empty for screens without paging.
  ///
  /// - Parameters:
  ///   - page: The page to swipe to, 0-based. Default `swipeTargetPage`.
  ///   - measurer: Measures the screen's text.
  /// - Complexity: two layouts prepared and sized, O(pages) swipes.
  public func swipePictures(
    toPage page: Int = GalleryScreen.swipeTargetPage, measurer: TextMeasurer = TextMeasurer()
  ) -> [GallerySwipePicture] {
    guard let paging else { return [] }
    let resting = preparedLayout(measurer: measurer)
    let restingPage = paging.currentPage(in: resting)
    let swiped = preparedLayout(measurer: measurer)
    let swipedPage = paging.swipe(swiped, toPage: page)
    let pages = paging.pageIndicator.numberOfPages
    return [
      GallerySwipePicture(
        name: "\(name)-at-rest", title: "\(title) — at rest, page \(restingPage + 1) of \(pages)", layout: resting,
        numberOfPages: pages, currentPage: restingPage, indicatorCenter: paging.indicatorCenter(in: resting)),
      GallerySwipePicture(
        name: "\(name)-after-swipe", title: "\(title) — after swiping to page \(swipedPage + 1) of \(pages)",
        layout: swiped, numberOfPages: pages, currentPage: swipedPage,
        indicatorCenter: paging.indicatorCenter(in: swiped)),
    ]
  }
}
