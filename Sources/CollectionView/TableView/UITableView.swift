import CompositionalLayout
import Foundation

/// A scroll view of rows in sections, headless: rows stacked top to bottom, each as tall as its cell measures.
///
/// Geometry (content coordinates, points): the optional `tableHeaderView` at the top, then per section a header,
/// the rows and a footer, then `tableFooterView`. A section's header is as tall as its title measured in the
/// style's header content (`plainHeader()` or `groupedHeader()`), or, without a title, 0 in `.plain` and
/// `ListMetrics.groupedSectionSpacing` (17.5) in the grouped styles; footers likewise. A row's height is the
/// delegate's `heightForRowAt`, else `rowHeight`, else (both `automaticDimension`) the cell's measured height
/// (`contentView.systemLayoutSizeFitting`, width required), rows not yet measured taking `estimatedRowHeight`
/// (44 when automatic). Rows span the width; `.insetGrouped` insets them by the system layout margins (16 pt at
/// widths up to 375, 20 above).
///
/// Cells on screen are subviews of the table view; cells that leave the visible bounds are removed and kept for
/// reuse.
///
/// UIKit parity: `UITableView` (a `UIScrollView`): `init(frame:style:)`, `style`, `dataSource`, `rowHeight`,
/// `estimatedRowHeight`, section header and footer heights, `register`/`dequeueReusableCell`, `reloadData()`, counts,
/// `cellForRow(at:)`, `visibleCells`, `indexPathsForVisibleRows`, `rectForRow(at:)`, editing, selection and the
/// row and section update methods. Differences: updates are not animated and re-read everything like
/// `reloadData()` (keeping the selection of rows that still exist); header and footer titles are measured, not
/// shown as views; separators and section index titles are not modelled; the measured metrics are the list metrics
/// (`ListMetrics`), not UITableView's own.
@MainActor
open class UITableView: UIScrollView {
  /// The table's look.
  ///
  /// UIKit parity: `UITableView.Style`; same cases and raw values.
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }

  /// How an update would be animated (updates are not animated headless; kept for source compatibility).
  ///
  /// UIKit parity: `UITableView.RowAnimation`; same cases and raw values.
  public enum RowAnimation: Int, Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }

  /// Where a row ends up when scrolled to.
  ///
  /// UIKit parity: `UITableView.ScrollPosition`; same cases and raw values.
  public enum ScrollPosition: Int, Sendable {
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }

  /// Whether rows have separators (kept as data).
  ///
  /// UIKit parity: `UITableViewCell.SeparatorStyle` as `UITableView.separatorStyle`'s type.
  public enum SeparatorStyle: Int, Sendable {
    case none = 0
    case singleLine = 1
  }

  /// The value that asks for a height from the cell's content: −1.
  ///
  /// UIKit parity: `UITableView.automaticDimension`.
  public static let automaticDimension: CGFloat = -1

  /// The style the table was created with.
  public let style: Style
  /// The object that supplies counts, cells and titles (weak). Setting it reloads at the next layout pass.
  ///
  /// UIKit parity: `dataSource`.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }
  /// The height of every row, or `automaticDimension` to measure cells. Points. Default `automaticDimension`.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// The height of rows not yet measured, or `automaticDimension` for 44. Points. Default `automaticDimension`.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// The height of every section header, or `automaticDimension` for the measured title. Default automatic.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// The height of every section footer, or `automaticDimension` for the measured title. Default automatic.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateGeometry() }
  }
  /// Estimated header height (kept as data; headers are measured at once).
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// Estimated footer height (kept as data; footers are measured at once).
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Space above each section header (kept as data). Default `automaticDimension`.
  ///
  /// UIKit parity: `sectionHeaderTopPadding` (iOS 15).
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  /// A view above the first section; its height adds to the content. Default nil.
  open var tableHeaderView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section; its height adds to the content. Default nil.
  open var tableFooterView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }
  /// The separator style (kept as data). Default `.singleLine`.
  open var separatorStyle: SeparatorStyle = .singleLine
  /// The separator colour (kept as data). Default `separator`.
  open var separatorColor: UIColor? = .separator
  /// The separator insets (kept as data).
  open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// Whether rows can be selected. Default true.
  open var allowsSelection = true
  /// Whether several rows can be selected at once. Default false.
  open var allowsMultipleSelection = false
  /// Whether rows can be selected while editing. Default false.
  open var allowsSelectionDuringEditing = false
  /// Whether several rows can be selected at once while `isEditing`. Default false.
  ///
  /// UIKit parity: `allowsMultipleSelectionDuringEditing`.
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether selection is allowed now: `allowsSelectionDuringEditing` while editing, else `allowsSelection`.
  var selectsNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
  /// Whether several rows may be selected now (the editing-mode flag while editing).
  var selectsMultipleNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
  /// Whether the table is in editing mode; visible cells follow it. Default false.
  open var isEditing = false {
    didSet {
      guard isEditing != oldValue else { return }
      for cell in visibleCellsByIndexPath.values { cell.setEditing(isEditing, animated: false) }
    }
  }

  var cellClasses: [String: AnyClass] = [:]
  var nibIdentifiers: Set<String> = []
  var cellPools: [String: [UITableViewCell]] = [:]
  var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  var counts: [Int]?
  var measuredHeights: [IndexPath: CGFloat] = [:]
  var selectedRows: Set<IndexPath> = []
  var isInLayoutPass = false

  /// Creates a table view of `style` with a frame in its superview's coordinates (points).
  ///
  /// UIKit parity: `init(frame:style:)`, the designated initialiser.
  /// The background colour is the style's: `systemBackground` for `.plain`, `systemGroupedBackground` for the
  /// grouped styles.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// Creates a `.plain` table view.
  ///
  /// UIKit parity: `init(frame:)`.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// UIKit parity: `init?(coder:)`; headless, a `.plain` table view.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    backgroundColor = .systemBackground
  }

  /// Runs the table's layout pass (see the type's documentation).
  ///
  /// UIKit parity: `layoutSubviews()` of a table view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    runLayoutPass()
  }

  /// Sets `isEditing` (no animation headless).
  ///
  /// UIKit parity: `setEditing(_:animated:)`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// Registers the class created for cells dequeued with `identifier`; nil removes the registration.
  ///
  /// UIKit parity: `register(_:forCellReuseIdentifier:)`; the class must be a `UITableViewCell` subclass
  /// (checked when a cell is created).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass
    nibIdentifiers.remove(identifier)
  }

  /// Accepts a nib registration; nibs cannot be loaded headless, so dequeuing `identifier` then traps.
  ///
  /// UIKit parity: `register(_:forCellReuseIdentifier:)` with a `UINib`.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = nil
    if nib == nil { nibIdentifiers.remove(identifier) } else { nibIdentifiers.insert(identifier) }
  }

  /// A cell for the row at `indexPath`: a reused one (after `prepareForReuse()`) or a new instance of the class
  /// registered for `identifier`.
  ///
  /// - Precondition: a class is registered for `identifier` (traps naming it otherwise).
  ///
  /// UIKit parity: `dequeueReusableCell(withIdentifier:for:)`.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      usageFailure(
        "UITableView: unable to dequeue a cell with identifier \"\(identifier)\" for \(indexPath.shortDescription)"
          + " - must register a class for the identifier. Fix: call register(_:forCellReuseIdentifier:) first.")
    }
    return cell
  }

  /// A reused cell or a new instance of the class registered for `identifier`; nil when neither exists.
  ///
  /// UIKit parity: `dequeueReusableCell(withIdentifier:)`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = cellPools[identifier], let cell = pool.popLast() {
      cellPools[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    if nibIdentifiers.contains(identifier) {
      usageFailure(
        "UITableView: the cell identifier \"\(identifier)\" is registered with a nib, and nibs cannot be loaded "
          + "headless. Fix: register the cell's class with register(_:forCellReuseIdentifier:).")
    }
    guard let registered = cellClasses[identifier] else { return nil }
    guard let cellClass = registered as? UITableViewCell.Type else {
      usageFailure(
        "UITableView: the class \(registered) registered for \"\(identifier)\" is not a UITableViewCell subclass.")
    }
    let cell = cellClass.init()
    cell.reuseIdentifier = identifier
    return cell
  }

  private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
    if old !== new { old?.removeFromSuperview() }
    if let new { addSubview(new) }
    invalidateGeometry()
  }
}
