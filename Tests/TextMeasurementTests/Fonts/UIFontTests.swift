import Foundation
import Testing
import TextMeasurement

/// Font metrics from the faces' `hhea` tables and the library's error handling.
@Suite struct UIFontTests {
  @Test func systemFontMetrics() {
    // Inter: ascender 2728, descender −680, line gap 0, 2816 units per em; at 16 pt one unit is 1/176 pt.
    let font = UIFont.systemFont(ofSize: 16)
    #expect(font.fontName == "Inter-Regular")
    #expect(font.familyName == "Inter")
    #expect(font.pointSize == 16)
    #expect(font.ascender == 15.5)
    #expect(isClose(font.descender, -Units.inter(680)))
    #expect(font.leading == 0)
    #expect(isClose(font.lineHeight, Units.interLine))
    #expect(FontLibrary.shared.problems(withFontNamed: font.fontName).isEmpty)
  }

  @Test func boldAndWeights() {
    #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
    #expect(UIFont.boldSystemFont(ofSize: 12).familyName == "Inter")
    #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "Inter-Bold")
    #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == "Inter-Regular")
  }

  @Test func namedFonts() throws {
    let dejaVu = try #require(UIFont(name: "DejaVuSans-Bold", size: 16))
    #expect(dejaVu.familyName == "DejaVu Sans")
    let serif = try #require(UIFont(name: "DejaVuSerif", size: 20))
    #expect(serif.familyName == "DejaVu Serif")
    let korean = try #require(UIFont(name: "NotoSansCJKkr-Regular", size: 10))
    #expect(korean.familyName == "Noto Sans CJK KR")
    // Noto Sans CJK: (1160 + 288 + 0) × 10 / 1000 = 14.48.
    #expect(isClose(korean.lineHeight, 14.48))
    #expect(UIFont(name: "Helvetica-Nonexistent", size: 12) == nil)
  }

  @Test func withSizeKeepsTheFace() {
    let font = UIFont.boldSystemFont(ofSize: 10).withSize(16)
    #expect(font == UIFont.boldSystemFont(ofSize: 16))
    #expect(UIFont.systemFont(ofSize: -3).pointSize == 0)
  }

  @Test func collectionFaceIsFoundByNameWhateverTheHint() throws {
    let catalog = FontCatalog(
      entries: [
        .init(
          path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", postScriptName: "NotoSansCJKsc-Regular",
          faceIndexHint: 0),
        .init(
          path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", postScriptName: "NotoSansCJKxx-Regular"),
      ],
      systemFontName: "NotoSansCJKsc-Regular", boldSystemFontName: "NotoSansCJKsc-Regular")
    let library = FontLibrary(catalog: catalog)
    #expect(UIFont.systemFont(ofSize: 10, library: library).familyName == "Noto Sans CJK SC")
    #expect(
      throws: FontError.faceNotInCollection(
        path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", postScriptName: "NotoSansCJKxx-Regular")
    ) {
      try library.loadFace(named: "NotoSansCJKxx-Regular")
    }
  }

  @Test func missingFontsAreReportedAndApproximated() {
    let catalog = FontCatalog(
      entries: [.init(path: "/nonexistent/Missing.ttf", postScriptName: "Missing", fallbacks: ["AlsoMissing"])],
      systemFontName: "Missing", boldSystemFontName: "Missing")
    let library = FontLibrary(catalog: catalog)
    #expect(
      library.problems(withFontNamed: "Missing") == [
        .fileNotFound(path: "/nonexistent/Missing.ttf"), .unknownFontName("AlsoMissing"),
      ])
    #expect(throws: FontError.fileNotFound(path: "/nonexistent/Missing.ttf")) {
      try library.loadFace(named: "Missing")
    }
    #expect(UIFont(name: "Missing", size: 16, library: library) == nil)
    // The system font still measures: every character is the approximate .notdef box, 1229/2048 em = 9.6015625 pt
    // at 16 pt, wide ones 1 em; lines are DejaVu Sans Book's 2384/2048 em = 18.625 pt.
    let font = UIFont.systemFont(ofSize: 16, library: library)
    #expect(font.lineHeight == 18.625)
    #expect(TextMeasurer().size(of: "Hello中", font: font) == CGSize(width: 5 * 9.6015625 + 16, height: 18.625))
  }
}
