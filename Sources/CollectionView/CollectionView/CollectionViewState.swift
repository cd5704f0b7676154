import CompositionalLayout
import Foundation

/// Identifies a supplementary or decoration element: its kind and index path.
struct ElementKey: Hashable {
  var kind: String
  var indexPath: IndexPath
}

/// Everything the `CollectionView` module keeps per collection view: data source, delegate, registrations, reuse
/// pools, the views on screen, the counts last read, selection and the last update's transitions.
@MainActor
final class CollectionViewState: UICollectionViewAttachment {
  /// The data source, held weakly as UIKit does.
  ///
  /// A data source that vends a liveness token (the diffable data source) is held through it: the state holds the
  /// token weakly and the data source unowned, and reads nil once the token is gone, which goes when its data source
  /// is deallocated (nothing else holds it). The data source itself then gets no weak reference, and with it no side
  /// table, through which every retain and release of it (one per cell request) took the runtime's slow path.
  var dataSource: (any UICollectionViewDataSource)? {
    get {
      guard holdsTokenedDataSource else { return weakDataSource }
      // (The token is checked first: the unowned reference may only be read while its object lives.)
      return dataSourceToken != nil ? tokenedDataSource : nil
    }
    set {
      if let newValue, let vending = newValue as? any DataSourceLivenessVending {
        dataSourceToken = vending.livenessToken
        tokenedDataSource = newValue
        holdsTokenedDataSource = true
        weakDataSource = nil
      } else {
        weakDataSource = newValue
        dataSourceToken = nil
        tokenedDataSource = nil
        holdsTokenedDataSource = false
      }
    }
  }
  @exclusivity(unchecked) private weak var weakDataSource: (any UICollectionViewDataSource)?
  @exclusivity(unchecked) private weak var dataSourceToken: DataSourceLivenessToken?
  @exclusivity(unchecked) private unowned(unsafe) var tokenedDataSource: (any UICollectionViewDataSource)?
  @exclusivity(unchecked) private var holdsTokenedDataSource = false
  var allowsSelection = true
  var allowsMultipleSelection = false
  var isEditing = false
  /// The attributes of the view the layout pass is requesting, applied when it is dequeued.
  ///
  /// Unretained: the pass sets it only around its request and holds the attributes itself throughout (its list of
  /// wanted cells or supplementary views), so storing, clearing and applying it need no retain and release.
  @exclusivity(unchecked) var pendingAttributes: Unmanaged<UICollectionViewLayoutAttributes>?
  /// Whether `pendingAttributes` are for the index path of the cell request in progress (set by that request): its
  /// dequeue, which traps for any other index path, then applies them without comparing index paths. False for a
  /// supplementary view's attributes, which are compared.
  @exclusivity(unchecked) var pendingMatchesRequest = false
  var selfSizingInvalidation = UICollectionView.SelfSizingInvalidation.enabled
  var allowsSelectionDuringEditing = false
  var allowsMultipleSelectionDuringEditing = false

  @exclusivity(unchecked) var cellClasses: [String: UICollectionViewCell.Type] = [:]
  var supplementaryClasses: [ElementKey.Registration: UICollectionReusableView.Type] = [:]
  /// The reuse pools of cells by reuse identifier, but for the cells of the current pool (see `currentPoolCells`).
  @exclusivity(unchecked) private var cellPools: [String: CellPool] = [:]
  /// The pool last looked up (the current pool), or nil before the first: a layout pass dequeues and enqueues cells
  /// of one identifier, and comparing an identifier with the one cached (the same string storage) costs less than
  /// hashing it. Its cells are kept in `currentPoolCells` meanwhile, its own `cells` empty.
  @exclusivity(unchecked) private var lastCellPool: CellPool?
  /// The identifier of `lastCellPool` (kept apart: reading a cached pair copied both and released them again).
  @exclusivity(unchecked) private var lastCellPoolIdentifier = ""
  /// The current pool's cells, stored in the state itself: appending and popping use them in place, without a
  /// reference to the pool object to retain and release around each change.
  @exclusivity(unchecked) private var currentPoolCells: [UICollectionViewCell] = []
  var supplementaryPools: [ElementKey.Registration: [UICollectionReusableView]] = [:]
  var decorationPools: [String: [UICollectionReusableView]] = [:]

  @exclusivity(unchecked) var visibleCells = VisibleCells()
  @exclusivity(unchecked) var visibleSupplementaries: [ElementKey: UICollectionReusableView] = [:]
  @exclusivity(unchecked) var visibleDecorations: [ElementKey: UICollectionReusableView] = [:]

