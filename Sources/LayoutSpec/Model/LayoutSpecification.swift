import CompositionalLayout
import Foundation

/// A decoded layout spec: a compositional layout and the data it lays out, read from JSON.
///
/// Decode one with `decode(from:)`, then build the engine's objects with `makeLayout()` and `makeContext()`:
///
/// ```swift
/// let spec = try LayoutSpecification.decode(from: data)
/// let layout = spec.makeLayout()
/// layout.prepare(context: spec.makeContext())
/// ```
///
/// The JSON format is described in the "Layout spec format" article and in
/// `Examples/specs/layout-spec.schema.json` (JSON Schema, draft 2020-12). A decoded value is always within
/// `LayoutSpecLimits`, so building and preparing its layout never traps.
///
/// UIKit parity: none; the members mirror `UICollectionViewCompositionalLayoutConfiguration`,
/// `NSCollectionLayoutSection` and the other description classes, with Apple's property names.
public struct LayoutSpecification: Sendable {
  /// The collection view's geometry and traits.
  public var container: Container
  /// The layout-wide configuration.
  public var configuration: Configuration
  /// The sections, in order; from `sections` or expanded from `repeatSection`.
  public var sections: [Section]
  /// Whether every section shares one section description (the document used `repeatSection`).
  public var repeatsSection: Bool

  /// Creates a specification; `decode(from:)` is the usual way to get one.
  public init(container: Container, configuration: Configuration, sections: [Section], repeatsSection: Bool = false) {
    self.container = container
    self.configuration = configuration
    self.sections = sections
    self.repeatsSection = repeatsSection
  }

  /// The text of the item at `indexPath` (section, item), or nil when the spec gives none.
  ///
  /// Renderers use it as the cell's caption. O(1).
  public func itemText(at indexPath: IndexPath) -> String? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let texts = sections[indexPath.section].itemTexts
    return texts.indices.contains(indexPath.item) ? texts[indexPath.item] : nil
  }
}

extension LayoutSpecification {
  /// The collection view a spec is laid out in: `container` in JSON.
  ///
  /// UIKit parity: the values `LayoutContext` carries (bounds size, safe area, margins, direction, scale).
  public struct Container: Sendable, Equatable {
    /// The bounds width, in points (> 0). Default 390.
    public var width: CGFloat = 390
    /// The bounds height, in points (> 0). Default 844.
    public var height: CGFloat = 844
    /// Safe-area insets in points from the edges. Default zero.
    public var safeAreaInsets: UIEdgeInsets = .zero
    /// Layout margins; nil means the system margins. Default nil.
    public var layoutMargins: NSDirectionalEdgeInsets?
    /// Readable-content insets; nil means the system's. Default nil.
    public var readableContentInsets: NSDirectionalEdgeInsets?
    /// Left-to-right or right-to-left. Default `.leftToRight`.
    public var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// Device pixels per point (1…10). Default 3.
    public var displayScale: CGFloat = 3
    /// How fractional sizes snap to device pixels. Default `.floor`.
    public var pixelRounding: PixelRounding = .floor

    /// A 390 × 844 pt container at 3× with no insets, left to right.
    public init() {}
  }

  /// Layout-wide settings: `configuration` in JSON.
  ///
  /// UIKit parity: `UICollectionViewCompositionalLayoutConfiguration`.
  public struct Configuration: Sendable, Equatable {
    /// The scrolling axis. Default `.vertical`.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections, in points. Default 0.
    public var interSectionSpacing: CGFloat = 0
    /// The edge section insets are measured from. Default `.safeArea`.
    public var contentInsetsReference: UIContentInsetsReference = .safeArea
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []

    /// The default configuration.
    public init() {}
  }

  /// One section: its data (item count and texts) and its description.
  public struct Section: Sendable, Equatable {
    /// The number of items, 0…`LayoutSpecLimits.maximumItemsPerSection`.
    public var numberOfItems: Int
    /// Texts of the first items, in order (nil for an item without text); never longer than `numberOfItems`.
    public var itemTexts: [String?]
    /// How the section is laid out.
    public var layout: SectionLayout

    /// Creates a section.
    public init(numberOfItems: Int, itemTexts: [String?] = [], layout: SectionLayout) {
      self.numberOfItems = numberOfItems
      self.itemTexts = itemTexts
      self.layout = layout
    }
  }

  /// How a section is laid out: the members of a section entry other than its data.
  ///
  /// UIKit parity: `NSCollectionLayoutSection` (and its `orthogonalScrollingProperties`).
  public struct SectionLayout: Sendable, Equatable {
    /// The group repeated along the section.
    public var group: Group
    /// Insets of the section's content, in points. Default zero.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between group instances, in points. Default 0.
    public var interGroupSpacing: CGFloat = 0
    /// The edge `contentInsets` are measured from. Default `.automatic`.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// The edge boundary items are inset from. Default `.automatic`.
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether boundary items follow the leading/trailing content insets. Default true.
    public var supplementariesFollowContentInsets = true
    /// Orthogonal scrolling. Default `.none`.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Deceleration of an orthogonal section. Default `.automatic`.
    public var decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate = .automatic
    /// Bounce of an orthogonal section. Default `.automatic`.
    public var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce = .automatic
    /// Headers, footers and side views.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    /// Backgrounds.
    public var decorationItems: [DecorationItem] = []

    /// A section repeating `group`, with every other member at its default.
    public init(group: Group) {
      self.group = group
    }
  }
}
