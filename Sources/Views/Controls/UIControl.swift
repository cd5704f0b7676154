import Foundation

/// The base class of controls: enabled, selected and highlighted state, and actions run for events.
///
/// Headless there are no touches: `sendActions(for:)` runs the `UIAction`s registered for the events (tests "tap"
/// a control this way), and `performPrimaryAction()` does what a tap does (a button sends `.touchUpInside` and
/// `.primaryActionTriggered`, a switch toggles and sends `.valueChanged`). Target-action pairs are kept as data:
/// selectors cannot be sent without the Objective-C runtime.
///
/// UIKit parity: `UIControl` (`isEnabled`, `isSelected`, `isHighlighted`, `state`, `contentHorizontalAlignment`,
/// `contentVerticalAlignment`, `addAction(_:for:)`, `removeAction(_:for:)`, `removeAction(identifiedBy:for:)`,
/// `sendActions(for:)`, `sendAction(_:)`, `addTarget(_:action:for:)`, `removeTarget(_:action:for:)`, `allTargets`,
/// `allControlEvents`, `actions(forTarget:forControlEvent:)`, `init(frame:primaryAction:)`,
/// `performPrimaryAction()`). Adding an action whose identifier is already registered replaces it (UIKit's rule).
@MainActor
open class UIControl: UIView {
  var actionRegistrations: [ActionRegistration] = []
  var targetActions: [TargetAction] = []

