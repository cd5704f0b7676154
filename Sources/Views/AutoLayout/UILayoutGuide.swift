import Foundation

/// A rectangle that takes part in Auto Layout without being a view: the margins, safe-area and readable-content
/// guides, the keyboard guide, and guides apps add for spacing.
///
/// `layoutFrame` is in the owning view's coordinates, in points, valid after a layout pass.
///
/// UIKit parity: `UILayoutGuide` (`owningView`, `identifier`, `layoutFrame`, the ten anchors).
@MainActor
open class UILayoutGuide: NSObject {
  /// The view the guide belongs to.
  open internal(set) weak var owningView: UIView?
  /// A name shown in diagnostics.
  open var identifier = ""
  /// The guide's rectangle in the owning view's coordinates, from the last layout pass.
  open package(set) var layoutFrame: CGRect = .zero
  /// Which system guide this is, if any (its frame then follows the owning view's margins, safe area…).
  var systemKind: SystemKind?

  enum SystemKind {
    case layoutMargins, safeArea, readableContent, keyboard, scrollContent, scrollFrame
  }

  /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
  public override init() { super.init() }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

/// The guide that tracks the keyboard; headless there is no keyboard, so it sits at the bottom of the safe area with
/// zero height.
///
/// UIKit parity: `UIKeyboardLayoutGuide` (iOS 15); `followsUndockedKeyboard` kept as data.
@MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Whether the guide follows an undocked keyboard. Default false.
  open var followsUndockedKeyboard = false
}
