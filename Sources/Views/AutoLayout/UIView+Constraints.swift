import Foundation

extension UIView {
  // MARK: Anchors

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  // MARK: Constraints owned by the view

  /// The constraints installed on this view.
  ///
  /// UIKit parity: `constraints`.
  public var constraints: [NSLayoutConstraint] { ownedConstraints }

  /// Installs a constraint on this view (it should be the closest common ancestor of the constraint's views).
  ///
  /// UIKit parity: `addConstraint(_:)`.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if let installed = constraint.installedView {
      guard installed !== self else { return }
      installed.removeConstraint(constraint)
    }
    ownedConstraints.append(constraint)
    constraint.installedView = self
    constraintStructureDidChange()
  }

  /// Installs constraints on this view.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Uninstalls a constraint from this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedView === self else { return }
    ownedConstraints.removeAll { $0 === constraint }
    constraint.installedView = nil
    constraintStructureDidChange()
  }

  /// Uninstalls constraints from this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// On removal from `oldSuperview`: constraints installed above this subtree that reference a view in it are
  /// removed, as UIKit does.
  func removeConstraintsCrossing(from oldSuperview: UIView) {
    var ancestor: UIView? = oldSuperview
    while let view = ancestor {
      for constraint in view.ownedConstraints where references(constraint) {
        view.removeConstraint(constraint)
      }
      ancestor = view.superview
    }
  }

  private func references(_ constraint: NSLayoutConstraint) -> Bool {
    [constraint.firstItem, constraint.secondItem].contains { item in
      NSLayoutConstraint.view(of: item)?.isDescendant(of: self) ?? false
    }
  }

  /// The closest view that is an ancestor of (or equal to) both this view and `other`.
  func closestCommonAncestor(with other: UIView) -> UIView? {
    var ancestors = Set<ObjectIdentifier>()
    var current: UIView? = self
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = other
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }

  // MARK: Layout guides

  /// The guides added to this view.
  public var layoutGuides: [UILayoutGuide] { ownedLayoutGuides }

  /// Adds a guide to this view.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    ownedLayoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
    constraintStructureDidChange()
  }

  /// Removes a guide from this view.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    ownedLayoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
    constraintStructureDidChange()
  }

  private func systemGuide(
    _ cache: ReferenceWritableKeyPath<UIView, UILayoutGuide?>, kind: UILayoutGuide.SystemKind, identifier: String,
    make: () -> UILayoutGuide = { UILayoutGuide() }
  ) -> UILayoutGuide {
    if let guide = self[keyPath: cache] { return guide }
    let guide = make()
    guide.identifier = identifier
    guide.systemKind = kind
    guide.owningView = self
    self[keyPath: cache] = guide
    return guide
  }

  /// The guide inset by the layout margins.
  ///
  /// UIKit parity: `layoutMarginsGuide`.
  public var layoutMarginsGuide: UILayoutGuide {
    systemGuide(\.cachedLayoutMarginsGuide, kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
  }

  /// The guide inset by the safe area.
  ///
  /// UIKit parity: `safeAreaLayoutGuide`.
  public var safeAreaLayoutGuide: UILayoutGuide {
    systemGuide(\.cachedSafeAreaLayoutGuide, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
  }

  /// The guide of readable line length: the margins guide capped at the readable width (672 pt at Large text on
  /// regular-width devices), centred.
  ///
  /// UIKit parity: `readableContentGuide`; the width rule is in uikit-view-metrics.md §3.2.
  public var readableContentGuide: UILayoutGuide {
    systemGuide(\.cachedReadableContentGuide, kind: .readableContent, identifier: "UIViewReadableContentGuide")
  }

  /// The keyboard guide: headless, zero height at the bottom of the safe area.
  ///
  /// UIKit parity: `keyboardLayoutGuide` (iOS 15).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    // Stored with the other system guides; created once.
    if let existing = ownedLayoutGuides.first(where: { $0 is UIKeyboardLayoutGuide }) as? UIKeyboardLayoutGuide {
      return existing
    }
    let guide = UIKeyboardLayoutGuide()
    guide.identifier = "UIViewKeyboardLayoutGuide"
    guide.systemKind = .keyboard
    addLayoutGuide(guide)
    return guide
  }

  // MARK: Content priorities

  /// How strongly the view resists growing past its intrinsic size on `axis`. Default 250.
  ///
  /// UIKit parity: `contentHuggingPriority(for:)`.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? contentPriorities.huggingHorizontal : contentPriorities.huggingVertical
  }

  /// Sets the hugging priority on `axis`.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      contentPriorities.huggingHorizontal = priority
    } else {
      contentPriorities.huggingVertical = priority
    }
    constraintStructureDidChange()
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis`. Default 750.
  ///
  /// UIKit parity: `contentCompressionResistancePriority(for:)`.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? contentPriorities.compressionHorizontal : contentPriorities.compressionVertical
  }

  /// Sets the compression-resistance priority on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      contentPriorities.compressionHorizontal = priority
    } else {
      contentPriorities.compressionVertical = priority
    }
    constraintStructureDidChange()
  }
}
