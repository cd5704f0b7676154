import CompositionalLayout
import Foundation

extension SpecDecoder {
  static let itemKeys = ["layoutSize", "contentInsets", "edgeSpacing", "supplementaryItems"]
  static let groupKeys = [
    "layoutSize", "axis", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "contentInsets",
    "edgeSpacing", "supplementaryItems",
  ]
  static let axes: KeyValuePairs<String, Spec.Group.Axis> = ["horizontal": .horizontal, "vertical": .vertical]
  /// Members whose presence makes an object a group rather than an item.
  static let groupMarkers: Set<String> = ["axis", "subitems", "subitem", "repeatingSubitem"]

  /// What a group tree has used of its limits while it is being read.
  struct TreeBudget {
    var nodes = 0
    var exhausted = false
  }

  /// An item or a nested group: an object with `axis`, `subitems`, `subitem` or `repeatingSubitem` is a group.
  func node(_ value: JSONValue, at path: JSONPath, depth: Int, countProduct: Int, budget: inout TreeBudget)
    -> Spec.Node?
  {
    guard case .object(let members) = value else {
      report(path, "expected an item or a group (a JSON object with \"layoutSize\"); got \(value.summary)")
      return nil
    }
    if members.contains(where: { Self.groupMarkers.contains($0.key) }) {
      return group(value, at: path, depth: depth + 1, countProduct: countProduct, budget: &budget).map { .group($0) }
    }
    guard spend(&budget, at: path),
      let members = object(value, at: path, keys: Self.itemKeys, what: "an item")
    else { return nil }
    let size = layoutSize(of: members)
    let insets = contentInsets(of: members)
    let spacing = members["edgeSpacing"].flatMap { edgeSpacing($0, at: members.path("edgeSpacing")) }
    let supplementaries = supplementaryItems(of: members)
    guard let size, let insets else { return nil }
    var item = Spec.Item(layoutSize: size)
    item.contentInsets = insets
    item.edgeSpacing = spacing
    item.supplementaryItems = supplementaries
    return .item(item)
  }

  /// Counts one node against `LayoutSpecLimits.maximumNodesPerGroupTree`; false (reported once) when over.
  private func spend(_ budget: inout TreeBudget, at path: JSONPath) -> Bool {
    guard !budget.exhausted else { return false }
    budget.nodes += 1
    guard budget.nodes <= LayoutSpecLimits.maximumNodesPerGroupTree else {
      budget.exhausted = true
      report(
        path,
        "the section's group tree holds more than \(LayoutSpecLimits.maximumNodesPerGroupTree) items and groups; "
          + "use \"subitem\" with \"count\" or \"repeatingSubitem\" instead of listing items one by one")
      return false
    }
    return true
  }

  /// A group at nesting `depth` (the section's group is 1).
  func group(_ value: JSONValue, at path: JSONPath, depth: Int, countProduct: Int, budget: inout TreeBudget)
    -> Spec.Group?
  {
    guard depth <= LayoutSpecLimits.maximumGroupDepth else {
      report(
        path,
        "groups nest deeper than \(LayoutSpecLimits.maximumGroupDepth) levels; flatten the group tree")
      return nil
    }
    guard spend(&budget, at: path), let members = object(value, at: path, keys: Self.groupKeys, what: "a group")
    else { return nil }
    let size = layoutSize(of: members)
    let axis = required(members, "axis", hint: "\"horizontal\" or \"vertical\"").flatMap {
      choice($0, at: members.path("axis"), Self.axes)
    }
    let form = subitems(of: members, depth: depth, countProduct: countProduct, budget: &budget)
    let interItem = members["interItemSpacing"].flatMap { spacing($0, at: members.path("interItemSpacing")) }
    let insets = contentInsets(of: members)
    let edges = members["edgeSpacing"].flatMap { edgeSpacing($0, at: members.path("edgeSpacing")) }
    let supplementaries = supplementaryItems(of: members)
    guard let size, let axis, let form, let insets else { return nil }
    var group = Spec.Group(layoutSize: size, axis: axis, subitems: form)
    group.interItemSpacing = interItem
    group.contentInsets = insets
    group.edgeSpacing = edges
    group.supplementaryItems = supplementaries
    return group
  }

  /// Exactly one of `subitems`, `subitem` + `count`, `repeatingSubitem` + `count`.
  private func subitems(of members: Members, depth: Int, countProduct: Int, budget: inout TreeBudget)
    -> Spec.Group.Subitems?
  {
    let forms = ["subitems", "subitem", "repeatingSubitem"].filter { members[$0] != nil }
    guard forms.count == 1, let form = forms.first, let value = members[form] else {
      let message =
        forms.isEmpty
        ? "a group needs its subitems; add \"subitems\": [ … ], or \"subitem\" or \"repeatingSubitem\" with \"count\""
        : "give only one of \"subitems\", \"subitem\" and \"repeatingSubitem\"; got " + forms.joined(separator: ", ")
      report(forms.isEmpty ? members.path("subitems") : members.path(forms[1]), message)
      return nil
    }
    if form == "subitems" {
      if members["count"] != nil {
        report(members.path("count"), "\"count\" goes with \"subitem\" or \"repeatingSubitem\"; remove it or use one")
      }
      guard let elements = array(value, at: members.path(form), maximumCount: Int.max, what: "subitems") else {
        return nil
      }
      guard !elements.isEmpty else {
        report(members.path(form), "a group needs at least one subitem; add an item such as {\"layoutSize\": …}")
        return nil
      }
      var nodes: [Spec.Node] = []
      for (index, element) in elements.enumerated() where !budget.exhausted {
        let path = members.path(form).index(index)
        if let node = node(element, at: path, depth: depth, countProduct: countProduct, budget: &budget) {
          nodes.append(node)
        }
      }
      return nodes.count == elements.count ? .list(nodes) : nil
    }
    let count = required(members, "count", hint: "3").flatMap {
      integer($0, at: members.path("count"), in: 1...LayoutSpecLimits.maximumSubitemCount)
    }
    var product = countProduct
    if let count {
      product = countProduct * count
      if product > LayoutSpecLimits.maximumCountProduct {
        report(
          members.path("count"),
          "nested counts multiply to \(product) slots, more than \(LayoutSpecLimits.maximumCountProduct); "
            + "use smaller counts")
        return nil
      }
    }
    let child = node(value, at: members.path(form), depth: depth, countProduct: product, budget: &budget)
    guard let count, let child else { return nil }
    return form == "subitem" ? .count(child, count) : .repeating(child, count)
  }
}
