import CompositionalLayout
import Foundation
import Testing

@testable import LayoutRendering

@Suite("Whole-content element query")
struct LayoutElementQueryTests {
  /// A 390 × 844 layout of one section of `count` 50 × 50 items in one orthogonally scrolling row.
  static func orthogonalRow(count: Int) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.prepare(context: LayoutContext(numberOfItemsInSection: [count]))
    return layout
  }

  @Test("A small layout: every element once, the same set as one rect query over the whole content")
  func smallLayoutComplete() {
    for layout in [SampleLayouts.tiny(), SampleLayouts.list(count: 40), Self.orthogonalRow(count: 30)] {
      let (elements, isTruncated) = LayoutElementQuery.elements(of: layout, budget: 10_000)
      let expected = layout.layoutAttributesForElements(in: LayoutElementQuery.wholeContentRect(of: layout)) ?? []
      #expect(!isTruncated)
      #expect(elements.count == expected.count)
      let keys = Set(
        elements.map { "\($0.representedElementCategory) \($0.representedElementKind ?? "") \($0.indexPath)" })
      #expect(keys.count == elements.count)
    }
  }

  @Test("A hundred million rows: the first elements in content order, truncated at the budget")
  func hugeListStopsAtBudget() throws {
    let layout = SampleLayouts.list(count: 100_000_000)
    let (elements, isTruncated) = LayoutElementQuery.elements(of: layout, budget: 1_000)
    #expect(isTruncated)
    #expect(elements.count == 1_000)
    let items = elements.filter { $0.representedElementCategory == .cell }.map(\.indexPath.item)
    #expect(items.contains(0))
    #expect(try #require(items.max()) < 1_000)
  }

  @Test("Ten million items in one orthogonal row are not vended at once")
  func hugeOrthogonalRowStopsAtBudget() throws {
    let layout = Self.orthogonalRow(count: 10_000_000)
    let (elements, isTruncated) = LayoutElementQuery.elements(of: layout, budget: 500)
    #expect(isTruncated)
    #expect(elements.count == 500)
    #expect(elements.map(\.indexPath.item).contains(0))
  }

  @Test("The budget check: a huge layout exceeds it, a small one does not")
  func budgetCheck() {
    #expect(LayoutRenderingLimits.maximumWholeContentElements == 200_000)
    #expect(LayoutRenderingLimits.exceedsWholeContentElementBudget(SampleLayouts.list(count: 100_000_000)))
    #expect(!LayoutRenderingLimits.exceedsWholeContentElementBudget(SampleLayouts.tiny()))
  }
}
