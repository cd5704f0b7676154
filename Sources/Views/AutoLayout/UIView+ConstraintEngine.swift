import ConstraintSolver
import Foundation

extension UIView {
  /// Something the constraint system depends on changed without changing its structure (a constant, an intrinsic
  /// size): the view and its superview lay out again at the next pass.
  func constraintLayoutDidChange() {
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// The structure of constraint systems changed (a constraint, guide, priority or the hierarchy): systems are
  /// rebuilt at the next pass.
  func constraintStructureDidChange() {
    ConstraintIsland.structureGeneration &+= 1
    constraintLayoutDidChange()
  }

  /// A constraint's constant changed: re-solved incrementally at the next pass.
  func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
    constraintLayoutDidChange()
    for item in [constraint.firstItem, constraint.secondItem] {
      NSLayoutConstraint.view(of: item)?.setNeedsLayout()
    }
  }

  /// Whether constraints hold this view's subviews: it owns constraints, or a subview is positioned by them.
  package var holdsSubviewsByConstraints: Bool {
    !ownedConstraints.isEmpty || constrainedSubviewCount > 0
  }

  /// Whether this view roots a constraint system: its own frame is set by its superview or code (or it has no
  /// superview), and constraints installed on it or below it position its subviews.
  private var rootsConstraintSystem: Bool {
    // (The stored counts first: most views hold nothing by constraints, and for them neither the dynamic
    // `translatesAutoresizingMaskIntoConstraints` getter nor the superview is read.)
    guard holdsSubviewsByConstraints else { return false }
    return translatesAutoresizingMaskIntoConstraints || superview == nil
  }

  /// The view's constraint system, reused while its structure is unchanged.
  func island(fitting: (width: UILayoutPriority, height: UILayoutPriority)?) -> ConstraintIsland {
    if fitting == nil, let existing = constraintIsland, existing.isCurrent(fitting: false) { return existing }
    let built = ConstraintIsland(root: self, fitting: fitting)
    if fitting == nil { constraintIsland = built }
    return built
  }

  /// Sets the frames of the subviews (and deeper views) that constraints hold, solving the system this view roots.
  func applyConstraintLayout() {
    guard rootsConstraintSystem else { return }
    let island = island(fitting: nil)
    island.solve()
    lastConstraintReports = island.reports
    let stamp = (pass: ConstraintIsland.passGeneration, root: ObjectIdentifier(self))
    for view in island.solvedViews {
      guard let frame = island.frame(of: view) else { continue }
      if view.frame != frame { view.frame = frame }
      view.constraintFrameStamp = stamp
    }
  }

  /// The size the constraints give this view for `targetSize` and fitting priorities. Without constraints inside
  /// it, the intrinsic size on axes that have one and `targetSize` elsewhere.
  func fittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
    guard holdsSubviewsByConstraints else {
      let intrinsic = intrinsicContentSize(forLayoutWidth: targetSize.width)
      return CGSize(
        width: intrinsic.width == UIView.noIntrinsicMetric ? targetSize.width : intrinsic.width,
        height: intrinsic.height == UIView.noIntrinsicMetric ? targetSize.height : intrinsic.height)
    }
    updateConstraintsIfNeeded()
    let island: ConstraintIsland
    if let cached = fittingIsland, cached.isCurrent(fitting: true), cached.fittingTargets?.wp == horizontal,
      cached.fittingTargets?.hp == vertical
    {
      island = cached  // same structure: only the target (a constant) changes, updated incrementally
    } else {
      island = ConstraintIsland(root: self, fitting: (horizontal, vertical))
      fittingIsland = island
    }
    island.fittingSize = targetSize
    island.solve()
    lastConstraintReports = island.reports
    let size = island.fittedSize
    let scale = max(1, traitCollection.displayScale)
    return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
  }

  /// Whether the constraints leave this view's frame undetermined (more than one frame satisfies them equally).
  ///
  /// UIKit parity: `hasAmbiguousLayout`. Computed on the system this view belongs to, without the weakest
  /// tie-breaking constraints the solver otherwise adds.
  public var hasAmbiguousLayout: Bool {
    guard !translatesAutoresizingMaskIntoConstraints, let root = constraintSystemRoot else { return false }
    let island = ConstraintIsland(root: root, fitting: nil, withStays: false)
    island.solve()
    guard let variables = island.viewVariables[ObjectIdentifier(self)] else { return false }
    return variables.all.contains { island.solver.isAmbiguous($0) }
  }

  /// Moves an ambiguous view to another frame that satisfies its constraints equally (to show the ambiguity);
  /// does nothing when the layout is not ambiguous.
  ///
  /// UIKit parity: `exerciseAmbiguityInLayout()`: here the view moves by one point along each ambiguous axis.
  public func exerciseAmbiguityInLayout() {
    guard hasAmbiguousLayout, let root = constraintSystemRoot else { return }
    let island = ConstraintIsland(root: root, fitting: nil, withStays: false)
    island.solve()
    guard let variables = island.viewVariables[ObjectIdentifier(self)] else { return }
    var moved = frame
    if island.solver.isAmbiguous(variables.x) { moved.origin.x += 1 }
    if island.solver.isAmbiguous(variables.y) { moved.origin.y += 1 }
    if island.solver.isAmbiguous(variables.width) { moved.size.width += 1 }
    if island.solver.isAmbiguous(variables.height) { moved.size.height += 1 }
    frame = moved
  }

  /// The views in this subtree (this one included) whose constraints leave their frames undetermined: the ambiguity
  /// diagnostic, as data.
  ///
  /// UIKit parity: the "AMBIGUOUS LAYOUT" lines of UIKit's debugging trace (`_autolayoutTrace`), which UIKit prints
  /// only on request, as this is computed only on request.
  /// - Complexity: one system rebuild per view held by constraints (a diagnostic, not for hot paths).
  public var ambiguousLayoutDescendants: [UIView] {
    var found: [UIView] = []
    func visit(_ view: UIView) {
      if view.hasAmbiguousLayout { found.append(view) }
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    return found
  }

  /// The closest ancestor whose system positions this view.
  private var constraintSystemRoot: UIView? {
    var current = superview
    while let view = current {
      if view.superview == nil || view.translatesAutoresizingMaskIntoConstraints { return view }
      current = view.superview
    }
    return nil
  }

  /// The constraints the last layout pass of this view's system could not satisfy together, as UIKit reports them.
  ///
  /// UIKit parity: the "Unable to simultaneously satisfy constraints" log, as data.
  public var unsatisfiableConstraintReports: [UnsatisfiableConstraintReport] {
    var reports = lastConstraintReports
    for subview in subviews { reports += subview.unsatisfiableConstraintReports }
    return reports
  }
}
