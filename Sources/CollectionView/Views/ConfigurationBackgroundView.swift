import CompositionalLayout
import Foundation

/// The view that shows a cell's `UIBackgroundConfiguration`: the cell's backmost subview, the cell's bounds inset
/// by `backgroundInsets`, in the configuration's resolved colour, with its corner radius and its stroke (drawn as
/// the layer's border, inside the edges: `strokeOutset` is not applied).
///
/// UIKit parity: the private background view UIKit draws a background configuration in (collection view and table
/// view cells alike).
@MainActor
final class ConfigurationBackgroundView: UIView {
  /// Shows `configuration` in a cell of `bounds` (cell coordinates, points), hidden when it is nil.
  ///
  /// - Parameters:
  ///   - tintColor: the cell's tint colour, which a nil `backgroundColor` resolves to.
  ///   - rightToLeft: whether leading insets are on the right.
  ///   - sectionCornerRadii: the radii of an insetGrouped row's top and bottom corners (only its section's outer
  ///     corners are rounded), or nil to use the configuration's `cornerRadius` on all four corners.
  func show(
    _ configuration: UIBackgroundConfiguration?, in bounds: CGRect, tintColor: UIColor, rightToLeft: Bool,
    sectionCornerRadii: (top: CGFloat, bottom: CGFloat)?
  ) {
    guard let configuration else {
      if !isHidden { isHidden = true }  // (already hidden: no setter call per cell layout)
      return
    }
    showCustomView(configuration.customView)
    let insets = configuration.backgroundInsets
    isHidden = false
    frame = CGRect(
      x: rightToLeft ? insets.trailing : insets.leading, y: insets.top,
      width: max(0, bounds.width - insets.leading - insets.trailing),
      height: max(0, bounds.height - insets.top - insets.bottom))
    backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
    layer.borderWidth = configuration.strokeWidth
    layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tintColor).cgColor : nil
    if let radii = sectionCornerRadii {
      layer.cornerRadius = max(radii.top, radii.bottom)
      var corners: CACornerMask = []
      if radii.top > 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if radii.bottom > 0 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
      layer.maskedCorners = corners
    } else {
      layer.cornerRadius = configuration.cornerRadius
      layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    }
    if let customView = configuration.customView {
      customView.frame = CGRect(origin: .zero, size: frame.size)
      clipsToBounds = layer.cornerRadius > 0
    }
  }

  /// The configuration's custom view, the only subview while set: a different one replaces it, nil removes it.
  private func showCustomView(_ view: UIView?) {
    if let shown = subviews.first, shown !== view { shown.removeFromSuperview() }
    if let view, view.superview !== self { addSubview(view) }
  }
}
