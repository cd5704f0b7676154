import CompositionalLayout
import Foundation
import Gallery
import Testing

@Suite("Apple sample screens: orthogonal behaviours after one swipe")
struct AppleSampleSwipeTests {
  /// Where one swipe (drag t = 100 pt, release v = 1000 pt/s) from rest comes to rest, for groups of stride g in a
  /// 375-pt viewport. The projection for `.continuous` is t + v/1000 · r/(1 − r) with the normal rate r = 0.998
  /// (100 + 499 = 599); the paging behaviours move one page in the fling's direction.
  static func expectedRest(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, stride g: CGFloat
  ) -> CGFloat {
    let rate = UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal.rawValue
    let projected = 100 + rate / (1 - rate)
    switch behavior {
    case .continuous: return projected
    case .continuousGroupLeadingBoundary: return (projected / g).rounded(.up) * g
    case .paging: return 375
    case .groupPaging: return g
    case .groupPagingCentered: return g + g / 2 - 375.0 / 2
    case .none: return 0
    }
  }

  @Test("Each behaviour rests where it says after one swipe", arguments: AppleOrthogonalSamples.behaviors)
  func afterSwipe(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) throws {
    let name = AppleOrthogonalSamples.screenName(of: behavior)
    let sample = try #require(Gallery.appleSampleScreen(named: name))
    let pictures = sample.pictures()
    try #require(pictures.count == 2)
    let (resting, swiped) = (pictures[0].layout, pictures[1].layout)
    let geometry = try #require(swiped.orthogonalScrollingGeometry(forSection: 0))
    // The gallery floors 0.85 × 375 = 318.75 to the 1/3-pt grid.
    #expect(abs(geometry.groupStride - (318 + 2.0 / 3)) < 0.001)
    let g = geometry.groupStride
    let expected = Self.expectedRest(behavior, stride: g)
    let rest = try #require(swiped.scrollPosition.orthogonalContentOffsets[0]?.x)
    #expect(abs(rest - expected) < 0.001, "\(name): rests at \(rest), expected \(expected)")
    #expect(resting.scrollPosition.orthogonalContentOffsets[0] == nil)
    #expect(geometry.initialContentOffset == (behavior == .groupPagingCentered ? (g - 375) / 2 : 0))
    // The leading cell of group k is drawn at 10 + k·g − offset in the viewport.
    for group in 0..<6 {
      let frame = try #require(swiped.layoutAttributesForItem(at: IndexPath(item: 3 * group, section: 0))).frame
      #expect(abs(frame.minX - (10 + CGFloat(group) * g - rest)) < 0.001, "\(name) group \(group)")
    }
  }

  @Test("What the eye sees: group 2 flush left, group 1 centred, page 2 at the viewport edge")
  func restingPictures() throws {
    func leadingX(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, group: Int) throws -> CGFloat {
      let sample = try #require(Gallery.appleSampleScreen(named: AppleOrthogonalSamples.screenName(of: behavior)))
      let swiped = try #require(sample.pictures().last).layout
      return try #require(swiped.layoutAttributesForItem(at: IndexPath(item: 3 * group, section: 0))).frame.minX
    }
    #expect(abs(try leadingX(.continuousGroupLeadingBoundary, group: 2) - 10) < 0.001)
    #expect(abs(try leadingX(.groupPaging, group: 1) - 10) < 0.001)
    // Centred: the group's leading edge at (375 − g) / 2, its cell 10 further.
    let g: CGFloat = 318 + 2.0 / 3
    #expect(abs(try leadingX(.groupPagingCentered, group: 1) - ((375 - g) / 2 + 10)) < 0.001)
    // Paging by the viewport: group 1 starts at g − 375 < 0, cut by the page boundary.
    #expect(abs(try leadingX(.paging, group: 1) - (g - 375 + 10)) < 0.001)
  }
}
