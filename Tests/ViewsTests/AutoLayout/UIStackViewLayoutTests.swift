import Foundation
import Testing

@testable import Views

@MainActor
@Suite("UIStackView arranging")
struct UIStackViewLayoutTests {
  /// A 300 × 100 root holding `stack` pinned to its edges.
  func host(_ stack: UIStackView, width: CGFloat = 300, height: CGFloat = 100) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor), stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    stack.layoutIfNeeded()
    return root
  }

  @Test func fillStretchesTheLastViewWhenHuggingTies() {
    let a = IntrinsicView(CGSize(width: 50, height: 20))
    let b = IntrinsicView(CGSize(width: 70, height: 30))
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    let root = host(stack)
    // 300 = 50 + 10 + 70 + 170 extra; equal hugging: the last view takes the extra (chosen order): b 240 wide.
    // Alignment .fill: both 100 tall.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 100))
    withExtendedLifetime(root) {}
  }

  @Test func fillEquallyAndCentredAlignment() {
    let a = IntrinsicView(CGSize(width: 50, height: 20))
    let b = IntrinsicView(CGSize(width: 70, height: 30))
    let c = IntrinsicView(CGSize(width: 10, height: 40))
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = .fillEqually
    stack.alignment = .center
    stack.spacing = 15
    let root = host(stack)
    // (300 − 2 × 15) / 3 = 90 each; centred in 100: y = (100 − h) / 2.
    #expect(a.frame == CGRect(x: 0, y: 40, width: 90, height: 20))
    #expect(b.frame == CGRect(x: 105, y: 35, width: 90, height: 30))
    #expect(c.frame == CGRect(x: 210, y: 30, width: 90, height: 40))
    withExtendedLifetime(root) {}
  }

  @Test func equalSpacingSharesTheExtraSpace() {
    let a = IntrinsicView(CGSize(width: 50, height: 20))
    let b = IntrinsicView(CGSize(width: 70, height: 20))
    let c = IntrinsicView(CGSize(width: 30, height: 20))
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.distribution = .equalSpacing
    stack.alignment = .top
    let root = host(stack)
    // 300 − (50 + 70 + 30) = 150 of gaps, two equal gaps of 75: x = 0, 125, 270.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(b.frame == CGRect(x: 125, y: 0, width: 70, height: 20))
    #expect(c.frame == CGRect(x: 270, y: 0, width: 30, height: 20))
    withExtendedLifetime(root) {}
  }

  @Test func verticalStackWithAHiddenView() {
    let a = IntrinsicView(CGSize(width: 50, height: 20))
    let hidden = IntrinsicView(CGSize(width: 50, height: 30))
    hidden.isHidden = true
    let b = IntrinsicView(CGSize(width: 50, height: 25))
    let stack = UIStackView(arrangedSubviews: [a, hidden, b])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 5
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    stack.layoutIfNeeded()
    // The hidden view takes no space or spacing: a at y 0, b at 20 + 5 = 25; the stack hugs: 50 × 50.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(b.frame == CGRect(x: 0, y: 25, width: 50, height: 25))
    #expect(stack.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
  }
}
