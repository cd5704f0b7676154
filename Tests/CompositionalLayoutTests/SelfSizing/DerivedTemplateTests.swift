import CompositionalLayout
import Foundation
import Testing

/// A sizing pass over a list whose rows differ only by their measured length derives most rows' templates from one
/// solved in full (`TemplateDerivation`); anything else takes the full solve. These tests lay the same shapes out
/// twice — once with one sizing pass over every row (the derived path), once with `setPreferredSize` row by row, where
/// each call re-solves one row in full — and compare every element's frame, the content size and the diagnostics.
/// (Debug builds also solve every derived template in full and assert that they match.)
@Suite("Derived row templates")
struct DerivedTemplateTests {
  static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// Row k's measured length along the scroll axis: 26 distinct values (0, fractions and repeats included).
  static func length(_ item: Int, section: Int) -> CGFloat {
    let k = (item * 7 + section * 3) % 26
    return k == 0 ? 0 : 20 + CGFloat(k) * 3.25
  }

  static let counts = [60, 45]

  enum Direction { case vertical, horizontal }

  /// Lays `section` out (every section the same) and sizes every row: in one sizing pass (`derived`) or row by row.
  static func layout(
    _ section: @escaping UICollectionViewCompositionalLayoutSectionProvider, direction: Direction = .vertical,
    rtl: Bool = false, length: (_ item: Int, _ section: Int) -> CGFloat = length(_:section:), derived: Bool
  ) -> UICollectionViewCompositionalLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = direction == .vertical ? .vertical : .horizontal
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: section, configuration: configuration)
    var context = LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: counts)
    if rtl { context.layoutDirection = .rightToLeft }
    layout.prepare(context: context)
    // The same answer both ways: the length along the scroll axis, a fixed length across it (taken only by an item
    // that estimates that axis too).
    func measured(_ indexPath: IndexPath) -> CGSize {
      let length = length(indexPath.item, indexPath.section)
      return direction == .vertical ? CGSize(width: 150, height: length) : CGSize(width: length, height: 150)
    }
    if derived {
      layout.performSizingPass { request in
        guard request.representedElementCategory == .cell else { return request.currentSize }
        return measured(request.indexPath)
      }
    } else {
      for (section, count) in counts.enumerated() {
        for item in 0..<count {
          let indexPath = IndexPath(item: item, section: section)
          layout.setPreferredSize(measured(indexPath), forItemAt: indexPath)
        }
      }
    }
    return layout
  }

  /// Every element (cells, supplementaries, decorations) with its frame and z-index, in a stable order.
  static func elements(_ layout: UICollectionViewCompositionalLayout) -> [String] {
    let content = layout.collectionViewContentSize
    let everything = CGRect(
      x: -100_000, y: -100_000, width: content.width + 200_000, height: content.height + 200_000)
    return (layout.layoutAttributesForElements(in: everything) ?? []).map {
      "\($0.representedElementCategory) \($0.representedElementKind ?? "-") \($0.indexPath) \($0.frame) z\($0.zIndex)"
    }.sorted()
  }

  static func diagnostics(_ layout: UICollectionViewCompositionalLayout) -> Set<String> {
    Set(layout.diagnostics.map { "\($0.code) \($0.message)" })
  }

  /// Lays `section` out both ways and expects the same elements, content size and diagnostics.
  static func expectSameLayouts(
    _ section: @escaping UICollectionViewCompositionalLayoutSectionProvider, direction: Direction = .vertical,
    rtl: Bool = false, length: (_ item: Int, _ section: Int) -> CGFloat = length(_:section:),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let derived = layout(section, direction: direction, rtl: rtl, length: length, derived: true)
    let solved = layout(section, direction: direction, rtl: rtl, length: length, derived: false)
    let derivedElements = elements(derived)
    #expect(derivedElements.count >= counts.reduce(0, +), sourceLocation: sourceLocation)
    #expect(derivedElements == elements(solved), sourceLocation: sourceLocation)
    #expect(derived.collectionViewContentSize == solved.collectionViewContentSize, sourceLocation: sourceLocation)
    #expect(diagnostics(derived) == diagnostics(solved), sourceLocation: sourceLocation)
  }

  /// A vertical list of full-width rows: `group` of one estimated item (or `item` as given).
  static func rows(
    item: NSCollectionLayoutItem = NSCollectionLayoutItem(
      layoutSize: size(.fractionalWidth(1), .estimated(44))),
    groupHeight: NSCollectionLayoutDimension = .estimated(44), horizontalGroup: Bool = false,
    configure: @escaping (NSCollectionLayoutSection) -> Void = { _ in },
    configureGroup: @escaping (NSCollectionLayoutGroup) -> Void = { _ in }
  ) -> UICollectionViewCompositionalLayoutSectionProvider {
    { _, _ in
      let groupSize = size(.fractionalWidth(1), groupHeight)
      let group =
        horizontalGroup
        ? NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        : NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item])
      configureGroup(group)
      let section = NSCollectionLayoutSection(group: group)
      configure(section)
      return section
    }
  }

  @Test("hand-checked: rows stack at their measured heights with the section's insets and spacing")
  func handChecked() {
    let layout = Self.layout(
      Self.rows { section in
        section.interGroupSpacing = 1
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 12)
      }, derived: true)
    func frame(_ item: Int) -> CGRect? { layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
    // Lengths (k = 7 × item % 26): row 0 → k 0 → 0; row 1 → k 7 → 20 + 22.75 = 42.75; row 2 → k 14 → 65.5;
    // row 3 → k 21 → 88.25; row 4 → k 2 → 26.5. Width 390 − 16 − 12 = 362.
    // y: 10; 10 + 0 + 1 = 11; 11 + 42.75 + 1 = 54.75; 54.75 + 65.5 + 1 = 121.25; 121.25 + 88.25 + 1 = 210.5.
    #expect(frame(0) == CGRect(x: 16, y: 10, width: 362, height: 0))
    #expect(frame(1) == CGRect(x: 16, y: 11, width: 362, height: 42.75))
    #expect(frame(2) == CGRect(x: 16, y: 54.75, width: 362, height: 65.5))
    #expect(frame(3) == CGRect(x: 16, y: 121.25, width: 362, height: 88.25))
    #expect(frame(4) == CGRect(x: 16, y: 210.5, width: 362, height: 26.5))
    // Row 26 has k = 182 % 26 = 0 again: the same (shared) template as row 0.
    #expect(frame(26)?.height == 0)
  }

  @Test("a plain list (W2's shape) and a horizontal group of one item")
  func plain() {
    Self.expectSameLayouts(Self.rows { $0.interGroupSpacing = 1 })
    Self.expectSameLayouts(Self.rows(horizontalGroup: true) { $0.interGroupSpacing = 3 })
  }

  @Test("section, group and item insets; fixed edge spacing; interItemSpacing")
  func insetsAndSpacing() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.8), .estimated(44)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 6)
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: .fixed(2), trailing: .fixed(4), bottom: .fixed(6))
    Self.expectSameLayouts(
      Self.rows(
        item: item, horizontalGroup: true,
        configure: { section in
          section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 7, trailing: 9)
          section.interGroupSpacing = 2
        },
        configureGroup: { group in
          group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 3)
          group.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: nil, top: .fixed(3), trailing: nil, bottom: .fixed(5))
          group.interItemSpacing = .fixed(11)
        }))
  }

  @Test("content insets on the estimated axis are ignored with a diagnostic each solve: every row solved in full")
  func ignoredInsets() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    Self.expectSameLayouts(Self.rows(item: item))
  }

  @Test("flexible edge spacing along the scroll axis takes the full solve")
  func flexibleAlongAxis() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .flexible(4), trailing: nil, bottom: nil)
    Self.expectSameLayouts(Self.rows(item: item, groupHeight: .absolute(60)))
    Self.expectSameLayouts(Self.rows(item: item, groupHeight: .estimated(80), horizontalGroup: true))
  }

  @Test("nested groups of one item, and a fixed-height group its rows overflow")
  func nestedAndFixed() {
    Self.expectSameLayouts { _, _ in
      let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(44)))
      item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(3), trailing: nil, bottom: nil)
      let inner = NSCollectionLayoutGroup.horizontal(
        layoutSize: Self.size(.fractionalWidth(0.9), .estimated(44)), subitems: [item])
      inner.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
      inner.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(7), top: .fixed(9), trailing: nil, bottom: nil)
      let outer = NSCollectionLayoutGroup.vertical(
        layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), subitems: [inner])
      return NSCollectionLayoutSection(group: outer)
    }
    Self.expectSameLayouts(Self.rows(groupHeight: .absolute(50)) { $0.interGroupSpacing = 4 })
  }

  @Test("headers and footers (pinned or not) and a decoration background")
  func boundaryItemsAndDecorations() {
    Self.expectSameLayouts(
      Self.rows { section in
        let header = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: Self.size(.fractionalWidth(1), .absolute(30)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: Self.size(.fractionalWidth(1), .estimated(20)),
          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        section.decorationItems = [.background(elementKind: "background")]
        section.interGroupSpacing = 1
      })
  }

  @Test("badges and group supplementaries take the full solve")
  func badgesAndGroupSupplementaries() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: Self.size(.absolute(20), .fractionalHeight(0.5)), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
    Self.expectSameLayouts(
      Self.rows(
        item: NSCollectionLayoutItem(
          layoutSize: Self.size(.fractionalWidth(1), .estimated(44)), supplementaryItems: [badge])
      ))
    Self.expectSameLayouts(
      Self.rows(configureGroup: { group in
        group.supplementaryItems = [
          NSCollectionLayoutSupplementaryItem(
            layoutSize: Self.size(.absolute(10), .absolute(10)), elementKind: "dot",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom]))
        ]
      }))
  }

  @Test("right-to-left mirroring")
  func rightToLeft() {
    let item = NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(0.7), .estimated(44)))
    Self.expectSameLayouts(
      Self.rows(item: item, horizontalGroup: true) { section in
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 0, trailing: 10)
        section.interGroupSpacing = 1
      }, rtl: true)
  }

  @Test("a horizontal list of estimated widths")
  func horizontalList() {
    Self.expectSameLayouts(
      { _, _ in
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.estimated(60), .fractionalHeight(1)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(2), top: nil, trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: Self.size(.estimated(60), .fractionalHeight(0.5)), subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
        section.interGroupSpacing = 10
        return section
      }, direction: .horizontal)
  }

  @Test("list configurations (plain and inset grouped, with headers)")
  func listConfigurations() {
    for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .insetGrouped] {
      var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      configuration.headerMode = .supplementary
      Self.expectSameLayouts { _, environment in
        NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      }
    }
  }

  @Test(
    "unusual lengths: negative, −0, and beyond the 1e9-pt limit (clamped with a diagnostic by the full solve)")
  func unusualLengths() {
    // Halves and whole numbers only: the row-by-row layout adds the strides in another order, which must not round.
    let lengths: [CGFloat] = [-5, -0.0, 0, 0.5, 2e9, 44, 1e9, 3.25]
    Self.expectSameLayouts(Self.rows { $0.interGroupSpacing = 1 }, length: { item, _ in lengths[item % lengths.count] })
  }

  @Test("an item estimating both axes, or uniform across siblings, takes the full solve or derives the same")
  func otherItemSizes() {
    Self.expectSameLayouts(
      Self.rows(
        item: NSCollectionLayoutItem(layoutSize: Self.size(.estimated(200), .estimated(44))), horizontalGroup: true))
    Self.expectSameLayouts(
      Self.rows(
        item: NSCollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 44)))))
  }
}
