import CompositionalLayout
import Foundation

extension UICollectionView {
  /// Whether self-sizing cells and supplementary views can ask for a new size after they are shown.
  ///
  /// UIKit parity: `UICollectionView.SelfSizingInvalidation` (iOS 16).
  public enum SelfSizingInvalidation: Int, Sendable {
    /// Views keep the size measured when they were shown until the layout is invalidated.
    case disabled = 0
    /// A view that calls `invalidateIntrinsicContentSize()` on itself is measured again (and so is a cell whose
    /// content configuration changes while it is shown).
    case enabled = 1
    /// As `.enabled`. UIKit also follows Auto Layout changes inside the view; headless, those are picked up when
    /// the view calls `invalidateIntrinsicContentSize()` or its content configuration changes.
    case enabledIncludingConstraints = 2
  }

  /// Whether views on screen can ask for a new size. Default `.enabled`.
  ///
  /// UIKit parity: `UICollectionView.selfSizingInvalidation` (iOS 16). Difference: with
  /// `.enabledIncludingConstraints`, constraint changes inside a cell are not watched on their own (see
  /// `SelfSizingInvalidation`).
  public var selfSizingInvalidation: SelfSizingInvalidation {
    get { state.selfSizingInvalidation }
    set { state.selfSizingInvalidation = newValue }
  }

  /// A view on screen asked for a new size: measures it now (outside a layout pass) and lays out again when the
  /// layout took the new size.
  func selfSizingInvalidationRequested(by view: UICollectionReusableView) {
    let state = self.state
    guard state.selfSizingInvalidation != .disabled, !state.isInLayoutPass, state.hasLaidOut,
      let attributes = view.layoutAttributes, view.superview === self
    else { return }
    if selfSize(view, attributes) { setNeedsLayout() }
  }
}
