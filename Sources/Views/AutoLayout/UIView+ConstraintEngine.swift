import Foundation

extension UIView {
  /// Something the constraint system depends on changed (a constraint, a guide, a priority, an intrinsic size):
  /// the view and its superview lay out again at the next pass.
  func constraintLayoutDidChange() {
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// A constraint's constant changed: re-solve at the next pass.
  func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
    constraintLayoutDidChange()
  }

  /// Sets the frames of the subviews that constraints hold. Views without constraints keep their frames.
  func applyConstraintLayout() {}

  /// The size the constraints give this view for `targetSize` and fitting priorities; without constraints, the
  /// intrinsic size on axes that have one and `targetSize` elsewhere.
  func fittingSize(_ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
    let intrinsic = intrinsicContentSize
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? targetSize.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? targetSize.height : intrinsic.height)
  }
}
