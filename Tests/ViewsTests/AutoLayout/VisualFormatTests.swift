import Foundation
import Testing

@testable import Views

@MainActor
@Suite("Visual format language")
struct VisualFormatTests {
  @Test func horizontalAndVerticalFormatsLayOutAColumn() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let title = UIView()
    let separator = UIView()
    for view in [title, separator] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let views = ["title": title, "separator": separator]
    var constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|[separator]|", options: [], metrics: nil, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-pad-[title(==30@1000)]-[separator(==1)]", options: [], metrics: ["pad": 12],
      views: views)
    #expect(constraints.allSatisfy { !$0.isActive })
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    // H: standard space to the superview is 20: x 20, width 300 − 40 = 260; separator flush: 0…300.
    // V: 12 from the top, 30 tall, standard 8 between views: separator at 12 + 30 + 8 = 50, 1 tall.
    #expect(title.frame == CGRect(x: 20, y: 12, width: 260, height: 30))
    #expect(separator.frame == CGRect(x: 0, y: 50, width: 300, height: 1))
  }

  @Test func relationsPrioritiesAndAlignment() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = IntrinsicView(CGSize(width: 40, height: 20))
    let b = IntrinsicView(CGSize(width: 60, height: 30))
    root.addSubview(a)
    root.addSubview(b)
    let constraints =
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-10-[a(>=50)]-(>=5,==15@750)-[b]", options: .alignAllTop, metrics: nil,
        views: ["a": a, "b": b])
      + [a.topAnchor.constraint(equalTo: root.topAnchor, constant: 7)]
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    // a: x 10, width ≥ 50 beats its intrinsic 40 (compression 750 only resists shrinking): 50 wide.
    // The gap prefers 15 (@750) and is at least 5: b at 10 + 50 + 15 = 75; aligned tops at 7.
    #expect(a.frame == CGRect(x: 10, y: 7, width: 50, height: 20))
    #expect(b.frame == CGRect(x: 75, y: 7, width: 60, height: 30))
  }

  @Test func aNameMissingFromViewsTraps() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[missing]|", options: [], metrics: nil, views: [:])
    }
  }
}
