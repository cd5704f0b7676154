import CollectionView
import Foundation
import Gallery
import Testing

@MainActor
@Suite("The header/footer tour post's view controller, run headless")
struct HeaderFooterTourViewControllerTests {
  @Test func groupsArePushedTrailingAndTheBandsAreAHundredHigh() throws {
    let controller = HeaderFooterTourViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    let collectionView = controller.collectionView
    let height: CGFloat = 852 - 59 - 34
    #expect(collectionView.frame == CGRect(x: 0, y: 59, width: 393, height: height))
    // The header: 100 pt high, its label centred and set by prepare(text:).
    let header = try #require(
      collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        as? MyHeaderFooterView)
    #expect(header.frame.height == 100)
    #expect(header.label.text == "Header 0")
    #expect(abs(header.label.center.x - header.bounds.midX) < 0.5)
    #expect(abs(header.label.center.y - header.bounds.midY) < 0.5)
    // The leading rail: 100 × 700.
    let rail = try #require(
      collectionView.supplementaryView(
        forElementKind: HeaderFooterTourViewController.leftKind, at: IndexPath(item: 0, section: 0)))
    #expect(rail.frame.size == CGSize(width: 100, height: 700))
    // Groups 0.9 of the inset width (393 − 5 = 388), a quarter of the collection view high, pushed to the trailing
    // edge by flexible leading spacing; items a third of the group, less 2.5 pt insets on each side.
    let groupWidth = 0.9 * 388
    let groupMinX = 2.5 + 388 - groupWidth
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? MyCell)
    #expect(abs(first.frame.minX - (groupMinX + 2.5)) < 0.34)
    #expect(abs(first.frame.width - (groupWidth / 3 - 5)) < 0.34)
    #expect(abs(first.frame.height - (height / 4 - 5)) < 0.34)
    #expect(first.label.text == "1")
    let third = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
    #expect(abs(third.frame.maxX - (393 - 2.5 - 2.5)) < 0.34)
    withExtendedLifetime(host) {}
  }
}
