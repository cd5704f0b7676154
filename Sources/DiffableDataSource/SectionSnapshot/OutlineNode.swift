import Foundation
import Synchronization

/// One item of a section snapshot's forest, stored in an arena and linked by arena indices (`-1` = none).
@usableFromInline
struct OutlineNode<Item: Hashable & Sendable>: Sendable {
  @usableFromInline
  var item: Item
  @usableFromInline
  var parent: Int32
  @usableFromInline
  var firstChild: Int32 = -1
  @usableFromInline
  var lastChild: Int32 = -1
  @usableFromInline
  var previous: Int32 = -1
  @usableFromInline
  var next: Int32 = -1
  @usableFromInline
  var level: Int32
  @usableFromInline
  var isExpanded: Bool
  @usableFromInline
  var isAlive = true

  @inlinable
  init(item: Item, parent: Int32, level: Int32, isExpanded: Bool) {
    self.item = item
    self.parent = parent
    self.level = level
    self.isExpanded = isExpanded
  }
}

/// The depth-first order of a section snapshot's arena, computed on first use after a mutation.
///
/// Shared between copies of a section snapshot; mutations install a fresh cache (or reset a uniquely
/// owned one), and concurrent readers build it under `lock`.
@usableFromInline
final class OutlineOrderCache: @unchecked Sendable {
  @usableFromInline
  let lock = NSLock()
  @usableFromInline
  let isValid = Atomic<Bool>(false)
  /// Arena indices in depth-first order.
  @usableFromInline
  var order: [Int32] = []
  /// Position in `order` by arena index; `-1` for dead nodes.
  @usableFromInline
  var position: [Int32] = []

  @inlinable
  init() {}

  /// Returns the order, building it with `build` if needed. Safe on shared caches.
  @inlinable
  func get(_ build: () -> (order: [Int32], position: [Int32])) -> (order: [Int32], position: [Int32]) {
    if isValid.load(ordering: .acquiring) { return (order, position) }
    return lock.withLock {
      if !isValid.load(ordering: .relaxed) {
        (order, position) = build()
        isValid.store(true, ordering: .releasing)
      }
      return (order, position)
    }
  }

  /// Forgets the order; only for a uniquely referenced cache.
  @inlinable
  func reset() {
    isValid.store(false, ordering: .relaxed)
  }
}
