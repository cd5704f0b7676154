import Foundation

/// Supplies the section at an index for an environment.
///
/// UIKit parity: `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, NSCollectionLayoutEnvironment) ->
  NSCollectionLayoutSection?

/// A layout made of sections, groups and items, computed headless with the frames UIKit computes.
///
/// Use it as in UIKit, then give it a `context` (or call `prepare(context:)`) instead of a collection view:
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout(section: section)
/// layout.prepare(context: LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [30]))
/// let cells = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
/// ```
///
/// Frames are in content coordinates (points, origin at the content's top-left; orthogonal sections at their
/// unscrolled position). `prepare()` costs O(sections + slots per group); item frames are O(1); a rect query is
/// O(log sections + elements returned).
///
/// UIKit parity: `UICollectionViewCompositionalLayout` (iOS 13), all four initialisers and `configuration`. Where UIKit
/// throws or logs for bad input, this layout records a `LayoutDiagnostic` and continues.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  /// The list configurations of the sections the provider last made with `NSCollectionLayoutSection.list`.
  let sectionLists: SectionListConfigurations
  /// Exempt from dynamic exclusivity checks: a reference read on every layout pass (the scroll direction, twice) and
  /// stored by the setter; no access to it is long.
  @exclusivity(unchecked) private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
  /// The solved layout. Exempt from dynamic exclusivity checks (`@exclusivity(unchecked)`): every access is
  /// instantaneous or a pure in-place read (`itemFrameInPlace`, `plainItemInPlace`) that never calls out, and
  /// updates take the value out first. The two checks a frame lookup made were about 40 % of it.
  @exclusivity(unchecked) final var solution: LayoutSolution?
  /// The last pass's diagnostics, with those of later measured-size updates merged in (linear time).
  var diagnosticList = DiagnosticList()
  /// Measured sizes of self-sizing elements; they survive invalidation until the data or the width changes.
  /// Exempt from dynamic exclusivity checks (`@exclusivity(unchecked)`): every access is instantaneous or takes a
  /// section's sizes out, updates them and puts them back without calling out; a sizing pass otherwise paid one check
  /// (about 75 instructions) per measured row.
  @exclusivity(unchecked) final var measuredSizes = MeasuredSizes()
  private let handlerPresentation = HandlerPresentation()
  /// How Foundation stores a two-element index path (`IndexPath.pairLayoutTag`), kept so that a frame lookup reads
  /// the path's elements without a call.
  private let pairLayoutTag = IndexPath.pairLayoutTag

  /// Where the user has scrolled; changing it re-presents (pinning, orthogonal offsets, visible-items handlers)
  /// without re-solving geometry. Stored sanitised: NaN coordinates become 0 and magnitudes beyond ±1e9 pt
  /// (infinities included) are clamped.
  ///
  /// Exempt from dynamic exclusivity checks (`@exclusivity(unchecked)`): the collection view reads it on every layout
  /// pass and every rect query reads it (each check cost about 90 instructions); every access is a whole read or
  /// write, none overlaps another.
  @exclusivity(unchecked) public var scrollPosition = ScrollPosition() {
    didSet {
      // (Checked first: building and comparing a sanitised copy copied the offsets' dictionary on every pass.)
      if !scrollPosition.isSanitized { scrollPosition = scrollPosition.sanitized }
      handlerPresentation.reset()
    }
  }

  /// Sets `scrollPosition`'s content offset and adjusted content inset, keeping its orthogonal offsets, when either
  /// differs (the collection view's layout pass): one in-place change, with `scrollPosition`'s observer run once, as
  /// by assigning a position with the two fields changed. (Reading the position, changing a copy and assigning it
  /// back copied the offsets' dictionary reference twice per pass.)
  package final func setScroll(contentOffset: CGPoint, adjustedContentInset: UIEdgeInsets) {
    func update(_ position: inout ScrollPosition) {
      position.contentOffset = contentOffset
      position.adjustedContentInset = adjustedContentInset
    }
    let offset = scrollPosition.contentOffset
    let insets = scrollPosition.adjustedContentInset
    guard offset != contentOffset || insets != adjustedContentInset else { return }
    update(&scrollPosition)
  }

  /// Whether rect queries cull the elements a visible-items handler edited by the frame their `transform` gives
  /// (what the user sees) instead of their layout frame. Default false: UIKit culls by the layout (untransformed)
  /// frame, so an item a handler scales or rotates into view is not returned unless its frame meets the rect
  /// (spec V-1). Turn it on to find elements where their transform draws them.
  public var cullsByTransformedFrame = false {
    didSet { handlerPresentation.reset() }
  }

  /// A layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose every section is `section`, with a configuration.
  public convenience init(
    section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout that asks `sectionProvider` for each section whenever it is fully invalidated.
  public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout that asks `sectionProvider` for each section, with a configuration.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    let sectionLists = SectionListConfigurations()
    self.sectionProvider = { index, environment in
      let section = sectionProvider(index, environment)
      sectionLists.record(section?.listConfiguration, forSection: index)
      return section
    }
    self.sectionLists = sectionLists
    self.storedConfiguration = configuration.copy()
    super.init()
  }

  /// The layout's configuration. Reading returns a copy; assigning stores a copy and invalidates the layout (spec
  /// Q-10, N-1).
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { storedConfiguration.copy() }
    set {
      storedConfiguration = newValue.copy()
      invalidateLayout()
    }
  }

  /// What the last `prepare()` noticed and handled (bad sizes, nil sections, ignored insets, …).
  public var diagnostics: [LayoutDiagnostic] {
    preparedSolution()
    return diagnosticList.entries
  }

  /// What the layout lays out against. Changing the width, or a section's item count, forgets measured sizes (of
  /// every section, or of the sections whose counts changed); any change invalidates the layout.
  open override var context: LayoutContext {
    didSet {
      if context.size.width != oldValue.size.width {
        measuredSizes = MeasuredSizes()
      } else {
        let old = oldValue.numberOfItemsInSection
        let new = context.numberOfItemsInSection
        let changed = (0..<max(old.count, new.count)).filter {
          $0 >= old.count || $0 >= new.count || old[$0] != new[$0]
        }
        measuredSizes.forget(sections: changed)
      }
    }
  }

  /// Sets `context` and prepares the layout.
  public func prepare(context: LayoutContext) {
    self.context = context
    prepare()
  }

  /// Asks for every section and solves the layout for `context` (spec F-1…F-8); queries call it when needed.
  ///
  /// - Complexity: O(sections + slots per group), independent of the item count.
  open override func prepare() {
    super.prepare()
    let (solved, diagnostics) = LayoutSolver.solve(
      context: context, configuration: storedConfiguration, measured: measuredSizes, sectionProvider: sectionProvider)
    solution = solved
    diagnosticList = DiagnosticList(diagnostics)
    handlerPresentation.reset()
  }

  /// Drops the solved layout; the next query prepares again (measured sizes are kept).
  open override func invalidateLayout() {
    super.invalidateLayout()
    solution = nil
    handlerPresentation.reset()
  }

  /// The element's `.estimated` dimensions (none for fixed sizes, decorations and unknown elements).
  ///
  /// - Complexity: O(1) for cells; O(boundary items) for supplementary views.
  open override func selfSizingDimensions(of attributes: UICollectionViewLayoutAttributes) -> (
    width: Bool, height: Bool
  )? {
    guard let axes = sizingAxes(of: attributes) else { return (false, false) }
    return (axes.contains(.width), axes.contains(.height))
  }

  /// Whether a cell's or supplementary's preferred attributes differ from what the layout gave it on a self-sizing
  /// (estimated) axis.
  ///
  /// UIKit parity: `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributesRequireInvalidation(preferredAttributes, original: originalAttributes)
  }

  /// A context that carries the preferred size, the element to recompute, the content-size change and, when the
  /// element lies above the visible area, the content-offset change that keeps the visible content still.
  ///
  /// UIKit parity: `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    makeInvalidationContext(preferred: preferredAttributes, original: originalAttributes)
  }

  /// Applies a context: preferred sizes it carries are recorded and laid out incrementally; a context that
  /// invalidates everything re-solves the layout.
  ///
  /// UIKit parity: `invalidateLayout(with:)`.
  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    applyInvalidation(context)
  }

  /// Forgets handler edits made for the current scroll position (after geometry changed).
  func resetPresentation() {
    handlerPresentation.reset()
  }

  @discardableResult
  @usableFromInline
  func preparedSolution() -> LayoutSolution {
    if let solution { return solution }
    prepare()
    return solution ?? LayoutSolution()
  }

  /// The size of the whole content, in points: the sections and layout-level boundary items along the main axis,
  /// the container across it (spec L-3).
  ///
  /// Read from the stored solution in place (`preparedSolution()` returns a copy, which retained and released every
  /// array of the solution; the collection view reads the size on every layout pass).
  open override var collectionViewContentSize: CGSize {
    if let size = solution?.contentSize { return size }
    return preparedSolution().contentSize
  }

  /// Every element whose frame, as presented at `scrollPosition`, intersects `rect` (content coordinates).
  ///
  /// Presented means: orthogonal sections' items moved by their section's offset, pinned boundary items pinned,
  /// and visible-items handlers' edits applied; culling uses the layout frame, as UIKit, ignoring a handler's
  /// transform unless `cullsByTransformedFrame` is on.
  ///
  /// Cells' attributes objects are new, or objects an earlier query returned that nothing holds any more (no strong,
  /// weak or unowned reference outside the layout), reset: the caller owns what it receives, as with new objects.
  /// - Complexity: O(log sections + elements returned).
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    var result: [UICollectionViewLayoutAttributes] = []
    let scroll = scrollPosition
    attributesRecycler.beginQuery()
    if solution == nil { prepare() }
    if solution?.handlerSections.isEmpty == true {
      // Read in place (the stored solution is not copied): nothing in the query calls out to code that could change
      // it (visible-items handlers, which can, take the copying path below).
      solution?.appendElementsInPlace(
        in: rect, scroll: scroll, handlers: handlerPresentation, cullsByTransformedFrame: cullsByTransformedFrame,
        recycler: attributesRecycler, to: &result)
    } else {
      preparedSolution().appendElements(
        in: rect, scroll: scroll, handlers: handlerPresentation, cullsByTransformedFrame: cullsByTransformedFrame,
        recycler: attributesRecycler, to: &result)
    }
    return result
  }

  /// The cells' attributes objects of earlier rect queries, vended again once nobody else holds them.
  let attributesRecycler = LayoutAttributesRecycler()

  /// The configured scroll direction, read without copying the configuration (`configuration` returns a copy, as in
  /// UIKit); the collection view reads it on every layout pass.
  var configuredScrollDirection: UICollectionView.ScrollDirection { storedConfiguration.scrollDirection }

  /// The attributes of the cell at `indexPath` as presented at `scrollPosition`, or nil when there is no such item.
  ///
  /// Each call returns an object no one else holds. The layout keeps the last cell attributes it returned and, once
  /// the caller has let go of them (the layout's reference is the only one), fills that object in again instead of
  /// allocating one: a query that drops its result allocates nothing.
  ///
  /// - Complexity: O(1) (O(log n) once a flowing section's instances hold different item counts); at most one
  ///   attributes object allocated.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard let (section, item) = indexPath.sectionAndItem(pairLayoutTag: pairLayoutTag) else { return nil }
    // Sections without orthogonal scrolling or a handler vend their cells as laid out: read in place (`.none`: not
    // prepared yet).
    var plain = solution?.plainItemInPlace(section: section, item: item)
    if case .none = plain { plain = plainItemAfterPreparing(section: section, item: item) }
    switch plain {
    case .found(let frame, let zIndex)?: return cellAttributes(indexPath, frame: frame, zIndex: zIndex)
    case .missing?: return nil
    case .needsPresenting?, nil: break
    }
    return presented(indexPath, category: .cell, kind: nil)
      ?? preparedSolution().itemAttributes(indexPath, scroll: scrollPosition)
  }

  /// `plainItemInPlace` for a layout not prepared yet; out of line, so that the lookup is inlined once.
  @inline(never)
  private func plainItemAfterPreparing(section: Int, item: Int) -> LayoutSolution.PlainItem? {
    prepare()
    return solution?.plainItemInPlace(section: section, item: item)
  }

  /// The attributes object `cellAttributes` last returned, reused once no one else holds it. Exempt from dynamic
  /// exclusivity checks (`@exclusivity(unchecked)`): only `cellAttributes` accesses it, without calling out.
  @exclusivity(unchecked) private var spareCellAttributes: UICollectionViewLayoutAttributes?

  /// Cell attributes with the given values: the spare object reset when nobody else holds it (no strong, weak or
  /// unowned reference, as `LayoutAttributesRecycler` checks), a new one otherwise. Allocating, initialising and
  /// releasing an object were more than half of a plain `layoutAttributesForItem(at:)`.
  @inline(__always)
  private func cellAttributes(_ indexPath: IndexPath, frame: CGRect, zIndex: Int) -> UICollectionViewLayoutAttributes {
    if isKnownUniquelyReferenced(&spareCellAttributes), let attributes = spareCellAttributes,
      LayoutAttributesRecycler.hasNoWeakOrUnownedReferences(attributes)
    {
      attributes.reset(forCellWith: indexPath, frame: frame, zIndex: zIndex)
      return attributes
    }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath, frame: frame, zIndex: zIndex)
    spareCellAttributes = attributes
    return attributes
  }

  /// The attributes of a supplementary view as presented at `scrollPosition` (pinned items pinned), or nil.
  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    presented(indexPath, category: .supplementaryView, kind: elementKind)
      ?? preparedSolution().supplementaryAttributes(kind: elementKind, at: indexPath, scroll: scrollPosition)
  }

  /// The attributes of a decoration view, or nil.
  open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    presented(indexPath, category: .decorationView, kind: elementKind)
      ?? preparedSolution().decorationAttributes(kind: elementKind, at: indexPath)
  }

  /// The handler-edited attributes of an element of a section with a visible-items handler, if it is among the
  /// items the handler saw.
  private func presented(_ indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?)
    -> UICollectionViewLayoutAttributes?
  {
    let solution = preparedSolution()
    guard indexPath.count == 2, solution.sections.indices.contains(indexPath.section),
      solution.sections[indexPath.section].visibleItemsInvalidationHandler != nil
    else { return nil }
    let identity = ElementIdentity(category: category, kind: kind, indexPath: indexPath)
    return handlerPresentation.presented(identity, solution: solution, scroll: scrollPosition)?.copy()
  }

  /// True when the size changes, or when the layout shows something that depends on the scroll position (pinned
  /// boundary items, visible-items handlers).
  ///
  /// UIKit parity: `shouldInvalidateLayout(forBoundsChange:)` (spec N-2…N-4).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    if newBounds.size != context.size { return true }
    let solution = preparedSolution()
    return solution.globalItems.contains(where: \.pinToVisibleBounds)
      || solution.sections.contains {
        $0.visibleItemsInvalidationHandler != nil || $0.boundaryItems.contains(where: \.pinToVisibleBounds)
      }
  }

  /// The scroll geometry of an orthogonally scrolling section (offset range, resting points, page index), or nil
  /// when the section does not scroll orthogonally or does not exist.
  public func orthogonalScrollingGeometry(forSection section: Int) -> OrthogonalScrollingGeometry? {
    preparedSolution().orthogonalGeometry(section)
  }

  /// Swipes an orthogonal section: moves its offset by `translation` points (positive scrolls towards the trailing
  /// content), releases it with `velocity` points per second, and stores where it comes to rest in
  /// `scrollPosition`.
  ///
  /// - Returns: the resting offset, or nil when the section does not scroll orthogonally.
  @discardableResult
  public func swipeOrthogonalSection(_ section: Int, by translation: CGFloat, velocity: CGFloat) -> CGFloat? {
    guard let geometry = orthogonalScrollingGeometry(forSection: section) else { return nil }
    let cross: LayoutAxis = storedConfiguration.scrollDirection == .vertical ? .x : .y
    let current = scrollPosition.orthogonalContentOffsets[section]?.along(cross) ?? geometry.initialContentOffset
    let rest = geometry.targetContentOffset(
      forProposedContentOffset: current + translation, withScrollingVelocity: velocity)
    scrollPosition.orthogonalContentOffsets[section] = CGPoint(cross, along: rest, across: 0)
    collectionViewNeedsLayout()
    return rest
  }

  /// The frame of the item at (`section`, `item`) in content coordinates, without allocating attributes.
  ///
  /// - Returns: nil when the section or item does not exist.
  /// - Complexity: O(1) while a section's instances are tiled, O(log n) once measured sizes make them differ; no
  ///   allocation, no copy of the solved layout.
  public func frameForItem(at indexPath: IndexPath) -> CGRect? {
    guard let (section, item) = indexPath.sectionAndItem(pairLayoutTag: pairLayoutTag) else { return nil }
    while true {
      // One in-place access in the common case (prepared); `.none` when not prepared yet. Preparing out of line and
      // asking again (at most once more) keeps the lookup inlined once, with no result passed through memory.
      if let frame = solution?.itemFrameInPlace(section: section, item: item) { return frame }
      if !prepareForLookup() { return nil }
    }
  }

  /// Prepares a layout not prepared yet, for a lookup: true when that gave a solution to ask again. Out of line.
  @inline(never)
  private func prepareForLookup() -> Bool {
    guard solution == nil else { return false }
    prepare()
    return solution != nil
  }

  /// Calls `body` with the section index, item index and frame of every item, in order, without allocating
  /// attributes.
  ///
  /// Frames are in content coordinates, in points, bit for bit those `frameForItem(at:)` returns. Prepares the layout
  /// first if it is not prepared; the walk reads the layout as it was when it began.
  ///
  /// Inlinable: in a tiled section (one group geometry repeated at a constant stride, no measured size) the loop is
  /// compiled in the caller's module together with `body`, so `body` is inlined into it instead of being called once
  /// per item; the other sections are walked by this module.
  ///
  /// - Complexity: O(sections + items), no allocation per item.
  ///
  /// UIKit parity: none; UIKit vends frames only through `layoutAttributesForItem(at:)` and
  /// `layoutAttributesForElements(in:)`. A headless accessor.
  @inlinable
  public final func forEachItemFrame(_ body: (_ section: Int, _ item: Int, _ frame: CGRect) -> Void) {
    let solution = preparedSolution()
    var section = 0
    while section < solution.sectionCount {
      if let tiled = solution.tiledItemFrames(inSection: section) {
        tiled.forEach(section: section, body)
      } else {
        solution.forEachItemFrame(inSection: section, body)
      }
      section += 1
    }
  }

  /// The frames (content coordinates) of every item in `section`, in item order; empty for a section that does not
  /// exist or has more than 2^30 items (use `forEachItemFrame` or `frameForItem(at:)` there).
  ///
  /// - Complexity: O(items in the section).
  public func itemFrames(inSection section: Int) -> [CGRect] {
    let solution = preparedSolution()
    guard solution.sections.indices.contains(section) else { return [] }
    let count = solution.sections[section].laidOutItemCount
    guard count <= 1 << 30 else { return [] }
    return [CGRect](unsafeUninitializedCapacity: count) { buffer, initialized in
      solution.forEachItemFrame(inSection: section) { _, item, frame in buffer[item] = frame }
      initialized = count
    }
  }

  /// The number of sections laid out.
  public var numberOfSections: Int { preparedSolution().sections.count }
}
