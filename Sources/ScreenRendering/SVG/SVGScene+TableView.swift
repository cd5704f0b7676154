import CollectionView
import Foundation
import Views

// Table views: the style's background when the table sets none, row backgrounds (rounded at the ends of an
// inset-grouped section), and separators between rows, as iOS draws them.
extension SVGScene {
  /// A table view without a background colour: `systemBackground` (plain) or `systemGroupedBackground`.
  mutating func drawTableBackground(_ table: UITableView, traits: UITraitCollection) {
    guard table.backgroundColor == nil else { return }
    let color: UIColor = table.style == .plain ? .systemBackground : .systemGroupedBackground
    writer.append(
      "<rect" + rectAttributes(table.bounds) + SVGWriter.paint("fill", color.components(for: traits)) + "/>\n")
  }

  /// The row's background when the cell sets none: `systemBackground` (plain) or `secondarySystemGroupedBackground`,
  /// `systemGray4` while selected; inset-grouped sections round their first row's top and last row's bottom corners
  /// by 10 pt.
  mutating func drawTableRowBackground(_ cell: UITableViewCell, traits: UITraitCollection) {
    guard cell.backgroundColor == nil, let table = cell.superview as? UITableView else { return }
    let color: UIColor =
      cell.isSelected ? .systemGray4 : (table.style == .plain ? .systemBackground : .secondarySystemGroupedBackground)
    let position = Self.rowPosition(of: cell, in: table)
    let radius: CGFloat = table.style == .insetGrouped ? 10 : 0
    let radii = [
      position.first ? radius : 0, position.first ? radius : 0, position.last ? radius : 0,
      position.last ? radius : 0,
    ]
    writer.append(
      "<path d=\"" + SVGWriter.roundedRectPath(cell.bounds, radii: radii) + "\""
        + SVGWriter.paint("fill", color.components(for: traits)) + "/>\n")
  }

  /// The separator under a row (not under a section's last row in grouped styles), from `separatorInset.left` to
  /// the trailing edge less `separatorInset.right`, one device pixel tall.
  mutating func drawTableRowSeparator(_ cell: UITableViewCell, traits: UITraitCollection) {
    guard let table = cell.superview as? UITableView, table.separatorStyle != .none,
      let color = table.separatorColor?.components(for: traits), color.alpha > 0
    else { return }
    if table.style != .plain, Self.rowPosition(of: cell, in: table).last { return }
    let scale = traits.displayScale > 0 ? traits.displayScale : 2
    let bounds = cell.bounds
    let inset = table.separatorInset
    let rect = CGRect(
      x: bounds.minX + inset.left, y: bounds.maxY - 1 / scale, width: max(0, bounds.width - inset.left - inset.right),
      height: 1 / scale)
    raster?.paint(rect)
    writer.append("<rect" + rectAttributes(rect) + SVGWriter.paint("fill", color) + "/>\n")
  }

  /// Whether the cell is its section's first and last row.
  static func rowPosition(of cell: UITableViewCell, in table: UITableView) -> (first: Bool, last: Bool) {
    guard let indexPath = table.indexPath(for: cell) else { return (false, false) }
    return (indexPath.row == 0, indexPath.row == table.numberOfRows(inSection: indexPath.section) - 1)
  }
}
