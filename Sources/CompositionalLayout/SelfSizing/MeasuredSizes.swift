import Foundation

/// Measured (preferred) sizes of self-sizing elements, kept by the layout until the data or the container width
/// changes (spec E-1, E-2, E-7).
struct MeasuredSizes {
  /// Cells: section → item → size.
  var items: [Int: SectionSizes] = [:]
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
      sizes.forEach { item, size in
        guard let target = newIndexPath(IndexPath.layout(section: section, item: item)), target.count == 2,
          counts.indices.contains(target.section), target.item >= 0, target.item < counts[target.section]
        else { return }
        result.items[target.section, default: SectionSizes()][target.item] = size
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

/// The measured sizes of one section's cells, by item: a dictionary while few are measured, a flat array (a size and
/// a presence bit per item) once most of a range is, so a sizing pass over every row stores 16 bytes and a bit per
/// row instead of a hash-table entry.
struct SectionSizes {
  private var sparse: [Int: CGSize] = [:]
  private var dense: [CGSize] = []
  private var present: [UInt64] = []
  private var isDense = false
  /// The highest item ever stored while sparse.
  private var highest = -1
  /// How many items have a size.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  /// The size of `item`, or nil. O(1).
  subscript(item: Int) -> CGSize? {
    get {
      guard isDense else { return sparse[item] }
      guard item >= 0, item < dense.count, present[item >> 6] & (1 << UInt64(item & 63)) != 0 else { return nil }
      return dense[item]
    }
    set {
      // Items are never negative (callers check); a negative one would never be read.
      guard item >= 0 else { return }
      guard let newValue else {
        remove(item)
        return
      }
      if !isDense {
        if sparse.updateValue(newValue, forKey: item) == nil { count += 1 }
        highest = max(highest, item)
        // Most items up to the highest measured one have sizes: store them flat.
        if count >= 64, highest < count * 4 { densify() }
        return
      }
      if item >= dense.count {
        dense.append(contentsOf: repeatElement(.zero, count: item + 1 - dense.count))
        present.append(contentsOf: repeatElement(0, count: (dense.count + 63) / 64 - present.count))
      }
      let bit: UInt64 = 1 << UInt64(item & 63)
      if present[item >> 6] & bit == 0 {
        present[item >> 6] |= bit
        count += 1
      }
      dense[item] = newValue
    }
  }

  private mutating func remove(_ item: Int) {
    if !isDense {
      if sparse.removeValue(forKey: item) != nil { count -= 1 }
      return
    }
    guard item >= 0, item < dense.count else { return }
    let bit: UInt64 = 1 << UInt64(item & 63)
    if present[item >> 6] & bit != 0 {
      present[item >> 6] &= ~bit
      count -= 1
    }
  }

  /// Stores every entry's size for its item (items ≥ 0), as setting them one by one would; entries of items
  /// the flat storage already has room for are stored without a check per entry. O(entries).
  mutating func store(_ entries: UnsafeBufferPointer<(item: Int, size: CGSize)>) {
    guard isDense else {
      for entry in entries { self[entry.item] = entry.size }
      return
    }
    var added = 0
    var rest: [(item: Int, size: CGSize)] = []
    dense.withUnsafeMutableBufferPointer { dense in
      present.withUnsafeMutableBufferPointer { present in
        // Locals, not the captured variables, in the loop: the compiler keeps them in registers.
        let sizes = dense.baseAddress
        let bits = present.baseAddress
        let room = dense.count
        var newlyPresent = 0
        for entry in entries {
          let item = entry.item
          guard item >= 0, item < room, let sizes, let bits else {
            rest.append(entry)
            continue
          }
          let bit: UInt64 = 1 << UInt64(item & 63)
          let word = bits[item >> 6]
          newlyPresent &+= word & bit == 0 ? 1 : 0
          bits[item >> 6] = word | bit
          sizes[item] = entry.size
        }
        added = newlyPresent
      }
    }
    count += added
    for entry in rest { self[entry.item] = entry.size }
  }

  /// Calls `body` with the flat sizes and their presence bits (item k is present when bit `k & 63` of
  /// `present[k >> 6]` is set; `sizes` has room for every item that may be), or with nil while the sizes are kept
  /// sparse. For loops over most items that read them without a check per call.
  func withFlatSizes<Result>(
    _ body: ((sizes: UnsafeBufferPointer<CGSize>, present: UnsafeBufferPointer<UInt64>)?) -> Result
  ) -> Result {
    guard isDense else { return body(nil) }
    return dense.withUnsafeBufferPointer { sizes in
      present.withUnsafeBufferPointer { present in body((sizes, present)) }
    }
  }

  /// Stores the sizes flat with room for items `0..<count`, ahead of measuring most of them. O(count).
  mutating func reserveFlat(count: Int) {
    if !isDense { densify() }
    if dense.count < count {
      dense.append(contentsOf: repeatElement(.zero, count: count - dense.count))
      present.append(contentsOf: repeatElement(0, count: (count + 63) / 64 - present.count))
    }
  }

  /// Moves the sizes to the flat form.
  private mutating func densify() {
    dense = Array(repeating: .zero, count: highest + 1)
    present = Array(repeating: 0, count: (highest + 64) / 64)
    for (item, size) in sparse {
      dense[item] = size
      present[item >> 6] |= 1 << UInt64(item & 63)
    }
    sparse = [:]
    isDense = true
  }

  /// Calls `body` with every measured item and its size (in item order once flat).
  func forEach(_ body: (Int, CGSize) -> Void) {
    guard isDense else {
      for (item, size) in sparse { body(item, size) }
      return
    }
    for (word, bits) in present.enumerated() where bits != 0 {
      var remaining = bits
      while remaining != 0 {
        let item = word << 6 + remaining.trailingZeroBitCount
        body(item, dense[item])
        remaining &= remaining - 1
      }
    }
  }

  /// Whether the sizes are stored flat (every instance is then worth visiting rather than every key).
  var isFlat: Bool { isDense }
}
