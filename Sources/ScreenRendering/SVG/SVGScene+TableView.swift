import CollectionView
import CompositionalLayout
import Foundation
import Views

// Table views: separators between rows and the standard accessories, as iOS draws them (the table's and rows'
// backgrounds are views: UITableView's style colour and the cells' background configurations).
extension SVGScene {
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

  /// The cell's standard accessory (`accessoryType`, when no `accessoryView` replaces it) at the trailing layout
  /// margin: a disclosure chevron, a checkmark, a detail button, or both for `.detailDisclosureButton`.
  mutating func drawTableRowAccessory(_ cell: UITableViewCell, traits: UITraitCollection) {
    guard cell.accessoryView == nil, cell.accessoryType != .none else { return }
    let bounds = cell.bounds
    let end = bounds.maxX - LayoutContext.systemLayoutMargins(width: bounds.width, safeAreaInsets: .zero).trailing
    let tint = cell.tintColor ?? .systemBlue
    let state = (rightToLeft: false, selected: cell.isSelected, expanded: false)
    func box(_ width: CGFloat, endingAt x: CGFloat) -> CGRect {
      CGRect(x: x - width, y: bounds.midY - 11, width: width, height: 22)
    }
    switch cell.accessoryType {
    case .none: return
    case .disclosureIndicator:
      drawAccessory(.disclosureIndicator(), in: box(12, endingAt: end), state: state, tint: tint, traits: traits)
    case .checkmark:
      drawAccessory(.checkmark(), in: box(18, endingAt: end), state: state, tint: tint, traits: traits)
    case .detailButton:
      drawAccessory(.detail(), in: box(22, endingAt: end), state: state, tint: tint, traits: traits)
    case .detailDisclosureButton:
      drawAccessory(.disclosureIndicator(), in: box(12, endingAt: end), state: state, tint: tint, traits: traits)
      drawAccessory(.detail(), in: box(22, endingAt: end - 12 - 8), state: state, tint: tint, traits: traits)
    }
    raster?.paint(box(42, endingAt: end))
  }

  /// Whether the cell is its section's first and last row.
  static func rowPosition(of cell: UITableViewCell, in table: UITableView) -> (first: Bool, last: Bool) {
    guard let indexPath = table.indexPath(for: cell) else { return (false, false) }
    return (indexPath.row == 0, indexPath.row == table.numberOfRows(inSection: indexPath.section) - 1)
  }
}
