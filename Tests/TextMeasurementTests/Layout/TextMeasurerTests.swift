import Foundation
import Testing
import TextMeasurement

/// Single-line widths from real advances. Advances in font units were read once from the font files (Inter 2816
/// units per em, `fonts-inter` 4.0~beta7; DejaVu Sans 2048) and kerning with `FT_Get_Kerning(FT_KERNING_UNSCALED)`.
@Suite struct TextMeasurerTests {
  let measurer = TextMeasurer()

  @Test func singleLineWidthIsTheSumOfAdvances() {
    // Inter: H 2084 + e 1640 + l 668 + l 668 + o 1680 = 6740 units; 6740 / 176 = 38.2954… pt. One Inter line,
    // (2728 + 680) / 176 = 19.3636… pt.
    let size = measurer.size(of: "Hello", font: font16)
    #expect(isClose(size, CGSize(width: Units.inter(6740), height: Units.interLine)))
  }

  @Test func sizeScalesLinearlyWithPointSize() {
    // 6740 × 17 / 2816 = 40.6889… pt; line 3408 × 17 / 2816 = 20.5738… pt.
    let size = measurer.size(of: "Hello", font: .systemFont(ofSize: 17))
    #expect(isClose(size, CGSize(width: 6740.0 * 17 / 2816, height: 3408.0 * 17 / 2816)))
  }

  @Test func boldUsesTheBoldFace() {
    // Inter Bold: H 2101 + e 1683 + l 766 + l 766 + o 1728 = 7044 units → 40.0227… pt.
    #expect(isClose(measurer.size(of: "Hello", font: .boldSystemFont(ofSize: 16)).width, Units.inter(7044)))
  }

  @Test func kerningPairsTighten() {
    // DejaVu Sans (it has a `kern` table): A 1401 + V 1401 − kern(A,V) 131 = 2671 → 20.8671875; AVA adds
    // A 1401 − kern(V,A) 131: 3941 → 30.7890625.
    #expect(measurer.size(of: "AV", font: dejaVu16).width == 20.8671875)
    #expect(measurer.size(of: "AVA", font: dejaVu16).width == 30.7890625)
    // T 1251 + o 1253 − 348 + m 1995 = 4151 → 32.4296875.
    #expect(measurer.size(of: "Tom", font: dejaVu16).width == 32.4296875)
  }

  @Test func nonASCIITextKernsToo() {
    // Non-ASCII text takes the general (Character) path: "AV" still kerns, then U+E000 (in neither DejaVu nor
    // Noto CJK) adds DejaVu's .notdef, 1229 units: 2671 + 1229 = 3900 units.
    #expect(measurer.size(of: "AV\u{E000}", font: dejaVu16).width == Units.dejaVu(3900))
  }

  @Test func systemFaceHasNoKernTable() {
    // Inter kerns only in GPOS, which is not modelled: A 1904 + V 1904 = 3808 units, no pair adjustment.
    #expect(isClose(measurer.size(of: "AV", font: font16).width, Units.inter(3808)))
  }

  @Test(arguments: ["a\tb", "a\tb\u{E9}"])
  func tabMeasuresAsASpace(text: String) {
    // a 1588 + space 792 + b 1748 = 4128 units (+ é 1640 = 5768 on the general path).
    let expected = text.count == 3 ? Units.inter(4128) : Units.inter(5768)
    #expect(isClose(measurer.size(of: text, font: font16).width, expected))
  }

  @Test func spacesCountInsideALine() {
    // Hello 6740 + space 792 + World (W 2672 + o 1680 + r 1048 + l 668 + d 1748 = 7816) = 15348 units.
    #expect(isClose(measurer.size(of: "Hello World", font: font16).width, Units.inter(15348)))
  }

  @Test func trailingWhiteSpaceHangs() {
    #expect(isClose(measurer.size(of: "Hello   ", font: font16).width, Units.inter(6740)))
  }