  /// Item counts per section as last read from the data source (and updated by batch updates); nil until read.
  @exclusivity(unchecked) var counts: [Int]? {
    didSet { countsGeneration &+= 1 }
  }
  /// Changes with every change of `counts` (a reload or a batch update): a layout pass compares it after its
  /// callouts, whose `reloadData()` or update may have removed the items it was about to show.
  @exclusivity(unchecked) var countsGeneration = 0
  @exclusivity(unchecked) var selected: Set<IndexPath> = [] {
    didSet { hasSelection = !selected.isEmpty }
  }
  /// Whether `selected` has any index path, kept by its observer: every cell a layout pass displays asks, and reading
  /// the set from this object retained and released its storage.
  @exclusivity(unchecked) private(set) var hasSelection = false
  var highlighted: IndexPath?
  /// Whether a layout pass has run (the view is "on screen"); updates lay out immediately from then on.
  var hasLaidOut = false
  @exclusivity(unchecked) var isInLayoutPass = false
  /// Whether a layout pass was asked for while one ran (a callout scrolled or reloaded and laid out at once): the
  /// running pass cannot start another, so it marks the view for layout again when it ends.
  @exclusivity(unchecked) var passRequestedInPass = false
  /// The layout's scroll direction during a layout pass (nil outside one).
  @exclusivity(unchecked) var scrollDirectionInPass: UICollectionView.ScrollDirection?
  var viewsCreated = 0
  /// Whether a simulated finger is down (`drag(by:velocity:)` before the lift) and whether the content is
  /// decelerating after it.

  /// The registration serial at the start of the cell or supplementary request in progress, and its element.
  @exclusivity(unchecked) var request: (serial: Int, element: RequestedElement)?
  /// The reuse identifier last found registered by `dequeueConfiguredReusableCell` (cleared by registrations).
  @exclusivity(unchecked) var lastRegisteredCellIdentifier: String?
  /// The cells the layout pass wants on screen, a buffer kept between passes (no allocation per pass).
  @exclusivity(unchecked) var wantedCells: [WantedCell] = []
  /// The visible cells' entries leaving the screen in a layout pass, a buffer kept between passes (it trades storage
  /// with the visible cells' list when every cell leaves).
  @exclusivity(unchecked) var leavingCells: [VisibleCells.Entry] = []
  /// The index path of the cell request in progress (a layout pass or a reconfigure asking the data source) and the
  /// identity of the cell dequeued for it so far (compared with the returned cell, never read: no reference to
  /// count); nil outside a cell request, where dequeuing a cell traps as UIKit raises.
  @exclusivity(unchecked) var cellRequest: (indexPath: IndexPath, dequeued: ObjectIdentifier?)?
  /// Reuse identifiers registered with a nib (dequeuing them traps: nibs cannot load headless).
  var nibCellIdentifiers: Set<String> = []
  var nibSupplementaries: Set<ElementKey.Registration> = []
  @exclusivity(unchecked) weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  @exclusivity(unchecked) var isPrefetchingEnabled = true
  /// The items handed to `prefetchItemsAt` and not yet displayed or cancelled.
  var prefetched: Set<IndexPath> = []
  /// The cell a reconfigure hands back from the next dequeue.
  @exclusivity(unchecked) var reconfiguringCell: UICollectionViewCell?
  var lastUpdate: UICollectionView.UpdateTransition?
  /// The operations of the batch update being recorded.
  var pendingUpdate: BatchUpdate?
  /// Whether the layout was replaced since the last layout pass (its offset is adjusted after the next one).
  var layoutChanged = false
  /// How many times `collectionViewLayout` was replaced: a layout pass that holds the layout it started with knows
  /// by this count, without reading the property (a retain and a release), whether it is still the view's.
  @exclusivity(unchecked) var layoutReplacements = 0
  /// `UICollectionView.reorderingCadence` (kept, not used: there is no clock).
  var reorderingCadence = UICollectionView.ReorderingCadence.immediate
  /// The interactive movement in progress (`beginInteractiveMovementForItem(at:)` until it ends or is cancelled).
  @exclusivity(unchecked) var interactiveMovement: InteractiveMovement?

  init() {}

  /// Makes `identifier`'s pool (created empty on first use) the current one: the previous current pool's cells go
  /// back into its object, the new one's move into `currentPoolCells`.
  private func makeCurrentCellPool(_ identifier: String) {
    if let lastCellPool { swap(&lastCellPool.cells, &currentPoolCells) }
    let pool: CellPool
    if let existing = cellPools[identifier] {
      pool = existing
    } else {
      pool = CellPool()
      cellPools[identifier] = pool
    }
    swap(&pool.cells, &currentPoolCells)
    lastCellPool = pool
    lastCellPoolIdentifier = identifier
  }

  /// The number of cells waiting in the cell pools.
  var pooledCellCount: Int {
    cellPools.values.reduce(0) { $0 + $1.cells.count } + currentPoolCells.count
  }

  /// The last cell of `identifier`'s pool, removed from it; nil when the pool is empty.
  func popPooledCell(_ identifier: String) -> UICollectionViewCell? {
    if lastCellPool == nil || lastCellPoolIdentifier != identifier { makeCurrentCellPool(identifier) }
    return currentPoolCells.popLast()
  }

