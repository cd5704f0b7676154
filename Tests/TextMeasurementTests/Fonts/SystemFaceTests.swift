import Foundation
import Testing
import TextMeasurement

/// The free face standing in for SF Pro (``FontCatalog/SystemFace``): which one it is, how far its widths are from
/// SF Pro's published iOS advances, and the DejaVu fallback when its files are missing.
@Suite struct SystemFaceTests {
  let measurer = TextMeasurer()

  @Test func theSystemFaceIsInter() {
    #expect(FontCatalog.SystemFace.regular == "Inter-Regular")
    #expect(FontCatalog.SystemFace.bold == "Inter-Bold")
    #expect(FontCatalog.standard.systemFontName == "Inter-Regular")
    #expect(FontCatalog.standard.boldSystemFontName == "Inter-Bold")
    #expect(FontCatalog.standard.entries["Inter-Regular"]?.path == "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
    #expect(FontCatalog.standard.entries["Inter-Regular"]?.fallbacks == ["DejaVuSans", "NotoSansCJKkr-Regular"])
    #expect(
      FontCatalog.standard.entries["Inter-Bold"]?.fallbacks == [
        "DejaVuSans-Bold", "NotoSansCJKkr-Bold", "NotoSansCJKkr-Regular",
      ])
  }

  @Test func widthsAtSeventeenPoints() {
    // "Hello": 6740 units × 17 / 2816 = 40.6889… pt (SF Pro on iOS 26.1: 38.814453125, so +4.8 %: SF Pro tracks
    // −26/1000 em at 17 pt, Inter has no tracking). Bold: 7044 × 17 / 2816 = 42.5241… pt.
    #expect(isClose(measurer.size(of: "Hello", font: .systemFont(ofSize: 17)).width, 6740.0 * 17 / 2816))
    #expect(isClose(measurer.size(of: "Hello", font: .boldSystemFont(ofSize: 17)).width, 7044.0 * 17 / 2816))
    // A one-line 17-pt label: (2728 + 680) × 17 / 2816 = 20.5738… pt tall (SF Pro: 20.287109375, +1.4 %).
    #expect(isClose(UIFont.systemFont(ofSize: 17).lineHeight, 3408.0 * 17 / 2816))
  }

  @Test func widthsAtTwelvePointsAreWithinOnePercentOfSFPro() {
    // At 12 pt SF Pro has no tracking, so its advances are the design's. SF Pro (iOS 26.1, published by
    // Vercantez/openuikit's font probe) sets "Hello" in H 8.90625 + e 6.85546875 + l 3.03515625 × 2 + o 7.08984375
    // = 28.921875 pt; Inter in 6740 × 12 / 2816 = 28.7215… pt (−0.69 %).
    let hello = measurer.size(of: "Hello", font: .systemFont(ofSize: 12)).width
    #expect(isClose(hello, 6740.0 * 12 / 2816))
    #expect(abs(hello / 28.921875 - 1) < 0.01)
    // The pangram: SF Pro 253.798828125 pt (sum of the same published advances); Inter 59896 × 12 / 2816 =
    // 255.2386… pt (+0.57 %).
    let pangram = measurer.size(of: "The quick brown fox jumps over the lazy dog", font: .systemFont(ofSize: 12))
    #expect(isClose(pangram.width, 59896.0 * 12 / 2816))
    #expect(abs(pangram.width / 253.798828125 - 1) < 0.01)
  }

  @Test func missingInterFallsBackToDejaVu() {
    var catalog = FontCatalog.standard
    catalog.entries["Inter-Regular"]?.path = "/nonexistent/Inter-Regular.otf"
    let library = FontLibrary(catalog: catalog)
    #expect(library.problems(withFontNamed: "Inter-Regular") == [.fileNotFound(path: "/nonexistent/Inter-Regular.otf")])
    let font = UIFont.systemFont(ofSize: 16, library: library)
    #expect(font.fontName == "Inter-Regular")
    // Every character comes from DejaVu Sans, the next face of the chain: H 1540 + e 1260 + l 569 + l 569 + o 1253
    // = 5191 units = 40.5546875 pt; lines are DejaVu Sans Book's 2384/2048 em = 18.625 pt.
    #expect(font.lineHeight == 18.625)
    #expect(measurer.size(of: "Hello", font: font) == CGSize(width: 40.5546875, height: 18.625))
    // DejaVu's kerning applies in the fallback face too: A 1401 + V 1401 − 131 = 2671 units.
    #expect(measurer.size(of: "AV", font: font).width == Units.dejaVu(2671))
  }
}
