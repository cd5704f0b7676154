import Foundation

/// A compositional layout whose every section is a list section; it remembers its list configuration.
final class ListCompositionalLayout: UICollectionViewCompositionalLayout {
  let storedListConfiguration: UICollectionLayoutListConfiguration

  init(listConfiguration: UICollectionLayoutListConfiguration) {
    self.storedListConfiguration = listConfiguration
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing =
      listConfiguration.headerMode == .supplementary ? listConfiguration.resolvedHeaderTopPadding : 0
    super.init(
      sectionProvider: { _, environment in
        NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)
      }, configuration: configuration)
  }
}

extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)` with
  /// `configuration`.
  ///
  /// A positive `headerTopPadding` (with supplementary headers) becomes the configuration's `interSectionSpacing`,
  /// so it is added above every header but the first section's.
  ///
  /// - Returns: a new layout; `listConfiguration` returns `configuration`.
  ///
  /// UIKit parity: `UICollectionViewCompositionalLayout.list(using:)` (iOS 14). Difference: no padding above the
  /// first section's header (the engine has no per-section space before boundary items).
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    ListCompositionalLayout(listConfiguration: configuration)
  }

  /// The list configuration the layout was made with by `list(using:)`, or nil for other layouts.
  ///
  /// UIKit parity: none (UIKit keeps it private); cells and renderers read separators and appearance from it.
  public var listConfiguration: UICollectionLayoutListConfiguration? {
    (self as? ListCompositionalLayout)?.storedListConfiguration
  }

  /// The list configuration of section `section`: the layout's own (`list(using:)`), else the one the section
  /// provider's section was made with (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) when the layout
  /// last asked for it; nil for sections that are not lists.
  ///
  /// - Complexity: O(1).
  ///
  /// UIKit parity: none (UIKit keeps it private); list cells read their appearance, separators and default
  /// background from it, as UIKit's list sections configure their cells.
  public func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
    listConfiguration ?? sectionLists.configuration(forSection: section)
  }
}

/// The list configurations of a layout's provided sections, by section index, as last provided.
final class SectionListConfigurations: @unchecked Sendable {
  private var configurations: [Int: UICollectionLayoutListConfiguration] = [:]

  func record(_ configuration: UICollectionLayoutListConfiguration?, forSection section: Int) {
    configurations[section] = configuration
  }

  func configuration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
    configurations[section]
  }
}
