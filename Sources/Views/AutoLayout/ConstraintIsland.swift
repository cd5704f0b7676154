import ConstraintSolver
import Foundation

/// A report of constraints that cannot all hold: UIKit logs "Unable to simultaneously satisfy constraints" and
/// breaks one; this package records the same as data, never printing and never trapping.
///
/// Which constraint is broken: the one whose addition made the required constraints unsatisfiable (constraints are
/// added in installation order: the views' tree order, then each view's constraints in the order they were
/// installed). UIKit documents that it breaks one but not which; this rule is the package's choice.
///
/// UIKit parity: the console report of `UIViewAlertForUnsatisfiableConstraints`, as a value.
public struct UnsatisfiableConstraintReport: CustomStringConvertible, @unchecked Sendable {
  /// The constraints that cannot all be satisfied (the broken one included).
  public let constraints: [NSLayoutConstraint]
  /// The constraint that was broken (left out of the solution).
  public let brokenConstraint: NSLayoutConstraint

  public var description: String {
    MainActor.assumeIsolated {
      "Unable to simultaneously satisfy constraints:\n"
        + constraints.map { "    \($0)" }.joined(separator: "\n")
        + "\nWill attempt to recover by breaking constraint\n    \(brokenConstraint)"
    }
  }
}

/// One constraint system: a root view whose size is given (or, when fitting, sought), and the descendants whose
/// frames constraints determine.
///
/// Variables are each member's frame in its superview's bounds coordinates; attributes are expressed in the root's
/// coordinates by summing the frames along the path. Views whose `translatesAutoresizingMaskIntoConstraints` is
/// true take part with their frame (autoresizing mask translated into required constraints, as UIKit does) and start
/// systems of their own for their subviews. The system is kept between passes: when only constants change
/// (constraint constants, intrinsic sizes, margins, the root's size) the solver updates them incrementally.
@MainActor
final class ConstraintIsland {
  let root: UIView
  let fitting: Bool
  let solver = Solver()
  var viewVariables: [ObjectIdentifier: FrameVariables] = [:]
  var guideVariables: [ObjectIdentifier: FrameVariables] = [:]
  /// Members whose frames the solution sets, in tree order.
  var solvedViews: [UIView] = []
  var live: [(constraint: Constraint, constant: @MainActor () -> Double)] = []
  /// The constant each `live` constraint has in the solver (kept here to compare without a solver look-up).
  var liveConstants: [Double] = []
  /// The members in tree order, as collected at build time (the structure check walks these).
  let members: [UIView]
  var reports: [UnsatisfiableConstraintReport] = []
  var rootWidth = LiveExpression()
  var rootHeight = LiveExpression()
  let structureGeneration: Int
  let signature: [Bool]

  /// The structure version: any change of constraints, hierarchy or priorities anywhere bumps it.
  static var structureGeneration = 0
  /// The current layout pass (frames set by a system in this pass are not re-solved by a system nested in it).
  static var passGeneration = 0

  init(root: UIView, fitting: (width: UILayoutPriority, height: UILayoutPriority)?, withStays: Bool = true) {
    self.root = root
    self.fitting = fitting != nil
    structureGeneration = Self.structureGeneration
    var members: [UIView] = []
    var constraints: [NSLayoutConstraint] = []
    Self.collect(root, root: root, into: &members, constraints: &constraints)
    signature = members.map { $0.intrinsicSignature }
    self.members = members
    if let fitting {
      let width = Variable("root.width")
      let height = Variable("root.height")
      rootWidth = LiveExpression(width)
      rootHeight = LiveExpression(height)
      fittingTargets = (width, height, fitting.width, fitting.height)
    } else {
      rootWidth = LiveExpression(constant: { Double(root.bounds.width) })
      rootHeight = LiveExpression(constant: { Double(root.bounds.height) })
    }
    for view in members where view !== root {
      viewVariables[ObjectIdentifier(view)] = FrameVariables("\(type(of: view))")
      for guide in view.layoutGuides where guide.systemKind == nil {
        guideVariables[ObjectIdentifier(guide)] = FrameVariables("UILayoutGuide'\(guide.identifier)'")
      }
    }
    for guide in root.layoutGuides where guide.systemKind == nil {
      guideVariables[ObjectIdentifier(guide)] = FrameVariables("UILayoutGuide'\(guide.identifier)'")
    }
    build(members: members, constraints: constraints, withStays: withStays)
  }

