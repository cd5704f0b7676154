import Foundation

/// The four group arrangements (spec G-3…G-22, D-9…D-11, SP-1…SP-8).
extension GroupSolver {
  mutating func arrange(
    _ group: FrozenItem.GroupInfo, inner: CGRect, insets: NSDirectionalEdgeInsets, estimated: SizingAxes,
    firstLeaf: Int, position: LinePosition, path: DiagnosticPath
  ) -> LayoutNode {
    let axis = group.axis
    let spacing = FrozenSpacing(
      value: max(0, log.finite(group.interItemSpacing.value, "\(path).interItemSpacing")),
      isFlexible: group.interItemSpacing.isFlexible)
    // Slots left in the whole tree's budget (spec: at most `maximumSlots` per template, nested groups included).
    let budget = max(1, Self.maximumSlots - firstLeaf)
    switch group.arrangement {
    case .subitems(let subitems):
      let placements = fitSubitems(
        subitems, axis: axis, spacing: spacing.value, inner: inner,
        growsAlongAxis: estimated.contains(SizingAxes.axis(axis)), budget: budget, position: position, path: path)
      return layOutLine(
        placements, axis: axis, spacing: spacing, inner: inner, firstLeaf: firstLeaf, position: position, path: path)
    case .repeating(let subitem, let count):
      let size = subitem.size.resolve(in: inner.size, &log, "\(path).subitem")
      let placements = Array(
        repeating: Placement(item: subitem, size: size, declared: 0), count: max(0, min(count, budget)))
      let needed =
        CGFloat(placements.count) * minimumExtent(subitem, size: size, axis: axis)
        + spacing.value * CGFloat(max(0, placements.count - 1))
      if !estimated.contains(SizingAxes.axis(axis)) && needed > inner.length(axis) + log.pixelGrid.fitTolerance {
        log.report(
          .subitemLargerThanGroup,
          "\(path) repeats its subitem \(count) times, needing \(needed.layoutDescription) pt, but has "
            + "\(inner.length(axis).layoutDescription) pt along its axis; the items overflow the group, as in UIKit. "
            + "Make the subitem smaller or the count lower.")
      }
      if count > budget { reportSlotBudget(path) }
      return layOutLine(
        placements, axis: axis, spacing: spacing, inner: inner, firstLeaf: firstLeaf, position: position,
        path: path, repeatsOneSubitem: true)
    case .count(let subitem, let count):
      if count > budget { reportSlotBudget(path) }
      return layOutCount(
        subitem, count: max(0, min(count, budget)), axis: axis, spacing: spacing.value, inner: inner,
        firstLeaf: firstLeaf, position: position, path: path)
    case .custom(let provider):
      return layOutCustom(
        provider, inner: inner, groupInsets: insets, estimated: estimated, firstLeaf: firstLeaf, path: path)
    }
  }

  /// The declared path of each subitem of a line: `.subitems[k]`, or `.subitem` for a repeating group.
  struct DeclaredPaths {
    var group: DiagnosticPath
    var repeatsOneSubitem: Bool

    subscript(declared: Int) -> DiagnosticPath { repeatsOneSubitem ? group.subitem : group.subitems(declared) }
  }

  struct Placement {
    var item: FrozenItem
    var size: CGSize
    /// The index of the subitem as declared (slots cycle through the declared subitems).
    var declared: Int
  }

  mutating func reportSlotBudget(_ path: DiagnosticPath) {
    log.report(
      .tooManySlotsInGroup,
      "\(path) would hold more than \(Self.maximumSlots) items in one group (nested groups included); the rest are "
        + "dropped.")
  }

