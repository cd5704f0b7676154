import Foundation

/// Solves one group into a `GroupTemplate`: resolves subitem sizes against the group's inner box, places them by the
/// group's arrangement, and anchors badges (spec sections 2.2–2.4, 2.9).
struct GroupSolver {
  /// Most slots one group template may hold; a larger group is cut with a diagnostic instead of exhausting memory.
  static let maximumSlots = 100_000

  var traitCollection: UITraitCollection
  var log: DiagnosticLog
  private(set) var template = GroupTemplate()

  init(traitCollection: UITraitCollection, log: DiagnosticLog) {
    self.traitCollection = traitCollection
    self.log = log
  }

  /// Solves `group` at `size` (already resolved by the caller) with its origin at (0, 0).
  mutating func solve(group: FrozenItem, size: CGSize) -> GroupTemplate {
    template = GroupTemplate()
    template.size = size
    place(group, in: CGRect(origin: .zero, size: size), path: "group")
    template.computeBounds()
    return template
  }

  /// Places `item` in `slot` (its frame before content insets).
  private mutating func place(_ item: FrozenItem, in slot: CGRect, path: String) {
    let insets = effectiveInsets(item, path: path)
    let frame = insets.inset(slot)
    guard let group = item.group else {
      guard template.leaves.count < Self.maximumSlots else {
        log.report(.tooManySlotsInGroup, "\(path) needs more than \(Self.maximumSlots) slots; the rest are dropped.")
        return
      }
      let badges = item.supplementaries.map { anchor($0, to: frame, path: path) }
      template.leaves.append(TemplateLeaf(frame: frame, zIndex: 0, supplementaries: badges))
      return
    }
    let firstLeaf = template.leaves.count
    for supplementary in item.supplementaries {
      template.groupSupplementaries.append(
        TemplateGroupSupplementary(supplementary: anchor(supplementary, to: frame, path: path), firstLeaf: firstLeaf))
    }
    arrange(group, inside: frame, groupInsets: insets, path: path)
  }

  /// Content insets, with the axes whose dimension is estimated zeroed (spec I-2, E-11).
  private mutating func effectiveInsets(_ item: FrozenItem, path: String) -> NSDirectionalEdgeInsets {
    var insets = log.finite(item.contentInsets, "\(path).contentInsets")
    if item.size.width.isEstimated && (insets.leading != 0 || insets.trailing != 0) {
      log.report(
        .contentInsetsIgnoredOnEstimatedAxis,
        "\(path) has an estimated width, so its leading/trailing contentInsets are ignored (as UIKit does). "
          + "Use edgeSpacing or a group's interItemSpacing instead.")
      insets.leading = 0
      insets.trailing = 0
    }
    if item.size.height.isEstimated && (insets.top != 0 || insets.bottom != 0) {
      log.report(
        .contentInsetsIgnoredOnEstimatedAxis,
        "\(path) has an estimated height, so its top/bottom contentInsets are ignored (as UIKit does). "
          + "Use edgeSpacing or the section's interGroupSpacing instead.")
      insets.top = 0
      insets.bottom = 0
    }
    return insets
  }

  private mutating func arrange(
    _ group: FrozenItem.GroupInfo, inside inner: CGRect, groupInsets: NSDirectionalEdgeInsets, path: String
  ) {
    let axis = group.axis
    let spacing = FrozenSpacing(
      value: max(0, log.finite(group.interItemSpacing.value, "\(path).interItemSpacing")),
      isFlexible: group.interItemSpacing.isFlexible)
    switch group.arrangement {
    case .subitems(let subitems):
      let placements = fitSubitems(subitems, axis: axis, spacing: spacing.value, inner: inner, path: path)
      layOutLine(placements, axis: axis, spacing: spacing, inner: inner, path: path)
    case .repeating(let subitem, let count):
      let size = subitem.size.resolve(in: inner.size, &log, "\(path).subitem")
      let placements = Array(repeating: Placement(item: subitem, size: size), count: min(count, Self.maximumSlots))
      layOutLine(placements, axis: axis, spacing: spacing, inner: inner, path: path)
    case .count(let subitem, let count):
      layOutCount(subitem, count: count, axis: axis, spacing: spacing.value, inner: inner, path: path)
    case .custom(let provider):
      layOutCustom(provider, inner: inner, groupInsets: groupInsets, path: path)
    }
  }

  private struct Placement {
    var item: FrozenItem
    var size: CGSize
  }