  var fittingTargets: (width: Variable, height: Variable, wp: UILayoutPriority, hp: UILayoutPriority)?

  /// The members of `root`'s system in tree order and the constraints installed on them.
  private static func collect(
    _ view: UIView, root: UIView, into members: inout [UIView], constraints: inout [NSLayoutConstraint]
  ) {
    members.append(view)
    constraints.append(contentsOf: view.ownedConstraints)
    for subview in view.subviews {
      if subview.translatesAutoresizingMaskIntoConstraints {
        members.append(subview)
        constraints.append(contentsOf: subview.ownedConstraints.filter { $0.isWithin(subview) == false })
      } else {
        collect(subview, root: root, into: &members, constraints: &constraints)
      }
    }
  }

  private func add(_ expression: LiveExpression, _ relation: Relation, strength: Strength, source: NSLayoutConstraint?)
  {
    let constantProvider = expression.constant
    let constraint = Constraint(
      LinearExpression(terms: expression.terms, constant: Double(constantProvider())), relation, strength: strength)
    do {
      try solver.addConstraint(constraint)
      live.append((constraint, constantProvider))
      liveConstants.append(constraint.expression.constant)
    } catch .unsatisfiableConstraint(_, let conflicts) {
      guard let source else { return }
      let involved = conflicts.compactMap { conflict in sources[ObjectIdentifier(conflict)] }
      reports.append(UnsatisfiableConstraintReport(constraints: involved + [source], brokenConstraint: source))
    } catch {
      // Non-finite values (a NaN constant) leave the constraint out; nothing else can fail here.
    }
    if let source { sources[ObjectIdentifier(constraint)] = source }
  }

  private var sources: [ObjectIdentifier: NSLayoutConstraint] = [:]

  private func build(members: [UIView], constraints: [NSLayoutConstraint], withStays: Bool) {
    let pass = Self.passGeneration
    let rootID = ObjectIdentifier(root)
    for view in members where view !== root {
      guard let variables = viewVariables[ObjectIdentifier(view)] else { continue }
      let solvedElsewhere = view.constraintFrameStamp.map { $0.pass == pass && $0.root != rootID } ?? false
      if view.translatesAutoresizingMaskIntoConstraints || solvedElsewhere {
        addAutoresizingConstraints(view, variables)
      } else {
        solvedViews.append(view)
        addIntrinsicConstraints(view, variables)
      }
      if withStays {
        for variable in variables.all { add(LiveExpression(variable), .equal, strength: Strength(1), source: nil) }
      }
    }
    if withStays {
      for variables in guideVariables.values {
        for variable in variables.all { add(LiveExpression(variable), .equal, strength: Strength(1), source: nil) }
      }
    }
    if let targets = fittingTargets {
      add(
        LiveExpression(targets.width) + { -Double(self.fittingSize.width) }, .equal,
        strength: Strength(targets.wp.rawValue), source: nil)
      add(
        LiveExpression(targets.height) + { -Double(self.fittingSize.height) }, .equal,
        strength: Strength(targets.hp.rawValue), source: nil)
      add(LiveExpression(targets.width), .greaterThanOrEqual, strength: .required, source: nil)
      add(LiveExpression(targets.height), .greaterThanOrEqual, strength: .required, source: nil)
    }
    for constraint in constraints { addUserConstraint(constraint) }
  }

  /// The target size while fitting.
  var fittingSize: CGSize = .zero

