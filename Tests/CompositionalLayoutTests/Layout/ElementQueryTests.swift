import CompositionalLayout
import Foundation
import Testing

/// Spec 2.14 (X-1…X-4): rect queries return exactly the intersecting elements; index paths and kinds.
/// Grid: 400 wide, four 100 × 100 cells a row (fraction 0.25), a 50-pt header, a background, 20 items.
@Suite("Element queries, index paths and kinds (X)")
struct ElementQueryTests {
  static func grid() -> UICollectionViewCompositionalLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
    let cell = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      boundary("header", width: .fractionalWidth(1), height: .absolute(50), alignment: .top)
    ]
    section.decorationItems = [.background(elementKind: "bg")]
    return layout(section, counts: [20, 4], width: 400)
  }

  /// Every element of the layout with its frame, gathered one by one (not through the rect query).
  static func allElements(_ layout: UICollectionViewCompositionalLayout) -> [ElementKey: CGRect] {
    var result: [ElementKey: CGRect] = [:]
    for section in 0..<2 {
      for item in 0..<20 {
        let path = IndexPath(item: item, section: section)
        if let attributes = layout.layoutAttributesForItem(at: path) {
          result[.cell(item, section: section)] = attributes.frame
        }
        if let badge = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path) {
          result[.supplementary("badge", item, section: section)] = badge.frame
        }
      }
      let path = IndexPath(item: 0, section: section)
      result[.supplementary("header", section: section)] =
        layout.layoutAttributesForSupplementaryView(ofKind: "header", at: path)?.frame
      result[.decoration("bg", section: section)] =
        layout.layoutAttributesForDecorationView(ofKind: "bg", at: path)?.frame
    }
    return result
  }

  /// Positive-area overlap, as CoreGraphics' CGRectIntersectsRect decides it (rects that only share an edge do not
  /// intersect); written out because Linux Foundation's `CGRect.intersects` counts shared edges.
  static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  @Test(
    "X-3 a rect query returns exactly the elements whose frames intersect the rect",
    arguments: [
      CGRect(x: 150, y: 120, width: 100, height: 100), CGRect(x: 105, y: 155, width: 90, height: 90),
      CGRect(x: 0, y: 0, width: 400, height: 10), CGRect(x: 390, y: 540, width: 5, height: 200),
      CGRect(x: -50, y: -50, width: 10, height: 10), CGRect(x: 0, y: 0, width: 400, height: 10_000),
    ])
  func exactIntersection(rect: CGRect) {
    let layout = Self.grid()
    let expected = Set(Self.allElements(layout).filter { Self.overlaps($0.value, rect) }.keys)
    let vended = layout.layoutAttributesForElements(in: rect) ?? []
    let keys = vended.map {
      ElementKey(category: $0.representedElementCategory, kind: $0.representedElementKind, indexPath: $0.indexPath)
    }
    #expect(Set(keys) == expected)
    // No element is vended twice.
    #expect(keys.count == Set(keys).count)
  }

  @Test("X-3 hand-checked query: y 120…220, x 150…250 meets items 1, 2, 5, 6, their badges and the background")
  func handChecked() {
    let found = elements(Self.grid(), in: CGRect(x: 150, y: 120, width: 100, height: 100))
    // Rows 50…150 and 150…250; columns 100…200 and 200…300. Badges (10 × 10 at each cell's corner) of items 1 and 5
    // lie at x 100…110 (outside); of items 2 and 6 at x 200…210 (inside): y 50…60 is outside, 150…160 inside.
    #expect(
      found == [
        .cell(1): [100, 50, 100, 100], .cell(2): [200, 50, 100, 100], .cell(5): [100, 150, 100, 100],
        .cell(6): [200, 150, 100, 100], .supplementary("badge", 6): [200, 150, 10, 10],
        .decoration("bg"): [0, 0, 400, 550],
      ])
  }

  @Test("X-1/X-4 categories, kinds and index paths")
  func kinds() throws {
    let layout = Self.grid()
    let cell = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 1)))
    #expect(cell.representedElementCategory == .cell)
    #expect(cell.representedElementKind == nil)
    let badge = try #require(
      layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 3, section: 1)))
    #expect(badge.representedElementCategory == .supplementaryView)
    #expect(badge.representedElementKind == "badge")
    let background = try #require(
      layout.layoutAttributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: 1)))
    #expect(background.representedElementCategory == .decorationView)
    // Section 1 starts at 550: header 550…600, one row 600…700 → background (0, 550, 400, 150).
    #expect(rounded(background.frame) == [0, 550, 400, 150])
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 1)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
    #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
  }

  @Test("Full query counts: 24 cells, 24 badges, 2 headers, 2 backgrounds")
  func fullCount() {
    let found = elements(Self.grid(), in: everywhere)
    #expect(found.count == 52)
    #expect(found.keys.filter { $0.category == .cell }.count == 24)
  }
}
