import Foundation
import Testing

@testable import Views

/// A view with a fixed natural size, like a one-line label or an image view.
@MainActor
final class IntrinsicView: UIView {
  var natural: CGSize
  init(_ natural: CGSize) {
    self.natural = natural
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  required init?(coder: NSCoder) { fatalError("unused") }
  override var intrinsicContentSize: CGSize { natural }
}

/// A root view of a screen's size, with traits at @3x.
@MainActor
func makeRoot(width: CGFloat = 390, height: CGFloat = 844) -> UIView {
  UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

@MainActor
@Suite("Auto Layout: anchors, priorities, intrinsic sizes, fitting")
struct AutoLayoutTests {
  @Test func anchorsPinAViewInsideItsSuperview() {
    let root = makeRoot()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    // x = 20, width = 390 − 20 − 20 = 350, y = 100, height 50.
    #expect(child.frame == CGRect(x: 20, y: 100, width: 350, height: 50))
    // Two-item constraints are installed on the common ancestor (the root); the constant height on the view itself.
    #expect(root.constraints.count == 3)
    #expect(child.constraints.count == 1)
  }

  @Test func aWeakerConstraintYields() {
    let root = makeRoot()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let strong = child.widthAnchor.constraint(equalToConstant: 100)
    strong.priority = .defaultHigh
    let weak = child.widthAnchor.constraint(equalToConstant: 200)
    weak.priority = .defaultLow
    NSLayoutConstraint.activate([
      strong, weak, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // 750 is satisfied before 250: width 100.
    #expect(child.frame.width == 100)
  }

  @Test func huggingDecidesWhichViewStretches() {
    let root = makeRoot(width: 300)
    let left = IntrinsicView(CGSize(width: 100, height: 20))
    let right = IntrinsicView(CGSize(width: 120, height: 20))
    left.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    root.addSubview(left)
    root.addSubview(right)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 300 = 100 + 120 + 80 extra; the left view hugs harder (251 > 250), so the right one takes the 80: 200.
    #expect(left.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(right.frame == CGRect(x: 100, y: 0, width: 200, height: 20))
  }

  @Test func compressionResistanceDecidesWhichViewShrinks() {
    let root = makeRoot(width: 150)
    let left = IntrinsicView(CGSize(width: 100, height: 20))
    let right = IntrinsicView(CGSize(width: 120, height: 20))
    right.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
    root.addSubview(left)
    root.addSubview(right)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 150 < 220: the right view resists harder (751), keeps 120; the left gets 150 − 120 = 30.
    #expect(left.frame.width == 30)
    #expect(right.frame == CGRect(x: 30, y: 0, width: 120, height: 20))
  }

  @Test func unsatisfiableConstraintsAreReportedAndOneIsBroken() {
    let root = makeRoot()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let first = child.widthAnchor.constraint(equalToConstant: 100)
    let second = child.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      first, second, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let reports = root.unsatisfiableConstraintReports
    #expect(reports.count == 1)
    // The constraint whose addition made the system unsatisfiable is the one broken; the first holds.
    #expect(reports.first?.brokenConstraint === second)
    #expect(reports.first?.constraints.contains { $0 === first } == true)
    #expect(child.frame.width == 100)
    #expect(reports.first?.description.hasPrefix("Unable to simultaneously satisfy constraints") == true)
  }

  @Test func changingAConstantReSolvesTheSameSystem() throws {
    let root = makeRoot()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
    NSLayoutConstraint.activate([
      top, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let system = try #require(root.constraintIsland)
    top.constant = 40
    root.layoutIfNeeded()
    #expect(child.frame.minY == 40)
    // Only a constant changed: the solver was updated in place, not rebuilt.
    #expect(root.constraintIsland === system)
  }

  @Test func safeAreaAndMarginGuides() {
    let root = makeRoot()
    root.overrideSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      child.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
    ])
    root.layoutIfNeeded()
    // Safe area: y 59, height 844 − 59 − 34 = 751. Margins of a plain view: 8 each side (plus no side safe area):
    // x 8, width 390 − 16 = 374.
    #expect(child.frame == CGRect(x: 8, y: 59, width: 374, height: 751))
  }

  @Test func fittingSizeOfAContentViewAtAWidth() {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let inner = IntrinsicView(CGSize(width: 50, height: 20))
    content.addSubview(inner)
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
      inner.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
      inner.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
      inner.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
    ])
    // Width required at 320; height at fittingSizeLevel pulls towards 0 but compression resistance (750) keeps the
    // inner view at 20: 10 + 20 + 10 = 40.
    let size = content.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 40))
    // Compressed in both directions: 10 + 50 + 10 = 70 wide.
    #expect(content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 40))
  }

  @Test func autoresizingMasksFollowTheSuperviewsSize() {
    let root = makeRoot(width: 300, height: 300)
    let stretching = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 50))
    stretching.autoresizingMask = [.flexibleWidth]
    let pinnedRight = UIView(frame: CGRect(x: 250, y: 100, width: 40, height: 40))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    root.addSubview(stretching)
    root.addSubview(pinnedRight)
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    // +100 wide: the flexible width grows by 100 (380); the flexible left margin grows by 100 (x 350).
    #expect(stretching.frame == CGRect(x: 10, y: 10, width: 380, height: 50))
    #expect(pinnedRight.frame == CGRect(x: 350, y: 100, width: 40, height: 40))
  }

  @Test func ambiguityIsDetected() {
    let root = makeRoot()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.hasAmbiguousLayout)
    // The diagnostic over the tree names exactly the ambiguous view.
    #expect(root.ambiguousLayoutDescendants.map { ObjectIdentifier($0) } == [ObjectIdentifier(child)])
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    #expect(!child.hasAmbiguousLayout)
    #expect(root.ambiguousLayoutDescendants.isEmpty)
  }

  @Test func constraintsBetweenDifferentTreesTrap() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let a = UIView()
      let b = UIView()
      a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
    }
  }

  @Test func addingAViewToItselfTraps() async {
    await #expect(processExitsWith: .failure) { @MainActor in
      let view = UIView()
      view.addSubview(view)
    }
  }
}

@MainActor
@Suite("Auto Layout: labels")
struct AutoLayoutLabelTests {
  @Test func aMultiLineLabelWrapsAtTheWidthTheSolverGives() {
    let root = makeRoot(width: 200)
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.numberOfLines = 0
    label.text = "A comment long enough to wrap onto several lines at two hundred points wide"
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // Width 200 − 10 − 10 = 180; the height is the text's height wrapped at 180 (second pass), several lines.
    let wrapped = label.intrinsicContentSize(forLayoutWidth: 180)
    #expect(label.frame.width == 180)
    #expect(label.frame.height == wrapped.height)
    #expect(wrapped.height > 2 * label.font.lineHeight)
  }

  @Test func baselinesAlignAcrossLabels() {
    let root = makeRoot()
    let big = UILabel()
    big.font = UIFont.systemFont(ofSize: 34)
    big.text = "Title"
    let small = UILabel()
    small.font = UIFont.systemFont(ofSize: 12)
    small.text = "caption"
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    NSLayoutConstraint.activate([
      big.leadingAnchor.constraint(equalTo: root.leadingAnchor), big.topAnchor.constraint(equalTo: root.topAnchor),
      small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    // Each label's first baseline (its frame's minY plus its first line's baseline) is at the same y.
    let bigBaseline = big.frame.minY + (big.lineFragments.first?.baseline ?? 0)
    let smallBaseline = small.frame.minY + (small.lineFragments.first?.baseline ?? 0)
    #expect(abs(bigBaseline - smallBaseline) < 0.34)
  }
}