  /// Cycles through `subitems` while the next one fits along the axis (spec G-3…G-6), at most `budget` times. A line
  /// already in the capacity plan takes its planned count instead, fitting or not (spec E-11), except the top line of
  /// a flowing section (`flowLimit`, spec E-13), which fits its items by their measured lengths.
  /// An estimated group (`growsAlongAxis`) still decides its capacity by its estimate, but grows to its content
  /// afterwards, so an oversized first subitem is expected there and not reported.
  mutating func fitSubitems(
    _ subitems: [FrozenItem], axis: LayoutAxis, spacing: CGFloat, inner: CGRect, growsAlongAxis: Bool, budget: Int,
    position: LinePosition, path: DiagnosticPath
  ) -> [Placement] {
    let available = inner.length(axis)
    let sizes = subitems.enumerated().map { index, subitem in
      subitem.size.resolve(in: inner.size, &log, "\(path.subitems(index))")
    }
    let flowing = position == .top && flowLimit != nil
    let budget = flowing ? min(budget, max(1, flowLimit ?? budget)) : budget
    if !flowing, let planned = capacityPlan[position] {
      return (0..<planned).map { slot in
        let declared = slot % subitems.count
        return Placement(item: subitems[declared], size: sizes[declared], declared: declared)
      }
    }
    var placements: [Placement] = []
    var used: CGFloat = 0
    var usedAtCycleStart: CGFloat = 0
    var index = 0
    while placements.count < budget {
      let declared = index % subitems.count
      let subitem = subitems[declared]
      let size = sizes[declared]
      var extent = size
      // A flowing line fits its items by their measured extents (top-level leaves: leaf index = slot).
      if flowing && subitem.group == nil && subitem.size.dimension(axis).isEstimated,
        let measured = measuredSize?(placements.count)
      {
        let length = max(0, log.finite(measured.along(axis), "\(path) measured length"))
        extent = CGSize(axis, along: length, across: size.along(axis.other))
      }
      let need = minimumExtent(subitem, size: extent, axis: axis)
      let gap = placements.isEmpty ? 0 : spacing
      if !placements.isEmpty && used + gap + need > available + log.pixelGrid.fitTolerance { break }
      if placements.isEmpty && !growsAlongAxis && need > available + log.pixelGrid.fitTolerance {
        log.report(
          .subitemLargerThanGroup,
          "\(path)'s first subitem needs \(need.layoutDescription) pt but the group has \(available.layoutDescription) pt "
            + "along its axis; it is placed anyway and overflows.")
      }
      placements.append(Placement(item: subitem, size: size, declared: declared))
      used += gap + need
      index += 1
      if index % subitems.count == 0 {
        if used <= usedAtCycleStart {
          log.report(
            .zeroExtentSubitems,
            "\(path)'s subitems have no extent along the group's axis, so the group could hold them endlessly; "
              + "one pass of the subitems is placed. Give the items a size or the group spacing.")
          break
        }
        usedAtCycleStart = used
      }
    }
    if placements.count >= budget { reportSlotBudget(path) }
    return placements
  }

  func minimumExtent(_ item: FrozenItem, size: CGSize, axis: LayoutAxis) -> CGFloat {
    max(0, item.edgeSpacing.start(axis).value) + size.along(axis) + max(0, item.edgeSpacing.end(axis).value)
  }

