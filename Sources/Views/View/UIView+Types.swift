import Foundation

extension UIView {
  /// How a view's content fills its bounds.
  ///
  /// UIKit parity: `UIView.ContentMode`; same cases and raw values.
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12
  }

  /// Which parts of a view stretch when its superview's size changes.
  ///
  /// UIKit parity: `UIView.AutoresizingMask`; same members and raw values.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How the tint colour is shown.
  ///
  /// UIKit parity: `UIView.TintAdjustmentMode`.
  public enum TintAdjustmentMode: Int, Sendable {
    case automatic = 0
    case normal = 1
    case dimmed = 2
  }

  /// Animation options (kept for source compatibility; animations complete at once).
  ///
  /// UIKit parity: `UIView.AnimationOptions`.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Runs `animations` at once and then `completion(true)`: headless, there is no time to animate over.
  ///
  /// UIKit parity: `animate(withDuration:delay:options:animations:completion:)`; the end state is what UIKit shows
  /// after the animation.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion(true)`.
  ///
  /// UIKit parity: `animate(withDuration:animations:)`.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animations()
  }

  /// Runs `animations`, then `completion(true)`.
  ///
  /// UIKit parity: `animate(withDuration:animations:completion:)`.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations`, then `completion(true)` (the spring is not modelled).
  ///
  /// UIKit parity: `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `actionsWithoutAnimation` (everything is unanimated headless).
  ///
  /// UIKit parity: `performWithoutAnimation(_:)`.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  /// Runs `animations`, then `completion(true)`.
  ///
  /// UIKit parity: `transition(with:duration:options:animations:completion:)`.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Whether animations are enabled (always false in effect: they complete at once).
  public static var areAnimationsEnabled: Bool { false }
}

/// Whether a view flips in right-to-left layouts.
///
/// UIKit parity: `UISemanticContentAttribute`; same cases and raw values.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified = 0
  case playback = 1
  case spatial = 2
  case forceLeftToRight = 3
  case forceRightToLeft = 4
}

/// What an accessibility element is and does (kept as data).
///
/// UIKit parity: `UIAccessibilityTraits`; the common members.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// An input event. Headless there are no events; hit-testing takes nil.
///
/// UIKit parity: `UIEvent` (as a type for method signatures).
@MainActor
open class UIEvent: NSObject {}

/// A gesture recogniser, kept as data on its view.
///
/// UIKit parity: `UIGestureRecognizer` (`view`, `isEnabled`, `cancelsTouchesInView`, `delegate` as data). Target-
/// action needs the Objective-C runtime; use the closure-based controls instead.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// The view the recogniser is attached to.
  open internal(set) weak var view: UIView?
  /// Whether the recogniser is active. Default true.
  open var isEnabled = true
  /// Whether recognised touches are cancelled in the view. Default true.
  open var cancelsTouchesInView = true
  /// Creates a recogniser.
  public override init() { super.init() }
}

/// An interaction attached to a view (context menus, drag and drop), kept as data.
///
/// UIKit parity: `UIInteraction`.
@MainActor
public protocol UIInteraction: AnyObject {
  /// The view the interaction is attached to.
  var view: UIView? { get }
}
