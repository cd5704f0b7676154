import Foundation

extension SolvedSection {
  /// Re-solves the instances holding measured items (`instances`, ascending, or all that hold one when nil),
  /// updates their strides, and finishes the section. Instances whose slots took the same measured sizes share one
  /// solved template (unless a custom group, whose provider may answer differently, is involved).
  ///
  /// - Complexity: O(affected instances × (key hash + log n)) plus one group solve per distinct set of sizes (in a
  ///   list whose rows differ only by their length, one solve and O(1) per other distinct length:
  ///   `TemplateDerivation`); O(n) when most instances are affected (the lengths are rebuilt once).
  mutating func applyMeasuredSizes(_ measured: MeasuredSizes, instances: [Int]?, log: inout DiagnosticLog) {
    guard let group = frame.group, capacity > 0 else {
      finish(boundarySizes: measured.boundarySizes(for: self, log: &log), log: &log)
      return
    }
    guard instanceCount <= Self.maximumMeasuredInstances else {
      log.report(
        .tooManyItemsToMeasure,
        "the section has \(instanceCount) groups; measured sizes are kept for at most "
          + "\(Self.maximumMeasuredInstances), so its items stay at their estimates.")
      finish(boundarySizes: measured.boundarySizes(for: self, log: &log), log: &log)
      return
    }
    let items = measured.items[index] ?? SectionSizes()
    let affected = instances ?? measuredInstances(items)
    if frame.flows {
      let inRange = affected.filter { $0 >= 0 && $0 < instanceCount }
      if let first = inRange.first {
        reflow(from: first, through: inRange.last ?? first, group: group, items: items, log: &log)
      }
      finish(boundarySizes: measured.boundarySizes(for: self, log: &log), log: &log)
      return
    }
    let capacity = self.capacity
    let axis = repetitionAxis
    let shares = !Self.containsCustomGroup(group)
    let uniform = group.size.dimension(axis).isUniformAcrossSiblings
    let baseStride = Double(stride)
    let bulk = !uniform && affected.count * 4 > instanceCount
    // Every instance is affected: each id and stride is written below, so none is read first.
    let everyInstance = bulk && Self.isEveryInstance(affected, count: instanceCount)
    // The bulk arrays hold whole blocks of 64 (the padding zero), so the storage takes them over without a copy.
    var bulkValues: [Double] = []
    if bulk {
      if !everyInstance, let values = instanceStrides?.values {
        bulkValues = Self.blockPadded(values)
      } else {
        bulkValues = Self.blockPadded(repeating: baseStride, count: instanceCount)
      }
    }
    var changes: [(index: Int, value: Double)] = []
    // A list whose rows differ only by their measured length: templates derived from one solved in full.
    var derivation =
      capacity == 1 && shares ? TemplateDerivation(group: group, template: template, axis: axis) : .none
    instanceTemplates.resize(instanceCount)
    // Most instances change: their ids are gathered in one flat array and stored at once.
    var bulkIDs: [UInt32] = []
    if bulk {
      bulkIDs =
        everyInstance || instanceTemplates.isEmpty
        ? Self.blockPadded(repeating: 0, count: instanceCount)
        : Self.blockPadded((0..<instanceCount).map { UInt32(instanceTemplates.id($0)) })
    }
    if bulk && capacity == 1 && shares {
      // A list whose rows mostly changed: see `resolveOneSlotRows`.
      // When no other row holds a template, the variants' users are counted in the loop (per cache line).
      var users: [Int]? = everyInstance || instanceTemplates.isEmpty ? [] : nil
      resolveOneSlotRows(
        affected, items: items, group: group, ids: &bulkIDs, strides: &bulkValues, users: &users,
        derivation: &derivation, log: &log)
      storeBulk(ids: &bulkIDs, strides: &bulkValues, users: users)
      finish(boundarySizes: measured.boundarySizes(for: self, log: &log), log: &log)
      return
    }
    for instance in affected where instance >= 0 && instance < instanceCount {
      let first = instance * capacity
      let (id, instanceStride) = resolve(
        first: first, items: items, group: group, shares: shares, baseStride: baseStride, derivation: &derivation,
        log: &log)
      if bulk { bulkIDs[instance] = UInt32(id) } else { instanceTemplates.assign(instance, id) }
      if uniform {
        // On the outermost group, the largest size is shared across the whole section (spec E-8): every instance
        // takes the largest stride seen, so they stay evenly tiled.
        stride = max(stride, CGFloat(instanceStride))
      } else if bulk {
        bulkValues[instance] = instanceStride
      } else {
        changes.append((instance, instanceStride))
      }
    }
    if bulk {
      storeBulk(ids: &bulkIDs, strides: &bulkValues)
    } else if !changes.isEmpty {
      if instanceStrides == nil && changes.contains(where: { $0.value != baseStride }) {
        instanceStrides = InstanceLengths(count: instanceCount, value: baseStride)
      }
      instanceStrides?.update(changes)
    }
    finish(boundarySizes: measured.boundarySizes(for: self, log: &log), log: &log)
  }

