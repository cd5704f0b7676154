import CompositionalLayout
import Foundation

/// One reference image of shared/oracle and the layout that UIKit drew into it.
struct OracleCase: CustomStringConvertible, Sendable {
  typealias RGB = [Int]

  var image: String
  /// Where content point (0, 0) sits in the image, in points.
  var origin: CGPoint
  /// The area to judge, in content points.
  var region: CGRect
  var background: RGB
  var size: CGSize
  var counts: [Int]
  var cellColour: @Sendable (IndexPath) -> RGB
  var cellCornerRadius: CGFloat
  var supplementaryColour: RGB = [170, 170, 170]
  var configuration: @Sendable () -> UICollectionViewCompositionalLayoutConfiguration = {
    UICollectionViewCompositionalLayoutConfiguration()
  }
  var section: @Sendable () -> NSCollectionLayoutSection
  /// The iOS release the image was drawn on, when it is not the current one (the da-* screenshots are from the
  /// iOS 14.5–15 era and need its pixel rounding); nil lays the case out at default settings.
  var targetRelease: TargetRelease?

  var description: String { image }

  /// The case laid out for its release, or at default settings when `atDefaultSettings` (the current release).
  func layout(atDefaultSettings: Bool = false) -> UICollectionViewCompositionalLayout {
    let layout = UICollectionViewCompositionalLayout(section: section(), configuration: configuration())
    var context = LayoutContext(size: size, numberOfItemsInSection: counts)
    if !atDefaultSettings, let targetRelease { context.targetRelease = targetRelease }
    layout.prepare(context: context)
    return layout
  }

  /// The JSON that shared/oracle/tools/compare.py reads: every element the layout puts in the judged region.
  func compareSpecification(imageDirectory: URL, atDefaultSettings: Bool = false) throws -> Data {
    let layout = layout(atDefaultSettings: atDefaultSettings)
    let elements = (layout.layoutAttributesForElements(in: region) ?? []).map { attributes -> [String: Any] in
      let frame = attributes.frame
      let isCell = attributes.representedElementCategory == .cell
      return [
        "colour": isCell ? cellColour(attributes.indexPath) : supplementaryColour,
        "frame": [frame.minX, frame.minY, frame.width, frame.height].map(Double.init),
        "z": attributes.zIndex,
        "corner_radius": isCell ? Double(cellCornerRadius) : 0,
      ]
    }
    let specification: [String: Any] = [
      "image": imageDirectory.appendingPathComponent(image).path,
      "scale": 3,
      "origin": [Double(origin.x), Double(origin.y)],
      "region": [region.minX, region.minY, region.width, region.height].map(Double.init),
      "background": background,
      "elements": elements,
    ]
    return try JSONSerialization.data(withJSONObject: specification, options: [.prettyPrinted, .sortedKeys])
  }
}

extension NSCollectionLayoutSize {
  convenience init(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) {
    self.init(widthDimension: width, heightDimension: height)
  }
}

extension NSDirectionalEdgeInsets {
  static func all(_ value: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
  }
}
