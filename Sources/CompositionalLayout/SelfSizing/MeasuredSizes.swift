import Foundation

/// Measured (preferred) sizes of self-sizing elements, kept by the layout until the data or the container width
/// changes (spec E-1, E-2, E-7).
struct MeasuredSizes {
  /// Cells: section → item → size.
  var items: [Int: [Int: CGSize]] = [:]
  /// Boundary supplementaries of sections: section → kind → size.
  var boundary: [Int: [String: CGSize]] = [:]

  func hasSizes(inSection section: Int) -> Bool {
    !(items[section]?.isEmpty ?? true) || !(boundary[section]?.isEmpty ?? true)
  }

  /// The boundary items' sizes: estimates, with measured values on their estimated axes (spec E-9). Measured values
  /// are sanitised as every other length: NaN and infinities become 0, magnitudes beyond ±1e9 pt are clamped, and
  /// negative sizes become 0, each with a diagnostic.
  func boundarySizes(for section: SolvedSection, log: inout DiagnosticLog) -> [CGSize] {
    let measured = boundary[section.index] ?? [:]
    return zip(section.frame.boundaryItems, section.frame.estimatedBoundarySizes).map { item, estimate in
      guard let size = measured[item.supplementary.elementKind] else { return estimate }
      let kind = item.supplementary.elementKind
      func length(_ value: CGFloat, _ axis: String) -> CGFloat {
        let finite = log.finite(value, "boundary item \(kind) measured \(axis)")
        if finite < 0 {
          log.report(.negativeDimension, "boundary item \(kind) was measured \(axis) \(finite) pt; using 0.")
        }
        return max(0, finite)
      }
      return CGSize(
        width: item.supplementary.size.width.isEstimated ? length(size.width, "width") : estimate.width,
        height: item.supplementary.size.height.isEstimated ? length(size.height, "height") : estimate.height)
    }
  }

  /// The sizes moved to where their elements went: a cell's size to `newIndexPath(old)`, a section's boundary-item
  /// sizes to `newSection(old)`; elements mapped to nil (deleted, reloaded) or outside `counts` are dropped.
  ///
  /// - Complexity: O(measured sizes × the cost of one mapping call).
  func moved(
    counts: [Int], newSection: (Int) -> Int?, newIndexPath: (IndexPath) -> IndexPath?
  ) -> MeasuredSizes {
    var result = MeasuredSizes()
    for (section, sizes) in items {
      for (item, size) in sizes {
        guard let target = newIndexPath(IndexPath(item: item, section: section)), target.count == 2,
          counts.indices.contains(target.section), target.item >= 0, target.item < counts[target.section]
        else { continue }
        result.items[target.section, default: [:]][target.item] = size
      }
    }
    for (section, sizes) in boundary {
      guard let target = newSection(section), counts.indices.contains(target) else { continue }
      result.boundary[target] = sizes
    }
    return result
  }

  /// Forgets the sizes of sections at or after `section` whose item counts changed.
  mutating func forget(sections: some Sequence<Int>) {
    for section in sections {
      items[section] = nil
      boundary[section] = nil
    }
  }
}
