import CompositionalLayout
import Foundation

extension UITableViewCell {
  /// The width the accessory takes at the trailing edge, in points: `accessoryView`'s width, else the list width
  /// of `accessoryType` (a detail disclosure button is the info button, 8 pt and the chevron); 0 without one.
  var accessoryWidth: CGFloat {
    if let accessoryView { return accessoryView.frame.width }
    switch isEditing ? editingAccessoryType : accessoryType {
    case .none: return 0
    case .disclosureIndicator: return ListMetrics.disclosureIndicatorWidth
    case .checkmark: return ListMetrics.checkmarkWidth
    case .detailButton: return ListMetrics.circularControlWidth
    case .detailDisclosureButton:
      return ListMetrics.circularControlWidth + ListMetrics.interAccessorySpacing
        + ListMetrics.disclosureIndicatorWidth
    }
  }

  /// The content view's frame at `width` in cell coordinates: the full width without an accessory; with one, up to
  /// `trailingAccessoryToContentSpacing` before it, the accessory ending at the trailing layout margin.
  func contentFrame(width: CGFloat, height: CGFloat) -> CGRect {
    let accessory = accessoryWidth
    guard accessory > 0 else { return CGRect(x: 0, y: 0, width: width, height: height) }
    let margin = LayoutContext.systemLayoutMargins(width: width, safeAreaInsets: .zero).trailing
    let contentWidth = width - margin - accessory - ListMetrics.trailingAccessoryToContentSpacing
    return CGRect(x: 0, y: 0, width: max(0, contentWidth), height: height)
  }

  /// Sets the content view's and configuration view's frames, and centres the accessory view at the trailing
  /// margin.
  func layoutHostedViews() {
    applyBackgroundConfiguration()
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    contentView.frame = contentFrame(width: bounds.width, height: bounds.height)
    configurationContentView?.frame = contentView.bounds
    if let accessoryView {
      let margin = LayoutContext.systemLayoutMargins(width: bounds.width, safeAreaInsets: .zero).trailing
      let size = accessoryView.frame.size
      accessoryView.frame = CGRect(
        x: bounds.width - margin - size.width, y: (bounds.height - size.height) / 2, width: size.width,
        height: size.height)
    }
  }

  /// Shows the background configuration behind the content; an insetGrouped table rounds its sections' outer
  /// corners (`ListMetrics.insetGroupedCornerRadius`).
  func applyBackgroundConfiguration() {
    var radii: (top: CGFloat, bottom: CGFloat)?
    if let tableView = superview as? UITableView, tableView.style == .insetGrouped {
      let radius = ListMetrics.insetGroupedCornerRadius
      radii = (sectionPosition.isFirst ? radius : 0, sectionPosition.isLast ? radius : 0)
    }
    configurationBackgroundView.show(
      currentBackgroundConfiguration, in: bounds, tintColor: tintColor,
      rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft, sectionCornerRadii: radii)
  }

  /// Until `backgroundConfiguration` is set, shows the table style's default background for the cell's state
  /// (none when the cell has its own `backgroundView` or `backgroundColor`). The table view calls it when it
  /// places the cell in a row.
  ///
  /// UIKit parity: table cells get their style's default background configuration.
  func applyAutomaticBackgroundConfiguration() {
    guard usesAutomaticBackgroundConfiguration else { return }
    guard backgroundView == nil, backgroundColor == nil else {
      currentBackgroundConfiguration = nil
      return
    }
    currentBackgroundConfiguration = defaultBackgroundConfiguration().updated(for: configurationState)
  }

  /// The row height the cell needs at `width`: the content view's fitted height (width required) at the content
  /// width.
  func fittingHeight(width: CGFloat, estimate: CGFloat) -> CGFloat {
    let frame = contentFrame(width: width, height: estimate)
    return contentView.systemLayoutSizeFitting(
      CGSize(width: frame.width, height: estimate), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// Installs `contentConfiguration`'s view in `contentView` (as `UICollectionViewCell` does).
  func installContentConfiguration() {
    guard let configuration = contentConfiguration else {
      configurationContentView?.removeFromSuperview()
      configurationContentView = nil
      return
    }
    if let installed = configurationContentView, installed.supports(configuration) {
      installed.configuration = configuration
      return
    }
    configurationContentView?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = contentView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(view)
    configurationContentView = view
  }
}
