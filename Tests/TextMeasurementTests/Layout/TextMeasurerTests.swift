import Foundation
import Testing
import TextMeasurement

/// Single-line widths from real advances. Advances in font units were read once with FreeType
/// (`FT_Get_Advance`, `FT_LOAD_NO_SCALE`) and kerning with `FT_Get_Kerning(FT_KERNING_UNSCALED)`.
@Suite struct TextMeasurerTests {
  let measurer = TextMeasurer()

  @Test func singleLineWidthIsTheSumOfAdvances() {
    // H 1540 + e 1260 + l 569 + l 569 + o 1253 = 5191 units; 5191 / 128 = 40.5546875 pt. One DejaVu line.
    let size = measurer.size(of: "Hello", font: font16)
    #expect(size == CGSize(width: 40.5546875, height: 18.625))
  }

  @Test func sizeScalesLinearlyWithPointSize() {
    // 5191 × 17 / 2048 = 88247 / 2048 = 43.08935546875; line 2384 × 17 / 2048 = 19.7890625.
    let size = measurer.size(of: "Hello", font: .systemFont(ofSize: 17))
    #expect(size == CGSize(width: 43.08935546875, height: 19.7890625))
  }

  @Test func boldUsesTheBoldFace() {
    // DejaVu Sans Bold: H 1714 + e 1389 + l 702 + l 702 + o 1407 = 5914 units → 46.203125 pt.
    #expect(measurer.size(of: "Hello", font: .boldSystemFont(ofSize: 16)).width == 46.203125)
  }

  @Test func kerningPairsTighten() {
    // A 1401 + V 1401 − kern(A,V) 131 = 2671 → 20.8671875; AVA adds A 1401 − kern(V,A) 131: 3941 → 30.7890625.
    #expect(measurer.size(of: "AV", font: font16).width == 20.8671875)
    #expect(measurer.size(of: "AVA", font: font16).width == 30.7890625)
    // T 1251 + o 1253 − 348 + m 1995 = 4151 → 32.4296875.
    #expect(measurer.size(of: "Tom", font: font16).width == 32.4296875)
  }

  @Test func nonASCIITextKernsToo() {
    // Non-ASCII text takes the general (Character) path: "AV" still kerns, then U+E000 adds 1229 units:
    // 2671 + 1229 = 3900 units.
    #expect(measurer.size(of: "AV\u{E000}", font: font16).width == Units.dejaVu(3900))
  }

  @Test(arguments: ["a\tb", "a\tb\u{E9}"])
  func tabMeasuresAsASpace(text: String) {
    // a 1255 + space 651 + b 1300 = 3206 units (+ é 1260 = 4466 on the general path).
    let expected = text.count == 3 ? Units.dejaVu(3206) : Units.dejaVu(4466)
    #expect(measurer.size(of: text, font: font16).width == expected)
  }

  @Test func spacesCountInsideALine() {
    // Hello 5191 + space 651 + World (W 2025 + o 1253 − kern 120 + r 842 + l 569 + d 1300 = 5869) = 11711 units.
    #expect(measurer.size(of: "Hello World", font: font16).width == Units.dejaVu(11711))
  }

  @Test func trailingWhiteSpaceHangs() {
    #expect(measurer.size(of: "Hello   ", font: font16).width == 40.5546875)
  }

  @Test func combiningMarksAddTheirOwnAdvance() {
    // "e" + U+0301 (advance 0 in DejaVu) is one cluster as wide as "e" (1260 units); precomposed é is also 1260.
    #expect(measurer.size(of: "e\u{301}", font: font16).width == Units.dejaVu(1260))
    #expect(measurer.size(of: "\u{E9}", font: font16).width == Units.dejaVu(1260))
  }

  @Test func hangulUsesTheCJKFallbackFace() {
    // 한 국 어 are missing from DejaVu; Noto Sans CJK KR gives each 920 of 1000 units: 3 × 920 × 16 / 1000 = 44.16.
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
    // A (DejaVu, 1401/128 = 10.9453125) + 中 (Noto, 16): ascent max(14.85, 18.56) + descent max(3.77, 4.608).
    let size = measurer.size(of: "A中", font: font16)
    #expect(isClose(size, CGSize(width: 26.9453125, height: Units.notoLine)))
  }

  @Test func uncoveredCharacterUsesTheNotdefAdvance() {
    // U+E000 (private use) is in neither face: DejaVu's .notdef advance, 1229 units → 9.6015625 pt.
    let size = measurer.size(of: "\u{E000}", font: font16)
    #expect(size == CGSize(width: 9.6015625, height: 18.625))
    #expect(measurer.size(of: "\u{E000}\u{E000}", font: font16).width == 2 * 9.6015625)
  }

  @Test(arguments: ["\u{20000}", "\u{1F9E0}"])
  func uncoveredWideCharacterIsOneEm(text: String) {
    // U+20000 (CJK Extension B) and U+1F9E0 (emoji) are in neither face; wide characters are 1 em = 16 pt.
    #expect(measurer.size(of: text, font: font16).width == 16)
  }

  @Test func uncoveredControlCharacterIsZeroWidth() {
    // U+0007 BELL: a control, no glyph anywhere → 0; "H" alone is 1540 units.
    #expect(measurer.size(of: "H\u{7}", font: font16).width == Units.dejaVu(1540))
  }

  @Test func emptyTextIsOneEmptyLineByDefault() {
    #expect(measurer.size(of: "", font: font16) == CGSize(width: 0, height: 18.625))
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
