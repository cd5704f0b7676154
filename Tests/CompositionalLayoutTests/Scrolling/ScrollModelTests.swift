import CompositionalLayout
import Foundation
import Testing

/// The headless scroll view.
@Suite("Scroll model")
struct ScrollModelTests {
  @Test("range: minus the adjusted insets to the content end")
  func range() {
    let model = ScrollModel(
      boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 2000),
      adjustedContentInset: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(model.contentOffset == CGPoint(x: 0, y: -47))
    // 2000 + 34 − 844 = 1190.
    #expect(model.maximumContentOffset == CGPoint(x: 0, y: 1190))
  }

  @Test("a fling decelerates by v/1000 · r/(1 − r) and stops at the end")
  func fling() {
    var model = ScrollModel(boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 390, height: 2000))
    model.endDragging(velocity: CGPoint(x: 0, y: 1000))
    // 1000/1000 × 0.998/0.002 = 499.
    #expect(abs(model.contentOffset.y - 499) < 1e-9)
    model.endDragging(velocity: CGPoint(x: 0, y: 5000))
    // 499 + 2495 is past the end: the maximum, 2000 − 844 = 1156.
    let end: CGFloat = 1156
    #expect(model.contentOffset.y == end)
  }

  @Test("paging rests on whole pages, one per fast fling")
  func paging() {
    var model = ScrollModel(boundsSize: CGSize(width: 390, height: 844), contentSize: CGSize(width: 1950, height: 844))
    model.isPagingEnabled = true
    model.scroll(by: CGPoint(x: 100, y: 0))
    model.endDragging(velocity: CGPoint(x: 2000, y: 0))
    #expect(model.contentOffset.x == 390)
    model.scroll(by: CGPoint(x: 150, y: 0))
    model.endDragging(velocity: .zero)
    #expect(model.contentOffset.x == 390)
  }
}
