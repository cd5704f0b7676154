import Foundation
import Testing

@testable import Views

/// A view that counts its safe-area notifications.
@MainActor
final class SafeAreaCountingView: UIView {
  var changes = 0

  override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    changes += 1
  }
}

/// A view moved within its superview (a reused cell) takes the insets of its overlap with the superview's unsafe
/// margins; a move that keeps zero insets (inside the safe area) notifies nothing.
@MainActor
@Suite("Safe area of a view moved within its superview")
struct SafeAreaAfterMoveTests {
  /// The superview's safe-area insets the moves are refreshed with: 20 at the top, 30 at the bottom.
  static let insets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)

  /// A 100 × 200 superview holding a view, which starts at zero insets.
  func makeViews() -> (superview: UIView, view: SafeAreaCountingView) {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let view = SafeAreaCountingView(frame: CGRect(x: 0, y: 40, width: 100, height: 50))
    superview.addSubview(view)
    return (superview, view)
  }

  /// Moves `view` to `y` (100 × 50) and refreshes its safe area as the collection view does for a reused cell.
  func move(_ view: UIView, in superview: UIView, toY y: CGFloat) {
    view.frame = CGRect(x: 0, y: y, width: 100, height: 50)
    view.refreshSafeAreaAfterMove(in: superview, bounds: superview.bounds, insets: Self.insets)
  }

  @Test func insetsFollowTheOverlapWithTheUnsafeMargins() {
    let (superview, view) = makeViews()
    #expect(view.lastSafeAreaInsets == .zero)
    let start = view.changes
    // y 40…90 lies inside the safe band 20…170 (200 − 30): no overlap, no notification.
    move(view, in: superview, toY: 40)
    #expect(view.lastSafeAreaInsets == .zero)
    #expect(view.changes == start)
    // y 20…70 touches the top margin's edge: overlap 20 − (20 − 0) = 0.
    move(view, in: superview, toY: 20)
    #expect(view.lastSafeAreaInsets == .zero)
    #expect(view.changes == start)
    // y 10…60: the top margin covers 20 − 10 = 10 points of it.
    move(view, in: superview, toY: 10)
    #expect(view.lastSafeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(view.changes == start + 1)
    // Back inside (y 60…110): zero again, one notification for the change.
    move(view, in: superview, toY: 60)
    #expect(view.lastSafeAreaInsets == .zero)
    #expect(view.changes == start + 2)
    // y 130…180: the bottom margin (170…200) covers 30 − (200 − 180) = 10 points.
    move(view, in: superview, toY: 130)
    #expect(view.lastSafeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
    #expect(view.changes == start + 3)
    // y 120…170 ends on the margin's edge: 30 − (200 − 170) = 0.
    move(view, in: superview, toY: 120)
    #expect(view.lastSafeAreaInsets == .zero)
    #expect(view.changes == start + 4)
  }

  @Test func anOverrideWins() {
    let (superview, view) = makeViews()
    let override = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    view.overrideSafeAreaInsets = override
    #expect(view.lastSafeAreaInsets == override)
    let start = view.changes
    // Inside the safe band and outside it alike, the override stays, without a notification.
    move(view, in: superview, toY: 40)
    #expect(view.lastSafeAreaInsets == override)
    move(view, in: superview, toY: 0)
    #expect(view.lastSafeAreaInsets == override)
    #expect(view.changes == start)
  }

  @Test func aTransformedViewUsesItsTransformedFrame() {
    let (superview, view) = makeViews()
    view.frame = CGRect(x: 0, y: 40, width: 100, height: 50)
    // Scaled 2× about its centre (y 65), the 50-point-high view covers y 15…115: 20 − 15 = 5 under the top margin
    // (its own height, 50, is the cap), though its untransformed frame (40…90) lies inside the safe band.
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.refreshSafeAreaAfterMove(in: superview, bounds: superview.bounds, insets: Self.insets)
    #expect(view.lastSafeAreaInsets.top == 5)
  }
}
