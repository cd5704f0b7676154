import Foundation

/// A boundary supplementary or decoration placed in section-local coordinates (main-axis origin at the section's
/// start; cross axis as in the content).
struct SolvedElement: Sendable {
  var elementKind: String
  var frame: CGRect
  var zIndex: Int
  var pinToVisibleBounds: Bool = false
  var alignment: NSRectAlignment = .none
}

/// What finishing a section needs (bands, group origin, extent, boundary items, decorations), kept so that a
/// measured size can redo it without solving the section again.
struct SectionFrame {
  var mainAxis: LayoutAxis = .y
  var insets = NSDirectionalEdgeInsets.zero
  var spacing: CGFloat = 0
  var boundsCross: CGFloat = 0
  var box: (start: CGFloat, length: CGFloat) = (0, 0)
  var boundaryItems: [FrozenBoundaryItem] = []
  var estimatedBoundarySizes: [CGSize] = []
  var decorations: [FrozenDecoration] = []
  var groupEdges = FrozenEdgeSpacing(nil)
  var orthogonal = false
  var referenceStart: CGFloat = 0
  var referenceEnd: CGFloat = 0
  var contentCrossStart: CGFloat = 0
  var contentCrossLength: CGFloat = 0
  var groupProposedSize: CGSize = .zero
  var group: FrozenItem?
  /// The slot counts of the template's lines, kept when instances are re-solved (spec E-11).
  var capacityPlan: [LinePosition: Int] = [:]
  var traitCollection = UITraitCollection()
  var emptySectionRule = EmptySectionRule.boundaryItemsOnly
  /// Whether the top group's line flows by measured extents (spec E-13): the group is a line of items (no nested
  /// groups) along an axis it does not estimate, and some item estimates its length along that axis.
  var flows = false

  /// Whether `group` is a flowing line (see `flows`).
  static func flows(_ group: FrozenItem) -> Bool {
    guard let info = group.group, case .subitems(let subitems) = info.arrangement, !subitems.isEmpty else {
      return false
    }
    let axis = info.axis
    return !group.size.dimension(axis).isEstimated && subitems.allSatisfy { $0.group == nil }
      && subitems.contains { $0.size.dimension(axis).isEstimated }
  }
}

/// One section's solved geometry, relative to the section's start along the main axis.
///
/// Item n sits in instance n / capacity at slot n % capacity. Instances share one template and sit k × stride apart
/// until a measured size changes one of them; from then on each instance holds a template id (`instanceTemplates`:
/// instances whose items took the same sizes share one variant) and the instances' lengths live in `InstanceLengths`
/// (blocks of 64 with two-level block starts; each instance's in-block offset stored beside a copy of its template
/// id, so a lookup reads one record), so moving everything after a change costs O(64 + n / 4096) (spec E-7).
struct SolvedSection {
  var index: Int
  var itemCount: Int
  /// Extent along the layout's main axis, in points.
  var extent: CGFloat = 0
  var template = GroupTemplate()
  var groupOrigin: CGPoint = .zero
  var stride: CGFloat = 0
  var repetitionAxis: LayoutAxis = .y
  var instanceCount: Int = 0
  var boundaryItems: [SolvedElement] = []
  var decorations: [SolvedElement] = []
  var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
  /// For orthogonal sections: the length of the scrolling content along the repetition axis (spec O-5).
  var orthogonalContentLength: CGFloat = 0
  /// Whether cells and supplementaries are promoted above decorations (spec DEC-6).
  var promotesAboveDecorations = false
  /// The section's visible-items handler, run when the layout is presented at a scroll position.
  var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  var decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate = .automatic
  var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce = .automatic
  var frame = SectionFrame()
  /// Which template each instance uses, once any instance differs from `template` (flat: an id per instance, a
  /// variant per distinct set of measured sizes).
  var instanceTemplates = InstanceTemplates()
  /// Each instance's stride (leading edge + length + trailing edge + spacing) and origin, once any instance differs.
  var instanceStrides: InstanceLengths?
  /// The first item of each instance, plus `itemCount` at the end (instanceCount + 1 entries), once a flowing
  /// group's instances hold different numbers of items (spec E-13); nil while every instance holds `capacity`.
  /// With `instanceStrides` (lengths) and `instanceTemplates` (geometry), the per-instance data of a section.
  var instanceFirstItems: [Int]?
  /// How far any instance's elements reach beyond its stride, before and after, for culling.
  var overflow: (before: CGFloat, after: CGFloat) = (0, 0)
  /// The span every instance's elements lie in across the repetition axis, relative to the instance origin.
  var acrossBounds: (min: CGFloat, max: CGFloat) = (0, 0)
  /// How far the section's elements (cells, badges, boundary items, decorations, before pinning) reach beyond its
  /// main-axis span [0, extent], before and after; rect queries widen their section search by it (spec X-3).
  var reach: (before: CGFloat, after: CGFloat) = (0, 0)

