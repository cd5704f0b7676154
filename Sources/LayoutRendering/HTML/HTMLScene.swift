import CompositionalLayout
import Foundation

/// What the HTML page shows, worked out from a layout: every element with where it lives on the page (in the
/// scrolling content, in an orthogonal section's own scroller, or in a pinned band), and each orthogonal section's
/// scroll range and resting offsets.
///
/// Everything is asked of the engine by presenting the layout at a few scroll positions and comparing frames, so the
/// page follows the engine's rules rather than restating them: an element that moves with an orthogonal section's
/// offset scrolls with that section; an element whose frame changes with the content offset is pinned, and the two
/// extreme offsets give the band it moves in.
struct HTMLScene {
  /// Where an element lives on the page.
  enum Placement: Equatable {
    /// In the scrolling content, at its frame.
    case content
    /// Inside the scroller of orthogonal section `section`.
    case orthogonal(section: Int)
    /// Pinned (sticky) inside the band from `start` to `end` along the scrolling axis (content coordinates, the
    /// element's leading edge), resting at the band's start (headers) or its end (footers).
    case pinned(start: CGFloat, end: CGFloat, restsAtEnd: Bool)
  }

  /// One element of the page.
  struct Element {
    /// The attributes at scroll position zero (orthogonal sections at their initial offsets).
    var attributes: UICollectionViewLayoutAttributes
    /// The element's role, for colours and labels.
    var role: LayoutElementRole
    /// Where it lives.
    var placement: Placement
  }

  /// An orthogonally scrolling section's scroller.
  struct Scroller {
    /// The section index.
    var section: Int
    /// The scroller's rectangle in content coordinates: the section's scrolling elements' extent along the layout's
    /// axis, the whole viewport along the orthogonal one.
    var frame: CGRect
    /// The section's scroll geometry.
    var geometry: OrthogonalScrollingGeometry
    /// The extent of the scroller's content along the orthogonal axis: its scroll range plus the viewport.
    var contentLength: CGFloat
  }

  /// The layout's scrolling axis.
  var mainAxis: HTMLAxis
  /// Whether the layout runs right to left (orthogonal scrollers then scroll towards the left).
  var isRightToLeft: Bool
  /// The viewport (the layout context's size), in points.
  var viewport: CGSize
  /// The scrollable content's size, in points.
  var contentSize: CGSize
  /// Every drawable element, bottom first.
  var elements: [Element]
  /// The orthogonal sections' scrollers, by section index.
  var scrollers: [Scroller]

  /// Identifies an element across presentations of the same layout.
  struct Key: Hashable {
    var category: UInt
    var kind: String?
    var indexPath: IndexPath

    init(_ attributes: UICollectionViewLayoutAttributes) {
      category = attributes.representedElementCategory.rawValue
      kind = attributes.representedElementKind
      indexPath = attributes.indexPath
    }
  }

  /// Works out the scene of `layout`; restores the layout's scroll position before returning.
  ///
  /// - Complexity: four whole-content queries of the layout: O(e log e) for its e elements.
  init(layout: UICollectionViewLayout, kindRoles: [String: LayoutElementRole]) {
    let compositional = layout as? UICollectionViewCompositionalLayout
    mainAxis = compositional?.configuration.scrollDirection == .horizontal ? .x : .y
    isRightToLeft = layout.context.layoutDirection == .rightToLeft
    viewport = layout.context.size
    contentSize = layout.collectionViewContentSize
    let saved = compositional?.scrollPosition
    defer { if let compositional, let saved { compositional.scrollPosition = saved } }
    compositional?.scrollPosition = ScrollPosition()

    let base = LayoutElementQuery.allElements(of: layout).filter {
      !$0.isHidden && Self.isFinite($0.frame)
    }
    let role = LayoutElementRole.classifier(for: base, overrides: kindRoles)
    var placements: [Key: Placement] = [:]
    var geometries: [Int: OrthogonalScrollingGeometry] = [:]
    if let compositional {
      for section in 0..<compositional.numberOfSections {
        geometries[section] = compositional.orthogonalScrollingGeometry(forSection: section)
      }
      placements = Self.orthogonalPlacements(compositional, geometries: geometries, mainAxis: mainAxis, base: base)
      for (key, placement) in Self.pinnedPlacements(compositional, mainAxis: mainAxis, base: base)
      where placements[key] == nil {
        placements[key] = placement
      }
    }
    elements = base.map { Element(attributes: $0, role: role($0), placement: placements[Key($0)] ?? .content) }
      .enumerated().sorted { lhs, rhs in
        let left = (lhs.element.attributes.zIndex, lhs.element.role.tieRank, lhs.offset)
        let right = (rhs.element.attributes.zIndex, rhs.element.role.tieRank, rhs.offset)
        return left < right
      }.map(\.element)
    scrollers = Self.scrollers(elements, geometries: geometries, mainAxis: mainAxis, viewport: viewport)
  }