  /// The template id of the instance whose first item is `first` (0 when none of its items is measured: the stride is
  /// then `baseStride`), solving and adding a template for sizes not seen before, and the instance's stride. A template
  /// `derivation` can derive is derived instead of solved; a full solve that reported nothing is offered to it.
  private mutating func resolve(
    first: Int, items: SectionSizes, group: FrozenItem, shares: Bool, baseStride: Double,
    derivation: inout TemplateDerivation, log: inout DiagnosticLog
  ) -> (id: Int, stride: Double) {
    let key = TemplateKey(capacity: capacity) { items[first + $0] }
    guard !key.isEmpty else { return (0, baseStride) }
    var id: Int
    if shares, let shared = instanceTemplates.sharedID(for: key) {
      id = shared
    } else {
      var solved: GroupTemplate
      if derivation.isEligible, let size = key.first,
        let derived = derivation.derive(
          measured: CGSize(width: Double(bitPattern: size.x), height: Double(bitPattern: size.y)))
      {
        solved = derived
        assert(
          derivedMatchesFullSolve(derived, first: first, items: items, group: group, log: log),
          "SolvedSection: a derived template differs from the full solve")
      } else {
        let reportsBefore = log.reportCount
        solved = GroupSolver.withSolver(
          traitCollection: frame.traitCollection, log: &log, measuredSize: { leaf in items[first + leaf] },
          capacityPlan: frame.capacityPlan
        ) { solver in solver.solve(group: group, size: frame.groupProposedSize) }
        solved.matchSlots(of: template, log: &log)
        if log.reportCount == reportsBefore { derivation.offer(solved) }
      }
      include(solved)
      id = instanceTemplates.add(solved, key: shares ? key : nil)
    }
    let axis = repetitionAxis
    let edges = frame.groupEdges
    let length = instanceTemplates.variants[id - 1].size.along(axis)
    return (id, Double(max(0, edges.start(axis).value) + length + max(0, edges.end(axis).value) + frame.spacing))
  }

  /// Whether `derived` is what a full solve of the instance whose first item is `first` gives, reporting nothing (on
  /// a copy of `log`). For debug builds' checks.
  private func derivedMatchesFullSolve(
    _ derived: GroupTemplate, first: Int, items: SectionSizes, group: FrozenItem, log: DiagnosticLog
  ) -> Bool {
    var scratch = log
    let reportsBefore = scratch.reportCount
    var solved = GroupSolver.withSolver(
      traitCollection: frame.traitCollection, log: &scratch, measuredSize: { leaf in items[first + leaf] },
      capacityPlan: frame.capacityPlan
    ) { solver in solver.solve(group: group, size: frame.groupProposedSize) }
    solved.matchSlots(of: template, log: &scratch)
    return scratch.reportCount == reportsBefore && solved.hasSameGeometry(as: derived)
  }