  init(index: Int, itemCount: Int) {
    self.index = index
    self.itemCount = itemCount
  }

  var capacity: Int { template.leaves.count }
  /// Items that are actually laid out: all of them unless the group holds none.
  var laidOutItemCount: Int { capacity == 0 ? 0 : itemCount }

  func template(for instance: Int) -> GroupTemplate {
    let id = instanceTemplates.id(instance)
    return id == 0 ? template : instanceTemplates.variant(id)
  }

  /// The instance holding `item` and its slot there. O(1), or O(log instances) once instances flow.
  /// Precondition: 0 ≤ item < laidOutItemCount.
  @inline(__always)
  func locate(_ item: Int) -> (instance: Int, slot: Int) {
    guard let starts = instanceFirstItems else {
      // One slot per instance (a list): no division.
      if template.leaves.count == 1 { return (item, 0) }
      let (instance, slot) = item.quotientAndRemainder(dividingBy: capacity)
      return (instance, slot)
    }
    // The last instance whose first item is ≤ item.
    var low = 0
    var high = instanceCount
    while high - low > 1 {
      let mid = (low + high) / 2
      if starts[mid] <= item { low = mid } else { high = mid }
    }
    return (low, item - starts[low])
  }

  /// The items instance `instance` holds.
  func items(ofInstance instance: Int) -> Range<Int> {
    if let starts = instanceFirstItems { return starts[instance]..<starts[instance + 1] }
    let first = instance * capacity
    return first..<min(first + capacity, itemCount)
  }

  @inline(__always)
  func instanceOrigin(_ instance: Int) -> CGPoint {
    let shift: CGFloat
    if instanceStrides != nil, let start = instanceStrides?.prefix(instance) {
      shift = CGFloat(start)
    } else {
      shift = CGFloat(instance) * stride
    }
    return origin(shift: shift)
  }

  /// The origin of the instance `shift` points along the repetition axis after the first.
  @inline(__always)
  func origin(shift: CGFloat) -> CGPoint {
    repetitionAxis == .x
      ? CGPoint(x: groupOrigin.x + shift, y: groupOrigin.y) : CGPoint(x: groupOrigin.x, y: groupOrigin.y + shift)
  }

  /// Where instance `instance` starts along the repetition axis, relative to `groupOrigin`, and its template id: one
  /// record read once the instance's lengths block is materialised (`InstanceLengths.startAndID`). O(1).
  @inline(__always)
  func instanceShiftAndID(_ instance: Int) -> (shift: CGFloat, id: Int) {
    if let found = instanceStrides?.startAndID(instance, templates: instanceTemplates) {
      return (CGFloat(found.start), found.id)
    }
    return (CGFloat(instance) * stride, instanceTemplates.id(instance))
  }

  /// The solved leaf of slot `slot` in template `id`, read in place.
  @inline(__always)
  func leaf(id: Int, slot: Int) -> (frame: CGRect, zIndex: Int) {
    if id == 0 { return (template.leaves[slot].frame, template.leaves[slot].zIndex) }
    return (
      instanceTemplates.variants[id - 1].leaves[slot].frame, instanceTemplates.variants[id - 1].leaves[slot].zIndex
    )
  }

  /// `itemFrame(_:)` for a list stacked along y whose lengths were built in order (one slot per instance, no flowing
  /// item counts, `InstanceLengths.inOrder`), nil for any other section: the instance's record is read at an address
  /// known from the item alone, and the frame takes the same additions as `itemFrame(_:)`. O(1).
  /// Precondition: 0 ≤ item < laidOutItemCount.
  @inline(__always)
  func inOrderListItemFrame(_ item: Int) -> CGRect? {
    guard instanceFirstItems == nil, repetitionAxis == .y, template.leaves.count == 1,
      let (start, id) = instanceStrides?.inOrderStartAndID(item)
    else { return nil }
    // Every template an instance of such a section uses has its one leaf (re-solved instances keep the section's
    // slots; only templates no instance uses are emptied), so the reads need no bounds checks.
    let leaf =
      id == 0
      ? template.leaves.withUnsafeBufferPointer { $0[0].frame }
      : instanceTemplates.variants.withUnsafeBufferPointer { variants in
        variants[id - 1].leaves.withUnsafeBufferPointer { $0[0].frame }
      }
    return CGRect(
      x: leaf.origin.x + groupOrigin.x, y: leaf.origin.y + (groupOrigin.y + CGFloat(start)), width: leaf.size.width,
      height: leaf.size.height)
  }

