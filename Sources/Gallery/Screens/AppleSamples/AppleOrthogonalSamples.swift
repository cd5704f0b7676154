import CompositionalLayout
import Foundation

/// Apple's nested-group and orthogonal-scrolling sample layouts, and one screen per orthogonal scrolling behaviour.
///
/// The shared unit: a horizontal group holding a leading item 0.7 wide × full height (insets 10) and a trailing
/// vertical group 0.3 wide × full height of two items (count 2; each declared full width × 0.3 height, insets 10).
///
/// UIKit parity: the layout code is UIKit code, written from the layouts' descriptions (spec WA-9, WA-10).
public enum AppleOrthogonalSamples {
  private typealias Parts = AppleSampleParts

  /// Items of the nested-groups screen: five groups of three.
  public static let nestedItemCount = 15
  /// Items per orthogonal section: six groups of three.
  public static let orthogonalItemsPerSection = 18
  /// Sections of the orthogonal-sections screen.
  public static let orthogonalSectionCount = 3
  /// The behaviours with a screen of their own, in order.
  public static let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
    .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
  ]
  /// The drag of the swipe in the after-swipe pictures, in points (towards the trailing content).
  public static let swipeTranslation: CGFloat = 100
  /// The release speed of that swipe, in points per second.
  public static let swipeVelocity: CGFloat = 1000

  /// The three-item unit in a group `width` × `height` (the nested groups' and orthogonal sections' group).
  static func nestedGroup(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutGroup
  {
    let leading = Parts.item(.fractionalWidth(0.7), .fractionalHeight(1), inset: 10)
    let trailingItem = Parts.item(.fractionalWidth(1), .fractionalHeight(0.3), inset: 10)
    let trailing = NSCollectionLayoutGroup.vertical(
      layoutSize: Parts.size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailingItem, count: 2)
    return NSCollectionLayoutGroup.horizontal(layoutSize: Parts.size(width, height), subitems: [leading, trailing])
  }

  /// WA-9: the unit in full-width groups 0.4 of the screen height tall.
  public static func nestedGroups() -> AppleSampleScreen {
    AppleSampleScreen(
      screen: GalleryScreen(
        name: "apple-nested-groups", title: "Nested groups",
        summary: "A 0.7-wide item beside a vertical pair (count 2), in groups 0.4 of the height tall.",
        itemCounts: [nestedItemCount], size: Gallery.appleSampleSize,
        makeLayout: {
          let group = nestedGroup(width: .fractionalWidth(1), height: .fractionalHeight(0.4))
          return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }),
      rule: "WA-9")
  }

  /// A section of the unit in groups 0.85 wide × 0.4 high scrolling sideways with `behavior`.
  public static func orthogonalSection(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
    -> NSCollectionLayoutSection
  {
    let section = NSCollectionLayoutSection(
      group: nestedGroup(width: .fractionalWidth(0.85), height: .fractionalHeight(0.4)))
    section.orthogonalScrollingBehavior = behavior
    return section
  }

  /// WA-10: three sections of the unit, 0.85 wide, scrolling sideways continuously.
  public static func orthogonalSections() -> AppleSampleScreen {
    AppleSampleScreen(
      screen: GalleryScreen(
        name: "apple-orthogonal-sections", title: "Orthogonal sections",
        summary: "The nested unit in groups 0.85 wide × 0.4 high; each section scrolls sideways (.continuous).",
        itemCounts: Array(repeating: orthogonalItemsPerSection, count: orthogonalSectionCount),
        size: Gallery.appleSampleSize,
        makeLayout: { UICollectionViewCompositionalLayout(section: orthogonalSection(.continuous)) }),
      rule: "WA-10")
  }

  /// The behaviour's name as written in Swift, e.g. "groupPagingCentered".
  public static func name(of behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> String {
    switch behavior {
    case .none: "none"
    case .continuous: "continuous"
    case .continuousGroupLeadingBoundary: "continuousGroupLeadingBoundary"
    case .paging: "paging"
    case .groupPaging: "groupPaging"
    case .groupPagingCentered: "groupPagingCentered"
    }
  }

  /// The screen name for `behavior`, e.g. "apple-orthogonal-group-paging-centered".
  public static func screenName(of behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> String {
    let words = name(of: behavior).reduce(into: "") { result, character in
      result += character.isUppercase ? "-" + character.lowercased() : String(character)
    }
    return "apple-orthogonal-\(words)"
  }

  /// One orthogonal section scrolling with `behavior`, pictured at rest and after one swipe of
  /// `swipeTranslation` points released at `swipeVelocity` points per second.
  public static func behaviorScreen(for behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior)
    -> AppleSampleScreen
  {
    let name = name(of: behavior)
    return AppleSampleScreen(
      screen: GalleryScreen(
        name: screenName(of: behavior), title: "Orthogonal .\(name)",
        summary: "One section of the nested unit in groups 0.85 wide, scrolling sideways with .\(name).",
        itemCounts: [orthogonalItemsPerSection], size: Gallery.appleSampleSize,
        makeLayout: { UICollectionViewCompositionalLayout(section: orthogonalSection(behavior)) }),
      rule: "WA-10", pictures: swipePictures)
  }

  /// The screen's viewport at rest and after one swipe of section 0.
  static func swipePictures(_ screen: GalleryScreen) -> [GalleryViewportPicture] {
    let resting = screen.preparedLayout()
    let start = resting.orthogonalScrollingGeometry(forSection: 0)?.initialContentOffset ?? 0
    let swiped = screen.preparedLayout()
    let rest = swiped.swipeOrthogonalSection(0, by: swipeTranslation, velocity: swipeVelocity) ?? 0
    return [
      GalleryViewportPicture(
        name: "\(screen.name)-at-rest", title: "\(screen.title) — at rest",
        caption: "The 375 × 667 pt viewport; the section rests at x offset \(format(start)) pt.", layout: resting),
      GalleryViewportPicture(
        name: "\(screen.name)-after-swipe", title: "\(screen.title) — after one swipe",
        caption: "After a \(Int(swipeTranslation))-pt drag released at \(Int(swipeVelocity)) pt/s the section "
          + "rests at x offset \(format(rest)) pt.",
        layout: swiped),
    ]
  }

  /// `value` with at most two decimals.
  static func format(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }
}
