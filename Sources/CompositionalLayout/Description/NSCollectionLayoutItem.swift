import Foundation

/// The smallest unit of a compositional layout: one cell, sized by `layoutSize` inside the slot its group gives it.
///
/// Geometry (spec I-1…I-11): the item's slot is `layoutSize` resolved against its group's inner box; `edgeSpacing`
/// moves the slot, `contentInsets` then shrink the final frame inside the slot without moving neighbours, except on
/// an estimated axis, where they are ignored (with a diagnostic).
///
/// UIKit parity: `NSCollectionLayoutItem` (iOS 13). A mutable class, as in UIKit; the engine copies ("freezes") the
/// description when the layout is prepared, so later mutations take effect at the next invalidation.
public class NSCollectionLayoutItem: CustomStringConvertible {
  /// The item's size, resolved against its container.
  public let layoutSize: NSCollectionLayoutSize
  /// Insets of the final frame inside the item's slot, in points; ignored on an estimated axis. Default zero.
  public var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space around the item's slot; nil means no spacing. Default nil.
  public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// Creates an item of the given size with anchored supplementary items (badges).
  ///
  /// UIKit parity: `NSCollectionLayoutItem.init(layoutSize:supplementaryItems:)`.
  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
    self.layoutSize = layoutSize
    self.storedSupplementaryItems = supplementaryItems
  }

  /// The supplementary items anchored to this item.
  public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

  public var description: String { "NSCollectionLayoutItem(layoutSize: \(layoutSize))" }
}

/// A view anchored to an item or a group, such as a badge.
///
/// Placement (spec A-1…A-10): the container anchor picks an edge, corner or centre of the host's final frame; with no
/// offset the supplementary sits inside the host flush with those edges; an absolute offset moves it by points, a
/// fractional offset by fractions of the supplementary's own size. With an item anchor, the item-anchor point of the
/// supplementary is placed on the container-anchor point of the host.
///
/// UIKit parity: `NSCollectionLayoutSupplementaryItem` (iOS 13). Default `zIndex` is 1 (undocumented in UIKit; chosen
/// so that supplementaries draw above cells, spec Z-3).
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The element kind the data source uses to supply the view.
  public let elementKind: String
  /// Where on the host the supplementary attaches.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Which point of the supplementary is placed on the container anchor; nil means the supplementary sits inside.
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// The supplementary's zIndex. Default 1.
  public var zIndex: Int = 1

  /// Creates a supplementary anchored to its host.
  ///
  /// UIKit parity: `NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:)`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
  }

  /// Creates a supplementary whose `itemAnchor` point is placed on the host's `containerAnchor` point.
  ///
  /// UIKit parity: `NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:itemAnchor:)`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
    itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  public override var description: String {
    "NSCollectionLayoutSupplementaryItem(kind: \(elementKind), layoutSize: \(layoutSize))"
  }
}

/// A header, footer or side view attached to a section or to the whole layout.
///
/// Placement (spec B-1…B-17): `alignment` picks the edge of the host; items on the main-axis edges (top and bottom
/// in a vertical layout) extend the host when `extendsBoundary` is true; others overlap it. `offset` then moves the
/// item by points.
///
/// UIKit parity: `NSCollectionLayoutBoundarySupplementaryItem` (iOS 13). Defaults: `extendsBoundary` true,
/// `pinToVisibleBounds` false, `zIndex` 1 (undocumented in UIKit, spec Z-3).
public class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The edge or corner of the host the item is aligned to.
  public let alignment: NSRectAlignment
  /// Offset from the aligned position, in points.
  public let offset: CGPoint
  /// Whether the item enlarges its host's extent along the main axis. Default true.
  public var extendsBoundary: Bool = true
  /// Whether the item stays visible while its host is visible (sticky header). Default false.
  public var pinToVisibleBounds: Bool = false

  /// Creates a boundary item with no offset.
  ///
  /// UIKit parity: `NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:)`.
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// Creates a boundary item moved by `absoluteOffset` points from its aligned position.
  ///
  /// UIKit parity: `NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:absoluteOffset:)`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset),
      itemAnchor: nil)
  }

  public override var description: String {
    "NSCollectionLayoutBoundarySupplementaryItem(kind: \(elementKind), alignment: \(alignment), layoutSize: \(layoutSize))"
  }
}

/// A view behind a section's content, such as a background.
///
/// Geometry (spec DEC-1…DEC-7): covers the whole section rectangle — boundary items and content insets included —
/// then shrinks by its own `contentInsets`. Index path (section, 0).
///
/// UIKit parity: `NSCollectionLayoutDecorationItem` (iOS 13). Default `zIndex` 0; every other element of a section
/// with a decoration is promoted to at least zIndex 1 (spec DEC-6).
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The element kind registered on the layout with `register(_:forDecorationViewOfKind:)`.
  public let elementKind: String
  /// The decoration's zIndex. Default 0.
  public var zIndex: Int = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background covering the section.
  ///
  /// UIKit parity: `NSCollectionLayoutDecorationItem.background(elementKind:)`.
  public static func background(elementKind: String) -> Self {
    Self(elementKind: elementKind)
  }

  public override var description: String { "NSCollectionLayoutDecorationItem(kind: \(elementKind))" }
}

/// Where a supplementary attaches: a set of edges plus an offset in points or in fractions of the supplementary's size.
///
/// UIKit parity: `NSCollectionLayoutAnchor` (iOS 13); immutable.
public final class NSCollectionLayoutAnchor: Sendable {
  /// The edges or corner of the host; an empty set or opposite edges centre on that axis.
  public let edges: NSDirectionalRectEdge
  /// The offset: points when `isAbsoluteOffset`, fractions of the supplementary's own size when `isFractionalOffset`.
  public let offset: CGPoint
  /// Whether `offset` is in points.
  public let isAbsoluteOffset: Bool
  /// Whether `offset` is a fraction of the supplementary's size.
  public var isFractionalOffset: Bool { !isAbsoluteOffset }

  init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
    self.edges = edges
    self.offset = offset
    self.isAbsoluteOffset = absolute
  }

  /// An anchor at `edges` with no offset.
  ///
  /// UIKit parity: `NSCollectionLayoutAnchor.init(edges:)`.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, absolute: true)
  }

  /// An anchor at `edges` moved by `absoluteOffset` points (x grows trailing in LTR, y downwards).
  ///
  /// UIKit parity: `NSCollectionLayoutAnchor.init(edges:absoluteOffset:)`.
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, absolute: true)
  }

  /// An anchor at `edges` moved by `fractionalOffset` times the supplementary's own width and height.
  ///
  /// UIKit parity: `NSCollectionLayoutAnchor.init(edges:fractionalOffset:)`.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, absolute: false)
  }
}