  /// The frame of item `item`, section-local. Precondition: 0 ≤ item < laidOutItemCount.
  @inline(__always)
  func itemFrame(_ item: Int) -> CGRect {
    let (instance, slot) = locate(item)
    let (shift, id) = instanceShiftAndID(instance)
    return leaf(id: id, slot: slot).frame.offsetBy(origin(shift: shift))
  }

  /// The frame (section-local) and z-index of item `item`, reading the template in place (no copy).
  @inline(__always)
  func itemFrameAndZIndex(_ item: Int) -> (CGRect, Int) {
    let (instance, slot) = locate(item)
    let (shift, id) = instanceShiftAndID(instance)
    let (frame, zIndex) = leaf(id: id, slot: slot)
    return (frame.offsetBy(origin(shift: shift)), promote(zIndex))
  }

  func itemZIndex(_ item: Int) -> Int {
    let (instance, slot) = locate(item)
    let id = instanceTemplates.id(instance)
    return promote(id == 0 ? template.leaves[slot].zIndex : instanceTemplates.variants[id - 1].leaves[slot].zIndex)
  }

  func promote(_ zIndex: Int) -> Int { promotesAboveDecorations ? max(zIndex, 1) : zIndex }

  /// The instances whose elements may intersect `rect` (section-local), as a closed range, or nil.
  func instances(intersecting rect: CGRect) -> ClosedRange<Int>? {
    guard instanceCount > 0 else { return nil }
    let axis = repetitionAxis
    let start = groupOrigin.along(axis)
    if let strides = instanceStrides {
      let low = Double(rect.min(axis) - start - overflow.after)
      let high = Double(rect.max(axis) - start + overflow.before)
      guard !low.isNaN, !high.isNaN else { return nil }
      let first = max(0, strides.countFitting(low) - 1)
      let last = min(instanceCount - 1, strides.countFitting(high))
      return first <= last ? first...last : nil
    }
    let low = rect.min(axis) - start - max(template.bounds.max(axis), overflow.after)
    let high = rect.max(axis) - start - min(template.bounds.min(axis), -overflow.before)
    guard low.isFinite || high.isFinite, !low.isNaN, !high.isNaN else { return nil }
    guard stride > 0 else {
      // Every instance sits on one spot: all of them meet the rect or none does. Cap what a query can vend.
      // Zero-size elements there still meet a rect that contains them (spec X-3), so they are candidates too.
      guard low <= 0 && high >= 0 else { return nil }
      return 0...(min(instanceCount, Self.maximumStackedInstances) - 1)
    }
    let first = clampedInt((low / stride).rounded(.down), 0, instanceCount)
    let last = clampedInt((high / stride).rounded(.up), -1, instanceCount - 1)
    guard first < instanceCount, first <= last else { return nil }
    return first...last
  }

  /// The most group instances a section may have for measured sizes to be kept (their lengths need memory).
  static let maximumMeasuredInstances = 100_000_000

  /// The most instances a rect query vends when instances have no length and stack on one spot.
  static let maximumStackedInstances = 100_000

  /// Widens `overflow` and `acrossBounds` to hold `template`'s elements.
  mutating func include(_ template: GroupTemplate) {
    let axis = repetitionAxis
    overflow.before = max(overflow.before, -template.bounds.min(axis))
    overflow.after = max(overflow.after, template.bounds.max(axis) - template.size.along(axis))
    acrossBounds.min = min(acrossBounds.min, template.bounds.min(axis.other))
    acrossBounds.max = max(acrossBounds.max, template.bounds.max(axis.other))
  }

  /// The length all instances take along the repetition axis, spacing included between them.
  var groupsLength: CGFloat {
    guard instanceCount > 0 else { return 0 }
    if let strides = instanceStrides { return CGFloat(strides.total) - frame.spacing }
    return CGFloat(instanceCount) * stride - frame.spacing
  }

  /// The largest instance along the main axis (for orthogonal sections, spec O-4).
  var largestInstanceMainLength: CGFloat {
    let main = frame.mainAxis
    let (base, variants) = instanceTemplates.inUse(instanceCount: instanceCount)
    var largest = base ? template.size.along(main) : 0
    for variant in variants { largest = max(largest, variant.size.along(main)) }
    return largest
  }

