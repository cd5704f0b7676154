import Foundation
import Testing
import TextMeasurement

/// Greedy wrapping at a width. Inter at 16 pt: one font unit is 1/176 pt, a line is 3408/176 = 19.3636… pt. Word
/// widths in units (no `kern` table, so words are plain sums): one 4968 (o 1680 n 1648 e 1640), two 4992
/// (t 1024 w 2288 o 1680), three 7016 (t 1024 h 1664 r 1048 e 1640 e 1640), space 792, Hello 6740, World 7816.
@Suite struct LineBreakingTests {
  let measurer = TextMeasurer()

  @Test func wrapsIntoTwoLines() {
    // "Hello World" is 15348 units = 87.20 pt > 60; "Hello" (38.30) fits, the space hangs, "World" (44.41) wraps.
    let layout = measurer.layout(of: "Hello World", font: font16, width: 60)
    #expect(layout.lines.map(\.text) == ["Hello", "World"])
    #expect(isClose(layout.lines.map(\.width), [Units.inter(6740), Units.inter(7816)]))
    #expect(isClose(layout.size, CGSize(width: Units.inter(7816), height: 2 * Units.interLine)))
  }

  @Test func wrapsIntoThreeLines() {
    // At 50 pt = 8800 units: "one two" = 10752 units and "two three" = 12800 units do not fit; each word does
    // (three = 7016 units = 39.8636… pt, the widest).
    let size = measurer.size(of: "one two three", font: font16, width: 50)
    #expect(measurer.lines(of: "one two three", font: font16, width: 50) == ["one", "two", "three"])
    #expect(isClose(size, CGSize(width: Units.inter(7016), height: 3 * Units.interLine)))
  }

  @Test func lineLimitKeepsTheFirstLines() {
    // Two of the three lines above: widths one 4968 units, two 4992 units (28.3636… pt, the wider).
    let lines = measurer.lines(of: "one two three", font: font16, width: 50, numberOfLines: 2)
    #expect(lines == ["one", "two"])
    let size = measurer.size(of: "one two three", font: font16, width: 50, numberOfLines: 2)
    #expect(isClose(size, CGSize(width: Units.inter(4992), height: 2 * Units.interLine)))
  }

  @Test func wideEnoughWidthKeepsOneLine() {
    // 15348 units = 87.2045… pt exactly fits a width of the same value.
    #expect(measurer.lines(of: "Hello World", font: font16, width: Units.inter(15348)) == ["Hello World"])
  }

  @Test func longWordBreaksByCharacters() {
    // Width 30 pt = 5280 units. a 1588 b 1748 c 1572 (4908) + d 1748 > 5280 → "abc";
    // d 1748 e 1640 f 1016 (4404) + g 1716 > 5280 → "def"; g 1716 h 1664 i 668 j 668 = 4716 → "ghij".
    let layout = measurer.layout(of: "abcdefghij", font: font16, width: 30)
    #expect(layout.lines.map(\.text) == ["abc", "def", "ghij"])
    #expect(isClose(layout.lines.map(\.width), [Units.inter(4908), Units.inter(4404), Units.inter(4716)]))
    #expect(isClose(layout.size.height, 3 * Units.interLine))
  }

  @Test func longWordAfterAShortOneStartsOnItsOwnLine() {
    #expect(measurer.lines(of: "one abcdefghij", font: font16, width: 30) == ["one", "abc", "def", "ghij"])
  }

  @Test func characterWrappingBreaksInsideWords() {
    // At 40 pt = 7040 units: "one t" = 4968 + 792 + 1024 = 6784 fits, + h 1664 = 8448 does not.
    // Rest: h 1664 r 1048 e 1640 e 1640 = 5992 units.
    let layout = measurer.layout(of: "one three", font: font16, width: 40, lineBreakMode: .byCharWrapping)
    #expect(layout.lines.map(\.text) == ["one t", "hree"])
    #expect(isClose(layout.lines.map(\.width), [Units.inter(6784), Units.inter(5992)]))
    // Word wrapping keeps the word whole (three, 7016 units, fits 7040).
    #expect(measurer.lines(of: "one three", font: font16, width: 40) == ["one", "three"])
  }

  @Test func hanBreaksBetweenAnyTwoCharacters() {
    // 16 pt each in Noto Sans CJK; at 40 pt two fit (32), three (48) do not.
    let layout = measurer.layout(of: "中文中文", font: font16, width: 40)
    #expect(layout.lines.map(\.text) == ["中文", "中文"])
    #expect(isClose(layout.size, CGSize(width: 32, height: 2 * Units.notoLine)))
  }

  @Test func hangulBreaksBetweenSyllablesAndAtSpaces() {
    // 920 × 16 / 1000 = 14.72 pt per syllable; at 40 pt two fit (29.44), three (44.16) do not. The second line
    // holds 어 + space (Inter, 792/176 = 4.5) + 텍 = 33.94 ≤ 40, and + 스 does not fit.
    let lines = measurer.lines(of: "한국어 텍스트", font: font16, width: 40)
    #expect(lines == ["한국", "어 텍", "스트"])
  }

  @Test func latinAfterHanMayBreakBetweenThem() {
    // 中文 = 32 pt; + "Hello" (38.30) exceeds 60, and a break is allowed after a Han character.
    #expect(measurer.lines(of: "中文Hello", font: font16, width: 60) == ["中文", "Hello"])
  }

  @Test func noBreakSpaceDoesNotBreak() {
    // U+00A0 joins "one" and "two" into one 10752-unit word, broken by characters at 50 pt (8800 units):
    // one 4968 + nbsp 792 + t 1024 = 6784 fits, + w 2288 = 9072 > 8800 → "one\u{A0}t".
    #expect(measurer.lines(of: "one\u{A0}two", font: font16, width: 50) == ["one\u{A0}t", "wo"])
  }

  @Test func hardBreaksSplitParagraphs() {
    let layout = measurer.layout(of: "one\n\ntwo", font: font16)
    #expect(layout.lines.map(\.text) == ["one", "", "two"])
    #expect(isClose(layout.size, CGSize(width: Units.inter(4992), height: 3 * Units.interLine)))
    #expect(isClose(layout.lines.map(\.minY), [0, Units.interLine, 2 * Units.interLine]))
    // Baseline = top + ascender 2728 / 176 = 15.5.
    let baselines = [0, Units.interLine, 2 * Units.interLine].map { $0 + Units.interAscender }
    #expect(isClose(layout.lines.map(\.baseline), baselines))
  }

  @Test func finalHardBreakAddsNoLine() {
    #expect(measurer.lines(of: "one\n", font: font16) == ["one"])
    #expect(measurer.lines(of: "one\r\ntwo", font: font16) == ["one", "two"])
  }

  @Test func clippingKeepsParagraphsWhole() {
    let layout = measurer.layout(of: "Hello World", font: font16, width: 60, lineBreakMode: .byClipping)
    #expect(layout.lines.map(\.text) == ["Hello World"])
    #expect(isClose(layout.size, CGSize(width: 60, height: Units.interLine)))
  }

  @Test func singleClusterWiderThanTheLineSitsAlone() {
    // W is 2672 units = 15.1818… pt, wider than 10 pt: each W gets a line of its own.
    let size = measurer.size(of: "WW", font: font16, width: 10)
    #expect(isClose(size, CGSize(width: Units.inter(2672), height: 2 * Units.interLine)))
  }
}
