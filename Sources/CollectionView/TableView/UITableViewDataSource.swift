import CompositionalLayout
import Foundation

/// Supplies a table view's counts, cells, section titles and editing answers.
///
/// The table view keeps a weak reference. Counts are read at the first layout pass and at `reloadData()`.
///
/// UIKit parity: `UITableViewDataSource`; the optional members have default implementations: one section, no
/// titles, every row editable, no row movable (`canMoveRowAt` false), `commit` and `moveRowAt` do nothing. Section
/// index titles are not modelled.
@MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of sections. Default 1.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The number of rows in `section`; must be ≥ 0.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, obtained from `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The title of `section`'s header, or nil for none. Default nil.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer, or nil for none. Default nil.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be edited (deleted or inserted). Default true.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row can be moved. Default false.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Commits a deletion or insertion the user asked for. Default: nothing.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  /// Moves a row the user dragged. Default: nothing.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  /// The titles of the section index along the trailing edge, or nil for none (kept as data: the index is not
  /// drawn).
  ///
  /// UIKit parity: `sectionIndexTitles(for:)`.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section a tap on the index title `title` at `index` scrolls to.
  ///
  /// UIKit parity: `tableView(_:sectionForSectionIndexTitle:at:)`.
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Every row is editable.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// No row is movable.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }
}

/// Receives a table view's display and selection events and answers its height and editing questions.
///
/// Every method has a default implementation: heights are `UITableView.automaticDimension` (the table view's own
/// row height or the cell's measured height), `willSelectRowAt` returns the index path, `shouldHighlightRowAt` true,
/// the editing style `.delete`, no swipe actions, no header or footer views; the rest do nothing.
///
/// UIKit parity: `UITableViewDelegate`; the display, height, selection, editing-style and swipe-action members.
/// Context menus, focus and drag and drop are not modelled.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Whether a tap performs the row's primary action. Default: true unless the table view `isEditing`.
  ///
  /// UIKit parity: `tableView(_:canPerformPrimaryActionForRowAt:)` (iOS 16).
  func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
  /// Performs the row's primary action: after a tap's selection callbacks, unless the tap extended a multiple
  /// selection (see `UITableView.tapRow(at:)`).
  ///
  /// UIKit parity: `tableView(_:performPrimaryActionForRowAt:)` (iOS 16).
  func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
    !tableView.isEditing
  }
  public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
  public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  { nil }
}