  /// Appends `cell` to the pool of its reuse identifier, if it has one, unless the pool holds `limit` cells already.
  func poolCell(_ cell: UICollectionViewCell, limit: Int) {
    // The identifier compared where the cell stores it: bound to a name, it was retained until the append was done.
    if lastCellPool != nil, cell.reuseIdentifier == lastCellPoolIdentifier {
      if currentPoolCells.count < limit { currentPoolCells.append(cell) }
      return
    }
    guard let identifier = cell.reuseIdentifier else { return }
    poolCell(cell, identifier: identifier, limit: limit)
  }

  /// Appends `cell` to `identifier`'s pool (`identifier` is the cell's reuse identifier) unless it holds `limit`
  /// cells already.
  func poolCell(_ cell: UICollectionViewCell, identifier: String, limit: Int) {
    if lastCellPool == nil || lastCellPoolIdentifier != identifier { makeCurrentCellPool(identifier) }
    if currentPoolCells.count < limit { currentPoolCells.append(cell) }
  }

  func collectionViewLayoutSubviews(_ collectionView: UICollectionView) {
    collectionView.runLayoutPass()
    if layoutChanged {
      layoutChanged = false
      collectionView.adjustContentOffsetAfterLayoutChange()
    }
  }

  func collectionViewDidChangeLayout(_ collectionView: UICollectionView) {
    layoutReplacements &+= 1
    // A layout set before the first pass has no earlier offset to adjust.
    layoutChanged = hasLaidOut
    collectionView.setNeedsLayout()
  }
}

/// The cells waiting for reuse under one reuse identifier.
@MainActor
final class CellPool {
  @exclusivity(unchecked) var cells: [UICollectionViewCell] = []
}

/// An object that lives exactly as long as the data source that vends it (see `CollectionViewState.dataSource`).
final class DataSourceLivenessToken: Sendable {}

/// A data source the collection view holds through its liveness token: it owns the token, and nothing else does.
protocol DataSourceLivenessVending: AnyObject {
  var livenessToken: DataSourceLivenessToken { get }
}

/// A cell the layout pass wants on screen: its key in index-path order and the position of its attributes in the
/// pass's query result (plain values: the list is filled and emptied without reference counting).
struct WantedCell: ItemKeyed {
  var key: ItemKey
  var element: Int
}

/// The element a cell or supplementary request is for, described only when a trap needs it.
enum RequestedElement {
  case cell(IndexPath)
  case supplementary(kind: String, IndexPath)

  var description: String {
    switch self {
    case .cell(let indexPath): "the cell at \(indexPath.shortDescription)"
    case .supplementary(let kind, let indexPath):
      "the supplementary view of kind \"\(kind)\" at \(indexPath.shortDescription)"
    }
  }
}

extension ElementKey {
  /// A registration's key: element kind and reuse identifier.
  struct Registration: Hashable {
    var kind: String
    var reuseIdentifier: String
  }
}

extension UICollectionView {
  /// The module's state for this view.
  ///
  /// Usually the view's first attachment, checked by its exact type (a final class) before the generic search.
  var state: CollectionViewState {
    if let first = firstAttachment, type(of: first) == CollectionViewState.self {
      return unsafeDowncast(first, to: CollectionViewState.self)
    }
    return attachment(CollectionViewState.self)
  }

  /// The object that supplies counts, cells and supplementary views (weak). Setting it ends display of every view
  /// and re-reads everything at the next layout pass.
  ///
  /// UIKit parity: `dataSource`.
  public var dataSource: (any UICollectionViewDataSource)? {
    get { state.dataSource }
    set {
      removeAllVisibleViews()
      state.dataSource = newValue
      state.interactiveMovement = nil
      state.counts = nil
    }
  }

  /// The delegate as a collection-view delegate (the `delegate` property is the scroll view's).
  var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

  /// Whether taps select items. Default true.
  ///
  /// UIKit parity: `allowsSelection`.
  public var allowsSelection: Bool {
    get { state.allowsSelection }
    set {
      state.allowsSelection = newValue
      if !newValue { clearSelection() }
    }
  }

  /// Whether several items can be selected at once; a tap on a selected item then deselects it. Default false.
  ///
  /// UIKit parity: `allowsMultipleSelection`.
  public var allowsMultipleSelection: Bool {
    get { state.allowsMultipleSelection }
    set {
      state.allowsMultipleSelection = newValue
      if newValue { state.allowsSelection = true }
    }
  }

  /// How many cells, supplementary and decoration views the view has created (a headless statistic: with reuse it
  /// stays near the number on screen).
  public var numberOfCreatedViews: Int { state.viewsCreated }

  /// The transitions of the last batch update or snapshot apply, or nil before the first.
  public var lastUpdateTransition: UpdateTransition? { state.lastUpdate }

  func clearSelection() {
    for indexPath in state.selected { state.visibleCells[indexPath]?.isSelected = false }
    state.selected = []
  }
}
