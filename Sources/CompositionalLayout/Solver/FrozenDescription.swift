import Foundation

// Immutable copies of the user's description objects, taken when the layout is prepared (DESIGN.md, "Freeze").
// The solver reads only these.

struct FrozenDimension: Hashable, Sendable {
  var kind: NSCollectionLayoutDimension.Kind
  var value: CGFloat

  init(_ dimension: NSCollectionLayoutDimension) {
    kind = dimension.kind
    value = dimension.dimension
  }

  var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
  var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

  /// The dimension in points against a container of `container` points (spec D-1, D-2, D-8).
  func resolve(in container: CGSize, _ log: inout DiagnosticLog, _ what: @autoclosure () -> String) -> CGFloat {
    let raw: CGFloat
    switch kind {
    case .fractionalWidth: raw = log.pixelGrid.snap(value * container.width)
    case .fractionalHeight: raw = log.pixelGrid.snap(value * container.height)
    case .absolute, .estimated, .uniformAcrossSiblings: raw = value
    }
    let finite = log.finite(raw, "\(what()) (\(NSCollectionLayoutDimension(kind: kind, dimension: value)))")
    if finite < 0 {
      log.report(
        .negativeDimension,
        "\(what()) resolves to \(finite.layoutDescription) pt; using 0. Check the fraction and the container's insets.")
      return 0
    }
    return finite
  }
}

struct FrozenSize: Hashable, Sendable {
  var width: FrozenDimension
  var height: FrozenDimension

  init(_ size: NSCollectionLayoutSize) {
    width = FrozenDimension(size.widthDimension)
    height = FrozenDimension(size.heightDimension)
  }

  func dimension(_ axis: LayoutAxis) -> FrozenDimension { axis == .x ? width : height }

  func resolve(in container: CGSize, _ log: inout DiagnosticLog, _ what: @autoclosure () -> String) -> CGSize {
    // The name is spelled out only when a diagnostic is written.
    CGSize(
      width: width.resolve(in: container, &log, "\(what()) width"),
      height: height.resolve(in: container, &log, "\(what()) height"))
  }
}

struct FrozenSpacing: Hashable, Sendable {
  var value: CGFloat
  var isFlexible: Bool
  /// The value as given, when it was not a finite length within ±1e9 pt (`value` then holds the sanitised one).
  var unsanitised: CGFloat?

  init(value: CGFloat, isFlexible: Bool) {
    self.value = value
    self.isFlexible = isFlexible
  }

  /// Edge spacing as given, sanitised as every length (NaN and infinities → 0, beyond ±1e9 clamped); the solver
  /// reports the original with `reportUnsanitised`.
  init(_ spacing: NSCollectionLayoutSpacing?) {
    let raw = spacing?.spacing ?? 0
    isFlexible = spacing?.isFlexibleSpacing ?? false
    if raw.isFinite && abs(raw) <= DiagnosticLog.maximumLength {
      value = raw
    } else {
      value = raw.isFinite ? (raw < 0 ? -DiagnosticLog.maximumLength : DiagnosticLog.maximumLength) : 0
      unsanitised = raw
    }
  }
}

struct FrozenEdgeSpacing: Hashable, Sendable {
  var leading: FrozenSpacing
  var top: FrozenSpacing
  var trailing: FrozenSpacing
  var bottom: FrozenSpacing

  init(_ spacing: NSCollectionLayoutEdgeSpacing?) {
    leading = FrozenSpacing(spacing?.leading)
    top = FrozenSpacing(spacing?.top)
    trailing = FrozenSpacing(spacing?.trailing)
    bottom = FrozenSpacing(spacing?.bottom)
  }

  func start(_ axis: LayoutAxis) -> FrozenSpacing { axis == .x ? leading : top }
  func end(_ axis: LayoutAxis) -> FrozenSpacing { axis == .x ? trailing : bottom }

  /// Reports edges that were sanitised when frozen, as `DiagnosticLog.finite` would have.
  func reportUnsanitised(_ log: inout DiagnosticLog, _ path: @autoclosure () -> String) {
    // Nothing to report in the common case: no list of the edges is built.
    guard
      leading.unsanitised != nil || top.unsanitised != nil || trailing.unsanitised != nil || bottom.unsanitised != nil
    else { return }
    for (name, spacing) in [("leading", leading), ("top", top), ("trailing", trailing), ("bottom", bottom)] {
      if let raw = spacing.unsanitised { _ = log.finite(raw, "\(path()).edgeSpacing.\(name)") }
    }
  }
}

struct FrozenAnchor: Hashable, Sendable {
  var edges: NSDirectionalRectEdge
  var offset: CGPoint
  var isAbsolute: Bool

  init(_ anchor: NSCollectionLayoutAnchor) {
    edges = anchor.edges
    offset = anchor.offset
    isAbsolute = anchor.isAbsoluteOffset
  }

