import Foundation
import Testing
import TextMeasurement

/// Greedy wrapping at a width. DejaVu Sans at 16 pt: one font unit is 1/128 pt, a line is 18.625 pt. Word widths
/// in units: one 3811, two 3731, three 5418 (t 803 h 1298 r 842 e 1260 − kern(r,e) 45 e 1260), space 651,
/// Hello 5191, World 5869.
@Suite struct LineBreakingTests {
  let measurer = TextMeasurer()

  @Test func wrapsIntoTwoLines() {
    // "Hello World" is 11711 units = 91.49 pt > 60; "Hello" (40.55) fits, the space hangs, "World" (45.85) wraps.
    let layout = measurer.layout(of: "Hello World", font: font16, width: 60)
    #expect(layout.lines.map(\.text) == ["Hello", "World"])
    #expect(layout.lines.map(\.width) == [40.5546875, 45.8515625])
    #expect(layout.size == CGSize(width: 45.8515625, height: 2 * 18.625))
  }

  @Test func wrapsIntoThreeLines() {
    // At 50 pt: "one two" = 8193 units = 64.0 pt and "two three" = 9800 units = 76.6 pt do not fit; each word
    // does (three = 5418 units = 42.328125 pt, the widest).
    let size = measurer.size(of: "one two three", font: font16, width: 50)
    #expect(measurer.lines(of: "one two three", font: font16, width: 50) == ["one", "two", "three"])
    #expect(size == CGSize(width: 42.328125, height: 3 * 18.625))
  }

  @Test func lineLimitKeepsTheFirstLines() {
    // Two of the three lines above: widths one 29.7734375, two 29.1484375.
    let lines = measurer.lines(of: "one two three", font: font16, width: 50, numberOfLines: 2)
    #expect(lines == ["one", "two"])
    let size = measurer.size(of: "one two three", font: font16, width: 50, numberOfLines: 2)
    #expect(size == CGSize(width: 29.7734375, height: 2 * 18.625))
  }

  @Test func wideEnoughWidthKeepsOneLine() {
    // 11711 units = 91.4921875 pt exactly fits a 91.4921875 pt width.
    #expect(measurer.lines(of: "Hello World", font: font16, width: 91.4921875) == ["Hello World"])
  }

  @Test func longWordBreaksByCharacters() {
    // Width 30 pt = 3840 units. a 1255 b 1300 c 1126 (3681) + d 1300 > 3840 → "abc";
    // d 1300 e 1260 f 721 (3281) + g 1300 > 3840 → "def"; g 1300 h 1298 i 569 j 569 = 3736 → "ghij".
    let layout = measurer.layout(of: "abcdefghij", font: font16, width: 30)
    #expect(layout.lines.map(\.text) == ["abc", "def", "ghij"])
    #expect(layout.lines.map(\.width) == [Units.dejaVu(3681), Units.dejaVu(3281), Units.dejaVu(3736)])
    #expect(layout.size.height == 3 * 18.625)
  }

  @Test func longWordAfterAShortOneStartsOnItsOwnLine() {
    #expect(measurer.lines(of: "one abcdefghij", font: font16, width: 30) == ["one", "abc", "def", "ghij"])
  }

  @Test func characterWrappingBreaksInsideWords() {
    // At 50 pt = 6400 units: "one t" = 3811 + 651 + 803 = 5265 fits, + h 1298 = 6563 does not.
    // Rest: h 1298 r 842 e 1260 − 45 e 1260 = 4615 units.
    let layout = measurer.layout(of: "one three", font: font16, width: 50, lineBreakMode: .byCharWrapping)
    #expect(layout.lines.map(\.text) == ["one t", "hree"])
    #expect(layout.lines.map(\.width) == [Units.dejaVu(5265), Units.dejaVu(4615)])
    // Word wrapping keeps the word whole.
    #expect(measurer.lines(of: "one three", font: font16, width: 50) == ["one", "three"])
  }

  @Test func hanBreaksBetweenAnyTwoCharacters() {
    // 16 pt each in Noto Sans CJK; at 40 pt two fit (32), three (48) do not.
    let layout = measurer.layout(of: "中文中文", font: font16, width: 40)
    #expect(layout.lines.map(\.text) == ["中文", "中文"])
    #expect(isClose(layout.size, CGSize(width: 32, height: 2 * Units.notoLine)))
  }

  @Test func hangulBreaksBetweenSyllablesAndAtSpaces() {
    // 920 × 16 / 1000 = 14.72 pt per syllable; at 40 pt two fit (29.44), three (44.16) do not. The second line
    // holds 어 + space (651/128 = 5.0859375) + 텍 = 34.5259375 ≤ 40, and + 스 does not fit.
    let lines = measurer.lines(of: "한국어 텍스트", font: font16, width: 40)
    #expect(lines == ["한국", "어 텍", "스트"])
  }

  @Test func latinAfterHanMayBreakBetweenThem() {
    // 中文 = 32 pt; + "Hello" (40.55) exceeds 60, and a break is allowed after a Han character.
    #expect(measurer.lines(of: "中文Hello", font: font16, width: 60) == ["中文", "Hello"])
  }

  @Test func noBreakSpaceDoesNotBreak() {
    // U+00A0 joins "one" and "two" into one 8193-unit word, broken by characters at 50 pt (6400 units):
    // one 3811 + nbsp 651 + t 803 + w 1675 = 6940 > 6400 → "one\u{A0}t".
    #expect(measurer.lines(of: "one\u{A0}two", font: font16, width: 50) == ["one\u{A0}t", "wo"])
  }

  @Test func hardBreaksSplitParagraphs() {
    let layout = measurer.layout(of: "one\n\ntwo", font: font16)
    #expect(layout.lines.map(\.text) == ["one", "", "two"])
    #expect(layout.size == CGSize(width: Units.dejaVu(3811), height: 3 * 18.625))
    #expect(layout.lines.map(\.minY) == [0, 18.625, 37.25])
    // Baseline = top + ascender 1901 / 128 = 14.8515625.
    #expect(layout.lines.map(\.baseline) == [14.8515625, 33.4765625, 52.1015625])
  }

  @Test func finalHardBreakAddsNoLine() {
    #expect(measurer.lines(of: "one\n", font: font16) == ["one"])
    #expect(measurer.lines(of: "one\r\ntwo", font: font16) == ["one", "two"])
  }

  @Test func clippingKeepsParagraphsWhole() {
    let layout = measurer.layout(of: "Hello World", font: font16, width: 60, lineBreakMode: .byClipping)
    #expect(layout.lines.map(\.text) == ["Hello World"])
    #expect(layout.size == CGSize(width: 60, height: 18.625))
  }

  @Test func singleClusterWiderThanTheLineSitsAlone() {
    // W is 2025 units = 15.8203125 pt, wider than 10 pt: each W gets a line of its own.
    let size = measurer.size(of: "WW", font: font16, width: 10)
    #expect(size == CGSize(width: 15.8203125, height: 2 * 18.625))
  }
}
