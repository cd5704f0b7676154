import Foundation

/// What a section is laid out against, in the left-to-right computation space (right-to-left layouts are mirrored
/// after solving, spec P-2).
struct SectionContainer {
  /// The layout's scrolling axis (y for a vertical layout).
  var mainAxis: LayoutAxis
  /// The collection view's size, in points.
  var bounds: CGSize
  /// Insets on the cross axis from the section's content-insets reference (start = leading or top).
  var referenceStart: CGFloat
  var referenceEnd: CGFloat
  /// Insets on the cross axis from an explicit supplementary content-insets reference, or nil for `.automatic`.
  var supplementaryReference: (start: CGFloat, end: CGFloat)?
  var traitCollection: UITraitCollection
  /// What a section with no items occupies on the target release (spec S-9).
  var emptySectionRule: EmptySectionRule = .boundaryItemsOnly
}

/// Solves one section: its group template, the repetition of instances, boundary items and decorations
/// (spec sections 2.6, 2.8, 2.10, 2.11).
enum SectionSolver {
  static func solve(
    _ section: FrozenSection, index: Int, itemCount: Int, in container: SectionContainer, log: inout DiagnosticLog
  ) -> SolvedSection {
    let main = container.mainAxis
    let cross = main.other
    var solved = SolvedSection(index: index, itemCount: itemCount)
    let insets = log.finite(section.contentInsets, "contentInsets")
    let spacing = max(0, log.finite(section.interGroupSpacing, "interGroupSpacing"))
    let boundsMain = container.bounds.along(main)
    let boundsCross = container.bounds.along(cross)
    let orthogonal = section.orthogonalScrollingBehavior != .none
    solved.orthogonalScrollingBehavior = section.orthogonalScrollingBehavior

    // The section's content box on the cross axis (spec C-10, B13).
    let referenceLength = boundsCross - container.referenceStart - container.referenceEnd
    let contentCrossStart = container.referenceStart + insets.start(cross)
    var contentCrossLength = referenceLength - insets.total(cross)
    if contentCrossLength < 0 {
      log.report(
        .negativeEffectiveContentSize,
        "the container is \(boundsCross.layoutDescription) pt across but the insets need "
          + "\((container.referenceStart + container.referenceEnd + insets.total(cross)).layoutDescription) pt; "
          + "the content box is clamped to 0 pt (UIKit throws here). Reduce the section's contentInsets.")
      contentCrossLength = 0
    }

    // The top group's container (spec D-5, D-6, D-7).
    let groupContainer =
      orthogonal
      ? CGSize(main, along: max(0, boundsMain - insets.total(main)), across: max(0, referenceLength))
      : CGSize(main, along: boundsMain, across: contentCrossLength)
    let groupSize = section.group.size.resolve(in: groupContainer, &log, "group")
    var capacityPlan: [LinePosition: Int] = [:]
    solved.template = GroupSolver.withSolver(traitCollection: container.traitCollection, log: &log) { solver in
      let template = solver.solve(group: section.group, size: groupSize)
      capacityPlan = solver.capacityPlan
      return template
    }
    let capacity = solved.capacity
    if capacity == 0 && itemCount > 0 {
      log.report(
        .groupHoldsNoItems,
        "the section's group holds no items, so its \(itemCount) item(s) are not laid out. "
          + "A custom group must return at least one frame.")
    }
    solved.instanceCount =
      capacity == 0 ? 0 : itemCount / capacity + (itemCount % capacity == 0 ? 0 : 1)

    // Boundary items: sizes (spec B-3) — the bands and placement are done by `finish`.
    let box = boundaryBox(
      section, container: container, contentStart: contentCrossStart, contentLength: contentCrossLength)
    let bands = BoundaryBands(
      section.boundaryItems, main: main, bounds: container.bounds, boxLength: box.length, log: &log)
    let repetition = orthogonal ? cross : main
    let groupEdges = section.group.edgeSpacing
    solved.repetitionAxis = repetition
    solved.stride =
      max(0, groupEdges.start(repetition).value) + solved.template.size.along(repetition)
      + max(0, groupEdges.end(repetition).value) + spacing
    solved.include(solved.template)
    solved.promotesAboveDecorations = !section.decorations.isEmpty
    solved.visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
    solved.decelerationRate = section.decelerationRate
    solved.bounce = section.bounce
    solved.frame = SectionFrame(
      mainAxis: main, insets: insets, spacing: spacing, boundsCross: boundsCross, box: box,
      boundaryItems: section.boundaryItems, estimatedBoundarySizes: bands.sizes, decorations: section.decorations,
      groupEdges: groupEdges, orthogonal: orthogonal, referenceStart: container.referenceStart,
      referenceEnd: container.referenceEnd, contentCrossStart: contentCrossStart,
      contentCrossLength: contentCrossLength, groupProposedSize: groupSize, group: section.group,
      capacityPlan: capacityPlan, traitCollection: container.traitCollection,
      emptySectionRule: container.emptySectionRule, flows: SectionFrame.flows(section.group))
    solved.finish(boundarySizes: bands.sizes, log: &log)
    if solved.stride <= 0 && solved.instanceCount > SolvedSection.maximumStackedInstances {
      log.report(
        .degenerateStacking,
        "the group has no length along the section, so its \(solved.instanceCount) instances stack on one spot; rect "
          + "queries vend at most \(SolvedSection.maximumStackedInstances) of them. Give the group a size or spacing.")
    }
    reportDuplicateKinds(section, solved: solved, log: &log)
    return solved
  }

