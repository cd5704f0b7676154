import Foundation
import Testing

@testable import Views

/// Leading and trailing in a right-to-left layout: UIKit lays the views out as the mirror image of the left-to-right
/// layout, so a constant measured from a leading edge points towards the trailing side (to the left), and an
/// inequality on leading edges keeps its meaning in reading order (Apple, "Auto Layout Guide: Anatomy of a
/// Constraint": leading and trailing follow the language direction; a right-to-left interface is mirrored).
@MainActor
@Suite("Auto Layout: leading and trailing in right to left")
struct RightToLeftConstraintTests {
  /// A controller's view on an iPhone 15 (393 pt wide), in the given direction.
  private func host(_ direction: UIUserInterfaceLayoutDirection) -> (ScreenHost, UIView) {
    let controller = UIViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15, layoutDirection: direction)
    return (host, controller.view)
  }

  private func pinned(in root: UIView, width: CGFloat? = nil) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      view.heightAnchor.constraint(equalToConstant: 40),
    ])
    if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
    return view
  }

  @Test func insetsFromLeadingAndTrailingStayInsideTheSuperview() {
    for direction in [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft] {
      let (host, root) = host(direction)
      let child = pinned(in: root)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
      ])
      host.settle()
      // Width 393 − 10 − 30 = 353 either way. LTR: x = 10. RTL: the leading edge is the right one, 10 pt inside
      // it: maxX = 393 − 10 = 383, so x = 383 − 353 = 30.
      let expectedX: CGFloat = direction == .leftToRight ? 10 : 30
      #expect(child.frame == CGRect(x: expectedX, y: 100, width: 353, height: 40), "\(direction)")
    }
  }

  @Test func aChainFromLeadingToTrailingRunsRightToLeft() {
    let (host, root) = host(.rightToLeft)
    let first = pinned(in: root, width: 50)
    let second = pinned(in: root, width: 60)
    NSLayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
    ])
    host.settle()
    // first: maxX = 393 − 16 = 377, x = 377 − 50 = 327. second follows 8 pt further in reading order (to the
    // left): maxX = 327 − 8 = 319, x = 319 − 60 = 259.
    #expect(first.frame.minX == 327)
    #expect(second.frame.minX == 259)
  }

  @Test func anInequalityOnLeadingEdgesKeepsItsReadingOrderMeaning() {
    let (host, root) = host(.rightToLeft)
    let child = pinned(in: root, width: 20)
    let atLeast = child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 30)
    let wish = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    wish.priority = .defaultLow
    NSLayoutConstraint.activate([atLeast, wish])
    host.settle()
    // "At least 30 pt after the leading edge" in reading order: maxX ≤ 393 − 30 = 363; the weak wish pulls the
    // leading edge to the superview's, so maxX = 363 and x = 343.
    #expect(child.frame.minX == 343)
  }

  @Test func centringOnALeadingEdgeMirrorsTheOffset() {
    let (host, root) = host(.rightToLeft)
    let child = pinned(in: root, width: 40)
    child.centerXAnchor.constraint(equalTo: root.leadingAnchor, constant: 50).isActive = true
    host.settle()
    // The centre sits 50 pt after the leading (right) edge: centerX = 393 − 50 = 343, x = 343 − 20 = 323.
    #expect(child.frame.minX == 323)
  }

  @Test func leftAndRightStayPhysical() {
    let (host, root) = host(.rightToLeft)
    let child = pinned(in: root, width: 40)
    child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 12).isActive = true
    host.settle()
    // Left is left in every direction: x = 12.
    #expect(child.frame.minX == 12)
  }

  @Test func changingTheDirectionOnScreenMirrorsTheLayout() {
    let (host, root) = host(.leftToRight)
    let child = pinned(in: root)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
    ])
    host.settle()
    #expect(child.frame.minX == 10)
    host.setTraits(layoutDirection: .rightToLeft)
    // As in the first test: x = 393 − 10 − 353 = 30; and back.
    #expect(child.frame.minX == 30)
    host.setTraits(layoutDirection: .leftToRight)
    #expect(child.frame.minX == 10)
  }
}
