import Foundation
import Testing
import Views

/// A view that records its layout passes in a shared log.
@MainActor
final class LoggingView: UIView {
  var name = ""
  var log: (String) -> Void = { _ in }
  var onLayout: () -> Void = {}

  override func layoutSubviews() {
    super.layoutSubviews()
    log(name)
    onLayout()
  }
}

@MainActor
@Suite("Layout walks over marked subtrees")
struct LayoutWalkTests {
  func makeTree(log: @escaping (String) -> Void) -> (root: LoggingView, views: [String: LoggingView]) {
    var views: [String: LoggingView] = [:]
    func make(_ name: String) -> LoggingView {
      let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.name = name
      view.log = log
      views[name] = view
      return view
    }
    let root = make("root")
    let a = make("a")
    let b = make("b")
    let a1 = make("a1")
    let b1 = make("b1")
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(a1)
    b.addSubview(b1)
    return (root, views)
  }

  @Test func aDeepMarkIsLaidOutAndCleanSubtreesAreNot() throws {
    var log: [String] = []
    let (root, views) = makeTree { log.append($0) }
    root.layoutIfNeeded()
    #expect(log == ["root", "a", "a1", "b", "b1"])
    log = []
    root.layoutIfNeeded()
    #expect(log.isEmpty)
    try #require(views["b1"]).setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log == ["b1"])
  }

  @Test func aViewMarkedByItsParentsLayoutIsLaidOutInTheSamePass() throws {
    var log: [String] = []
    let (root, views) = makeTree { log.append($0) }
    root.layoutIfNeeded()
    log = []
    let a = try #require(views["a"])
    let a1 = try #require(views["a1"])
    let b1 = try #require(views["b1"])
    a.onLayout = {
      a1.setNeedsLayout()
      b1.setNeedsLayout()
    }
    a.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(log == ["a", "a1", "b1"])
  }

  @Test func constraintUpdatesReachMarkedDescendantsOnly() throws {
    var log: [String] = []
    let (root, views) = makeTree { log.append($0) }
    root.layoutIfNeeded()
    #expect(!root.needsUpdateConstraints())
    let b1 = try #require(views["b1"])
    #expect(!b1.needsUpdateConstraints())
    b1.setNeedsUpdateConstraints()
    root.updateConstraintsIfNeeded()
    #expect(!b1.needsUpdateConstraints())
  }

  @Test func aSubtreeMovedWhileMarkedIsLaidOutUnderItsNewParent() throws {
    var log: [String] = []
    let (root, views) = makeTree { log.append($0) }
    root.layoutIfNeeded()
    log = []
    let other = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    other.name = "other"
    other.log = { log.append($0) }
    let child = LoggingView(frame: .zero)
    child.name = "child"
    child.log = { log.append($0) }
    other.addSubview(child)
    try #require(views["b1"]).addSubview(other)
    root.layoutIfNeeded()
    #expect(log == ["b1", "other", "child"])
  }
}
