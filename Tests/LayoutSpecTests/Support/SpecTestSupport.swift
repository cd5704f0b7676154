import CompositionalLayout
import Foundation
import Testing

@testable import LayoutSpec

/// Decodes `json`, failing the test with the problems when it does not decode.
func decode(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutSpecification {
  do {
    return try LayoutSpecification.decode(from: Data(json.utf8))
  } catch {
    Issue.record("unexpected problems:\n\(error)", sourceLocation: sourceLocation)
    throw error
  }
}

/// The problems decoding `data` reports (empty when it decodes).
func problems(_ data: Data) -> [LayoutSpecProblem] {
  do {
    _ = try LayoutSpecification.decode(from: data)
    return []
  } catch {
    return error.problems
  }
}

/// The problems decoding `json` reports (empty when it decodes).
func problems(_ json: String) -> [LayoutSpecProblem] {
  problems(Data(json.utf8))
}

/// The paths of the problems decoding `json` reports, in order.
func problemPaths(_ json: String) -> [String] {
  problems(json).map(\.path)
}

/// A frame as [x, y, width, height], for compact expectations.
func rect(_ frame: CGRect?) -> [CGFloat]? {
  frame.map { [$0.minX, $0.minY, $0.width, $0.height] }
}

/// The frame of cell (section, item).
func cell(_ layout: UICollectionViewCompositionalLayout, _ section: Int, _ item: Int) -> [CGFloat]? {
  rect(layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame)
}

/// The frame of a supplementary of `kind` at (section, item).
func supplementary(_ layout: UICollectionViewCompositionalLayout, _ kind: String, _ section: Int, _ item: Int = 0)
  -> [CGFloat]?
{
  rect(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame)
}

/// A section entry whose group is `group` (JSON text), with `numberOfItems` items.
func sectionJSON(group: String, numberOfItems: Int = 1, extra: String = "") -> String {
  "{\"numberOfItems\": \(numberOfItems), \"group\": \(group)\(extra)}"
}

/// A document with one section per entry of `sections` (JSON texts).
func specJSON(_ sections: [String], container: String = "{\"width\": 400, \"height\": 800}") -> String {
  "{\"container\": \(container), \"sections\": [\(sections.joined(separator: ", "))]}"
}

/// A full-width item of the given JSON dimensions.
func itemJSON(width: String = "{\"fractionalWidth\": 1}", height: String = "{\"fractionalHeight\": 1}") -> String {
  "{\"layoutSize\": {\"widthDimension\": \(width), \"heightDimension\": \(height)}}"
}

/// A horizontal group of `subitems` (JSON texts), full width and 100 pt high.
func groupJSON(_ subitems: [String], axis: String = "horizontal", height: String = "{\"absolute\": 100}") -> String {
  "{\"axis\": \"\(axis)\", \"layoutSize\": {\"widthDimension\": {\"fractionalWidth\": 1}, \"heightDimension\": "
    + "\(height)}, \"subitems\": [\(subitems.joined(separator: ", "))]}"
}
