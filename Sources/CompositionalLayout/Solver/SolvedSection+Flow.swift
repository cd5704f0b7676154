import Foundation

extension SolvedSection {
  /// Re-solves a flowing section's instances (spec E-13) from instance `first` on: each instance holds as many items
  /// as fit by their measured extents, and the rest flow on into the next instance. Stops early once an instance
  /// after `lastAffected` starts at the item it started at before: from there on nothing changed.
  ///
  /// Per-instance data stays in flat arrays: `instanceFirstItems` (first item of each instance, plus a sentinel) and
  /// the lengths in `instanceStrides` (a Fenwick tree over a flat array); each re-solved instance's geometry is in
  /// `instanceTemplates` (one owned template per re-solved instance).
  ///
  /// - Complexity: O(re-solved instances × items per instance), plus O(instances) when the number of instances
  ///   changes (the arrays are rebuilt).
  mutating func reflow(
    from first: Int, through lastAffected: Int, group: FrozenItem, items: SectionSizes, log: inout DiagnosticLog
  ) {
    let axis = repetitionAxis
    let edges = frame.groupEdges
    let capacity = self.capacity
    let count = itemCount
    let oldStarts = instanceFirstItems ?? (0...instanceCount).map { min($0 * capacity, count) }
    let oldStrides = instanceStrides?.values ?? Array(repeating: Double(stride), count: instanceCount)
    let oldCount = instanceCount
    var starts = Array(oldStarts[...first])
    var strides = Array(oldStrides[..<first])
    var changed: [(index: Int, value: Double)] = []
    var resolved: [(Int, GroupTemplate)] = []
    var instance = first
    var item = starts[first]
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
      strides.append(Double(length))
      changed.append((instance, Double(length)))
      item = start + held
      starts.append(item)
      instance += 1
      if instance > lastAffected && instance < oldCount && oldStarts[instance] == item {
        // Same instance, same first item, nothing measured after it changed: the rest is as it was.
        starts.append(contentsOf: oldStarts[(instance + 1)...])
        strides.append(contentsOf: oldStrides[instance...])
        synchronised = true
        break
      }
    }
    instanceCount = starts.count - 1
    instanceFirstItems = starts
    if synchronised, var lengths = instanceStrides, lengths.count == instanceCount {
      instanceStrides = nil  // keeps the lengths uniquely referenced while they are updated in place
      lengths.update(changed)
      instanceStrides = lengths
    } else {
      instanceStrides = InstanceLengths(values: strides)
    }
    // Each re-solved instance owns its template (a flowing line's geometry depends on how many items it holds).
    instanceTemplates.resize(instanceCount)
    for (instance, solved) in resolved {
      instanceTemplates.assign(instance, instanceTemplates.add(solved, key: nil))
    }
  }
}
