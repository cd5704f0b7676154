import CompositionalLayout
import Foundation

/// A cell for list layouts: accessories, outline indentation, separators and the list's default styles.
///
/// Geometry (cell coordinates, points; the frame comes from the layout): the content sits between the leading and
/// trailing accessories, indented by `indentationLevel × indentationWidth`; the horizontal layout margins are the
/// collection view's (16 pt at widths up to 375, 20 pt above) and, inside a list layout or when set, act as minimum
/// content margins. Self-sizing
/// measures the content configuration at the content's width, so accessories and indentation that narrow the
/// content can make wrapped text taller.
///
/// When a list cell is dequeued through a registration, the collection view fills in the list context:
/// `listAppearance`, the layout margins, the resolved `separatorConfiguration` (for `list(using:)` layouts),
/// whether it is its section's first or last row, and, from a diffable data source's section snapshot,
/// `indentationLevel` and `isExpanded` (see `prepareForList(in:at:)`).
///
/// UIKit parity: `UICollectionViewListCell` (iOS 14): `accessories`, `indentationLevel`, `indentationWidth`,
/// `indentsAccessories`, `separatorLayoutGuide` (a frame here, not a layout guide), `defaultContentConfiguration()`.
/// Headless additions: the list-context properties and the layout frames renderers draw from.
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories, leading and trailing, in order from the edges inwards.
  public var accessories: [UICellAccessory] = []
  /// The outline depth; the content (and leading accessories when `indentsAccessories`) moves in by
  /// `indentationLevel × indentationWidth`. Default 0; negative values count as 0.
  public var indentationLevel = 0
  /// The indentation per level, in points. Default `ListMetrics.indentationWidth` (10).
  public var indentationWidth = ListMetrics.indentationWidth
  /// Whether leading accessories are indented with the content. Default true.
  public var indentsAccessories = true
  /// Whether the cell is in editing mode (which accessories show depends on it); the collection view sets it from
  /// its own `isEditing`. A change updates the configuration and the layout. Default false.
  ///
  /// UIKit parity: `UICollectionViewListCell.isEditing` (through `UICellConfigurationState.isEditing`).
  public var isEditing = false {
    didSet {
      guard isEditing != oldValue else { return }
      setNeedsUpdateConfiguration()
      setNeedsLayout()
    }
  }
  /// Whether the item is expanded in its section snapshot (set when dequeued from a diffable data source).
  ///
  /// UIKit parity: `UICellConfigurationState.isExpanded`.
  public internal(set) var isExpanded = false
  /// The appearance of the list the cell is in, or nil outside a `list(using:)` layout.
  public internal(set) var listAppearance: UICollectionLayoutListConfiguration.Appearance?
  /// The resolved separators of this row, or nil when the cell is not in a `list(using:)` layout.
  public var separatorConfiguration: UIListSeparatorConfiguration?
  /// Whether the row is the first, and the last, of its section (for insetGrouped corner rounding).
  public internal(set) var isFirstInSection = false
  public internal(set) var isLastInSection = false
  /// Whether the row is its section's header (`headerMode == .firstItemInSection`, item 0).
  public internal(set) var isListHeaderRow = false
  /// Device pixels per point, for one-pixel separators. Default 3.
  public var displayScale: CGFloat = 3
  var customLayoutMargins: NSDirectionalEdgeInsets?
  /// The guide along the bottom separator (its `layoutFrame` is `separatorLayoutFrame` after each layout pass); apps
  /// constrain content to it or it to content.
  ///
  /// UIKit parity: `UICollectionViewListCell.separatorLayoutGuide`. Constraints on it are not solved yet.
  public let separatorLayoutGuide = UILayoutGuide()

  /// Creates a cell with a frame.
  override var asListCell: UICollectionViewListCell? { self }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    separatorLayoutGuide.identifier = "UICollectionViewListCell.separatorLayoutGuide"
    addLayoutGuide(separatorLayoutGuide)
  }

  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    separatorLayoutGuide.identifier = "UICollectionViewListCell.separatorLayoutGuide"
    addLayoutGuide(separatorLayoutGuide)
  }

  /// The cell's layout margins, in points: as set, else the collection view's when dequeued, else the system
  /// margins for the cell's own width.
  ///
  /// UIKit parity: `UIView.directionalLayoutMargins` (cells preserve their superview's margins).
  open override var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { customLayoutMargins ?? LayoutContext.systemLayoutMargins(width: frame.width, safeAreaInsets: .zero) }
    set { customLayoutMargins = newValue }
  }

  /// The margins the content treats as minimums: set ones, else the system margins inside a list layout; nil for
  /// a cell outside a list that was given none (its content keeps its own margins).
  var listLayoutMargins: NSDirectionalEdgeInsets? {
    customLayoutMargins ?? (listAppearance != nil ? directionalLayoutMargins : nil)
  }

  /// A content configuration in the list's style: the appearance's header style for a `.firstItemInSection`
  /// header row, `sidebarCell()` in sidebars, `cell()` otherwise.
  ///
  /// UIKit parity: `UICollectionViewListCell.defaultContentConfiguration()`.
  open override func defaultContentConfiguration() -> UIListContentConfiguration {
    let appearance = listAppearance ?? .plain
    return isListHeaderRow ? .header(for: appearance) : .cell(for: appearance)
  }

  /// Clears accessories-independent list state. Subclasses call `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isExpanded = false
  }

  /// The given attributes with the height of `contentView` fitted at the content's width (after accessories and
  /// indentation; a `UIListContentView` takes the cell's list margins as minimums), and at least the tallest
  /// accessory.
  ///
  /// UIKit parity: `preferredLayoutAttributesFitting(_:)` of a list cell.
  /// - Complexity: the content view's measuring cost (linear in its text for list content).
  open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    let width = layoutAttributes.size.width
    let layout = ListCellLayout(cell: self, width: width)
    applyListMargins(layout, to: configurationContentView)
    let content = fittingSize(
      of: contentView, target: CGSize(width: layout.contentFrame.width, height: layoutAttributes.size.height),
      for: layoutAttributes)
    let accessoryHeight = layout.accessories.map(\.accessory.layoutHeight).max() ?? 0
    let preferred = layoutAttributes.copy()
    preferred.size = CGSize(width: width, height: max(content.height, accessoryHeight))
    return preferred
  }

  /// The content sits between the accessories, after the indentation (`contentLayoutFrame`).
  override func contentViewFrame(in bounds: CGRect) -> CGRect {
    ListCellLayout(cell: self, width: bounds.width).contentFrame
  }

  override func contentConfigurationDidInstall(_ view: any UIView & UIContentView) {
    applyListMargins(ListCellLayout(cell: self, width: bounds.width), to: view)
  }

  /// Gives a list content view the cell's list margins on the sides without accessories.
  func applyListMargins(_ layout: ListCellLayout, to view: (any UIView & UIContentView)?) {
    guard let listView = view as? UIListContentView else { return }
    listView.cellMargins = (layout.contentLeadingMargin, layout.contentTrailingMargin)
  }

  /// Lays out the content view between the accessories and passes the list margins to its content.
  open override func layoutSubviews() {
    super.layoutSubviews()
    applyListMargins(ListCellLayout(cell: self, width: bounds.width), to: configurationContentView)
    separatorLayoutGuide.layoutFrame = separatorLayoutFrame
  }
}
