import Foundation

/// The whole layout, solved: sections stacked along the main axis by prefix sums, plus layout-level boundary items.
/// Frames are computed in a left-to-right space and mirrored on the way out for right-to-left layouts (spec P-2).
/// Usable from inlinable code for the public frame enumeration (`forEachItemFrame(_:)`); its members are not.
@usableFromInline
struct LayoutSolution {
  var mainAxis: LayoutAxis = .y
  var bounds: CGSize = .zero
  var sections: [SolvedSection] = []
  /// Each section's extent plus the inter-section spacing after it; prefix sums give section starts (spec E-7).
  var sectionStrides = FenwickTree(count: 0, value: 0)
  /// The band of layout-level boundary items before the first section.
  var leadingBand: CGFloat = 0
  var interSectionSpacing: CGFloat = 0
  /// Layout-level boundary items, in content coordinates (computation space).
  var globalItems: [SolvedElement] = []
  var globalFrozenItems: [FrozenBoundaryItem] = []
  var globalBands = BoundaryBands([], main: .y, sizes: [])
  var globalBox: (start: CGFloat, length: CGFloat) = (0, 0)
  var contentSize: CGSize = .zero
  var isRightToLeft = false
  /// The environment section providers and visible-items handlers receive.
  var environment = LayoutEnvironment(container: LayoutContainer(contentSize: .zero))
  /// Anchored supplementaries snap their origin to this grid when vended (in content coordinates).
  var pixelGrid = PixelGrid(scale: 0, rounding: .none)
  /// The farthest any section's elements reach before and after its main-axis span; rect queries look that much
  /// further for sections (spec X-3). Only grows while measured sizes arrive.
  var reach: (before: CGFloat, after: CGFloat) = (0, 0)
  /// Sections with a visible-items handler, whose edits may move elements anywhere.
  var handlerSections: [Int] = []

  // MARK: Mirroring

