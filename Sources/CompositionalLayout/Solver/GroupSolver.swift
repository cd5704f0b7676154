import Foundation

/// A laid-out subtree: its slot size after self-sizing, and its slots and group supplementaries relative to the
/// subtree's origin, in item order.
struct LayoutNode {
  var size: CGSize = .zero
  var leaves: [TemplateLeaf] = []
  var groupSupplementaries: [TemplateGroupSupplementary] = []

  /// Appends `child`, placed with its origin at `origin`.
  /// Leaves are appended one by one (no intermediate array); a leaf without badges keeps its empty list.
  mutating func append(_ child: LayoutNode, at origin: CGPoint) {
    let base = leaves.count
    for leaf in child.leaves {
      var moved = leaf
      moved.frame = leaf.frame.offsetBy(origin)
      if !leaf.supplementaries.isEmpty {
        moved.supplementaries = leaf.supplementaries.map { badge in
          var movedBadge = badge
          movedBadge.frame = badge.frame.offsetBy(origin)
          return movedBadge
        }
      }
      leaves.append(moved)
    }
    guard !child.groupSupplementaries.isEmpty else { return }
    groupSupplementaries.append(
      contentsOf: child.groupSupplementaries.map { item in
        var moved = item
        moved.supplementary.frame = item.supplementary.frame.offsetBy(origin)
        moved.firstLeaf += base
        return moved
      })
  }
}

/// Where a line of subitems sits in a group tree: its depth, the leaf index it starts at and its index among its
/// siblings. The same line has the same position in every instance of a section, whatever the measured sizes,
/// because every line's count is fixed by the capacity plan.
struct LinePosition: Hashable {
  var depth: Int
  var firstLeaf: Int
  var sibling: Int

  static let top = LinePosition(depth: 0, firstLeaf: 0, sibling: 0)

  func child(_ sibling: Int, firstLeaf: Int) -> LinePosition {
    LinePosition(depth: depth + 1, firstLeaf: firstLeaf, sibling: sibling)
  }
}

/// Which axes of a slot a measured size may change: the item's estimated axes that no enclosing arrangement fixes.
struct SizingAxes: OptionSet, Hashable, Sendable {
  let rawValue: UInt8
  static let width = SizingAxes(rawValue: 1)
  static let height = SizingAxes(rawValue: 2)

  static func axis(_ axis: LayoutAxis) -> SizingAxes { axis == .x ? .width : .height }
}

/// Solves one group into a `GroupTemplate` (spec sections 2.2–2.5, 2.9): resolves subitem sizes against the
/// group's inner box, places them by the group's arrangement, lets estimated items take measured sizes and
/// estimated groups take the extent of their content, and anchors badges.
struct GroupSolver {
  /// Most slots one group template may hold, counted over the whole tree (nested groups included); slots beyond it
  /// are dropped with a diagnostic instead of exhausting time and memory.
  static let maximumSlots = 100_000

  var traitCollection: UITraitCollection
  var log: DiagnosticLog
  /// The measured size of the slot at a leaf index of the instance being solved, if any.
  var measuredSize: ((Int) -> CGSize?)?
  /// How many subitems each line of subitems holds (spec E-11: capacity is decided by the estimates). A line's
  /// count is recorded the first time the line is laid out and kept every later time — when uniform siblings are
  /// evened out and when an instance is re-solved with measured sizes — so an instance always holds exactly the
  /// template's slots, whatever sizes its items take.
  var capacityPlan: [LinePosition: Int] = [:]
  /// When set, the top group's line flows (spec E-13): it holds as many subitems as fit by their measured extents
  /// along its axis (estimates where not measured), at most this many — the items left in the section.
  var flowLimit: Int?

  init(
    traitCollection: UITraitCollection, log: DiagnosticLog, measuredSize: ((Int) -> CGSize?)? = nil,
    capacityPlan: [LinePosition: Int] = [:]
  ) {
    self.traitCollection = traitCollection
    self.log = log
    self.measuredSize = measuredSize
    self.capacityPlan = capacityPlan
  }

  /// Runs `body` with a solver that takes `log` over without copying it, and hands the log back afterwards.
  static func withSolver<Result>(
    traitCollection: UITraitCollection, log: inout DiagnosticLog, measuredSize: ((Int) -> CGSize?)? = nil,
    capacityPlan: [LinePosition: Int] = [:], flowLimit: Int? = nil, _ body: (inout GroupSolver) -> Result
  ) -> Result {
    var solver = GroupSolver(
      traitCollection: traitCollection, log: DiagnosticLog(), measuredSize: measuredSize, capacityPlan: capacityPlan)
    solver.flowLimit = flowLimit
    swap(&solver.log, &log)
    defer { swap(&solver.log, &log) }
    return body(&solver)
  }

  /// Solves `group` proposed at `size` (resolved by the caller) with its origin at (0, 0).
  mutating func solve(group: FrozenItem, size: CGSize, fixed: SizingAxes = []) -> GroupTemplate {
    let node = layOut(group, proposed: size, fixed: fixed, firstLeaf: 0, position: .top, path: .group)
    var template = GroupTemplate()
    template.size = node.size
    template.leaves = node.leaves
    template.groupSupplementaries = node.groupSupplementaries
    template.computeBounds()
    return template
  }