  /// Cycles through `subitems` while the next one fits along the axis (spec G-3…G-6).
  private mutating func fitSubitems(
    _ subitems: [FrozenItem], axis: LayoutAxis, spacing: CGFloat, inner: CGRect, path: String
  ) -> [Placement] {
    let available = inner.length(axis)
    let sizes = subitems.enumerated().map { index, subitem in
      subitem.size.resolve(in: inner.size, &log, "\(path).subitems[\(index)]")
    }
    var placements: [Placement] = []
    var used: CGFloat = 0
    var usedAtCycleStart: CGFloat = 0
    var index = 0
    while placements.count < Self.maximumSlots {
      let subitem = subitems[index % subitems.count]
      let size = sizes[index % subitems.count]
      let need = minimumExtent(subitem, size: size, axis: axis)
      let gap = placements.isEmpty ? 0 : spacing
      if !placements.isEmpty && used + gap + need > available + log.pixelGrid.fitTolerance { break }
      if placements.isEmpty && need > available + log.pixelGrid.fitTolerance {
        log.report(
          .subitemLargerThanGroup,
          "\(path)'s first subitem needs \(need.layoutDescription) pt but the group has \(available.layoutDescription) pt "
            + "along its axis; it is placed anyway and overflows.")
      }
      placements.append(Placement(item: subitem, size: size))
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
    if placements.count >= Self.maximumSlots {
      log.report(.tooManySlotsInGroup, "\(path) holds more than \(Self.maximumSlots) items; the rest are dropped.")
    }
    return placements
  }

  private func minimumExtent(_ item: FrozenItem, size: CGSize, axis: LayoutAxis) -> CGFloat {
    max(0, item.edgeSpacing.start(axis).value) + size.along(axis) + max(0, item.edgeSpacing.end(axis).value)
  }

  /// Places `placements` one after another along `axis`, sharing leftover space among flexible edge spacings first,
  /// then among flexible gaps (spec G-9…G-12, I-7, SP-1…SP-8).
  private mutating func layOutLine(
    _ placements: [Placement], axis: LayoutAxis, spacing: FrozenSpacing, inner: CGRect, path: String
  ) {
    guard !placements.isEmpty else { return }
    let cross = axis.other
    let used =
      placements.reduce(0) { $0 + minimumExtent($1.item, size: $1.size, axis: axis) } + spacing.value
      * CGFloat(placements.count - 1)
    let leftover = max(0, inner.length(axis) - used)
    let flexibleEdges = placements.reduce(0) {
      $0 + ($1.item.edgeSpacing.start(axis).isFlexible ? 1 : 0) + ($1.item.edgeSpacing.end(axis).isFlexible ? 1 : 0)
    }
    let edgeShare = flexibleEdges > 0 ? leftover / CGFloat(flexibleEdges) : 0
    let gapShare =
      flexibleEdges == 0 && spacing.isFlexible && placements.count > 1 ? leftover / CGFloat(placements.count - 1) : 0
    var position = inner.min(axis)
    for (index, placement) in placements.enumerated() {
      let edges = placement.item.edgeSpacing
      if index > 0 { position += spacing.value + gapShare }
      position += max(0, edges.start(axis).value) + (edges.start(axis).isFlexible ? edgeShare : 0)
      let along = position
      position += placement.size.along(axis)
      position += max(0, edges.end(axis).value) + (edges.end(axis).isFlexible ? edgeShare : 0)
      let acrossOrigin = crossOrigin(placement.item, size: placement.size, cross: cross, inner: inner)
      let slot = CGRect(
        axis, along: along, across: acrossOrigin, alongLength: placement.size.along(axis),
        acrossLength: placement.size.along(cross))
      place(placement.item, in: slot, path: "\(path).subitems[\(index)]")
    }
  }

  /// Cross-axis origin of a subitem: its leading/top edge spacing, plus its share of leftover space when flexible.
  private func crossOrigin(_ item: FrozenItem, size: CGSize, cross: LayoutAxis, inner: CGRect) -> CGFloat {
    GroupPlacement.crossOrigin(
      edges: item.edgeSpacing, size: size, cross: cross, start: inner.min(cross), length: inner.length(cross))
  }

  /// `count` equal slots: slot = (inner extent − spacing × (count − 1)) / count; the subitem's cross dimension
  /// resolves against a container whose axis extent is the inner extent less the spacing (spec D-9, D-10).
  private mutating func layOutCount(
    _ subitem: FrozenItem, count: Int, axis: LayoutAxis, spacing: CGFloat, inner: CGRect, path: String
  ) {
    let cross = axis.other
    let slots = min(count, Self.maximumSlots)
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
    let size = CGSize(axis, along: slotLength, across: resolved.along(cross))
    for index in 0..<slots {
      let along = inner.min(axis) + CGFloat(index) * (slotLength + spacing)
      let slot = CGRect(
        axis, along: along, across: crossOrigin(subitem, size: size, cross: cross, inner: inner),
        alongLength: slotLength, acrossLength: size.along(cross))
      place(subitem, in: slot, path: "\(path).subitem[\(index)]")
    }
  }

  /// Frames from the custom provider, relative to the group's origin (spec G-19…G-22).
  private mutating func layOutCustom(
    _ provider: NSCollectionLayoutGroupCustomItemProvider, inner: CGRect, groupInsets: NSDirectionalEdgeInsets,
    path: String
  ) {
    let groupFrame = CGRect(
      x: inner.minX - groupInsets.leading, y: inner.minY - groupInsets.top,
      width: inner.width + groupInsets.leading + groupInsets.trailing,
      height: inner.height + groupInsets.top + groupInsets.bottom)
    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: groupFrame.size, contentInsets: groupInsets),
      traitCollection: traitCollection)
    let customItems = provider(environment)
    for (index, customItem) in customItems.enumerated() {
      guard template.leaves.count < Self.maximumSlots else {
        log.report(
          .tooManySlotsInGroup, "\(path) returned more than \(Self.maximumSlots) frames; the rest are dropped.")
        return
      }
      let raw = customItem.frame
      let frame = CGRect(
        x: log.finite(raw.origin.x, "\(path) custom item \(index) x"),
        y: log.finite(raw.origin.y, "\(path) custom item \(index) y"),
        width: max(0, log.finite(raw.size.width, "\(path) custom item \(index) width")),
        height: max(0, log.finite(raw.size.height, "\(path) custom item \(index) height")))
      let bounds = CGRect(origin: .zero, size: groupFrame.size)
      if !bounds.insetBy(dx: -0.001, dy: -0.001).contains(frame) {
        log.report(
          .customItemOutsideGroup,
          "\(path) custom item \(index) frame \(frame) lies outside the group (0, 0, \(groupFrame.width.layoutDescription), "
            + "\(groupFrame.height.layoutDescription)); it is kept as given.")
      }
      template.leaves.append(
        TemplateLeaf(frame: frame.offsetBy(groupFrame.origin), zIndex: customItem.zIndex, supplementaries: []))
    }
  }

  /// Anchors a supplementary to `host` (spec A-2…A-5, D-12): the item-anchor point of the supplementary (by default
  /// the same edges as the container anchor) is placed on the container-anchor point of the host, plus offsets.
  private mutating func anchor(_ supplementary: FrozenSupplementary, to host: CGRect, path: String)
    -> PlacedSupplementary
  {
    let frame = Self.anchoredFrame(supplementary, to: host, log: &log, path: "\(path) \(supplementary.elementKind)")
    return PlacedSupplementary(elementKind: supplementary.elementKind, frame: frame, zIndex: supplementary.zIndex)
  }

  static func anchoredFrame(
    _ supplementary: FrozenSupplementary, to host: CGRect, log: inout DiagnosticLog, path: String
  ) -> CGRect {
    let size = supplementary.size.resolve(in: host.size, &log, path)
    let container = supplementary.containerAnchor
    let containerUnit = container.unitPoint
    let containerOffset = container.offset(for: size)
    let hostPoint = CGPoint(
      x: host.minX + containerUnit.x * host.width + log.finite(containerOffset.x, "\(path) anchor offset x"),
      y: host.minY + containerUnit.y * host.height + log.finite(containerOffset.y, "\(path) anchor offset y"))
    let itemUnit = supplementary.itemAnchor?.unitPoint ?? containerUnit
    let itemOffset = supplementary.itemAnchor?.offset(for: size) ?? .zero
    let origin = CGPoint(
      x: hostPoint.x - itemUnit.x * size.width - log.finite(itemOffset.x, "\(path) item anchor offset x"),
      y: hostPoint.y - itemUnit.y * size.height - log.finite(itemOffset.y, "\(path) item anchor offset y"))
    var insets = log.finite(supplementary.contentInsets, "\(path).contentInsets")
    if supplementary.size.width.isEstimated {
      insets.leading = 0
      insets.trailing = 0
    }
    if supplementary.size.height.isEstimated {
      insets.top = 0
      insets.bottom = 0
    }
    return insets.inset(CGRect(origin: origin, size: size))
  }
}
