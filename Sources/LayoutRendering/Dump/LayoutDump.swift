import CompositionalLayout
import Foundation

/// A stable, line-per-element text picture of every element of a layout, for golden files and diffs.
///
/// Each line reads `<category> <kind> [<section>, <item>] (<x>, <y>, <width>, <height>) z <zIndex>`, for example
/// `supplementary "UICollectionElementKindSectionHeader" [0, 0] (0.00, 0.00, 390.00, 44.00) z 1`. The category is
/// `cell`, `supplementary` or `decoration`; the kind is `-` for cells and otherwise quoted, with `\`, `"` and control
/// characters escaped as in Swift source; the frame is in content coordinates, in points, rounded half away from
/// zero to 1/100 pt (orthogonal sections at scroll offset zero). ` hidden`, ` alpha <a>` and ` transformed` follow
/// when they differ from the defaults. Lines are sorted by category (cells, supplementaries, decorations), then
/// section, item and kind, then frame origin; each ends in a newline. At most
/// `LayoutRenderingLimits.maximumWholeContentElements` elements are dumped, the first in content order.
///
/// - Parameter layout: The layout to describe; prepared if invalid.
/// - Returns: The dump; empty when the layout has no elements.
/// - Complexity: O(e log e) for the layout's e elements.
///
/// UIKit parity: none; describes what `layoutAttributesForElements(in:)` vends for the whole content (UIKit's
/// `UICollectionViewLayoutAttributes.description` is similar in spirit but unstable across releases).
public func layoutDump(_ layout: UICollectionViewLayout) -> String {
  let elements = LayoutElementQuery.allElements(of: layout).sorted(by: DumpOrder.precedes)
  return elements.map { DumpOrder.line(for: $0) + "\n" }.joined()
}

/// The ordering and line format of `layoutDump(_:)`.
enum DumpOrder {
  /// Whether `lhs` comes before `rhs` in a dump.
  static func precedes(_ lhs: UICollectionViewLayoutAttributes, _ rhs: UICollectionViewLayoutAttributes) -> Bool {
    if lhs.representedElementCategory != rhs.representedElementCategory {
      return lhs.representedElementCategory.rawValue < rhs.representedElementCategory.rawValue
    }
    let left = (lhs.indexPath.first ?? 0, lhs.indexPath.last ?? 0, lhs.representedElementKind ?? "")
    let right = (rhs.indexPath.first ?? 0, rhs.indexPath.last ?? 0, rhs.representedElementKind ?? "")
    if left != right { return left < right }
    return (lhs.frame.minY, lhs.frame.minX) < (rhs.frame.minY, rhs.frame.minX)
  }

  /// One element's line, without the newline.
  static func line(for element: UICollectionViewLayoutAttributes) -> String {
    let category: String
    switch element.representedElementCategory {
    case .cell: category = "cell"
    case .supplementaryView: category = "supplementary"
    case .decorationView: category = "decoration"
    }
    let kind = element.representedElementKind.map(quoted) ?? "-"
    let frame = element.frame
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(PointFormatter.fixed)
    var line =
      "\(category) \(kind) \(element.indexPath.renderLabel) (\(numbers.joined(separator: ", "))) z \(element.zIndex)"
    if element.isHidden { line += " hidden" }
    if element.alpha != 1 { line += " alpha \(PointFormatter.fixed(element.alpha))" }
    if !element.transform.isIdentity { line += " transformed" }
    return line
  }

  /// `kind` in double quotes, with backslash, quote and control characters escaped.
  static func quoted(_ kind: String) -> String {
    var result = "\""
    for scalar in kind.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