  /// The cross-axis box boundary items are laid out in (spec B-3, B-12, B-13, C-8).
  private static func boundaryBox(
    _ section: FrozenSection, container: SectionContainer, contentStart: CGFloat, contentLength: CGFloat
  ) -> (start: CGFloat, length: CGFloat) {
    let boundsCross = container.bounds.along(container.mainAxis.other)
    if let reference = container.supplementaryReference {
      return (reference.start, max(0, boundsCross - reference.start - reference.end))
    }
    if section.supplementariesFollowContentInsets {
      return (contentStart, contentLength)
    }
    return (container.referenceStart, max(0, boundsCross - container.referenceStart - container.referenceEnd))
  }

  private static func reportDuplicateKinds(_ section: FrozenSection, solved: SolvedSection, log: inout DiagnosticLog) {
    var seen: Set<String> = []
    let kinds =
      section.boundaryItems.map(\.supplementary.elementKind) + section.decorations.map(\.elementKind)
      + solved.template.groupSupplementaries.map(\.supplementary.elementKind)
    for kind in kinds where !seen.insert(kind).inserted {
      log.report(
        .duplicateElementKind,
        "element kind \"\(kind)\" is used more than once in this section; only one element per kind and index path "
          + "can be looked up. Give each supplementary its own kind.")
    }
  }
}

/// Which part of an axis an alignment or anchor selects.
enum AxisPlacement { case start, middle, end }

/// Maps rectangle alignments onto the layout's main and cross axes.
struct MainAxisEdges {
  var mainStart: NSDirectionalRectEdge
  var mainEnd: NSDirectionalRectEdge
  var crossStart: NSDirectionalRectEdge
  var crossEnd: NSDirectionalRectEdge

  init(_ main: LayoutAxis) {
    if main == .y {
      (mainStart, mainEnd, crossStart, crossEnd) = (.top, .bottom, .leading, .trailing)
    } else {
      (mainStart, mainEnd, crossStart, crossEnd) = (.leading, .trailing, .top, .bottom)
    }
  }

  func mainPlacement(_ alignment: NSRectAlignment) -> AxisPlacement {
    placement(alignment.edges, mainStart, mainEnd)
  }

  func crossPlacement(_ alignment: NSRectAlignment) -> AxisPlacement {
    placement(alignment.edges, crossStart, crossEnd)
  }

  private func placement(_ edges: NSDirectionalRectEdge, _ start: NSDirectionalRectEdge, _ end: NSDirectionalRectEdge)
    -> AxisPlacement
  {
    let hasStart = edges.contains(start)
    let hasEnd = edges.contains(end)
    if hasStart && !hasEnd { return .start }
    if hasEnd && !hasStart { return .end }
    return .middle
  }
}

