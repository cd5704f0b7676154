import Foundation
import Testing

@testable import Views

/// Records the lifecycle callbacks in order.
@MainActor
final class LoggingViewController: UIViewController {
  var log: [String] = []
  var safeAreaAtLayout: UIEdgeInsets?
  override func loadView() {
    log.append("loadView")
    super.loadView()
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
  override func viewIsAppearing(_ animated: Bool) { log.append("viewIsAppearing") }
  override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() {
    log.append("viewDidLayoutSubviews")
    safeAreaAtLayout = view.safeAreaInsets
  }
  override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
}

@MainActor
@Suite("Screen host: devices, lifecycle, safe areas, bars")
struct ScreenHostTests {
  @Test func lifecycleRunsInUIKitsOrder() {
    let controller = LoggingViewController()
    _ = ScreenHost(rootViewController: controller, device: .iPhone15)
    // uikit-view-metrics.md §8.1: load, then appear, layout passes, did appear.
    #expect(
      Array(controller.log.prefix(7)) == [
        "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewDidAppear",
      ])
  }

  @Test func rootViewFillsTheDeviceWithItsSafeArea() {
    let controller = LoggingViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    // iPhone 15: 393 × 852 points, safe area 59 / 34 (uikit-view-metrics.md §1.2).
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(host.window.traitCollection.displayScale == 3)
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    // Root view margins: 16 at ≤ 393 wide (§3.1), top/bottom = safe area + 0.
    #expect(
      controller.view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 59, leading: 16, bottom: 34, trailing: 16))
  }

  @Test func aNavigationBarExtendsTheChildsSafeArea() {
    let controller = LoggingViewController()
    let navigation = UINavigationController(rootViewController: controller)
    // The host owns the window; keep it while reading the tree (a window that is gone leaves its views without a
    // safe area, as in UIKit).
    let host = ScreenHost(rootViewController: navigation, device: .iPhone15)
    // §2.2: bar at y 53.667 (161/3), 44 tall; the child's safe area reaches its bottom: 161/3 + 44 = 97.667.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 161.0 / 3, width: 393, height: 44))
    #expect(abs(controller.view.safeAreaInsets.top - (161.0 / 3 + 44)) < 1e-9)
    #expect(controller.view.safeAreaInsets.bottom == 34)
    withExtendedLifetime(host) {}
    // iPhone SE: bar at 20, 44 tall: 64.
    let se = LoggingViewController()
    let seHost = ScreenHost(rootViewController: UINavigationController(rootViewController: se), device: .iPhoneSE)
    #expect(se.view.safeAreaInsets.top == 64)
    withExtendedLifetime(seHost) {}
  }

  @Test func rotationResizesAndChangesSizeClasses() {
    let controller = LoggingViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    host.rotate(to: .landscape)
    // Landscape iPhone 15: 852 × 393, safe area left/right 59, bottom 21, compact/compact (§1.1, §1.2).
    #expect(controller.view.frame.size == CGSize(width: 852, height: 393))
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(controller.traitCollection.verticalSizeClass == .compact)
  }

  @Test func darkAppearanceResolvesSystemColours() {
    let controller = LoggingViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15, userInterfaceStyle: .dark)
    let traits = host.window.traitCollection
    // systemBackground: black in dark (§7.2); label: white.
    #expect(UIColor.systemBackground.components(for: traits) == UIColor.Components(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.label.components(for: traits) == UIColor.Components(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
  }
}
