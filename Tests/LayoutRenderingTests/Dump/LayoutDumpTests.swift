import CompositionalLayout
import Foundation
import Testing

@testable import LayoutRendering

@Suite("Layout dump")
struct LayoutDumpTests {
  /// SampleLayouts.tiny(), by hand (container 200 × 300, section insets top 5, leading 10, bottom 5, trailing 10):
  /// - header: top boundary item, fractionalWidth 1 of the inset width 200 − 10 − 10 = 180 (supplementaries follow
  ///   the insets), so (10, 0, 180, 20).
  /// - content starts at 20 (header) + 5 (inset) = 25. Group: 180 wide, items 0.5 × 180 = 90 wide, 40 high.
  ///   Row 0 at y 25: items (10, 25, 90, 40) and (100, 25, 90, 40). Row 1 at 25 + 40 + 10 = 75: (10, 75, 90, 40).
  /// - content ends at 75 + 40 + 5 = 120, so the section and the content are 200 × 120.
  /// - badges: 10 × 10 flush with the item's top-trailing corner (x = maxX − 10, y = minY), moved by (5, −5):
  ///   x = maxX − 5, y = minY − 5 → (95, 20), (185, 20), (95, 70).
  /// - background: the whole section including the header, (0, 0, 200, 120), zIndex 0; everything else in the
  ///   section is promoted to zIndex ≥ 1 (spec DEC-2, DEC-4, DEC-6).
  @Test("Dump of a tiny layout matches the hand-computed frames exactly")
  func tinyLayoutDump() {
    let expected = """
      cell - [0, 0] (10.00, 25.00, 90.00, 40.00) z 1
      cell - [0, 1] (100.00, 25.00, 90.00, 40.00) z 1
      cell - [0, 2] (10.00, 75.00, 90.00, 40.00) z 1
      supplementary "UICollectionElementKindSectionHeader" [0, 0] (10.00, 0.00, 180.00, 20.00) z 1
      supplementary "badge" [0, 0] (95.00, 20.00, 10.00, 10.00) z 1
      supplementary "badge" [0, 1] (185.00, 20.00, 10.00, 10.00) z 1
      supplementary "badge" [0, 2] (95.00, 70.00, 10.00, 10.00) z 1
      decoration "background" [0, 0] (0.00, 0.00, 200.00, 120.00) z 0

      """
    #expect(layoutDump(SampleLayouts.tiny()) == expected)
  }

  @Test("Dump is stable across runs and independent of query order")
  func stable() {
    let first = layoutDump(SampleLayouts.tiny())
    let second = layoutDump(SampleLayouts.tiny())
    #expect(first == second)
    let lines = first.split(separator: "\n")
    #expect(lines.count == 8)
  }

  @Test("Lengths print at 1/100 pt, halves away from zero, never as -0.00")
  func pointFormatting() {
    #expect(PointFormatter.fixed(123.333_333) == "123.33")
    #expect(PointFormatter.fixed(0.005) == "0.01")
    #expect(PointFormatter.fixed(-0.004) == "0.00")
    #expect(PointFormatter.fixed(-7.666_666) == "-7.67")
    #expect(PointFormatter.fixed(.nan) == "nan")
    #expect(PointFormatter.fixed(-.infinity) == "-inf")
    #expect(PointFormatter.compact(12.5) == "12.5")
    #expect(PointFormatter.compact(3) == "3")
    #expect(PointFormatter.compact(-0.333) == "-0.33")
    #expect(PointFormatter.compact(0.05) == "0.05")
  }

  @Test("Kinds are quoted with quotes, backslashes and control characters escaped")
  func kindQuoting() {
    #expect(DumpOrder.quoted("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u{1}\"")
  }
}
