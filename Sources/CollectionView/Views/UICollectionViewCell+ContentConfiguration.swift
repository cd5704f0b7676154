import CompositionalLayout
import Foundation

extension UICollectionViewCell {
  /// Installs `contentConfiguration`'s view in `contentView`: the installed view takes the new configuration when
  /// it supports it; otherwise it is removed and `makeContentView()`'s view is added, filling `contentView`
  /// (flexible width and height). A nil configuration removes the installed view. A cell on screen then asks for
  /// its size again (`UICollectionView.selfSizingInvalidation`).
  func installContentConfiguration() {
    defer { (superview as? UICollectionView)?.selfSizingInvalidationRequested(by: self) }
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
/// Only the view the cell installed for its `contentConfiguration` counts: a `UIContentView` a subclass adds itself
/// (Apple's custom list cell adds a `UIListContentView` beside its own labels, held by constraints) is measured with
/// the rest of the content view's subviews by Auto Layout.
///
/// UIKit parity: the private content view class of `UICollectionViewCell`; UIKit pins the configuration's view to
/// its edges with constraints, so its fitting size is the configuration view's.
@MainActor
final class CellContentView: UIView {
  /// The view the owning cell installed for its content configuration (it fills this view), or nil.
  weak var configurationView: UIView? {
    didSet { if configurationView != nil { mayHostConfigurationView = true } }
  }
  /// Whether `configurationView` was ever set: until then it is nil without the runtime call of a weak load (every
  /// self-sizing question asks). A weak reference only turns nil by itself, so a false flag stays right.
  @exclusivity(unchecked) private var mayHostConfigurationView = false

  /// Whether `systemLayoutSizeFitting` returns its target whatever the fitting priorities: no configuration view is
  /// installed in it and no constraints hold its subviews, so `UIView`'s fitting size is the target on both axes
  /// (this final class has no intrinsic size). Self-sizing then needs neither the layout's estimated dimensions nor
  /// a constraint solve.
  var fitsAnyTarget: Bool {
    if mayHostConfigurationView, let hosted = configurationView, hosted.superview === self { return false }
    return !holdsSubviewsByConstraints
  }

  /// The fitting size of the configuration's view when one is installed; otherwise `UIView`'s.
  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    guard let hosted = configurationView, hosted.superview === self else {
      return super.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }
    return hosted.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }
}
