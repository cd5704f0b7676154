import CompositionalLayout
import Foundation
import Testing

/// Spec 2.7 (L-1…L-6) and Q-10: sections stacked with spacing, layout-level boundary items, configuration copies.
@Suite("Whole layout (L, Q-10)")
struct LayoutStackingTests {
  static func spaced(_ spacing: CGFloat) -> UICollectionViewCompositionalLayoutConfiguration {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = spacing
    return configuration
  }

  @Test("L-2/L-3 interSectionSpacing only between sections", arguments: [0, 1, 2])
  func interSectionSpacing(section: Int) {
    let layout = layout(rowSection(height: 100), counts: [1, 1, 1], configuration: Self.spaced(20))
    // Sections at 0, 120, 240; content 3 × 100 + 2 × 20 = 340 (no spacing after the last).
    #expect(cell(layout, 0, section: section) == [0, Double(120 * section), 390, 100])
    #expect(contentSize(layout) == [390, 340])
  }

  @Test("L-4 layout header and footer bracket the sections and extend the content")
  func layoutHeaderFooter() {
    let configuration = Self.spaced(10)
    configuration.boundarySupplementaryItems = [
      boundary("top", width: .fractionalWidth(1), height: .absolute(50), alignment: .top),
      boundary("end", width: .fractionalWidth(1), height: .absolute(30), alignment: .bottom),
    ]
    let layout = layout(rowSection(height: 100), counts: [2, 1], configuration: configuration)
    // Header 0…50; section 0 rows at 50, 150; section 1 at 250 + 10 = 260; footer at 360…390.
    #expect(supplementary(layout, "top") == [0, 0, 390, 50])
    #expect(cell(layout, 1) == [0, 150, 390, 100])
    #expect(cell(layout, 0, section: 1) == [0, 260, 390, 100])
    #expect(supplementary(layout, "end") == [0, 360, 390, 30])
    #expect(contentSize(layout) == [390, 390])
    // B-16 (engine choice): layout-level items answer at (0, 0).
    let keys = Set(elements(layout, in: everywhere).keys.filter { $0.category == .supplementaryView })
    #expect(keys == [.supplementary("top"), .supplementary("end")])
  }

  @Test("B-15 layout-level fractions resolve against the container; a non-extending item overlaps")
  func layoutLevelFraction() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    let banner = boundary("banner", width: .fractionalWidth(0.5), height: .fractionalHeight(0.05), alignment: .top)
    banner.extendsBoundary = false
    configuration.boundarySupplementaryItems = [banner]
    let layout = layout(rowSection(height: 100), counts: [1], configuration: configuration)
    // 0.5 × 390 = 195 centred at (390 − 195)/2 = 97.5; 0.05 × 844 = 42.2 = 126.6 px → 126 px = 42; no band.
    #expect(supplementary(layout, "banner") == [97.5, 0, 195, 42])
    #expect(cell(layout, 0) == [0, 0, 390, 100])
    #expect(contentSize(layout) == [390, 100])
  }

  @Test("Q-10/L-6 a fetched configuration is a copy; assigning it invalidates")
  func configurationCopy() {
    let layout = layout(rowSection(height: 100), counts: [1, 1])
    let fetched = layout.configuration
    fetched.interSectionSpacing = 50
    // Mutating the copy changes nothing: sections still touch (content 200).
    #expect(contentSize(layout) == [390, 200])
    #expect(layout.configuration.interSectionSpacing == 0)
    layout.configuration = fetched
    // Assigned: 100 + 50 + 100 = 250; section 1 at 150.
    #expect(contentSize(layout) == [390, 250])
    #expect(cell(layout, 0, section: 1) == [0, 150, 390, 100])
    // The layout stored a copy, so later mutation of the assigned object does nothing either.
    fetched.interSectionSpacing = 0
    #expect(contentSize(layout) == [390, 250])
  }

  @Test("Q-10 the configuration passed to init is copied")
  func initCopy() {
    let configuration = Self.spaced(30)
    let layout = layout(rowSection(height: 100), counts: [1, 1], configuration: configuration)
    configuration.interSectionSpacing = 0
    layout.invalidateLayout()
    // Still 100 + 30 + 100.
    #expect(contentSize(layout) == [390, 230])
  }

  @Test("C-1 a section provider sees the container and is asked once per section")
  func providerEnvironment() {
    final class Log { var calls: [(Int, CGSize)] = [] }
    let log = Log()
    let layout = UICollectionViewCompositionalLayout { index, environment in
      log.calls.append((index, environment.container.effectiveContentSize))
      return rowSection(height: 10)
    }
    layout.prepare(context: context(counts: [1, 1, 1]))
    #expect(log.calls.map(\.0) == [0, 1, 2])
    #expect(log.calls.allSatisfy { $0.1 == CGSize(width: 390, height: 844) })
  }
}
