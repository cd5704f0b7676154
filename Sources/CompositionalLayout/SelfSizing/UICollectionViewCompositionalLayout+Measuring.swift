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

/// What an element was asked with, as far as its answer can depend on it: its extent on each axis it does not measure
/// (as a bit pattern; 0 on measured axes) and its sizing axes. A later pass of the same `performSizingPass` call asks
/// an element again only when this changed.
struct SizingQuestion: Hashable {
  var width: UInt64
  var height: UInt64
  var axes: UInt8

  init(size: CGSize, axes: SizingAxes) {
    width = axes.contains(.width) ? 0 : Double(size.width).bitPattern
    height = axes.contains(.height) ? 0 : Double(size.height).bitPattern
    self.axes = axes.rawValue
  }

  init(_ request: SelfSizingRequest) {
    var axes: SizingAxes = []
    if request.sizesWidth { axes.insert(.width) }
    if request.sizesHeight { axes.insert(.height) }
    self.init(size: request.currentSize, axes: axes)
  }
}

/// The questions the cells of one section were asked during one `performSizingPass` call, by item: a code per item
/// (0: never asked; k: `questions[k − 1]`). While every item asked so far is a leading run asked the same question
/// (a list of rows of one width), no per-item array exists.
struct AskedCells {
  private(set) var questions: [SizingQuestion] = []
  private var lookup: [SizingQuestion: UInt32] = [:]
  /// While `codes` is empty: items 0..<uniformCount were asked question 1, no other item was asked.
  private(set) var uniformCount = 0
  private var codes: [UInt32] = []
  private var materialized = false

  /// The code of `question`, added when new. O(1) expected.
  mutating func code(for question: SizingQuestion) -> UInt32 {
    if let first = questions.first, first == question { return 1 }
    if let code = lookup[question] { return code }
    questions.append(question)
    let code = UInt32(questions.count)
    lookup[question] = code
    return code
  }

  /// The code `item` was last asked with, 0 when never. O(1).
  @inline(__always) func askedCode(_ item: Int) -> UInt32 {
    materialized ? codes[item] : (item < uniformCount ? 1 : 0)
  }

  /// Whether nothing was asked yet.
  var isFresh: Bool { !materialized && uniformCount == 0 }

  /// Records that items `0..<count` were asked question 1, in order, on a fresh record: what `record(_:_:count:)`
  /// for each of them would leave. O(1).
  mutating func recordFirstQuestion(count: Int) {
    precondition(isFresh, "recordFirstQuestion(count:) needs a fresh record")
    uniformCount = count
  }

  /// Whether every item of `0..<count` was asked question 1.
  func allAskedFirstQuestion(count: Int) -> Bool { !materialized && uniformCount == count }

  /// Records that `item` (< `count`) was asked question `code`. O(1), or O(count) once when the items stop being a
  /// leading run asked one question.
  @inline(__always) mutating func record(_ item: Int, _ code: UInt32, count: Int) {
    if !materialized && code == 1 && item == uniformCount {
      uniformCount += 1
      return
    }
    if !materialized {
      codes = [UInt32](repeating: 0, count: count)
      for index in 0..<min(uniformCount, count) { codes[index] = 1 }
      materialized = true
    }
    codes[item] = code
  }
}

/// What one `performSizingPass` call asked: cells by section, other elements (boundary items, rect passes) by
/// identity.
struct SizingRecord {
  var cells: [Int: AskedCells] = [:]
  var elements: [ElementIdentity: SizingQuestion] = [:]
}

extension UICollectionViewCompositionalLayout {
  /// What one sizing pass changed: the instances to re-solve by section, and how many sizes differed.
  struct SizingChanges {
    var count = 0
    var instances: [Int: [Int]] = [:]
  }

