import Foundation

extension LayoutSolution {
  /// Calls `body` with `sectionIndex`, every laid-out item of that section and its frame in content coordinates, in
  /// order. The section index is passed through so that the public enumeration needs no closure around `body`.
  @usableFromInline
  func forEachItemFrame(inSection sectionIndex: Int, _ body: (_ section: Int, _ item: Int, _ frame: CGRect) -> Void) {
    if let tiled = tiledItemFrames(inSection: sectionIndex) {
      tiled.forEach(section: sectionIndex, body)
      return
    }
    let section = sections[sectionIndex]
    // A tiled section `tiledItemFrames` declined has no item to enumerate.
    guard section.laidOutItemCount > 0, !section.isTiled else { return }
    let origin = sectionOrigin(sectionIndex)
    let mirrorWidth = isRightToLeft ? contentSize.width : nil
    if forEachListItemFrame(section, sectionIndex, origin: origin, mirrorWidth: mirrorWidth, body) { return }
    forEachMeasuredItemFrame(
      section, sectionIndex, baseLeaves: section.template.leaves.map(\.frame), origin: origin, mirrorWidth: mirrorWidth,
      alongX: section.repetitionAxis == .x, body)
  }

  /// `forEachItemFrame(inSection:_:)` for a list stacked vertically whose instances differ: every template one leaf,
  /// instance k holding item k, repeated along y. Returns false (and calls nothing) for any other section.
  ///
  /// Frame k is template `id(k)`'s leaf at instance k's start, with the same additions as `itemFrame(_:)` then the
  /// section origin: x = (leaf x + group x) + section x, the same for every instance of a template, so it is added
  /// once per template; y = (leaf y + (group y + start)) + section y per row. The starts and ids are read from the
  /// lengths' records in order (`InstanceLengths.forEachStartAndID`), and the leaves from a flat table by id built
  /// without copying any template, so a call costs O(templates) plus a few loads and additions per row.
  @inline(never)
  private func forEachListItemFrame(
    _ section: SolvedSection, _ sectionIndex: Int, origin: CGPoint, mirrorWidth: CGFloat?,
    _ body: (_ section: Int, _ item: Int, _ frame: CGRect) -> Void
  ) -> Bool {
    guard section.instanceFirstItems == nil, section.repetitionAxis == .y, section.template.leaves.count == 1,
      let lengths = section.instanceStrides
    else { return false }
    let templates = section.instanceTemplates
    let groupOrigin = section.groupOrigin
    // Per template id: the leaf with its final x (before mirroring); nil when some template in use has another slot
    // count.
    // The templates are read in place (a copy of one, or of its leaves, retains and releases its arrays).
    let table: [CGRect]? = templates.variants.withUnsafeBufferPointer { variants in
      var complete = true
      let table = [CGRect](unsafeUninitializedCapacity: variants.count + 1) { table, initialized in
        for id in 0...variants.count {
          let leaves = id == 0 ? section.template.leaves.count : variants[id - 1].leaves.count
          // A recycled variant is empty and no instance uses it: any entry will do.
          guard leaves == 1 || (leaves == 0 && id > 0) else {
            complete = false
            break
          }
          let leaf =
            leaves == 0
            ? .zero : id == 0 ? section.template.leaves[0].frame : variants[id - 1].leaves[0].frame
          table.initializeElement(
            at: id,
            to: CGRect(
              x: (leaf.origin.x + groupOrigin.x) + origin.x, y: leaf.origin.y, width: leaf.size.width,
              height: leaf.size.height))
          initialized = id + 1
        }
      }
      return complete ? table : nil
    }
    guard let table else { return false }
    let count = section.laidOutItemCount
    let groupY = groupOrigin.y
    let originY = origin.y
    table.withUnsafeBufferPointer { table in
      @inline(__always) func frame(_ start: Double, _ id: Int) -> CGRect {
        let leaf = table[id]
        return CGRect(
          x: leaf.origin.x, y: (leaf.origin.y + (groupY + CGFloat(start))) + originY, width: leaf.size.width,
          height: leaf.size.height)
      }
      // Two loops, so that a left-to-right layout (the common case) asks nothing more per row.
      if let mirrorWidth {
        lengths.forEachStartAndID(below: count, templates: templates) { instance, start, id in
          var frame = frame(start, id)
          frame.origin.x = mirrorWidth - frame.maxX
          body(sectionIndex, instance, frame)
        }
      } else {
        lengths.forEachStartAndID(below: count, templates: templates) { instance, start, id in
          body(sectionIndex, instance, frame(start, id))
        }
      }
    }
    return true
  }

  /// `forEachItemFrame(inSection:_:)` for a section whose instances differ. Per-instance geometry: every template's
  /// leaf frames in one flat array, and each instance's origin read from the lengths block by block (the same
  /// additions as `itemFrame(_:)`). Kept out of line so that the tiled loop above compiles as before.
  @inline(never)
  private func forEachMeasuredItemFrame(
    _ section: SolvedSection, _ sectionIndex: Int, baseLeaves: [CGRect], origin: CGPoint, mirrorWidth: CGFloat?,
    alongX: Bool, _ body: (_ section: Int, _ item: Int, _ frame: CGRect) -> Void
  ) {
    let count = section.laidOutItemCount
    var item = 0
    let templates = section.instanceTemplates
    var frames = baseLeaves
    var firstFrame = [0]
    firstFrame.reserveCapacity(templates.variants.count + 2)
    // Read in place: iterating the variants copied each template (retaining and releasing its arrays).
    templates.variants.withUnsafeBufferPointer { variants in
      for index in variants.indices {
        firstFrame.append(frames.count)
        variants[index].leaves.withUnsafeBufferPointer { leaves in
          for leaf in leaves.indices { frames.append(leaves[leaf].frame) }
        }
      }
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
          body(sectionIndex, instance, frame)
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
            body(sectionIndex, item, frame)
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
