import Foundation
import Testing

@testable import TextMeasurement

@Suite("Positioned glyphs for renderers")
struct PositionedGlyphsTests {
  let measurer = TextMeasurer(emptyTextSize: .zero)

  @Test func glyphsFollowTheMeasuredAdvances() throws {
    let font = UIFont.systemFont(ofSize: 17)
    let text = "Hello, world"
    let glyphs = measurer.positionedGlyphs(of: text, font: font)
    // One glyph per non-space character, in order, each from the system face's file.
    #expect(glyphs.count == text.filter { $0 != " " }.count)
    #expect(glyphs.allSatisfy { $0.fontPath.hasSuffix("Inter-Regular.otf") && $0.glyphIndex != 0 })
    #expect(zip(glyphs, glyphs.dropFirst()).allSatisfy { $0.x < $1.x })
    #expect(glyphs.first?.x == 0)
    // The last glyph starts before the measured width ends, within one em.
    let width = measurer.size(of: text, font: font, numberOfLines: 1).width
    let last = try #require(glyphs.last).x
    #expect(last < Double(width) && Double(width) - last < 17)
  }

  @Test func charactersTheFaceLacksComeFromTheFallback() throws {
    let glyphs = measurer.positionedGlyphs(of: "A한", font: UIFont.systemFont(ofSize: 15))
    #expect(glyphs.count == 2)
    #expect(glyphs[0].fontPath != glyphs[1].fontPath)
    #expect(glyphs[1].fontPath.contains("CJK"))
  }
}