  /// Lays each placement out at its proposed size, evens out `uniformAcrossSiblings` dimensions (spec E-8), then
  /// places the results one after another along `axis`, sharing leftover space among flexible edge spacings first,
  /// then among flexible gaps (spec G-9…G-12, I-7, SP-1…SP-8). Placements past the tree's slot budget are dropped;
  /// the number laid out is recorded in the capacity plan.
  mutating func layOutLine(
    _ allPlacements: [Placement], axis: LayoutAxis, spacing: FrozenSpacing, inner: CGRect, firstLeaf: Int,
    position: LinePosition, path: DiagnosticPath, repeatsOneSubitem: Bool = false
  ) -> LayoutNode {
    var node = LayoutNode()
    // A flowing line's count is decided by measured extents every time (spec E-13): no plan is recorded for it.
    let planned = !(position == .top && flowLimit != nil)
    guard !allPlacements.isEmpty else {
      if planned && capacityPlan[position] == nil { capacityPlan[position] = 0 }
      return node
    }
    let cross = axis.other
    // Diagnostics name the declared subitem, not the slot, so a repeated item reports each cause once.
    let declaredPaths = DeclaredPaths(group: path, repeatsOneSubitem: repeatsOneSubitem)
    var children: [LayoutNode] = []
    children.reserveCapacity(allPlacements.count)
    var leafIndex = firstLeaf
    for (index, placement) in allPlacements.enumerated() {
      if leafIndex >= Self.maximumSlots && capacityPlan[position] == nil {
        reportSlotBudget(path)
        break
      }
      let child = layOut(
        placement.item, proposed: placement.size, fixed: [], firstLeaf: leafIndex,
        position: position.child(index, firstLeaf: leafIndex), path: declaredPaths[placement.declared])
      leafIndex += child.leaves.count
      children.append(child)
    }
    // Recorded once; a re-solve finds every line planned and never writes (so the plan is never copied).
    if planned && capacityPlan[position] == nil { capacityPlan[position] = children.count }
    let placements =
      children.count == allPlacements.count ? allPlacements : Array(allPlacements.prefix(children.count))
    children = evenOutUniformSiblings(
      placements, children, firstLeaf: firstLeaf, position: position, declaredPaths: declaredPaths)
    let used =
      zip(placements, children).reduce(0) { $0 + minimumExtent($1.0.item, size: $1.1.size, axis: axis) }
      + spacing.value * CGFloat(placements.count - 1)
    let leftover = max(0, inner.length(axis) - used)
    let flexibleEdges = placements.reduce(0) {
      $0 + ($1.item.edgeSpacing.start(axis).isFlexible ? 1 : 0) + ($1.item.edgeSpacing.end(axis).isFlexible ? 1 : 0)
    }
    let edgeShare = flexibleEdges > 0 ? leftover / CGFloat(flexibleEdges) : 0
    let gapShare =
      flexibleEdges == 0 && spacing.isFlexible && placements.count > 1 ? leftover / CGFloat(placements.count - 1) : 0
    // The leaves of every child, appended below: room for all of them at once.
    node.leaves.reserveCapacity(children.reduce(0) { $0 + $1.leaves.count })
    var position = inner.min(axis)
    for (index, (placement, child)) in zip(placements, children).enumerated() {
      let edges = placement.item.edgeSpacing
      if index > 0 { position += spacing.value + gapShare }
      position += max(0, edges.start(axis).value) + (edges.start(axis).isFlexible ? edgeShare : 0)
      let along = position
      position += child.size.along(axis)
      position += max(0, edges.end(axis).value) + (edges.end(axis).isFlexible ? edgeShare : 0)
      let across = GroupPlacement.crossOrigin(
        edges: edges, size: child.size, cross: cross, start: inner.min(cross), length: inner.length(cross))
      node.append(child, at: CGPoint(axis, along: along, across: across))
    }
    return node
  }

  /// Siblings whose dimension on an axis is `uniformAcrossSiblings` all take the largest of their sizes on it.
  /// Re-laid-out siblings keep their slot counts (the capacity plan), so leaf indices stay where they were.
  private mutating func evenOutUniformSiblings(
    _ placements: [Placement], _ children: [LayoutNode], firstLeaf: Int, position: LinePosition,
    declaredPaths: DeclaredPaths
  ) -> [LayoutNode] {
    // Nothing to even out unless two siblings are uniform on some axis (no arrays built for the common case).
    guard
      placements.count > 1,
      placements.contains(where: {
        $0.item.size.width.isUniformAcrossSiblings || $0.item.size.height.isUniformAcrossSiblings
      })
    else { return children }
    var result = children
    for axis in [LayoutAxis.x, .y] {
      let uniform = placements.indices.filter { placements[$0].item.size.dimension(axis).isUniformAcrossSiblings }
      guard uniform.count > 1 else { continue }
      let largest = uniform.map { result[$0].size.along(axis) }.max() ?? 0
      // Leaf index of each child's first slot: prefix sums, O(children).
      var starts: [Int] = []
      starts.reserveCapacity(result.count)
      var start = firstLeaf
      for child in result {
        starts.append(start)
        start += child.leaves.count
      }
      for index in uniform where result[index].size.along(axis) != largest {
        var proposed = result[index].size
        if axis == .x { proposed.width = largest } else { proposed.height = largest }
        result[index] = layOut(
          placements[index].item, proposed: proposed, fixed: SizingAxes.axis(axis), firstLeaf: starts[index],
          position: position.child(index, firstLeaf: starts[index]), path: declaredPaths[placements[index].declared])
      }
    }
    return result
  }

