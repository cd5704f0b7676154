import Foundation
import Testing
import TextMeasurement

/// Truncation of the last allowed line. DejaVu Sans at 16 pt: "…" (U+2026) is 2048 units = 16 pt.
@Suite struct TruncationTests {
  let measurer = TextMeasurer()

  @Test func tailKeepsTheLongestPrefix() {
    // Width 60: "Hello" 40.5546875 + 16 = 56.55 fits; "Hello W" (7867 units = 61.46) + 16 does not.
    let layout = measurer.layout(
      of: "Hello World", font: font16, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["Hello\u{2026}"])
    #expect(layout.size == CGSize(width: 56.5546875, height: 18.625))
    #expect(layout.isTruncated)
  }

  @Test func headKeepsTheLongestSuffix() {
    // "World" 45.85 + 16 > 60; "orld" (o 1253 r 842 l 569 d 1300 = 3964 units = 30.96875) + 16 = 46.96875.
    let layout = measurer.layout(
      of: "Hello World", font: font16, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
    #expect(layout.lines.map(\.text) == ["\u{2026}orld"])
    #expect(layout.size.width == 46.96875)
  }

  @Test func middleKeepsBothEnds() {
    // Keeping 5 clusters: "Hel" 3369 + "ld" 1869 = 5238 units = 40.921875, + 16 = 56.921875 ≤ 60;
    // 6 ("Hel" + "rld" 2711 = 6080 units = 47.5, + 16 = 63.5) does not fit.
    let layout = measurer.layout(
      of: "Hello World", font: font16, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
    #expect(layout.lines.map(\.text) == ["Hel\u{2026}ld"])
    #expect(layout.size.width == 56.921875)
  }

  @Test func truncationWrapsTheEarlierLines() {
    // Width 50, two lines: "one", then "two three" truncated: "two" 29.1484375 + 16 = 45.1484375 ≤ 50.
    let layout = measurer.layout(
      of: "one two three", font: font16, width: 50, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["one", "two\u{2026}"])
    #expect(layout.size == CGSize(width: 45.1484375, height: 2 * 18.625))
  }

  @Test func textThatFitsIsNotTruncated() {
    let layout = measurer.layout(
      of: "one two three", font: font16, width: 50, numberOfLines: 3, lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["one", "two", "three"])
    #expect(!layout.isTruncated)
  }

  @Test func hiddenParagraphsTruncateTheLastLineWithoutWidth() {
    // No width: "one" (29.7734375) + "…" (16) = 45.7734375.
    let layout = measurer.layout(of: "one\ntwo", font: font16, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["one\u{2026}"])
    #expect(layout.size.width == 45.7734375)
  }

  @Test func nothingFitsLeavesTheEllipsisAlone() {
    let lines = measurer.lines(
      of: "Hello", font: font16, width: 10, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(lines == ["\u{2026}"])
  }
}