  /// Places the group instances, computes the extent, and places boundary items and decorations (spec S-3, S-4,
  /// S-7, O-2, O-4, O-5, B-1…B-7, DEC-2…DEC-5).
  mutating func finish(boundarySizes: [CGSize], log: inout DiagnosticLog) {
    let main = frame.mainAxis
    let cross = main.other
    // An empty section (spec S-9, by release): from iOS 17 its insets take no space along the scrolling axis and its
    // background is not drawn; iOS 14 reserved a row for an empty orthogonal section.
    let empty = itemCount == 0
    var insets = frame.insets
    if empty && frame.emptySectionRule == .boundaryItemsOnly {
      insets =
        main == .y
        ? NSDirectionalEdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing)
        : NSDirectionalEdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0)
    }
    let reservesRow = empty && frame.orthogonal && frame.emptySectionRule == .reservesOrthogonalRow
    let bands = BoundaryBands(frame.boundaryItems, main: main, sizes: boundarySizes)
    let groupsMainStart = bands.start + insets.start(main)
    let repetition = repetitionAxis
    let leadingEdge = max(0, frame.groupEdges.start(repetition).value)
    let mainLength: CGFloat
    if frame.orthogonal {
      let otherStart = max(0, frame.groupEdges.start(main).value)
      let otherEnd = max(0, frame.groupEdges.end(main).value)
      let rowLength = reservesRow ? template.size.along(main) : largestInstanceMainLength
      mainLength = instanceCount == 0 && !reservesRow ? 0 : otherStart + rowLength + otherEnd
      groupOrigin = CGPoint(
        main, along: groupsMainStart + otherStart,
        across: frame.referenceStart + insets.start(cross) + leadingEdge)
      orthogonalContentLength =
        frame.referenceStart + insets.start(cross) + groupsLength + insets.end(cross) + frame.referenceEnd
    } else {
      mainLength = groupsLength
      let crossStart = GroupPlacement.crossOrigin(
        edges: frame.groupEdges, size: template.size, cross: cross, start: frame.contentCrossStart,
        length: frame.contentCrossLength)
      groupOrigin = CGPoint(main, along: groupsMainStart + leadingEdge, across: crossStart)
    }
    extent = bands.start + insets.start(main) + mainLength + insets.end(main) + bands.end
    if extent < 0 {
      log.report(
        .negativeEffectiveContentSize,
        "the section's negative contentInsets exceed its content, giving a negative extent; the extent is clamped to "
          + "0 pt, so later sections never start above this one. Reduce the negative insets.")
      extent = 0
    }
    let promoted = promotesAboveDecorations
    boundaryItems = bands.place(frame.boundaryItems, extent: extent, box: frame.box, log: &log).map { element in
      var placed = element
      placed.zIndex = promoted ? max(element.zIndex, 1) : element.zIndex
      return placed
    }
    let sectionRect = CGRect(main, along: 0, across: 0, alongLength: extent, acrossLength: frame.boundsCross)
    let drawsDecorations = !(empty && frame.emptySectionRule == .boundaryItemsOnly)
    decorations = (drawsDecorations ? frame.decorations : []).map { decoration in
      let decorationInsets = log.finite(decoration.contentInsets, "decoration \(decoration.elementKind).contentInsets")
      return SolvedElement(
        elementKind: decoration.elementKind,
        frame: log.inset(sectionRect, by: decorationInsets, "decoration \(decoration.elementKind)"),
        zIndex: decoration.zIndex)
    }
    computeReach()
    syncInstanceLookup()
  }

  /// Copies the template ids that changed since the last call into the lengths' per-instance records, so that a
  /// lookup reads an instance's origin and template from one record. Every change to the per-instance data (a
  /// measured size, a re-flow) ends in `finish`, which calls this. O(64 per changed block), O(n) after a bulk change.
  mutating func syncInstanceLookup() {
    instanceStrides?.syncIDs(from: instanceTemplates)
    instanceTemplates.clearChanges()
  }

  /// The elements' main-axis span relative to [0, extent]: groups from their origin less the instances' overflow to
  /// the end of all instances plus it (or, in orthogonal sections, the instances' span across), boundary items
  /// unpinned (a pinned item stays between its unpinned place and the section's end) and decorations.
  private mutating func computeReach() {
    let main = frame.mainAxis
    var low: CGFloat = 0
    var high = extent
    if instanceCount > 0 {
      let start = groupOrigin.along(main)
      if repetitionAxis == main {
        low = min(low, start - overflow.before)
        high = max(high, start + groupsLength + overflow.after)
      } else {
        low = min(low, start + acrossBounds.min)
        high = max(high, start + acrossBounds.max)
      }
    }
    for element in boundaryItems {
      low = min(low, element.frame.min(main))
      high = max(high, element.frame.max(main))
    }
    for element in decorations {
      low = min(low, element.frame.min(main))
      high = max(high, element.frame.max(main))
    }
    reach = (low.isFinite ? -low : 0, high.isFinite ? high - extent : 0)
  }
}
