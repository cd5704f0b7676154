import ComplayoutCommands
import Foundation
import Testing

@MainActor
@Suite("complayout gallery draws the four seed posts' view controllers")
struct SeedScreenPicturesTests {
  /// The width and height a PNG's IHDR chunk records.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    func integer(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (integer(at: 16), integer(at: 20))
  }

  @Test func writesLightAndDarkPNGsAndAnSVGPerScreenAndShowsThemOnTheIndex() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "seed-gallery-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(GalleryCommand(outputDirectory: directory.path).run() == 0)
    let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    for name in ["comment-thread", "marketplace-post-detail", "item-grid-pages", "supplementary-tour"] {
      for style in ["light", "dark"] {
        let data = try Data(contentsOf: directory.appendingPathComponent("screens/\(name)-\(style).png"))
        let size = try #require(Self.pngSize(data))
        // An iPhone 15 at 3×: 393 × 852 pt.
        #expect(size.width == 1179 && size.height == 2556)
        #expect(html.contains("src=\"screens/\(name)-\(style).png\""))
      }
      let svg = try String(contentsOf: directory.appendingPathComponent("screens/\(name).svg"), encoding: .utf8)
      #expect(svg.hasPrefix("<svg") && svg.contains("viewBox=\"0 0 393 852\""))
      // The layout-box picture comes first, then the view controller's pictures beside it.
      let layout = try #require(html.range(of: "src=\"\(name).svg\""))
      let light = try #require(html.range(of: "src=\"screens/\(name)-light.png\""))
      #expect(layout.lowerBound < light.lowerBound)
      // The interactive pages are written and linked; the layout boxes lie over the pictures on request.
      for page in ["\(name).html", "\(name)-dark.html"] {
        let text = try String(contentsOf: directory.appendingPathComponent("screens/\(page)"), encoding: .utf8)
        #expect(text.contains("<div class=\"state\" data-key=\"0||\""))
        #expect(html.contains("href=\"screens/\(page)\""))
      }
      let boxes = try String(
        contentsOf: directory.appendingPathComponent("screens/\(name)-boxes.svg"), encoding: .utf8)
      #expect(boxes.contains("<rect") && boxes.contains("viewBox=\"0 0 393 852\""))
      #expect(html.contains("class=\"overlay\" src=\"screens/\(name)-boxes.svg\""))
    }
    #expect(html.contains("layout boxes over the screens"))
  }
}
