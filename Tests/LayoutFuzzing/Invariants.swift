import CompositionalLayout
import Foundation

/// The invariants every prepared layout must hold, whatever its input (see `LayoutFuzzer`).
struct Invariants {
  var layout: UICollectionViewCompositionalLayout
  var counts: [Int]
  /// At most this many elements per case are looked up one by one (queries stay bounded on huge sections).
  var sampleLimit = 400

  /// A rectangle beyond any content: lengths are clamped to ±1e9 pt, so content stays far inside it.
  static let everything = CGRect(x: -1e15, y: -1e15, width: 2e15, height: 2e15)

  struct Identity: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    init(_ attributes: UICollectionViewLayoutAttributes) {
      category = attributes.representedElementCategory
      kind = attributes.representedElementKind
      indexPath = attributes.indexPath
    }
  }

  func problems() -> [String] {
    var problems: [String] = []
    let codes = Set(layout.diagnostics.map(\.code))
    let content = layout.collectionViewContentSize
    if !(content.width.isFinite && content.height.isFinite && content.width >= 0 && content.height >= 0) {
      problems.append("content size \(content)")
    }
    let all = layout.layoutAttributesForElements(in: Self.everything) ?? []
    var seen: [Identity: CGRect] = [:]
    var cellsPerSection: [Int: Int] = [:]
    for attributes in all {
      let frame = attributes.frame
      if !(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite)
        || frame.width < 0 || frame.height < 0
      {
        problems.append("bad frame \(frame) for \(describe(attributes))")
      }
      if seen.updateValue(frame, forKey: Identity(attributes)) != nil && attributes.representedElementCategory == .cell
      {
        problems.append("\(describe(attributes)) vended twice")
      }
      if attributes.representedElementCategory == .cell {
        cellsPerSection[attributes.indexPath.section, default: 0] += 1
      }
    }
    if !codes.contains(.degenerateStacking) && !codes.contains(.groupHoldsNoItems) {
      for (section, count) in counts.enumerated() where cellsPerSection[section, default: 0] != max(0, count) {
        problems.append("section \(section): \(cellsPerSection[section, default: 0]) of \(count) items found")
      }
    }
    let step = max(1, all.count / sampleLimit)
    let duplicateKinds = codes.contains(.duplicateElementKind)
    for index in Swift.stride(from: 0, to: all.count, by: step) {
      let attributes = all[index]
      let frame = attributes.frame
      // Per-element queries vend the same frame.
      let single: UICollectionViewLayoutAttributes?
      switch attributes.representedElementCategory {
      case .cell:
        single = layout.layoutAttributesForItem(at: attributes.indexPath)
        if layout.orthogonalScrollingGeometry(forSection: attributes.indexPath.section) == nil,
          layout.frameForItem(at: attributes.indexPath) != frame
        {
          problems.append("frameForItem disagrees for \(describe(attributes))")
        }
      case .supplementaryView:
        single =
          duplicateKinds
          ? attributes
          : layout.layoutAttributesForSupplementaryView(
            ofKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
      case .decorationView:
        single =
          duplicateKinds
          ? attributes
          : layout.layoutAttributesForDecorationView(
            ofKind: attributes.representedElementKind ?? "", at: attributes.indexPath)
      }
      if single?.frame != frame {
        problems.append(
          "\(describe(attributes)): rect query \(frame), single query \(String(describing: single?.frame))")
      }
      // A rect query equal to the element's frame finds it (a frame without area meets no rectangle equal to
      // itself, as in Core Graphics, so it is looked up with a rectangle half a point larger on each side).
      guard frame.width.isFinite, frame.height.isFinite else { continue }
      let query = frame.width > 0 && frame.height > 0 ? frame : frame.insetBy(dx: -0.5, dy: -0.5)
      let identity = Identity(attributes)
      let found = (layout.layoutAttributesForElements(in: query) ?? []).contains {
        Identity($0) == identity && $0.frame == frame
      }
      if !found { problems.append("\(describe(attributes)) not found by a query equal to its frame") }
    }
    for section in counts.indices where layout.orthogonalScrollingGeometry(forSection: section) == nil {
      let frames = layout.itemFrames(inSection: section)
      for (item, frame) in frames.enumerated() where item % max(1, frames.count / 50) == 0 {
        if layout.frameForItem(at: IndexPath(item: item, section: section)) != frame {
          problems.append("itemFrames(inSection: \(section))[\(item)] disagrees with frameForItem")
          break
        }
      }
    }
    return problems
  }

  private func describe(_ attributes: UICollectionViewLayoutAttributes) -> String {
    "\(attributes.representedElementCategory) \(attributes.representedElementKind ?? "cell") \(attributes.indexPath)"
  }
}
