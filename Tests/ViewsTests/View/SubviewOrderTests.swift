import Foundation
import Testing

@testable import Views

/// `bringSubviewToFront(_:)` moves one subview to the end of `subviews` (frontmost) and keeps the others' order; it
/// rotates the array in place, so these pin the order and that each view is held exactly as before.
@MainActor
@Suite("Subview order")
struct SubviewOrderTests {
  /// A parent with `count` subviews tagged 0, 1, … back to front.
  func parent(withSubviews count: Int) -> UIView {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    for tag in 0..<count {
      let child = UIView(frame: .zero)
      child.tag = tag
      parent.addSubview(child)
    }
    return parent
  }

  @Test("Bringing a subview to the front moves it last and keeps the others in order")
  func bringsToFront() {
    let parent = parent(withSubviews: 5)
    // Tags 0 1 2 3 4; bringing 1 forward: 0 2 3 4 1.
    parent.bringSubviewToFront(parent.subviews[1])
    #expect(parent.subviews.map(\.tag) == [0, 2, 3, 4, 1])
    // The backmost (0) forward: 2 3 4 1 0.
    parent.bringSubviewToFront(parent.subviews[0])
    #expect(parent.subviews.map(\.tag) == [2, 3, 4, 1, 0])
    // The frontmost stays: 2 3 4 1 0.
    parent.bringSubviewToFront(parent.subviews[4])
    #expect(parent.subviews.map(\.tag) == [2, 3, 4, 1, 0])
    #expect(parent.subviews.allSatisfy { $0.superview === parent })
  }

  @Test("A view that is not a subview changes nothing")
  func foreignView() {
    let parent = parent(withSubviews: 3)
    let other = UIView(frame: .zero)
    other.tag = 9
    parent.bringSubviewToFront(other)
    #expect(parent.subviews.map(\.tag) == [0, 1, 2])
    #expect(other.superview == nil)
  }

  @Test("Moved views are neither leaked nor released early")
  func ownership() {
    let parent = parent(withSubviews: 4)
    weak let moved = parent.subviews[0]
    weak let shifted = parent.subviews[2]
    parent.bringSubviewToFront(parent.subviews[0])
    // Tags 1 2 3 0: both views are still held by the parent, and by nothing else.
    #expect(parent.subviews.map(\.tag) == [1, 2, 3, 0])
    #expect(moved === parent.subviews[3])
    #expect(shifted === parent.subviews[1])
    parent.subviews[3].removeFromSuperview()
    parent.subviews[1].removeFromSuperview()
    #expect(moved == nil)
    #expect(shifted == nil)
    #expect(parent.subviews.map(\.tag) == [1, 3])
  }
}
