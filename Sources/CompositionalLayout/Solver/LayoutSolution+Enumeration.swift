import Foundation

extension LayoutSolution {
  /// Calls `body` with every laid-out item of `section` and its frame in content coordinates, in order.
  func forEachItemFrame(inSection sectionIndex: Int, _ body: (Int, CGRect) -> Void) {
    let section = sections[sectionIndex]
    let count = section.laidOutItemCount
    guard count > 0 else { return }
    let origin = sectionOrigin(sectionIndex)
    let baseLeaves = section.template.leaves.map(\.frame)
    let measured = !section.instanceTemplates.isEmpty || section.instanceFirstItems != nil
    let mirrorWidth = isRightToLeft ? contentSize.width : nil
    let alongX = section.repetitionAxis == .x
    var item = 0
    if !measured && section.instanceStrides == nil {
      // Tiled: one template, a constant stride.
      // Instance k sits at k × stride (multiplied, not accumulated, so frames equal `itemFrame(_:)` exactly).
      let stepX = alongX ? section.stride : 0
      let stepY = alongX ? 0 : section.stride
      baseLeaves.withUnsafeBufferPointer { leaves in
        for instance in 0..<section.instanceCount {
          // The same additions, in the same order, as `itemFrame(_:)` then the section origin.
          let dx = section.groupOrigin.x + CGFloat(instance) * stepX
          let dy = section.groupOrigin.y + CGFloat(instance) * stepY
          for leaf in leaves where item < count {
            var frame = CGRect(
              x: (leaf.origin.x + dx) + origin.x, y: (leaf.origin.y + dy) + origin.y, width: leaf.size.width,
              height: leaf.size.height)
            if let mirrorWidth { frame.origin.x = mirrorWidth - frame.maxX }
            body(item, frame)
            item += 1
          }
        }
      }
      return
    }
    forEachMeasuredItemFrame(
      section, baseLeaves: baseLeaves, origin: origin, mirrorWidth: mirrorWidth, alongX: alongX, body)
  }

  /// `forEachItemFrame(inSection:_:)` for a section whose instances differ. Per-instance geometry: every template's
  /// leaf frames in one flat array, and each instance's origin read from the lengths block by block (the same
  /// additions as `itemFrame(_:)`). Kept out of line so that the tiled loop above compiles as before.
  @inline(never)
  private func forEachMeasuredItemFrame(
    _ section: SolvedSection, baseLeaves: [CGRect], origin: CGPoint, mirrorWidth: CGFloat?, alongX: Bool,
    _ body: (Int, CGRect) -> Void
  ) {
    let count = section.laidOutItemCount
    var item = 0
    let templates = section.instanceTemplates
    var frames = baseLeaves
    var firstFrame = [0]
    firstFrame.reserveCapacity(templates.variants.count + 2)
    for variant in templates.variants {
      firstFrame.append(frames.count)
      for leaf in variant.leaves { frames.append(leaf.frame) }
    }
    firstFrame.append(frames.count)
    let groupOrigin = section.groupOrigin
    let instanceCount = section.instanceCount
    let uniformStride = section.stride
    let lengths = section.instanceStrides
    let starts = section.instanceFirstItems
    if starts == nil, let lengths, baseLeaves.count == 1, templates.variants.allSatisfy({ $0.leaves.count == 1 }) {
      // A list (every template one leaf, instance k holding item k): frame k is template `id(k)`'s only leaf at
      // instance k's start, with the same additions as below and as `itemFrame(_:)`.
      frames.withUnsafeBufferPointer { frames in
        lengths.forEachStart { instance, start in
          guard instance < count else { return }
          let shift = CGFloat(start)
          let instanceOrigin =
            alongX
            ? CGPoint(x: groupOrigin.x + shift, y: groupOrigin.y) : CGPoint(x: groupOrigin.x, y: groupOrigin.y + shift)
          var frame = frames[templates.id(instance)].offsetBy(instanceOrigin).offsetBy(origin)
          if let mirrorWidth { frame.origin.x = mirrorWidth - frame.maxX }
          body(instance, frame)
        }
      }
      return
    }
    frames.withUnsafeBufferPointer { frames in
      firstFrame.withUnsafeBufferPointer { firstFrame in
        func visit(_ instance: Int, _ shift: CGFloat) {
          let id = templates.id(instance)
          let instanceOrigin =
            alongX
            ? CGPoint(x: groupOrigin.x + shift, y: groupOrigin.y) : CGPoint(x: groupOrigin.x, y: groupOrigin.y + shift)
          var slots = firstFrame[id + 1] - firstFrame[id]
          if let starts { slots = min(slots, starts[instance + 1] - starts[instance]) }
          let base = firstFrame[id]
          for slot in 0..<slots {
            guard item < count else { return }
            var frame = frames[base + slot].offsetBy(instanceOrigin).offsetBy(origin)
            if let mirrorWidth { frame.origin.x = mirrorWidth - frame.maxX }
            body(item, frame)
            item += 1
          }
        }
        if let lengths {
          lengths.forEachStart { instance, start in visit(instance, CGFloat(start)) }
        } else {
          for instance in 0..<instanceCount { visit(instance, CGFloat(instance) * uniformStride) }
        }
      }
    }
  }
}
