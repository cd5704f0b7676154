import CompositionalLayout
import Foundation

extension LayoutSpecification {
  /// A dimension: one of `{"fractionalWidth": f}`, `{"fractionalHeight": f}`, `{"absolute": points}`,
  /// `{"estimated": points}`, `{"uniformAcrossSiblings": points}` in JSON.
  ///
  /// UIKit parity: `NSCollectionLayoutDimension`.
  public enum Dimension: Sendable, Equatable {
    case fractionalWidth(CGFloat)
    case fractionalHeight(CGFloat)
    case absolute(CGFloat)
    case estimated(CGFloat)
    case uniformAcrossSiblings(estimate: CGFloat)
  }

  /// A size: `{"widthDimension": …, "heightDimension": …}` in JSON.
  ///
  /// UIKit parity: `NSCollectionLayoutSize`.
  public struct Size: Sendable, Equatable {
    /// The width.
    public var widthDimension: Dimension
    /// The height.
    public var heightDimension: Dimension

    /// Creates a size.
    public init(widthDimension: Dimension, heightDimension: Dimension) {
      self.widthDimension = widthDimension
      self.heightDimension = heightDimension
    }
  }

  /// A spacing: `{"fixed": points}` or `{"flexible": points}` in JSON.
  ///
  /// UIKit parity: `NSCollectionLayoutSpacing`.
  public enum Spacing: Sendable, Equatable {
    case fixed(CGFloat)
    case flexible(CGFloat)
  }

  /// Spacing around an item's slot: any of `leading`, `top`, `trailing`, `bottom` in JSON.
  ///
  /// UIKit parity: `NSCollectionLayoutEdgeSpacing`.
  public struct EdgeSpacing: Sendable, Equatable {
    public var leading: Spacing?
    public var top: Spacing?
    public var trailing: Spacing?
    public var bottom: Spacing?

    /// Creates edge spacing; nil edges have none.
    public init(leading: Spacing? = nil, top: Spacing? = nil, trailing: Spacing? = nil, bottom: Spacing? = nil) {
      self.leading = leading
      self.top = top
      self.trailing = trailing
      self.bottom = bottom
    }
  }

  /// Where a supplementary attaches: `{"edges": [...], "absoluteOffset" | "fractionalOffset": {"x", "y"}}`.
  ///
  /// UIKit parity: `NSCollectionLayoutAnchor`.
  public struct Anchor: Sendable, Equatable {
    /// The offset's unit.
    public enum Offset: Sendable, Equatable {
      /// Points.
      case absolute(CGPoint)
      /// Fractions of the supplementary's own size.
      case fractional(CGPoint)
    }

    /// The edges or corner.
    public var edges: NSDirectionalRectEdge
    /// The offset. Default absolute zero.
    public var offset: Offset

    /// Creates an anchor.
    public init(edges: NSDirectionalRectEdge, offset: Offset = .absolute(.zero)) {
      self.edges = edges
      self.offset = offset
    }
  }

  /// A supplementary anchored to an item or group (a badge).
  ///
  /// UIKit parity: `NSCollectionLayoutSupplementaryItem`.
  public struct SupplementaryItem: Sendable, Equatable {
    public var elementKind: String
    public var layoutSize: Size
    public var containerAnchor: Anchor
    public var itemAnchor: Anchor?
    /// Default 1.
    public var zIndex = 1
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Creates a supplementary.
    public init(elementKind: String, layoutSize: Size, containerAnchor: Anchor, itemAnchor: Anchor? = nil) {
      self.elementKind = elementKind
      self.layoutSize = layoutSize
      self.containerAnchor = containerAnchor
      self.itemAnchor = itemAnchor
    }
  }

  /// A header, footer or side view of a section or of the whole layout.
  ///
  /// UIKit parity: `NSCollectionLayoutBoundarySupplementaryItem`.
  public struct BoundarySupplementaryItem: Sendable, Equatable {
    public var elementKind: String
    public var layoutSize: Size
    public var alignment: NSRectAlignment
    /// Default zero.
    public var absoluteOffset: CGPoint = .zero
    /// Default true.
    public var extendsBoundary = true
    /// Default false.
    public var pinToVisibleBounds = false
    /// Default 1.
    public var zIndex = 1
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Creates a boundary item.
    public init(elementKind: String, layoutSize: Size, alignment: NSRectAlignment) {
      self.elementKind = elementKind
      self.layoutSize = layoutSize
      self.alignment = alignment
    }
  }

  /// A background decoration of a section.
  ///
  /// UIKit parity: `NSCollectionLayoutDecorationItem.background(elementKind:)`.
  public struct DecorationItem: Sendable, Equatable {
    public var elementKind: String
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Default 0.
    public var zIndex = 0

    /// Creates a background.
    public init(elementKind: String) {
      self.elementKind = elementKind
    }
  }

  /// An item (cell).
  ///
  /// UIKit parity: `NSCollectionLayoutItem`.
  public struct Item: Sendable, Equatable {
    public var layoutSize: Size
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var edgeSpacing: EdgeSpacing?
    public var supplementaryItems: [SupplementaryItem] = []

    /// Creates an item.
    public init(layoutSize: Size) {
      self.layoutSize = layoutSize
    }
  }

  /// A group: subitems laid out along an axis.
  ///
  /// UIKit parity: `NSCollectionLayoutGroup` (`horizontal`/`vertical` with `subitems:`, `subitem:count:` or
  /// `repeatingSubitem:count:`).
  public struct Group: Sendable, Equatable {
    /// The group's axis.
    public enum Axis: String, Sendable, Equatable {
      case horizontal, vertical
    }

    /// How the group holds its subitems.
    public indirect enum Subitems: Sendable, Equatable {
      /// `subitems:` — cycles through the list while the next fits.
      case list([Node])
      /// `subitem:count:` — `count` equal slots.
      case count(Node, Int)
      /// `repeatingSubitem:count:` — the subitem `count` times at its own size.
      case repeating(Node, Int)
    }

    public var layoutSize: Size
    public var axis: Axis
    public var subitems: Subitems
    public var interItemSpacing: Spacing?
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var edgeSpacing: EdgeSpacing?
    public var supplementaryItems: [SupplementaryItem] = []

    /// Creates a group.
    public init(layoutSize: Size, axis: Axis, subitems: Subitems) {
      self.layoutSize = layoutSize
      self.axis = axis
      self.subitems = subitems
    }
  }

  /// A member of a group: an item or a nested group.
  public indirect enum Node: Sendable, Equatable {
    case item(Item)
    case group(Group)
  }
}