  private func addUserConstraint(_ constraint: NSLayoutConstraint) {
    guard let firstItem = constraint.firstItem, var first = expression(of: firstItem, constraint.firstAttribute)
    else { return }
    // Right to left, a constraint on leading or trailing edges is the mirror image of its left-to-right layout:
    // both sides are read along the reversed x axis, so a constant from a leading edge points left and an
    // inequality keeps its reading-order meaning (`a.leading ≥ b.leading + 8` keeps a 8 pt after b's leading edge).
    let mirrored = mirrorsHorizontally(constraint)
    if mirrored { first = first * -1 }
    var rhs = LiveExpression(constant: { Double(constraint.constant) })
    if let secondItem = constraint.secondItem {
      guard var second = expression(of: secondItem, constraint.secondAttribute) else { return }
      if mirrored { second = second * -1 }
      rhs = second * Double(constraint.multiplier) + rhs
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let priority = min(max(constraint.priority.rawValue, 1), 1000)
    add(first - rhs, relation, strength: Strength(priority), source: constraint)
  }

  /// Whether `constraint` relates a leading or trailing edge (or margin) of a right-to-left item: UIKit then lays it
  /// out mirrored (Auto Layout Guide, "Anatomy of a Constraint": leading and trailing follow the language's
  /// direction). Left, right and centre constraints without a directional edge stay physical.
  private func mirrorsHorizontally(_ constraint: NSLayoutConstraint) -> Bool {
    func directionalItem(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> AnyObject? {
      switch attribute {
      case .leading, .trailing, .leadingMargin, .trailingMargin: return item
      default: return nil
      }
    }
    guard
      let item = directionalItem(constraint.firstItem, constraint.firstAttribute)
        ?? directionalItem(constraint.secondItem, constraint.secondAttribute),
      let view = item as? UIView ?? (item as? UILayoutGuide)?.owningView
    else { return false }
    return view.effectiveUserInterfaceLayoutDirection == .rightToLeft
  }

  /// Hugging and compression resistance around the intrinsic size, per axis that has one.
  private func addIntrinsicConstraints(_ view: UIView, _ variables: FrameVariables) {
    let intrinsic = view.intrinsicContentSize
    let priorities = view.contentPriorities
    if intrinsic.width != UIView.noIntrinsicMetric {
      let width: @MainActor () -> Double = { [unowned self] in Double(self.intrinsic(of: view).width) }
      add(
        LiveExpression(variables.width) + { -width() }, .lessThanOrEqual,
        strength: Strength(priorities.huggingHorizontal.rawValue), source: nil)
      add(
        LiveExpression(variables.width) + { -width() }, .greaterThanOrEqual,
        strength: Strength(priorities.compressionHorizontal.rawValue), source: nil)
    }
    if intrinsic.height != UIView.noIntrinsicMetric {
      let height: @MainActor () -> Double = { [unowned self] in
        Double(self.intrinsic(of: view, atLayoutWidth: true).height)
      }
      add(
        LiveExpression(variables.height) + { -height() }, .lessThanOrEqual,
        strength: Strength(priorities.huggingVertical.rawValue), source: nil)
      add(
        LiveExpression(variables.height) + { -height() }, .greaterThanOrEqual,
        strength: Strength(priorities.compressionVertical.rawValue), source: nil)
    }
  }

  /// Intrinsic sizes read in the current round of `solve()` (each view is measured once per round, not once per
  /// constraint that reads it).
  var intrinsicSizes: [ObjectIdentifier: CGSize] = [:]
  var layoutIntrinsicSizes: [ObjectIdentifier: CGSize] = [:]

  /// `view`'s intrinsic size this round: plain, or at the width the last solve gave it.
  func intrinsic(of view: UIView, atLayoutWidth: Bool = false) -> CGSize {
    let key = ObjectIdentifier(view)
    if atLayoutWidth {
      if let size = layoutIntrinsicSizes[key] { return size }
      let size = view.intrinsicContentSize(forLayoutWidth: layoutWidth(of: view))
      layoutIntrinsicSizes[key] = size
      return size
    }
    if let size = intrinsicSizes[key] { return size }
    let size = view.intrinsicContentSize
    intrinsicSizes[key] = size
    return size
  }

  /// The width a view got in the last solve (for text that wraps), or its current width before any solve.
  func layoutWidth(of view: UIView) -> CGFloat {
    guard let variables = viewVariables[ObjectIdentifier(view)], solved else { return view.bounds.width }
    return CGFloat(solver.value(of: variables.width))
  }

  var solved = false
  /// Whether `intrinsicSizes` was just filled by `isCurrent` in the same pass (kept for the first round).
  var intrinsicSizesAreFresh = false

  /// Required constraints that keep a frame-positioned view where its autoresizing mask puts it.
  private func addAutoresizingConstraints(_ view: UIView, _ variables: FrameVariables) {
    let frame = view.frame
    let mask = view.autoresizingMask
    guard let parent = view.superview, let parentRect = rectangle(of: parent) else { return }
    let parentSize = parent.bounds.size
    func axis(
      _ origin: Variable, _ length: Variable, parentLength: LiveExpression, minimum: CGFloat, size: CGFloat,
      current: CGFloat, flexibleLow: Bool, flexibleSize: Bool, flexibleHigh: Bool
    ) {
      let trailingMargin = current - minimum - size
      if flexibleSize && !flexibleLow && !flexibleHigh {
        add(LiveExpression(origin) + { -Double(minimum) }, .equal, strength: .required, source: nil)
        add(
          LiveExpression(length) - parentLength + { Double(trailingMargin + minimum) }, .equal,
          strength: .required, source: nil)
        return
      }
      add(LiveExpression(length) + { -Double(size) }, .equal, strength: .required, source: nil)
      if flexibleLow && !flexibleHigh {
        add(
          LiveExpression(origin) + LiveExpression(length) - parentLength + { Double(trailingMargin) }, .equal,
          strength: .required, source: nil)
      } else {
        add(LiveExpression(origin) + { -Double(minimum) }, .equal, strength: .required, source: nil)
      }
    }
    axis(
      variables.x, variables.width, parentLength: parentRect.w, minimum: frame.minX, size: frame.width,
      current: parentSize.width, flexibleLow: mask.contains(.flexibleLeftMargin),
      flexibleSize: mask.contains(.flexibleWidth), flexibleHigh: mask.contains(.flexibleRightMargin))
    axis(
      variables.y, variables.height, parentLength: parentRect.h, minimum: frame.minY, size: frame.height,
      current: parentSize.height, flexibleLow: mask.contains(.flexibleTopMargin),
      flexibleSize: mask.contains(.flexibleHeight), flexibleHigh: mask.contains(.flexibleBottomMargin))
  }

  /// Brings every constant up to date (incrementally) and re-solves text that wraps at its solved width.
  ///
  /// Text that wraps is measured at the width the previous solve gave it (its bounds width before the first), so a
  /// second solve follows when a width changed — UIKit's two-pass measure; at most three rounds.
  func solve() {
    let wrapping = solvedViews.filter(\.hasWidthDependentIntrinsicHeight)
    var measuredAt: [CGFloat]?
    for round in 0..<3 {
      if round > 0 || !intrinsicSizesAreFresh {
        intrinsicSizes.removeAll(keepingCapacity: true)
      }
      layoutIntrinsicSizes.removeAll(keepingCapacity: true)
      intrinsicSizesAreFresh = false
      for index in live.indices {
        let value = live[index].constant()
        if liveConstants[index] != value, (try? solver.updateConstant(of: live[index].constraint, to: value)) != nil {
          liveConstants[index] = value
        }
      }
      solved = true
      let widths = wrapping.map { layoutWidth(of: $0) }
      if widths == measuredAt || wrapping.isEmpty { break }
      measuredAt = widths
    }
  }

  /// The solved frame of a member, in its superview's bounds coordinates, snapped to the device pixel grid.
  func frame(of view: UIView) -> CGRect? {
    guard let variables = viewVariables[ObjectIdentifier(view)] else { return nil }
    let scale = max(1, root.traitCollection.displayScale)
    func snap(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
    let minX = solver.value(of: variables.x)
    let minY = solver.value(of: variables.y)
    let maxX = minX + solver.value(of: variables.width)
    let maxY = minY + solver.value(of: variables.height)
    return CGRect(x: snap(minX), y: snap(minY), width: snap(maxX) - snap(minX), height: snap(maxY) - snap(minY))
  }

  /// The solved size of the root while fitting.
  var fittedSize: CGSize {
    guard let targets = fittingTargets else { return root.bounds.size }
    return CGSize(width: solver.value(of: targets.width), height: solver.value(of: targets.height))
  }

  /// Whether the island can be reused: nothing structural changed since it was built.
  func isCurrent(fitting: Bool) -> Bool {
    guard structureGeneration == Self.structureGeneration, self.fitting == fitting else { return false }
    intrinsicSizes.removeAll(keepingCapacity: true)
    let current = members.map { view in
      let size = view.intrinsicContentSize
      intrinsicSizes[ObjectIdentifier(view)] = size
      return size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric
    }
    intrinsicSizesAreFresh = true
    return current == signature
  }
}

extension NSLayoutConstraint {
  /// Whether every item of the constraint is inside `view`'s subtree (so it belongs to `view`'s own system).
  func isWithin(_ view: UIView) -> Bool {
    [firstItem, secondItem].allSatisfy { item in
      guard let item else { return true }
      return NSLayoutConstraint.view(of: item)?.isDescendant(of: view) ?? false
    }
  }
}

extension UIView {
  /// Which intrinsic axes the view has (a change adds or removes constraints).
  var intrinsicSignature: Bool {
    let size = intrinsicContentSize
    return size.width != UIView.noIntrinsicMetric || size.height != UIView.noIntrinsicMetric
  }
}
