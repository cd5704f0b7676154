import Foundation

/// The cells' attributes objects a layout's rect queries vended, vended again once nobody else holds them.
///
/// A rect query returns a new attributes object per element, and a scrolling collection view drops them a pass later:
/// allocating and freeing one cost about 400 instructions, more than computing its frame. The recycler keeps the
/// objects it made in a ring and hands one out again, reset to the new element, only when the ring holds the sole
/// reference to it: no strong reference elsewhere (`isKnownUniquelyReferenced`), no unowned one and no weak one (the
/// runtime's counts). Nobody can then tell a recycled object from a new one, as with memory the allocator reuses.
/// Objects someone still holds are skipped (at most `probes` per request) and stay untouched.
///
/// UIKit parity: UIKit documents that a collection view copies attributes before changing them and that layouts may
/// keep and return their own objects (flow layouts cache theirs); this one never changes an object another holder
/// can see.
final class LayoutAttributesRecycler {
  /// The most objects kept (a screen of cells held by the views, the next screen's being made, and slack).
  static let capacity = 128
  /// The most held objects skipped in one request before a new object is made.
  static let probes = 4
  /// Requests in a row that found every object they looked at held, after which the rest of the query makes new
  /// objects without looking (a caller keeping everything it is given, such as a query for all the content).
  static let missesBeforeGivingUp = 8

  /// The objects made, `count` of them, in slots allocated at the first request (a pointer's element is accessed in
  /// place: an array would check its uniqueness and exclusivity on every access).
  @exclusivity(unchecked) private var slots: UnsafeMutablePointer<UICollectionViewLayoutAttributes>?
  /// The number of objects kept. Exempt from dynamic exclusivity checks, as `cursor`: only
  /// `cell(at:frame:zIndex:)` changes them, without calling out while it does.
  @exclusivity(unchecked) private(set) var count = 0
  /// The next slot to look at; the ring is walked in order, so the objects handed out longest ago come first.
  @exclusivity(unchecked) private var cursor = 0
  /// Requests in a row, in this query, that found only held objects.
  @exclusivity(unchecked) private var misses = 0

  init() {}

  deinit {
    guard let slots else { return }
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  /// Whether no weak or unowned reference to `attributes` exists. `isKnownUniquelyReferenced` counts strong
  /// references only; the runtime's unowned and weak counts are 1 (its own) when there are none.
  @inline(__always)
  static func hasNoWeakOrUnownedReferences(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    _getUnownedRetainCount(attributes) == 1 && _getWeakRetainCount(attributes) <= 1
  }

  /// Starts a query: looks for free objects again.
  func beginQuery() {
    misses = 0
  }

  /// Attributes for the cell at `indexPath` with `frame` and `zIndex` (every other property at its initial value):
  /// a kept object nobody else holds, reset, or a new one.
  ///
  /// - Complexity: O(1): at most `probes` slots looked at.
  func cell(at indexPath: IndexPath, frame: CGRect, zIndex: Int) -> UICollectionViewLayoutAttributes {
    guard misses < Self.missesBeforeGivingUp else {
      return UICollectionViewLayoutAttributes(forCellWith: indexPath, frame: frame, zIndex: zIndex)
    }
    let slots: UnsafeMutablePointer<UICollectionViewLayoutAttributes>
    if let existing = self.slots {
      slots = existing
    } else {
      slots = .allocate(capacity: Self.capacity)
      self.slots = slots
    }
    let count = self.count
    var probes = min(count, Self.probes)
    var index = cursor
    while probes > 0 {
      let next = index + 1 == count ? 0 : index + 1
      if isKnownUniquelyReferenced(&slots[index]) {
        let attributes = slots[index]
        if Self.hasNoWeakOrUnownedReferences(attributes) {
          cursor = next
          misses = 0
          attributes.reset(forCellWith: indexPath, frame: frame, zIndex: zIndex)
          return attributes
        }
      }
      index = next
      probes -= 1
    }
    // The objects looked at are held: the next request starts after them.
    cursor = index
    if count >= Self.probes { misses += 1 }
    let made = UICollectionViewLayoutAttributes(forCellWith: indexPath, frame: frame, zIndex: zIndex)
    if count < Self.capacity {
      (slots + count).initialize(to: made)
      self.count = count + 1
    } else {
      // Full of held objects: the ring lets the last one looked at go (its holders keep it) and keeps the new one.
      slots[index == 0 ? count - 1 : index - 1] = made
    }
    return made
  }
}
