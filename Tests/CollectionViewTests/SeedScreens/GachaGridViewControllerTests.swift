import CollectionView
import Foundation
import Gallery
import Testing

@MainActor
@Suite("The gacha grid post's view controller, run headless")
struct GachaGridViewControllerTests {
  @Test func gridItemsAreAThirdOfTheWidthLessSpacing() throws {
    let controller = GachaGridViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    let collectionView = controller.collectionView
    // The safe area of an iPhone 15: 59 pt on top, 34 below.
    #expect(collectionView.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    // Items (393 − 2 × 10) / 3 square; rows 10 apart; columns 10 apart.
    let side = (393 - 20) / 3.0
    let second = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
    #expect(abs(second.frame.minX - (side + 10)) < 0.34)
    #expect(abs(second.frame.width - side) < 0.34)
    #expect(abs(second.frame.height - side) < 0.34)
    let fourth = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    #expect(abs(fourth.frame.minY - (side + 10)) < 0.34)
    #expect(fourth.frame.minX == 0)
    // The footer holding the page control: under the two rows, 30 pt high, on page 1 of 3.
    let footer = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        as? GachaPageControlFooter)
    #expect(abs(footer.frame.minY - (2 * side + 10)) < 0.34)
    #expect(footer.frame.height == 30)
    #expect(footer.pageControl.numberOfPages == 3)
    #expect(footer.pageControl.currentPage == 0)
    #expect(abs(footer.pageControl.center.x - 196.5) < 0.34)
    // The action buttons: 20 pt under the footer, 16 pt side insets, (393 − 32 − 10) / 2 wide, 50 high.
    let share = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? GachaActionCell)
    #expect(abs(share.frame.minY - (footer.frame.maxY + 20)) < 0.34)
    #expect(abs(share.frame.width - 175.5) < 0.34)  // pixel-rounded at 3×
    #expect(share.frame.height == 50)
    #expect(abs(share.frame.maxX - (393 - 16)) < 0.34)
    #expect(share.titleLabel.text == "Share")
    withExtendedLifetime(host) {}
  }

  @Test func pagingTheGridMovesTheFootersPageControl() throws {
    let controller = GachaGridViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    let layout = try #require(controller.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
    // `.paging` pages by the container width: a swipe past half a page comes to rest on page 2.
    let rest = layout.swipeOrthogonalSection(0, by: 250, velocity: 0)
    controller.collectionView.layoutIfNeeded()
    #expect(rest == 393)
    #expect(controller.currentPage == 1)
    #expect(controller.pageControl?.currentPage == 1)
    withExtendedLifetime(host) {}
  }
}
