import Foundation

extension NSDirectionalEdgeInsets {
  /// Directional insets from left/right insets in a layout direction.
  init(_ insets: UIEdgeInsets, rightToLeft: Bool) {
    self.init(
      top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
      trailing: rightToLeft ? insets.left : insets.right)
  }

  /// Left/right insets in a layout direction.
  func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
    UIEdgeInsets(
      top: top, left: rightToLeft ? trailing : leading, bottom: bottom, right: rightToLeft ? leading : trailing)
  }
}

extension UIView {
  /// Whether the view lays out right to left.
  var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// The layout direction of the view's content: the semantic content attribute's forced direction, else the
  /// traits'.
  ///
  /// UIKit parity: `effectiveUserInterfaceLayoutDirection`.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    default: return traitCollection.layoutDirection
    }
  }

  /// The layout direction a semantic content attribute gives in a layout direction.
  ///
  /// UIKit parity: `userInterfaceLayoutDirection(for:)`.
  public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  // MARK: Margins

  /// The margins in effect: the explicit (or default 8-pt, or the view controller's system minimum) margins, with
  /// the safe area added when `insetsLayoutMarginsFromSafeArea`.
  func effectiveDirectionalLayoutMargins() -> NSDirectionalEdgeInsets {
    var margins =
      explicitLayoutMargins ?? owningViewController?.rootViewDefaultMargins
      ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    if let minimum = owningViewController?.enforcedMinimumMargins {
      margins.leading = max(margins.leading, minimum.leading)
      margins.trailing = max(margins.trailing, minimum.trailing)
      margins.top = max(margins.top, minimum.top)
      margins.bottom = max(margins.bottom, minimum.bottom)
    }
    if insetsLayoutMarginsFromSafeArea {
      let safe = NSDirectionalEdgeInsets(safeAreaInsets, rightToLeft: isRightToLeft)
      margins.top += safe.top
      margins.leading += safe.leading
      margins.bottom += safe.bottom
      margins.trailing += safe.trailing
    }
    if preservesSuperviewLayoutMargins, let superview {
      let outer = superview.convert(superview.bounds, to: self)
      let superMargins = NSDirectionalEdgeInsets(superview.layoutMargins, rightToLeft: isRightToLeft)
      let left = superMargins.edgeInsets(rightToLeft: isRightToLeft)
      var insets = margins.edgeInsets(rightToLeft: isRightToLeft)
      insets.top = max(insets.top, left.top - (bounds.minY - outer.minY))
      insets.left = max(insets.left, left.left - (bounds.minX - outer.minX))
      insets.bottom = max(insets.bottom, left.bottom - (outer.maxY - bounds.maxY))
      insets.right = max(insets.right, left.right - (outer.maxX - bounds.maxX))
      margins = NSDirectionalEdgeInsets(insets, rightToLeft: isRightToLeft)
    }
    return margins
  }

  // MARK: Safe area

  /// The window's safe area (or the override) reaching into this view, plus the owning view controller's
  /// `additionalSafeAreaInsets`; zero outside a window.
  func computedSafeAreaInsets() -> UIEdgeInsets {
    guard overrideSafeAreaInsets == nil, let superview else { return computedSafeAreaInsets(outer: nil, in: nil) }
    return computedSafeAreaInsets(outer: superview.safeAreaInsets, in: superview.bounds)
  }

  /// The safe area given the superview's safe-area insets `outer` (nil without a superview), so that a walk down a
  /// subtree computes each view's insets once instead of walking up to the window for every view. `superviewBounds`
  /// is the superview's `bounds` (nil without a superview), which the caller reads once (the superview itself is
  /// neither loaded nor retained per view).
  func computedSafeAreaInsets(outer: UIEdgeInsets?, in superviewBounds: CGRect?) -> UIEdgeInsets {
    var insets: UIEdgeInsets
    if let overrideSafeAreaInsets {
      insets = overrideSafeAreaInsets
    } else if let superBounds = superviewBounds, let outer {
      let frameInSuper = geometryFrame
      let size = bounds.size
      insets = UIEdgeInsets(
        top: min(max(0, outer.top - (frameInSuper.minY - superBounds.minY)), size.height),
        left: min(max(0, outer.left - (frameInSuper.minX - superBounds.minX)), size.width),
        bottom: min(max(0, outer.bottom - (superBounds.maxY - frameInSuper.maxY)), size.height),
        right: min(max(0, outer.right - (superBounds.maxX - frameInSuper.maxX)), size.width))
    } else {
      insets = .zero
    }
    if let controller = owningViewController {
      for additional in [controller.additionalSafeAreaInsets, controller.containerSafeAreaInsets] {
        insets.top += additional.top
        insets.left += additional.left
        insets.bottom += additional.bottom
        insets.right += additional.right
      }
    }
    return insets
  }

  /// Recomputes the safe area of the subtree and calls `safeAreaInsetsDidChange()` / `layoutMarginsDidChange()`
  /// where it changed.
  func safeAreaDidChangeInSubtree() {
    propagateSafeArea(insets: safeAreaInsets)
  }

  /// Recomputes the safe area of a view that moved within its superview (`superview`, which the caller holds), given
  /// the superview's bounds and safe-area insets (passed by value: the superview is not retained per view): when this
  /// view's insets did not change, its subtree's inputs did not either and it is not walked (a reused cell moved
  /// within its collection view).
  package func refreshSafeAreaAfterMove(
    in superview: UIView, bounds superviewBounds: CGRect, insets superviewInsets: UIEdgeInsets
  ) {
    guard isSubview(of: superview) else { return safeAreaDidChangeInSubtree() }
    // The usual case, a cell that had no insets moved to a place inside its superview's safe area: its insets stay
    // zero (each edge's overlap with the unsafe margin, `computedSafeAreaInsets`, is none), so nothing is computed.
    if overrideSafeAreaInsets == nil, !hasOwningViewController, hasIdentityTransform {
      let last = lastSafeAreaInsets
      if last.top == 0, last.left == 0, last.bottom == 0, last.right == 0 {
        // The overlaps written as `computedSafeAreaInsets` writes them, so that rounding decides alike, with the
        // rectangles' edges read from their fields (`CGRect.minY` and the others are calls that standardise the
        // rectangle; for sizes that are not negative, the edges are the origin and the origin plus the size).
        let origin = untransformedOrigin
        let size = bounds.size
        let outer = superviewBounds
        if size.width >= 0, size.height >= 0, outer.size.width >= 0, outer.size.height >= 0,
          superviewInsets.top - (origin.y - outer.origin.y) <= 0,
          superviewInsets.left - (origin.x - outer.origin.x) <= 0,
          superviewInsets.bottom - ((outer.origin.y + outer.size.height) - (origin.y + size.height)) <= 0,
          superviewInsets.right - ((outer.origin.x + outer.size.width) - (origin.x + size.width)) <= 0
        {
          return
        }
      }
    }
    let insets = computedSafeAreaInsets(
      outer: overrideSafeAreaInsets == nil ? superviewInsets : nil, in: superviewBounds)
    guard insets != lastSafeAreaInsets else { return }
    propagateSafeArea(insets: insets)
  }

  /// Notifies this view of its safe area `insets` where it changed, then its subviews, each computed from these
  /// insets (once per view: O(size of the subtree), not O(size × depth)).
  private func propagateSafeArea(insets: UIEdgeInsets) {
    if insets != lastSafeAreaInsets {
      lastSafeAreaInsets = insets
      safeAreaInsetsDidChange()
      owningViewController?.viewSafeAreaInsetsDidChange()
      if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
      setNeedsLayout()
    }
    let bounds = self.bounds
    for subview in subviews {
      subview.propagateSafeArea(insets: subview.computedSafeAreaInsets(outer: insets, in: bounds))
    }
  }

  // MARK: Traits

  /// The inherited traits with this view's overrides applied.
  func computedTraitCollection() -> UITraitCollection {
    computedTraitCollection(inherited: superview?.traitCollection)
  }

  /// The traits with this view's overrides applied to `inherited` (the superview's traits).
  func computedTraitCollection(inherited: UITraitCollection?) -> UITraitCollection {
    let base =
      overrideTraitCollection ?? owningViewController?.overrideTraitCollectionForView ?? inherited
      ?? (self as? UIWindow)?.windowTraitCollection() ?? UITraitCollection.unattached
    guard overrideUserInterfaceStyle != .unspecified, overrideUserInterfaceStyle != base.userInterfaceStyle else {
      return base
    }
    return base.modifyingTraits { $0.userInterfaceStyle = overrideUserInterfaceStyle }
  }

  /// Re-reads the traits of the subtree and calls `traitCollectionDidChange(_:)` where they changed (and the owning
  /// view controller's).
  ///
  /// Each view's traits are computed from its superview's once (not by walking up again), and a subtree whose root's
  /// traits did not change is skipped: its views inherit the same values (a reused cell moving within a window).
  func traitsDidChange() {
    propagateTraits(current: traitCollection)
  }

  private func propagateTraits(current: UITraitCollection) {
    let previous = lastTraitCollection
    if let previous, previous == current { return }
    do {
      lastTraitCollection = current
      effectiveTraitCollectionDidChange(previous)
      if previous != nil || window != nil {
        traitCollectionDidChange(previous)
        owningViewController?.traitCollectionDidChange(previous)
      }
      if let previous, previous.layoutDirection != current.layoutDirection {
        // Leading and trailing constraints are built mirrored or not (ConstraintIsland): rebuild the systems.
        constraintStructureDidChange()
      }
      if previous?.layoutDirection != current.layoutDirection
        || previous?.preferredContentSizeCategory != current.preferredContentSizeCategory
      {
        intrinsicContentSizeDidChange()
        setNeedsLayout()
      }
    }
    for subview in subviews { subview.propagateTraits(current: subview.computedTraitCollection(inherited: current)) }
  }

  /// Called when `isHidden` changes: the superview re-lays out (stack views collapse hidden arranged subviews).
  func hiddenDidChange() {
    superview?.setNeedsLayout()
    superview?.arrangedSubviewVisibilityDidChange(self)
  }
}
