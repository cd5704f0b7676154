import Foundation

extension SolvedSection {
  /// Re-solves a flowing section's instances (spec E-13) from instance `first` on: each instance holds as many items
  /// as fit by their measured extents, and the rest flow on into the next instance. Stops early once an instance
  /// after `lastAffected` starts at the item it started at before: from there on nothing changed.
  ///
  /// Per-instance data stays in flat arrays: `instanceFirstItems` (first item of each instance, plus a sentinel) and
  /// the lengths in `instanceStrides` (`InstanceLengths`); each re-solved instance's geometry is in
  /// `instanceTemplates` (one owned template per re-solved instance).
  ///
  /// - Complexity: O(re-solved instances × items per instance) when the re-flow meets the old line breaks again (the
  ///   flat arrays are updated in place), plus O(instances) when it runs to the section's end (they are rebuilt).
  mutating func reflow(
    from first: Int, through lastAffected: Int, group: FrozenItem, items: SectionSizes, log: inout DiagnosticLog
  ) {
    let axis = repetitionAxis
    let edges = frame.groupEdges
    let capacity = self.capacity
    let count = itemCount
    let oldCount = instanceCount
    var oldFirstItems = instanceFirstItems
    func oldStart(_ instance: Int) -> Int { oldFirstItems?[instance] ?? min(instance * capacity, count) }
    /// The first item of each instance after the first re-solved one, in order.
    var newStarts: [Int] = []
    var changed: [(index: Int, value: Double)] = []
    var resolved: [(Int, GroupTemplate)] = []
    var instance = first
    var item = oldStart(first)
    var synchronised = false
    while item < count {
      let start = item
      let solved = GroupSolver.withSolver(
        traitCollection: frame.traitCollection, log: &log, measuredSize: { items[start + $0] },
        flowLimit: count - start
      ) { solver in solver.solve(group: group, size: frame.groupProposedSize) }
      let held = min(solved.leaves.count, count - start)
      guard held > 0 else { break }
      include(solved)
      resolved.append((instance, solved))
      let length =
        max(0, edges.start(axis).value) + solved.size.along(axis) + max(0, edges.end(axis).value) + frame.spacing
      changed.append((instance, Double(length)))
      item = start + held
      newStarts.append(item)
      instance += 1
      if instance > lastAffected && instance < oldCount && oldStart(instance) == item {
        // Same instance, same first item, nothing measured after it changed: the rest is as it was.
        synchronised = true
        break
      }
    }
    if synchronised {
      // The instances keep their indices and count: update the flat arrays in place, O(changed).
      let moved = newStarts.indices.contains { newStarts[$0] != oldStart(first + 1 + $0) }
      oldFirstItems = nil  // the array below is then uniquely referenced and updated in place
      if moved {
        var starts = instanceFirstItems ?? (0...instanceCount).map { min($0 * capacity, count) }
        instanceFirstItems = nil
        for (offset, start) in newStarts.enumerated() { starts[first + 1 + offset] = start }
        instanceFirstItems = starts
      }
      var lengths = instanceStrides ?? InstanceLengths(count: instanceCount, value: Double(stride))
      instanceStrides = nil  // keeps the lengths uniquely referenced while they are updated in place
      lengths.update(changed)
      instanceStrides = lengths
    } else {
      var starts = (0...first).map(oldStart)
      starts.append(contentsOf: newStarts)
      var strides = (0..<first).map { instanceStrides?[$0] ?? Double(stride) }
      strides.append(contentsOf: changed.map(\.value))
      instanceCount = starts.count - 1
      instanceFirstItems = starts
      instanceStrides = InstanceLengths(values: strides)
    }
    // Each re-solved instance owns its template (a flowing line's geometry depends on how many items it holds).
    instanceTemplates.resize(instanceCount)
    for (instance, solved) in resolved {
      instanceTemplates.assign(instance, instanceTemplates.add(solved, key: nil))
    }
  }
}
