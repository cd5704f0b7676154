import Foundation

/// The item frames of a tiled section (one template repeated at a constant stride), in a form the public
/// `forEachItemFrame(_:)` walks in the caller's module: the loop is `@inlinable`, so the caller's closure is inlined
/// into it (no call per item) instead of being called through a context pointer from this module.
///
/// Item `k` is slot `k mod L` of instance `⌊k / L⌋` (L = `leaves.count`). Its frame is computed with the same
/// additions, in the same order, as `SolvedSection.itemFrame(_:)` followed by the section origin and the mirroring:
/// x = (leaf x + (group x + instance × step x)) + section x, the same along y, then x = mirror width − max x in a
/// right-to-left layout. The instance offset is a product, never a running sum, so the frames are bit for bit those
/// of `frameForItem(at:)` at any count.
@usableFromInline
struct TiledItemFrames {
  /// The template's leaf frames, group-local.
  @usableFromInline let leaves: [CGRect]
  /// The items enumerated: the section's laid-out items, at most `leaves.count` per instance.
  @usableFromInline let count: Int
  /// The first instance's origin, section-local.
  @usableFromInline let groupOrigin: CGPoint
  /// The offset from one instance to the next: the stride along the repetition axis, 0 across it.
  @usableFromInline let step: CGPoint
  /// The section's origin in content coordinates (computation space).
  @usableFromInline let origin: CGPoint
  /// The content width a right-to-left layout mirrors x against; nil in a left-to-right layout.
  @usableFromInline let mirrorWidth: CGFloat?

  init(leaves: [CGRect], count: Int, groupOrigin: CGPoint, step: CGPoint, origin: CGPoint, mirrorWidth: CGFloat?) {
    self.leaves = leaves
    self.count = count
    self.groupOrigin = groupOrigin
    self.step = step
    self.origin = origin
    self.mirrorWidth = mirrorWidth
  }

  /// Calls `body` with `section`, every item index in order and its frame in content coordinates.
  ///
  /// Inlined into the caller together with `body`: per item, four additions, the leaf's four loads and `body`'s own
  /// work. Whole instances run without a per-item bound check; only the last instance can be partial.
  @inlinable
  @inline(__always)
  func forEach(section: Int, _ body: (_ section: Int, _ item: Int, _ frame: CGRect) -> Void) {
    leaves.withUnsafeBufferPointer { leaves in
      let slots = leaves.count
      var item = 0
      var instance = 0
      while item < count {
        let dx = groupOrigin.x + CGFloat(instance) * step.x
        let dy = groupOrigin.y + CGFloat(instance) * step.y
        let filled = Swift.min(slots, count - item)
        if let mirrorWidth {
          for slot in 0..<filled {
            let leaf = leaves[slot]
            var frame = CGRect(
              x: (leaf.origin.x + dx) + origin.x, y: (leaf.origin.y + dy) + origin.y, width: leaf.size.width,
              height: leaf.size.height)
            frame.origin.x = mirrorWidth - frame.maxX
            body(section, item &+ slot, frame)
          }
        } else {
          for slot in 0..<filled {
            let leaf = leaves[slot]
            body(
              section, item &+ slot,
              CGRect(
                x: (leaf.origin.x + dx) + origin.x, y: (leaf.origin.y + dy) + origin.y, width: leaf.size.width,
                height: leaf.size.height))
          }
        }
        item &+= filled
        instance &+= 1
      }
    }
  }
}

extension LayoutSolution {
  /// The number of sections laid out.
  @usableFromInline
  var sectionCount: Int { sections.count }

  /// Section `sectionIndex`'s item frames when it is tiled (one template, a constant stride, no measured instance)
  /// and has items; nil otherwise (then `forEachItemFrame(inSection:_:)` walks it). O(slots per group).
  @usableFromInline
  func tiledItemFrames(inSection sectionIndex: Int) -> TiledItemFrames? {
    let section = sections[sectionIndex]
    guard section.isTiled else { return nil }
    let slots = section.template.leaves.count
    let laidOut = section.laidOutItemCount
    guard slots > 0, laidOut > 0, section.instanceCount > 0 else { return nil }
    // At most `slots` items per instance (the product is formed only when it is smaller: it cannot overflow).
    let count = section.instanceCount >= (laidOut - 1) / slots + 1 ? laidOut : section.instanceCount * slots
    let alongX = section.repetitionAxis == .x
    return TiledItemFrames(
      leaves: section.template.leaves.map(\.frame), count: count, groupOrigin: section.groupOrigin,
      step: CGPoint(x: alongX ? section.stride : 0, y: alongX ? 0 : section.stride),
      origin: sectionOrigin(sectionIndex),
      mirrorWidth: isRightToLeft ? contentSize.width : nil)
  }
}

extension SolvedSection {
  /// One template at a constant stride: no measured instance, no per-instance lengths or item counts.
  var isTiled: Bool { instanceTemplates.isEmpty && instanceFirstItems == nil && instanceStrides == nil }
}
