import CompositionalLayout
import Foundation

/// A prepared list layout: `configuration` for every section of `counts`, at `width` × 844 and `scale`.
func listLayout(
  _ configuration: UICollectionLayoutListConfiguration, counts: [Int], width: CGFloat = 390, scale: CGFloat = 3
) -> UICollectionViewCompositionalLayout {
  let layout = UICollectionViewCompositionalLayout.list(using: configuration)
  var context = LayoutContext(
    size: CGSize(width: width, height: 844), numberOfItemsInSection: counts,
    traitCollection: UITraitCollection(displayScale: scale))
  context.pixelRounding = .nearest
  layout.prepare(context: context)
  return layout
}

/// A list configuration with header and footer modes.
func listConfiguration(
  _ appearance: UICollectionLayoutListConfiguration.Appearance,
  header: UICollectionLayoutListConfiguration.HeaderMode = .none,
  footer: UICollectionLayoutListConfiguration.FooterMode = .none
) -> UICollectionLayoutListConfiguration {
  var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
  configuration.headerMode = header
  configuration.footerMode = footer
  return configuration
}

/// Whether `frame` equals `expected` ([x, y, width, height] in points) to a hundredth of a device pixel at 3×.
func isOnPixel(_ frame: CGRect?, _ expected: [Double]) -> Bool {
  isNear(frame, expected, tolerance: 0.0034)
}

/// The frame of the section header at `section`.
func headerRect(_ layout: UICollectionViewCompositionalLayout, section: Int = 0) -> CGRect? {
  layout.layoutAttributesForSupplementaryView(
    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
}

/// The frame of the section footer at `section`.
func footerRect(_ layout: UICollectionViewCompositionalLayout, section: Int = 0) -> CGRect? {
  layout.layoutAttributesForSupplementaryView(
    ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
}

/// Sets a measured height for the header of `section`.
func measureHeader(_ layout: UICollectionViewCompositionalLayout, height: CGFloat, width: CGFloat, section: Int) {
  layout.setPreferredSize(
    CGSize(width: width, height: height), forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    at: IndexPath(item: 0, section: section))
}

/// Sets measured heights for rows of `section`.
func measureRows(_ layout: UICollectionViewCompositionalLayout, _ heights: [CGFloat], width: CGFloat, section: Int) {
  for (item, height) in heights.enumerated() {
    layout.setPreferredSize(CGSize(width: width, height: height), forItemAt: IndexPath(item: item, section: section))
  }
}
