/// The items of **one section** as an outline: a forest of items with a per-item expanded flag.
///
/// `items` lists the whole forest depth-first; `visibleItems` lists the items whose every ancestor is
/// expanded ("visible" means reachable through expanded parents, not on screen). Identifiers are
/// unique within the section snapshot, and identity is the identifier's `Hashable` conformance.
/// A freshly built section snapshot has every item collapsed. It is a value with copy-on-write storage.
///
/// Misuse traps where UIKit raises (messages name the identifiers and the fix); expanding or
/// collapsing unknown identifiers is ignored with a `DiffableDiagnostic` in `diagnostics`, where UIKit
/// logs.
///
/// UIKit parity: `NSDiffableDataSourceSectionSnapshot` (iOS 14) with the same member names and labels.
/// Differences: `replace(childrenOf:using:)` validates uniqueness (UIKit can corrupt its tree);
/// `level(of:)` traps on a missing item [inf]. Source: spec/diffable-semantics.md §4.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  @usableFromInline
  var nodes: [OutlineNode<ItemIdentifierType>] = []
  @usableFromInline
  var handles: [ItemIdentifierType: Int32] = [:]
  @usableFromInline
  var firstRoot: Int32 = -1
  @usableFromInline
  var lastRoot: Int32 = -1
  @usableFromInline
  var freeNodes: [Int32] = []
  @usableFromInline
  var cache = OutlineOrderCache()
  @usableFromInline
  var storedDiagnostics: [DiffableDiagnostic] = []

  /// Creates an empty section snapshot.
  ///
  /// UIKit parity: `init()`; identical. Source: spec §4.1.
  @inlinable
  public init() {}

  /// Creates a copy of another section snapshot (items, hierarchy and expansion state).
  ///
  /// UIKit parity: `init(_:)`; identical. Source: spec §4.1.
  @inlinable
  public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
    self = snapshot
  }

  // MARK: Queries

  /// Every item, depth-first (each parent before its children, siblings in order).
  ///
  /// - Complexity: O(n) (O(1) to reach the cached order after the first query following a mutation).
  ///
  /// UIKit parity: `items`; identical. Source: spec §4.1.
  @inlinable
  public var items: [ItemIdentifierType] {
    preorder().order.map { nodes[Int($0)].item }
  }

  /// The items without a parent, in order.
  ///
  /// - Complexity: O(r) for r roots.
  ///
  /// UIKit parity: `rootItems`; identical. Source: spec §4.1.
  @inlinable
  public var rootItems: [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    var handle = firstRoot
    while handle != -1 {
      result.append(nodes[Int(handle)].item)
      handle = nodes[Int(handle)].next
    }
    return result
  }

  /// The items whose every ancestor is expanded, depth-first.
  ///
  /// - Complexity: O(v) for v visible items.
  ///
  /// UIKit parity: `visibleItems`; identical. Source: spec §4.1, S-31.
  @inlinable
  public var visibleItems: [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    var handle = firstRoot
    while handle != -1 {
      let node = nodes[Int(handle)]
      result.append(node.item)
      if node.isExpanded && node.firstChild != -1 {
        handle = node.firstChild
        continue
      }
      handle = nextSkippingChildren(handle, within: -1)
    }
    return result
  }

  /// The expanded items, in the order of `items`.
  ///
  /// - Complexity: O(n).
  ///
  /// UIKit parity: `expandedItems` (public in Swift from iOS 18.1); identical. Source: spec §4.1.
  @inlinable
  public var expandedItems: [ItemIdentifierType] {
    preorder().order.lazy.map { self.nodes[Int($0)] }.filter(\.isExpanded).map(\.item)
  }

  /// Whether the section snapshot contains an item.
  ///
  /// - Complexity: O(1).
  ///
  /// UIKit parity: `contains(_:)`; identical. Source: spec §4.1.
  @inlinable
  public func contains(_ item: ItemIdentifierType) -> Bool {
    handles[item] != nil
  }

  /// The item's position in `items`, or `nil` when absent.
  ///
  /// - Complexity: O(1) after the first query following a mutation (which builds the order, O(n)).
  ///
  /// UIKit parity: `index(of:)`; identical (`nil` for ObjC's `NSNotFound`). Source: spec §4.1.
  @inlinable
  public func index(of item: ItemIdentifierType) -> Int? {
    guard let handle = handles[item] else { return nil }
    return Int(preorder().position[Int(handle)])
  }

  /// The item's depth: 0 for a root, 1 for its children, and so on.
  ///
  /// - Precondition: `contains(item)`; otherwise traps with "Item identifier does not exist in section
  ///   snapshot" naming it.
  /// - Complexity: O(1).
  ///
  /// UIKit parity: `level(of:)`. UIKit's header promises `NSNotFound` for a missing item while black-box
  /// notes say it raises; this traps (spec §8.2) [inf].
  @inlinable
  public func level(of item: ItemIdentifierType) -> Int {
    Int(nodes[Int(handle(of: item))].level)
  }

  /// The item's parent, or `nil` for a root.
  ///
  /// - Precondition: `contains(item)`; otherwise traps naming the identifier.
  /// - Complexity: O(1).
  ///
  /// UIKit parity: `parent(of:)`; identical. Source: spec §4.1.
  @inlinable
  public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
    let parent = nodes[Int(handle(of: item, role: "Child item identifier"))].parent
    return parent == -1 ? nil : nodes[Int(parent)].item
  }

  /// Whether the item is expanded (an item needs no children to be expanded).
  ///
  /// - Precondition: `contains(item)`; otherwise traps naming the identifier.
  /// - Complexity: O(1).
  ///
  /// UIKit parity: `isExpanded(_:)`; identical. Source: spec §4.1.
  @inlinable
  public func isExpanded(_ item: ItemIdentifierType) -> Bool {
    nodes[Int(handle(of: item))].isExpanded
  }

  /// Whether every ancestor of the item is expanded (roots are always visible).
  ///
  /// - Precondition: `contains(item)`; otherwise traps naming the identifier.
  /// - Complexity: O(d) for the item's depth d (UIKit documents O(1); outlines are shallow).
  ///
  /// UIKit parity: `isVisible(_:)`; identical. Source: spec §4.1.
  @inlinable
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    var parent = nodes[Int(handle(of: item))].parent
    while parent != -1 {
      if !nodes[Int(parent)].isExpanded { return false }
      parent = nodes[Int(parent)].parent
    }
    return true
  }

  /// The situations UIKit would only have logged (expand/collapse of unknown items), oldest first.
  ///
  /// UIKit parity: none (UIKit logs). Source: spec §4.1.
  @inlinable
  public var diagnostics: [DiffableDiagnostic] { storedDiagnostics }

  // MARK: Internals

  /// The arena index of an item, trapping with UIKit's text when absent.
  @inlinable
  func handle(of item: ItemIdentifierType, role: String = "Item identifier") -> Int32 {
    guard let handle = handles[item] else {
      fatalError(
        "\(role) does not exist in section snapshot: \(DiffableMessages.one(item)). "
          + "Fix: check contains(_:) first, or append the item before querying it.")
    }
    return handle
  }

  /// The next node depth-first after `handle`'s whole subtree, staying inside `root`'s subtree
  /// (`-1` = the whole forest); `-1` when there is none.
  @inlinable
  func nextSkippingChildren(_ handle: Int32, within root: Int32) -> Int32 {
    var current = handle
    while current != -1 && current != root {
      let next = nodes[Int(current)].next
      if next != -1 { return next }
      current = nodes[Int(current)].parent
    }
    return -1
  }

  /// The depth-first order and positions, cached until the next mutation.
  @inlinable
  func preorder() -> (order: [Int32], position: [Int32]) {
    cache.get {
      var order: [Int32] = []
      order.reserveCapacity(handles.count)
      var position = [Int32](repeating: -1, count: nodes.count)
      var handle = firstRoot
      while handle != -1 {
        position[Int(handle)] = Int32(order.count)
        order.append(handle)
        let node = nodes[Int(handle)]
        handle = node.firstChild != -1 ? node.firstChild : nextSkippingChildren(handle, within: -1)
      }
      return (order, position)
    }
  }

  /// Invalidates the cached order before a mutation.
  @inlinable
  mutating func willMutate() {
    if isKnownUniquelyReferenced(&cache) { cache.reset() } else { cache = OutlineOrderCache() }
  }
}
