extension NSDiffableDataSourceSectionSnapshot {
  /// A new section snapshot holding a copy of an item's subtree, levels rebased so its top is level 0,
  /// expansion state kept.
  ///
  /// - Parameters:
  ///   - parent: An existing item.
  ///   - includingParent: `true` to make `parent` the single root; `false` (the default) to make its
  ///     children the roots (an empty snapshot when it has none).
  /// - Precondition: `contains(parent)`; otherwise traps naming it [inf: UIKit's behaviour is not recorded].
  /// - Complexity: O(d) for d descendants.
  ///
  /// UIKit parity: `snapshot(of:includingParent:)`; identical. Source: spec §4.1.
  @inlinable
  public func snapshot(
    of parent: ItemIdentifierType, includingParent: Bool = false
  ) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    let root = handle(of: parent, role: "Parent item identifier")
    var result = NSDiffableDataSourceSectionSnapshot()
    if includingParent {
      result.copySubtree(of: root, from: self, includingRoot: true, under: -1, before: -1)
    } else {
      var child = nodes[Int(root)].firstChild
      while child != -1 {
        result.copySubtree(of: child, from: self, includingRoot: true, under: -1, before: -1)
        child = nodes[Int(child)].next
      }
    }
    return result
  }

  /// Inserts a whole forest (with its expansion state) as siblings just before an existing item.
  ///
  /// - Precondition: `item` exists; no item of `snapshot` is already here (traps listing them).
  /// - Complexity: O(k) for k items in `snapshot`.
  ///
  /// UIKit parity: `insert(_:before:)` taking a section snapshot; identical. Source: spec §4.1.
  @inlinable
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
  ) {
    let destination = handle(of: item, role: "Item identifier to insert before")
    validateNew(snapshot.items)
    willMutate()
    graft(snapshot, under: nodes[Int(destination)].parent, before: destination)
  }

  /// Inserts a whole forest (with its expansion state) as siblings just after an existing item's subtree.
  ///
  /// - Precondition: `item` exists; no item of `snapshot` is already here (traps listing them).
  /// - Complexity: O(k) for k items in `snapshot`.
  ///
  /// UIKit parity: `insert(_:after:)` taking a section snapshot; identical. Source: spec §4.1.
  @inlinable
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
  ) {
    let destination = handle(of: item, role: "Item identifier to insert after")
    validateNew(snapshot.items)
    willMutate()
    graft(snapshot, under: nodes[Int(destination)].parent, before: nodes[Int(destination)].next)
  }

  /// Replaces a parent's children with the roots of another section snapshot (their subtrees and
  /// expansion state come along); the parent's own expanded flag is unchanged.
  ///
  /// - Precondition: `parent` exists; no item of `snapshot` is already in this section snapshot outside
  ///   `parent`'s current descendants (traps listing them). UIKit does not check and can corrupt its tree.
  /// - Complexity: O(d + k) for d removed descendants and k grafted items.
  ///
  /// UIKit parity: `replace(childrenOf:using:)`; stricter (validates). Source: spec §4.1.
  @inlinable
  public mutating func replace(
    childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    let parentHandle = handle(of: parent, role: "Parent item identifier")
    let incoming = snapshot.items
    var clashes = DiffableMessages.duplicates(in: incoming)
    for item in incoming where !clashes.contains(item) {
      if let existing = handles[item], !isDescendant(existing, of: parentHandle) { clashes.append(item) }
    }
    if !clashes.isEmpty {
      fatalError(
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
          + "\(DiffableMessages.set(clashes)). Fix: the replacement children must not already appear "
          + "outside \(DiffableMessages.one(parent))'s subtree.")
    }
    willMutate()
    while nodes[Int(parentHandle)].firstChild != -1 { removeSubtree(nodes[Int(parentHandle)].firstChild) }
    graft(snapshot, under: parentHandle, before: -1)
  }

  // MARK: Grafting

  /// Whether `handle` lies strictly inside `ancestor`'s subtree.
  @inlinable
  func isDescendant(_ handle: Int32, of ancestor: Int32) -> Bool {
    var current = nodes[Int(handle)].parent
    while current != -1 {
      if current == ancestor { return true }
      current = nodes[Int(current)].parent
    }
    return false
  }

  /// Links copies of every root subtree of `other` under `parent`, before `sibling`.
  @inlinable
  mutating func graft(
    _ other: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, under parent: Int32, before sibling: Int32
  ) {
    var root = other.firstRoot
    while root != -1 {
      copySubtree(of: root, from: other, includingRoot: true, under: parent, before: sibling)
      root = other.nodes[Int(root)].next
    }
  }

  /// Copies `root`'s subtree from `other` under `parent` (before `sibling`), rebasing levels.
  @inlinable
  mutating func copySubtree(
    of root: Int32, from other: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, includingRoot: Bool,
    under parent: Int32, before sibling: Int32
  ) {
    let baseLevel = parent == -1 ? 0 : nodes[Int(parent)].level + 1
    let shift = baseLevel - other.nodes[Int(root)].level
    var mapped: [Int32: Int32] = [:]
    var handle = root
    while handle != -1 {
      let node = other.nodes[Int(handle)]
      let copy = allocate(node.item, level: node.level + shift, isExpanded: node.isExpanded)
      if handle == root {
        link(copy, parent: parent, before: sibling)
      } else if let newParent = mapped[node.parent] {
        link(copy, parent: newParent, before: -1)
      }
      if node.firstChild != -1 { mapped[handle] = copy }
      handle = node.firstChild != -1 ? node.firstChild : other.nextSkippingChildren(handle, within: root)
    }
  }
}
