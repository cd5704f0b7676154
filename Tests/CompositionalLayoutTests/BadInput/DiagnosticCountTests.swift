import CompositionalLayout
import Foundation
import Testing

/// Diagnostics people read: one per cause per section with a count, none where UIKit's documented behaviour is the
/// outcome (issue 13 item 9).
@Suite("Diagnostics: one per cause, none for documented behaviour")
struct DiagnosticCountTests {
  @Test("a custom group with an estimated height grows to its frames without customItemOutsideGroup (E-4)")
  func estimatedCustomGroup() {
    let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .estimated(100))) { _ in
      (0..<3).map {
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: CGFloat($0) * 60, width: 390, height: 60))
      }
    }
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [6])
    // Frames at y 0, 60, 120 (60 tall) reach 180 > the 100-pt estimate: the group takes 180 (E-4), so the second
    // instance starts at 180 and item 3 sits at y 180, item 5 at 180 + 120 = 300.
    #expect(cell(layout, 2) == [0, 120, 390, 60])
    #expect(cell(layout, 3) == [0, 180, 390, 60])
    #expect(cell(layout, 5) == [0, 300, 390, 60])
    #expect(contentSize(layout) == [390, 360])
    #expect(!layout.diagnostics.contains { $0.code == .customItemOutsideGroup })
  }

  @Test("frames outside a fixed custom group give one customItemOutsideGroup per section, with the count")
  func oneEntryWithCount() throws {
    let group = NSCollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { _ in
      // Three frames 100 wide from x 300: each ends at 400 > 390.
      (0..<3).map {
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 300, y: CGFloat($0) * 30, width: 100, height: 30))
      }
    }
    let layout = layout(NSCollectionLayoutSection(group: group), counts: [9, 9])
    let entries = layout.diagnostics.filter { $0.code == .customItemOutsideGroup }
    // One entry per section (the group is solved once per section and tiled), each counting its three frames.
    #expect(entries.map(\.section) == [0, 1])
    #expect(entries.map(\.count) == [3, 3])
  }
}
