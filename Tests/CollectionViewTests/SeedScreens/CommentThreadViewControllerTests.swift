import CollectionView
import Foundation
import Gallery
import Testing

@MainActor
@Suite("The comment-thread post's view controller, run headless")
struct CommentThreadViewControllerTests {
  @Test func cellsSizeThemselvesFromTheirConstraints() throws {
    let controller = CommentThreadViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    let collectionView = controller.commentCollectionView
    // The collection view sits 5 pt inside the safe area (59 / 34 on iPhone 15): x 5, y 64, 383 × 749.
    #expect(collectionView.frame == CGRect(x: 5, y: 64, width: 383, height: 852 - 59 - 34 - 10))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CommentCollectionViewCell)
    // Auto Layout: 12 + max(40, nickname + 4 + comment wrapped at 383 − 16 − 40 − 10 − 16 = 301) + 12.
    let nickname = cell.nickName.intrinsicContentSize.height
    let comment = cell.comment.sizeThatFits(CGSize(width: 301, height: CGFloat.greatestFiniteMagnitude)).height
    let expected = 12 + max(40, nickname + 4 + comment) + 12
    #expect(abs(cell.frame.height - expected) < 0.34)
    #expect(cell.frame.width == 383)
    // The comment label got the width the constraints give it.
    #expect(cell.comment.frame.width == 301)
    // Every visible cell is laid out below the previous one (self-sized heights stack).
    let visible = collectionView.indexPathsForVisibleItems.sorted()
    #expect(visible.count >= 3)
    withExtendedLifetime(host) {}
  }
}
