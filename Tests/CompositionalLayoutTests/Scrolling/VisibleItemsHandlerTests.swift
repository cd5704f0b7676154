import CompositionalLayout
import Foundation
import Testing

/// The visible-items handler: what it is given and how its edits show (spec V-1…V-6, case B16).
@Suite("Visible-items invalidation handler")
struct VisibleItemsHandlerTests {
  final class Recorder: @unchecked Sendable {
    var offsets: [CGPoint] = []
    var itemCounts: [Int] = []
  }

  /// Case B16: container 375 × 812, `.continuous`, group fractionalWidth 1 × fractionalHeight 0.4 with items
  /// 0.5 × 0.5. 0.4 × 812 = 324.8, floored to the 3× grid: 324.667; item 0 = (0, 0, 187.5, 162.333).
  static func pinnedFirstCell(_ recorder: Recorder) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(0.5))
    )
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.visibleItemsInvalidationHandler = { items, offset, _ in
      recorder.offsets.append(offset)
      recorder.itemCounts.append(items.count)
      for item in items where item.indexPath.item == 0 {
        item.zIndex = 25
        item.alpha = 0.5
        if offset.x >= 137.5 { item.transform = CGAffineTransform(translationX: offset.x - 137.5, y: 0) }
      }
    }
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 375, height: 812), numberOfItemsInSection: [8]))
    return layout
  }

  @Test("edits to zIndex, alpha and transform show in the vended attributes")
  func edits() throws {
    let recorder = Recorder()
    let layout = Self.pinnedFirstCell(recorder)
    let elements = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 812)))
    let first = try #require(elements.first { $0.indexPath.item == 0 })
    #expect(first.zIndex == 25)
    #expect(first.alpha == 0.5)
    #expect(first.transform.isIdentity)
    #expect(recorder.offsets == [.zero])
  }

  @Test("by default culling uses the layout frame, as UIKit: a translated cell whose frame left goes (case B16)")
  func layoutFrameCulling() throws {
    let recorder = Recorder()
    let layout = Self.pinnedFirstCell(recorder)
    #expect(!layout.cullsByTransformedFrame)
    layout.scrollPosition.orthogonalContentOffsets[0] = CGPoint(x: 200, y: 0)
    let rect = CGRect(x: 0, y: 0, width: 375, height: 812)
    let elements = try #require(layout.layoutAttributesForElements(in: rect))
    // Layout frame 0…187.5 scrolled by 200 → −200…−12.5: it does not meet 0…375, so UIKit drops the cell although
    // its translation (200 − 137.5 = 62.5) draws it at −137.5…50.
    #expect(!elements.contains { $0.indexPath.item == 0 && $0.representedElementCategory == .cell })
    // The handler still edited it: single-element queries vend the edit.
    let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.transform.tx == 62.5)
    #expect(recorder.offsets.last == CGPoint(x: 200, y: 0))
  }

  @Test("opt-in: cullsByTransformedFrame keeps a translated cell while it shows (case B16's better behaviour)")
  func transformedCulling() throws {
    let recorder = Recorder()
    let layout = Self.pinnedFirstCell(recorder)
    layout.cullsByTransformedFrame = true
    layout.scrollPosition.orthogonalContentOffsets[0] = CGPoint(x: 200, y: 0)
    let elements = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 812)))
    let first = try #require(elements.first { $0.indexPath.item == 0 })
    // Layout frame 0…187.5 scrolled by 200 → −200…−12.5, off screen; translated by 200 − 137.5 = 62.5 → −137.5…50.
    #expect(first.frame.minX == -200)
    #expect(first.transform.tx == 62.5)
    #expect(recorder.offsets.last == CGPoint(x: 200, y: 0))
  }

  @Test("the handler runs once per scroll position, and again when it changes")
  func runsPerPosition() {
    let recorder = Recorder()
    let layout = Self.pinnedFirstCell(recorder)
    let rect = CGRect(x: 0, y: 0, width: 375, height: 812)
    _ = layout.layoutAttributesForElements(in: rect)
    _ = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(recorder.offsets.count == 1)
    layout.scrollPosition.orthogonalContentOffsets[0] = CGPoint(x: 40, y: 0)
    _ = layout.layoutAttributesForElements(in: rect)
    #expect(recorder.offsets == [.zero, CGPoint(x: 40, y: 0)])
  }

  @Test("with estimated sizes the handler runs on the first pass and its edits apply (case B03, better than UIKit)")
  func estimatedSizes() throws {
    let recorder = Recorder()
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    section.visibleItemsInvalidationHandler = { items, offset, _ in
      recorder.offsets.append(offset)
      for item in items {
        item.alpha = 0.5
        item.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
      }
    }
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 375, height: 812), numberOfItemsInSection: [10]))
    layout.setPreferredSize(CGSize(width: 375, height: 90), forItemAt: IndexPath(item: 0, section: 0))
    let elements = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 812)))
    // Ten rows: 90 + 9 × 60 = 630 pt, all on screen, all edited; the first pass (offset zero) ran the handler.
    #expect(elements.count == 10)
    #expect(elements.allSatisfy { $0.alpha == 0.5 && $0.transform.a == 0.9 })
    #expect(elements.first { $0.indexPath.item == 1 }?.frame == CGRect(x: 0, y: 90, width: 375, height: 60))
    #expect(recorder.offsets == [.zero])
  }

  @Test("groupPagingCentered hands the handler a negative offset at rest (spec V-4)")
  func negativeStart() {
    let recorder = Recorder()
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.visibleItemsInvalidationHandler = { _, offset, _ in recorder.offsets.append(offset) }
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [5]))
    _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
    // Centring group 0: 0 + 300/2 − 390/2 = −45.
    #expect(recorder.offsets == [CGPoint(x: -45, y: 0)])
  }
}
