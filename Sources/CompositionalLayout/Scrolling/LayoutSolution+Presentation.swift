import Foundation

extension SolvedElement {
  func offsetBy(_ point: CGPoint) -> SolvedElement {
    var moved = self
    moved.frame = frame.offsetBy(point)
    return moved
  }
}

extension LayoutSolution {
  /// The scroll geometry of an orthogonally scrolling section, or nil for other sections.
  func orthogonalGeometry(_ section: Int) -> OrthogonalScrollingGeometry? {
    guard sections.indices.contains(section) else { return nil }
    return OrthogonalScrollingGeometry(section: sections[section], viewport: bounds, mainAxis: mainAxis)
  }

  /// How far the section's items are scrolled along the orthogonal axis, as a vector in computation space.
  func orthogonalShift(_ section: Int, scroll: ScrollPosition) -> CGPoint {
    guard let geometry = orthogonalGeometry(section) else { return .zero }
    let cross = mainAxis.other
    let offset = scroll.orthogonalContentOffsets[section]?.along(cross) ?? geometry.initialContentOffset
    return CGPoint(cross, along: offset.isFinite ? offset : 0, across: 0)
  }

  /// The visible rectangle pinned items stay inside: the bounds at the content offset, less the adjusted content
  /// inset, in computation space.
  func pinningRect(_ scroll: ScrollPosition) -> CGRect {
    let inset = scroll.adjustedContentInset
    let visible = CGRect(
      x: scroll.contentOffset.x + inset.left, y: scroll.contentOffset.y + inset.top,
      width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
    return mirrored(visible)
  }

  /// A boundary item's frame at the scroll position (computation space, content coordinates): unchanged unless
  /// pinned; pinned items stay inside the visible rectangle while their host [hostStart, hostEnd] is visible
  /// (spec B-9…B-11). Degenerate (zero-size) frames and rectangles never trap (case B11).
  func presentedFrame(_ element: SolvedElement, hostStart: CGFloat, hostEnd: CGFloat, scroll: ScrollPosition)
    -> CGRect
  {
    guard element.pinToVisibleBounds else { return element.frame }
    let visible = pinningRect(scroll)
    let axis = mainAxis
    let length = element.frame.length(axis)
    let unpinned = element.frame.min(axis)
    guard visible.min(axis).isFinite, visible.max(axis).isFinite else { return element.frame }
    let pinned: CGFloat
    switch MainAxisEdges(axis).mainPlacement(element.alignment) {
    case .start: pinned = max(min(max(unpinned, visible.min(axis)), hostEnd - length), unpinned)
    case .end: pinned = min(max(min(unpinned, visible.max(axis) - length), hostStart), unpinned)
    case .middle: pinned = unpinned
    }
    var frame = element.frame
    if axis == .y { frame.origin.y = pinned } else { frame.origin.x = pinned }
    return frame
  }

  /// A section's boundary item in content coordinates (computation space) at the scroll position: pinned when it
  /// pins, and then drawn above the section's cells.
  func presentedBoundaryItem(_ boundary: SolvedElement, of section: SolvedSection, scroll: ScrollPosition)
    -> SolvedElement
  {
    let start = sectionStart(section.index)
    var presented = boundary.offsetBy(sectionOrigin(section.index))
    presented.frame = presentedFrame(presented, hostStart: start, hostEnd: start + section.extent, scroll: scroll)
    if boundary.pinToVisibleBounds { presented.zIndex = max(boundary.zIndex, section.promote(0) + 1) }
    return presented
  }

  /// A layout-level boundary item at the scroll position: its host is the whole content.
  func presentedGlobalItem(_ element: SolvedElement, scroll: ScrollPosition) -> SolvedElement {
    var presented = element
    presented.frame = presentedFrame(element, hostStart: 0, hostEnd: contentSize.along(mainAxis), scroll: scroll)
    return presented
  }

  /// The frame of item `item` of `section` as presented at the scroll position (content coordinates), without
  /// handler edits.
  func presentedItemFrame(section: Int, item: Int, scroll: ScrollPosition) -> CGRect? {
    guard sections.indices.contains(section), item >= 0, item < sections[section].laidOutItemCount else { return nil }
    let shift = orthogonalShift(section, scroll: scroll)
    let origin = sectionOrigin(section)
    return mirrored(
      sections[section].itemFrame(item).offsetBy(CGPoint(x: origin.x - shift.x, y: origin.y - shift.y)))
  }
}

extension UICollectionViewLayoutAttributes {
  /// The frame as the user sees it: `frame` with `transform` applied about the centre.
  var visibleFrame: CGRect {
    guard !transform.isIdentity else { return frame }
    let centred = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    return centred.applying(transform).offsetBy(dx: center.x, dy: center.y)
  }
}

/// Runs visible-items handlers and keeps their edited attributes for one scroll position (spec V-1…V-6).
///
/// The handler of a section receives the section's cells, supplementaries and decorations whose layout frames meet
/// the visible bounds — for orthogonal sections widened by one viewport on each side, so an item that a handler
/// moves back into view (case B16) can still be shown — with frames in the section's unscrolled coordinates, the
/// section's offset (orthogonal sections) or the collection view's (others), and the layout environment. Its edits
/// are kept; the presented attributes are then scrolled and culled by the frame the user sees.
final class HandlerPresentation {
  private var scroll: ScrollPosition?
  private var cache: [Int: [UICollectionViewLayoutAttributes]] = [:]
  /// Per section, where each presented element is in the cached list, so single-element queries are O(1).
  private var positions: [Int: [ElementIdentity: Int]] = [:]