  /// The elements that move with their orthogonal section's offset.
  private static func orthogonalPlacements(
    _ layout: UICollectionViewCompositionalLayout, geometries: [Int: OrthogonalScrollingGeometry],
    mainAxis: HTMLAxis, base: [UICollectionViewLayoutAttributes]
  ) -> [Key: Placement] {
    guard !geometries.isEmpty else { return [:] }
    let probe: CGFloat = 37
    var offsets: [Int: CGPoint] = [:]
    for (section, geometry) in geometries {
      offsets[section] = mainAxis.other.point(geometry.initialContentOffset + probe)
    }
    layout.scrollPosition = ScrollPosition(orthogonalContentOffsets: offsets)
    let moved = frames(of: layout)
    var result: [Key: Placement] = [:]
    for element in base where geometries[element.indexPath.section] != nil && element.indexPath.count == 2 {
      let key = Key(element)
      guard let frame = moved[key] else { continue }
      let shift = mainAxis.other.min(frame) - mainAxis.other.min(element.frame)
      if abs(abs(shift) - probe) < 0.01 {
        result[key] = .orthogonal(section: element.indexPath.section)
      }
    }
    return result
  }

  /// The elements whose frame depends on the content offset, with the band each moves in.
  private static func pinnedPlacements(
    _ layout: UICollectionViewCompositionalLayout, mainAxis: HTMLAxis, base: [UICollectionViewLayoutAttributes]
  ) -> [Key: Placement] {
    let far = mainAxis.length(layout.collectionViewContentSize) + 2 * mainAxis.length(layout.context.size) + 1_000
    guard far.isFinite else { return [:] }
    layout.scrollPosition = ScrollPosition(contentOffset: mainAxis.point(-far))
    let before = frames(of: layout)
    layout.scrollPosition = ScrollPosition(contentOffset: mainAxis.point(far))
    let after = frames(of: layout)
    var bands: [Key: (start: CGFloat, end: CGFloat)] = [:]
    for element in base where element.representedElementCategory == .supplementaryView {
      let key = Key(element)
      guard let first = before[key], let last = after[key] else { continue }
      let start = mainAxis.min(first)
      let end = mainAxis.min(last)
      if end - start > 0.01 { bands[key] = (start, end) }
    }
    var result: [Key: Placement] = [:]
    for (band, keys) in Dictionary(grouping: bands.keys, by: { bands[$0]?.start ?? 0 }) {
      // With the visible area starting at the band's start, a header sits there and a footer further on.
      layout.scrollPosition = ScrollPosition(contentOffset: mainAxis.point(band))
      let probe = frames(of: layout)
      for key in keys {
        guard let range = bands[key], let frame = probe[key] else { continue }
        let restsAtEnd = mainAxis.min(frame) - range.start > 0.01
        result[key] = .pinned(start: range.start, end: range.end, restsAtEnd: restsAtEnd)
      }
    }
    return result
  }

  /// Whether every component of `rect` is finite.
  static func isFinite(_ rect: CGRect) -> Bool {
    rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
  }

  /// Every element's frame at the layout's current scroll position.
  private static func frames(of layout: UICollectionViewLayout) -> [Key: CGRect] {
    var frames: [Key: CGRect] = [:]
    for element in LayoutElementQuery.allElements(of: layout) {
      frames[Key(element)] = element.frame
    }
    return frames
  }

  /// One scroller per orthogonal section that has scrolling elements.
  private static func scrollers(
    _ elements: [Element], geometries: [Int: OrthogonalScrollingGeometry], mainAxis: HTMLAxis, viewport: CGSize
  ) -> [Scroller] {
    var extents: [Int: (start: CGFloat, end: CGFloat)] = [:]
    for element in elements {
      guard case .orthogonal(let section) = element.placement else { continue }
      let frame = element.attributes.frame
      let start = mainAxis.min(frame)
      let end = start + mainAxis.length(frame)
      let current = extents[section] ?? (start, end)
      extents[section] = (min(current.start, start), max(current.end, end))
    }
    let cross = mainAxis.other
    return extents.keys.sorted().compactMap { section in
      guard let geometry = geometries[section], let extent = extents[section] else { return nil }
      let full = CGRect(origin: .zero, size: viewport)
      let frame = mainAxis.replacing(full, start: extent.start, length: extent.end - extent.start)
      let range = max(geometry.maximumContentOffset - geometry.minimumContentOffset, 0)
      return Scroller(
        section: section, frame: frame, geometry: geometry, contentLength: range + cross.length(viewport))
    }
  }
}
