import Foundation

/// An object that manages a view tree: loads it on demand, receives its layout and appearance callbacks, holds
/// child view controllers, and carries navigation data (title, navigation item).
///
/// Lifecycle, in UIKit's order: `loadView()` and `viewDidLoad()` on first access to `view`; when a host or window
/// shows the controller, `viewWillAppear(_:)`, `viewIsAppearing(_:)`, `viewWillLayoutSubviews()` /
/// `viewDidLayoutSubviews()` around each layout pass of the root view, then `viewDidAppear(_:)`.
///
/// UIKit parity: `UIViewController` (`init(nibName:bundle:)`, `init?(coder:)`, `view`, `loadView()`,
/// `viewDidLoad()`, the appearance and layout callbacks, `title`, `navigationItem`, `navigationController`,
/// `parent`/`children`/`addChild(_:)`/`removeFromParent()`, `present(_:animated:completion:)` kept as data,
/// `traitCollection`, `additionalSafeAreaInsets`, `viewRespectsSystemMinimumLayoutMargins`,
/// `systemMinimumLayoutMargins`, `isEditing`). No nibs or storyboards: `nibName` is kept as data.
@MainActor
open class UIViewController: UIResponder {
  /// The nib name given at creation (kept as data; nothing is loaded).
  open private(set) var nibName: String?
  /// The bundle given at creation (kept as data).
  open private(set) var nibBundle: Bundle?
  private var loadedView: UIView?
  private var isLoadingView = false
  /// The title shown by navigation bars.
  open var title: String? {
    didSet { navigationItemIfLoaded?.titleFromController = title }
  }
  /// The parent view controller (a navigation controller or a container).
  open internal(set) weak var parent: UIViewController?
  /// The child view controllers.
  open internal(set) var children: [UIViewController] = []
  /// The controller this one presented (kept as data).
  open internal(set) var presentedViewController: UIViewController?
  /// The controller that presented this one.
  open internal(set) weak var presentingViewController: UIViewController?
  /// Extra safe-area insets added to the root view's, in points.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { loadedView?.safeAreaDidChangeInSubtree() }
  }
  /// Whether the root view's margins are at least `systemMinimumLayoutMargins`. Default true.
  open var viewRespectsSystemMinimumLayoutMargins = true
  /// Whether the controller is in editing mode; `editButtonItem` follows it.
  open var isEditing = false {
    didSet { if isEditing != oldValue { updateEditButtonItem() } }
  }
  /// Whether this controller's view is covered when a controller it presents uses `.currentContext` (kept as
  /// data: presentations complete at once headless). Default false.
  ///
  /// UIKit parity: `definesPresentationContext`.
  open var definesPresentationContext = false
  private var storedEditButtonItem: UIBarButtonItem?
  /// A bar button item that toggles editing: "Edit" while the controller is not editing, a bold "Done" while it
  /// is; its action calls `setEditing(!isEditing, animated: true)`.
  ///
  /// UIKit parity: `editButtonItem`.
  public var editButtonItem: UIBarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = UIBarButtonItem(
      title: "Edit",
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      })
    storedEditButtonItem = item
    updateEditButtonItem()
    return item
  }

  /// Gives `editButtonItem` the title and style of the editing state.
  private func updateEditButtonItem() {
    guard let item = storedEditButtonItem else { return }
    item.title = isEditing ? "Done" : "Edit"
    item.style = isEditing ? .done : .plain
  }

  /// How a presented controller is shown (kept as data).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The preferred size of the content when presented (kept as data).
  open var preferredContentSize: CGSize = .zero
  /// Whether the controller extends under opaque bars (kept as data).
  open var extendedLayoutIncludesOpaqueBars = false
  /// The status bar style the controller prefers (kept as data).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the status bar is hidden (kept as data).
  open var prefersStatusBarHidden: Bool { false }
  /// Whether the bottom bar hides when pushed (kept as data).
  open var hidesBottomBarWhenPushed = false
  /// The tab bar item (kept as data).
  open var tabBarItem: UITabBarItem! {
    get {
      storedTabBarItem
        ?? {
          let item = UITabBarItem(); storedTabBarItem = item; return item
        }()
    }
    set { storedTabBarItem = newValue }
  }
  private var storedTabBarItem: UITabBarItem?
  var navigationItemIfLoaded: UINavigationItem?
  var appearanceState = AppearanceState.disappeared
  var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
  /// The safe area a container (a navigation controller's bar) adds, beside `additionalSafeAreaInsets`.
  var containerSafeAreaInsets: UIEdgeInsets = .zero {
    didSet { if containerSafeAreaInsets != oldValue { loadedView?.safeAreaDidChangeInSubtree() } }
  }

  enum AppearanceState { case disappeared, appearing, appeared, disappearing }

  /// Creates a controller; `nibName` and `bundle` are kept as data (no nibs headless).
  ///
  /// UIKit parity: `init(nibName:bundle:)`, the designated initialiser.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a controller from an archive; headless there are none, so it is created empty.
  ///
  /// UIKit parity: `init?(coder:)`, required.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a controller with no nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: The view

  /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`).
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Whether the root view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it is not loaded.
  open func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    isLoadingView = false
    viewDidLoad()
  }

  /// Creates the root view. Default: a plain view the size of the screen. Overrides set `view` without calling
  /// `super`.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Called once after the view loaded.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called when the view is in the window with accurate geometry, before it appears.
  open func viewIsAppearing(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Called when the root view's safe area changed.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the root view's margins changed.
  open func viewLayoutMarginsDidChange() {}
  /// Updates the root view's constraints. Default: `view.updateConstraints()`.
  open func updateViewConstraints() { loadedView?.updateConstraints() }
  /// Called when the traits changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Called before the view's size changes (rotation, window resize). The default forwards the change to the
  /// children, each at `size(forChildContentContainer:withParentContainerSize:)`; overrides call `super`.
  ///
  /// UIKit parity: `viewWillTransition(to:with:)` ("view controllers forward the size change message to their
  /// views and child view controllers").
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in children {
      child.viewWillTransition(
        to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
    }
  }

  /// The size a child's view will have when this controller's view is `parentSize`: by default the parent's size.
  ///
  /// UIKit parity: `UIContentContainer.size(forChildContentContainer:withParentContainerSize:)`; containers override
  /// it.
  open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
    -> CGSize
  {
    parentSize
  }
  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}
  /// Sets editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
  /// The minimum margins of the root view: 16 pt on the sides for windows up to 393 pt wide (portrait phones),
  /// 20 pt otherwise (uikit-view-metrics.md §3.1, DIMM); 0 at top and bottom.
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let width = loadedView?.window?.bounds.width ?? loadedView?.bounds.width ?? UIScreen.main.bounds.width
    let idiom = loadedView?.traitCollection.userInterfaceIdiom ?? .phone
    let side: CGFloat = idiom == .phone && width <= 400 ? 16 : 20
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The traits in effect: the root view's.
  open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection() }

  /// The navigation item (title and bar button items as data).
  open var navigationItem: UINavigationItem {
    if let navigationItemIfLoaded { return navigationItemIfLoaded }
    let item = UINavigationItem(title: title ?? "")
    item.titleFromController = title
    navigationItemIfLoaded = item
    return item
  }

  /// The closest ancestor navigation controller.
  open var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// The closest ancestor split view controller, if any (none headless unless added as a parent).
  open var splitViewController: UIViewController? { nil }

  /// The closest ancestor tab bar controller (kept as data: none headless).
  open var tabBarController: UIViewController? { nil }

  /// The next responder: the root view's superview, or the parent.
  open override var next: UIResponder? { loadedView?.superview ?? parent }

  // MARK: Containment

  /// Adds a child controller (call `didMove(toParent:)` after adding its view).
  open func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Overrides traits for a child's view tree.
  open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController)
  {
    childTraitOverrides[ObjectIdentifier(childViewController)] = collection
    childViewController.viewIfLoaded?.traitsDidChange()
  }

  /// The override traits set for a child.
  open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
    childTraitOverrides[ObjectIdentifier(childViewController)]
  }

  // MARK: Presentation (kept as data)

  /// Records `viewControllerToPresent` as presented and calls `completion` (nothing is shown headless unless a host
  /// shows it).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    completion?()
  }

  /// Dismisses the presented controller (or this one, if presented) and calls `completion`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.presentingViewController = nil
      presentedViewController = nil
    } else if let presenting = presentingViewController {
      presenting.presentedViewController = nil
      presentingViewController = nil
    }
    completion?()
  }

  /// Shows `vc`: pushed on the navigation controller if there is one, else presented.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }
}
