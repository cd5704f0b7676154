import CompositionalLayout
import Foundation
import Testing

/// Cases from shared/spec/real-world-cases.md, at width 375 unless stated, with the engine's documented choices.
@Suite("Real-world cases (B06, B07, B09, B13, B14)")
struct RealWorldCaseTests {
  @Test("B06 orthogonal row: group 0.8 × full width (D-6 wins), starts at the leading inset, stride 310")
  func orthogonalInsets() {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(0.8), .absolute(100)),
      subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 10
    let layout = layout(section, counts: [4], width: 375, height: 667)
    // D-6: 0.8 × 375 = 300 (not 0.8 × 335); g0 at the leading inset 20; stride 300 + 10 = 310.
    #expect(cell(layout, 0) == [20, 0, 300, 100])
    #expect(cell(layout, 1) == [330, 0, 300, 100])
    #expect(cell(layout, 2) == [640, 0, 300, 100])
    #expect(cell(layout, 3) == [950, 0, 300, 100])
    // The section is 100 tall; orthogonal content does not widen the layout.
    #expect(contentSize(layout) == [375, 100])
    // The last group (950…1250) is vended for a rect far to the right of the viewport: rect queries see the unscrolled
    // orthogonal geometry.
    let far = elements(layout, in: CGRect(x: 1200, y: 0, width: 100, height: 100))
    #expect(far == [.cell(3): [950, 0, 300, 100]])
  }

  static func groupInsetsSection() -> NSCollectionLayoutSection {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item(.fractionalWidth(1), .fractionalHeight(1)),
      count: 2)
    group.interItemSpacing = .fixed(10)
    group.contentInsets = uniform(20)
    return NSCollectionLayoutSection(group: group)
  }

  @Test("B07 group contentInsets shrink the subitems' area (exact arithmetic, pixelRounding .none)")
  func groupInsets() {
    let layout = layout(Self.groupInsetsSection(), counts: [4], width: 375, height: 667, rounding: .none)
    // Width (375 − 40 − 10)/2 = 162.5; height 100 − 40 = 60; second column at 20 + 162.5 + 10 = 192.5.
    #expect(cell(layout, 0) == [20, 20, 162.5, 60])
    #expect(cell(layout, 1) == [192.5, 20, 162.5, 60])
    #expect(cell(layout, 2) == [20, 120, 162.5, 60])
    #expect(cell(layout, 3) == [192.5, 120, 162.5, 60])
    #expect(contentSize(layout) == [375, 200])
  }

  @Test("B07 with default snapping: 162.5 = 487.5 px → 162.333")
  func groupInsetsSnapped() {
    let layout = layout(Self.groupInsetsSection(), counts: [2], width: 375, height: 667)
    // Second column at 20 + 162.333 + 10 = 192.333.
    #expect(cell(layout, 0) == [20, 20, 162.33, 60])
    #expect(cell(layout, 1) == [192.33, 20, 162.33, 60])
  }

  @Test("B09 the background spans the header; decoration insets apply; zIndex below cells and header")
  func backgroundWithHeader() {
    let section = rowSection(height: 50)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 5, trailing: 0)
    section.interGroupSpacing = 5
    section.boundarySupplementaryItems = [
      boundary("header", width: .fractionalWidth(1), height: .absolute(44), alignment: .top)
    ]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 5, bottom: 5, trailing: 10)
    section.decorationItems = [background]
    let layout = layout(section, counts: [3], width: 375, height: 667)
    #expect(supplementary(layout, "header") == [0, 0, 375, 44])
    // Items from 44 + 10 = 54, 55 apart: 54, 109, 164; last ends 214; section bottom 214 + 5 = 219.
    #expect(cell(layout, 0) == [0, 54, 375, 50])
    #expect(cell(layout, 1) == [0, 109, 375, 50])
    #expect(cell(layout, 2) == [0, 164, 375, 50])
    // Base (0, 0, 375, 219) less (10, 5, 5, 10) → (5, 10, 360, 204).
    #expect(decoration(layout, "background") == [5, 10, 360, 204])
    let z = zIndices(layout, in: everywhere)
    #expect(z[.decoration("background")] == 0)
    #expect(z[.cell(0)] == 1)
    #expect(z[.supplementary("header")] == 1)
  }

  static func narrowSection() -> NSCollectionLayoutSection {
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(94)),
      subitem: item(.fractionalWidth(0.25), .fractionalHeight(1)),
      count: 4)
    group.interItemSpacing = .fixed(16)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    return section
  }

  @Test("B13 32-pt container: effective width 0, spacing needs 48 → slots clamp to 0 with a diagnostic")
  func degenerateWidth() {
    let layout = layout(Self.narrowSection(), counts: [4], width: 32, height: 653)
    // Content box 32 − 32 = 0; slot max(0, (0 − 48)/4) = 0; slots at 16 + k × (0 + 16); height = estimate 94.
    #expect(cell(layout, 0) == [16, 0, 0, 94])
    #expect(cell(layout, 3) == [64, 0, 0, 94])
    // One row of 94.
    #expect(contentSize(layout) == [32, 94])
    #expect(codes(layout).contains(.negativeEffectiveContentSize))
  }

  @Test("B13 20-pt container: the section's content box itself is negative and clamps to 0")
  func negativeContentBox() {
    let layout = layout(Self.narrowSection(), counts: [4], width: 20, height: 653)
    // 20 − 32 = −12 → 0; items are still laid out (width 0) and the layout keeps its height.
    #expect(cell(layout, 0) == [16, 0, 0, 94])
    #expect(contentSize(layout) == [20, 94])
    let sectionDiagnostics = layout.diagnostics.filter { $0.code == .negativeEffectiveContentSize && $0.section == 0 }
    #expect(!sectionDiagnostics.isEmpty)
  }

  @Test("B14 a nil section lays out empty with zero extent and a diagnostic naming it")
  func nilSection() {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      index == 0 ? rowSection(height: 50) : nil
    }
    layout.prepare(context: context(width: 375, height: 667, counts: [3, 2]))
    // A: 3 × 50 = 0…150; B contributes 0.
    #expect(cell(layout, 2) == [0, 100, 375, 50])
    #expect(cell(layout, 0, section: 1) == nil)
    #expect(layout.numberOfSections == 2)
    #expect(contentSize(layout) == [375, 150])
    let nils = layout.diagnostics.filter { $0.code == .sectionProviderReturnedNil }
    #expect(nils.map(\.section) == [1])
    #expect(elements(layout, in: everywhere).keys.allSatisfy { $0.indexPath.section == 0 })
  }
}
