import CompositionalLayout
import Foundation

extension UICollectionView {
  /// Brings the views on screen in line with the layout's elements in the visible bounds.
  ///
  /// - Returns: true when a self-sizing view changed the layout, so another pass is needed.
  func updateVisibleViews() -> Bool {
    let state = self.state
    let layout = collectionViewLayout
    // (Whether a callout in this pass replaces the view's layout, `layout` is then not the view's any more.)
    let layoutReplacements = state.layoutReplacements
    let counts = loadedCounts()
    let countsGeneration = state.countsGeneration
    // The wanted cells go into a buffer kept between passes, sorted by index path (the layout's order already, so
    // sorting is a check); old and new cells are then matched by binary search over integer keys, not hashing.
    var cells: [WantedCell] = []
    swap(&cells, &state.wantedCells)
    defer {
      cells.removeAll(keepingCapacity: true)
      swap(&cells, &state.wantedCells)
    }
    var supplementaries: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    var decorations: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    var sorted = true
    // The query's result, kept for the pass: the wanted cells refer to their attributes by position in it (a list of
    // plain values, with no reference to count per cell).
    let elements = layout.layoutAttributesForElements(in: bounds) ?? []
    let pairLayoutTag = IndexPath.pairLayoutTag
    for (index, attributes) in elements.enumerated() {
      switch attributes.representedElementCategory {
      case .cell:
        let key = ItemKey(attributes, pairLayoutTag: pairLayoutTag)
        guard key.isValid(in: counts) else { continue }
        if let last = cells.last, !(last.key < key) { sorted = false }
        cells.append(WantedCell(key: key, element: index))
      case .supplementaryView:
        supplementaries[ElementKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] =
          attributes
      case .decorationView:
        decorations[ElementKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] =
          attributes
      }
    }
    if !sorted { Self.sortKeepingLast(&cells) }
    let delegate = collectionDelegate
    let safeArea = safeAreaInsets
    let limit = cells.count + supplementaries.count + 2
    // Cells leaving the screen go to their pool but stay subviews until the end of the pass: those dequeued again
    // in this pass never leave the tree (no trait or safe-area propagation through them), the others are removed
    // at the end, so that after the pass the cells in the tree are the visible ones, as before.
    var leaving: [VisibleCells.Entry] = []
    swap(&leaving, &state.leavingCells)
    defer {
      for entry in leaving where entry.cell.isAwaitingReuse && entry.cell.isSubview(of: self) {
        removeDisplayedView(entry.cell)
      }
      leaving.removeAll(keepingCapacity: true)
      swap(&leaving, &state.leavingCells)
    }
    // The visible cells the pass does not want: both lists are sorted by key, so one walk through both finds them.
    if let delegate {
      var wanted = SortedKeyMembership(cells)
      let leavingEntries = state.visibleCells.entries.filter { !wanted.contains($0.key) }
      // Each cell leaves the visible cells just before the delegate hears of it (it may look at the others).
      for entry in leavingEntries {
        // A callout before it (a `reloadData()` from `didEndDisplaying`) may have ended its display and enqueued it
        // already: ending it again would enqueue it twice, and one cell would later be dequeued for two items.
        guard state.visibleCells[entry.key, entry.indexPath] === entry.cell else { continue }
        state.visibleCells[entry.key, entry.indexPath] = nil
        delegate.collectionView(self, didEndDisplaying: entry.cell, forItemAt: entry.indexPath)
        enqueueLeavingCell(entry.cell, limit: limit, state: state)
        leaving.append(entry)
      }
    } else {
      // Nobody observes the list in between: all leave in the walk that finds them.
      state.visibleCells.removeEntries(notIn: cells, movingTo: &leaving)
      for entry in leaving { enqueueLeavingCell(entry.cell, limit: limit, state: state) }
    }
    for (key, view) in state.visibleSupplementaries where supplementaries[key] == nil {
      state.visibleSupplementaries[key] = nil
      endDisplaying(supplementary: view, key: key, limit: limit)
    }
    for (key, view) in state.visibleDecorations where decorations[key] == nil {
      state.visibleDecorations[key] = nil
      enqueueDecoration(view, kind: key.kind, limit: decorations.count + 2)
    }
    var resized = false
    if !decorations.isEmpty {
      for (key, attributes) in decorations.sorted(by: { Self.drawingOrder($0.key, $1.key) }) {
        let view = state.visibleDecorations[key] ?? makeDecorationView(key)
        state.visibleDecorations[key] = view
        if view.superview !== self { addDisplayedView(view, atBack: true) }
        view.applyAttributes(attributes)
      }
    }
    if !supplementaries.isEmpty {
      for (key, attributes) in supplementaries.sorted(by: { Self.drawingOrder($0.key, $1.key) }) {
        if let view = state.visibleSupplementaries[key] {
          if view.needsAttributes(attributes) { view.applyAttributes(attributes) }
          continue
        }
        state.pendingAttributes = Unmanaged.passUnretained(attributes)
        state.pendingMatchesRequest = false
        let view = requestSupplementaryView(key)
        state.pendingAttributes = nil
        state.visibleSupplementaries[key] = view
        if view.superview !== self { addDisplayedView(view) }
        if !view.hasApplied(attributes) { view.applyAttributes(attributes) }
        if selfSize(view, attributes) { resized = true }
        delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
      }
    }
    // The data source, read (a weak load) once for the pass's cell requests and handed to the loop that displays the
    // cells as a parameter: borrowed for the whole loop, not retained and released around each request (as a local
    // `let` was).
    // (Without a data source, the stand-in traps when a cell must be requested, as requesting one would.)
    // (A callout that reloaded or updated the data ended the cells it showed: the pass it asked for shows the new
    // ones.)
    if state.countsGeneration != countsGeneration {
      state.passRequestedInPass = true
      return resized
    }
    if !cells.isEmpty,
      displayCells(
        cells, elements: elements, dataSource: state.dataSource ?? MissingDataSource.shared,
        layout: (layout, layoutReplacements), state: state, delegate: delegate, safeArea: safeArea)
    {
      resized = true
    }
    return resized
  }

