import CompositionalLayout
import Foundation

/// What an element is on screen, which decides its colour and label in a rendering.
///
/// UIKit parity: none; UIKit knows only the three `UICollectionView.ElementCategory` values and free-form kinds.
/// This refines the supplementary category by kind and by what the supplementary is attached to.
public enum LayoutElementRole: String, Hashable, Sendable, CaseIterable {
  /// A cell.
  case cell
  /// A header: a supplementary of kind `UICollectionView.elementKindSectionHeader`, or any kind naming "header".
  case header
  /// A footer: a supplementary of kind `UICollectionView.elementKindSectionFooter`, or any kind naming "footer".
  case footer
  /// A supplementary attached to items or groups (a badge), of any other kind.
  case badge
  /// A boundary supplementary of any other kind (a side rail, a layout-level banner).
  case boundary
  /// A decoration view (a section background).
  case decoration

  /// Assigns roles to elements from their category and kind.
  ///
  /// Decorations are recognised by category; supplementaries whose kind contains "header" or "footer" (ignoring
  /// case; UIKit's kind constants do) are headers and footers. Any other supplementary kind counts as a badge
  /// when some element of that kind has an item index above 0, or when a section holds more than one element of
  /// that kind (badges repeat per item; boundary items appear once per section at item 0); otherwise as a
  /// boundary item. `overrides` wins over all of this.
  ///
  /// - Parameters:
  ///   - elements: The elements to classify, usually every element of a layout.
  ///   - overrides: A role per element kind, used instead of the rules above.
  /// - Returns: A function from an element to its role.
  /// - Complexity: O(elements) to build; each call O(1).
  static func classifier(
    for elements: [UICollectionViewLayoutAttributes], overrides: [String: LayoutElementRole]
  ) -> (UICollectionViewLayoutAttributes) -> LayoutElementRole {
    var perSection: [String: [Int: Int]] = [:]
    var itemKinds: Set<String> = []
    for element in elements where element.representedElementCategory == .supplementaryView {
      guard let kind = element.representedElementKind, element.indexPath.count == 2 else { continue }
      if element.indexPath.item > 0 { itemKinds.insert(kind) }
      let count = perSection[kind, default: [:]][element.indexPath.section, default: 0] + 1
      perSection[kind, default: [:]][element.indexPath.section] = count
      if count > 1 { itemKinds.insert(kind) }
    }
    return { element in
      switch element.representedElementCategory {
      case .cell: return .cell
      case .decorationView: return overrides[element.representedElementKind ?? ""] ?? .decoration
      case .supplementaryView:
        let kind = element.representedElementKind ?? ""
        if let role = overrides[kind] { return role }
        let name = kind.lowercased()
        if name.contains("header") { return .header }
        if name.contains("footer") { return .footer }
        return itemKinds.contains(kind) ? .badge : .boundary
      }
    }
  }

  /// The order among elements of equal zIndex, bottom first: decorations, cells, supplementaries.
  var tieRank: Int {
    switch self {
    case .decoration: 0
    case .cell: 1
    case .header, .footer, .badge, .boundary: 2
    }
  }
}
