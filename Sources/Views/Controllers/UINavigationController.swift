import Foundation

/// A stack of view controllers under a navigation bar; the top controller's view fills the container and the bar's
/// height is added to its safe area.
///
/// Headless: pushes and pops take effect at once; the bar is a `UINavigationBar` view 44 pt tall (96 pt with a large
/// title shown) placed below the status bar (uikit-view-metrics.md §2).
///
/// UIKit parity: `UINavigationController` (`init(rootViewController:)`, `viewControllers`, `topViewController`,
/// `visibleViewController`, `pushViewController(_:animated:)`, `popViewController(animated:)`,
/// `popToRootViewController(animated:)`, `setViewControllers(_:animated:)`, `navigationBar`,
/// `isNavigationBarHidden`, `setNavigationBarHidden(_:animated:)`).
@MainActor
open class UINavigationController: UIViewController {
  /// The bar at the top.
  public let navigationBar = UINavigationBar(frame: .zero)
  /// A toolbar (kept as data).
  open var isToolbarHidden = true
  /// Whether the bar is hidden.
  open var isNavigationBarHidden = false {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Creates a navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// Creates an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The stack, bottom first.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The top of the stack.
  open var topViewController: UIViewController? { children.last }
  /// The controller shown: the presented one, else the top.
  open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

  open override func loadView() {
    view = NavigationContainerView(frame: UIScreen.main.bounds)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(navigationBar)
    showTop()
  }

  /// Pushes a controller; its view replaces the previous top's.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    let previous = topViewController
    addChild(viewController)
    if isViewLoaded {
      previous?.disappear()
      previous?.viewIfLoaded?.removeFromSuperview()
      showTop()
    }
    viewController.didMove(toParent: self)
  }

  /// Pops the top controller (never the root); returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = topViewController else { return nil }
    top.willMove(toParent: nil)
    top.disappear()
    top.viewIfLoaded?.removeFromSuperview()
    top.removeFromParent()
    if isViewLoaded { showTop() }
    return top
  }

  /// Pops to the root; returns the popped controllers.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    var popped: [UIViewController] = []
    while let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
    return popped
  }

  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for child in children {
      child.disappear()
      child.viewIfLoaded?.removeFromSuperview()
      child.removeFromParent()
    }
    for controller in viewControllers { addChild(controller) }
    if isViewLoaded { showTop() }
  }

  /// Hides or shows the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  private func showTop() {
    guard let top = topViewController else { return }
    let topView: UIView = top.view
    topView.frame = view.bounds
    topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(topView, belowSubview: navigationBar)
    navigationBar.items = children.map(\.navigationItem)
    layoutBar()
    if view.window != nil {
      top.beginAppearance()
      view.layoutIfNeeded()
      top.endAppearance()
    }
  }

  /// Places the bar below the status bar and gives the top controller the bar's height as extra safe area.
  func layoutBar() {
    guard let top = topViewController else { return }
    let windowSafeTop = view.window?.safeAreaInsets.top ?? 0
    let statusBarHeight = view.window?.navigationBarTop ?? windowSafeTop
    let barHeight: CGFloat = isNavigationBarHidden ? 0 : navigationBar.standardHeight(for: top.navigationItem)
    navigationBar.isHidden = isNavigationBarHidden
    navigationBar.frame = CGRect(x: 0, y: statusBarHeight, width: view.bounds.width, height: barHeight)
    // The child's safe area reaches the bar's bottom edge.
    let barBottom = statusBarHeight + barHeight
    let extraTop = max(0, barBottom - windowSafeTop)
    top.containerSafeAreaInsets = UIEdgeInsets(top: extraTop, left: 0, bottom: 0, right: 0)
  }
}

/// The navigation controller's root view: it lays out the bar before the children.
@MainActor
final class NavigationContainerView: UIView {
  override func layoutSubviews() {
    (owningViewController as? UINavigationController)?.layoutBar()
    super.layoutSubviews()
  }
}