  /// `count` equal slots: slot = (inner extent − spacing × (count − 1)) / count; the subitem's cross dimension
  /// resolves against a container whose axis extent is the inner extent less the spacing (spec D-9, D-10). The slot
  /// overrides an estimated size along the axis (case B02).
  mutating func layOutCount(
    _ subitem: FrozenItem, count: Int, axis: LayoutAxis, spacing: CGFloat, inner: CGRect, firstLeaf: Int,
    position: LinePosition, path: DiagnosticPath
  ) -> LayoutNode {
    let cross = axis.other
    let slots = count
    guard slots > 0 else { return LayoutNode() }
    let alongContainer = inner.length(axis) - spacing * CGFloat(slots - 1)
    if alongContainer < 0 {
      log.report(
        .negativeEffectiveContentSize,
        "\(path) needs \((spacing * CGFloat(slots - 1)).layoutDescription) pt of spacing but has "
          + "\(inner.length(axis).layoutDescription) pt; its \(slots) slots get 0 pt each (UIKit throws here).")
    }
    let container = CGSize(axis, along: max(0, alongContainer), across: inner.length(cross))
    let slotLength = log.pixelGrid.snap(max(0, alongContainer) / CGFloat(slots))
    let resolved = subitem.size.resolve(in: container, &log, "\(path).subitem")
    let proposed = CGSize(axis, along: slotLength, across: resolved.along(cross))
    var node = LayoutNode()
    var leafIndex = firstLeaf
    let subitemPath = path.subitem
    for index in 0..<slots {
      if leafIndex >= Self.maximumSlots {
        reportSlotBudget(path)
        break
      }
      let child = layOut(
        subitem, proposed: proposed, fixed: SizingAxes.axis(axis), firstLeaf: leafIndex,
        position: position.child(index, firstLeaf: leafIndex), path: subitemPath)
      leafIndex += child.leaves.count
      let along = inner.min(axis) + CGFloat(index) * (slotLength + spacing)
      let across = GroupPlacement.crossOrigin(
        edges: subitem.edgeSpacing, size: child.size, cross: cross, start: inner.min(cross),
        length: inner.length(cross))
      node.append(child, at: CGPoint(axis, along: along, across: across))
    }
    return node
  }

  /// Frames from the custom provider, relative to the group's origin (spec G-19…G-22). Frames are kept as given;
  /// those outside the group's box are reported once per group with their count, except beyond the end of an
  /// estimated axis, where the group grows to hold them (spec E-4), as UIKit documents.
  mutating func layOutCustom(
    _ provider: NSCollectionLayoutGroupCustomItemProvider, inner: CGRect, groupInsets: NSDirectionalEdgeInsets,
    estimated: SizingAxes, firstLeaf: Int, path: DiagnosticPath
  ) -> LayoutNode {
    var node = LayoutNode()
    let groupFrame = CGRect(
      x: inner.minX - groupInsets.leading, y: inner.minY - groupInsets.top,
      width: inner.width + groupInsets.leading + groupInsets.trailing,
      height: inner.height + groupInsets.top + groupInsets.bottom)
    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: groupFrame.size, contentInsets: groupInsets),
      traitCollection: traitCollection)
    let customItems = provider(environment)
    for (index, customItem) in customItems.enumerated() {
      guard firstLeaf + node.leaves.count < Self.maximumSlots else {
        reportSlotBudget(path)
        return node
      }
      let raw = customItem.frame
      let frame = CGRect(
        x: log.finite(raw.origin.x, "\(path) custom item \(index) x"),
        y: log.finite(raw.origin.y, "\(path) custom item \(index) y"),
        width: max(0, log.finite(raw.size.width, "\(path) custom item \(index) width")),
        height: max(0, log.finite(raw.size.height, "\(path) custom item \(index) height")))
      // An estimated axis has no end: the group takes the extent of its frames there (spec E-4).
      let bounds = CGRect(
        x: 0, y: 0, width: estimated.contains(.width) ? .greatestFiniteMagnitude : groupFrame.width,
        height: estimated.contains(.height) ? .greatestFiniteMagnitude : groupFrame.height)
      if !bounds.insetBy(dx: -0.001, dy: -0.001).contains(frame) {
        // One entry per group and cause; the count says how many frames (the message names no frame).
        let width = estimated.contains(.width) ? "estimated" : groupFrame.width.layoutDescription
        let height = estimated.contains(.height) ? "estimated" : groupFrame.height.layoutDescription
        log.report(
          .customItemOutsideGroup,
          "\(path) returned custom item frames outside the group (0, 0, \(width), \(height)); they are kept as "
            + "given. Return frames inside the group's container (its contentSize).")
      }
      node.leaves.append(
        TemplateLeaf(frame: frame.offsetBy(groupFrame.origin), zIndex: customItem.zIndex, supplementaries: []))
    }
    return node
  }

}
