import CompositionalLayout
import Foundation

/// A gallery screen recreating one of the layouts of Apple's "Implementing Modern Collection Views" sample, with
/// the spec rule (layout-semantics.md §2.16b) that predicts its frames and any extra viewport pictures.
///
/// ```swift
/// for sample in Gallery.appleSampleScreens() {
///   print(sample.rule, sample.screen.title, sample.pictures().map(\.name))
/// }
/// ```
///
/// UIKit parity: none; each screen's layout code is UIKit code written from the sample's layout description.
public struct AppleSampleScreen {
  /// The screen: name, title, item counts, size (375 × 667 unless noted) and layout.
  public let screen: GalleryScreen
  /// The spec rule that gives the expected frames, e.g. "WA-1"; empty when no rule covers the screen.
  public let rule: String
  private let picturesFactory: (GalleryScreen) -> [GalleryViewportPicture]

  /// Creates a sample screen.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - rule: The WA rule covering it, or "".
  ///   - pictures: Builds the extra viewport pictures from the screen. Default: none.
  public init(
    screen: GalleryScreen, rule: String,
    pictures: @escaping (GalleryScreen) -> [GalleryViewportPicture] = { _ in [] }
  ) {
    self.screen = screen
    self.rule = rule
    self.picturesFactory = pictures
  }

  /// Extra pictures of the screen's viewport (at rest, scrolled, after a swipe); each call lays the screen out
  /// afresh.
  ///
  /// - Complexity: one prepared layout per picture.
  public func pictures() -> [GalleryViewportPicture] {
    picturesFactory(screen)
  }
}

/// What a screen shows in its viewport with the collection view scrolled to `viewportOffset`.
///
/// UIKit parity: none; a screenshot of the collection view at one scroll state.
public struct GalleryViewportPicture {
  /// A file-name-safe name, e.g. "apple-paging-after-swipe".
  public let name: String
  /// The heading, e.g. "Paging — after one swipe".
  public let title: String
  /// One sentence on the state shown (offsets, what rests where).
  public let caption: String
  /// The prepared layout, its `scrollPosition` set to the state shown.
  public let layout: UICollectionViewCompositionalLayout
  /// The collection view's content offset (the viewport's top-left in content coordinates).
  public let viewportOffset: CGPoint

  /// Creates a picture.
  public init(
    name: String, title: String, caption: String, layout: UICollectionViewCompositionalLayout,
    viewportOffset: CGPoint = .zero
  ) {
    self.name = name
    self.title = title
    self.caption = caption
    self.layout = layout
    self.viewportOffset = viewportOffset
  }
}

extension Gallery {
  /// The size Apple's sample lays out at: 375 × 667 points, an iPhone 8 in portrait.
  public static let appleSampleSize = CGSize(width: 375, height: 667)

  /// The wide size the adaptive sample is also shown at: 768 × 1024 points, an iPad in portrait.
  public static let appleSampleWideSize = CGSize(width: 768, height: 1024)

  /// Apple's sample layouts, in presentation order: grid, inset grid, two columns, distinct sections, badges,
  /// headers and footers, pinned headers, section background, nested groups, orthogonal sections, one screen per
  /// orthogonal scrolling behaviour, and the adaptive sections at 375 and 768 points wide. Separate from
  /// `screens()`, whose four screens are unchanged.
  ///
  /// - Complexity: O(1); layouts are built when asked for.
  public static func appleSampleScreens() -> [AppleSampleScreen] {
    [
      AppleGridSamples.grid(), AppleGridSamples.insetGrid(), AppleGridSamples.twoColumns(),
      AppleGridSamples.distinctSections(), AppleSupplementarySamples.badges(),
      AppleSupplementarySamples.headersFooters(), AppleSupplementarySamples.pinnedHeaders(),
      AppleSupplementarySamples.sectionBackground(), AppleOrthogonalSamples.nestedGroups(),
      AppleOrthogonalSamples.orthogonalSections(),
    ]
      + AppleOrthogonalSamples.behaviors.map(AppleOrthogonalSamples.behaviorScreen(for:))
      + [
        AppleGridSamples.adaptiveSections(size: appleSampleSize),
        AppleGridSamples.adaptiveSections(size: appleSampleWideSize),
      ]
  }

  /// The Apple sample screen called `name`, or nil.
  ///
  /// - Complexity: O(screens).
  public static func appleSampleScreen(named name: String) -> AppleSampleScreen? {
    appleSampleScreens().first { $0.screen.name == name }
  }
}

/// Building blocks shared by the Apple sample screens.
enum AppleSampleParts {
  /// The same inset on all four edges.
  static func insets(_ inset: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// A size from two dimensions.
  static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// An item of `width` × `height` with `inset` points of content insets on every edge.
  static func item(
    _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension, inset: CGFloat = 0,
    supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
  ) -> NSCollectionLayoutItem {
    let item = NSCollectionLayoutItem(layoutSize: size(width, height), supplementaryItems: supplementaryItems)
    item.contentInsets = insets(inset)
    return item
  }
}