  /// Displays the cells the layout pass wants (`cells`, sorted by key, with their attributes at their positions in
  /// `elements`): the visible ones get changed attributes, the others are requested from `dataSource`, inserted in
  /// the visible cells, added or brought forward, sized and announced to `delegate`.
  ///
  /// - Returns: true when a self-sizing cell changed the layout.
  private func displayCells(
    _ cells: [WantedCell], elements: [UICollectionViewLayoutAttributes], dataSource: any UICollectionViewDataSource,
    layout: (UICollectionViewLayout, replacements: Int), state: CollectionViewState,
    delegate: (any UICollectionViewDelegate)?, safeArea: UIEdgeInsets
  ) -> Bool {
    var resized = false
    // The cells are sized with `layout`'s layout (the view's when the pass began, at the count of layout
    // replacements given; a parameter, borrowed) while it is still the view's, with the view's, read again for each
    // cell, after a callout replaced it.
    let (passLayout, replacements) = layout
    // Where the next cell is looked for first: the cells come in index-path order, so each is at or after the place
    // of the one before (one comparison instead of a binary search, unless a callout changed the list).
    var hint = 0
    let pairLayoutTag = IndexPath.pairLayoutTag
    // The cells reused within the pass, and those added after the first of them, in the order they come: brought to
    // the front together once the loop ends, or before a callout changes the order of the subviews (one walk over
    // the subviews, where a move per cell searched them and shifted the views after it), which orders them as
    // bringing each to the front in turn would.
    defer { applyFrontBatch() }
    for wanted in cells {
      let attributes = elements[wanted.element]
      // The path rebuilt from the key, which holds both elements of a `[section, item]` path (reading it from the
      // attributes is a call through a thunk and a copy of Foundation's storage).
      let key = wanted.key
      let indexPath =
        key.length == 2
        ? IndexPath.pair(key.section, key.item, pairLayoutTag: pairLayoutTag) : attributes.indexPath
      // One search finds a visible cell or where the new one goes.
      let (position, found) = state.visibleCells.position(of: wanted.key, near: hint)
      hint = position + 1
      if found {
        let cell = state.visibleCells.entries[position].cell
        if cell.needsAttributes(attributes) { cell.applyAttributes(attributes) }
        continue
      }
      let cell = requestCell(
        at: indexPath, dataSource: dataSource, state: state, pending: Unmanaged.passUnretained(attributes))
      state.visibleCells.insert(cell, key: wanted.key, indexPath: indexPath, near: position)
      let kept = cell.isSubview(of: self)
      if kept {
        // A cell reused within the pass: frontmost (see above) and marked for layout, as adding it again would make
        // it.
        bringSubviewToFrontLater(cell)
        cell.setNeedsLayout(subviewOf: self)
      } else {
        addDisplayedView(cell, joiningFrontBatch: true)
      }
      // Set only when it changes (a read is a dynamic call, a set one with observers): a reused cell was deselected
      // when it was prepared for reuse.
      let selected = state.hasSelection && state.selected.contains(indexPath)
      if cell.isSelected != selected { cell.isSelected = selected }
      if !cell.hasApplied(attributes) { cell.applyAttributes(attributes) }
      if kept { cell.refreshSafeAreaAfterMove(in: self, bounds: bounds, insets: safeArea) }
      if state.layoutReplacements == replacements {
        if selfSize(cell, attributes, layout: passLayout) { resized = true }
      } else if selfSize(cell, attributes) {
        resized = true
      }
      guard let delegate else { continue }
      let countsGeneration = state.countsGeneration
      delegate.collectionView(self, willDisplay: cell, forItemAt: indexPath)
      if state.countsGeneration != countsGeneration {
        // The delegate reloaded or updated the data: the rest of `cells` may name items that are gone (asking for
        // them trapped in a diffable data source). The pass it asked for shows the new items.
        state.passRequestedInPass = true
        break
      }
    }
    return resized
  }

