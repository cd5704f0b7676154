import Foundation

extension UIView {
  /// Adds `view` as the frontmost subview, removing it from its old superview first.
  ///
  /// Precondition (trap, as UIKit raises): `view` is not this view or one of its ancestors.
  /// - Complexity: O(subviews + depth + size of the moved subtree).
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count + (view.isSubview(of: self) ? -1 : 0))
  }

  /// Inserts `view` at `index` in the subviews (clamped to the valid range), removing it from its old superview.
  ///
  /// Precondition (trap): `view` is not this view or one of its ancestors.
  public func insertSubview(_ view: UIView, at index: Int) {
    applyFrontBatch()
    if view === self {
      usageFailure("Can't add self as subview: \(describeForTrap(self))")
    }
    if view.isSubview(of: self) {
      // A move among the subviews (a subview cannot be an ancestor): no callbacks.
      if let current = Self.lastIndex(of: view, in: subviews) { subviews.remove(at: current) }
      subviews.insert(view, at: max(0, min(index, subviews.count)))
      return
    }
    if isDescendant(of: view) {
      usageFailure(
        "Can't add \(describeForTrap(view)) as a subview of \(describeForTrap(self)): it is an ancestor (a cycle)")
    }
    let oldWindow = view.window
    let newWindow = window
    let oldSuperview = view.superview
    oldSuperview?.willRemoveSubview(view)
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
    view.detachFromSuperview()
    if let oldSuperview { view.removeConstraintsCrossing(from: oldSuperview) }
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
    if !view.translatesAutoresizingMaskIntoConstraints { constrainedSubviewCount += 1 }
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
    didAddSubview(view)
    if view.affectsConstraintSystems(of: self) { constraintStructureDidChange() }
    view.traitsDidChange()
    view.safeAreaDidChangeInSubtree()
    view.setNeedsLayout()
    if view.constraintsNeedUpdate || view.descendantNeedsConstraintUpdate { view.markAncestorsForConstraintUpdate() }
    setNeedsLayout()
  }

  /// Inserts `view` just above `siblingSubview` (which must be a subview; otherwise at the front).
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    applyFrontBatch()
    let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: adjustedIndex(index, moving: view))
  }

  /// Inserts `view` just below `siblingSubview` (which must be a subview; otherwise at the back).
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    applyFrontBatch()
    let index = subviews.firstIndex { $0 === siblingSubview } ?? 0
    insertSubview(view, at: adjustedIndex(index, moving: view))
  }

  private func adjustedIndex(_ index: Int, moving view: UIView) -> Int {
    guard view.isSubview(of: self), let current = subviews.firstIndex(where: { $0 === view }), current < index
    else { return index }
    return index - 1
  }

  /// Removes the view from its superview (and window); its constraints to views outside its subtree are removed.
  public func removeFromSuperview() {
    guard let superview else { return }
    let oldWindow = window
    superview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { notifyWillMove(toWindow: nil) }
    detachFromSuperview()
    removeConstraintsCrossing(from: superview)
    didMoveToSuperview()
    if oldWindow != nil { notifyDidMoveToWindow() }
    if affectsConstraintSystems(of: superview) {
      superview.constraintStructureDidChange()
    } else {
      superview.setNeedsLayout()
    }
    traitsDidChange()
  }

  private func detachFromSuperview() {
    guard let superview else { return }
    if let index = Self.lastIndex(of: self, in: superview.subviews) { superview.subviews.remove(at: index) }
    if !translatesAutoresizingMaskIntoConstraints { superview.constrainedSubviewCount -= 1 }
    self.superview = nil
  }

  /// Whether adding or removing this view changes a constraint system: it is held by constraints, owns some, or
  /// `parent` solves constraints (a frame-positioned view with no constraints of its own, like a reused cell, roots
  /// its own systems, which stay valid).
  func affectsConstraintSystems(of parent: UIView) -> Bool {
    !translatesAutoresizingMaskIntoConstraints || !ownedConstraints.isEmpty || !parent.ownedConstraints.isEmpty
      || parent.constraintIsland != nil
  }

  /// Moves `view` to the front of the subviews.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.isSubview(of: self) else { return }
    applyFrontBatch()
    // Searched and moved in one access to the stored array (reading it first was a dynamic call and a retain).
    Self.moveToEnd(view, in: &subviews)
  }

  /// A number no earlier batch of `markForFront(pass:sequence:)` used: one batch of subviews to bring to the front.
  static func newFrontPass() -> Int {
    lastFrontPass += 1
    return lastFrontPass
  }
  private static var lastFrontPass = 0

  /// Marks this view as the `sequence`-th (1 …) of the subviews batch `pass` (from `newFrontPass()`) brings to the
  /// front: see `bringMarkedSubviewsToFront(pass:count:)`.
  final func markForFront(pass: Int, sequence: Int) {
    frontMark = (pass, sequence)
  }

  /// Brings `subview` to the front later, as the next of this view's pending batch (started when none is pending):
  /// the batch is applied by `applyFrontBatch()`, which the batch's owner calls when it is done and every change to
  /// the subviews' order runs first, so that the order anyone changing it finds (and the order after the batch) is
  /// the one a `bringSubviewToFront(_:)` per view, in turn, would give. A layout pass defers the moves of the cells it reuses
  /// this way (one walk over the subviews instead of a search and a shift per cell).
  ///
  /// - Precondition: `subview` is a subview of this view.
  package final func bringSubviewToFrontLater(_ subview: UIView) {
    if frontBatch.pass == 0 { frontBatch.pass = Self.newFrontPass() }
    frontBatch.count += 1
    subview.markForFront(pass: frontBatch.pass, sequence: frontBatch.count)
  }

  /// Adds `view` as the frontmost subview, as `addSubview(_:)` does, without applying the pending batch first: the
  /// view joins the batch instead (an added view is frontmost, as a view brought to the front in turn would be).
  package final func addSubviewJoiningFrontBatch(_ view: UIView) {
    let batch = frontBatch
    guard batch.pass != 0, !view.isSubview(of: self) else { return addSubview(view) }
    frontBatch = (0, 0)
    addSubview(view)
    frontBatch = batch
    bringSubviewToFrontLater(view)
  }

  /// Applies the pending batch of subviews to bring to the front, if any (see `bringSubviewToFrontLater(_:)`).
  package final func applyFrontBatch() {
    let batch = frontBatch
    guard batch.pass != 0 else { return }
    frontBatch = (0, 0)
    bringMarkedSubviewsToFront(pass: batch.pass, count: batch.count)
  }

  /// Brings the subviews marked for batch `pass` (sequences 1 … `count`) to the front, in sequence order, the others
  /// keeping theirs: the order that a `bringSubviewToFront(_:)` of each marked view, in sequence order, gives (a
  /// marked view added last is where it would be). One walk over the subviews, where a move per view searched the
  /// list and shifted the views after it.
  ///
  /// Marked views that are no longer subviews are skipped; a view marked twice keeps its last place.
  /// - Complexity: O(subviews + `count`).
  final func bringMarkedSubviewsToFront(pass: Int, count: Int) {
    guard count > 0, !subviews.isEmpty else { return }
    Self.moveMarked(of: &subviews, pass: pass, count: count)
  }

  /// `bringMarkedSubviewsToFront(pass:count:)`'s walk. The references move as plain pointers inside the array's
  /// storage, through a stack buffer of `count` slots that holds the marked ones by sequence: no retain, release or
  /// allocation per view (an array of optional views cost a generic destroy per slot). Nonisolated, so that the
  /// buffer closures carry no main-actor check (the mark is a `nonisolated(unsafe)` field, read here on the main
  /// actor's behalf).
  private nonisolated static func moveMarked(of list: inout [UIView], pass: Int, count: Int) {
    withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer?.self, capacity: count) { slots in
      guard let slotBase = slots.baseAddress else { return }
      slotBase.initialize(repeating: nil, count: count)
      list.withUnsafeMutableBufferPointer { buffer in
        guard let views = buffer.baseAddress else { return }
        // A class reference is one pointer: the views are moved as pointers, each ending in exactly one slot of the
        // array (the unmarked first, in order, then the marked by sequence), so every reference is kept once.
        views.withMemoryRebound(to: UnsafeMutableRawPointer.self, capacity: buffer.count) { pointers in
          var write = 0
          for read in 0..<buffer.count {
            let pointer = pointers[read]
            let mark = Unmanaged<UIView>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.frontMark }
            if mark.pass == pass, mark.sequence >= 1, mark.sequence <= count, slotBase[mark.sequence - 1] == nil {
              slotBase[mark.sequence - 1] = pointer
            } else {
              pointers[write] = pointer
              write += 1
            }
          }
          for slot in 0..<count {
            if let pointer = slotBase[slot] {
              pointers[write] = pointer
              write += 1
            }
          }
        }
      }
      slotBase.deinitialize(count: count)
    }
  }

  /// Moves `view` to the end of `list` when it is in it and not last already; the list is searched from the end by
  /// identity, without a retain per element and without making the storage unique unless something moves.
  nonisolated static func moveToEnd(_ view: UIView, in list: inout [UIView]) {
    let target = ObjectIdentifier(view)
    var index = list.count - 1
    guard index >= 0, ObjectIdentifier(list[index]) != target else { return }
    index -= 1
    while index >= 0 {
      if ObjectIdentifier(list[index]) == target {
        moveToEnd(&list, from: index)
        return
      }
      index -= 1
    }
  }

  /// Moves `list[index]` to the end in place: the views after it move down one slot in one memory move, with no
  /// retain or release (an array removal and append shifted them twice and released and retained the view).
  /// Nonisolated, so that the buffer closure carries no main-actor check.
  nonisolated static func moveToEnd(_ list: inout [UIView], from index: Int) {
    list.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, index < buffer.count else { return }
      let last = buffer.count - 1
      let moved = (base + index).move()
      (base + index).moveInitialize(from: base + index + 1, count: last - index)
      (base + last).initialize(to: moved)
    }
  }

  /// The index of `view` in `list`, searched from the front (views moved or removed are often near it: reused
  /// cells); a loop over one read of the array, without a closure.
  nonisolated static func lastIndex(of view: UIView, in list: [UIView]) -> Int? {
    var index = list.count - 1
    while index >= 0 {
      if list[index] === view { return index }
      index -= 1
    }
    return nil
  }

  /// Moves `view` to the back of the subviews.
  public func sendSubviewToBack(_ view: UIView) {
    applyFrontBatch()
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Swaps the subviews at two indices (ignored when either is out of range).
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    applyFrontBatch()
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
  }

  /// Whether this view is `view` or inside its subtree.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree (self first, then depth-first) whose `tag` is `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Attaches a gesture recogniser (kept as data).
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }

  /// Detaches a gesture recogniser.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }

  /// Adds an interaction (kept as data).
  public func addInteraction(_ interaction: any UIInteraction) {
    interactions.append(interaction)
  }

  /// Removes an interaction.
  public func removeInteraction(_ interaction: any UIInteraction) {
    interactions.removeAll { $0 === interaction }
  }

  private func notifyWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
  }

  private func notifyDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview.notifyDidMoveToWindow() }
  }

  /// A short description naming the view for trap messages: class, address-free frame and tag.
  func describeForTrap(_ view: UIView) -> String {
    "<\(type(of: view)): frame = \(view.frame)\(view.tag != 0 ? ", tag = \(view.tag)" : "")>"
  }
}
