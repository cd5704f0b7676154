import CompositionalLayout
import Foundation
import Testing

// Builders and readers shared by the rule-family suites. Expected values in the suites are derived by hand from
// shared/spec/layout-semantics.md; these helpers only build layouts and read frames back.

/// A size from two dimensions.
func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
  NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// An item of the given dimensions, optionally with content insets.
func item(
  _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension,
  insets: NSDirectionalEdgeInsets = .zero
) -> NSCollectionLayoutItem {
  let item = NSCollectionLayoutItem(layoutSize: size(width, height))
  item.contentInsets = insets
  return item
}

/// Insets with the same value on every edge.
func uniform(_ value: CGFloat) -> NSDirectionalEdgeInsets {
  NSDirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
}

/// A context of `width` × `height` points for `counts`, with the given pixel rounding.
func context(
  width: CGFloat = 390, height: CGFloat = 844, counts: [Int], rounding: PixelRounding = .floor
) -> LayoutContext {
  var context = LayoutContext(size: CGSize(width: width, height: height), numberOfItemsInSection: counts)
  context.pixelRounding = rounding
  return context
}

/// Lays `section` out for every section of `counts`.
func layout(
  _ section: NSCollectionLayoutSection, counts: [Int], width: CGFloat = 390, height: CGFloat = 844,
  rounding: PixelRounding = .floor,
  configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
) -> UICollectionViewCompositionalLayout {
  let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  layout.prepare(context: context(width: width, height: height, counts: counts, rounding: rounding))
  return layout
}

/// Lays `section` out in a prepared `context`.
func layout(
  _ section: NSCollectionLayoutSection, context: LayoutContext,
  configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
) -> UICollectionViewCompositionalLayout {
  let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  layout.prepare(context: context)
  return layout
}

/// A frame as [x, y, width, height] rounded to 1/100 pt, the precision expectations are written at.
func rounded(_ rect: CGRect) -> [Double] {
  [rect.minX, rect.minY, rect.width, rect.height].map { (Double($0) * 100).rounded() / 100 }
}

func cell(_ layout: UICollectionViewCompositionalLayout, _ item: Int, section: Int = 0) -> [Double]? {
  layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)).map { rounded($0.frame) }
}

func supplementary(
  _ layout: UICollectionViewCompositionalLayout, _ kind: String, _ item: Int = 0, section: Int = 0
) -> [Double]? {
  layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section)).map {
    rounded($0.frame)
  }
}

func decoration(_ layout: UICollectionViewCompositionalLayout, _ kind: String, section: Int = 0) -> [Double]? {
  layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: section)).map {
    rounded($0.frame)
  }
}

/// [width, height] of the content, rounded to 1/100 pt.
func contentSize(_ layout: UICollectionViewCompositionalLayout) -> [Double] {
  let size = layout.collectionViewContentSize
  return [size.width, size.height].map { (Double($0) * 100).rounded() / 100 }
}

/// The diagnostic codes of the last pass.
func codes(_ layout: UICollectionViewCompositionalLayout) -> Set<LayoutDiagnostic.Code> {
  Set(layout.diagnostics.map(\.code))
}

/// Identifies one vended element independently of array order (spec X-2).
struct ElementKey: Hashable, CustomStringConvertible {
  var category: UICollectionView.ElementCategory
  var kind: String?
  var indexPath: IndexPath

  static func cell(_ item: Int, section: Int = 0) -> ElementKey {
    ElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section))
  }

  static func supplementary(_ kind: String, _ item: Int = 0, section: Int = 0) -> ElementKey {
    ElementKey(category: .supplementaryView, kind: kind, indexPath: IndexPath(item: item, section: section))
  }

  static func decoration(_ kind: String, section: Int = 0) -> ElementKey {
    ElementKey(category: .decorationView, kind: kind, indexPath: IndexPath(item: 0, section: section))
  }

  var description: String { "\(category) \(kind ?? "cell") \(indexPath)" }
}

/// The elements vended for `rect`, keyed by category, kind and index path, with rounded frames.
func elements(_ layout: UICollectionViewCompositionalLayout, in rect: CGRect) -> [ElementKey: [Double]] {
  var result: [ElementKey: [Double]] = [:]
  for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
    let key = ElementKey(
      category: attributes.representedElementCategory, kind: attributes.representedElementKind,
      indexPath: attributes.indexPath)
    result[key] = rounded(attributes.frame)
  }
  return result
}

/// The zIndex of every element in `rect`, keyed like `elements(_:in:)`.
func zIndices(_ layout: UICollectionViewCompositionalLayout, in rect: CGRect) -> [ElementKey: Int] {
  var result: [ElementKey: Int] = [:]
  for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
    let key = ElementKey(
      category: attributes.representedElementCategory, kind: attributes.representedElementKind,
      indexPath: attributes.indexPath)
    result[key] = attributes.zIndex
  }
  return result
}

/// A rect large enough to hold everything the suites lay out.
let everywhere = CGRect(x: -10_000, y: -10_000, width: 100_000, height: 100_000)

/// A boundary supplementary of an absolute size.
func boundary(
  _ kind: String, width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension,
  alignment: NSRectAlignment, offset: CGPoint? = nil
) -> NSCollectionLayoutBoundarySupplementaryItem {
  if let offset {
    return NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(width, height), elementKind: kind, alignment: alignment, absoluteOffset: offset)
  }
  return NSCollectionLayoutBoundarySupplementaryItem(
    layoutSize: size(width, height), elementKind: kind, alignment: alignment)
}

/// A section of one-item rows: a horizontal group `width` × `height` holding one full-size item.
func rowSection(
  width: NSCollectionLayoutDimension = .fractionalWidth(1), height: CGFloat
) -> NSCollectionLayoutSection {
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: size(width, .absolute(height)), subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
  return NSCollectionLayoutSection(group: group)
}

/// Whether `frame` is within `tolerance` points of `expected` ([x, y, width, height]) on every component; for
/// expectations with more than two decimals (e.g. 203.125), where rounding to 1/100 would be ambiguous.
func isNear(_ frame: CGRect?, _ expected: [Double], tolerance: Double = 0.001) -> Bool {
  guard let frame else { return false }
  let actual = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
  return zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The raw frame of a cell.
func cellRect(_ layout: UICollectionViewCompositionalLayout, _ item: Int, section: Int = 0) -> CGRect? {
  layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
