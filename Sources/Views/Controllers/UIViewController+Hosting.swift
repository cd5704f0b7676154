import Foundation

/// How a presented controller is shown (kept as data).
///
/// UIKit parity: `UIModalPresentationStyle`; the common cases.
public enum UIModalPresentationStyle: Int, Sendable {
  case automatic = -2
  case none = -1
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
}

/// The status bar's style (kept as data).
///
/// UIKit parity: `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

/// The context of a size transition; headless transitions complete at once.
///
/// UIKit parity: `UIViewControllerTransitionCoordinator` (`animate(alongsideTransition:completion:)`).
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
  /// Runs `animation` and `completion` at once; returns true.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// What a transition's blocks are told.
///
/// UIKit parity: `UIViewControllerTransitionCoordinatorContext` (`isAnimated`, `isCancelled`,
/// `transitionDuration`).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
}

/// The coordinator a host passes to `viewWillTransition(to:with:)`: blocks run at once.
@MainActor
final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator,
  UIViewControllerTransitionCoordinatorContext
{
  var isAnimated: Bool { false }
  var isCancelled: Bool { false }
  var transitionDuration: TimeInterval { 0 }
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the completions once the new size is applied.
  func finish() {
    for completion in completions { completion(self) }
    completions = []
  }
}

extension UIViewController {
  /// The root view's margins before the minimum is applied: the system minimum.
  var rootViewDefaultMargins: NSDirectionalEdgeInsets? { systemMinimumLayoutMargins }

  /// The minimum the root view's margins keep, when `viewRespectsSystemMinimumLayoutMargins`.
  var enforcedMinimumMargins: NSDirectionalEdgeInsets? {
    viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : nil
  }

  /// The traits the parent overrides for this controller's view, if any.
  var overrideTraitCollectionForView: UITraitCollection? { parent?.overrideTraitCollection(forChild: self) }

  func runWillLayoutSubviews() { viewWillLayoutSubviews() }
  func runDidLayoutSubviews() { viewDidLayoutSubviews() }

  /// Runs the appearance callbacks up to `viewIsAppearing(_:)` (before the first layout pass), for this
  /// controller and its children.
  func beginAppearance() {
    guard appearanceState == .disappeared else { return }
    loadViewIfNeeded()
    appearanceState = .appearing
    viewWillAppear(false)
    viewIsAppearing(false)
    for child in children where child.viewIfLoaded?.window != nil { child.beginAppearance() }
  }

  /// Runs `viewDidAppear(_:)` (after the layout passes), for this controller and its children.
  func endAppearance() {
    guard appearanceState == .appearing else { return }
    appearanceState = .appeared
    viewDidAppear(false)
    for child in children { child.endAppearance() }
  }

  /// Runs the disappearance callbacks.
  func disappear() {
    guard appearanceState == .appeared || appearanceState == .appearing else { return }
    appearanceState = .disappearing
    viewWillDisappear(false)
    for child in children { child.disappear() }
    appearanceState = .disappeared
    viewDidDisappear(false)
  }

  /// Tells the controller its view will change to `size`, then runs the coordinator's completions.
  func transition(to size: CGSize) {
    let coordinator = ImmediateTransitionCoordinator()
    viewWillTransition(to: size, with: coordinator)
    coordinator.finish()
  }
}

extension UIViewController {
  /// The coordinator of the transition in progress: always nil headless, where transitions complete at once (code
  /// then takes its non-animated path, as UIKit code does outside a transition).
  ///
  /// UIKit parity: `UIViewController.transitionCoordinator`.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
}

/// An object that holds content and takes part in size changes: view controllers.
///
/// UIKit parity: `UIContentContainer` (the size-transition members).
@MainActor
public protocol UIContentContainer: AnyObject {
  /// Called before the container's view changes to `size`.
  func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
  /// The size of a child container when this container is `parentSize`.
  func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
}

extension UIViewController: UIContentContainer {}
