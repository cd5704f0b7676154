import CompositionalLayout
import Foundation
import Testing

/// Separator resolution per row (spec L-7, §2.2).
@Suite("List separators")
struct ListSeparatorTests {
  func resolved(
    _ configuration: UICollectionLayoutListConfiguration, _ item: Int, of count: Int
  ) -> UIListSeparatorConfiguration {
    configuration.resolvedSeparatorConfiguration(forItemAt: IndexPath(item: item, section: 0), itemCount: count)
  }

  @Test("insetGrouped hides the separator under the last row only (M)")
  func insetGroupedLastRow() {
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(resolved(configuration, 0, of: 3).bottomSeparatorVisibility == .visible)
    #expect(resolved(configuration, 1, of: 3).bottomSeparatorVisibility == .visible)
    #expect(resolved(configuration, 2, of: 3).bottomSeparatorVisibility == .hidden)
    #expect(resolved(configuration, 0, of: 3).topSeparatorVisibility == .hidden)
    // Leading stays automatic (aligned with the text by the cell); trailing runs to the edge.
    let insets = resolved(configuration, 0, of: 3).bottomSeparatorInsets
    #expect(UIListSeparatorConfiguration.isAutomatic(insets.leading))
    #expect(insets.trailing == 0)
  }

  @Test("grouped draws full-width lines above the first row and below the last (M)")
  func groupedEdges() {
    let configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    let first = resolved(configuration, 0, of: 3)
    #expect(first.topSeparatorVisibility == .visible)
    #expect(first.topSeparatorInsets.leading == 0)
    #expect(UIListSeparatorConfiguration.isAutomatic(first.bottomSeparatorInsets.leading))
    let last = resolved(configuration, 2, of: 3)
    #expect(last.bottomSeparatorVisibility == .visible)
    #expect(last.bottomSeparatorInsets.leading == 0)
    #expect(last.topSeparatorVisibility == .hidden)
  }

  @Test("The item separator handler gets the resolved configuration and has the last word")
  func handler() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    var seen: [UIListSeparatorConfiguration.Visibility] = []
    configuration.itemSeparatorHandler = { indexPath, separators in
      seen.append(separators.bottomSeparatorVisibility)
      var result = separators
      if indexPath.item == 2 { result.bottomSeparatorVisibility = .visible }
      if indexPath.item == 0 { result.bottomSeparatorInsets.leading = 60 }
      return result
    }
    #expect(resolved(configuration, 2, of: 3).bottomSeparatorVisibility == .visible)
    #expect(resolved(configuration, 0, of: 3).bottomSeparatorInsets.leading == 60)
    #expect(seen == [.hidden, .visible])
  }

  @Test("Explicit visibilities in separatorConfiguration win over the automatic rules")
  func explicitBaseline() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.separatorConfiguration.bottomSeparatorVisibility = .hidden
    #expect(resolved(configuration, 0, of: 3).bottomSeparatorVisibility == .hidden)
    configuration.separatorConfiguration.topSeparatorVisibility = .visible
    #expect(resolved(configuration, 1, of: 3).topSeparatorVisibility == .visible)
  }

  @Test("showsSeparators false hides everything and skips the handler; sidebars hide automatic ones")
  func hidden() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    #expect(resolved(configuration, 2, of: 3).bottomSeparatorVisibility == .visible)
    configuration.showsSeparators = false
    configuration.itemSeparatorHandler = { _, _ in UIListSeparatorConfiguration(listAppearance: .plain) }
    let result = resolved(configuration, 0, of: 3)
    #expect(result.bottomSeparatorVisibility == .hidden)
    #expect(result.topSeparatorVisibility == .hidden)
    let sidebar = UICollectionLayoutListConfiguration(appearance: .sidebar)
    #expect(resolved(sidebar, 0, of: 3).bottomSeparatorVisibility == .hidden)
    var header = UICollectionLayoutListConfiguration(appearance: .plain)
    header.headerMode = .firstItemInSection
    #expect(resolved(header, 0, of: 3).bottomSeparatorVisibility == .hidden)
  }

  @Test("A separator effect is kept through the item separator handler and takes part in equality")
  func visualEffect() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .separator)
    configuration.itemSeparatorHandler = { _, proposed in
      var separators = proposed
      separators.visualEffect = vibrancy
      return separators
    }
    let result = resolved(configuration, 0, of: 3)
    #expect(result.visualEffect === vibrancy)
    let plain = UIListSeparatorConfiguration(listAppearance: .plain)
    #expect(plain.visualEffect == nil)
    var withEffect = plain
    withEffect.visualEffect = vibrancy
    #expect(withEffect != plain)
  }
}
