import CompositionalLayout
import Foundation

/// A view controller whose view is a table view, and which is that view's data source and delegate.
///
/// `loadView()` creates a `UITableView` of the controller's style, the size of the screen, and makes the controller
/// its data source and delegate. Subclasses override the data-source and delegate methods
/// (`override func tableView(_:numberOfRowsInSection:)`, …), as in UIKit. With `clearsSelectionOnViewWillAppear`,
/// `viewWillAppear(_:)` deselects the selected rows; `setEditing(_:animated:)` also puts the table view in editing
/// mode.
///
/// UIKit parity: `UITableViewController`: `init(style:)`, `init(nibName:bundle:)`, `init?(coder:)`, `tableView`,
/// `clearsSelectionOnViewWillAppear`, `refreshControl`, the data-source and delegate methods as `open` defaults
/// (one section, no rows; the delegate's answers are the protocol defaults). Difference: the scroll-view delegate
/// methods are not declared here (see `UICollectionViewController`).
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let style: UITableView.Style

  /// Creates a controller whose table view will have `style`.
  ///
  /// UIKit parity: `init(style:)`.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a `.plain` table view (there are no nibs headless).
  ///
  /// UIKit parity: `init(nibName:bundle:)`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// UIKit parity: `init?(coder:)`; headless, a `.plain` table view.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The controller's view as a table view; setting it replaces the view.
  ///
  /// UIKit parity: `tableView`.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Whether `viewWillAppear(_:)` deselects the selected rows. Default true.
  ///
  /// UIKit parity: `clearsSelectionOnViewWillAppear`.
  open var clearsSelectionOnViewWillAppear = true

  /// The table view's pull-to-refresh control.
  ///
  /// UIKit parity: `UITableViewController.refreshControl` (the table view's `refreshControl`).
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  /// Creates the table view: the controller's style, the screen's size, this controller as data source and
  /// delegate.
  ///
  /// UIKit parity: `loadView()`.
  open override func loadView() {
    let tableView = UITableView(frame: UIScreen.main.bounds, style: style)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.dataSource = self
    tableView.delegate = self
    view = tableView
  }

  /// Deselects every selected row when `clearsSelectionOnViewWillAppear` is true. Subclasses call `super`.
  ///
  /// UIKit parity: `viewWillAppear(_:)`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let tableView else { return }
    for indexPath in tableView.indexPathsForSelectedRows ?? [] {
      tableView.deselectRow(at: indexPath, animated: animated)
    }
  }

  /// Sets the controller's and the table view's editing mode.
  ///
  /// UIKit parity: `setEditing(_:animated:)` of a table view controller.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  // MARK: UITableViewDataSource

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No rows; subclasses override.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// Traps: a subclass that reports rows must override it.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    usageFailure(
      "UITableViewController: \(type(of: self)) reports rows but does not override tableView(_:cellForRowAt:). "
        + "Fix: override it and return a dequeued cell.")
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }

  // MARK: UITableViewDelegate

  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
    !tableView.isEditing
  }
  open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
  open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
}
