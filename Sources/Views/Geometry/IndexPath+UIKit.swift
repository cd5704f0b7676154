import Foundation
import Synchronization

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  extension IndexPath {
    /// Creates an index path for an item in a section of a collection view.
    ///
    /// - Parameters:
    ///   - item: The item's index in its section, 0-based.
    ///   - section: The section's index, 0-based.
    ///
    /// UIKit parity: `IndexPath.init(item:section:)` from UIKit's Foundation overlay; identical.
    /// - Complexity: O(1), no allocation.
    public init(item: Int, section: Int) {
      self = IndexPath.pair(section, item)
    }

    /// The item's index in its section (the second element of the path).
    ///
    /// Precondition: the path has exactly two elements, as UIKit requires.
    ///
    /// UIKit parity: `IndexPath.item`; identical.
    /// - Complexity: O(1).
    public var item: Int {
      @inlinable get {
        if let pair = pairElements { return pair.1 }
        return checkedElement(1, "IndexPath.item needs a two-element index path (section, item)")
      }
      set {
        if setPairElement(1, newValue) { return }
        usagePrecondition(
          count == 2, "IndexPath.item needs a two-element index path (section, item); this one is \(self)")
        self[1] = newValue
      }
    }

    /// Creates an index path for a row in a section of a table view.
    ///
    /// - Parameters:
    ///   - row: The row's index in its section, 0-based.
    ///   - section: The section's index, 0-based.
    ///
    /// UIKit parity: `IndexPath.init(row:section:)` from UIKit's Foundation overlay; identical.
    /// - Complexity: O(1), no allocation.
    public init(row: Int, section: Int) {
      self = IndexPath.pair(section, row)
    }

    /// The row's index in its section (the second element of the path; the same as `item`).
    ///
    /// Precondition: the path has exactly two elements, as UIKit requires.
    ///
    /// UIKit parity: `IndexPath.row`; identical.
    /// - Complexity: O(1).
    public var row: Int {
      get {
        if let pair = pairElements { return pair.1 }
        precondition(count == 2, "IndexPath.row needs a two-element index path (section, row); this one is \(self)")
        return self[1]
      }
      set {
        if setPairElement(1, newValue) { return }
        precondition(count == 2, "IndexPath.row needs a two-element index path (section, row); this one is \(self)")
        self[1] = newValue
      }
    }

    /// The section's index (the first element of the path).
    ///
    /// Precondition: the path has exactly two elements, as UIKit requires.
    ///
    /// UIKit parity: `IndexPath.section`; identical.
    /// - Complexity: O(1).
    public var section: Int {
      @inlinable get {
        if let pair = pairElements { return pair.0 }
        return checkedElement(0, "IndexPath.section needs a two-element index path (section, item)")
      }
      set {
        if setPairElement(0, newValue) { return }
        usagePrecondition(
          count == 2, "IndexPath.section needs a two-element index path (section, item); this one is \(self)")
        self[0] = newValue
      }
    }

    /// Element `index` of a path that is not stored as a known pair: traps with `message` (and the path) unless the
    /// path has two elements. Out of line, so the inlined getters above stay a few loads.
    @usableFromInline @inline(never)
    func checkedElement(_ index: Int, _ message: StaticString) -> Int {
      usagePrecondition(count == 2, "\(message); this one is \(self)")
      return self[index]
    }
  }
#endif

extension IndexPath {
  /// Both elements of a two-element path, or nil for any other length. O(1), no call into Foundation for a path
  /// Foundation stores inline (see `IndexPathPairLayout`).
  @inlinable @inline(__always)
  package var sectionAndItem: (section: Int, item: Int)? {
    if let pair = pairElements { return (pair.0, pair.1) }
    return count == 2 ? (self[0], self[1]) : nil
  }

  /// The tag `sectionAndItem(pairLayoutTag:)` takes: learnt once per process (probing on first use), so a caller
  /// may keep it in a stored property instead of asking on every access.
  package static var pairLayoutTag: Int { IndexPathPairLayout.current() }

  /// `sectionAndItem` with the pair layout's tag given (`pairLayoutTag`, kept by the caller): no call to learn it.
  @inlinable @inline(__always)
  package func sectionAndItem(pairLayoutTag tag: Int) -> (section: Int, item: Int)? {
    if tag != IndexPathPairLayout.unusable {
      let (first, second, stored) = unsafeBitCast(self, to: (Int, Int, UInt8).self)
      if stored == UInt8(truncatingIfNeeded: tag) { return (first, second) }
    }
    return count == 2 ? (self[0], self[1]) : nil
  }

  /// `[section, item]`, as Foundation builds it with `IndexPath(index: section).appending(item)`, without calling
  /// into Foundation when its inline layout is known.
  @inlinable @inline(__always)
  package static func pair(_ first: Int, _ second: Int) -> IndexPath {
    let layout = IndexPathPairLayout.current()
    guard layout != IndexPathPairLayout.unusable else { return IndexPath(index: first).appending(second) }
    return unsafeBitCast((first, second, UInt8(truncatingIfNeeded: layout)), to: IndexPath.self)
  }

  /// `pair(_:_:)` with the pair layout's tag given (`pairLayoutTag`, kept by the caller): no call to learn it.
  @inlinable @inline(__always)
  package static func pair(_ first: Int, _ second: Int, pairLayoutTag layout: Int) -> IndexPath {
    guard layout != IndexPathPairLayout.unusable else { return IndexPath(index: first).appending(second) }
    return unsafeBitCast((first, second, UInt8(truncatingIfNeeded: layout)), to: IndexPath.self)
  }

