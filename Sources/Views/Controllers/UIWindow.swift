import Foundation

/// The root of a view tree on a screen: it shows a root view controller's view and carries the device's safe area
/// and traits.
///
/// Headless: a `ScreenHost` creates windows for a device; a window made directly has the main screen's bounds and
/// no safe area until `overrideSafeAreaInsets` is set.
///
/// UIKit parity: `UIWindow` (`init(frame:)`, `init(windowScene:)`, `rootViewController`, `makeKeyAndVisible()`,
/// `makeKey()`, `isKeyWindow`, `windowScene`, `screen`, `windowLevel`).
@MainActor
open class UIWindow: UIView {
  /// A window's stacking level.
  public struct Level: RawRepresentable, Hashable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(rawValue: 0)
    public static let statusBar = Level(rawValue: 1000)
    public static let alert = Level(rawValue: 2000)
  }

  override var asWindow: UIWindow? { self }

  /// The screen the window is on.
  open var screen: UIScreen = .main
  /// The scene the window belongs to.
  open weak var windowScene: UIWindowScene?
  /// The stacking level. Default `.normal`.
  open var windowLevel: Level = .normal
  /// Whether the window is the key window.
  open private(set) var isKeyWindow = false
  /// Where a navigation bar's top edge sits (the status bar's visible height), set by the host from the device.
  var navigationBarTop: CGFloat?

  /// The controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.disappear()
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if let rootViewController { install(rootViewController) }
    }
  }

  /// Creates a window the size of the main screen's bounds or `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = nil
  }

  /// Creates a window for a scene, the size of the scene's screen.
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.screen.bounds)
    self.windowScene = windowScene
    screen = windowScene.screen
    windowScene.windows.append(self)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Makes the window key and shows it: the root view controller appears and the tree is laid out.
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
    if let rootViewController {
      rootViewController.beginAppearance()
      layoutIfNeeded()
      rootViewController.endAppearance()
    } else {
      layoutIfNeeded()
    }
  }

  /// Makes the window key.
  open func makeKey() {
    for window in windowScene?.windows ?? [] where window !== self { window.isKeyWindow = false }
    isKeyWindow = true
  }

  private func install(_ controller: UIViewController) {
    let rootView: UIView = controller.view
    rootView.frame = bounds
    rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(rootView)
    if isKeyWindow {
      controller.beginAppearance()
      layoutIfNeeded()
      controller.endAppearance()
    }
  }

  /// The window's own traits: the screen's unless overridden.
  func windowTraitCollection() -> UITraitCollection { screen.traitCollection }
}

/// A display: its bounds in points, scale and traits.
///
/// UIKit parity: `UIScreen` (`main`, `bounds`, `scale`, `nativeScale`, `traitCollection`). `UIScreen.main` is the
/// screen of the device the last `ScreenHost` was created for (an iPhone 15 until then).
@MainActor
open class UIScreen: NSObject {
  /// The screen of the current device.
  public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
  /// The screen's rectangle in points (portrait or landscape as the device is held).
  open internal(set) var bounds: CGRect
  /// Pixels per point.
  open internal(set) var scale: CGFloat
  /// The panel's pixels per point.
  open var nativeScale: CGFloat { scale }
  /// The traits of a full-screen window on this screen.
  open internal(set) var traitCollection: UITraitCollection
  /// The iOS release whose layout arithmetic views on this screen reproduce (headless only; `ScreenHost` sets it).
  /// Collection views read it unless they set their own `targetRelease`. Default `.current`.
  public var targetRelease: TargetRelease = .current

  /// Creates a screen.
  public init(bounds: CGRect, scale: CGFloat, traitCollection: UITraitCollection? = nil) {
    self.bounds = bounds
    self.scale = scale
    self.traitCollection = traitCollection ?? UITraitCollection(displayScale: scale)
    super.init()
  }
}