  /// Whether nothing is kept (`reset` has nothing to clear): every pass sets the scroll position, which resets, and
  /// clearing the three properties paid an exclusivity check and a release each. Exempt from dynamic exclusivity
  /// checks: every access is an instantaneous read or write.
  @exclusivity(unchecked) private var isReset = true

  func reset() {
    guard !isReset else { return }
    isReset = true
    scroll = nil
    cache = [:]
    positions = [:]
  }

  func presented(section index: Int, solution: LayoutSolution, scroll: ScrollPosition)
    -> [UICollectionViewLayoutAttributes]
  {
    isReset = false
    if self.scroll != scroll {
      self.scroll = scroll
      cache = [:]
      positions = [:]
    }
    if let cached = cache[index] { return cached }
    let result = run(section: index, solution: solution, scroll: scroll)
    cache[index] = result
    isReset = false  // (again: the handler `run` called may have reset)
    return result
  }

  /// The presented attributes of one element of a section with a handler, if the handler saw it. O(1) after the
  /// section's first query at this scroll position.
  func presented(_ identity: ElementIdentity, solution: LayoutSolution, scroll: ScrollPosition)
    -> UICollectionViewLayoutAttributes?
  {
    let section = identity.indexPath.section
    let items = presented(section: section, solution: solution, scroll: scroll)
    if positions[section] == nil {
      var index: [ElementIdentity: Int] = [:]
      index.reserveCapacity(items.count)
      for (position, attributes) in items.enumerated() where index[ElementIdentity(attributes)] == nil {
        index[ElementIdentity(attributes)] = position
      }
      positions[section] = index
    }
    return positions[section]?[identity].map { items[$0] }
  }

  private func run(section index: Int, solution: LayoutSolution, scroll: ScrollPosition)
    -> [UICollectionViewLayoutAttributes]
  {
    let section = solution.sections[index]
    let geometry = solution.orthogonalGeometry(index)
    let shift = solution.orthogonalShift(index, scroll: scroll)
    let origin = solution.sectionOrigin(index)
    let cross = solution.mainAxis.other
    var visible = solution.mirrored(CGRect(origin: scroll.contentOffset, size: solution.bounds))
    if geometry != nil {
      let overscan = solution.bounds.along(cross)
      visible = CGRect(
        cross, along: visible.min(cross) - overscan + shift.along(cross), across: visible.min(solution.mainAxis),
        alongLength: visible.length(cross) + 2 * overscan, acrossLength: visible.length(solution.mainAxis))
    }
    var items: [UICollectionViewLayoutAttributes] = []
    solution.visitSection(section, rect: solution.mirrored(visible), origin: origin, shift: .zero, scroll: scroll) {
      items.append($0)
    }
    let point = geometry != nil ? CGPoint(cross, along: shift.along(cross), across: 0) : scroll.contentOffset
    section.visibleItemsInvalidationHandler?(items, point, solution.environment)
    guard geometry != nil else { return items }
    let boundaryKinds = Set(section.boundaryItems.map(\.elementKind))
    let physicalShift = solution.isRightToLeft && cross == .x ? -shift.x : shift.along(cross)
    for attributes in items where attributes.representedElementCategory != .decorationView {
      if attributes.representedElementCategory == .supplementaryView,
        let kind = attributes.representedElementKind, boundaryKinds.contains(kind)
      {
        continue
      }
      if cross == .x { attributes.center.x -= physicalShift } else { attributes.center.y -= physicalShift }
    }
    return items
  }
}
