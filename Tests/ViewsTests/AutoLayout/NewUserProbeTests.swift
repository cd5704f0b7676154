import Foundation
import Testing
import Views

extension UIStackView {
  /// The common helper: an initialiser that sets the axis and spacing after `init(arrangedSubviews:)`.
  fileprivate convenience init(probeAxis: NSLayoutConstraint.Axis, spacing: CGFloat, arrangedSubviews: [UIView]) {
    self.init(arrangedSubviews: arrangedSubviews)
    self.axis = probeAxis
    self.spacing = spacing
  }
}

/// Patterns a new user's screens hit (reduced from realistic view controllers).
@MainActor
@Suite("Auto Layout patterns from real screens")
struct NewUserProbeTests {
  func label(_ text: String?, _ style: UIFont.TextStyle = .body) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: style)
    return label
  }

  func pin(_ child: UIView, in parent: UIView, bottom: Bool = true, trailing: Bool = true) {
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    var constraints = [
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
    ]
    if bottom { constraints.append(child.bottomAnchor.constraint(equalTo: parent.bottomAnchor)) }
    if trailing { constraints.append(child.trailingAnchor.constraint(equalTo: parent.trailingAnchor)) }
    NSLayoutConstraint.activate(constraints)
  }

  @Test func aStackWhoseAxisIsSetInAConvenienceInitialiserArrangesAlongThatAxis() {
    let one = label("One")
    let two = label("Two")
    let stack = UIStackView(probeAxis: .vertical, spacing: 4, arrangedSubviews: [one, two])
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    pin(stack, in: host, bottom: false, trailing: false)
    host.layoutIfNeeded()
    // Vertical: the second label sits under the first, 4 pt below it, at the same x.
    #expect(two.frame.minX == 0)
    #expect(abs(two.frame.minY - (one.frame.maxY + 4)) < 0.01)
  }

  @Test func aRequiredHuggingLabelWhoseTextArrivesAfterItsConstraintsKeepsItsHeight() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 60))
    let message = label(nil)
    message.numberOfLines = 0
    let time = label(nil, .caption2)
    time.setContentHuggingPriority(.required, for: .vertical)
    let stack = UIStackView(arrangedSubviews: [message, time])
    stack.axis = .vertical
    stack.spacing = 2
    pin(stack, in: container, trailing: false)
    message.text = "Yes"
    time.text = "09:42"
    let fitted = container.systemLayoutSizeFitting(
      CGSize(width: 393, height: 60), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // body line + 2 + caption2 line: each label's own one-line height.
    let expected = message.intrinsicContentSize.height + 2 + time.intrinsicContentSize.height
    #expect(time.intrinsicContentSize.height > 10)
    #expect(abs(fitted.height - expected) < 0.01, "fitted \(fitted.height), expected \(expected)")
  }

  @Test func aButtonsFirstBaselineIsItsTitlesBaseline() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let title = label("Title", .title2)
    let button = UIButton(type: .system)
    button.setTitle("See All", for: .normal)
    for subview in [title, button] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
      title.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      button.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      button.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
    ])
    view.layoutIfNeeded()
    button.layoutIfNeeded()
    let titleLabel = try #require(button.titleLabel)
    // The baselines meet: the button's title label baseline (in the view's coordinates) is the title's.
    let titleBaseline = title.frame.minY + title.font.ascender
    let buttonBaseline = button.frame.minY + titleLabel.frame.minY + titleLabel.font.ascender
    #expect(abs(titleBaseline - buttonBaseline) < 0.5, "title \(titleBaseline), button \(buttonBaseline)")
  }
}

/// Records the sizes it was told about.
@MainActor
private final class SizeRecordingController: UIViewController {
  var sizes: [CGSize] = []
  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
  }
}

@MainActor
@Suite("Controller and control patterns from real screens")
struct ControllerPatternTests {
  @Test func aSizeChangeReachesTheChildrenOfANavigationController() {
    let child = SizeRecordingController()
    let navigation = UINavigationController(rootViewController: child)
    navigation.viewWillTransition(to: CGSize(width: 852, height: 393), with: ImmediateCoordinatorForTests())
    #expect(child.sizes == [CGSize(width: 852, height: 393)])
  }

  @Test func aRefreshControlIsAControlThatSendsValueChangedOnAPull() {
    let control = UIRefreshControl()
    var refreshes = 0
    control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
    control.beginRefreshing()  // programmatic: no action, as in UIKit
    #expect(refreshes == 0 && control.isRefreshing)
    control.endRefreshing()
    control.simulatePullToRefresh()
    #expect(refreshes == 1 && control.isRefreshing)
  }
}

/// A transition coordinator that runs its blocks at once.
@MainActor
private final class ImmediateCoordinatorForTests: UIViewControllerTransitionCoordinator {
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool { true }
}

@MainActor
@Suite("Appearance reaches the bars")
struct BarAppearanceTests {
  @Test func theNavigationBarTakesTheWindowsDarkAppearanceAtLaunchAndAfterASwitch() throws {
    let host = ScreenHost(
      rootViewController: UINavigationController(rootViewController: UIViewController()), device: .iPhone15,
      userInterfaceStyle: .dark)
    let navigation = try #require(host.window.rootViewController as? UINavigationController)
    #expect(navigation.navigationBar.traitCollection.userInterfaceStyle == .dark)
    host.setTraits(userInterfaceStyle: .light)
    #expect(navigation.navigationBar.traitCollection.userInterfaceStyle == .light)
    host.setTraits(userInterfaceStyle: .dark)
    #expect(navigation.navigationBar.traitCollection.userInterfaceStyle == .dark)
  }
}

@MainActor
@Suite("Text fields follow Dynamic Type when asked")
struct TextFieldDynamicTypeTests {
  @Test func aTextStyleFontFollowsTheTextSizeWhenAdjusting() {
    let controller = UIViewController()
    let field = UITextField()
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.returnKeyType = .search
    controller.view.addSubview(field)
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    #expect(field.font?.pointSize == 17)
    host.setTraits(preferredContentSizeCategory: .accessibilityExtraLarge)
    // Body at AX3 is 40 pt (the HIG table).
    #expect(field.font?.pointSize == UIFont.pointSize(forTextStyle: .body, category: .accessibilityExtraLarge))
    #expect(field.returnKeyType == .search)
    withExtendedLifetime(host) {}
  }
}
