import CompositionalLayout
import Foundation
import Testing

/// Lays `section` out for every section of `counts` in a container of `size` points.
func solve(
  _ section: NSCollectionLayoutSection, size: CGSize, counts: [Int],
  configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration(),
  targetRelease: TargetRelease = .current
) -> UICollectionViewCompositionalLayout {
  let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  var context = LayoutContext(size: size, numberOfItemsInSection: counts)
  context.targetRelease = targetRelease
  layout.prepare(context: context)
  return layout
}

/// Rounds to 1/100 pt, the precision frames are compared at.
func rounded(_ rect: CGRect) -> [Double] {
  [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 100).rounded() / 100 }
}

func cellFrame(_ layout: UICollectionViewCompositionalLayout, _ item: Int, section: Int = 0) -> [Double]? {
  layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)).map { rounded($0.frame) }
}

func supplementaryFrame(
  _ layout: UICollectionViewCompositionalLayout, _ kind: String, _ item: Int, section: Int = 0
) -> [Double]? {
  layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section)).map {
    rounded($0.frame)
  }
}
