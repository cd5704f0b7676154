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

  /// The boundary items' sizes: estimates, with measured values on their estimated axes (spec E-9).
  func boundarySizes(for section: SolvedSection) -> [CGSize] {
    let measured = boundary[section.index] ?? [:]
    return zip(section.frame.boundaryItems, section.frame.estimatedBoundarySizes).map { item, estimate in
      guard let size = measured[item.supplementary.elementKind] else { return estimate }
      return CGSize(
        width: item.supplementary.size.width.isEstimated && size.width.isFinite ? max(0, size.width) : estimate.width,
        height: item.supplementary.size.height.isEstimated && size.height.isFinite
          ? max(0, size.height) : estimate.height)
    }
  }

  /// Forgets the sizes of sections at or after `section` whose item counts changed.
  mutating func forget(sections: some Sequence<Int>) {
    for section in sections {
      items[section] = nil
      boundary[section] = nil
    }
  }
}