/// Shared cross-axis placement of an item inside a box: fixed edge spacing, flexible edges share leftover (spec I-7).
enum GroupPlacement {
  static func crossOrigin(
    edges: FrozenEdgeSpacing, size: CGSize, cross: LayoutAxis, start: CGFloat, length: CGFloat
  ) -> CGFloat {
    let leading = edges.start(cross)
    let trailing = edges.end(cross)
    let leftover = length - max(0, leading.value) - size.along(cross) - max(0, trailing.value)
    let flexible = (leading.isFlexible ? 1 : 0) + (trailing.isFlexible ? 1 : 0)
    let share = leftover > 0 && flexible > 0 ? leftover / CGFloat(flexible) : 0
    return start + max(0, leading.value) + (leading.isFlexible ? share : 0)
  }
}

/// Boundary items of a section or of the whole layout: their sizes, the bands the extending ones add at each end of
/// the main axis (the taller one wins when several share an edge, spec B-4b), and their placement (spec B-1…B-7).
struct BoundaryBands {
  var main: LayoutAxis
  var sizes: [CGSize] = []
  var start: CGFloat = 0
  var end: CGFloat = 0

  init(
    _ items: [FrozenBoundaryItem], main: LayoutAxis, bounds: CGSize, boxLength: CGFloat, log: inout DiagnosticLog
  ) {
    let sizes = items.map { item in
      item.supplementary.size.resolve(
        in: CGSize(main, along: bounds.along(main), across: boxLength), &log,
        "boundary item \(item.supplementary.elementKind)")
    }
    self.init(items, main: main, sizes: sizes)
  }

  /// Bands from known sizes (estimates or measured sizes).
  init(_ items: [FrozenBoundaryItem], main: LayoutAxis, sizes: [CGSize]) {
    self.main = main
    self.sizes = sizes
    let edges = MainAxisEdges(main)
    for (item, size) in zip(items, sizes) {
      guard item.extendsBoundary else { continue }
      switch edges.mainPlacement(item.alignment) {
      case .start: start = max(start, size.along(main))
      case .end: end = max(end, size.along(main))
      case .middle: break
      }
    }
  }

  /// Places `items` in a host spanning [0, extent] along the main axis and `box` across it.
  func place(
    _ items: [FrozenBoundaryItem], extent: CGFloat, box: (start: CGFloat, length: CGFloat), log: inout DiagnosticLog
  ) -> [SolvedElement] {
    let cross = main.other
    let edges = MainAxisEdges(main)
    return zip(items, sizes).map { item, size in
      let mainOrigin: CGFloat
      switch edges.mainPlacement(item.alignment) {
      case .start: mainOrigin = 0
      case .end: mainOrigin = item.extendsBoundary ? extent - end : extent - size.along(main)
      case .middle: mainOrigin = (extent - size.along(main)) / 2
      }
      let crossOrigin: CGFloat
      switch edges.crossPlacement(item.alignment) {
      case .start: crossOrigin = box.start
      case .end: crossOrigin = box.start + box.length - size.along(cross)
      case .middle: crossOrigin = box.start + (box.length - size.along(cross)) / 2
      }
      let frame = Self.frame(item, size: size, origin: CGPoint(main, along: mainOrigin, across: crossOrigin), log: &log)
      return SolvedElement(
        elementKind: item.supplementary.elementKind, frame: frame, zIndex: item.supplementary.zIndex,
        pinToVisibleBounds: item.pinToVisibleBounds, alignment: item.alignment)
    }
  }

  static func frame(
    _ item: FrozenBoundaryItem, size: CGSize, origin: CGPoint, log: inout DiagnosticLog
  ) -> CGRect {
    let kind = item.supplementary.elementKind
    let insets = log.contentInsets(
      item.supplementary.contentInsets, of: item.supplementary.size, path: "boundary item \(kind)")
    let moved = CGPoint(
      x: origin.x + log.finite(item.offset.x, "boundary item \(kind) offset x"),
      y: origin.y + log.finite(item.offset.y, "boundary item \(kind) offset y"))
    return log.inset(CGRect(origin: moved, size: size), by: insets, "boundary item \(kind)")
  }

}