  /// Resolves the rows `affected` of a list (a one-slot group whose templates are shared by size) into `ids` and
  /// `strides`, when most rows changed. A direct-mapped cache from a measured size's bit patterns to its template
  /// and stride sits in front of the template table: a row whose size was seen before costs a few loads instead of
  /// building a key, hashing it, probing the table and reading the template. No template is released while this runs
  /// (ids are stored at once afterwards), so a cached id stays the template of its size.
  /// With `users` (non-nil: no row outside `affected` uses a variant), counts the rows using each variant into it (by
  /// id − 1): each cache line counts its hits, added up when the line is replaced and at the end.
  ///
  /// - Complexity: O(affected rows) plus one group solve per distinct size (or one derivation: `TemplateDerivation`).
  private mutating func resolveOneSlotRows(
    _ affected: [Int], items: SectionSizes, group: FrozenItem, ids: inout [UInt32], strides: inout [Double],
    users: inout [Int]?, derivation: inout TemplateDerivation, log: inout DiagnosticLog
  ) {
    struct Line {
      var key: SIMD2<UInt64> = .zero
      var id: UInt32 = 0
      /// The rows that took this line's id since it was filled.
      var hits: UInt32 = 0
      var stride = 0.0
    }
    var counts: [Int] = []
    func countUsers(_ line: Line) {
      guard line.id != 0 else { return }
      let index = Int(line.id) - 1
      if index >= counts.count { counts.append(contentsOf: repeatElement(0, count: index + 1 - counts.count)) }
      counts[index] += Int(line.hits)
    }
    var cache = [Line](repeating: Line(), count: 1024)
    let count = instanceCount
    let baseStride = Double(stride)
    items.withFlatSizes { flat in
      ids.withUnsafeMutableBufferPointer { ids in
        strides.withUnsafeMutableBufferPointer { strides in
          cache.withUnsafeMutableBufferPointer { cache in
            affected.withUnsafeBufferPointer { affected in
              for instance in affected where instance >= 0 && instance < count {
                // The row's measured size: read flat when the sizes are (no call, no optional per row).
                let measured: CGSize?
                if let flat {
                  let present =
                    instance < flat.sizes.count && flat.present[instance >> 6] & (1 << UInt64(instance & 63)) != 0
                  measured = present ? flat.sizes[instance] : nil
                } else {
                  measured = items[instance]
                }
                guard let size = measured else {
                  ids[instance] = 0
                  strides[instance] = baseStride
                  continue
                }
                let bits = SIMD2(Double(size.width).bitPattern, Double(size.height).bitPattern)
                let line = Int(
                  truncatingIfNeeded: ((bits.x ^ (bits.y &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD) >> 54)
                let cached = cache[line]
                if cached.id != 0 && cached.key == bits {
                  ids[instance] = cached.id
                  strides[instance] = cached.stride
                  cache[line].hits &+= 1
                  continue
                }
                let (id, stride) = resolve(
                  first: instance, items: items, group: group, shares: true, baseStride: baseStride,
                  derivation: &derivation, log: &log)
                if id != 0 {
                  countUsers(cached)
                  cache[line] = Line(key: bits, id: UInt32(id), hits: 1, stride: stride)
                }
                ids[instance] = UInt32(id)
                strides[instance] = stride
              }
            }
          }
        }
      }
    }
    guard users != nil else { return }
    for line in cache { countUsers(line) }
    users = counts
  }

  /// Stores every instance's template id and stride at once (arrays of whole blocks, taken over): the strides'
  /// records take the ids in the same pass, so nothing is copied again when the section finishes. O(n).
  /// `users`, when given, is how many instances use each variant (by id − 1; missing trailing entries 0).
  private mutating func storeBulk(ids: inout [UInt32], strides: inout [Double], users: [Int]? = nil) {
    instanceStrides = nil
    instanceStrides = InstanceLengths(taking: &strides, count: instanceCount, ids: ids)
    instanceTemplates.replaceAll(taking: &ids, count: instanceCount, users: users)
    // The records already hold the ids just stored.
    instanceTemplates.clearChanges()
  }

  /// `values` followed by zeros up to whole blocks of 64 (`InstanceLengths.paddedCount`).
  private static func blockPadded<Element: Numeric>(_ values: [Element]) -> [Element] {
    var result = values
    result.append(contentsOf: repeatElement(0, count: InstanceLengths.paddedCount(values.count) - values.count))
    return result
  }

  /// `count` copies of `value` followed by zeros up to whole blocks of 64, written once.
  private static func blockPadded<Element: Numeric>(repeating value: Element, count: Int) -> [Element] {
    let padded = InstanceLengths.paddedCount(count)
    return [Element](unsafeUninitializedCapacity: padded) { buffer, initialised in
      if let base = buffer.baseAddress {
        base.initialize(repeating: value, count: count)
        (base + count).initialize(repeating: 0, count: padded - count)
      }
      initialised = padded
    }
  }

  /// Whether `instances` is exactly `0..<count`. O(count).
  private static func isEveryInstance(_ instances: [Int], count: Int) -> Bool {
    guard instances.count == count else { return false }
    return instances.withUnsafeBufferPointer { instances in
      var every = true
      for index in 0..<count where instances[index] != index { every = false }
      return every
    }
  }

  /// The instances holding a measured item, ascending.
  private func measuredInstances(_ items: SectionSizes) -> [Int] {
    var result: [Int] = []
    items.forEach { item, _ in
      guard item < itemCount else { return }
      let instance = locate(item).instance
      if result.last != instance { result.append(instance) }
    }
    if !items.isFlat { result = Array(Set(result)).sorted() }
    return result
  }

  /// Whether `item`'s tree holds a custom group (whose provider may answer differently each time it is asked).
  static func containsCustomGroup(_ item: FrozenItem) -> Bool {
    guard let info = item.group else { return false }
    switch info.arrangement {
    case .custom: return true
    case .subitems(let subitems): return subitems.contains(where: containsCustomGroup)
    case .count(let subitem, _), .repeating(let subitem, _): return containsCustomGroup(subitem)
    }
  }
}
