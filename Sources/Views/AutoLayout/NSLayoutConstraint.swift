import Foundation

/// A linear relation between two layout attributes: `first.attribute (relation) multiplier × second.attribute +
/// constant`, held with a priority. Points.
///
/// Activating a constraint installs it on the closest common ancestor of its views (layout guides count as their
/// owning view); the next layout pass solves every active constraint in the window's tree.
///
/// UIKit parity: `NSLayoutConstraint` (`init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
/// `activate(_:)`, `deactivate(_:)`, `isActive`, `priority`, `constant`, `identifier`, `firstItem`, `secondItem`,
/// `firstAnchor`, `secondAnchor`, `Attribute`, `Relation`, `Axis`). Traps as UIKit raises: activating a constraint
/// between views with no common ancestor; changing a required priority to optional (or back) on an installed
/// constraint.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// A layout attribute.
  ///
  /// UIKit parity: `NSLayoutConstraint.Attribute`; same cases and raw values.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// The relation between the two sides.
  ///
  /// UIKit parity: `NSLayoutConstraint.Relation`; same cases and raw values.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// An axis of a view's layout.
  ///
  /// UIKit parity: `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// The first item: a view or a layout guide.
  public let firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item, nil for a constant constraint.
  public let secondItem: AnyObject?
  /// The second item's attribute (`.notAnAttribute` without a second item).
  public let secondAttribute: Attribute
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// The constant added, in points; changing it re-solves incrementally at the next layout pass.
  open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      installedView?.constraintConstantDidChange(self)
    }
  }
  /// The priority. Changing between required and optional on an active constraint traps, as in UIKit.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive, (priority == .required) != (oldValue == .required) {
        viewTrap(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
            + "You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue): \(self)")
      }
      installedView?.constraintStructureDidChange()
    }
  }
  /// A name shown in diagnostics.
  open var identifier: String?
  /// Whether the relation is in the layout of the first item's window (kept as data).
  open var shouldBeArchived = false
  /// The view the constraint is installed on, when active.
  weak var installedView: UIView?

  /// Creates a constraint `view1.attr1 (relation) multiplier × view2.attr2 + c`.
  ///
  /// UIKit parity: `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// Whether the constraint is installed. Setting true installs it on the closest common ancestor of its views.
  open var isActive: Bool {
    get { installedView != nil }
    set {
      if newValue { activateConstraint() } else { installedView?.removeConstraint(self) }
    }
  }

  /// The anchor of the first item's attribute.
  open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }
  /// The anchor of the second item's attribute, if any.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
  }

  /// Activates every constraint (each installed on its views' closest common ancestor).
  ///
  /// UIKit parity: `activate(_:)`.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint.
  ///
  /// UIKit parity: `deactivate(_:)`.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  private func activateConstraint() {
    guard installedView == nil else { return }
    guard let first = Self.view(of: firstItem) else {
      viewTrap("Unable to activate constraint \(self): its first item is neither a view nor an owned layout guide")
    }
    var target = first
    if let secondItem {
      guard let second = Self.view(of: secondItem), let common = first.closestCommonAncestor(with: second) else {
        viewTrap(
          "Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor.map { "\($0)" } ?? "nil") "
            + "because they have no common ancestor. Does the constraint or its anchors reference items in "
            + "different view hierarchies? That's illegal.")
      }
      target = common
    }
    target.addConstraint(self)
  }

  /// The view an item belongs to: the view itself, or a layout guide's owning view.
  static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    if let guide = item as? UILayoutGuide { return guide.owningView }
    return nil
  }

  nonisolated open override var description: String {
    MainActor.assumeIsolated { constraintDescription }
  }

  private var constraintDescription: String {
    func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
      guard let item else { return "" }
      let name: String
      if let view = item as? UIView {
        name = "\(type(of: view))\(view.accessibilityIdentifier.map { "'\($0)'" } ?? "")"
      } else if let guide = item as? UILayoutGuide {
        name = "UILayoutGuide'\(guide.identifier)'"
      } else {
        name = "\(type(of: item))"
      }
      return "\(name).\(attribute)"
    }
    let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    var rhs = side(secondItem, secondAttribute)
    if secondItem != nil, multiplier != 1 { rhs = "\(multiplier)*" + rhs }
    if constant != 0 || secondItem == nil {
      rhs += rhs.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)")
    }
    let priorityText = priority == .required ? "" : " @\(priority.rawValue)"
    let name = identifier.map { "'\($0)' " } ?? ""
    return "<NSLayoutConstraint \(name)\(side(firstItem, firstAttribute)) \(symbol) \(rhs)\(priorityText)>"
  }
}

extension NSLayoutConstraint.Attribute: CustomStringConvertible {
  public var description: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}
