import Foundation
import Testing
import Views

/// A user subclass with UIKit's initialiser pattern.
@MainActor
final class RatingControl: UIControl {
  var rating = 0
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentHorizontalAlignment = .leading
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override func performPrimaryAction() {
    rating += 1
    sendActions(for: .valueChanged)
  }
}

@MainActor
@Suite("UIControl")
struct UIControlTests {
  @Test func sendActionsRunsTheHandlerOnce() {
    let control = UIControl()
    var calls = 0
    var sender: Any?
    control.addAction(
      UIAction { action in
        calls += 1
        sender = action.sender
      }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(calls == 1)
    #expect((sender as? UIControl) === control)
    control.sendActions(for: .valueChanged)
    #expect(calls == 1)
  }

  @Test func anActionRegisteredForSeveralEventsRunsOncePerSend() {
    let control = UIControl()
    var calls = 0
    control.addAction(UIAction { _ in calls += 1 }, for: [.touchUpInside, .primaryActionTriggered])
    control.performPrimaryAction()  // sends both events at once
    #expect(calls == 1)
  }

  @Test func sameIdentifierReplacesAndRemoveByIdentifier() {
    let control = UIControl()
    var log: [String] = []
    let id = UIAction.Identifier("tap")
    control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
    control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["second"])
    control.removeAction(identifiedBy: id, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["second"])
    #expect(control.allControlEvents == [])
  }

  @Test func removeActionForSomeEventsKeepsTheOthers() {
    let control = UIControl()
    var calls = 0
    let action = UIAction { _ in calls += 1 }
    control.addAction(action, for: [.touchUpInside, .valueChanged])
    control.removeAction(action, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(calls == 1)
  }

  @Test func primaryActionInitialiserAndDisabledTaps() {
    var calls = 0
    let control = UIControl(frame: .zero, primaryAction: UIAction { _ in calls += 1 })
    control.performPrimaryAction()
    #expect(calls == 1)
    control.isEnabled = false
    control.performPrimaryAction()
    #expect(calls == 1)
    // A programmatic send still runs (as UIKit's sendActions does).
    control.sendActions(for: .primaryActionTriggered)
    #expect(calls == 2)
  }

  @Test func stateFollowsTheFlags() {
    let control = UIControl()
    #expect(control.state == .normal)
    control.isEnabled = false
    control.isSelected = true
    control.isHighlighted = true
    #expect(control.state == [.disabled, .selected, .highlighted])
  }

  @Test func targetActionIsKeptAsData() {
    final class Target: NSObject {}
    let control = UIControl()
    let target = Target()
    control.addTarget(target, action: Selector("toggle:"), for: .valueChanged)
    #expect(control.allControlEvents == .valueChanged)
    #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["toggle:"])
    #expect(control.allTargets.count == 1)
    control.removeTarget(target, action: nil, for: .valueChanged)
    #expect(control.allControlEvents == [])
  }

  @Test func effectiveAlignmentFollowsTheLayoutDirection() {
    let control = RatingControl(frame: .zero)
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.semanticContentAttribute = .forceRightToLeft
    #expect(control.effectiveContentHorizontalAlignment == .right)
  }

  @Test func userSubclassOverridesPrimaryAction() {
    let control = RatingControl(frame: .zero)
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    control.performPrimaryAction()
    #expect(control.rating == 1)
    #expect(changes == 1)
  }

  @Test func eventAndStateRawValuesMatchUIKit() {
    #expect(UIControl.Event.touchUpInside.rawValue == 64)
    #expect(UIControl.Event.valueChanged.rawValue == 4096)
    #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
    #expect(UIControl.State.selected.rawValue == 4)
  }
}
