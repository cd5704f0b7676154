import CompositionalLayout
import Foundation

extension LayoutSpecification {
  /// An upper bound on the item slots the engine lays out for every section's group, summed over the sections,
  /// saturating just above `LayoutSpecLimits.maximumTotalGroupSlots`.
  ///
  /// A section's group is solved once, whatever its number of items, so this is what laying the spec out costs
  /// before any element is queried. Computed from the group trees without the engine: an item is one slot; a
  /// `subitem`/`repeatingSubitem` group holds `count` times its subitem's slots; a `subitems` group cycles through
  /// its list while the next one fits, so it holds its list's slots times a bound on the passes — one more than the
  /// group's length over a pass's least length (from fractions of the group's axis, or absolute and estimated
  /// lengths against the group's largest length in the spec's container), and at most
  /// `LayoutSpecLimits.maximumCountProduct` (the engine's slots per group) when the geometry gives no bound.
  ///
  /// - Complexity: O(nodes) over all sections' group trees.
  public var totalGroupSlotCapacity: Int {
    let ceiling = LayoutSpecLimits.maximumTotalGroupSlots + 1
    let container = CGSize(width: container.width, height: container.height)
    var total = 0
    for section in sections where total < ceiling {
      total = min(total + section.layout.group.slotCapacity(in: container, ceiling: ceiling), ceiling)
    }
    return total
  }

  /// The first section whose group brings `totalGroupSlotCapacity` over `LayoutSpecLimits.maximumTotalGroupSlots`,
  /// or nil when the spec is within the budget.
  func firstSectionOverSlotBudget() -> Int? {
    let ceiling = LayoutSpecLimits.maximumTotalGroupSlots + 1
    let container = CGSize(width: container.width, height: container.height)
    var total = 0
    for (index, section) in sections.enumerated() {
      total = min(total + section.layout.group.slotCapacity(in: container, ceiling: ceiling), ceiling)
      if total >= ceiling { return index }
    }
    return nil
  }
}

extension LayoutSpecification.Group {
  /// An upper bound on the slots this group lays out inside a parent of at most `parent` points, saturating at
  /// `ceiling`.
  func slotCapacity(in parent: CGSize, ceiling: Int) -> Int {
    let size = CGSize(
      width: layoutSize.widthDimension.largestLength(in: parent),
      height: layoutSize.heightDimension.largestLength(in: parent))
    switch subitems {
    case .count(let child, let count), .repeating(let child, let count):
      return Self.product(child.slotCapacity(in: size, ceiling: ceiling), count, ceiling: ceiling)
    case .list(let children):
      let perPass = children.reduce(0) { min($0 + $1.slotCapacity(in: size, ceiling: ceiling), ceiling) }
      return Self.product(
        perPass, passes(of: children, length: axis == .horizontal ? size.width : size.height),
        ceiling: ceiling)
    }
  }

  /// A bound on how many passes through `children` fit along the axis of a group at most `length` long, from the
  /// real structure: a pass needs at least its fractions of the group's length and at least its points.
  ///
  /// - Fractions: a total fraction f ≥ 1 fits once (its snapped length exceeds half the group's length, or is 0
  ///   and the engine places one pass); below 1, device-pixel flooring can shrink each length by up to a pixel, so
  ///   up to ⌊2 / f⌋ passes fit in a group a few pixels long.
  /// - Points: n passes of p points fit when n·p ≤ length + the engine's fit tolerance (at most one point at 1×
  ///   with `.nearest` rounding, plus 0.001), so n ≤ ⌊(length + 1.001) / p⌋.
  ///
  /// Nested single-item groups therefore count one slot per level, not 2^depth. At most
  /// `LayoutSpecLimits.maximumCountProduct` (the engine's slots per group) when the geometry gives no bound.
  private func passes(of children: [LayoutSpecification.Node], length: CGFloat) -> Int {
    let engineLimit = LayoutSpecLimits.maximumCountProduct
    var fraction: CGFloat = 0
    var points: CGFloat = 0
    for child in children {
      let size = child.layoutSize
      switch axis == .horizontal ? size.widthDimension : size.heightDimension {
      case .fractionalWidth(let value) where axis == .horizontal: fraction += max(value, 0)
      case .fractionalHeight(let value) where axis == .vertical: fraction += max(value, 0)
      case .absolute(let value), .estimated(let value), .uniformAcrossSiblings(let value): points += max(value, 0)
      default: break
      }
    }
    var bound = CGFloat(engineLimit)
    if fraction >= 1 {
      bound = 1
    } else if fraction > 0 {
      bound = min(bound, (2 / fraction).rounded(.down))
    }
    if points > 0, length.isFinite { bound = min(bound, ((length + 1.001) / points).rounded(.down)) }
    guard bound.isFinite, bound >= 1 else { return 1 }
    return Int(bound)
  }

  /// `lhs` × `rhs`, saturating at `ceiling`.
  static func product(_ lhs: Int, _ rhs: Int, ceiling: Int) -> Int {
    let (result, overflow) = lhs.multipliedReportingOverflow(by: rhs)
    return overflow ? ceiling : min(result, ceiling)
  }
}

extension LayoutSpecification.Node {
  var layoutSize: LayoutSpecification.Size {
    switch self {
    case .item(let item): item.layoutSize
    case .group(let group): group.layoutSize
    }
  }

  func slotCapacity(in parent: CGSize, ceiling: Int) -> Int {
    switch self {
    case .item: 1
    case .group(let group): group.slotCapacity(in: parent, ceiling: ceiling)
    }
  }
}

extension LayoutSpecification.Dimension {
  /// The most points this dimension resolves to in a parent of at most `parent` points (estimates count as their
  /// estimate).
  func largestLength(in parent: CGSize) -> CGFloat {
    switch self {
    case .fractionalWidth(let value): max(value, 0) * parent.width
    case .fractionalHeight(let value): max(value, 0) * parent.height
    case .absolute(let value), .estimated(let value), .uniformAcrossSiblings(let value): max(value, 0)
    }
  }
}