  /// Sorts `cells` by index path, keeping the last of several attributes for one index path (as a dictionary
  /// filled in the layout's order would).
  private static func sortKeepingLast(_ cells: inout [WantedCell]) {
    var ordered = cells.enumerated().sorted {
      $0.element.key < $1.element.key || ($0.element.key == $1.element.key && $0.offset < $1.offset)
    }
    var index = ordered.count - 1
    while index > 0 {
      if ordered[index - 1].element.key == ordered[index].element.key { ordered.remove(at: index - 1) }
      index -= 1
    }
    cells = ordered.map(\.element)
  }

  /// The order new supplementary and decoration views join the subviews: by index path, then kind (views of
  /// several kinds at one index path would otherwise follow the dictionary's per-process order).
  static func drawingOrder(_ a: ElementKey, _ b: ElementKey) -> Bool {
    a.indexPath != b.indexPath ? a.indexPath < b.indexPath : a.kind < b.kind
  }

  /// Asks `dataSource` (the view's, which the caller read) for the cell at `indexPath`, checking that it was dequeued
  /// (`state` is the view's); the cell dequeued for it gets the `pending` attributes (which the caller holds).
  func requestCell(
    at indexPath: IndexPath, dataSource: any UICollectionViewDataSource, state: CollectionViewState,
    pending: Unmanaged<UICollectionViewLayoutAttributes>
  ) -> UICollectionViewCell {
    // This request swapped in, the enclosing one (nil unless nested) out and back: moved, not copied and destroyed.
    var outer: (serial: Int, element: RequestedElement)? = (
      registrationSerials.load(ordering: .relaxed), .cell(indexPath)
    )
    swap(&outer, &state.request)
    defer { swap(&outer, &state.request) }
    let cell = askDataSourceForCell(dataSource, at: indexPath, state: state, pending: pending, requiresDequeue: true)
    usagePrecondition(
      cell.reuseIdentifier != nil,
      "UICollectionView: the cell returned from collectionView(_:cellForItemAt:) for \(indexPath.shortDescription) "
        + "does not have a reuseIdentifier. Fix: get cells from dequeueReusableCell(withReuseIdentifier:for:) or "
        + "dequeueConfiguredReusableCell(using:for:item:).")
    return cell
  }

  /// Calls the data source's `cellForItemAt` inside a cell request for `indexPath`, and traps as UIKit raises when the
  /// cell dequeued during the call is not the one returned.
  func askDataSourceForCell(_ dataSource: any UICollectionViewDataSource, at indexPath: IndexPath)
    -> UICollectionViewCell
  {
    askDataSourceForCell(dataSource, at: indexPath, state: state, pending: nil, requiresDequeue: false)
  }