  /// Whether the control responds to taps; false adds `.disabled` to `state`. Default true.
  ///
  /// UIKit parity: `UIControl.isEnabled`.
  open var isEnabled = true {
    didSet { if isEnabled != oldValue { controlStateDidChange() } }
  }
  /// Whether the control is selected (adds `.selected` to `state`). Default false.
  ///
  /// UIKit parity: `UIControl.isSelected`.
  open var isSelected = false {
    didSet { if isSelected != oldValue { controlStateDidChange() } }
  }
  /// Whether the control is highlighted (adds `.highlighted` to `state`). Default false.
  ///
  /// UIKit parity: `UIControl.isHighlighted`.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { controlStateDidChange() } }
  }
  /// How content is placed horizontally. Default `.center`.
  ///
  /// UIKit parity: `contentHorizontalAlignment`.
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// How content is placed vertically. Default `.center`.
  ///
  /// UIKit parity: `contentVerticalAlignment`.
  open var contentVerticalAlignment: ContentVerticalAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// The horizontal alignment with `.leading` / `.trailing` resolved to left or right by the layout direction.
  ///
  /// UIKit parity: `effectiveContentHorizontalAlignment`.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch contentHorizontalAlignment {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return contentHorizontalAlignment
    }
  }
  /// Whether a touch is being tracked (always false headless).
  ///
  /// UIKit parity: `isTracking`.
  open var isTracking: Bool { false }
  /// Whether a tracked touch is inside the bounds (always false headless).
  ///
  /// UIKit parity: `isTouchInside`.
  open var isTouchInside: Bool { false }
  /// Whether a context menu is enabled (kept as data). Default false.
  ///
  /// UIKit parity: `isContextMenuInteractionEnabled`.
  open var isContextMenuInteractionEnabled = false
  /// Whether the control shows its menu as its primary action (kept as data; see `UIButton`). Default false.
  ///
  /// UIKit parity: `showsMenuAsPrimaryAction`.
  open var showsMenuAsPrimaryAction = false
  /// A tooltip (kept as data). Default nil.
  ///
  /// UIKit parity: `toolTip`.
  open var toolTip: String?

  /// The state bits: `.disabled`, `.selected` and `.highlighted` from the flags.
  ///
  /// UIKit parity: `UIControl.state`.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  // MARK: Initialisers

  /// Creates a control with a frame in points.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
  }

  /// Creates a control from an archive (headless: zero frame).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isAccessibilityElement = true
  }

  /// Creates a control whose `primaryAction` runs for `.primaryActionTriggered`.
  ///
  /// UIKit parity: `init(frame:primaryAction:)` (iOS 14).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: Actions

  /// Registers `action` to run for `controlEvents`; an action with the same identifier is replaced (its events
  /// are merged).
  ///
  /// UIKit parity: `addAction(_:for:)`.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    if let index = actionRegistrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
      actionRegistrations[index] = ActionRegistration(
        action: action, events: actionRegistrations[index].events.union(controlEvents))
    } else {
      actionRegistrations.append(ActionRegistration(action: action, events: controlEvents))
    }
  }

  /// Stops `action` (matched by identifier) running for `controlEvents`; it is removed when no events remain.
  ///
  /// UIKit parity: `removeAction(_:for:)`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops the action with `actionIdentifier` running for `controlEvents`.
  ///
  /// UIKit parity: `removeAction(identifiedBy:for:)`.
  open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
    for index in actionRegistrations.indices where actionRegistrations[index].action.identifier == actionIdentifier {
      actionRegistrations[index].events.subtract(controlEvents)
    }
    actionRegistrations.removeAll { $0.events.isEmpty }
  }

  /// The registered action with `actionIdentifier` for `controlEvents`, if any.
  ///
  /// UIKit parity: `action(identifiedBy:for:)` (the method iOS 16 added).
  public func action(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) -> UIAction? {
    actionRegistrations.first {
      $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents)
    }?
    .action
  }

  /// Runs, once each and in registration order, every action registered for any of `controlEvents`, with this
  /// control as `sender`. Runs whether or not the control is enabled (as UIKit's programmatic send does).
  ///
  /// UIKit parity: `sendActions(for:)`; target-action pairs are not sent (no Objective-C runtime).
  open func sendActions(for controlEvents: Event) {
    let matching = actionRegistrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    for registration in matching { sendAction(registration.action) }
  }

  /// Runs `action` with this control as its sender.
  ///
  /// UIKit parity: `sendAction(_:)`.
  open func sendAction(_ action: UIAction) {
    action.perform(sender: self)
  }

  /// Does what a tap does, when enabled: sends `.touchUpInside` and `.primaryActionTriggered` (one call per
  /// action). Subclasses change their value first (a switch toggles).
  ///
  /// UIKit parity: `performPrimaryAction()` (iOS 17.4).
  open func performPrimaryAction() {
    guard isEnabled else { return }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  /// Registers a target-action pair for `controlEvents` (kept as data; never sent without Objective-C).
  ///
  /// UIKit parity: `addTarget(_:action:for:)`.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targetActions.append(TargetAction(target: target as AnyObject?, action: action, events: controlEvents))
  }

  /// Removes target-action pairs for `controlEvents` (nil target: all targets; nil action: all actions).
  ///
  /// UIKit parity: `removeTarget(_:action:for:)`.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target as AnyObject?
    for index in targetActions.indices
    where (object == nil || targetActions[index].target === object)
      && (action == nil || targetActions[index].action == action)
    {
      targetActions[index].events.subtract(controlEvents)
    }
    targetActions.removeAll { $0.events.isEmpty }
  }

  /// The targets of the target-action pairs.
  ///
  /// UIKit parity: `allTargets`.
  open var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { $0.target.map { ($0 as? AnyHashable) ?? AnyHashable(ObjectIdentifier($0)) } })
  }

  /// The events any action or target-action pair is registered for.
  ///
  /// UIKit parity: `allControlEvents`.
  open var allControlEvents: Event {
    (actionRegistrations.map(\.events) + targetActions.map(\.events)).reduce([]) { $0.union($1) }
  }

  /// The selector names registered for `target` and `controlEvent`, or nil.
  ///
  /// UIKit parity: `actions(forTarget:forControlEvent:)`.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target as AnyObject?
    let names = targetActions.filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
      .map { Self.selectorName($0.action) }
    return names.isEmpty ? nil : names
  }

  private static func selectorName(_ selector: Selector) -> String {
    #if canImport(ObjectiveC)
      NSStringFromSelector(selector)
    #else
      selector.name
    #endif
  }

  // MARK: Hooks

  /// `isEnabled`, `isSelected` or `isHighlighted` changed: subclasses update their appearance.
  func controlStateDidChange() { setNeedsDisplay() }
}
