import Foundation

extension UICollectionViewCompositionalLayout {
  /// Re-lays out what one measured item (or a section's boundary item, when `item` is nil) moves.
  func applyMeasured(section: Int, item: Int?) {
    applyMeasured(section: section, items: item.map { [$0] } ?? [])
  }

  /// Re-lays out the instances holding `items` of `section`, then the section's trailer and the content.
  func applyMeasured(section: Int, items: Set<Int>) {
    guard var current = solution, current.sections.indices.contains(section) else { return }
    solution = nil  // keeps the solution's storage uniquely referenced, so it is updated in place
    var log = DiagnosticLog()
    log.pixelGrid = current.pixelGrid
    log.section = section
    // Read through `current` without binding the section: a copy would keep its arrays shared, and the update
    // below would then copy them (O(n)) instead of changing them in place.
    var instances: Set<Int> = []
    if current.sections[section].capacity > 0 {
      for item in items where item >= 0 && item < current.sections[section].laidOutItemCount {
        instances.insert(current.sections[section].locate(item).instance)
      }
    }
    current.applyMeasuredSizes(measuredSizes, section: section, instances: instances, log: &log)
    solution = current
    diagnosticList.merge(log.entries)
    resetPresentation()
  }

  func appendDiagnostic(_ diagnostic: LayoutDiagnostic) {
    diagnosticList.merge([diagnostic])
  }

  /// The axes a measured size may change for the element `attributes` describes, or nil when it does not self-size.
  func sizingAxes(of attributes: UICollectionViewLayoutAttributes) -> SizingAxes? {
    let solution = preparedSolution()
    let indexPath = attributes.indexPath
    guard indexPath.count == 2, solution.sections.indices.contains(indexPath.section) else { return nil }
    let section = solution.sections[indexPath.section]
    switch attributes.representedElementCategory {
    case .cell:
      guard indexPath.item >= 0, indexPath.item < section.laidOutItemCount else { return nil }
      let (instance, slot) = section.locate(indexPath.item)
      let axes = section.template(for: instance).leaves[slot].sizingAxes
      return axes.isEmpty ? nil : axes
    case .supplementaryView:
      guard
        let item = section.frame.boundaryItems.first(where: {
          $0.supplementary.elementKind == attributes.representedElementKind
        })
      else { return nil }
      var axes: SizingAxes = []
      if item.supplementary.size.width.isEstimated { axes.insert(.width) }
      if item.supplementary.size.height.isEstimated { axes.insert(.height) }
      return axes.isEmpty ? nil : axes
    case .decorationView:
      return nil
    }
  }

  /// The self-sizing elements intersecting `rect`, or every one when `rect` is nil.
  func sizingRequests(in rect: CGRect?) -> [SelfSizingRequest] {
    func request(_ attributes: UICollectionViewLayoutAttributes) -> SelfSizingRequest? {
      guard let axes = sizingAxes(of: attributes) else { return nil }
      return SelfSizingRequest(
        representedElementCategory: attributes.representedElementCategory,
        representedElementKind: attributes.representedElementKind, indexPath: attributes.indexPath,
        currentSize: attributes.size, sizesWidth: axes.contains(.width), sizesHeight: axes.contains(.height))
    }
    if let rect {
      return (layoutAttributesForElements(in: rect) ?? []).compactMap(request)
    }
    let solution = preparedSolution()
    var requests: [SelfSizingRequest] = []
    for (index, section) in solution.sections.enumerated() {
      let capacity = section.capacity
      let measurable = section.instanceCount <= SolvedSection.maximumMeasuredInstances
      if measurable
        && (capacity > 0 && section.template.leaves.contains(where: { !$0.sizingAxes.isEmpty })
          || !section.instanceTemplates.isEmpty)
      {
        requests.reserveCapacity(requests.count + section.laidOutItemCount)
        for item in 0..<section.laidOutItemCount {
          let (instance, slot) = section.locate(item)
          let leaf = section.template(for: instance).leaves[slot]
          guard !leaf.sizingAxes.isEmpty else { continue }
          requests.append(
            SelfSizingRequest(
              representedElementCategory: .cell, representedElementKind: nil,
              indexPath: IndexPath(item: item, section: index), currentSize: leaf.frame.size,
              sizesWidth: leaf.sizingAxes.contains(.width), sizesHeight: leaf.sizingAxes.contains(.height)))
        }
      }
      for (item, placed) in zip(section.frame.boundaryItems, section.boundaryItems) {
        let size = item.supplementary.size
        guard size.width.isEstimated || size.height.isEstimated else { continue }
        requests.append(
          SelfSizingRequest(
            representedElementCategory: .supplementaryView, representedElementKind: placed.elementKind,
            indexPath: IndexPath(item: 0, section: index), currentSize: placed.frame.size,
            sizesWidth: size.width.isEstimated, sizesHeight: size.height.isEstimated))
      }
    }
    return requests
  }
}