  /// Asks `measure` for every self-sizing element of the layout whose question changed since `asked` recorded it
  /// (all of them on the first pass), streaming: no request array, each section's templates read from flat arrays,
  /// and the answers that differ recorded (in chunks) as they come.
  ///
  /// - Complexity: O(elements) plus the measurer's cost; O(templates) for a section none of whose questions changed.
  func measureEveryElement(_ measure: (SelfSizingRequest) -> CGSize, asked: inout SizingRecord) -> SizingChanges {
    let solution = preparedSolution()
    var changes = SizingChanges()
    for index in solution.sections.indices {
      var cells = asked.cells[index] ?? AskedCells()
      asked.cells[index] = nil  // keeps `cells` uniquely referenced while it is updated
      measureItems(of: solution.sections[index], measure, asked: &cells, into: &changes)
      asked.cells[index] = cells
      let section = solution.sections[index]
      for (item, placed) in zip(section.frame.boundaryItems, section.boundaryItems) {
        let size = item.supplementary.size
        guard size.width.isEstimated || size.height.isEstimated else { continue }
        let request = SelfSizingRequest(
          representedElementCategory: .supplementaryView, representedElementKind: placed.elementKind,
          indexPath: IndexPath.layout(section: index, item: 0), currentSize: placed.frame.size,
          sizesWidth: size.width.isEstimated, sizesHeight: size.height.isEstimated)
        let identity = ElementIdentity(
          category: .supplementaryView, kind: placed.elementKind, indexPath: request.indexPath)
        let question = SizingQuestion(request)
        if asked.elements[identity] == question { continue }
        asked.elements[identity] = question
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
    of section: SolvedSection, _ measure: (SelfSizingRequest) -> CGSize, asked: inout AskedCells,
    into changes: inout SizingChanges
  ) {
    let index = section.index
    let count = section.laidOutItemCount
    guard count > 0, section.instanceCount <= SolvedSection.maximumMeasuredInstances else { return }
    let templates = section.instanceTemplates
    guard section.template.leaves.contains(where: { !$0.sizingAxes.isEmpty }) || !templates.isEmpty else { return }
    // Every template's slots (frame size and sizing axes) in one flat array, by template id, with the code of the
    // question each slot asks (0: the slot does not self-size).
    var slots: [(size: CGSize, axes: SizingAxes)] = section.template.leaves.map { ($0.frame.size, $0.sizingAxes) }
    var firstSlot = [0]
    for variant in templates.variants {
      firstSlot.append(slots.count)
      slots.append(contentsOf: variant.leaves.map { ($0.frame.size, $0.sizingAxes) })
    }
    firstSlot.append(slots.count)
    let slotCodes = slots.map { $0.axes.isEmpty ? 0 : asked.code(for: SizingQuestion(size: $0.size, axes: $0.axes)) }
    // Every item was asked the one question every slot asks: nothing to ask again.
    if asked.allAskedFirstQuestion(count: count) && slotCodes.allSatisfy({ $0 == 1 }) { return }
    // Answers that differ wait in a fixed buffer and are stored in chunks; changed instances are a leading run
    // (0..<changedRun, every instance so far) until one is skipped, then a list.
    let chunk = 4096
    let pending = UnsafeMutableBufferPointer<(item: Int, size: CGSize)>.allocate(capacity: chunk)
    defer { pending.deallocate() }
    var pendingCount = 0
    var changedRun = 0
    var instances: [Int] = []
    var listed = false
    var reserved = false
    var request = SelfSizingRequest(
      representedElementCategory: .cell, representedElementKind: nil,
      indexPath: IndexPath.layout(section: index, item: 0),
      currentSize: .zero, sizesWidth: false, sizesHeight: false)
    // A list (every template one slot, instance k holding item k): one flat loop over the items.
    let oneSlot = section.instanceFirstItems == nil && section.capacity == 1 && firstSlot.count == slots.count + 1
    for instance in 0..<(oneSlot ? 0 : section.instanceCount) {
      let held = section.items(ofInstance: instance)
      let id = templates.id(instance)
      let first = firstSlot[id]
      let slotCount = min(firstSlot[id + 1] - first, held.count)
      var changed = false
      for slot in 0..<slotCount {
        let code = slotCodes[first + slot]
        guard code != 0 else { continue }
        let item = held.lowerBound + slot
        // Asked this question already in this call: the answer stands.
        if asked.askedCode(item) == code { continue }
        asked.record(item, code, count: count)
        let (size, axes) = slots[first + slot]
        // One request updated in place: no index path or request built and destroyed per element.
        if !request.indexPath.setPairElement(1, item) { request.indexPath[1] = item }
        request.currentSize = size
        request.sizesWidth = axes.contains(.width)
        request.sizesHeight = axes.contains(.height)
        let answer = measure(request)
        guard Self.differs(answer, request) else { continue }
        changes.count += 1
        pending[pendingCount] = (item, answer)
        pendingCount += 1
        changed = true
        if pendingCount == chunk {
          store(pending, count: &pendingCount, section: index, items: count, reserved: &reserved)
        }
      }
      if changed {
        if listed {
          instances.append(instance)
        } else if changedRun == instance {
          changedRun += 1
        } else {
          instances = Array(0..<changedRun)
          instances.append(instance)
          listed = true
        }
      }
    }
    if oneSlot {
      measureRows(
        of: section, slots: slots, slotCodes: slotCodes, measure, asked: &asked, request: request,
        pending: pending, pendingCount: &pendingCount, reserved: &reserved, changes: &changes,
        changedRun: &changedRun, instances: &instances, listed: &listed)
    }
    store(pending, count: &pendingCount, section: index, items: count, reserved: &reserved)
    if !listed && changedRun > 0 { instances = Array(0..<changedRun) }
    if !instances.isEmpty { changes.instances[index] = instances }
  }

  /// The flat loop of `measureItems` for a list (every template one slot, instance k holding item k): asks every row
  /// whose question changed, in order, exactly as the general loop would, reading each template's question and
  /// request fields from one flat table and listing changed rows in a buffer sized once. The loop's state is local
  /// (no closure captures it), so it stays in registers around the measurer call.
  ///
  /// - Complexity: O(rows) plus the measurer's cost.
  private func measureRows(
    of section: SolvedSection, slots: [(size: CGSize, axes: SizingAxes)], slotCodes: [UInt32],
    _ measure: (SelfSizingRequest) -> CGSize, asked: inout AskedCells, request: SelfSizingRequest,
    pending: UnsafeMutableBufferPointer<(item: Int, size: CGSize)>, pendingCount: inout Int, reserved: inout Bool,
    changes: inout SizingChanges, changedRun: inout Int, instances: inout [Int], listed: inout Bool
  ) {
    var request = request
    struct Question {
      var code: UInt32
      var sizesWidth: Bool
      var sizesHeight: Bool
      var size: CGSize
    }
    let table = UnsafeMutableBufferPointer<Question>.allocate(capacity: slots.count)
    defer { table.deallocate() }
    _ = table.initialize(
      fromContentsOf: zip(slots, slotCodes).map { slot, code in
        Question(
          code: code, sizesWidth: slot.axes.contains(.width), sizesHeight: slot.axes.contains(.height),
          size: slot.size)
      })
    let index = section.index
    let count = section.laidOutItemCount
    let rows = min(count, section.instanceCount)
    let templates = section.instanceTemplates
    let chunk = pending.count
    // Changed rows once they stop being a leading run: written to a buffer of `rows` entries, allocated once.
    var list: UnsafeMutableBufferPointer<Int>?
    var listCount = 0
    if listed {
      let buffer = UnsafeMutableBufferPointer<Int>.allocate(capacity: rows + instances.count)
      listCount = buffer.initialize(fromContentsOf: instances)
      list = buffer
    }
    defer { list?.deallocate() }
    var differing = 0
    var run = changedRun
    var queued = pendingCount
    // The cells' record, moved into a local (uniquely referenced) for the loop and moved back after it. When nothing
    // was asked yet and every template asks question 1, every row is asked it, in order: recorded once at the end.
    var cells = AskedCells()
    swap(&cells, &asked)
    let everyRowFirstQuestion = cells.isFresh && UnsafeBufferPointer(table).allSatisfy { $0.code == 1 }
    // One request updated in place. Its index path's item is written directly when Foundation stores the path
    // inline as a pair (checked once here; the path stays a pair, only its item changes).
    let pair = request.indexPath.setPairElement(1, 0)
    for item in 0..<rows {
      let question = table[templates.id(item)]
      let code = question.code
      guard code != 0 else { continue }
      if !everyRowFirstQuestion {
        // Asked this question already in this call: the answer stands.
        if cells.askedCode(item) == code { continue }
        cells.record(item, code, count: count)
      }
      if pair { request.indexPath.setKnownPairElement(1, item) } else { request.indexPath[1] = item }
      request.currentSize = question.size
      request.sizesWidth = question.sizesWidth
      request.sizesHeight = question.sizesHeight
      let answer = measure(request)
      let old = question.size
      // `differs(_:_:)`, with the request's fields at hand.
      guard
        (question.sizesWidth && abs(answer.width - old.width) > 0.001)
          || (question.sizesHeight && abs(answer.height - old.height) > 0.001)
      else { continue }
      differing += 1
      pending[queued] = (item, answer)
      queued += 1
      if queued == chunk { store(pending, count: &queued, section: index, items: count, reserved: &reserved) }
      if let list {
        list[listCount] = item
        listCount += 1
      } else if run == item {
        run += 1
      } else {
        let buffer = UnsafeMutableBufferPointer<Int>.allocate(capacity: rows)
        for row in 0..<run { buffer[row] = row }
        buffer[run] = item
        listCount = run + 1
        list = buffer
      }
    }
    if everyRowFirstQuestion { cells.recordFirstQuestion(count: rows) }
    swap(&cells, &asked)
    pendingCount = queued
    changes.count += differing
    changedRun = run
    if let list {
      instances = Array(list[0..<listCount])
      listed = true
    }
  }

  /// Stores the first `count` answers of `pending` in the measured sizes of `section` (flat once a full chunk
  /// arrives: most of its `items` will be measured) and empties the buffer.
  private func store(
    _ pending: UnsafeMutableBufferPointer<(item: Int, size: CGSize)>, count: inout Int, section: Int, items: Int,
    reserved: inout Bool
  ) {
    guard count > 0 else { return }
    var sizes = measuredSizes.items[section] ?? SectionSizes()
    measuredSizes.items[section] = nil  // keeps `sizes` uniquely referenced while it grows
    if !reserved && count == pending.count {
      sizes.reserveFlat(count: items)
      reserved = true
    }
    sizes.store(UnsafeBufferPointer(rebasing: pending[0..<count]))
    measuredSizes.items[section] = sizes
    count = 0
  }
}
