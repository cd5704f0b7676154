import Foundation
import Gallery
import ScreenRendering
import Testing
import Views

/// The seed screens' interactive HTML pages (`InteractiveScreenPage`) in headless Chromium: the page's script,
/// driven by a DOM click, a wheel event or the swipe buttons' function, must show the state the engine and the
/// controller computed in Swift (same visible cells, same selection). Chromium is required, as for the layout page.
@Suite("Interactive screen pages in headless Chromium", .serialized)
@MainActor
struct ScreenPageBrowserTests {
  /// What the page's self-test writes.
  struct Result: Decodable {
    var state: String
    var scroll: Int
    var orthogonal: String
    var tapped: String
    var selected: [String]
    var cells: [String]
    var frames: [String: [Double]]
  }

  /// The browser's box of every cell on screen is the frame the engine gave it (window coordinates), within 0.5 pt.
  static func expectSameFrames(_ result: Result, as state: InteractiveScreenPage.State) {
    var mismatches: [String] = []
    for (indexPath, frame) in state.cellFrames {
      let name = "\(indexPath.section)-\(indexPath.item)"
      guard let box = result.frames[name] else {
        mismatches.append("\(name): not on the page")
        continue
      }
      let expected = [frame.minX, frame.minY, frame.width, frame.height].map(Double.init)
      if zip(box, expected).contains(where: { abs($0 - $1) > 0.5 }) {
        mismatches.append("\(name): browser \(box), engine \(expected)")
      }
    }
    #expect(mismatches.isEmpty, "cell boxes differ:\n\(mismatches.joined(separator: "\n"))")
  }

  static func run(_ page: InteractiveScreenPage, actions: String) throws -> Result {
    let chromium = try HeadlessChromium.locate()
    let text = try chromium.resultText(html: page.html(), fragment: "do=" + actions)
    return try JSONDecoder().decode(Result.self, from: Data(text.utf8))
  }

  static func names(_ paths: [IndexPath]) -> [String] { paths.map { "\($0.section)-\($0.item)" } }

  static func gachaPage() -> InteractiveScreenPage {
    InteractiveScreenPage(title: "Item grid", options: ScreenRenderOptions(canvasColor: .systemBackground)) {
      ScreenHost(rootViewController: GachaGridViewController(), device: .iPhone15)
    }
  }

  @Test("Clicking a cell shows the state after the tap: the cell selected and drawn selected")
  func clickSelects() throws {
    let page = Self.gachaPage()
    let rest = try #require(page.states.first)
    #expect(rest.key == "0||")
    #expect(rest.selected.isEmpty)
    let tapped = try #require(page.states.first { $0.key == "0||0-4" })
    #expect(tapped.selected == [IndexPath(item: 4, section: 0)])
    // The item cell draws its selection as a 3-pt ring: present in the tapped state only.
    #expect(tapped.html.contains("border:3px solid"))
    #expect(!rest.html.contains("border:3px solid"))

    let result = try Self.run(page, actions: "tap:0-4")
    #expect(result.state == "0||0-4")
    #expect(result.tapped == "0-4")
    #expect(result.selected == ["0-4"])
    #expect(result.cells == Self.names(tapped.visibleItems))
    Self.expectSameFrames(result, as: tapped)
  }

  @Test("Swiping the pager shows the engine's next page of cells")
  func swipeShowsNextPage() throws {
    let page = Self.gachaPage()
    let rest = try #require(page.states.first)
    let swiped = try #require(page.states.first { $0.key == "0|0:1|" })
    #expect(Set(rest.visibleItems) != Set(swiped.visibleItems))
    let atRest = try Self.run(page, actions: "")
    #expect(atRest.cells == Self.names(rest.visibleItems))
    let result = try Self.run(page, actions: "swipe:0:1")
    #expect(result.orthogonal == "0:1")
    #expect(result.cells == Self.names(swiped.visibleItems))
    #expect(result.cells.contains("0-6") && !result.cells.contains("0-0"))
    Self.expectSameFrames(result, as: swiped)
  }

  @Test("A wheel scroll shows the next scroll step's cells")
  func wheelScrolls() throws {
    let page = InteractiveScreenPage(
      title: "Comments", limits: InteractiveScreenPage.Limits(scrollSteps: 3, capturesTaps: false)
    ) {
      ScreenHost(rootViewController: CommentThreadViewController(), device: .iPhone15)
    }
    let first = try #require(page.states.first { $0.key == "0||" })
    let second = try #require(page.states.first { $0.key == "1||" })
    #expect(second.contentOffset.y > first.contentOffset.y)
    #expect(first.visibleItems != second.visibleItems)
    let result = try Self.run(page, actions: "wheel:300")
    #expect(result.scroll == 1)
    #expect(result.cells == Self.names(second.visibleItems))
    Self.expectSameFrames(result, as: second)
  }
}