  /// Maps between the computation space and content coordinates (an involution).
  func mirrored(_ rect: CGRect) -> CGRect {
    guard isRightToLeft else { return rect }
    return CGRect(x: contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// Where section `section` starts along the main axis, in content coordinates. O(log sections).
  /// Always inlined: an out-of-line call from the in-place queries copied the whole solution (248 bytes) first.
  /// The first section's start needs no sum (the same 0 the empty sum gives, so the same additions).
  @inline(__always)
  func sectionStart(_ section: Int) -> CGFloat {
    leadingBand + (section == 0 ? 0 : CGFloat(sectionStrides.prefix(section)))
  }

  @inline(__always)
  func sectionOrigin(_ section: Int) -> CGPoint {
    CGPoint(mainAxis, along: sectionStart(section), across: 0)
  }

  /// Stacks the sections, sizes the content and places the layout-level boundary items (spec L-1…L-4).
  mutating func stack(log: inout DiagnosticLog) {
    sectionStrides = FenwickTree(count: sections.count, value: 0)
    reach = (0, 0)
    handlerSections = []
    for (index, section) in sections.enumerated() {
      sectionStrides.set(index, Double(section.extent + interSectionSpacing))
      include(section)
      if section.visibleItemsInvalidationHandler != nil { handlerSections.append(index) }
    }
    finishContent(log: &log)
  }

  private mutating func include(_ section: SolvedSection) {
    reach.before = max(reach.before, section.reach.before)
    reach.after = max(reach.after, section.reach.after)
  }

  /// Recomputes the content size and the layout-level items after section extents changed.
  mutating func finishContent(log: inout DiagnosticLog) {
    let sectionsLength = sections.isEmpty ? 0 : CGFloat(sectionStrides.total) - interSectionSpacing
    let total = leadingBand + sectionsLength + globalBands.end
    globalItems = globalBands.place(globalFrozenItems, extent: total, box: globalBox, log: &log)
    // Extents and bands are never negative; the clamp keeps float noise from a negative length.
    contentSize = CGSize(mainAxis, along: max(0, total), across: bounds.along(mainAxis.other))
  }

  /// Re-solves the instances of `section` holding measured items and re-finishes the section and the content.
  /// Mutates in place, so the Fenwick trees are not copied: O(measured instances × group size + log n).
  mutating func applyMeasuredSizes(
    _ measured: MeasuredSizes, section index: Int, instances: [Int]?, log: inout DiagnosticLog
  ) {
    guard sections.indices.contains(index) else { return }
    sections[index].applyMeasuredSizes(measured, instances: instances, log: &log)
    include(sections[index])
    sectionStrides.set(index, Double(sections[index].extent + interSectionSpacing))
    finishContent(log: &log)
  }

  // MARK: Single elements

  func itemFrame(section: Int, item: Int) -> CGRect? {
    // Reads through `sections[section]` without binding it: a copy of the section would retain all its storage.
    guard section >= 0, section < sections.count, item >= 0, item < sections[section].laidOutItemCount else {
      return nil
    }
    return mirrored(sections[section].itemFrame(item).offsetBy(sectionOrigin(section)))
  }

  func itemAttributes(_ indexPath: IndexPath, scroll: ScrollPosition) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2,
      let frame = presentedItemFrame(section: indexPath.section, item: indexPath.item, scroll: scroll)
    else {
      return nil
    }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    attributes.zIndex = sections[indexPath.section].itemZIndex(indexPath.item)
    return attributes
  }

  /// `itemFrame(section:item:)` for a solution stored in a class: declared `mutating` (it changes nothing) so that the
  /// caller passes the stored solution in place; a non-mutating call on a class's stored struct copies the whole
  /// solution first (hundreds of instructions of retains and releases per query).
  /// Reads the section through a buffer pointer, so the section is not copied either. Always `.some`: called through
  /// an optional solution, `.none` then means "not prepared". Always inlined into the caller (no call, no result
  /// returned through memory).
  @inline(__always)
  mutating func itemFrameInPlace(section: Int, item: Int) -> CGRect?? {
    guard section >= 0, section < sections.count else { return .some(nil) }
    let local: CGRect? = sections.withUnsafeBufferPointer { sections in
      guard item >= 0, item < sections[section].laidOutItemCount else { return nil }
      if let frame = sections[section].inOrderListItemFrame(item) { return frame }
      return sections[section].itemFrame(item)
    }
    guard let local else { return .some(nil) }
    // The same additions as `mirrored(local.offsetBy(sectionOrigin(section)))`; a vertical left-to-right layout
    // (the common case) asks the axis and the direction once, with no selection between the two axes' sums.
    let start = sectionStart(section)
    guard mainAxis == .y, !isRightToLeft else { return .some(mirrored(local.offsetBy(sectionOrigin(section)))) }
    return .some(
      CGRect(x: local.origin.x + 0, y: local.origin.y + start, width: local.size.width, height: local.size.height))
  }

  /// What `plainItemInPlace(section:item:)` found.
  enum PlainItem {
    /// No such item.
    case missing
    /// The item's section scrolls orthogonally or has a visible-items handler: take the general (presented) path.
    case needsPresenting
    /// The cell's frame in content coordinates and its z-index, as laid out.
    case found(CGRect, Int)
  }

  /// The frame and z-index of a cell of a section without orthogonal scrolling or a visible-items handler, read in
  /// place (see `itemFrameInPlace`): no copy of the solution or the section, no object. Always inlined.
  @inline(__always)
  mutating func plainItemInPlace(section: Int, item: Int) -> PlainItem {
    guard section >= 0, section < sections.count else { return .missing }
    let found: (CGRect, Int)?? = sections.withUnsafeBufferPointer { sections in
      guard sections[section].orthogonalScrollingBehavior == .none,
        sections[section].visibleItemsInvalidationHandler == nil
      else { return nil }
      guard item >= 0, item < sections[section].laidOutItemCount else { return .some(nil) }
      return .some(sections[section].itemFrameAndZIndex(item))
    }
    guard let found else { return .needsPresenting }
    guard let (frame, zIndex) = found else { return .missing }
    return .found(mirrored(frame.offsetBy(sectionOrigin(section))), zIndex)
  }

  func supplementaryAttributes(kind: String, at indexPath: IndexPath, scroll: ScrollPosition)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2 else { return nil }
    if indexPath == IndexPath(item: 0, section: 0), let global = globalItems.first(where: { $0.elementKind == kind }) {
      return makeSupplementary(presentedGlobalItem(global, scroll: scroll), indexPath: indexPath)
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    let sectionOrigin = self.sectionOrigin(indexPath.section)
    if indexPath.item == 0, let boundary = section.boundaryItems.first(where: { $0.elementKind == kind }) {
      return makeSupplementary(
        presentedBoundaryItem(boundary, of: section, scroll: scroll), indexPath: indexPath)
    }
    let shift = orthogonalShift(indexPath.section, scroll: scroll)
    let origin = CGPoint(x: sectionOrigin.x - shift.x, y: sectionOrigin.y - shift.y)
    let item = indexPath.item
    guard item >= 0, item < section.laidOutItemCount else { return nil }
    let (instance, slot) = section.locate(item)
    let instanceOrigin = section.instanceOrigin(instance)
    let template = section.template(for: instance)
    if let badge = template.leaves[slot].supplementaries.first(where: { $0.elementKind == kind }) {
      let element = SolvedElement(
        elementKind: kind, frame: badge.frame.offsetBy(instanceOrigin), zIndex: section.promote(badge.zIndex))
      return makeSupplementary(element, indexPath: indexPath, offset: origin, snapped: true)
    }
    if let groupItem = template.groupSupplementaries.first(where: {
      $0.firstLeaf == slot && $0.supplementary.elementKind == kind
    }) {
      let element = SolvedElement(
        elementKind: kind, frame: groupItem.supplementary.frame.offsetBy(instanceOrigin),
        zIndex: section.promote(groupItem.supplementary.zIndex))
      return makeSupplementary(element, indexPath: indexPath, offset: origin, snapped: true)
    }
    return nil
  }

  func decorationAttributes(kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section),
      let decoration = sections[indexPath.section].decorations.first(where: { $0.elementKind == kind })
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
    attributes.frame = mirrored(decoration.frame.offsetBy(sectionOrigin(indexPath.section)))
    attributes.zIndex = decoration.zIndex
    return attributes
  }

