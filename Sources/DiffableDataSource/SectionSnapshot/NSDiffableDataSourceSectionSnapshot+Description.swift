extension NSDiffableDataSourceSectionSnapshot: Equatable {
  /// Whether two section snapshots have the same roots, the same children under each item (in order)
  /// and the same expanded items.
  ///
  /// Diagnostics are not compared. Complexity: O(n).
  ///
  /// UIKit parity: `isEqual:`; identical. Source: spec §4.1.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.handles.count == rhs.handles.count else { return false }
    let left = lhs.preorder().order
    let right = rhs.preorder().order
    for k in left.indices {
      let a = lhs.nodes[Int(left[k])]
      let b = rhs.nodes[Int(right[k])]
      if a.item != b.item || a.level != b.level || a.isExpanded != b.isExpanded { return false }
    }
    return true
  }
}

extension NSDiffableDataSourceSectionSnapshot {
  /// A debug dump: one line per item in `items` order, indented two spaces per level, then `+` for an
  /// expanded or `-` for a collapsed item, the identifier, and ` *` when the item is visible.
  ///
  /// Example: a collapsed root `A` with child `B` prints `- A *` and `  - B`.
  ///
  /// UIKit parity: `visualDescription()`; same legend (+ expanded, - collapsed, * visible, two-space
  /// indent); UIKit's exact layout and header line are not recorded [inf]. Source: spec §4.1.
  public func visualDescription() -> String {
    var lines: [String] = []
    var visibleDepth: [Bool] = []
    for handle in preorder().order {
      let node = nodes[Int(handle)]
      let level = Int(node.level)
      visibleDepth.removeLast(max(0, visibleDepth.count - level))
      let visible = visibleDepth.last ?? true
      let indent = String(repeating: "  ", count: level)
      lines.append("\(indent)\(node.isExpanded ? "+" : "-") \(node.item)\(visible ? " *" : "")")
      visibleDepth.append(visible && node.isExpanded)
    }
    return lines.joined(separator: "\n")
  }
}

extension NSDiffableDataSourceSectionSnapshot: CustomStringConvertible {
  /// The `visualDescription()`.
  public var description: String { visualDescription() }
}
