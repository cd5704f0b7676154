import Foundation

/// Shows a view controller on a device, headless: a window of the device's size, safe area and traits, the view
/// controller's appearance callbacks, and layout passes until the screen settles.
///
/// ```swift
/// let host = ScreenHost(rootViewController: GridViewController(), device: .iPhone15)
/// host.window.rootViewController?.view   // laid out: frames are what the device shows
/// ```
///
/// `UIScreen.main` becomes the device's screen, and `UITraitCollection.current` its traits, for the host's life (they
/// are restored when the host goes away).
///
/// UIKit parity: none (what launching an app in a simulator does): `makeKeyAndVisible()` on a window of the
/// device's size, then the layout passes UIKit runs before the first frame.
@MainActor
public final class ScreenHost {
  /// The device.
  public private(set) var device: Device
  /// The window.
  public let window: UIWindow
  /// The traits every view inherits.
  public private(set) var traitCollection: UITraitCollection
  /// The iOS release whose layout arithmetic the screen reproduces (pixel rounding, empty sections; see
  /// `TargetRelease`), as given to the initialiser; the window's screen carries it to the collection views.
  public var targetRelease: TargetRelease { window.screen.targetRelease }

  /// Shows `rootViewController` on `device`.
  ///
  /// - Parameters:
  ///   - rootViewController: the screen; wrap it in a `UINavigationController` to get a bar.
  ///   - device: the device and orientation. Default iPhone 15 portrait.
  ///   - userInterfaceStyle, preferredContentSizeCategory, layoutDirection: the environment.
  ///   - targetRelease: the iOS release whose layout arithmetic to reproduce (pixel rounding, empty sections).
  ///     Default `.current`; the device's scale is `device.scale`.
  public init(
    rootViewController: UIViewController, device: Device = .iPhone15,
    userInterfaceStyle: UIUserInterfaceStyle = .light, preferredContentSizeCategory: UIContentSizeCategory = .large,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, targetRelease: TargetRelease = .current
  ) {
    self.device = device
    traitCollection = device.traitCollection(
      userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: preferredContentSizeCategory,
      layoutDirection: layoutDirection)
    let size = device.screenSize
    let screen = UIScreen(
      bounds: CGRect(origin: .zero, size: size), scale: device.scale, traitCollection: traitCollection)
    screen.targetRelease = targetRelease
    previousEnvironment = (UIScreen.main, UITraitCollection.current)
    UIScreen.main = screen
    UITraitCollection.current = traitCollection
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screen = screen
    window.overrideTraitCollection = traitCollection
    window.overrideSafeAreaInsets = device.safeAreaInsets
    window.navigationBarTop = device.navigationBarTop
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    settle()
  }

  /// The screen and current traits before this host, restored when it goes away.
  private let previousEnvironment: (screen: UIScreen, traits: UITraitCollection)

  /// Restores `UIScreen.main` and `UITraitCollection.current` as they were before this host, unless a later host
  /// has set them since (then they stay that host's).
  isolated deinit {
    if UITraitCollection.current === traitCollection { UITraitCollection.current = previousEnvironment.traits }
    if UIScreen.main === window.screen { UIScreen.main = previousEnvironment.screen }
  }

  /// Runs layout passes until no view needs layout (at most 10).
  public func settle() {
    UITraitCollection.current = traitCollection
    for _ in 0..<10 {
      window.layoutIfNeeded()
      if !window.subtreeNeedsLayoutOrConstraints() { break }
    }
  }

  /// Turns the device: the window resizes, the root view controller hears `viewWillTransition(to:with:)`, and the
  /// screen settles.
  public func rotate(to orientation: Device.Orientation) {
    guard orientation != device.orientation else { return }
    device = device.held(orientation)
    traitCollection = device.traitCollection(
      userInterfaceStyle: traitCollection.userInterfaceStyle,
      preferredContentSizeCategory: traitCollection.preferredContentSizeCategory,
      layoutDirection: traitCollection.layoutDirection)
    let size = device.screenSize
    window.rootViewController?.transition(to: size)
    UIScreen.main.bounds = CGRect(origin: .zero, size: size)
    UIScreen.main.traitCollection = traitCollection
    window.overrideTraitCollection = traitCollection
    window.overrideSafeAreaInsets = device.safeAreaInsets
    window.navigationBarTop = device.navigationBarTop
    window.frame = CGRect(origin: .zero, size: size)
    settle()
  }

  /// Changes the environment's appearance, text size or direction, and settles.
  public func setTraits(
    userInterfaceStyle: UIUserInterfaceStyle? = nil, preferredContentSizeCategory: UIContentSizeCategory? = nil,
    layoutDirection: UIUserInterfaceLayoutDirection? = nil
  ) {
    traitCollection = device.traitCollection(
      userInterfaceStyle: userInterfaceStyle ?? traitCollection.userInterfaceStyle,
      preferredContentSizeCategory: preferredContentSizeCategory ?? traitCollection.preferredContentSizeCategory,
      layoutDirection: layoutDirection ?? traitCollection.layoutDirection)
    UITraitCollection.current = traitCollection
    UIScreen.main.traitCollection = traitCollection
    window.overrideTraitCollection = traitCollection
    settle()
  }
}

extension UIView {
  /// Whether any view in the subtree needs layout.
  func subtreeNeedsLayoutOrConstraints() -> Bool {
    if needsLayout || constraintsNeedUpdate { return true }
    guard descendantNeedsLayout || descendantNeedsConstraintUpdate else { return false }
    for subview in subviews where subview.subtreeNeedsLayoutOrConstraints() { return true }
    return false
  }
}