  /// Lays `item` out in a slot proposed at `proposed`; axes in `fixed` keep their proposed length.
  mutating func layOut(
    _ item: FrozenItem, proposed: CGSize, fixed: SizingAxes, firstLeaf: Int, position: LinePosition,
    path: DiagnosticPath
  ) -> LayoutNode {
    item.edgeSpacing.reportUnsanitised(&log, "\(path)")
    var sizing: SizingAxes = []
    if item.size.width.isEstimated && !fixed.contains(.width) { sizing.insert(.width) }
    if item.size.height.isEstimated && !fixed.contains(.height) { sizing.insert(.height) }
    guard let group = item.group else {
      return leaf(item, proposed: proposed, sizing: sizing, index: firstLeaf, path: path)
    }
    let insets = effectiveInsets(item, path: path)
    let inner = log.inset(CGRect(origin: .zero, size: proposed), by: insets, "\(path)")
    var node = arrange(
      group, inner: inner, insets: insets, estimated: sizing, firstLeaf: firstLeaf, position: position, path: path)
    // An estimated group takes the extent of its content on its estimated axes (spec E-4); content insets on those
    // axes are already zero (E-11).
    var size = proposed
    let content = node.leaves.reduce(CGRect.null) { $0.union($1.frame) }
    if sizing.contains(.width) { size.width = content.isNull ? 0 : max(0, content.maxX) }
    if sizing.contains(.height) { size.height = content.isNull ? 0 : max(0, content.maxY) }
    node.size = size
    let box = log.inset(CGRect(origin: .zero, size: size), by: insets, "\(path)")
    let supplementaries = item.supplementaries.map {
      TemplateGroupSupplementary(supplementary: anchor($0, to: box, path: path), firstLeaf: 0)
    }
    node.groupSupplementaries.insert(contentsOf: supplementaries, at: 0)
    return node
  }

  /// One item slot: the proposed size, with measured values on the self-sizing axes (spec E-1, E-6).
  private mutating func leaf(_ item: FrozenItem, proposed: CGSize, sizing: SizingAxes, index: Int, path: DiagnosticPath)
    -> LayoutNode
  {
    var size = proposed
    if !sizing.isEmpty, let measured = measuredSize?(index) {
      if sizing.contains(.width) { size.width = max(0, log.finite(measured.width, "\(path) measured width")) }
      if sizing.contains(.height) { size.height = max(0, log.finite(measured.height, "\(path) measured height")) }
    }
    let frame = log.inset(CGRect(origin: .zero, size: size), by: effectiveInsets(item, path: path), "\(path)")
    let badges = item.supplementaries.map { anchor($0, to: frame, path: path) }
    return LayoutNode(
      size: size, leaves: [TemplateLeaf(frame: frame, zIndex: 0, supplementaries: badges, sizingAxes: sizing)])
  }

  /// Content insets, with the axes whose dimension is estimated zeroed (spec I-2, E-11).
  private mutating func effectiveInsets(_ item: FrozenItem, path: DiagnosticPath) -> NSDirectionalEdgeInsets {
    log.contentInsets(item.contentInsets, of: item.size, path: "\(path)")
  }

  /// Anchors a supplementary to `host` (spec A-2…A-5, D-12): the item-anchor point of the supplementary (by default
  /// the same edges as the container anchor) is placed on the container-anchor point of the host, plus offsets.
  private mutating func anchor(_ supplementary: FrozenSupplementary, to host: CGRect, path: DiagnosticPath)
    -> PlacedSupplementary
  {
    let frame = Self.anchoredFrame(supplementary, to: host, log: &log, path: "\(path) \(supplementary.elementKind)")
    return PlacedSupplementary(elementKind: supplementary.elementKind, frame: frame, zIndex: supplementary.zIndex)
  }

  static func anchoredFrame(
    _ supplementary: FrozenSupplementary, to host: CGRect, log: inout DiagnosticLog, path: @autoclosure () -> String
  ) -> CGRect {
    let size = supplementary.size.resolve(in: host.size, &log, path())
    let container = supplementary.containerAnchor
    let containerUnit = container.unitPoint
    let containerOffset = container.offset(for: size)
    let hostPoint = CGPoint(
      x: host.minX + containerUnit.x * host.width + log.finite(containerOffset.x, "\(path()) anchor offset x"),
      y: host.minY + containerUnit.y * host.height + log.finite(containerOffset.y, "\(path()) anchor offset y"))
    let itemUnit = supplementary.itemAnchor?.unitPoint ?? containerUnit
    let itemOffset = supplementary.itemAnchor?.offset(for: size) ?? .zero
    let origin = CGPoint(
      x: hostPoint.x - itemUnit.x * size.width - log.finite(itemOffset.x, "\(path()) item anchor offset x"),
      y: hostPoint.y - itemUnit.y * size.height - log.finite(itemOffset.y, "\(path()) item anchor offset y"))
    let insets = log.contentInsets(supplementary.contentInsets, of: supplementary.size, path: path())
    return log.inset(CGRect(origin: origin, size: size), by: insets, "\(path())")
  }
}
