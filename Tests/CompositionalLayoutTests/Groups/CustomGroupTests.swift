import CompositionalLayout
import Foundation
import Testing

/// Spec G-19…G-22 and Z-4: custom groups, their container, frames and zIndex.
@Suite("Custom groups (G-19…G-21)")
struct CustomGroupTests {
  final class Captured {
    var contentSize: CGSize = .zero
    var effectiveContentSize: CGSize = .zero
    var calls = 0
  }

  static func customSection(captured: Captured? = nil, insets: NSDirectionalEdgeInsets = .zero)
    -> NSCollectionLayoutSection
  {
    let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(200))) { environment in
      captured?.contentSize = environment.container.contentSize
      captured?.effectiveContentSize = environment.container.effectiveContentSize
      captured?.calls += 1
      return [
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100), zIndex: 5),
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 100, y: 50, width: 50, height: 50), zIndex: -1),
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 0, width: 190, height: 200)),
      ]
    }
    group.contentInsets = insets
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    return section
  }

  @Test("G-19/G-20 frames are relative to each group instance; one item per frame; extra frames dropped")
  func frames() {
    let layout = layout(Self.customSection(), counts: [5])
    #expect(cell(layout, 0) == [0, 0, 100, 100])
    #expect(cell(layout, 1) == [100, 50, 50, 50])
    #expect(cell(layout, 2) == [200, 0, 190, 200])
    // Second instance at y 200 + 10 = 210; only items 3 and 4 remain, the third frame is unused.
    #expect(cell(layout, 3) == [0, 210, 100, 100])
    #expect(cell(layout, 4) == [100, 260, 50, 50])
    #expect(cell(layout, 5) == nil)
    // Two instances: 200 + 10 + 200 = 410.
    #expect(contentSize(layout) == [390, 410])
  }

  @Test("G-21 the provider sees the group's size and content insets; frames stay relative to the group origin")
  func container() {
    let captured = Captured()
    let layout = layout(Self.customSection(captured: captured, insets: uniform(10)), counts: [3])
    // Container 390 × 200 with insets 10 → effective 370 × 180.
    #expect(cell(layout, 0) == [0, 0, 100, 100])
    #expect(captured.contentSize == CGSize(width: 390, height: 200))
    #expect(captured.effectiveContentSize == CGSize(width: 370, height: 180))
    #expect(captured.calls >= 1)
  }

  @Test("Z-4 custom items carry their zIndex; init(frame:) defaults to 0")
  func zIndex() {
    let layout = layout(Self.customSection(), counts: [3])
    let z = zIndices(layout, in: everywhere)
    #expect(z[.cell(0)] == 5)
    #expect(z[.cell(1)] == -1)
    #expect(z[.cell(2)] == 0)
  }

  @Test("DEC-6 with a decoration, custom zIndex below 1 is promoted to 1, higher values kept")
  func promoted() {
    let section = Self.customSection()
    section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "bg")]
    let z = zIndices(layout(section, counts: [3]), in: everywhere)
    #expect(z[.cell(0)] == 5)
    #expect(z[.cell(1)] == 1)
    #expect(z[.cell(2)] == 1)
    #expect(z[.decoration("bg")] == 0)
  }

  @Test("G-19 a custom group nested in a horizontal group is offset by its slot")
  func nested() {
    let custom = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1))) { _ in
      [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 20, width: 30, height: 40))]
    }
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)),
      subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1)), custom])
    let layout = layout(NSCollectionLayoutSection(group: row), counts: [4])
    // The custom group's slot starts at x 195: its frame lands at (205, 20); the next row at y 100.
    #expect(cell(layout, 1) == [205, 20, 30, 40])
    #expect(cell(layout, 3) == [205, 120, 30, 40])
  }
}
