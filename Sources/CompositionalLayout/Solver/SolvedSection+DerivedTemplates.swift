import Foundation

/// Derives the re-solved template of a one-slot section (a list) from one solved in full, when the only thing that
/// differs between its instances is the slot's measured length along the repetition axis and the template is a known
/// function of that length.
///
/// The shape it accepts: a chain of groups, each laying out one subitem (`.subitems` with exactly one), ending in an
/// item that sizes itself along the repetition axis only (`TemplateLeaf.sizingAxes`); no badges and no group
/// supplementaries anywhere; no flexible edge spacing along the repetition axis on any subitem of the chain. There,
/// a full solve computes:
///
/// - the item's frame: its origin is the sum of insets, edge spacings and cross-axis placements, none of which reads
///   the measured length (estimated axes have no content insets, spec E-11; fixed edge spacings and a single
///   subitem leave no leftover to share along the axis; across the axis a child's placement only reads its own
///   length when an edge there is flexible); its length along the axis is `max(0, measured)` (the inset on an
///   estimated axis is zero, so `length − 0 − 0`, bit for bit the same), across it the proposed length less insets;
/// - the top group's length along the axis: its proposed length when it is not estimated there, else
///   `max(0, content.maxY)` (`.maxX` horizontally) of the union of its one leaf;
/// - its bounds: `computeBounds()`.
///
/// Deriving repeats exactly those operations on the anchor's values, so the frames are bit-identical to a full solve
/// (debug builds solve in full too and compare). Diagnostics: the anchor is a full solve that reported nothing; in
/// this shape nothing a solve reports depends on the measured length except a non-finite or out-of-range one, which
/// is left to the full solve. Anything else (several slots, badges, supplementaries, flexible spacing along the axis,
/// custom or counted groups, an item sizing both axes) takes the full solve. O(1) per derived template instead of a
/// group solve (≈ 10,000 instructions for a list row).
struct TemplateDerivation {
  /// Whether the section's shape allows deriving (see the type's comment).
  let isEligible: Bool
  /// The repetition axis, along which the slot's measured length varies.
  let axis: LayoutAxis
  /// Whether the top group takes its content's length along `axis` (it estimates it).
  let topTakesContentLength: Bool
  /// A template solved in full for this section that reported no diagnostic, to derive from.
  private(set) var anchor: GroupTemplate?

  /// A derivation that never derives (every template takes the full solve).
  static let none = TemplateDerivation(isEligible: false, axis: .y, topTakesContentLength: false)

  private init(isEligible: Bool, axis: LayoutAxis, topTakesContentLength: Bool) {
    self.isEligible = isEligible
    self.axis = axis
    self.topTakesContentLength = topTakesContentLength
  }

  /// Decides whether `group`, the top group of a section whose template is `template`, has the accepted shape along
  /// `axis`. O(depth of the chain).
  init(group: FrozenItem, template: GroupTemplate, axis: LayoutAxis) {
    self.init(
      isEligible: Self.accepts(group, template: template, axis: axis), axis: axis,
      topTakesContentLength: group.size.dimension(axis).isEstimated)
  }

  private static func accepts(_ group: FrozenItem, template: GroupTemplate, axis: LayoutAxis) -> Bool {
    guard template.leaves.count == 1, template.groupSupplementaries.isEmpty,
      template.leaves[0].supplementaries.isEmpty, template.leaves[0].sizingAxes == .axis(axis)
    else { return false }
    var item = group
    // The top group's own edge spacing is the section's (`SectionFrame.groupEdges`), added to the stride only.
    while let info = item.group {
      guard item.supplementaries.isEmpty, case .subitems(let subitems) = info.arrangement, subitems.count == 1 else {
        return false
      }
      let child = subitems[0]
      guard !child.edgeSpacing.start(axis).isFlexible, !child.edgeSpacing.end(axis).isFlexible else { return false }
      item = child
    }
    return item.supplementaries.isEmpty && item.size.dimension(axis).isEstimated
  }

  /// Keeps `solved`, a full solve that reported no diagnostic, to derive from (the first one offered is kept).
  mutating func offer(_ solved: GroupTemplate) {
    guard isEligible, anchor == nil else { return }
    anchor = solved
  }

  /// The template a full solve gives when the slot measures `measured`, or nil when it cannot be derived here (no
  /// anchor yet, or a length the full solve reports: non-finite or beyond `DiagnosticLog.maximumLength`). O(1).
  func derive(measured: CGSize) -> GroupTemplate? {
    guard let anchor else { return nil }
    let raw = measured.along(axis)
    guard raw.isFinite && abs(raw) <= DiagnosticLog.maximumLength else { return nil }
    // As `GroupSolver.leaf`: the measured length, never negative; the inset on an estimated axis is zero.
    let length = max(0, raw)
    let leaf = anchor.leaves[0]
    var frame = leaf.frame
    if axis == .x { frame.size.width = length } else { frame.size.height = length }
    var result = GroupTemplate()
    result.size = anchor.size
    if topTakesContentLength {
      // As `GroupSolver.layOut`: an estimated group takes the extent of the union of its leaves.
      let content = CGRect.null.union(frame)
      if axis == .x {
        result.size.width = content.isNull ? 0 : max(0, content.maxX)
      } else {
        result.size.height = content.isNull ? 0 : max(0, content.maxY)
      }
    }
    // Built anew (no badges, no group supplementaries: see `accepts`) rather than copied from the anchor.
    result.leaves = [TemplateLeaf(frame: frame, zIndex: leaf.zIndex, supplementaries: [], sizingAxes: leaf.sizingAxes)]
    result.computeBounds()
    return result
  }
}

extension GroupTemplate {
  /// Whether both templates place the same elements at the same frames (bit for bit, as `==` on `CGFloat` compares;
  /// element kinds and z-indices included). For checking derived templates against full solves. O(elements).
  func hasSameGeometry(as other: GroupTemplate) -> Bool {
    guard size == other.size, bounds == other.bounds, leaves.count == other.leaves.count,
      groupSupplementaries.count == other.groupSupplementaries.count
    else { return false }
    func same(_ lhs: PlacedSupplementary, _ rhs: PlacedSupplementary) -> Bool {
      lhs.elementKind == rhs.elementKind && lhs.frame == rhs.frame && lhs.zIndex == rhs.zIndex
    }
    for (lhs, rhs) in zip(leaves, other.leaves) {
      guard lhs.frame == rhs.frame, lhs.zIndex == rhs.zIndex, lhs.sizingAxes == rhs.sizingAxes,
        lhs.supplementaries.count == rhs.supplementaries.count,
        zip(lhs.supplementaries, rhs.supplementaries).allSatisfy(same)
      else { return false }
    }
    return zip(groupSupplementaries, other.groupSupplementaries).allSatisfy {
      $0.firstLeaf == $1.firstLeaf && same($0.supplementary, $1.supplementary)
    }
  }
}
