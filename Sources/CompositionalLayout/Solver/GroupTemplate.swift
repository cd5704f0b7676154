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

  /// Makes a re-solved instance hold exactly `template`'s slots. The capacity plan keeps lines of subitems at their
  /// counts; only a custom group's provider can answer differently the second time. Missing slots take the
  /// template's geometry, extra ones are dropped, with a diagnostic — never a slot lookup out of range.
  mutating func matchSlots(of template: GroupTemplate, log: inout DiagnosticLog) {
    guard leaves.count != template.leaves.count else { return }
    log.report(
      .groupHoldsNoItems,
      "a re-solved group instance held \(leaves.count) items where the section's group holds "
        + "\(template.leaves.count); the group's slots are kept. A custom group must return the same number of frames "
        + "every time.")
    if leaves.count > template.leaves.count {
      leaves.removeLast(leaves.count - template.leaves.count)
    } else {
      leaves.append(contentsOf: template.leaves[leaves.count...])
    }
    groupSupplementaries.removeAll { $0.firstLeaf >= leaves.count }
    computeBounds()
  }

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
