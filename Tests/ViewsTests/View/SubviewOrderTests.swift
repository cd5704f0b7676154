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

  // MARK: Bringing a marked batch to the front (a collection view's cells reused within a layout pass)

  @Test("A marked batch ends where bringing each to the front in turn puts it")
  func markedBatchMatchesOneByOne() {
    let batch = parent(withSubviews: 8)
    let oneByOne = parent(withSubviews: 8)
    let pass = UIView.newFrontPass()
    for (sequence, tag) in [5, 1, 6, 2].enumerated() {
      batch.subviews.first { $0.tag == tag }?.markForFront(pass: pass, sequence: sequence + 1)
      oneByOne.bringSubviewToFront(oneByOne.subviews.first { $0.tag == tag }!)
    }
    batch.bringMarkedSubviewsToFront(pass: pass, count: 4)
    // By hand from 0…7: 5 forward → 0 1 2 3 4 6 7 5; 1 → 0 2 3 4 6 7 5 1; 6 → 0 2 3 4 7 5 1 6; 2 → 0 3 4 7 5 1 6 2.
    #expect(batch.subviews.map(\.tag) == [0, 3, 4, 7, 5, 1, 6, 2])
    #expect(oneByOne.subviews.map(\.tag) == [0, 3, 4, 7, 5, 1, 6, 2])
    #expect(batch.subviews.allSatisfy { $0.superview === batch })
  }

  @Test("Marks of an earlier batch, sequences out of range and views no longer subviews are passed over")
  func staleAndMissingMarks() {
    let parent = parent(withSubviews: 6)
    let earlier = UIView.newFrontPass()
    parent.subviews[3].markForFront(pass: earlier, sequence: 1)
    let pass = UIView.newFrontPass()
    let removed = parent.subviews[1]
    removed.markForFront(pass: pass, sequence: 1)
    parent.subviews[0].markForFront(pass: pass, sequence: 2)
    // Out of range for a batch of 2: stays where it is.
    parent.subviews[4].markForFront(pass: pass, sequence: 3)
    removed.removeFromSuperview()
    parent.bringMarkedSubviewsToFront(pass: pass, count: 2)
    // 0 2 3 4 5 with 0 (sequence 2) forward; 1 (sequence 1) left; 3's mark is an earlier batch's: 2 3 4 5 0.
    #expect(parent.subviews.map(\.tag) == [2, 3, 4, 5, 0])
    #expect(removed.superview == nil)
  }

  @Test("Each view is held once after a batch moves: none leaks and none is freed early")
  func batchKeepsOwnership() {
    var parent: UIView? = parent(withSubviews: 5)
    let pass = UIView.newFrontPass()
    weak let first = parent?.subviews[0]
    weak let last = parent?.subviews[4]
    parent?.subviews[0].markForFront(pass: pass, sequence: 1)
    parent?.subviews[2].markForFront(pass: pass, sequence: 2)
    parent?.bringMarkedSubviewsToFront(pass: pass, count: 2)
    // 0 1 2 3 4 with 0 then 2 forward: 1 3 4 0 2.
    #expect(parent?.subviews.map(\.tag) == [1, 3, 4, 0, 2])
    #expect(first?.superview === parent)
    parent = nil
    #expect(first == nil)
    #expect(last == nil)
  }
}
