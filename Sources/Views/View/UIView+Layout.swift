import Foundation

extension UIView {
  /// `UIView.noIntrinsicMetric`: an axis without a natural size (−1).
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest size that satisfies the constraints (for `systemLayoutSizeFitting(_:)`).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size that satisfies the constraints (for `systemLayoutSizeFitting(_:)`).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// Marks the view for layout at the next layout pass (`layoutIfNeeded()` or a host's pass).
  ///
  /// UIKit parity: `setNeedsLayout()`.
  public func setNeedsLayout() {
    needsLayout = true
    markAncestorsForLayout()
  }

  /// `setNeedsLayout()` for a subview of `superview`, which the caller holds (no load of the `superview` reference).
  /// Inlinable: a layout pass calls it for every cell it reuses.
  @inlinable package final func setNeedsLayout(subviewOf superview: UIView) {
    guard isSubview(of: superview) else { return setNeedsLayout() }
    needsLayout = true
    guard !superview.descendantNeedsLayout else { return }
    superview.descendantNeedsLayout = true
    superview.markAncestorsForLayout()
  }

  /// Sets `descendantNeedsLayout` up the ancestors, stopping at the first that already has it.
  @usableFromInline final func markAncestorsForLayout() {
    var ancestor = superview
    while let view = ancestor, !view.descendantNeedsLayout {
      view.descendantNeedsLayout = true
      ancestor = view.superview
    }
  }

  /// Sets `descendantNeedsConstraintUpdate` up the ancestors, stopping at the first that already has it.
  func markAncestorsForConstraintUpdate() {
    var ancestor = superview
    while let view = ancestor, !view.descendantNeedsConstraintUpdate {
      view.descendantNeedsConstraintUpdate = true
      ancestor = view.superview
    }
  }

  /// Runs the layout pass now for this view's subtree: constraints are updated, then every view marked with
  /// `setNeedsLayout()` runs `layoutSubviews()`, parents before children. A view controller's
  /// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` run around its root view's `layoutSubviews()`.
  ///
  /// UIKit parity: `layoutIfNeeded()`. A pass that keeps re-marking views stops after 100 rounds (UIKit would spin).
  /// - Complexity: O(views in the subtree) per round, plus the constraint solver's work.
  public func layoutIfNeeded() {
    ConstraintIsland.passGeneration &+= 1
    updateConstraintsIfNeeded()
    var rounds = 0
    while subtreeNeedsLayout(), rounds < 100 {
      layoutSubtree()
      rounds += 1
    }
  }

  private func subtreeNeedsLayout() -> Bool {
    if needsLayout { return true }
    guard descendantNeedsLayout else { return false }
    for subview in subviews where subview.subtreeNeedsLayout() { return true }
    return false
  }

  /// Lays out this view if marked, then the subviews whose subtrees are marked (parents before children, in subview
  /// order); subtrees with nothing marked are not visited.
  private func layoutSubtree() {
    if needsLayout {
      needsLayout = false
      owningViewController?.runWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.runDidLayoutSubviews()
    }
    guard descendantNeedsLayout else { return }
    descendantNeedsLayout = false
    for subview in subviews where subview.needsLayout || subview.descendantNeedsLayout { subview.layoutSubtree() }
  }

  /// Whether the view is marked for layout (`setNeedsLayout()` since its last `layoutSubviews()`). A container that
  /// adds and removes its own subviews inside its `layoutSubviews()` (a collection view placing its cells) restores
  /// it around those changes, which would otherwise mark it again and run a second pass with nothing to do.
  package var isMarkedForLayout: Bool {
    get { needsLayout }
    set {
      needsLayout = newValue
      if newValue { markAncestorsForLayout() }
    }
  }

  /// Marks the view's constraints for an update before the next layout pass.
  ///
  /// UIKit parity: `setNeedsUpdateConstraints()`.
  public func setNeedsUpdateConstraints() {
    constraintsNeedUpdate = true
    markAncestorsForConstraintUpdate()
  }

  /// Whether `updateConstraints()` will run before the next layout pass.
  ///
  /// UIKit parity: `needsUpdateConstraints()`.
  public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

  /// Runs `updateConstraints()` on every marked view in the subtree, children first (as UIKit does).
  ///
  /// UIKit parity: `updateConstraintsIfNeeded()`.
  public func updateConstraintsIfNeeded() {
    if descendantNeedsConstraintUpdate {
      descendantNeedsConstraintUpdate = false
      for subview in subviews where subview.constraintsNeedUpdate || subview.descendantNeedsConstraintUpdate {
        subview.updateConstraintsIfNeeded()
      }
    }
    if constraintsNeedUpdate {
      if let owningViewController {
        owningViewController.updateViewConstraints()
      } else {
        updateConstraints()
      }
      constraintsNeedUpdate = false
    }
  }
}