  /// The two elements when Foundation stores this path inline as a pair, nil otherwise (another length, or a layout
  /// this code does not know).
  @inlinable @inline(__always)
  package var pairElements: (Int, Int)? {
    let layout = IndexPathPairLayout.current()
    guard layout != IndexPathPairLayout.unusable else { return nil }
    // Read as a value (the known layout has the same size), not through the path's address: taking it made every
    // caller spill the path and pay for a stack protector.
    let (first, second, tag) = unsafeBitCast(self, to: (Int, Int, UInt8).self)
    return tag == UInt8(truncatingIfNeeded: layout) ? (first, second) : nil
  }

  /// Whether this platform's Foundation stores a two-element path inline as `IndexPathPairLayout` expects (so the
  /// UIKit members above read and write it in place). Probes when not probed yet.
  package static var hasKnownPairLayout: Bool { IndexPathPairLayout.probe() }

  /// Sets element `index` (0 or 1) of a path that `setPairElement` (or `pairElements`) found stored inline as a
  /// pair, without checking again: for loops that update one path many times (only its elements change, so it
  /// stays a pair). Precondition: that check succeeded for this path.
  @inlinable @inline(__always)
  package mutating func setKnownPairElement(_ index: Int, _ value: Int) {
    withUnsafeMutableBytes(of: &self) { raw in raw.storeBytes(of: value, toByteOffset: index * 8, as: Int.self) }
  }

  /// Sets element `index` (0 or 1) in place when Foundation stores this path inline as a pair; false otherwise.
  @inlinable @inline(__always)
  package mutating func setPairElement(_ index: Int, _ value: Int) -> Bool {
    guard pairElements != nil else { return false }
    withUnsafeMutableBytes(of: &self) { raw in raw.storeBytes(of: value, toByteOffset: index * 8, as: Int.self) }
    return true
  }
}

/// How Foundation lays out a two-element `IndexPath` in memory, learnt once by probing Foundation's own values.
///
/// On Linux, `IndexPath`'s members are not inlinable: reading `indexPath.item` through Foundation costs two calls
/// (`count`, then the subscript, each switching over the storage), about 50 instructions, and building
/// `IndexPath(item:section:)` two more. Foundation stores a two-element path inline: 17 bytes, the two integers
/// followed by a tag byte that says "pair" (its storage is an enum whose payload cases are a single index, a pair
/// and an array). Once a probe has checked that paths Foundation builds look exactly like that — every pair read
/// back, no other length carrying the pair tag, a path written this way equal to and hashing like Foundation's —
/// the accessors above read and write the two integers directly. If any check fails (another Foundation), the
/// state is `unusable` and every access goes through Foundation as before: correct either way.
@usableFromInline enum IndexPathPairLayout {
  /// Probed: not the layout above.
  @inlinable static var unusable: Int { 256 }

  /// `unusable` or the pair tag (0…255), learnt on first use. A lazily initialised global: the runtime runs
  /// `examine()` once, thread-safely.
  static let learned = examine()

  /// `learned` once some thread has read it, −1 before. Statically initialised (no lazy-initialisation call on
  /// each read, which cost about 14 instructions per `indexPath.item` on Linux); relaxed ordering suffices because
  /// every thread stores the same value, read from `learned`.
  private static let cached = Atomic<Int>(-1)

  /// `learned`, read through a call inside this module (what inlined code in other modules calls): one load.
  @usableFromInline static func current() -> Int {
    let tag = cached.load(ordering: .relaxed)
    return tag >= 0 ? tag : learn()
  }

  @inline(never) private static func learn() -> Int {
    cached.store(learned, ordering: .relaxed)
    return learned
  }

  /// Whether the layout is the known one (see the type's documentation); probes on first use.
  static func probe() -> Bool { learned != unusable }

  private static func examine() -> Int {
    guard MemoryLayout<IndexPath>.size == 17, MemoryLayout<(Int, Int, UInt8)>.size == 17,
      MemoryLayout<IndexPath>.alignment == MemoryLayout<(Int, Int, UInt8)>.alignment
    else { return unusable }
    func bytes(_ path: IndexPath) -> (Int, Int, UInt8) {
      withUnsafeBytes(of: path) {
        ($0.load(as: Int.self), $0.load(fromByteOffset: 8, as: Int.self), $0.load(fromByteOffset: 16, as: UInt8.self))
      }
    }
    let tag = bytes(IndexPath(index: 3).appending(7)).2
    let samples: [(Int, Int)] = [(0, 0), (3, 7), (-1, Int.max), (Int.min, -5), (1 << 40, 255)]
    for (first, second) in samples {
      let foundation = IndexPath(index: first).appending(second)
      let read = bytes(foundation)
      guard foundation.count == 2, read.0 == first, read.1 == second, read.2 == tag else { return unusable }
      let written = unsafeBitCast((first, second, tag), to: IndexPath.self)
      guard written == foundation, written.hashValue == foundation.hashValue, written.count == 2,
        written[0] == first, written[1] == second, Array(written) == [first, second]
      else { return unusable }
    }
    // Every other length must carry another tag, whatever its contents.
    let others: [IndexPath] = [
      IndexPath(), IndexPath(index: 0), IndexPath(index: 7), IndexPath(indexes: [0, 0, 0]),
      IndexPath(indexes: [3, 7, 1]), IndexPath(indexes: [3, 7, 1, 2]),
    ]
    for other in others where bytes(other).2 == tag { return unusable }
    return Int(tag)
  }
}
