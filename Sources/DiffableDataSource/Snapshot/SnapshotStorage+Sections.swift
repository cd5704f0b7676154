/// Section mutations of the snapshot storage. Every method requires uniquely referenced storage and
/// arguments already validated by `NSDiffableDataSourceSnapshot`.
extension SnapshotStorage {
  /// Inserts new, empty sections at a position of the section order.
  @inlinable
  func insertSections(_ identifiers: [Section], at index: Int) {
    var newSlots: [Int32] = []
    newSlots.reserveCapacity(identifiers.count)
    sectionLookup.reserveCapacity(sectionLookup.count + identifiers.count)
    for identifier in identifiers {
      let slot: Int32
      if let free = freeSlots.popLast() {
        slot = free
        slots[Int(slot)] = SectionSlot(identifier: identifier, items: [], orderIndex: 0)
        validPrefix[Int(slot)] = 0
        isDirty[Int(slot)] = false
      } else {
        slot = Int32(slots.count)
        slots.append(SectionSlot(identifier: identifier, items: [], orderIndex: 0))
        validPrefix.append(0)
        isDirty.append(false)
      }
      sectionLookup[identifier] = slot
      newSlots.append(slot)
    }
    if index == order.count {
      order.append(contentsOf: newSlots)
    } else {
      order.insert(contentsOf: newSlots, at: index)
    }
    renumber(from: index)
    invalidateOffsets(after: index - 1)
  }

  /// Deletes sections and their items; unknown identifiers are ignored.
  @inlinable
  func deleteSections(_ identifiers: [Section]) {
    var first = Int.max
    var removedItems: [Item] = []
    var removedAny = false
    // Few items go one by one from the index; many in one pass over it (`removeAll(where:)`, no hashing).
    var doomedSlots: [Bool] = []
    var doomedItems = 0
    for identifier in identifiers {
      guard let slot = sectionLookup.removeValue(forKey: identifier) else { continue }
      let s = Int(slot)
      removedAny = true
      first = min(first, slots[s].orderIndex)
      if slots[s].items.count >= 16 && slots[s].items.count * 8 >= locations.count {
        if doomedSlots.isEmpty { doomedSlots = [Bool](repeating: false, count: slots.count) }
        doomedSlots[s] = true
        doomedItems += slots[s].items.count
      } else {
        for item in slots[s].items { _ = locations.removeValue(forKey: item) }
      }
      itemCount -= slots[s].items.count
      if !reloadedItemSet.isEmpty || !reconfiguredItemSet.isEmpty { removedItems.append(contentsOf: slots[s].items) }
      slots[s].items = []
      slots[s].orderIndex = -1
      validPrefix[s] = 0
      freeSlots.append(slot)
      if reloadedSectionSet.remove(identifier) != nil { reloadedSections.removeAll { $0 == identifier } }
    }
    guard removedAny else { return }
    appendSection = nil
    if doomedItems > 0 { locations.removeAll { _, location in doomedSlots[Int(location.slot)] } }
    order.removeAll { slots[Int($0)].orderIndex == -1 }
    renumber(from: first)
    invalidateOffsets(after: first - 1)
    dropItemMarks(removedItems)
  }

  /// Moves one existing section next to another existing section.
  @inlinable
  func moveSection(_ slot: Int32, nextTo destination: Int32, after: Bool) {
    let from = slots[Int(slot)].orderIndex
    order.remove(at: from)
    var to = slots[Int(destination)].orderIndex
    if to > from { to -= 1 }
    if after { to += 1 }
    order.insert(slot, at: to)
    let first = min(from, to)
    renumber(from: first)
    invalidateOffsets(after: first - 1)
  }

  /// Rewrites `orderIndex` of the sections from `start` on.
  @inlinable
  func renumber(from start: Int) {
    var k = start
    while k < order.count {
      slots[Int(order[k])].orderIndex = k
      k += 1
    }
  }

  /// Empties the snapshot: no sections, no items, no marks. Diagnostics are kept.
  @inlinable
  func removeAll() {
    slots = []
    order = []
    sectionLookup = [:]
    freeSlots = []
    itemCount = 0
    reloadedItems = []
    reloadedItemSet = []
    reconfiguredItems = []
    reconfiguredItemSet = []
    reloadedSections = []
    reloadedSectionSet = []
    locations.removeAll()
    appendSection = nil
    validPrefix = []
    isDirty = []
    dirtySlots = []
    offsets = [0]
    offsetsValid = 1
    flatItems = []
    markChanged()
  }

  /// Appends section reload marks, keeping first-marked order and ignoring repeats.
  @inlinable
  func markReloaded(sections: [Section]) {
    for section in sections where reloadedSectionSet.insert(section).inserted { reloadedSections.append(section) }
  }
}
