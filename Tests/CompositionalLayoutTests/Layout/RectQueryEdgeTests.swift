import CompositionalLayout
import Foundation
import Testing

/// Rect queries decide intersection as Core Graphics does, not as Foundation on Linux does.
@Suite("Rect query edges")
struct RectQueryEdgeTests {
  /// `layoutAttributesForElements(in:)` returns the elements whose frames intersect the rect. UIKit decides
  /// with CGRectIntersectsRect, for which rects sharing only an edge do not intersect; Foundation's `CGRect.intersects`
  /// on Linux (swift-corelibs-foundation) returns true for a shared edge, so the engine uses its own test.
  @Test("X-3 elements that only touch the rect's edges are not vended")
  func touchingEdges() {
    let cell = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [cell])
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [12], width: 400)
    // Cells are 100 × 100 at (100c, 100r). The rect x 100…200, y 100…200 is exactly cell 5; cells 0, 1, 2, 4, 6, 8,
    // 9, 10 only share an edge or a corner with it.
    let found = elements(layout, in: CGRect(x: 100, y: 100, width: 100, height: 100))
    #expect(found == [.cell(5): [100, 100, 100, 100]])
  }
}