  /// Where along each axis the anchor sits, as a fraction of the extent: 0 leading/top, 1 trailing/bottom,
  /// 0.5 when neither or both edges of an axis are named (spec A-4).
  var unitPoint: CGPoint {
    func unit(_ start: NSDirectionalRectEdge, _ end: NSDirectionalRectEdge) -> CGFloat {
      let hasStart = edges.contains(start)
      let hasEnd = edges.contains(end)
      if hasStart && !hasEnd { return 0 }
      if hasEnd && !hasStart { return 1 }
      return 0.5
    }
    return CGPoint(x: unit(.leading, .trailing), y: unit(.top, .bottom))
  }

  /// The offset in points for an element of `size`.
  func offset(for size: CGSize) -> CGPoint {
    isAbsolute ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
  }
}

struct FrozenSupplementary: Sendable {
  var size: FrozenSize
  var elementKind: String
  var containerAnchor: FrozenAnchor
  var itemAnchor: FrozenAnchor?
  var zIndex: Int
  var contentInsets: NSDirectionalEdgeInsets

  init(_ item: NSCollectionLayoutSupplementaryItem) {
    size = FrozenSize(item.layoutSize)
    elementKind = item.elementKind
    containerAnchor = FrozenAnchor(item.containerAnchor)
    itemAnchor = item.itemAnchor.map(FrozenAnchor.init)
    zIndex = item.zIndex
    contentInsets = item.contentInsets
  }
}

struct FrozenBoundaryItem: Sendable {
  var supplementary: FrozenSupplementary
  var alignment: NSRectAlignment
  var offset: CGPoint
  var extendsBoundary: Bool
  var pinToVisibleBounds: Bool

  init(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
    supplementary = FrozenSupplementary(item)
    alignment = item.alignment
    offset = item.offset
    extendsBoundary = item.extendsBoundary
    pinToVisibleBounds = item.pinToVisibleBounds
  }
}

struct FrozenDecoration: Sendable {
  var elementKind: String
  var zIndex: Int
  var contentInsets: NSDirectionalEdgeInsets

  init(_ item: NSCollectionLayoutDecorationItem) {
    elementKind = item.elementKind
    zIndex = item.zIndex
    contentInsets = item.contentInsets
  }
}

/// An item or a group, frozen. Groups carry their arrangement.
final class FrozenItem {
  enum Arrangement {
    case subitems([FrozenItem])
    case count(FrozenItem, Int)
    case repeating(FrozenItem, Int)
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  struct GroupInfo {
    var axis: LayoutAxis
    var arrangement: Arrangement
    var interItemSpacing: FrozenSpacing
  }

  let size: FrozenSize
  let contentInsets: NSDirectionalEdgeInsets
  let edgeSpacing: FrozenEdgeSpacing
  let supplementaries: [FrozenSupplementary]
  let group: GroupInfo?

  init(_ item: NSCollectionLayoutItem) {
    size = FrozenSize(item.layoutSize)
    contentInsets = item.contentInsets
    edgeSpacing = FrozenEdgeSpacing(item.edgeSpacing)
    supplementaries = item.supplementaryItems.map(FrozenSupplementary.init)
    if let group = item as? NSCollectionLayoutGroup {
      let arrangement: Arrangement
      switch group.form {
      case .subitems: arrangement = .subitems(group.subitems.map(FrozenItem.init))
      case .count(let count): arrangement = .count(FrozenItem(group.subitems[0]), count)
      case .repeating(let count): arrangement = .repeating(FrozenItem(group.subitems[0]), count)
      case .custom(let provider): arrangement = .custom(provider)
      }
      self.group = GroupInfo(
        axis: group.axis == .horizontal ? .x : .y, arrangement: arrangement,
        interItemSpacing: FrozenSpacing(group.interItemSpacing))
    } else {
      self.group = nil
    }
  }
}

/// A section, frozen.
struct FrozenSection {
  var group: FrozenItem
  var contentInsets: NSDirectionalEdgeInsets
  var interGroupSpacing: CGFloat
  var contentInsetsReference: UIContentInsetsReference
  var supplementaryContentInsetsReference: UIContentInsetsReference
  var supplementariesFollowContentInsets: Bool
  var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  var boundaryItems: [FrozenBoundaryItem]
  var decorations: [FrozenDecoration]
  var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  var decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
  var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce

  init(_ section: NSCollectionLayoutSection) {
    decelerationRate = section.orthogonalScrollingProperties.decelerationRate
    bounce = section.orthogonalScrollingProperties.bounce
    group = FrozenItem(section.group)
    contentInsets = section.contentInsets
    interGroupSpacing = section.interGroupSpacing
    contentInsetsReference = section.contentInsetsReference
    supplementaryContentInsetsReference = section.supplementaryContentInsetsReference
    supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
    orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
    boundaryItems = section.boundarySupplementaryItems.map(FrozenBoundaryItem.init)
    decorations = section.decorationItems.map(FrozenDecoration.init)
    visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
  }
}
