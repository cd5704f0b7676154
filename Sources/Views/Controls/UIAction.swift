import Foundation

/// An element of a menu: an action or a submenu.
///
/// UIKit parity: `UIMenuElement` (`title`, `image`, `subtitle`).
@MainActor
open class UIMenuElement: NSObject {
  /// The title.
  open var title: String
  /// The image.
  open var image: UIImage?
  /// A second line.
  open var subtitle: String?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }
}

/// A closure with a title and image, run by controls, menus and bar buttons.
///
/// UIKit parity: `UIAction` (`init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`,
/// `Identifier`, `Attributes`, `State` via `UIMenuElement.State`, `sender`); the handler runs when the control is
/// triggered (`UIControl.sendActions(for:)`, a bar button's `triggerPrimaryAction()`).
@MainActor
open class UIAction: UIMenuElement {
  /// A closure run with the action.
  public typealias UIActionHandler = @MainActor (UIAction) -> Void

  /// An action's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The identifier; a unique one when not given.
  public let identifier: Identifier
  /// How the action is shown.
  open var attributes: UIMenuElement.Attributes
  /// Whether the action shows a checkmark.
  open var state: UIMenuElement.State
  /// The control or item that last ran the action.
  open internal(set) var sender: Any?
  /// A title used by discoverability (kept as data).
  open var discoverabilityTitle: String?
  let handler: UIActionHandler

  /// Creates an action.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.attributes = attributes
    self.state = state
    self.discoverabilityTitle = discoverabilityTitle
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` recorded.
  public func perform(sender: Any?) {
    self.sender = sender
    handler(self)
  }
}

extension UIMenuElement {
  /// How a menu element is shown.
  ///
  /// UIKit parity: `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark.
  ///
  /// UIKit parity: `UIMenuElement.State`.
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }
}

/// A menu: a title and child elements (kept as data; `UIAction` children can be run by tests).
///
/// UIKit parity: `UIMenu` (`init(title:subtitle:image:identifier:options:children:)`, `Options`, `children`).
@MainActor
open class UIMenu: UIMenuElement {
  /// How a menu is shown.
  ///
  /// UIKit parity: `UIMenu.Options`.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// A menu's identifier.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The options.
  public let options: Options
  /// The identifier.
  public let identifier: Identifier
  /// The elements.
  open private(set) var children: [UIMenuElement]

  /// Creates a menu.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.options = options
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.children = children
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }

  /// A copy with other children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
  }
}

/// A button in a navigation bar or toolbar (kept as data; its primary action can be triggered).
///
/// UIKit parity: `UIBarButtonItem` (`init(title:style:target:action:)`, `init(image:style:target:action:)`,
/// `init(barButtonSystemItem:target:action:)`, `init(title:image:primaryAction:menu:)`,
/// `init(systemItem:primaryAction:menu:)`, `init(image:menu:)`, `init(title:primaryAction:)`, `title`, `image`,
/// `style`, `isEnabled`, `menu`, `primaryAction`, `tintColor`, `customView`). Target-action selectors need the
/// Objective-C runtime: `action` is kept as an opaque value and never sent.
@MainActor
open class UIBarButtonItem: NSObject {
  /// The item's style.
  public enum Style: Int, Sendable {
    case plain = 0
    case bordered = 1
    case done = 2
  }

  /// System items.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
      search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
  }

  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The style.
  open var style: Style = .plain
  /// Whether the item is enabled.
  open var isEnabled = true
  /// The menu shown on tap (or long press with a primary action).
  open var menu: UIMenu?
  /// The action run on tap.
  open var primaryAction: UIAction?
  /// The tint.
  open var tintColor: UIColor?
  /// A custom view.
  open var customView: UIView?
  /// The target of a target-action item (kept as data).
  open weak var target: AnyObject?
  /// The system item, if created from one.
  public private(set) var systemItem: SystemItem?
  /// A fixed width in points (for fixed spaces).
  open var width: CGFloat = 0

  public override init() { super.init() }

  /// An item with a title; `action` is not sent (no Objective-C runtime).
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target as AnyObject?
  }

  /// An item with an image; `action` is not sent.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target as AnyObject?
  }

  /// A system item; `action` is not sent.
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.target = target as AnyObject?
  }

  /// An item with a title, image, primary action and menu.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A system item with a primary action and menu.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item wrapping a custom view.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Runs the primary action, as a tap would.
  open func triggerPrimaryAction() {
    primaryAction?.perform(sender: self)
  }
}

#if !canImport(ObjectiveC)
  /// A method name for target-action APIs. Without the Objective-C runtime nothing can be sent to it; it is kept as
  /// data so that signatures match UIKit's.
  ///
  /// UIKit parity: `Selector` (Objective-C runtime type); `#selector` itself needs Objective-C and does not compile.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
  }
#endif
