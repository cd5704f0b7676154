import Foundation
import Testing

@testable import CompositionalLayout

/// Diagnostics name the declared item or group by its path in the section's group; the path is kept packed and spelled
/// out only when a diagnostic is written (`DiagnosticPath`). The texts are the ones the eager strings gave.
@Suite("Diagnostic paths")
struct DiagnosticPathTests {
  /// An item 50 wide with an estimated height of 40 and a 5-pt top inset: the inset is ignored on the estimated axis
  /// and reported (spec I-2, E-11).
  static func insetEstimatedItem() -> NSCollectionLayoutItem {
    item(.absolute(50), .estimated(40), insets: NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0))
  }

  static func ignoredInsetPaths(_ group: NSCollectionLayoutGroup) -> [String] {
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [4])
    let suffix =
      " has an estimated height, so its top/bottom contentInsets are ignored (as UIKit does). "
      + "Use edgeSpacing or the section's interGroupSpacing instead."
    return layout.diagnostics.filter { $0.code == .contentInsetsIgnoredOnEstimatedAxis }.map {
      $0.message.hasSuffix(suffix) ? String($0.message.dropLast(suffix.count)) : $0.message
    }
  }

  @Test("a declared subitem is named group.subitems[k]; a repeated or counted one group.subitems[k].subitem")
  func namedInLayouts() {
    let plain = item(.fractionalWidth(1), .absolute(20))
    // The third declared subitem (index 2) is the estimated one.
    let list = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [plain, plain, Self.insetEstimatedItem()])
    #expect(Self.ignoredInsetPaths(list) == ["group.subitems[2]"])
    // Subitem 1 is a group repeating the estimated item twice: one entry, named by the declared subitem.
    let repeating = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .absolute(200)),
      subitems: [
        plain,
        NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: Self.insetEstimatedItem(), count: 2),
      ])
    #expect(Self.ignoredInsetPaths(repeating) == ["group.subitems[1].subitem"])
    let counted = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .absolute(200)),
      subitems: [
        plain,
        NSCollectionLayoutGroup.horizontal(
          layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: Self.insetEstimatedItem(), count: 2),
      ])
    #expect(Self.ignoredInsetPaths(counted) == ["group.subitems[1].subitem"])
  }

  @Test("paths deeper than 8 steps or with an index of 255 or more are spelled out the same way")
  func spelledOut() {
    #expect(DiagnosticPath.group.description == "group")
    #expect(DiagnosticPath.group.subitems(3).subitem.subitems(0).description == "group.subitems[3].subitem.subitems[0]")
    // 254 is the largest packed index; 255 (the packed `.subitem` marker) and above are kept as text.
    #expect(DiagnosticPath.group.subitems(254).description == "group.subitems[254]")
    #expect(DiagnosticPath.group.subitems(255).description == "group.subitems[255]")
    #expect(DiagnosticPath.group.subitems(255).subitem.description == "group.subitems[255].subitem")
    #expect(DiagnosticPath.group.subitems(300).subitems(2).description == "group.subitems[300].subitems[2]")
    // Nine steps: eight packed, the ninth spills the whole path to text.
    var path = DiagnosticPath.group
    for _ in 0..<8 { path = path.subitems(1) }
    #expect(path.description == "group" + String(repeating: ".subitems[1]", count: 8))
    #expect(path.subitem.description == "group" + String(repeating: ".subitems[1]", count: 8) + ".subitem")
    #expect(path.subitem.subitems(7).description == path.description + ".subitem.subitems[7]")
  }
}
