import CompositionalLayout
import Foundation

extension UICollectionViewListCell {
  /// The content's frame in cell coordinates (points), between the accessories and after the indentation.
  public var contentLayoutFrame: CGRect { ListCellLayout(cell: self, width: frame.width).contentFrame }

  /// The displayed accessories with their frames in cell coordinates, vertically centred.
  public var accessoryLayoutFrames: [(accessory: UICellAccessory, frame: CGRect)] {
    ListCellLayout(cell: self, width: frame.width).accessories
  }

  /// The leading edge of the primary text in cell coordinates, in points: the content's leading edge, its
  /// effective leading margin and the image extent.
  public var textLayoutLeading: CGFloat {
    let layout = ListCellLayout(cell: self, width: frame.width)
    let configuration = (contentConfiguration as? UIListContentConfiguration).map(layout.resolved)
    let margin = configuration?.directionalLayoutMargins.leading ?? layout.contentLeadingMargin ?? 0
    return layout.contentFrame.minX + margin + (configuration?.imageLeadingExtent ?? 0)
  }

  /// Where the bottom separator is drawn, in cell coordinates: one device pixel tall at the bottom of the cell,
  /// from the primary text's leading edge (or the separator configuration's leading inset) to the trailing edge
  /// less the trailing inset. `separatorLayoutGuide.layoutFrame` takes this frame at each layout pass.
  ///
  /// UIKit parity: none (UIKit exposes the frame as `separatorLayoutGuide`'s); a headless accessor.
  public var separatorLayoutFrame: CGRect {
    separatorFrame(insets: separatorConfiguration?.bottomSeparatorInsets, y: frame.height - pixel)
  }

  /// The bottom separator's frame in cell coordinates, or nil when it is hidden or the cell is not in a list
  /// layout.
  public var bottomSeparatorFrame: CGRect? {
    guard let separatorConfiguration, separatorConfiguration.bottomSeparatorVisibility == .visible else { return nil }
    return separatorLayoutFrame
  }

  /// The top separator's frame in cell coordinates (the first pixel row), or nil when hidden.
  public var topSeparatorFrame: CGRect? {
    guard let separatorConfiguration, separatorConfiguration.topSeparatorVisibility == .visible else { return nil }
    return separatorFrame(insets: separatorConfiguration.topSeparatorInsets, y: 0)
  }

  /// The corner radii of the row's background, top and bottom, in points: `ListMetrics.insetGroupedCornerRadius`
  /// on the first row's top and the last row's bottom in insetGrouped lists, 0 otherwise.
  public var backgroundCornerRadii: (top: CGFloat, bottom: CGFloat) {
    guard listAppearance == .insetGrouped else { return (0, 0) }
    let radius = ListMetrics.insetGroupedCornerRadius
    return (isFirstInSection ? radius : 0, isLastInSection ? radius : 0)
  }

  private var pixel: CGFloat { displayScale > 0 ? 1 / displayScale : 1 }

  private func separatorFrame(insets: NSDirectionalEdgeInsets?, y: CGFloat) -> CGRect {
    let automatic = UIListSeparatorConfiguration.isAutomatic
    let leading = insets.map { automatic($0.leading) ? textLayoutLeading : $0.leading } ?? textLayoutLeading
    let trailing = insets.map { automatic($0.trailing) ? 0 : $0.trailing } ?? 0
    return CGRect(x: leading, y: y, width: max(0, frame.width - leading - trailing), height: pixel)
  }
}

/// The horizontal layout of a list cell at a width: accessory frames and the content frame.
@MainActor
struct ListCellLayout {
  var contentFrame: CGRect
  var accessories: [(accessory: UICellAccessory, frame: CGRect)] = []
  /// The content's minimum leading and trailing margins: the cell's list margins where no accessory sits, else 0
  /// (nil: the content keeps its own margin on that side).
  var contentLeadingMargin: CGFloat?
  var contentTrailingMargin: CGFloat?

  init(cell: UICollectionViewListCell, width: CGFloat) {
    let listMargins = cell.listLayoutMargins
    let margins = listMargins ?? LayoutContext.systemLayoutMargins(width: width, safeAreaInsets: .zero)
    let height = cell.frame.height
    let indent = CGFloat(max(0, cell.indentationLevel)) * cell.indentationWidth
    let headerStyle = (cell.contentConfiguration as? UIListContentConfiguration)?.isHeaderStyle ?? false
    let shown = cell.accessories.filter { $0.isDisplayed(editing: cell.isEditing) }
    let leading = shown.filter { $0.isLeading(headerStyle: headerStyle) }
    let trailing = shown.filter { !$0.isLeading(headerStyle: headerStyle) }
    func centred(_ accessory: UICellAccessory, x: CGFloat) -> CGRect {
      let size = CGSize(width: accessory.layoutWidth, height: accessory.layoutHeight)
      return CGRect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height)
    }
    var x = margins.leading + (cell.indentsAccessories ? indent : 0)
    for accessory in leading {
      accessories.append((accessory, centred(accessory, x: x)))
      x += accessory.layoutWidth + ListMetrics.interAccessorySpacing
    }
    let contentMinX =
      leading.isEmpty ? indent : x - ListMetrics.interAccessorySpacing + ListMetrics.leadingAccessoryToContentSpacing
    var end = width - margins.trailing
    for accessory in trailing {
      end -= accessory.layoutWidth
      accessories.append((accessory, centred(accessory, x: end)))
      end -= ListMetrics.interAccessorySpacing
    }
    let contentMaxX =
      trailing.isEmpty ? width : end + ListMetrics.interAccessorySpacing - ListMetrics.trailingAccessoryToContentSpacing
    contentFrame = CGRect(x: contentMinX, y: 0, width: max(0, contentMaxX - contentMinX), height: height)
    contentLeadingMargin = leading.isEmpty ? listMargins?.leading : 0
    contentTrailingMargin = trailing.isEmpty ? listMargins?.trailing : 0
  }

  /// `configuration` with the cell's margins applied as minimums on the horizontal axis (when preserved).
  func resolved(_ configuration: UIListContentConfiguration) -> UIListContentConfiguration {
    configuration.preservingCellMargins(leading: contentLeadingMargin, trailing: contentTrailingMargin)
  }
}