  /// `askDataSourceForCell(_:at:)` with the view's state already looked up (a parameter, borrowed for the call: an
  /// optional one unwrapped here was retained and released per request). The cell dequeued for the request gets the
  /// `pending` attributes (held by the caller), if any, when they are for the index path the data source is asked for.
  /// `requiresDequeue` (a layout pass's request): a dequeued cell returned without a dequeue in this request traps,
  /// as UIKit raises ("Expected dequeued view to be returned"): it is shown at another index path already, or will be.
  func askDataSourceForCell(
    _ dataSource: any UICollectionViewDataSource, at indexPath: IndexPath, state: CollectionViewState,
    pending: Unmanaged<UICollectionViewLayoutAttributes>?, requiresDequeue: Bool
  ) -> UICollectionViewCell {
    // While an item is moved interactively, the view shows the data source's items with that one moved: the data
    // source is asked with its own index path.
    let mapped = state.interactiveMovement?.dataSourceIndexPath(for: indexPath)
    let indexPath = mapped ?? indexPath
    // The enclosing request's state (nil unless nested) swapped out and back: moved, not copied and destroyed.
    var request: (indexPath: IndexPath, dequeued: ObjectIdentifier?)? = (indexPath, nil)
    swap(&request, &state.cellRequest)
    let outerPending = state.pendingAttributes
    let outerMatches = state.pendingMatchesRequest
    // The attributes are for the index path asked (no interactive movement): the dequeue, which traps for any other
    // path, need not compare them.
    state.pendingAttributes = pending
    state.pendingMatchesRequest = mapped == nil
    defer {
      state.pendingAttributes = outerPending
      state.pendingMatchesRequest = outerMatches
    }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    // This request's state back in `request`, the enclosing one's in place again.
    swap(&request, &state.cellRequest)
    if let dequeued = request?.dequeued {
      usagePrecondition(
        dequeued == ObjectIdentifier(cell),
        "UICollectionView: the cell dequeued for \(indexPath.shortDescription) was not returned from "
          + "collectionView(_:cellForItemAt:) (a different cell was returned); the dequeued cell is lost to "
          + "reuse. Fix: return the cell you dequeued for the index path, and dequeue only when asked.")
    } else if requiresDequeue, cell.reuseIdentifier != nil {
      // (A cell that was never dequeued has no reuse identifier: the caller's check names that case.)
      usageFailure(
        "UICollectionView: the cell returned from collectionView(_:cellForItemAt:) for \(indexPath.shortDescription) "
          + "was not dequeued for it (no cell was dequeued in this request: a cell dequeued for an earlier request "
          + "was returned again, and one cell would show two items). Fix: dequeue a cell in every request with "
          + "dequeueReusableCell(withReuseIdentifier:for:) or dequeueConfiguredReusableCell(using:for:item:) and "
          + "return it; do not keep cells between requests.")
    }
    return cell
  }

