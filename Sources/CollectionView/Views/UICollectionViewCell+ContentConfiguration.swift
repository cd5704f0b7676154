import CompositionalLayout
import Foundation

extension UICollectionViewCell {
  /// Installs `contentConfiguration`'s view in `contentView`: the installed view takes the new configuration when
  /// it supports it; otherwise it is removed and `makeContentView()`'s view is added, filling `contentView`
  /// (flexible width and height). A nil configuration removes the installed view.
  func installContentConfiguration() {
    guard let configuration = contentConfiguration else {
      configurationContentView?.removeFromSuperview()
      configurationContentView = nil
      return
    }
    if let installed = configurationContentView, installed.supports(configuration) {
      installed.configuration = configuration
      contentConfigurationDidInstall(installed)
      return
    }
    configurationContentView?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = contentView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(view)
    configurationContentView = view
    contentConfigurationDidInstall(view)
  }
}

/// A cell's `contentView`: a plain view that, while a content configuration's view fills it, measures as that view.
///
/// UIKit parity: the private content view class of `UICollectionViewCell`; UIKit pins the configuration's view to
/// its edges with constraints, so its fitting size is the configuration view's.
@MainActor
final class CellContentView: UIView {
  /// The fitting size of the configuration's view when one is installed; otherwise `UIView`'s.
  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    var hosted: UIView?
    for subview in subviews where subview is any UIContentView {
      hosted = subview
      break
    }
    guard let hosted else {
      return super.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }
    return hosted.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }
}
