import CompositionalLayout
import Foundation
import Testing

/// The target release and the rules derived from it (Behaviour.md, "Target release").
@Suite("Target release")
struct TargetReleaseTests {
  /// A half-width item in a 367-pt content box (section insets 11.5 leading and trailing in a 390-pt container).
  static func halfWidth(_ context: LayoutContext) -> UICollectionViewCompositionalLayout {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)),
      subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 11.5, bottom: 0, trailing: 11.5)
    return layout(section, context: context)
  }

  @Test(
    "Q-6 pixel rounding follows the release: nearest before iOS 16, floor from iOS 16",
    arguments: [
      (TargetRelease.iOS(14, 5), 183.67), (.iOS15, 183.67), (.iOS16, 183.33), (.iOS17, 183.33), (.current, 183.33),
    ])
  func rounding(release: TargetRelease, width: Double) {
    var context = LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [2])
    context.targetRelease = release
    #expect(context.pixelRounding == (release < .iOS16 ? .nearest : .floor))
    let layout = Self.halfWidth(context)
    // 0.5 × 367 = 183.5 pt = 550.5 px at 3×: nearest 551 px = 183.667, floor 550 px = 183.333. Item 1 starts after
    // item 0: 11.5 + 183.667 = 195.167 or 11.5 + 183.333 = 194.833.
    #expect(cell(layout, 0) == [11.5, 0, width, 50])
    #expect(cell(layout, 1) == [11.5 + width, 0, width, 50])
  }

  @Test("an explicit pixelRounding overrides the release's; the default follows the current release")
  func override() {
    var context = LayoutContext(size: CGSize(width: 390, height: 844), numberOfItemsInSection: [2])
    #expect(context.targetRelease == .current)
    #expect(context.pixelRoundingOverride == nil)
    #expect(context.pixelRounding == .floor)
    context.targetRelease = .iOS15
    context.pixelRounding = .none
    #expect(context.pixelRoundingOverride == PixelRounding.none)
    // Exact: 0.5 × 367 = 183.5.
    #expect(cell(Self.halfWidth(context), 0) == [11.5, 0, 183.5, 50])
    context.pixelRoundingOverride = nil
    #expect(context.pixelRounding == .nearest)
  }

  @Test("releases order by major then minor and print as iOS versions")
  func ordering() {
    #expect(TargetRelease.iOS(14, 5) < .iOS15)
    #expect(TargetRelease.iOS(15, 4) < .iOS16)
    #expect(TargetRelease.current >= .iOS17)
    #expect(TargetRelease.iOS(14, 5).description == "iOS 14.5")
    #expect(TargetRelease.iOS17.description == "iOS 17")
  }
}
