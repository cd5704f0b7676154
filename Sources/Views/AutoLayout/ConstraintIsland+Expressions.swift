import ConstraintSolver
import Foundation

/// A linear expression whose constant is recomputed at every solve (margins, insets, baselines and constraint
/// constants change without changing the system's structure).
struct LiveExpression {
  var terms: [Term] = []
  var constant: @MainActor () -> Double = { 0 }

  init(terms: [Term] = [], constant: @escaping @MainActor () -> Double = { 0 }) {
    self.terms = terms
    self.constant = constant
  }

  init(_ variable: Variable) { terms = [Term(variable)] }

  static func + (lhs: LiveExpression, rhs: LiveExpression) -> LiveExpression {
    let (a, b) = (lhs.constant, rhs.constant)
    return LiveExpression(terms: lhs.terms + rhs.terms, constant: { a() + b() })
  }

  static func * (lhs: LiveExpression, factor: Double) -> LiveExpression {
    let a = lhs.constant
    return LiveExpression(
      terms: lhs.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: { a() * factor })
  }

  static func - (lhs: LiveExpression, rhs: LiveExpression) -> LiveExpression { lhs + rhs * -1 }

  static func + (lhs: LiveExpression, value: @escaping @MainActor () -> Double) -> LiveExpression {
    lhs + LiveExpression(constant: value)
  }
}

/// The four variables of a view or layout guide: its frame in its superview's (or owning view's) bounds
/// coordinates, in points.
struct FrameVariables {
  let x: Variable
  let y: Variable
  let width: Variable
  let height: Variable

  init(_ name: String) {
    x = Variable("\(name).minX")
    y = Variable("\(name).minY")
    width = Variable("\(name).width")
    height = Variable("\(name).height")
  }

  var all: [Variable] { [x, y, width, height] }
}

extension ConstraintIsland {
  /// The root-space position of `view`'s bounds origin (where its subviews' frames start).
  func contentOrigin(of view: UIView) -> (x: LiveExpression, y: LiveExpression) {
    if view === root { return (LiveExpression(), LiveExpression()) }
    let origin = frameOrigin(of: view)
    return (origin.x + { -Double(view.bounds.minX) }, origin.y + { -Double(view.bounds.minY) })
  }

  /// The root-space position of `view`'s frame origin.
  func frameOrigin(of view: UIView) -> (x: LiveExpression, y: LiveExpression) {
    guard view !== root, let parent = view.superview, let variables = viewVariables[ObjectIdentifier(view)] else {
      return (LiveExpression(), LiveExpression())
    }
    let base = contentOrigin(of: parent)
    return (base.x + LiveExpression(variables.x), base.y + LiveExpression(variables.y))
  }

  /// The root-space rectangle of an item: (minX, minY, width, height) as expressions.
  func rectangle(of item: AnyObject) -> (x: LiveExpression, y: LiveExpression, w: LiveExpression, h: LiveExpression)? {
    if let view = item as? UIView {
      if view === root {
        return (LiveExpression(), LiveExpression(), rootWidth, rootHeight)
      }
      guard let variables = viewVariables[ObjectIdentifier(view)] else { return nil }
      let origin = frameOrigin(of: view)
      return (origin.x, origin.y, LiveExpression(variables.width), LiveExpression(variables.height))
    }
    guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return nil }
    guard let ownerRect = rectangle(of: owner) else { return nil }
    let base = contentOrigin(of: owner)
    if let variables = guideVariables[ObjectIdentifier(guide)] {
      return (
        base.x + LiveExpression(variables.x), base.y + LiveExpression(variables.y), LiveExpression(variables.width),
        LiveExpression(variables.height)
      )
    }
    // System guides: the owner's bounds inset by margins, safe area, readable width…
    let insets: @MainActor () -> UIEdgeInsets
    switch guide.systemKind {
    case .layoutMargins: insets = { owner.layoutMargins }
    case .safeArea: insets = { owner.safeAreaInsets }
    case .readableContent: insets = { owner.readableContentInsets() }
    case .keyboard:
      insets = {
        let safe = owner.safeAreaInsets
        return UIEdgeInsets(top: owner.bounds.height - safe.bottom, left: 0, bottom: 0, right: 0)
      }
    case .scrollFrame, .scrollContent, nil: insets = { .zero }
    }
    if guide.systemKind == .scrollContent, let scrollView = owner as? UIScrollView {
      return (
        base.x, base.y, LiveExpression(constant: { Double(scrollView.contentSize.width) }),
        LiveExpression(constant: { Double(scrollView.contentSize.height) })
      )
    }
    let x = (owner === root ? LiveExpression() : ownerRect.x) + { Double(insets().left) }
    let y = (owner === root ? LiveExpression() : ownerRect.y) + { Double(insets().top) }
    let w = ownerRect.w + { -Double(insets().left + insets().right) }
    let h = ownerRect.h + { -Double(insets().top + insets().bottom) }
    return (x, y, w, h)
  }

  /// An attribute of an item as a root-space expression; nil for `.notAnAttribute` or an item outside the island.
  func expression(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LiveExpression? {
    guard let rect = rectangle(of: item) else { return nil }
    let view = item as? UIView ?? (item as? UILayoutGuide)?.owningView
    let rightToLeft = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let margins: @MainActor () -> UIEdgeInsets = { view?.layoutMargins ?? .zero }
    let right = rect.x + rect.w
    let bottom = rect.y + rect.h
    switch attribute {
    case .left: return rect.x
    case .right: return right
    case .top: return rect.y
    case .bottom: return bottom
    case .leading: return rightToLeft ? right : rect.x
    case .trailing: return rightToLeft ? rect.x : right
    case .width: return rect.w
    case .height: return rect.h
    case .centerX: return rect.x + rect.w * 0.5
    case .centerY: return rect.y + rect.h * 0.5
    case .firstBaseline, .lastBaseline:
      guard let view, item is UIView else { return bottom }
      let first = attribute == .firstBaseline
      return rect.y + {
        if let offsets = view.baselineOffsets() { return Double(first ? offsets.first : offsets.last) }
        return Double(view.bounds.height)
      }
    case .leftMargin: return rect.x + { Double(margins().left) }
    case .rightMargin: return right + { -Double(margins().right) }
    case .topMargin: return rect.y + { Double(margins().top) }
    case .bottomMargin: return bottom + { -Double(margins().bottom) }
    case .leadingMargin:
      return rightToLeft ? right + { -Double(margins().right) } : rect.x + { Double(margins().left) }
    case .trailingMargin:
      return rightToLeft ? rect.x + { Double(margins().left) } : right + { -Double(margins().right) }
    case .centerXWithinMargins:
      return rect.x + rect.w * 0.5 + { Double(margins().left - margins().right) / 2 }
    case .centerYWithinMargins:
      return rect.y + rect.h * 0.5 + { Double(margins().top - margins().bottom) / 2 }
    case .notAnAttribute: return nil
    }
  }
}

extension UIView {
  /// The readable-content guide's insets from the bounds: the margins, with the width capped at 664 pt (the
  /// readable width at the default text size on iOS 16, DIMM; uikit-view-metrics.md §3.2) on regular-width views, centred.
  func readableContentInsets() -> UIEdgeInsets {
    var insets = layoutMargins
    let width = bounds.width - insets.left - insets.right
    let readableWidth: CGFloat = 664
    if traitCollection.horizontalSizeClass == .regular, width > readableWidth {
      let extra = (width - readableWidth) / 2
      insets.left += extra
      insets.right += extra
    }
    return insets
  }
}
