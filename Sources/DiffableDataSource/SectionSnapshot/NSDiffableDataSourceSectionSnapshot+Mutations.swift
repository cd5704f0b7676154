extension NSDiffableDataSourceSectionSnapshot {
  /// Appends items as new roots, or as the last children of `parent`.
  ///
  /// - Parameters:
  ///   - items: New identifiers, in order.
  ///   - parent: An existing item, or `nil` (the default) for roots.
  /// - Precondition: `parent`, when given, exists (else traps with "Parent item identifier does not
  ///   exist"); no identifier is repeated in `items` or already in the section snapshot (else traps with
  ///   "Identifiers in a section snapshot must be unique", listing them). Nothing is inserted on failure.
  /// - Complexity: O(k) for k items.
  ///
  /// UIKit parity: `append(_:to:)`; identical. Source: spec §4.1, case B17.
  @inlinable
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    var parentHandle: Int32 = -1
    if let parent { parentHandle = handle(of: parent, role: "Parent item identifier") }
    validateNew(items)
    willMutate()
    let level = parentHandle == -1 ? 0 : nodes[Int(parentHandle)].level + 1
    handles.reserveCapacity(handles.count + items.count)
    for item in items {
      let node = allocate(item, level: level, isExpanded: false)
      link(node, parent: parentHandle, before: -1)
    }
  }

  /// Inserts items as siblings just before an existing item, at its level.
  ///
  /// - Precondition: `item` exists (else traps with "Item identifier to insert before does not exist");
  ///   the new identifiers are unique, as for `append(_:to:)`.
  /// - Complexity: O(k) for k items.
  ///
  /// UIKit parity: `insert(_:before:)`; identical. Source: spec §4.1.
  @inlinable
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    let destination = handle(of: item, role: "Item identifier to insert before")
    validateNew(items)
    insert(items, nextTo: destination, after: false)
  }

  /// Inserts items as siblings just after an existing item (after its whole subtree), at its level.
  ///
  /// - Precondition: `item` exists (else traps with "Item identifier to insert after does not exist");
  ///   the new identifiers are unique, as for `append(_:to:)`.
  /// - Complexity: O(k) for k items.
  ///
  /// UIKit parity: `insert(_:after:)`; identical. Source: spec §4.1.
  @inlinable
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    let destination = handle(of: item, role: "Item identifier to insert after")
    validateNew(items)
    insert(items, nextTo: destination, after: true)
  }

  @inlinable
  mutating func insert(_ items: [ItemIdentifierType], nextTo destination: Int32, after: Bool) {
    willMutate()
    let parent = nodes[Int(destination)].parent
    let level = nodes[Int(destination)].level
    let before = after ? nodes[Int(destination)].next : destination
    for item in items {
      let node = allocate(item, level: level, isExpanded: false)
      link(node, parent: parent, before: before)
    }
  }

  /// Deletes items together with all their descendants (and their expanded flags).
  ///
  /// - Precondition: every identifier exists; otherwise traps with "Failed to find index of item",
  ///   naming it, before anything is deleted.
  /// - Complexity: O(k + d) for k identifiers and d deleted descendants.
  ///
  /// UIKit parity: `delete(_:)`; identical. Source: spec §4.1.
  @inlinable
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where handles[item] == nil {
      fatalError(
        "Failed to find index of item \(DiffableMessages.one(item)). "
          + "Fix: only delete items the section snapshot contains (check contains(_:)).")
    }
    willMutate()
    for item in items {
      if let node = handles[item] { removeSubtree(node) }
    }
  }

  /// Removes every item and every expanded flag.
  ///
  /// UIKit parity: `deleteAll()`; identical. Source: spec §4.1.
  @inlinable
  public mutating func deleteAll() {
    willMutate()
    nodes = []
    handles = [:]
    freeNodes = []
    firstRoot = -1
    lastRoot = -1
  }

  /// Marks items expanded. Unknown identifiers are ignored and recorded in `diagnostics`.
  ///
  /// - Complexity: O(k) for k identifiers.
  ///
  /// UIKit parity: `expand(_:)`; identical (UIKit logs unknown identifiers). Source: spec §4.1.
  @inlinable
  public mutating func expand(_ items: [ItemIdentifierType]) {
    setExpanded(items, to: true)
  }

  /// Marks items collapsed. Unknown identifiers are ignored and recorded in `diagnostics`.
  ///
  /// - Complexity: O(k) for k identifiers.
  ///
  /// UIKit parity: `collapse(_:)`; identical (UIKit logs unknown identifiers). Source: spec §4.1.
  @inlinable
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    setExpanded(items, to: false)
  }

  /// Forgets the recorded diagnostics.
  ///
  /// UIKit parity: none.
  @inlinable
  public mutating func removeAllDiagnostics() {
    storedDiagnostics = []
  }

  @inlinable
  mutating func setExpanded(_ items: [ItemIdentifierType], to value: Bool) {
    var unknown: [ItemIdentifierType] = []
    for item in items {
      if let node = handles[item] {
        nodes[Int(node)].isExpanded = value
      } else {
        unknown.append(item)
      }
    }
    guard !unknown.isEmpty else { return }
    let verb = value ? "expand" : "collapse"
    storedDiagnostics.append(
      DiffableDiagnostic(
        code: value ? .expandUnknownItemIdentifiers : .collapseUnknownItemIdentifiers,
        identifiers: unknown.map { DiffableMessages.one($0) },
        message: "Attempted to \(verb) item identifiers that do not exist in the section snapshot: "
          + "\(DiffableMessages.set(unknown)). They were ignored. Fix: \(verb) only items the section snapshot contains."
      ))
  }

  // MARK: Arena helpers

  /// Traps unless the identifiers are pairwise distinct and not yet in the section snapshot.
  @inlinable
  func validateNew(_ items: [ItemIdentifierType]) {
    var duplicates = DiffableMessages.duplicates(in: items)
    for item in items where handles[item] != nil && !duplicates.contains(item) { duplicates.append(item) }
    if !duplicates.isEmpty {
      fatalError(
        "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
          + "\(DiffableMessages.set(duplicates)). Fix: de-duplicate the items, or delete the existing ones first.")
    }
  }

  /// Creates an unlinked node for a new item and records its handle.
  @inlinable
  mutating func allocate(_ item: ItemIdentifierType, level: Int32, isExpanded: Bool) -> Int32 {
    let node = OutlineNode(item: item, parent: -1, level: level, isExpanded: isExpanded)
    let handle: Int32
    if let free = freeNodes.popLast() {
      handle = free
      nodes[Int(free)] = node
    } else {
      handle = Int32(nodes.count)
      nodes.append(node)
    }
    handles[item] = handle
    return handle
  }

  /// Links an unlinked node under `parent` (`-1` = roots), just before `sibling` (`-1` = at the end).
  @inlinable
  mutating func link(_ handle: Int32, parent: Int32, before sibling: Int32) {
    let previous: Int32
    if sibling != -1 {
      previous = nodes[Int(sibling)].previous
    } else {
      previous = parent == -1 ? lastRoot : nodes[Int(parent)].lastChild
    }
    nodes[Int(handle)].parent = parent
    nodes[Int(handle)].previous = previous
    nodes[Int(handle)].next = sibling
    if previous == -1 {
      if parent == -1 { firstRoot = handle } else { nodes[Int(parent)].firstChild = handle }
    } else {
      nodes[Int(previous)].next = handle
    }
    if sibling == -1 {
      if parent == -1 { lastRoot = handle } else { nodes[Int(parent)].lastChild = handle }
    } else {
      nodes[Int(sibling)].previous = handle
    }
  }

  /// Unlinks a node from its siblings and parent, keeping its own subtree attached to it.
  @inlinable
  mutating func unlink(_ handle: Int32) {
    let node = nodes[Int(handle)]
    if node.previous == -1 {
      if node.parent == -1 { firstRoot = node.next } else { nodes[Int(node.parent)].firstChild = node.next }
    } else {
      nodes[Int(node.previous)].next = node.next
    }
    if node.next == -1 {
      if node.parent == -1 { lastRoot = node.previous } else { nodes[Int(node.parent)].lastChild = node.previous }
    } else {
      nodes[Int(node.next)].previous = node.previous
    }
  }

  /// Unlinks a node and frees it with all its descendants.
  @inlinable
  mutating func removeSubtree(_ root: Int32) {
    unlink(root)
    var handle = root
    while handle != -1 {
      let node = nodes[Int(handle)]
      let next = node.firstChild != -1 ? node.firstChild : nextSkippingChildren(handle, within: root)
      handles.removeValue(forKey: node.item)
      nodes[Int(handle)].isAlive = false
      nodes[Int(handle)].isExpanded = false
      freeNodes.append(handle)
      handle = next
    }
  }
}