  /// Asks the data source for the supplementary view of `key`, checking that it was dequeued.
  func requestSupplementaryView(_ key: ElementKey) -> UICollectionReusableView {
    let state = self.state
    guard let dataSource = state.dataSource else {
      usageFailure(
        "UICollectionView: the layout has a supplementary view of kind \"\(key.kind)\" at "
          + "\(key.indexPath.shortDescription) but the collection view has no data source. Fix: set a data source.")
    }
    let outer = state.request
    state.request = (registrationSerials.load(ordering: .relaxed), .supplementary(kind: key.kind, key.indexPath))
    defer { state.request = outer }
    let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
    usagePrecondition(
      view.reuseIdentifier != nil,
      "UICollectionView: the view returned for the supplementary element of kind \"\(key.kind)\" at "
        + "\(key.indexPath.shortDescription) was not dequeued. Fix: get it from "
        + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) or "
        + "dequeueConfiguredReusableSupplementary(using:for:).")
    return view
  }

  /// A decoration view for `key` from its pool or the class registered on the layout.
  func makeDecorationView(_ key: ElementKey) -> UICollectionReusableView {
    let state = self.state
    if var pool = state.decorationPools[key.kind], let view = pool.popLast() {
      state.decorationPools[key.kind] = pool
      view.prepareForReuse()
      return view
    }
    guard let registered = collectionViewLayout.registeredDecorationKinds[key.kind] else {
      usageFailure(
        "UICollectionView: the layout places a decoration view of kind \"\(key.kind)\" at "
          + "\(key.indexPath.shortDescription) but no class is registered for that kind. Fix: call "
          + "layout.register(_:forDecorationViewOfKind: \"\(key.kind)\") on the layout before the first layout pass.")
    }
    let viewClass = (registered as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
    let view = viewClass.init()
    view.reuseIdentifier = key.kind
    state.viewsCreated += 1
    return view
  }

  /// Asks a newly displayed view for its preferred attributes and, when the layout takes them, invalidates it.
  ///
  /// Every newly displayed cell and supplementary view is asked, also when the layout sized it exactly (no
  /// estimated dimension): UIKit does so. Evidence: Apple bug report rdar://26887172 (2016, "UICollectionView
  /// attempts to calculate cell's fitting size regardless of flow layout's estimatedItemSize value": with
  /// `estimatedItemSize` zero, `preferredLayoutAttributesFitting(_:)` is still called for each cell and its result
  /// discarded), and Instruments traces of fixed-size flow layouts showing `_checkForPreferredAttributesInView:
  /// originalAttributes:` per displayed cell (the common workaround is overriding the method to return the given
  /// attributes). Apple's documentation only says the method is used when self-sizing is on, and nothing public
  /// says compositional layouts with absolute sizes skip it, so cells that count or act in the call keep seeing it.
  /// What is cheap instead is the default answer: a cell whose content view has nothing to measure returns the
  /// given attributes without asking the layout or Auto Layout, and without a copy.
  ///
  /// A view may change the attributes it is given and return them: the layout then receives a copy with the frame
  /// it gave as the original.
  ///
  /// - Returns: whether the layout changed.
  func selfSize(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
    selfSize(view, attributes, layout: collectionViewLayout)
  }

  /// `selfSize(_:_:)` with the view's layout already read (`layout` is `collectionViewLayout`).
  func selfSize(
    _ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes, layout: UICollectionViewLayout
  ) -> Bool {
    let originalFrame = attributes.frame
    let preferred = view.preferredLayoutAttributesFitting(attributes)
    var original = attributes
    // The compositional layout takes a preferred size only where it differs from the original (on a self-sizing
    // axis): an unchanged size needs no question (a subclass may answer otherwise, so it is still asked).
    let compositional = type(of: layout) == UICollectionViewCompositionalLayout.self
    if preferred === attributes {
      if preferred.frame.equalsField(byField: originalFrame) {
        // The attributes as given (the usual answer): the same size, without reading it twice more.
        if compositional { return false }
      } else {
        // Changed in place and returned (`layoutAttributes.size = …; return layoutAttributes`, a common override:
        // UIKit hands the view attributes it may change): the layout compares them with the frame it gave.
        original = attributes.copy()
        original.frame = originalFrame
      }
    }
    if compositional, preferred !== original, preferred.size == original.size { return false }
    guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return false }
    let context = layout.invalidationContext(
      forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    layout.invalidateLayout(with: context)
    if context.contentOffsetAdjustment != .zero {
      contentOffset = CGPoint(
        x: contentOffset.x + context.contentOffsetAdjustment.x, y: contentOffset.y + context.contentOffsetAdjustment.y)
    }
    return true
  }
}

/// The data source a layout pass hands its cell loop when the collection view has none: a cell request then traps
/// as it did when the pass found no data source (only a pass that must request a cell needs one).
@MainActor
private final class MissingDataSource: UICollectionViewDataSource {
  static let shared = MissingDataSource()

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    usageFailure("UICollectionView: internal error: a cell was needed without a data source.")
  }
}

extension CGRect {
  /// `==` written out field by field so that it inlines (Foundation's `CGRect.==` is a call of about 80 instructions
  /// on Linux); the same answer, NaN fields included.
  @inline(__always)
  func equalsField(byField other: CGRect) -> Bool {
    origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
      && size.height == other.size.height
  }
}
