import Foundation
import Testing
import TextMeasurement

/// Truncation of the last allowed line. Inter at 16 pt (1/176 pt per unit): "…" (U+2026) is 2312 units =
/// 13.1363… pt.
@Suite struct TruncationTests {
  let measurer = TextMeasurer()

  @Test func tailKeepsTheLongestPrefix() {
    // Width 60 = 10560 units: "Hello" 6740 + 2312 = 9052 fits; "Hello W" (10204 units) + 2312 does not.
    let layout = measurer.layout(
      of: "Hello World", font: font16, width: 60, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["Hello\u{2026}"])
    #expect(isClose(layout.size, CGSize(width: Units.inter(9052), height: Units.interLine)))
    #expect(layout.isTruncated)
  }

  @Test func headKeepsTheLongestSuffix() {
    // Width 55 = 9680 units: "World" 7816 + 2312 = 10128 does not fit; "orld" (o 1680 r 1048 l 668 d 1748 =
    // 5144 units) + 2312 = 7456 units = 42.3636… pt does.
    let layout = measurer.layout(
      of: "Hello World", font: font16, width: 55, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
    #expect(layout.lines.map(\.text) == ["\u{2026}orld"])
    #expect(isClose(layout.size.width, Units.inter(7456)))
  }

  @Test func middleKeepsBothEnds() {
    // Width 56 = 9856 units. Keeping 5 clusters: "Hel" 4392 + "ld" 2416 + 2312 = 9120 units = 51.8181… pt fits;
    // 6 ("Hel" + "rld" 3464 + 2312 = 10168 units) does not.
    let layout = measurer.layout(
      of: "Hello World", font: font16, width: 56, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle)
    #expect(layout.lines.map(\.text) == ["Hel\u{2026}ld"])
    #expect(isClose(layout.size.width, Units.inter(9120)))
  }

  @Test func truncationWrapsTheEarlierLines() {
    // Width 50 = 8800 units, two lines: "one", then "two three" truncated: "two" 4992 + 2312 = 7304 units = 41.5 pt
    // fits; "two t" (6808) + 2312 does not.
    let layout = measurer.layout(
      of: "one two three", font: font16, width: 50, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["one", "two\u{2026}"])
    #expect(isClose(layout.size, CGSize(width: 41.5, height: 2 * Units.interLine)))
  }

  @Test func textThatFitsIsNotTruncated() {
    let layout = measurer.layout(
      of: "one two three", font: font16, width: 50, numberOfLines: 3, lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["one", "two", "three"])
    #expect(!layout.isTruncated)
  }

  @Test func hiddenParagraphsTruncateTheLastLineWithoutWidth() {
    // No width: "one" (4968 units) + "…" (2312) = 7280 units = 41.3636… pt.
    let layout = measurer.layout(of: "one\ntwo", font: font16, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["one\u{2026}"])
    #expect(isClose(layout.size.width, Units.inter(7280)))
  }

  @Test func nothingFitsLeavesTheEllipsisAlone() {
    // "…" alone (13.14 pt) is already wider than 10 pt.
    let lines = measurer.lines(
      of: "Hello", font: font16, width: 10, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(lines == ["\u{2026}"])
  }
}
