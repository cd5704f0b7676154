import CompositionalLayout
import Foundation

extension UICollectionView {
  /// Registers the class the view creates for cells dequeued with `identifier`; nil removes the registration.
  ///
  /// UIKit parity: `register(_:forCellWithReuseIdentifier:)`.
  public func register(_ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
    state.cellClasses[identifier] = cellClass
    state.lastRegisteredCellIdentifier = nil
    state.nibCellIdentifiers.remove(identifier)
  }

  /// Accepts a nib registration for cells dequeued with `identifier`; nibs cannot be loaded headless, so dequeuing
  /// the identifier then traps. nil removes the registration.
  ///
  /// UIKit parity: `register(_:forCellWithReuseIdentifier:)` with a `UINib`.
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    state.cellClasses[identifier] = nil
    state.lastRegisteredCellIdentifier = nil
    if nib == nil { state.nibCellIdentifiers.remove(identifier) } else { state.nibCellIdentifiers.insert(identifier) }
  }

  /// Accepts a nib registration for supplementary views; dequeuing them then traps (no nibs headless).
  ///
  /// UIKit parity: `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a `UINib`.
  public func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    let key = ElementKey.Registration(kind: kind, reuseIdentifier: identifier)
    state.supplementaryClasses[key] = nil
    if nib == nil { state.nibSupplementaries.remove(key) } else { state.nibSupplementaries.insert(key) }
  }

  /// Registers the class the view creates for supplementary views of `elementKind` dequeued with `identifier`;
  /// nil removes the registration.
  ///
  /// UIKit parity: `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  public func register(
    _ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = ElementKey.Registration(kind: elementKind, reuseIdentifier: identifier)
    state.supplementaryClasses[key] = viewClass
    state.nibSupplementaries.remove(key)
  }

  /// A cell for the item at `indexPath`: a reused one (after `prepareForReuse()`) or a new instance of the class
  /// registered for `identifier`. Call it from the data source's `cellForItemAt`. A list cell comes with its list
  /// context filled in (appearance, margins, separators, default background, outline level).
  ///
  /// - Precondition: a class is registered for `identifier` (traps naming it otherwise).
  /// - Complexity: O(1).
  ///
  /// UIKit parity: `dequeueReusableCell(withReuseIdentifier:for:)`.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath, state: state)
  }

  /// `dequeueReusableCell(withReuseIdentifier:for:)` with the view's state already looked up.
  func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath, state: CollectionViewState
  ) -> UICollectionViewCell {
    let cell = dequeueOrMakeCell(withReuseIdentifier: identifier, for: indexPath, state: state)
    applyPendingAttributes(to: cell, at: indexPath, isCell: true, state: state)
    cell.asListCell?.prepareForList(in: self, at: indexPath)
    return cell
  }

  /// Gives a dequeued view the layout attributes the layout pass is showing it with, before the data source
  /// configures it (so what the provider sets, such as `isHidden`, is not undone afterwards).
  ///
  /// UIKit parity: UIKit applies the attributes while dequeuing.
  private func applyPendingAttributes(
    to view: UICollectionReusableView, at indexPath: IndexPath, isCell: Bool, state: CollectionViewState? = nil
  ) {
    let state = state ?? self.state
    // (A cell dequeue has checked that it is for the requested index path: attributes for that path need no
    // comparison.)
    guard let pending = state.pendingAttributes,
      (isCell && state.pendingMatchesRequest) || pending.takeUnretainedValue().indexPath == indexPath
    else { return }
    state.pendingAttributes = nil
    // (The layout pass holds the attributes while they are pending.)
    view.applyAttributes(pending.takeUnretainedValue())
  }

  /// The reconfigured, reused or new cell for `identifier` (before its list context is filled in).
  private func dequeueOrMakeCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath, state: CollectionViewState
  ) -> UICollectionViewCell {
    checkCellRequest(for: indexPath, identifier: identifier, state: state)
    if let cell = state.reconfiguringCell {
      state.reconfiguringCell = nil
      state.cellRequest?.dequeued = ObjectIdentifier(cell)
      return cell
    }
    if let cell = state.popPooledCell(identifier) {
      state.cellRequest?.dequeued = ObjectIdentifier(cell)
      cell.isAwaitingReuse = false
      cell.reuseCount += 1
      cell.prepareForReuse()
      return cell
    }
    if state.nibCellIdentifiers.contains(identifier) {
      usageFailure(
        "UICollectionView: the cell identifier \"\(identifier)\" is registered with a nib, and nibs cannot be "
          + "loaded headless. Fix: register the cell's class with register(_:forCellWithReuseIdentifier:), or use a "
          + "UICollectionView.CellRegistration.")
    }
    guard let cellClass = state.cellClasses[identifier] else {
      usageFailure(
        "UICollectionView: could not dequeue a cell with identifier \"\(identifier)\" for \(indexPath.shortDescription)"
          + " - must register a class for the identifier. Fix: call register(_:forCellWithReuseIdentifier:) "
          + "before the first layout pass, or use a UICollectionView.CellRegistration.")
    }
    let cell = cellClass.init()
    cell.reuseIdentifier = identifier
    state.viewsCreated += 1
    state.cellRequest?.dequeued = ObjectIdentifier(cell)
    return cell
  }

  /// Traps as UIKit raises when a cell is dequeued outside the data source's `cellForItemAt`, for an index path other
  /// than the one the collection view asked for, or a second time in one request (one of the two is never returned).
  private func checkCellRequest(for indexPath: IndexPath, identifier: String, state: CollectionViewState) {
    // (The fields read where they are stored: copying the request copied its index path and cell.)
    guard let requested = state.cellRequest?.indexPath else {
      usageFailure(
        "UICollectionView: attempted to dequeue a cell with identifier \"\(identifier)\" for "
          + "\(indexPath.shortDescription) outside of collectionView(_:cellForItemAt:) (or the diffable data source's "
          + "cell provider); the collection view did not ask for a cell. Fix: dequeue cells only when the "
          + "collection view asks for one, and ask the collection view for existing cells with cellForItem(at:).")
    }
    usagePrecondition(
      requested == indexPath,
      "UICollectionView: attempted to dequeue a cell for a different index path (\(indexPath.shortDescription)) "
        + "than the one the collection view requested (\(requested.shortDescription)). Fix: pass the "
        + "index path given to collectionView(_:cellForItemAt:) (or the cell provider) to the dequeue.")
    usagePrecondition(
      state.cellRequest?.dequeued == nil,
      "UICollectionView: a second cell was dequeued while the collection view requested the cell at "
        + "\(indexPath.shortDescription); one dequeued cell would never be returned. Fix: dequeue exactly one cell "
        + "per request and return it.")
  }

  /// A supplementary view of `elementKind` for `indexPath`: a reused one or a new instance of the registered class.
  ///
  /// - Precondition: a class is registered for `elementKind` and `identifier` (traps naming both otherwise).
  /// - Complexity: O(1).
  ///
  /// UIKit parity: `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = dequeueOrMakeSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    applyPendingAttributes(to: view, at: indexPath, isCell: false)
    return view
  }

  /// A reused or new supplementary view (see `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
  private func dequeueOrMakeSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let state = self.state
    let key = ElementKey.Registration(kind: elementKind, reuseIdentifier: identifier)
    if let view = state.supplementaryPools[key]?.popLast() {
      view.reuseCount += 1
      view.prepareForReuse()
      return view
    }
    if state.nibSupplementaries.contains(key) {
      usageFailure(
        "UICollectionView: the supplementary view of kind \"\(elementKind)\" with identifier \"\(identifier)\" is "
          + "registered with a nib, and nibs cannot be loaded headless. Fix: register the view's class with "
          + "register(_:forSupplementaryViewOfKind:withReuseIdentifier:).")
    }
    guard let viewClass = state.supplementaryClasses[key] else {
      usageFailure(
        "UICollectionView: could not dequeue a view of kind \"\(elementKind)\" with identifier \"\(identifier)\" "
          + "for \(indexPath.shortDescription) - must register a class for the kind and identifier. Fix: call "
          + "register(_:forSupplementaryViewOfKind:withReuseIdentifier:), or use a "
          + "UICollectionView.SupplementaryRegistration.")
    }
    let view = viewClass.init()
    view.reuseIdentifier = identifier
    state.viewsCreated += 1
    return view
  }

  /// Removes a view that left the screen from the view tree and puts it into its pool, keeping each pool at most
  /// `limit` views.
  ///
  /// With `keepsInTree`, a cell stays a subview: the layout pass removes it at its end unless it was dequeued again
  /// in the pass (UIKit keeps reused cells in the collection view; adding and removing a subtree re-propagates
  /// traits and safe area through it for nothing).
  func enqueue(
    _ view: UICollectionReusableView, kind: String?, limit: Int, keepsInTree: Bool = false,
    state: CollectionViewState? = nil
  ) {
    let state = state ?? self.state
    view.isAwaitingReuse = true
    if !keepsInTree, view.isSubview(of: self) { removeDisplayedView(view) }
    guard let identifier = view.reuseIdentifier else { return }
    if kind == nil, let cell = view as? UICollectionViewCell {
      state.poolCell(cell, identifier: identifier, limit: limit)
    } else if let kind {
      let key = ElementKey.Registration(kind: kind, reuseIdentifier: identifier)
      if state.supplementaryPools[key, default: []].count < limit {
        state.supplementaryPools[key, default: []].append(view)
      }
    }
  }

  /// `enqueue(_:kind:limit:keepsInTree:state:)` of a cell leaving in a layout pass (kept in the tree), without asking
  /// whether the view is a cell.
  func enqueueLeavingCell(_ cell: UICollectionViewCell, limit: Int, state: CollectionViewState) {
    cell.isAwaitingReuse = true
    state.poolCell(cell, limit: limit)
  }

  /// Removes a decoration view that left the screen from the view tree and puts it into its kind's pool (at most
  /// `limit` views).
  func enqueueDecoration(_ view: UICollectionReusableView, kind: String, limit: Int) {
    if view.superview === self { removeDisplayedView(view) }
    if state.decorationPools[kind, default: []].count < limit {
      state.decorationPools[kind, default: []].append(view)
    }
  }

  /// The number of views waiting in reuse pools (cells and supplementary views).
  public var numberOfQueuedReusableViews: Int {
    state.pooledCellCount
      + state.supplementaryPools.values.reduce(0) { $0 + $1.count }
  }
}

extension UICollectionView {
  /// Adds a view the layout pass displays; inside the pass, the collection view is not marked for another one (its
  /// own pass placed the view: a second pass would find nothing to do). `joiningFrontBatch`: a cell of the pass's
  /// loop, added at the front as the next of the cells the loop brings to the front together.
  func addDisplayedView(_ view: UIView, atBack: Bool = false, joiningFrontBatch: Bool = false) {
    let keepsMark = state.isInLayoutPass && !isMarkedForLayout
    if atBack {
      insertSubview(view, at: 0)
    } else if joiningFrontBatch {
      addSubviewJoiningFrontBatch(view)
    } else {
      addSubview(view)
    }
    if keepsMark { isMarkedForLayout = false }
  }

  /// Removes a view that left the screen from the tree; inside the layout pass, without marking the collection view
  /// for another pass.
  func removeDisplayedView(_ view: UIView) {
    let keepsMark = state.isInLayoutPass && !isMarkedForLayout
    view.removeFromSuperview()
    if keepsMark { isMarkedForLayout = false }
  }
}
