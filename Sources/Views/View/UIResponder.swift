import Foundation

/// An object that can respond to events: the base of views, view controllers, windows and the application.
///
/// Headless: there are no touches or keyboards, so the responder chain is kept as data (`next`) and first-responder
/// requests are recorded, not acted on.
///
/// UIKit parity: `UIResponder` (`next`, `becomeFirstResponder()`, `resignFirstResponder()`, `isFirstResponder`,
/// `canBecomeFirstResponder`); an `NSObject` subclass isolated to the main actor, as in UIKit.
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The next responder in the chain: a view's view controller or superview, a view controller's view's
  /// superview, nil at the top. Default nil.
  ///
  /// UIKit parity: `next`.
  open var next: UIResponder? { nil }

  /// Whether this object accepts first-responder status. Default false.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object gives up first-responder status when asked. Default true.
  open var canResignFirstResponder: Bool { true }

  /// Whether this object is the first responder (the last one that became it and has not resigned).
  open var isFirstResponder: Bool { UIResponder.firstResponder === self }

  /// Makes this object the first responder if it accepts; returns whether it did.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    UIResponder.firstResponder = self
    return true
  }

  /// Gives up first-responder status; returns whether it did.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if UIResponder.firstResponder === self { UIResponder.firstResponder = nil }
    return true
  }

  /// The current first responder (headless: one per process, on the main actor).
  static weak var firstResponder: UIResponder?
}
