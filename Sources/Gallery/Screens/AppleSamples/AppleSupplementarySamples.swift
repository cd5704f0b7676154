import CompositionalLayout
import Foundation

/// Apple's sample layouts with supplementary and decoration views: badges, section headers and footers, pinned
/// headers and a section background.
///
/// UIKit parity: the layout code is UIKit code, written from the layouts' descriptions (spec WA-5…WA-8).
public enum AppleSupplementarySamples {
  private typealias Parts = AppleSampleParts

  /// The element kind of the badges.
  public static let badgeKind = "badge-element-kind"
  /// The element kind of the section background decoration.
  public static let backgroundKind = "section-background-element-kind"
  /// The number of badged items.
  public static let badgeItemCount = 20
  /// Sections and items per section of the header, pinned-header and background screens.
  public static let listItemCounts = Array(repeating: 5, count: 5)
  /// How far the pinned-header screen's scrolled picture scrolls, in points: into section 0, past its header.
  public static let pinnedScrollOffset: CGFloat = 150

  /// WA-5: items a quarter wide in rows a fifth of the width tall, inset 5, in a section inset 20; each item
  /// carries a 20 × 20 badge on its top-trailing corner, moved out by 30 % of its size.
  public static func badges() -> AppleSampleScreen {
    AppleSampleScreen(
      screen: GalleryScreen(
        name: "apple-badges", title: "Badges",
        summary: "Four columns inset 5 in a section inset 20; 20 × 20 badges at the top-trailing corner, "
          + "fractional offset (0.3, −0.3).",
        itemCounts: [badgeItemCount], size: Gallery.appleSampleSize,
        makeLayout: badgesLayout),
      rule: "WA-5")
  }

  /// The badges layout.
  public static func badgesLayout() -> UICollectionViewCompositionalLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: Parts.size(.absolute(20), .absolute(20)), elementKind: badgeKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = Parts.item(.fractionalWidth(0.25), .fractionalHeight(1), inset: 5, supplementaryItems: [badge])
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: Parts.size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
    let section = NSCollectionLayoutSection(group: row)
    section.contentInsets = Parts.insets(20)
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// WA-6: full-width 44-pt rows 5 apart, sections inset 10 at the sides, with a header and a footer (full width,
  /// estimated 44 tall) per section.
  public static func headersFooters() -> AppleSampleScreen {
    AppleSampleScreen(
      screen: GalleryScreen(
        name: "apple-section-headers-footers", title: "Section headers and footers",
        summary: "44-pt rows 5 apart, sides inset 10; a header and a footer (estimated 44) per section.",
        itemCounts: listItemCounts, size: Gallery.appleSampleSize,
        makeLayout: { headerFooterLayout(pinsHeaders: false) }),
      rule: "WA-6")
  }

  /// WA-7: the header/footer layout with headers pinned to the visible bounds (zIndex 2); pictured at rest and
  /// scrolled `pinnedScrollOffset` points down.
  public static func pinnedHeaders() -> AppleSampleScreen {
    AppleSampleScreen(
      screen: GalleryScreen(
        name: "apple-pinned-section-headers", title: "Pinned section headers",
        summary: "Headers and footers as before; headers pin to the top while their section is visible (zIndex 2).",
        itemCounts: listItemCounts, size: Gallery.appleSampleSize,
        makeLayout: { headerFooterLayout(pinsHeaders: true) }),
      rule: "WA-7", pictures: pinnedPictures)
  }

  /// The pinned-header screen's viewport at rest and scrolled by `pinnedScrollOffset`.
  static func pinnedPictures(_ screen: GalleryScreen) -> [GalleryViewportPicture] {
    let resting = screen.preparedLayout()
    let scrolled = screen.preparedLayout()
    let offset = CGPoint(x: 0, y: pinnedScrollOffset)
    scrolled.scrollPosition = ScrollPosition(contentOffset: offset)
    return [
      GalleryViewportPicture(
        name: "\(screen.name)-at-rest", title: "\(screen.title) — at rest",
        caption: "The 375 × 667 pt viewport at content offset 0.", layout: resting),
      GalleryViewportPicture(
        name: "\(screen.name)-scrolled", title: "\(screen.title) — scrolled \(Int(pinnedScrollOffset)) pt",
        caption: "The viewport at content offset \(Int(pinnedScrollOffset)) pt: section 0's header stays at the "
          + "top of the viewport over its rows.",
        layout: scrolled, viewportOffset: offset),
    ]
  }

  /// The header/footer layout, headers pinned when `pinsHeaders`.
  public static func headerFooterLayout(pinsHeaders: Bool) -> UICollectionViewCompositionalLayout {
    let item = Parts.item(.fractionalWidth(1), .fractionalHeight(1))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: Parts.size(.fractionalWidth(1), .absolute(44)), subitems: [item])
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let bandSize = Parts.size(.fractionalWidth(1), .estimated(44))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    if pinsHeaders {
      header.pinToVisibleBounds = true
      header.zIndex = 2
    }
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    section.boundarySupplementaryItems = [header, footer]
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// The class registered for the section background decoration.
  public final class SectionBackgroundView {}

  /// WA-8: 44-pt rows 5 apart in sections inset 10, each section on a background decoration inset 5.
  public static func sectionBackground() -> AppleSampleScreen {
    AppleSampleScreen(
      screen: GalleryScreen(
        name: "apple-section-background", title: "Section background decoration",
        summary: "44-pt rows 5 apart in sections inset 10, each on a background decoration inset 5.",
        itemCounts: listItemCounts, size: Gallery.appleSampleSize,
        makeLayout: sectionBackgroundLayout),
      rule: "WA-8")
  }

  /// The section-background layout, with `SectionBackgroundView` registered for `backgroundKind`.
  public static func sectionBackgroundLayout() -> UICollectionViewCompositionalLayout {
    let item = Parts.item(.fractionalWidth(1), .fractionalHeight(1))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: Parts.size(.fractionalWidth(1), .absolute(44)), subitems: [item])
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 5
    section.contentInsets = Parts.insets(10)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
    background.contentInsets = Parts.insets(5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(SectionBackgroundView.self, forDecorationViewOfKind: backgroundKind)
    return layout
  }
}
