import Foundation
import Synchronization

/// One item of a section snapshot's forest, stored in an arena and linked by arena indices (`-1` = none).
struct OutlineNode<Item: Hashable & Sendable>: Sendable {
  var item: Item
  var parent: Int32
  var firstChild: Int32 = -1
  var lastChild: Int32 = -1
  var previous: Int32 = -1
  var next: Int32 = -1
  var level: Int32
  var isExpanded: Bool
  var isAlive = true
}

/// The depth-first order of a section snapshot's arena, computed on first use after a mutation.
///
/// Shared between copies of a section snapshot; mutations install a fresh cache (or reset a uniquely
/// owned one), and concurrent readers build it under `lock`.
final class OutlineOrderCache: @unchecked Sendable {
  let lock = NSLock()
  let isValid = Atomic<Bool>(false)
  /// Arena indices in depth-first order.
  var order: [Int32] = []
  /// Position in `order` by arena index; `-1` for dead nodes.
  var position: [Int32] = []

  /// Returns the order, building it with `build` if needed. Safe on shared caches.
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
  func reset() {
    isValid.store(false, ordering: .relaxed)
  }
}
