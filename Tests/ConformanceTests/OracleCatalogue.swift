import CompositionalLayout
import Foundation

/// The nine visible cases of shared/oracle/README.md, each written with the layout code the README describes.
enum OracleCatalogue {
  static let fnGray: OracleCase.RGB = [128, 128, 128]
  static let daGray: OracleCase.RGB = [170, 170, 170]
  /// fn-*: iPhone X (375 × 812), content 54 pt below the image top, white background.
  static let fnRegion = CGRect(x: 0, y: -54, width: 375, height: 812)
  /// da-*: the collection view is (0, 88, 375, 690); the home indicator covers y ≥ 682 of the screen.
  static let daRegion = CGRect(x: 0, y: 0, width: 375, height: 682 - 88)

  static func fn(_ image: String, counts: [Int], section: @escaping @Sendable () -> NSCollectionLayoutSection)
    -> OracleCase
  {
    OracleCase(
      image: image, origin: CGPoint(x: 0, y: 54), region: fnRegion, background: [255, 255, 255],
      size: CGSize(width: 375, height: 812), counts: counts, cellColour: { _ in fnGray }, cellCornerRadius: 6,
      section: section)
  }

  static func da(_ image: String, section: @escaping @Sendable () -> NSCollectionLayoutSection) -> OracleCase {
    OracleCase(
      image: image, origin: CGPoint(x: 0, y: 88), region: daRegion, background: [0, 0, 0],
      size: CGSize(width: 375, height: 690), counts: [40], cellColour: { _ in daGray }, cellCornerRadius: 10,
      section: section, targetRelease: .iOS15)
  }

  static var all: [OracleCase] {
    var innerGroups2 = fn("fn-innergroups-2.png", counts: [23, 2, 18, 1, 4], section: innerGroupsSection)
    innerGroups2.configuration = {
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.interSectionSpacing = 8
      return configuration
    }
    return [
      fn("fn-innergroups-1.png", counts: [5], section: innerGroupsSection),
      innerGroups2,
      fn("fn-listsection-1.png", counts: [5], section: listSection),
      fn("fn-supplementary-1.png", counts: [5], section: supplementarySection),
      da("da-styleA.png", section: styleA),
      da("da-styleB.png", section: styleB),
      da("da-styleE.png", section: styleE),
      da("da-styleH.png", section: styleH),
      nestedGroup2,
    ]
  }

  @Sendable static func innerGroupsSection() -> NSCollectionLayoutSection {
    let third = NSCollectionLayoutSize(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
    let full = NSCollectionLayoutSize(.fractionalWidth(1), .fractionalHeight(1))
    let leadingItem = NSCollectionLayoutItem(layoutSize: third)
    leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 4)
    let pair = NSCollectionLayoutGroup.vertical(
      layoutSize: third, subitem: NSCollectionLayoutItem(layoutSize: full), count: 2)
    pair.interItemSpacing = .fixed(8)
    pair.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
    let triple = NSCollectionLayoutGroup.vertical(
      layoutSize: third, subitem: NSCollectionLayoutItem(layoutSize: full), count: 3)
    triple.interItemSpacing = .fixed(8)
    triple.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .absolute(100)), subitems: [leadingItem, pair, triple])
    row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 8
    return section
  }

  @Sendable static func listSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .absolute(40)), subitem: item, count: 1)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 2
    let size = NSCollectionLayoutSize(.fractionalWidth(1), .absolute(24))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    header.pinToVisibleBounds = true
    footer.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header, footer]
    return section
  }

  @Sendable static func supplementarySection() -> NSCollectionLayoutSection {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(.absolute(15), .absolute(15)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalWidth(0.25)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .absolute(80)), subitem: item, count: 4)
    group.interItemSpacing = .fixed(16)
    group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
    group.supplementaryItems = [
      NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(.absolute(20), .absolute(60)), elementKind: "group-side",
        containerAnchor: NSCollectionLayoutAnchor(edges: [.trailing], fractionalOffset: CGPoint(x: 1, y: 0)))
    ]
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 16
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
    return section
  }

  @Sendable static func styleA() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    item.contentInsets = .all(8)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }

  @Sendable static func styleB() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    item.contentInsets = .all(8)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalWidth(0.5)), subitems: [item])
    group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
    return section
  }

  @Sendable static func styleE() -> NSCollectionLayoutSection {
    let top = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
    top.contentInsets = .all(8)
    let half = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    half.contentInsets = .all(8)
    let pair = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalHeight(0.5)), subitem: half, count: 2)
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalWidth(1)), subitems: [top, pair])
    return NSCollectionLayoutSection(group: group)
  }

  @Sendable static func styleH() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(.fractionalWidth(0.7), .fractionalHeight(1)))
    item.contentInsets = .all(5)
    let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    small.contentInsets = .all(5)
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: small, count: 3)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [item, column])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = .all(5)
    return section
  }

  /// tb-nestedgroup2: iPhone 14 Pro (393 × 852; the 213-pt group stride in the image is 0.25 × 852). The image is
  /// cropped, so the content origin (95.333 pt from the image top) is read off the image: item 0's top edge at
  /// 106.333 pt minus the section's top inset 8 and the item inset 3. Cells cycle through eight flat colours.
  static var nestedGroup2: OracleCase {
    let palette: [OracleCase.RGB] = [
      [36, 110, 233], [255, 101, 16], [0, 180, 107], [183, 192, 215], [0, 168, 213], [255, 133, 33],
      [52, 215, 109], [248, 181, 0],
    ]
    return OracleCase(
      image: "tb-nestedgroup2.png", origin: CGPoint(x: 0, y: 95.333),
      region: CGRect(x: 0, y: 0, width: 393, height: 2393.0 / 3 - 95.333), background: [255, 255, 255],
      size: CGSize(width: 393, height: 852), counts: [24], cellColour: { palette[$0.item % palette.count] },
      cellCornerRadius: 0, section: nestedGroup2Section)
  }

  @Sendable static func nestedGroup2Section() -> NSCollectionLayoutSection {
    func item(_ width: CGFloat, _ height: CGFloat) -> NSCollectionLayoutItem {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(.fractionalWidth(width), .fractionalHeight(height)))
      item.contentInsets = .all(3)
      return item
    }
    let topRow = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalHeight(0.3)),
      subitems: [item(0.6, 1), item(0.4, 1)])
    let innerRow = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalHeight(0.6)),
      subitems: [item(0.35, 1), item(0.65, 1)])
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(0.8), .fractionalHeight(1)),
      subitems: [innerRow, item(1, 0.4)])
    let bottom = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalHeight(0.7)), subitems: [column, item(0.2, 1)])
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(.fractionalWidth(1), .fractionalHeight(0.25)), subitems: [topRow, bottom])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 24, trailing: 0)
    return section
  }
}
