import CompositionalLayout
import Foundation

/// Apple's grid-like sample layouts: grid, inset grid, two columns, distinct sections and adaptive sections.
///
/// UIKit parity: the layout code is UIKit code, written from the layouts' descriptions (spec WA-1…WA-4).
public enum AppleGridSamples {
  private typealias Parts = AppleSampleParts

  /// The items of the one-section grid screens: twelve rows of five.
  public static let gridItemCount = 60
  /// The items of the two-column screen: twenty rows.
  public static let twoColumnItemCount = 40
  /// Items per section of the distinct- and adaptive-section screens.
  public static let itemsPerSection = 10

  /// WA-1: items a fifth of the width and the full group height in rows one fifth of the width tall, so five
  /// square cells per row.
  public static func grid() -> AppleSampleScreen {
    AppleSampleScreen(
      screen: GalleryScreen(
        name: "apple-grid", title: "Grid",
        summary: "Items 0.2 wide × full height in rows 0.2 of the width tall: five square cells per row.",
        itemCounts: [gridItemCount], size: Gallery.appleSampleSize,
        makeLayout: { gridLayout(itemInset: 0) }),
      rule: "WA-1")
  }

  /// WA-2: the grid with 5-point content insets on every item.
  public static func insetGrid() -> AppleSampleScreen {
    AppleSampleScreen(
      screen: GalleryScreen(
        name: "apple-inset-items-grid", title: "Inset items grid",
        summary: "The grid with 5-pt item content insets: cells 65 × 65, rows still 75 apart.",
        itemCounts: [gridItemCount], size: Gallery.appleSampleSize,
        makeLayout: { gridLayout(itemInset: 5) }),
      rule: "WA-2")
  }

  /// The grid layout: item fractionalWidth 0.2 × fractionalHeight 1 (insets `itemInset`), row group
  /// fractionalWidth 1 × fractionalWidth 0.2.
  public static func gridLayout(itemInset: CGFloat) -> UICollectionViewCompositionalLayout {
    let item = Parts.item(.fractionalWidth(0.2), .fractionalHeight(1), inset: itemInset)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: Parts.size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
  }

  /// WA-3: two equal columns (count 2) 44 pt tall, 10 pt between columns, rows and the side edges.
  public static func twoColumns() -> AppleSampleScreen {
    AppleSampleScreen(
      screen: GalleryScreen(
        name: "apple-two-columns", title: "Two-column",
        summary: "Two equal columns 44 pt tall by count; 10-pt spacing between columns, rows and at the sides.",
        itemCounts: [twoColumnItemCount], size: Gallery.appleSampleSize,
        makeLayout: twoColumnLayout),
      rule: "WA-3")
  }

  /// The two-column layout.
  public static func twoColumnLayout() -> UICollectionViewCompositionalLayout {
    let item = Parts.item(.fractionalWidth(1), .fractionalHeight(1))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: Parts.size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
    row.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// The three kinds of section of the distinct-sections screen, in turn.
  public enum SectionKind: Int, CaseIterable, Sendable {
    /// One column of 44-pt rows.
    case list
    /// Five square columns.
    case grid5
    /// Three columns, rows a fifth of the width tall.
    case grid3

    /// The kind of section `index` (list, grid5, grid3, list, …).
    public static func of(section index: Int) -> SectionKind {
      allCases[((index % allCases.count) + allCases.count) % allCases.count]
    }

    /// The number of columns at narrow widths.
    public var columns: Int {
      switch self {
      case .list: 1
      case .grid5: 5
      case .grid3: 3
      }
    }
  }

  /// WA-4: three sections, a list, a five-column grid and a three-column grid, each inset 20 pt, items inset 2.
  public static func distinctSections() -> AppleSampleScreen {
    AppleSampleScreen(
      screen: GalleryScreen(
        name: "apple-distinct-sections", title: "Distinct sections",
        summary: "Per-section layouts: a list, five columns and three columns; sections inset 20, items 2.",
        itemCounts: Array(repeating: itemsPerSection, count: 3), size: Gallery.appleSampleSize,
        makeLayout: distinctSectionsLayout),
      rule: "WA-4")
  }

  /// The distinct-sections layout: a section provider choosing the kind by section index.
  public static func distinctSectionsLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
      let kind = SectionKind.of(section: sectionIndex)
      let height: NSCollectionLayoutDimension = kind == .list ? .absolute(44) : .fractionalWidth(0.2)
      return columnsSection(columns: kind.columns, rowHeight: height)
    }
  }

  /// A section of `columns` equal columns (by count) in rows `rowHeight` tall; items inset 2, section inset 20.
  static func columnsSection(columns: Int, rowHeight: NSCollectionLayoutDimension) -> NSCollectionLayoutSection {
    let item = Parts.item(.fractionalWidth(1), .fractionalHeight(1), inset: 2)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: Parts.size(.fractionalWidth(1), rowHeight), subitem: item, count: columns)
    let section = NSCollectionLayoutSection(group: row)
    section.contentInsets = Parts.insets(20)
    return section
  }

  /// The width above which the adaptive sections double their columns.
  public static let wideThreshold: CGFloat = 600

  /// The columns of an adaptive section of `kind` in a container whose effective content is `width` wide:
  /// `kind.columns`, doubled above `wideThreshold`.
  public static func adaptiveColumns(for kind: SectionKind, width: CGFloat) -> Int {
    width > wideThreshold ? 2 * kind.columns : kind.columns
  }

  /// Adaptive sections at `size`: the distinct-section kinds, their columns chosen from
  /// `environment.container.effectiveContentSize.width`; list rows 44 tall, grid cells square.
  public static func adaptiveSections(size: CGSize) -> AppleSampleScreen {
    let width = Int(size.width)
    return AppleSampleScreen(
      screen: GalleryScreen(
        name: "apple-adaptive-sections-\(width)", title: "Adaptive sections at \(width) pt",
        summary: "Columns from the container's effective width: 1/5/3, doubled above \(Int(wideThreshold)) pt; "
          + "\(width) × \(Int(size.height)) pt.",
        itemCounts: Array(repeating: itemsPerSection, count: 3), size: size,
        makeLayout: adaptiveSectionsLayout),
      rule: "")
  }

  /// The adaptive-sections layout.
  public static func adaptiveSectionsLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
      let kind = SectionKind.of(section: sectionIndex)
      let columns = adaptiveColumns(for: kind, width: environment.container.effectiveContentSize.width)
      let height: NSCollectionLayoutDimension =
        kind == .list ? .absolute(44) : .fractionalWidth(1 / CGFloat(columns))
      return columnsSection(columns: columns, rowHeight: height)
    }
  }
}
