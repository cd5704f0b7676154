import CompositionalLayout
import Foundation

/// A table view row: a content view, a content and a background configuration, an accessory, and selection,
/// highlight and editing state.
///
/// The content view fills the cell less the accessory's width (`accessoryView`'s width, or the standard width of
/// `accessoryType`, plus the trailing margin); a content configuration's view fills the content view. Self-sizing
/// measures the content view at that width (`contentView.systemLayoutSizeFitting`, width required).
///
/// UIKit parity: `UITableViewCell`: `init(style:reuseIdentifier:)` (designated), `init?(coder:)`, `contentView`,
/// `contentConfiguration`, `backgroundConfiguration`, `defaultContentConfiguration()`, `accessoryType`,
/// `accessoryView`, `editingAccessoryType`, `selectionStyle`, `isSelected`, `isHighlighted`, `isEditing` and their
/// animated setters, `configurationState`, `configurationUpdateHandler`, `setNeedsUpdateConfiguration()`,
/// `updateConfiguration(using:)`, `prepareForReuse()`. Registered classes are created through `init()` (style
/// `.default`), which calls `init(style:reuseIdentifier:)`. The deprecated `textLabel`, `detailTextLabel` and
/// `imageView` are not modelled.
@MainActor
open class UITableViewCell: UIView {
  /// The built-in layouts of a cell's default content.
  ///
  /// UIKit parity: `UITableViewCell.CellStyle`; same cases and raw values.
  public enum CellStyle: Int, Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  /// The standard accessory at the trailing edge.
  ///
  /// UIKit parity: `UITableViewCell.AccessoryType`; same cases and raw values.
  public enum AccessoryType: Int, Sendable {
    case none = 0
    case disclosureIndicator = 1
    case detailDisclosureButton = 2
    case checkmark = 3
    case detailButton = 4
  }

  /// What editing a row does.
  ///
  /// UIKit parity: `UITableViewCell.EditingStyle`; same cases and raw values.
  public enum EditingStyle: Int, Sendable {
    case none = 0
    case delete = 1
    case insert = 2
  }

  /// How a selected cell is drawn.
  ///
  /// UIKit parity: `UITableViewCell.SelectionStyle`; same cases and raw values.
  public enum SelectionStyle: Int, Sendable {
    case none = 0
    case blue = 1
    case gray = 2
    case `default` = 3
  }

  /// A closure that customises the cell for its state after the automatic updates.
  ///
  /// UIKit parity: `UITableViewCell.ConfigurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

  /// The style the cell was created with.
  public let style: CellStyle
  /// The identifier the cell was created or dequeued with.
  ///
  /// UIKit parity: `reuseIdentifier`.
  public internal(set) var reuseIdentifier: String?
  /// The view the content sits in.
  ///
  /// UIKit parity: `contentView`.
  public let contentView: UIView
  /// What the cell shows; its view fills `contentView` (see `UICollectionViewCell.contentConfiguration`).
  ///
  /// UIKit parity: `UITableViewCell.contentConfiguration` (iOS 14).
  public var contentConfiguration: (any UIContentConfiguration)? {
    didSet { installContentConfiguration() }
  }
  var configurationContentView: (any UIView & UIContentView)? {
    didSet { (contentView as? CellContentView)?.configurationView = configurationContentView }
  }
  /// How the cell's background is drawn, in a background view behind the content. Until it is set, a cell in a
  /// table view shows its table style's default (`defaultBackgroundConfiguration()`); a cell outside a table has
  /// none.
  ///
  /// UIKit parity: `UITableViewCell.backgroundConfiguration` (iOS 14): "automatically sets up a default background
  /// configuration". Setting a non-nil configuration resets `backgroundColor`, `backgroundView` and
  /// `selectedBackgroundView` to nil (documented).
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
  /// The configuration shown: the one set, or the automatic default in a table view.
  var currentBackgroundConfiguration: UIBackgroundConfiguration? {
    didSet { applyBackgroundConfiguration() }
  }
  /// True until `backgroundConfiguration` is set.
  var usesAutomaticBackgroundConfiguration = true
  /// The view that shows the background configuration, the cell's backmost subview.
  let configurationBackgroundView = ConfigurationBackgroundView()
  /// A view drawn behind the content (above the background configuration's view); its frame is kept at the cell's
  /// bounds. Default nil. Setting one resets `backgroundConfiguration` to nil.
  ///
  /// UIKit parity: `UITableViewCell.backgroundView` (the reset is documented).
  open var backgroundView: UIView? {
    didSet {
      guard oldValue !== backgroundView else { return }
      if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
      if let backgroundView {
        insertSubview(backgroundView, aboveSubview: configurationBackgroundView)
        backgroundConfiguration = nil
      }
      setNeedsLayout()
    }
  }
  /// The cell's own colour; setting one drops the automatic default background, so the colour shows.
  ///
  /// UIKit parity: `UIView.backgroundColor` (see `UICollectionViewCell.backgroundColor`).
  open override var backgroundColor: UIColor? {
    didSet { if backgroundColor != nil { dropAutomaticBackgroundConfiguration() } }
  }