  @Test func combiningMarksAddTheirOwnAdvance() {
    // "e" + U+0301 (advance 0 in Inter) is one cluster as wide as "e" (1640 units); precomposed é is also 1640.
    #expect(isClose(measurer.size(of: "e\u{301}", font: font16).width, Units.inter(1640)))
    #expect(isClose(measurer.size(of: "\u{E9}", font: font16).width, Units.inter(1640)))
  }

  @Test func hangulUsesTheCJKFallbackFace() {
    // 한 국 어 are missing from Inter and DejaVu; Noto Sans CJK KR gives each 920 of 1000 units:
    // 3 × 920 × 16 / 1000 = 44.16.
    // The line is as tall as Noto's: (1160 + 288) × 16 / 1000 = 23.168.
    let size = measurer.size(of: "한국어", font: font16)
    #expect(isClose(size, CGSize(width: Units.noto(3 * 920), height: Units.notoLine)))
  }

  @Test func hanUsesTheCJKFallbackFace() {
    // 中 文: 1000 units each in Noto Sans CJK → 2 × 16 = 32 pt.
    let size = measurer.size(of: "中文", font: font16)
    #expect(isClose(size, CGSize(width: 32, height: Units.notoLine)))
  }

  @Test func mixedLineTakesTheTallestFace() {
    // A (Inter, 1904/176 = 10.8181…) + 中 (Noto, 16): ascent max(15.5, 18.56) + descent max(3.86, 4.608).
    let size = measurer.size(of: "A中", font: font16)
    #expect(isClose(size, CGSize(width: Units.inter(1904) + 16, height: Units.notoLine)))
  }

  @Test func uncoveredCharacterUsesTheNotdefAdvance() {
    // U+F8FF (private use) is in no face of the chain (Inter, DejaVu, Noto CJK): Inter's .notdef advance,
    // 2800 units → 15.9090… pt.
    let size = measurer.size(of: "\u{F8FF}", font: font16)
    #expect(isClose(size, CGSize(width: Units.inter(2800), height: Units.interLine)))
    #expect(isClose(measurer.size(of: "\u{F8FF}\u{F8FF}", font: font16).width, Units.inter(2 * 2800)))
  }

  @Test(arguments: ["\u{20000}", "\u{1F9E0}"])
  func uncoveredWideCharacterIsOneEm(text: String) {
    // U+20000 (CJK Extension B) and U+1F9E0 (emoji) are in no face of the chain; wide characters are 1 em = 16 pt.
    #expect(measurer.size(of: text, font: font16).width == 16)
  }

  @Test func uncoveredControlCharacterIsZeroWidth() {
    // U+0007 BELL: a control, no glyph anywhere → 0; "H" alone is 2084 units.
    #expect(isClose(measurer.size(of: "H\u{7}", font: font16).width, Units.inter(2084)))
  }

  @Test func emptyTextIsOneEmptyLineByDefault() {
    #expect(isClose(measurer.size(of: "", font: font16), CGSize(width: 0, height: Units.interLine)))
    #expect(measurer.lines(of: "", font: font16) == [""])
  }

  @Test func emptyTextCanBeZeroLikeUILabel() {
    let labelLike = TextMeasurer(emptyTextSize: .zero)
    #expect(labelLike.size(of: "", font: font16) == .zero)
    #expect(labelLike.lines(of: "", font: font16).isEmpty)
  }

  @Test func nonPositiveOrInfiniteWidthMeansNoWrapping() {
    for width in [0, -5, CGFloat.infinity, CGFloat.nan] {
      #expect(measurer.lines(of: "Hello World", font: font16, width: width) == ["Hello World"])
    }
  }

  @Test func concurrentMeasurementsAgree() async {
    let texts = ["Hello", "한국어 텍스트", "AV", "中文 mixed", "one two three"]
    let expected = texts.map { measurer.size(of: $0, font: font16, width: 50) }
    await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 {
        group.addTask {
          (0..<200).allSatisfy { round in
            let index = round % texts.count
            return TextMeasurer().size(of: texts[index], font: font16, width: 50) == expected[index]
          }
        }
      }
      for await agreed in group { #expect(agreed) }
    }
  }
}
