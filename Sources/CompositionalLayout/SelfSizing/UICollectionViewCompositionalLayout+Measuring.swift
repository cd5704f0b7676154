import Foundation

extension UICollectionViewCompositionalLayout {
  /// Re-lays out what one measured item (or a section's boundary item, when `item` is nil) moves.
  func applyMeasured(section: Int, item: Int?) {
    applyMeasured(section: section, items: item.map { [$0] } ?? [])
  }

  /// Re-lays out the instances holding `items` of `section`, then the section's trailer and the content.
  func applyMeasured(section: Int, items: [Int]) {
    // Reads `solution` in place: a copy held while it is updated below would make the update copy its storage.
    guard let sections = solution?.sections.count, section >= 0, section < sections else { return }
    var instances: [Int] = []
    if let capacity = solution?.sections[section].capacity, capacity > 0,
      let laidOut = solution?.sections[section].laidOutItemCount
    {
      for item in items where item >= 0 && item < laidOut {
        guard let instance = solution?.sections[section].locate(item).instance else { continue }
        if instances.last != instance { instances.append(instance) }
      }
    }
    if zip(instances, instances.dropFirst()).contains(where: { $0 >= $1 }) {
      instances = Array(Set(instances)).sorted()
    }
    applyMeasured(section: section, instances: instances)
  }

  /// Re-lays out `instances` (ascending) of `section`, then the section's trailer and the content.
  func applyMeasured(section: Int, instances: [Int]) {
    guard var current = solution, current.sections.indices.contains(section) else { return }
    solution = nil  // keeps the solution's storage uniquely referenced, so it is updated in place
    var log = DiagnosticLog()
    log.pixelGrid = current.pixelGrid
    log.section = section
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
              indexPath: IndexPath.layout(section: index, item: item), currentSize: leaf.frame.size,
              sizesWidth: leaf.sizingAxes.contains(.width), sizesHeight: leaf.sizingAxes.contains(.height)))
        }
      }
      for (item, placed) in zip(section.frame.boundaryItems, section.boundaryItems) {
        let size = item.supplementary.size
        guard size.width.isEstimated || size.height.isEstimated else { continue }
        requests.append(
          SelfSizingRequest(
            representedElementCategory: .supplementaryView, representedElementKind: placed.elementKind,
            indexPath: IndexPath.layout(section: index, item: 0), currentSize: placed.frame.size,
            sizesWidth: size.width.isEstimated, sizesHeight: size.height.isEstimated))
      }
    }
    return requests
  }
}

extension UICollectionViewCompositionalLayout {
  /// What one sizing pass changed: the instances to re-solve by section, and how many sizes differed.
  struct SizingChanges {
    var count = 0
    var instances: [Int: [Int]] = [:]
  }

  /// Asks `measure` for every self-sizing element of the layout, streaming: no request array, each section's
  /// templates read from flat arrays, and the answers that differ recorded (in chunks) as they come.
  ///
  /// - Complexity: O(elements) plus the measurer's cost.
  func measureEveryElement(_ measure: (SelfSizingRequest) -> CGSize) -> SizingChanges {
    let solution = preparedSolution()
    var changes = SizingChanges()
    for index in solution.sections.indices {
      measureItems(of: solution.sections[index], measure, into: &changes)
      let section = solution.sections[index]
      for (item, placed) in zip(section.frame.boundaryItems, section.boundaryItems) {
        let size = item.supplementary.size
        guard size.width.isEstimated || size.height.isEstimated else { continue }
        let request = SelfSizingRequest(
          representedElementCategory: .supplementaryView, representedElementKind: placed.elementKind,
          indexPath: IndexPath.layout(section: index, item: 0), currentSize: placed.frame.size,
          sizesWidth: size.width.isEstimated, sizesHeight: size.height.isEstimated)
        let answer = measure(request)
        guard Self.differs(answer, request) else { continue }
        changes.count += 1
        measuredSizes.boundary[index, default: [:]][placed.elementKind] = answer
        changes.instances[index] = changes.instances[index] ?? []
      }
    }
    return changes
  }

  static func differs(_ answer: CGSize, _ request: SelfSizingRequest) -> Bool {
    let old = request.currentSize
    return (request.sizesWidth && abs(answer.width - old.width) > 0.001)
      || (request.sizesHeight && abs(answer.height - old.height) > 0.001)
  }

  private func measureItems(
    of section: SolvedSection, _ measure: (SelfSizingRequest) -> CGSize, into changes: inout SizingChanges
  ) {
    let index = section.index
    let count = section.laidOutItemCount
    guard count > 0, section.instanceCount <= SolvedSection.maximumMeasuredInstances else { return }
    let templates = section.instanceTemplates
    guard section.template.leaves.contains(where: { !$0.sizingAxes.isEmpty }) || !templates.isEmpty else { return }
    // Every template's slots (frame size and sizing axes) in one flat array, by template id.
    var slots: [(size: CGSize, axes: SizingAxes)] = section.template.leaves.map { ($0.frame.size, $0.sizingAxes) }
    var firstSlot = [0]
    for variant in templates.variants {
      firstSlot.append(slots.count)
      slots.append(contentsOf: variant.leaves.map { ($0.frame.size, $0.sizingAxes) })
    }
    firstSlot.append(slots.count)
    var pending: [(item: Int, size: CGSize)] = []
    var instances: [Int] = []
    var reserved = false
    var request = SelfSizingRequest(
      representedElementCategory: .cell, representedElementKind: nil,
      indexPath: IndexPath.layout(section: index, item: 0),
      currentSize: .zero, sizesWidth: false, sizesHeight: false)
    func commit() {
      guard !pending.isEmpty else { return }
      var sizes = measuredSizes.items[index] ?? SectionSizes()
      measuredSizes.items[index] = nil  // keeps `sizes` uniquely referenced while it grows
      if !reserved && pending.count >= 4096 {
        // Many answers differ: most rows will be measured, so store them flat at once.
        sizes.reserveFlat(count: count)
        reserved = true
      }
      for (item, size) in pending { sizes[item] = size }
      measuredSizes.items[index] = sizes
      pending.removeAll(keepingCapacity: true)
    }
    for instance in 0..<section.instanceCount {
      let held = section.items(ofInstance: instance)
      let id = templates.id(instance)
      let first = firstSlot[id]
      let slotCount = min(firstSlot[id + 1] - first, held.count)
      var changed = false
      for slot in 0..<slotCount {
        let (size, axes) = slots[first + slot]
        guard !axes.isEmpty else { continue }
        let item = held.lowerBound + slot
        let sizesWidth = axes.contains(.width)
        let sizesHeight = axes.contains(.height)
        // One request updated in place: no index path or request built and destroyed per element.
        request.indexPath[1] = item
        request.currentSize = size
        request.sizesWidth = sizesWidth
        request.sizesHeight = sizesHeight
        let answer = measure(request)
        guard
          (sizesWidth && abs(answer.width - size.width) > 0.001)
            || (sizesHeight && abs(answer.height - size.height) > 0.001)
        else { continue }
        changes.count += 1
        pending.append((item, answer))
        changed = true
      }
      if changed { instances.append(instance) }
      if pending.count >= 4096 { commit() }
    }
    commit()
    if !instances.isEmpty { changes.instances[index] = instances }
  }
}
