import CollectionView
import Foundation
import Gallery
import Testing

@MainActor
@Suite("The marketplace post-detail post's view controller, run headless")
struct PostDetailViewControllerTests {
  @Test func pagerPagesAreScreenWideAndTheHeaderIsMeasured() throws {
    let controller = PostDetailViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    let collectionView = controller.detailCV
    // The collection view fills the 393 × 852 view, under the status bar (no inset adjustment).
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    // Section 0: groups of UIScreen.main.bounds.width square, one photo each, the first at the origin.
    let photo = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(photo.frame == CGRect(x: 0, y: 0, width: 393, height: 393))
    let secondPhoto = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(secondPhoto.frame.width == 393)
    #expect(secondPhoto.frame.minX == 393)
    // The page control: centred, its top 40 pt above the photos' bottom edge, on page 1 of 5.
    // (Frames are rounded to the 3× pixel grid: within a third of a point.)
    #expect(abs(controller.pageControl.frame.midX - 196.5) < 0.34)
    #expect(abs(controller.pageControl.frame.minY - (393 - 40)) < 0.34)
    #expect(controller.pageControl.numberOfPages == 5)
    #expect(controller.pageControl.currentPage == 0)
    // The header, measured by Auto Layout: 14 + max(44, name + 2 + details wrapped at 393 − 16 − 44 − 12 − 16 = 305)
    // + 14, right under the photos.
    let header = try #require(
      collectionView.supplementaryView(
        forElementKind: PostDetailUserHeader.className, at: IndexPath(item: 0, section: 1)) as? PostDetailUserHeader)
    let name = header.nameLabel.intrinsicContentSize.height
    let details = header.detailsLabel.sizeThatFits(CGSize(width: 305, height: CGFloat.greatestFiniteMagnitude)).height
    let expectedHeader = 14 + max(44, name + 2 + details) + 14
    #expect(header.frame.minY == 393)
    #expect(header.frame.width == 393)
    #expect(abs(header.frame.height - expectedHeader) < 0.34)
    #expect(header.detailsLabel.frame.width == 305)
    // The body cell follows the header and sizes itself from its labels (16 + 4 labels + 4 × 8 + 16).
    let body = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? PostContentCVC)
    #expect(abs(body.frame.minY - header.frame.maxY) < 0.34)
    let labels = [body.titleLabel, body.categoryLabel, body.priceLabel, body.bodyLabel, body.statisticsLabel]
    let labelHeights = labels.map {
      $0.sizeThatFits(CGSize(width: 361, height: CGFloat.greatestFiniteMagnitude)).height
    }
    let expectedBody = 16 + labelHeights.reduce(0, +) + 4 * 8 + 16
    #expect(abs(body.frame.height - expectedBody) < 1)
    #expect(body.bodyLabel.frame.width == 361)
    withExtendedLifetime(host) {}
  }

  @Test func thePageControlFollowsVerticalScrolling() {
    let controller = PostDetailViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    controller.detailCV.contentOffset = CGPoint(x: 0, y: 100)
    host.settle()
    // scrollViewDidScroll(_:) moves it to −100 + 393 − 40.
    #expect(abs(controller.pageControl.frame.minY - 253) < 0.34)
  }

  @Test func swipingThePagerMovesThePageControl() throws {
    let controller = PostDetailViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    let layout = try #require(controller.detailCV.collectionViewLayout as? UICollectionViewCompositionalLayout)
    // Two screen widths: the post's handler computes round(786 / 393) = page 3.
    let rest = layout.swipeOrthogonalSection(0, by: 2 * 393, velocity: 0)
    controller.detailCV.layoutIfNeeded()
    #expect(rest == 786)
    #expect(controller.pageControl.currentPage == 2)
    let third = try #require(controller.detailCV.cellForItem(at: IndexPath(item: 2, section: 0)) as? PostImageCVC)
    #expect(third.captionLabel.text == "Photo 3 of 5")
    withExtendedLifetime(host) {}
  }
}
