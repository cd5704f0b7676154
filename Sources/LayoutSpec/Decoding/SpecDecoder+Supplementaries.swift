import CompositionalLayout
import Foundation

extension SpecDecoder {
  static let alignments: KeyValuePairs<String, NSRectAlignment> = [
    "none": .none, "top": .top, "topLeading": .topLeading, "leading": .leading, "bottomLeading": .bottomLeading,
    "bottom": .bottom, "bottomTrailing": .bottomTrailing, "trailing": .trailing, "topTrailing": .topTrailing,
  ]
  static let supplementaryKeys = [
    "elementKind", "layoutSize", "containerAnchor", "itemAnchor", "zIndex", "contentInsets",
  ]
  static let boundaryKeys = [
    "elementKind", "layoutSize", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds", "zIndex",
    "contentInsets",
  ]
  static let decorationKeys = ["elementKind", "contentInsets", "zIndex"]

  /// An anchored supplementary (badge) of an item or group.
  func supplementaryItem(_ value: JSONValue, at path: JSONPath) -> Spec.SupplementaryItem? {
    guard
      let members = object(value, at: path, keys: Self.supplementaryKeys, what: "a supplementary item")
    else { return nil }
    let kind = elementKind(of: members, hint: "\"badge\"")
    let size = layoutSize(of: members)
    let container = required(members, "containerAnchor", hint: "{\"edges\": [\"top\", \"trailing\"]}").flatMap {
      anchor($0, at: members.path("containerAnchor"))
    }
    let itemAnchor = members["itemAnchor"].flatMap { anchor($0, at: members.path("itemAnchor")) }
    let z = zIndex(of: members, default: 1)
    let insets = contentInsets(of: members)
    guard let kind, let size, let container, let z, let insets else { return nil }
    var item = Spec.SupplementaryItem(
      elementKind: kind, layoutSize: size, containerAnchor: container, itemAnchor: itemAnchor)
    item.zIndex = z
    item.contentInsets = insets
    return item
  }

  /// A header, footer or side view of a section or of the layout.
  func boundaryItem(_ value: JSONValue, at path: JSONPath) -> Spec.BoundarySupplementaryItem? {
    guard let members = object(value, at: path, keys: Self.boundaryKeys, what: "a boundary supplementary item")
    else { return nil }
    let kind = elementKind(of: members, hint: "\"header\"")
    let size = layoutSize(of: members)
    let alignment = required(members, "alignment", hint: "\"top\"").flatMap {
      choice($0, at: members.path("alignment"), Self.alignments)
    }
    let offset = members["absoluteOffset"].map {
      point($0, at: members.path("absoluteOffset"), limit: LayoutSpecLimits.maximumLength, unit: "points")
    }
    let extends = members["extendsBoundary"].map { bool($0, at: members.path("extendsBoundary")) }
    let pins = members["pinToVisibleBounds"].map { bool($0, at: members.path("pinToVisibleBounds")) }
    let z = zIndex(of: members, default: 1)
    let insets = contentInsets(of: members)
    guard let kind, let size, let alignment, let z, let insets else { return nil }
    var item = Spec.BoundarySupplementaryItem(elementKind: kind, layoutSize: size, alignment: alignment)
    item.absoluteOffset = (offset ?? nil) ?? .zero
    item.extendsBoundary = (extends ?? nil) ?? true
    item.pinToVisibleBounds = (pins ?? nil) ?? false
    item.zIndex = z
    item.contentInsets = insets
    return item
  }

  /// A section background.
  func decorationItem(_ value: JSONValue, at path: JSONPath) -> Spec.DecorationItem? {
    guard let members = object(value, at: path, keys: Self.decorationKeys, what: "a decoration item") else {
      return nil
    }
    let kind = elementKind(of: members, hint: "\"background\"")
    let z = zIndex(of: members, default: 0)
    let insets = contentInsets(of: members)
    guard let kind, let z, let insets else { return nil }
    var item = Spec.DecorationItem(elementKind: kind)
    item.zIndex = z
    item.contentInsets = insets
    return item
  }

  /// `supplementaryItems` of an item or group.
  func supplementaryItems(of members: Members) -> [Spec.SupplementaryItem] {
    each(
      members["supplementaryItems"], at: members.path("supplementaryItems"), maximumCount: 100,
      what: "supplementary items", supplementaryItem)
  }

  /// `boundarySupplementaryItems` of a section or configuration.
  func boundaryItems(of members: Members) -> [Spec.BoundarySupplementaryItem] {
    each(
      members["boundarySupplementaryItems"], at: members.path("boundarySupplementaryItems"), maximumCount: 100,
      what: "boundary supplementary items", boundaryItem)
  }
}