  /// Hides the automatic default background (the cell's own colour or background view replaces it).
  private func dropAutomaticBackgroundConfiguration() {
    if usesAutomaticBackgroundConfiguration, currentBackgroundConfiguration != nil {
      currentBackgroundConfiguration = nil
    }
  }
  /// A view drawn above `backgroundView` while the row is selected or highlighted (hidden otherwise); its frame is
  /// kept at the cell's bounds. Default nil. Setting one resets `backgroundConfiguration` to nil.
  ///
  /// UIKit parity: `UITableViewCell.selectedBackgroundView` (the reset is documented).
  open var selectedBackgroundView: UIView? {
    didSet {
      guard oldValue !== selectedBackgroundView else { return }
      if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
      if let selectedBackgroundView {
        insertSubview(selectedBackgroundView, belowSubview: contentView)
        selectedBackgroundView.isHidden = !(isSelected || isHighlighted)
        backgroundConfiguration = nil
      }
      setNeedsLayout()
    }
  }
  /// Whether the row is its section's first and last (an insetGrouped table rounds those outer corners); the
  /// table view sets it.
  var sectionPosition: (isFirst: Bool, isLast: Bool) = (false, false)
  /// Whether state changes replace `contentConfiguration` with its `updated(for:)` copy. Default true.
  public var automaticallyUpdatesContentConfiguration = true
  /// Whether state changes replace `backgroundConfiguration` with its `updated(for:)` copy. Default true.
  public var automaticallyUpdatesBackgroundConfiguration = true
  /// Called with the cell and its state at the end of every configuration update; setting it updates at once.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// The standard accessory. Default `.none`.
  open var accessoryType: AccessoryType = .none {
    didSet { setNeedsLayout() }
  }
  /// A custom accessory view, shown instead of `accessoryType`; a subview of the cell while set. Default nil.
  open var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  /// The standard accessory while editing. Default `.none`.
  open var editingAccessoryType: AccessoryType = .none
  /// How selection is drawn. Default `.default`.
  open var selectionStyle: SelectionStyle = .default
  /// Whether the row is selected; the table view sets it. A change updates the configuration.
  open var isSelected = false {
    didSet {
      guard isSelected != oldValue else { return }
      selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
      setNeedsUpdateConfiguration()
    }
  }
  /// Whether the row is highlighted (touched down). A change updates the configuration.
  open var isHighlighted = false {
    didSet {
      guard isHighlighted != oldValue else { return }
      selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
      setNeedsUpdateConfiguration()
    }
  }
  /// Whether the cell is in editing mode; the table view sets it. A change updates the configuration.
  open var isEditing = false {
    didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Whether the reorder control shows while editing (kept as data). Default false.
  open var showsReorderControl = false

  /// Creates a cell of `style`.
  ///
  /// UIKit parity: `init(style:reuseIdentifier:)`, the designated initialiser subclasses override.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = CellContentView(frame: .zero)
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    configurationBackgroundView.isHidden = true
    addSubview(configurationBackgroundView)
    addSubview(contentView)
    layoutHostedViews()
  }

  /// UIKit parity: `init?(coder:)`; headless there are no archives: a `.default` cell.
  public required init?(coder: NSCoder) {
    style = .default
    contentView = CellContentView(frame: .zero)
    super.init(coder: coder)
    configurationBackgroundView.isHidden = true
    addSubview(configurationBackgroundView)
    addSubview(contentView)
  }

  /// A `.default` cell with a frame.
  ///
  /// UIKit parity: `init(frame:)` (inherited from `UIView` in UIKit, which creates a `.default` cell).
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// A `.default` cell without a reuse identifier; the table view creates registered classes this way.
  ///
  /// UIKit parity: `init()`.
  public required convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// Sets `isSelected` (no animation headless).
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  /// Sets `isHighlighted` (no animation headless).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
  /// Sets `isEditing` (no animation headless).
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// Resets selection and highlight before the cell is handed out again. Subclasses call `super`.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// The content in the cell's style: `cell()` for `.default`, `subtitleCell()` for `.subtitle`, `valueCell()`
  /// for `.value1` and `.value2`.
  ///
  /// UIKit parity: `UITableViewCell.defaultContentConfiguration()` (iOS 14).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: return .cell()
    case .subtitle: return .subtitleCell()
    case .value1, .value2: return .valueCell()
    }
  }

  /// The background in the table's style: a plain or grouped list cell background.
  ///
  /// UIKit parity: `UITableViewCell.defaultBackgroundConfiguration()` (iOS 14).
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    guard let tableView = superview as? UITableView, tableView.style != .plain else { return .listPlainCell() }
    return .listGroupedCell()
  }

  /// The cell's state: selection, highlight, editing and traits.
  ///
  /// UIKit parity: `UITableViewCell.configurationState` (iOS 14).
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    return state
  }

  /// Runs `updateConfiguration(using:)` at once with `configurationState` (UIKit defers it to the next layout).
  ///
  /// UIKit parity: `setNeedsUpdateConfiguration()`.
  public func setNeedsUpdateConfiguration() {
    updateConfiguration(using: configurationState)
  }

  /// Resolves the configurations for `state` (see `UICollectionViewCell.updateConfiguration(using:)`).
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

  /// Keeps the content view and accessory view at their frames.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutHostedViews()
  }
}