  private func makeSupplementary(
    _ element: SolvedElement, indexPath: IndexPath, offset: CGPoint = .zero, snapped: Bool = false
  ) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: element.elementKind, with: indexPath)
    let frame = element.frame.offsetBy(offset)
    attributes.frame = mirrored(snapped ? pixelGrid.snapOrigin(frame) : frame)
    attributes.zIndex = element.zIndex
    return attributes
  }

  // MARK: Rect queries

  /// Appends to `result` every element `forEachElement` visits, growing `result` once per section.
  func appendElements(
    in rect: CGRect, scroll: ScrollPosition, handlers: HandlerPresentation, cullsByTransformedFrame: Bool,
    recycler: LayoutAttributesRecycler?, to result: inout [UICollectionViewLayoutAttributes]
  ) {
    forEachElement(
      in: rect, scroll: scroll, handlers: handlers, cullsByTransformedFrame: cullsByTransformedFrame,
      recycler: recycler, reserve: { result.reserveCapacity(result.count + $0) }
    ) { result.append($0) }
  }

  /// `appendElements` for a solution stored in a class, without copying it: declared `mutating` (it changes nothing)
  /// so that the caller passes the stored solution in place, as `itemFrameInPlace` does. Only for solutions without
  /// visible-items handlers: nothing the query runs may then change or release the stored solution.
  mutating func appendElementsInPlace(
    in rect: CGRect, scroll: ScrollPosition, handlers: HandlerPresentation, cullsByTransformedFrame: Bool,
    recycler: LayoutAttributesRecycler?, to result: inout [UICollectionViewLayoutAttributes]
  ) {
    appendElements(
      in: rect, scroll: scroll, handlers: handlers, cullsByTransformedFrame: cullsByTransformedFrame,
      recycler: recycler, to: &result)
  }

  /// The sections whose elements may meet [low, high] along the main axis: those whose span, widened by the
  /// layout's `reach`, meets it, found by binary search.
  func sectionRange(low: CGFloat, high: CGFloat) -> Range<Int> {
    guard !sections.isEmpty else { return 0..<0 }
    let low = low - reach.after
    let high = high + reach.before
    guard !low.isNaN, !high.isNaN else { return 0..<0 }
    let lower = min(sections.count - 1, sectionStrides.countFitting(Double(low - leadingBand)))
    var end = lower
    while end < sections.count && sectionStart(end) <= high { end += 1 }
    return lower..<end
  }

  /// How far an element's vended frame may lie from its solved frame: anchored supplementaries snap their origin to
  /// the pixel grid (at most half a device pixel), plus float noise. Candidates are searched this much wider; the
  /// vended frame is then culled exactly.
  var snappingSlack: CGFloat {
    pixelGrid.scale > 0 && pixelGrid.rounding != .none ? 1 / pixelGrid.scale + 0.001 : 0.001
  }

  /// Calls `body` with every element whose presented frame intersects `rect` (content coordinates): orthogonal
  /// sections scrolled, pinned boundary items pinned, visible-items handlers applied (spec F-10, X-3). Elements are
  /// culled by the frame they are vended with (snapped, mirrored, as edited); a handler's transform is ignored unless
  /// `cullsByTransformedFrame` (spec V-1).
  ///
  /// With a `recycler`, cells' attributes come from it (objects nobody else holds any more, reset); `reserve` is told,
  /// before each section's cells, how many more elements that section may vend (for the caller's result array).
  func forEachElement(
    in rect: CGRect, scroll: ScrollPosition, handlers: HandlerPresentation, cullsByTransformedFrame: Bool = false,
    recycler: LayoutAttributesRecycler? = nil, reserve: (Int) -> Void = { _ in },
    _ body: (UICollectionViewLayoutAttributes) -> Void
  ) {
    // Handler-edited elements are culled by their layout frame (UIKit), or by the frame their transform gives.
    func meets(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
      (cullsByTransformedFrame ? attributes.visibleFrame : attributes.frame).overlaps(rect)
    }
    let query = mirrored(rect)
    let slack = snappingSlack
    let range = sectionRange(low: query.min(mainAxis) - slack, high: query.max(mainAxis) + slack)
    for section in range {
      let origin = sectionOrigin(section)
      // The section is read in place through a buffer pointer, never copied (a copy retains and releases every array
      // it holds).
      let plain = sections.withUnsafeBufferPointer { sections in
        guard sections[section].visibleItemsInvalidationHandler == nil else { return false }
        // A section that does not scroll orthogonally is not shifted (`orthogonalShift` would build its scrolling
        // geometry from a copy of the section to say so).
        let shift =
          sections[section].orthogonalScrollingBehavior == .none ? .zero : orthogonalShift(section, scroll: scroll)
        visitSection(
          sections[section], rect: rect, origin: origin, shift: shift, scroll: scroll, recycler: recycler,
          reserve: reserve, body)
        return true
      }
      if plain { continue }
      let shift = orthogonalShift(section, scroll: scroll)
      // The handler's edits replace the attributes of the items it saw; the rest are presented as laid out.
      var edited: [ElementIdentity: UICollectionViewLayoutAttributes] = [:]
      for attributes in handlers.presented(section: section, solution: self, scroll: scroll) {
        edited[ElementIdentity(attributes)] = attributes
      }
      visitSection(
        sections[section], rect: rect, origin: origin, shift: shift, scroll: scroll, cull: false, recycler: recycler
      ) { attributes in
        let identity = ElementIdentity(attributes)
        guard let replacement = edited.removeValue(forKey: identity) else {
          if attributes.frame.overlaps(rect) { body(attributes) }
          return
        }
        if meets(replacement) { body(replacement.copy()) }
      }
      for attributes in edited.values where meets(attributes) {
        body(attributes.copy())
      }
    }
    // A handler may move the elements it sees anywhere: its edited elements are found wherever they went.
    for section in handlerSections where !range.contains(section) {
      for attributes in handlers.presented(section: section, solution: self, scroll: scroll) where meets(attributes) {
        body(attributes.copy())
      }
    }
    for element in globalItems {
      let presented = presentedGlobalItem(element, scroll: scroll)
      let attributes = makeSupplementary(presented, indexPath: IndexPath(item: 0, section: 0))
      if attributes.frame.overlaps(rect) { body(attributes) }
    }
  }

  /// Visits one section's elements whose vended frame intersects `rect` (content coordinates, as the caller gave
  /// it), or, when `cull` is false, every candidate near it. Items of an orthogonal section are looked up at the
  /// query moved by `shift` and presented at `frame − shift`. `recycler` and `reserve` as in `forEachElement`.
  func visitSection(
    _ section: SolvedSection, rect: CGRect, origin: CGPoint, shift: CGPoint, scroll: ScrollPosition,
    cull: Bool = true, recycler: LayoutAttributesRecycler? = nil, reserve: (Int) -> Void = { _ in },
    _ body: (UICollectionViewLayoutAttributes) -> Void
  ) {
    let sectionIndex = section.index
    let slack = snappingSlack
    let local = mirrored(rect).offsetBy(CGPoint(x: -origin.x, y: -origin.y)).insetBy(dx: -slack, dy: -slack)
    let itemQuery = local.offsetBy(shift)
    let present = CGPoint(x: origin.x - shift.x, y: origin.y - shift.y)
    func emit(_ attributes: UICollectionViewLayoutAttributes) {
      if !cull || attributes.frame.overlaps(rect) { body(attributes) }
    }
    // One instance's elements. The template is borrowed where it is stored (`template(for:)` returns a copy, which
    // retained and released each of its arrays per instance).
    func visitInstance(_ instance: Int, _ template: GroupTemplate) {
      let instanceOrigin = section.instanceOrigin(instance)
      let held = section.items(ofInstance: instance)
      let firstItem = held.lowerBound
      let count = min(template.leaves.count, held.count)
      for slot in 0..<count {
        let leaf = template.leaves[slot]
        let frame = leaf.frame.offsetBy(instanceOrigin)
        let indexPath = IndexPath.layout(section: sectionIndex, item: firstItem + slot)
        if frame.overlaps(itemQuery) {
          let vended = mirrored(frame.offsetBy(present))
          let zIndex = section.promote(leaf.zIndex)
          emit(
            recycler?.cell(at: indexPath, frame: vended, zIndex: zIndex)
              ?? UICollectionViewLayoutAttributes(forCellWith: indexPath, frame: vended, zIndex: zIndex))
        }
        for badge in leaf.supplementaries {
          let badgeFrame = badge.frame.offsetBy(instanceOrigin)
          guard badgeFrame.overlaps(itemQuery) else { continue }
          let element = SolvedElement(
            elementKind: badge.elementKind, frame: badgeFrame, zIndex: section.promote(badge.zIndex))
          emit(makeSupplementary(element, indexPath: indexPath, offset: present, snapped: true))
        }
      }
      for groupItem in template.groupSupplementaries where groupItem.firstLeaf < count {
        let frame = groupItem.supplementary.frame.offsetBy(instanceOrigin)
        guard frame.overlaps(itemQuery) else { continue }
        let element = SolvedElement(
          elementKind: groupItem.supplementary.elementKind, frame: frame,
          zIndex: section.promote(groupItem.supplementary.zIndex))
        emit(
          makeSupplementary(
            element, indexPath: IndexPath.layout(section: sectionIndex, item: firstItem + groupItem.firstLeaf),
            offset: present, snapped: true))
      }
    }
    if let instances = section.instances(intersecting: itemQuery) {
      // At most every slot of every candidate instance (the caller's array grows once, not by doubling).
      reserve(instances.count * section.capacity + section.boundaryItems.count + section.decorations.count)
      let templates = section.instanceTemplates
      for instance in instances {
        let id = templates.id(instance)
        if id == 0 {
          visitInstance(instance, section.template)
        } else {
          visitInstance(instance, templates.variants[id - 1])
        }
      }
    }
    for boundary in section.boundaryItems {
      let presented = presentedBoundaryItem(boundary, of: section, scroll: scroll)
      emit(makeSupplementary(presented, indexPath: IndexPath.layout(section: sectionIndex, item: 0)))
    }
    for decoration in section.decorations {
      let attributes = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: decoration.elementKind, with: IndexPath.layout(section: sectionIndex, item: 0))
      attributes.frame = mirrored(decoration.frame.offsetBy(origin))
      attributes.zIndex = decoration.zIndex
      emit(attributes)
    }
  }
}

/// Identifies an element by what it is, not where: category, kind and index path.
struct ElementIdentity: Hashable {
  var category: UICollectionView.ElementCategory
  var kind: String?
  var indexPath: IndexPath

  init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
  }

  init(_ attributes: UICollectionViewLayoutAttributes) {
    category = attributes.representedElementCategory
    kind = attributes.representedElementKind
    indexPath = attributes.indexPath
  }
}
