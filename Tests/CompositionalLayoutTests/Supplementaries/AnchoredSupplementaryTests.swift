import CompositionalLayout
import Foundation
import Testing

/// Spec 2.9 (A-1…A-10): badges on items and supplementaries on groups. Hosts: 100 × 80 items in a 390-wide row;
/// badges 20 × 10.
@Suite("Anchored supplementaries (A)")
struct AnchoredSupplementaryTests {
  static func badgeLayout(
    _ anchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor? = nil, hostInsets: CGFloat = 0,
    badgeSize: NSCollectionLayoutSize = size(.absolute(20), .absolute(10))
  ) -> UICollectionViewCompositionalLayout {
    let badge =
      itemAnchor.map {
        NSCollectionLayoutSupplementaryItem(
          layoutSize: badgeSize, elementKind: "badge", containerAnchor: anchor, itemAnchor: $0)
      } ?? NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge", containerAnchor: anchor)
    let host = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(80)), supplementaryItems: [badge])
    host.contentInsets = uniform(hostInsets)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [host])
    return layout(NSCollectionLayoutSection(group: group), counts: [4])
  }

  // A-4 with no offset: x = ax × (100 − 20), y = ay × (80 − 10); ax, ay = 0 (leading/top), 1 (trailing/bottom),
  // 0.5 (neither or both).
  static let edgeCases: [(NSDirectionalRectEdge, [Double])] = [
    ([.top, .leading], [0, 0, 20, 10]), (.top, [40, 0, 20, 10]), ([.top, .trailing], [80, 0, 20, 10]),
    (.leading, [0, 35, 20, 10]), (.trailing, [80, 35, 20, 10]), ([.bottom, .leading], [0, 70, 20, 10]),
    (.bottom, [40, 70, 20, 10]), ([.bottom, .trailing], [80, 70, 20, 10]), (.all, [40, 35, 20, 10]),
    ([], [40, 35, 20, 10]),
  ]

  @Test("A-2/A-4 without an offset the badge sits inside the host, flush with the edges", arguments: edgeCases)
  func edges(edges: NSDirectionalRectEdge, frame: [Double]) {
    #expect(supplementary(Self.badgeLayout(NSCollectionLayoutAnchor(edges: edges)), "badge", 0) == frame)
  }

  @Test("A-3 absolute offsets are points")
  func absoluteOffset() {
    let layout = Self.badgeLayout(
      NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: -3)))
    // (80 + 5, 0 − 3).
    #expect(supplementary(layout, "badge", 0) == [85, -3, 20, 10])
  }

  @Test("A-3 fractional offsets are fractions of the badge's own size")
  func fractionalOffset() {
    let layout = Self.badgeLayout(
      NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    // (80 + 0.5 × 20, 0 − 0.5 × 10) = (90, −5): centred on the corner.
    #expect(supplementary(layout, "badge", 0) == [90, -5, 20, 10])
  }

  @Test("A-1 each item's badge follows its item and index path")
  func followsItem() {
    let layout = Self.badgeLayout(NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    // Item 1 at x 100 → badge (180, 0); item 3 opens row 2 at y 80 → badge (80, 80).
    #expect(supplementary(layout, "badge", 1) == [180, 0, 20, 10])
    #expect(supplementary(layout, "badge", 3) == [80, 80, 20, 10])
    #expect(supplementary(layout, "badge", 4) == nil)
  }

  @Test("A-5 an item anchor places the badge outside the corner, diagonally")
  func itemAnchor() {
    let layout = Self.badgeLayout(
      NSCollectionLayoutAnchor(edges: [.top, .trailing]),
      itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
    // Host point (100, 0); the badge's bottom-leading corner goes there: (100 − 0, 0 − 10).
    #expect(supplementary(layout, "badge", 0) == [100, -10, 20, 10])
  }

  @Test("A-5 (engine choice) container offset is added, item-anchor offset subtracted")
  func itemAnchorOffsets() {
    let layout = Self.badgeLayout(
      NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 4, y: 4)),
      itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 2, y: 3)))
    // Host point (100 + 4, 0 + 4) = (104, 4); minus the item point (0, 10) and the item offset (2, 3) → (102, −9).
    #expect(supplementary(layout, "badge", 0) == [102, -9, 20, 10])
  }

  @Test("A-10 the badge anchors to the host's frame after its contentInsets")
  func insetHost() {
    let layout = Self.badgeLayout(NSCollectionLayoutAnchor(edges: [.top, .trailing]), hostInsets: 10)
    // Host frame (10, 10, 80, 60) → (10 + 80 − 20, 10).
    #expect(cell(layout, 0) == [10, 10, 80, 60])
    #expect(supplementary(layout, "badge", 0) == [70, 10, 20, 10])
  }

  @Test("A-7 fractional badge sizes resolve against the host frame")
  func fractionalSize() {
    let layout = Self.badgeLayout(
      NSCollectionLayoutAnchor(edges: [.bottom, .trailing]),
      badgeSize: size(.fractionalWidth(0.5), .fractionalHeight(0.25)))
    // 50 × 20 at (100 − 50, 80 − 20).
    #expect(supplementary(layout, "badge", 0) == [50, 60, 50, 20])
  }

  @Test("A-8 badges do not change extents")
  func noExtent() {
    let layout = Self.badgeLayout(NSCollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 50)))
    // Two rows of 80 regardless of the badge hanging 50 pt below row 2 (y 150 + 50 = 200 > 160).
    #expect(supplementary(layout, "badge", 3) == [40, 200, 20, 10])
    #expect(contentSize(layout) == [390, 160])
  }

  @Test("A-6/A-9 group supplementaries anchor to the inset group box and take the instance's first index path")
  func groupSupplementary() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(80)), subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
      count: 2)
    group.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    group.supplementaryItems = [
      NSCollectionLayoutSupplementaryItem(
        layoutSize: size(.absolute(30), .fractionalHeight(0.5)), elementKind: "tag",
        containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
    ]
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [5])
    // Inset box (10, 10, 370, 60): height 0.5 × 60 = 30, at (10, 10 + 60 − 30) = (10, 40); instances 80 apart.
    let tags = elements(layout, in: everywhere).filter { $0.key.kind == "tag" }
    #expect(
      tags == [
        .supplementary("tag", 0): [10, 40, 30, 30], .supplementary("tag", 2): [10, 120, 30, 30],
        .supplementary("tag", 4): [10, 200, 30, 30],
      ])
  }
}
