import CompositionalLayout
import Foundation

/// A cell: a reusable view with selection and highlight state, a content configuration and a background
/// configuration.
///
/// Self-sizing: `preferredLayoutAttributesFitting(_:)` asks the content configuration for the size it needs,
/// keeping the layout's size on axes that are not estimated (the collection view only asks on estimated axes).
///
/// Configuration updates: changing `isSelected` or `isHighlighted` (the collection view does on selection, taps,
/// reuse and batch updates) or calling `setNeedsUpdateConfiguration()` calls `updateConfiguration(using:)` with the
/// cell's `configurationState`, which resolves the content and background configurations for the state (when
/// `automaticallyUpdates…` is true), then calls `configurationUpdateHandler`. Headless, there is no run loop to
/// defer to, so the update happens at once rather than before the next layout pass.
///
/// UIKit parity: `UICollectionViewCell` (`isSelected`, `isHighlighted`, `contentConfiguration`,
/// `backgroundConfiguration`, `configurationState`, `configurationUpdateHandler`, `setNeedsUpdateConfiguration()`,
/// `updateConfiguration(using:)`, `automaticallyUpdatesContentConfiguration`,
/// `automaticallyUpdatesBackgroundConfiguration`, `contentView`, `backgroundView`, `selectedBackgroundView`,
/// `defaultBackgroundConfiguration()`, `defaultContentConfiguration()` of list cells). The hosted views are
/// placeholders without subviews; the configuration is the content a renderer draws.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// A closure that customises the cell for its state after the automatic updates.
  ///
  /// UIKit parity: `UICollectionViewCell.ConfigurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

  /// Whether the item is selected; the collection view sets it. A change updates the configuration.
  @exclusivity(unchecked) open var isSelected = false {
    didSet {
      guard isSelected != oldValue else { return }
      updateSelectedBackgroundVisibility()
      setNeedsUpdateConfiguration()
    }
  }
  /// Whether the item is highlighted (touched down); the collection view sets it. A change updates the
  /// configuration.
  @exclusivity(unchecked) open var isHighlighted = false {
    didSet {
      guard isHighlighted != oldValue else { return }
      updateSelectedBackgroundVisibility()
      setNeedsUpdateConfiguration()
    }
  }
  /// The frame in content coordinates; the hosted views follow the new bounds (a move alone leaves them where they
  /// are, in the cell's coordinates).
  open override var frame: CGRect {
    get { super.frame }
    set {
      // The bounds' size before and after (what the hosted views follow), read without computing the frame twice.
      let oldSize = bounds.size
      super.frame = newValue
      // Given the size it has (a move), `UIView`'s setter keeps the bounds' size: no second look at it.
      if newValue.size.width == oldSize.width, newValue.size.height == oldSize.height { return }
      if bounds.size != oldSize { layoutHostedViews() }
    }
  }
  /// The view the content sits in; its frame is always the cell's bounds.
  ///
  /// UIKit parity: `UICollectionViewCell.contentView`.
  public let contentView: UIView
  /// A view drawn behind the content; its frame is kept at the cell's bounds. Default nil. Setting one resets
  /// `backgroundConfiguration` to nil.
  ///
  /// UIKit parity: `UICollectionViewCell.backgroundView` (the reset is documented).
  @exclusivity(unchecked) public var backgroundView: UIView? {
    didSet {
      replaceBackgroundView(oldValue, with: backgroundView)
      if backgroundView != nil { backgroundConfiguration = nil }
      layoutHostedViews()
    }
  }
  /// The cell's own colour; setting one drops a list cell's automatic default background, so the colour shows.
  ///
  /// UIKit parity: `UIView.backgroundColor`; the precedence over the automatic background is inferred (UIKit
  /// documents that setting a background configuration resets `backgroundColor`, `backgroundView` and
  /// `selectedBackgroundView`, and that background views reset the configuration; not what a colour does).
  open override var backgroundColor: UIColor? {
    didSet { if backgroundColor != nil { dropAutomaticBackgroundConfiguration() } }
  }
  /// A view drawn above `backgroundView` while the cell is selected or highlighted (hidden otherwise); its frame
  /// is kept at the cell's bounds. Default nil. Setting one resets `backgroundConfiguration` to nil.
  ///
  /// UIKit parity: `UICollectionViewCell.selectedBackgroundView` (the reset is documented).
  @exclusivity(unchecked) public var selectedBackgroundView: UIView? {
    didSet {
      replaceBackgroundView(oldValue, with: selectedBackgroundView)
      if selectedBackgroundView != nil { backgroundConfiguration = nil }
      layoutHostedViews()
      updateSelectedBackgroundVisibility()
    }
  }
  /// What the cell shows. Setting it installs the configuration's content view in `contentView`, filling it (or,
  /// when the installed view `supports(_:)` the new configuration, gives it the configuration); nil removes it.
  ///
  /// UIKit parity: `UICollectionViewCell.contentConfiguration`.
  @exclusivity(unchecked) public var contentConfiguration: (any UIContentConfiguration)? {
    didSet { installContentConfiguration() }
  }
  /// The view made by `contentConfiguration`, a subview of `contentView`; nil without a configuration.
  @exclusivity(unchecked) var configurationContentView: (any UIView & UIContentView)? {
    didSet { (contentView as? CellContentView)?.configurationView = configurationContentView }
  }
  /// How the cell's background is drawn; shown by a system background view behind `backgroundView` and the content.
  ///
  /// UIKit parity: `UICollectionViewCell.backgroundConfiguration` (UIKit draws it in a private background view).
  /// List cells in a list show their list's default background (`defaultBackgroundConfiguration()`) until anything
  /// sets this property, as UIKit gives list cells their appearance's background. Setting a non-nil configuration
  /// resets `backgroundColor`, `backgroundView` and `selectedBackgroundView` to nil (documented).
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { currentBackgroundConfiguration }
    set {
      usesAutomaticBackgroundConfiguration = false
      currentBackgroundConfiguration = newValue
      if newValue != nil {
        backgroundColor = nil
        backgroundView = nil
        selectedBackgroundView = nil
      }
    }
  }
  /// The configuration shown: the one set, or the automatic default of a list cell.
  @exclusivity(unchecked) var currentBackgroundConfiguration: UIBackgroundConfiguration? {
    didSet {
      hasBackgroundConfiguration = currentBackgroundConfiguration != nil
      applyBackgroundConfiguration()
    }
  }
  /// Whether `currentBackgroundConfiguration` is set, kept by its observer: every layout of the cell asks, and reading
  /// the optional configuration copied the whole structure only to find nil.
  @exclusivity(unchecked) private var hasBackgroundConfiguration = false
  /// True until `backgroundConfiguration` is set: a list cell in a list then shows its list's default background.
  var usesAutomaticBackgroundConfiguration = true

  /// Hides the automatic default background (the cell's own colour or background view replaces it).
  private func dropAutomaticBackgroundConfiguration() {
    if usesAutomaticBackgroundConfiguration, currentBackgroundConfiguration != nil {
      currentBackgroundConfiguration = nil
    }
  }
  /// The view that shows `backgroundConfiguration` (colour, corners, insets), the cell's backmost subview.
  let configurationBackgroundView = ConfigurationBackgroundView()
  /// Whether `updateConfiguration(using:)` replaces `contentConfiguration` with its `updated(for:)` copy. Default
  /// true.
  ///
  /// UIKit parity: `automaticallyUpdatesContentConfiguration`.
  @exclusivity(unchecked) public var automaticallyUpdatesContentConfiguration = true
  /// Whether `updateConfiguration(using:)` replaces `backgroundConfiguration` with its `updated(for:)` copy
  /// (so a selected list row turns `systemGray4`). Default true.
  ///
  /// UIKit parity: `automaticallyUpdatesBackgroundConfiguration`.
  @exclusivity(unchecked) public var automaticallyUpdatesBackgroundConfiguration = true
  /// Called with the cell and its state at the end of every configuration update; setting it updates at once.
  ///
  /// UIKit parity: `configurationUpdateHandler` (iOS 15).
  @exclusivity(unchecked) public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Creates a cell with a frame; the content view fills it.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    contentView = CellContentView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    configurationBackgroundView.isHidden = true
    addSubview(configurationBackgroundView)
    addSubview(contentView)
  }

  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    contentView = CellContentView(frame: .zero)
    super.init(coder: coder)
    configurationBackgroundView.isHidden = true
    addSubview(configurationBackgroundView)
    addSubview(contentView)
  }

  /// Swaps a background view in the tree, keeping UIKit's order from the back: the background configuration's
  /// view, `backgroundView`, `selectedBackgroundView`, then `contentView`.
  private func replaceBackgroundView(_ old: UIView?, with new: UIView?) {
    guard old !== new else { return }
    if let old, old.superview === self { old.removeFromSuperview() }
    guard let new else { return }
    if new === backgroundView {
      insertSubview(new, aboveSubview: configurationBackgroundView)
    } else {
      insertSubview(new, belowSubview: contentView)
    }
  }

  /// Sets the hosted views' frames: the content view at `contentViewFrame`, the backgrounds at the cell's bounds.
  func layoutHostedViews() {
    let bounds = self.bounds
    contentView.frame = contentViewFrame(in: bounds)
    configurationContentView?.frame = contentView.bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    applyBackgroundConfiguration()
  }

  /// Shows `backgroundConfiguration` in `configurationBackgroundView`: the bounds inset by `backgroundInsets`, the
  /// resolved colour, the corner radius (list rows in insetGrouped lists round only their section's outer corners).
  func applyBackgroundConfiguration() {
    guard hasBackgroundConfiguration, let configuration = currentBackgroundConfiguration else {
      // Nothing to show: hidden (what `show(nil, …)` does), without resolving the tint colour and layout direction
      // for nothing, and without a setter call when already hidden (every layout of a cell without a background).
      let background = configurationBackgroundView
      if !background.isHidden { background.isHidden = true }
      return
    }
    let listCell = self as? UICollectionViewListCell
    configurationBackgroundView.show(
      configuration, in: bounds, tintColor: tintColor,
      rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft,
      sectionCornerRadii: listCell?.listAppearance == .insetGrouped ? listCell?.backgroundCornerRadii : nil)
  }

  /// Where `contentView` sits, in cell coordinates: the bounds (list cells leave room for accessories).
  final var contentViewFrame: CGRect { contentViewFrame(in: bounds) }

  /// `contentViewFrame` for the cell's `bounds`, read by the caller (each read of `bounds` is a call): the bounds
  /// themselves (list cells leave room for accessories).
  func contentViewFrame(in bounds: CGRect) -> CGRect { bounds }

  /// The cell as a list cell, or nil: one dynamic call where `as? UICollectionViewListCell` walked the class chain
  /// (every dequeue asks).
  var asListCell: UICollectionViewListCell? { nil }

  /// Called after `view` was installed for, or given, the content configuration (list cells pass their margins).
  func contentConfigurationDidInstall(_ view: any UIView & UIContentView) {}

  /// Keeps the hosted views at their frames.
  ///
  /// UIKit parity: `layoutSubviews()`; subclasses call `super`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutHostedViews()
  }

  /// Shows the selected background while the cell is selected or highlighted.
  private func updateSelectedBackgroundVisibility() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

  /// The background configuration for the cell's style: for a list cell, the list row background of its list's
  /// appearance (`listCell(for:)`, or `listHeader(for:)` for a `.firstItemInSection` header row; plain outside a
  /// list); for other cells, a clear background.
  ///
  /// UIKit parity: `UICollectionViewCell.defaultBackgroundConfiguration()` (iOS 14), resolved from the list the
  /// cell is in as UIKit does when the cell is in a list section.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    guard let listCell = self as? UICollectionViewListCell else { return .clear() }
    let appearance = listCell.listAppearance ?? .plain
    return listCell.isListHeaderRow ? .listHeader(for: appearance) : .listCell(for: appearance)
  }

  /// The cell's current state: its selection and highlight, and for list cells editing and outline expansion,
  /// with its traits. `isDisabled`, `isFocused`, `isSwiped` and `isReordering` are false (headless, nothing
  /// disables, focuses, swipes or drags a cell).
  ///
  /// UIKit parity: `UICollectionViewCell.configurationState`.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    if let listCell = self as? UICollectionViewListCell {
      state.isEditing = listCell.isEditing
      state.isExpanded = listCell.isExpanded
    }
    return state
  }

  /// Requests a configuration update; headless, `updateConfiguration(using:)` runs at once with
  /// `configurationState`.
  ///
  /// UIKit parity: `setNeedsUpdateConfiguration()`; UIKit coalesces requests until the next layout pass.
  public func setNeedsUpdateConfiguration() {
    updateConfiguration(using: configurationState)
  }

  /// Resolves the configurations for `state`: `contentConfiguration` and `backgroundConfiguration` become their
  /// `updated(for:)` copies when the matching `automaticallyUpdates…` flag is true, then `configurationUpdateHandler`
  /// runs. Subclasses that override it call `super` to keep these updates.
  ///
  /// UIKit parity: `updateConfiguration(using:)`.
  open func updateConfiguration(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
      contentConfiguration = content.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = currentBackgroundConfiguration {
      currentBackgroundConfiguration = background.updated(for: state)
    }
    configurationUpdateHandler?(self, state)
  }

  /// A list content configuration in the plain cell style.
  ///
  /// UIKit parity: `UICollectionViewListCell.defaultContentConfiguration()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  /// Clears selection and highlight state. Subclasses call `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    // Set only when they change (every reused cell comes here; a read is a dynamic call, a set one with observers).
    if isSelected { isSelected = false }
    if isHighlighted { isHighlighted = false }
  }

  /// The given attributes with the size of `contentView` fitted to them: `contentView.systemLayoutSizeFitting` with
  /// the attributes' size as target, the width required and the height fitted (the reverse in a horizontally
  /// scrolling collection view). A content view made by a configuration fills `contentView`, so this is that view's
  /// measured size (a `UIListContentView`'s is its configuration's).
  ///
  /// When the fitted size is the given one, the given attributes themselves are returned (no copy); otherwise a copy
  /// with the fitted size.
  ///
  /// UIKit parity: `preferredLayoutAttributesFitting(_:)`. Headless, until constraints are solved, a `contentView`
  /// without a configuration's view keeps the attributes' size.
  /// - Complexity: the content view's measuring cost (linear in its text for list content); O(1) when the content
  ///   view has neither a configuration's view nor constraints.
  open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    // The content view may be narrower than the cell (list accessories, indentation): measure it at its own width
    // for a cell of the target size, then add the cell's margins around it back. (Sizes read once each: these are
    // property calls on every self-sizing question.)
    let target = layoutAttributes.size
    var bounds = self.bounds
    if bounds.size != target {
      frame.size = target
      bounds = self.bounds
    }
    let size = bounds.size
    let content = contentViewFrame(in: bounds)
    let extra = CGSize(width: max(0, size.width - content.width), height: max(0, size.height - content.height))
    let contentTarget = CGSize(width: target.width - extra.width, height: target.height - extra.height)
    // A content view with nothing to measure (no configuration's view, no constraints) fits the target exactly
    // whatever the priorities, so the layout need not be asked which dimensions it estimated.
    let fitted =
      unsafeDowncast(contentView, to: CellContentView.self).fitsAnyTarget
      ? contentTarget : fittingSize(of: contentView, target: contentTarget, for: layoutAttributes)
    let fittedSize = CGSize(width: fitted.width + extra.width, height: fitted.height + extra.height)
    // Nothing to adjust: the attributes as given (a subclass that changes them after `super` changes the given
    // object, which the collection view compares with the frame the layout gave).
    guard fittedSize != target else { return layoutAttributes }
    let preferred = layoutAttributes.copy()
    preferred.size = fittedSize
    return preferred
  }

  /// The cell's size for `targetSize`: its `contentView`'s fitted size (the content is what constraints hold), plus
  /// the space the cell keeps around the content view (list accessories, indentation).
  ///
  /// UIKit parity: `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` of a cell,
  /// which apps call on the cell itself to size it.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let size = bounds.size
    let content = contentViewFrame
    let extra = CGSize(width: max(0, size.width - content.width), height: max(0, size.height - content.height))
    let fitted = contentView.systemLayoutSizeFitting(
      CGSize(width: targetSize.width - extra.width, height: targetSize.height - extra.height),
      withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    return CGSize(width: fitted.width + extra.width, height: fitted.height + extra.height)
  }
}
