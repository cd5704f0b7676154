import Foundation

extension UIControl {
  /// A control's state: normal (no bits), highlighted, disabled, selected, focused, plus application bits.
  ///
  /// UIKit parity: `UIControl.State`; same members and raw values.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No state bits.
    public static let normal = State([])
    /// Touched down (kept while a tap is tracked).
    public static let highlighted = State(rawValue: 1 << 0)
    /// `isEnabled` is false.
    public static let disabled = State(rawValue: 1 << 1)
    /// `isSelected` is true.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused (focus engine; kept as data).
    public static let focused = State(rawValue: 1 << 3)
    /// Bits free for the application.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits reserved for the framework.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  /// Events a control sends to its actions.
  ///
  /// UIKit parity: `UIControl.Event`; same members and raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How content is placed horizontally in a control.
  ///
  /// UIKit parity: `UIControl.ContentHorizontalAlignment`; same cases and raw values.
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center = 0
    case left = 1
    case right = 2
    case fill = 3
    case leading = 4
    case trailing = 5
  }

  /// How content is placed vertically in a control.
  ///
  /// UIKit parity: `UIControl.ContentVerticalAlignment`; same cases and raw values.
  public enum ContentVerticalAlignment: Int, Sendable {
    case center = 0
    case top = 1
    case bottom = 2
    case fill = 3
  }

  /// One registered target-action pair (kept as data: selectors cannot be sent without Objective-C).
  struct TargetAction {
    weak var target: AnyObject?
    var action: Selector
    var events: Event
  }

  /// One registered closure action and the events that run it.
  struct ActionRegistration {
    var action: UIAction
    var events: Event
  }
}

extension UIView {
  /// Sets the content hugging priorities a class has by default (uikit-view-metrics.md §5.2), without scheduling
  /// layout; called from initialisers. Compression resistance stays 750 on both axes (§5.2: every class).
  func setDefaultContentHugging(horizontal: UILayoutPriority, vertical: UILayoutPriority) {
    contentPriorities.huggingHorizontal = horizontal
    contentPriorities.huggingVertical = vertical
  }
}
