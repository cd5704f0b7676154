import Foundation
import Testing

@testable import Views

/// A view's `superview` is an unowned reference that the superview clears when it is deinitialised: a view whose
/// superview was released has no superview (as in UIKit, where a deallocated view's subviews are removed).
/// A view whose `deinit` reads its first subview's `superview` (itself, being deinitialised).
final class SuperviewReadingView: UIView {
  var onDeinit: (UIView?) -> Void = { _ in }

  isolated deinit {
    onDeinit(subviews.first?.superview)
  }
}

@MainActor
@Suite("Superview lifetime")
struct SuperviewLifetimeTests {
  /// Adds `child` to a new view that nothing else holds, and returns a weak reference to that view (the scope that
  /// made it has ended when this returns, so the view is released unless something else holds it).
  func addToTemporaryParent(_ child: UIView) -> () -> UIView? {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.addSubview(child)
    #expect(child.superview === parent)
    weak let weakParent = parent
    return { weakParent }
  }

  @Test("A view whose superview is released has no superview, window or next responder")
  func releasedSuperview() {
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let parent = addToTemporaryParent(child)
    #expect(parent() == nil)
    #expect(child.superview == nil)
    #expect(child.window == nil)
    #expect(child.next == nil)
    // Reading and walking the (now empty) ancestry does not touch the released view.
    child.setNeedsLayout()
    child.layoutIfNeeded()
    #expect(child.safeAreaInsets == .zero)
    child.removeFromSuperview()
    #expect(child.superview == nil)
  }

  @Test("Only the released view's direct subviews lose their superview")
  func grandchildKeepsItsSuperview() {
    let child = UIView()
    let grandchild = UIView()
    child.addSubview(grandchild)
    let parent = addToTemporaryParent(child)
    #expect(parent() == nil)
    #expect(child.superview == nil)
    #expect(grandchild.superview === child)
    #expect(child.subviews.count == 1 && child.subviews[0] === grandchild)
  }

  @Test("A view whose superview was released can join another view")
  func joinsAnotherView() {
    let child = UIView()
    let released = addToTemporaryParent(child)
    #expect(released() == nil)
    let other = UIView()
    other.addSubview(child)
    #expect(child.superview === other)
    #expect(child.isDescendant(of: other))
    #expect(other.subviews.count == 1 && other.subviews[0] === child)
    // Added again (a move to the front among its siblings, not a second copy).
    other.addSubview(child)
    #expect(other.subviews.count == 1)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(other.subviews.isEmpty)
  }

  @Test("Reading a subview's superview while the superview is deinitialised traps, never returns a dangling view")
  func readDuringDeinitTraps() async {
    // (A weak reference answered nil here; the unowned one stops the process instead of handing out an object whose
    // memory is about to be freed.)
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let child = UIView()
      do {
        let parent = SuperviewReadingView()
        parent.addSubview(child)
        parent.onDeinit = { superview in print(superview as Any) }
      }
      print(child)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("unowned reference"))
  }

  @Test("A superview held elsewhere stays the superview")
  func heldSuperviewStays() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    #expect(child.superview === parent)
    #expect(child.isSubview(of: parent))
    #expect(!child.isSubview(of: UIView()))
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(!child.isSubview(of: parent))
  }
}
