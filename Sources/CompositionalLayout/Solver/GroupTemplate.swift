import Foundation

/// A supplementary placed relative to a group instance's origin.
struct PlacedSupplementary: Sendable {
  var elementKind: String
  var frame: CGRect
  var zIndex: Int
}

/// One item slot of a solved group: its final frame (after content insets) and its badges, relative to the top
/// group's origin. Slots are in item order (depth-first, spec S-2).
struct TemplateLeaf: Sendable {
  var frame: CGRect
  var zIndex: Int
  var supplementaries: [PlacedSupplementary]
  /// The axes a measured size changes (the item's estimated axes not fixed by its arrangement).
  var sizingAxes: SizingAxes = []
}

/// A supplementary anchored to a group (the top group or a nested one). It exists in an instance when that
/// instance holds the group's first item, and takes that item's index path (spec A-9).
struct TemplateGroupSupplementary: Sendable {
  var supplementary: PlacedSupplementary
  var firstLeaf: Int
}

/// The solved geometry of one instance of a section's group. Every instance of the group has this geometry; the
/// last instance may hold fewer items (spec G-16), which simply leaves slots empty.
struct GroupTemplate: Sendable {
  var size: CGSize = .zero
  var leaves: [TemplateLeaf] = []
  var groupSupplementaries: [TemplateGroupSupplementary] = []

  /// The rectangle every element of an instance lies in, relative to the instance origin; used to cull instances.
  var bounds: CGRect = .zero

  mutating func computeBounds() {
    var box = CGRect(origin: .zero, size: size)
    for leaf in leaves {
      box = box.union(leaf.frame)
      for supplementary in leaf.supplementaries { box = box.union(supplementary.frame) }
    }
    for supplementary in groupSupplementaries { box = box.union(supplementary.supplementary.frame) }
    bounds = box
  }
}
