import Foundation
import Testing
import Views

@testable import ScreenRendering

@MainActor
@Suite("PNG text through cairo, and the row-by-row PNG path")
struct RasterTextTests {
  @Test func freeRunsLeaveTheSVGAndOverlappedRunsStay() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .white
    let free = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
    free.text = "Free"
    let covered = UILabel(frame: CGRect(x: 10, y: 50, width: 180, height: 20))
    covered.text = "Covered"
    let cover = UIView(frame: CGRect(x: 0, y: 55, width: 200, height: 10))
    cover.backgroundColor = .red
    for view in [free, covered, cover] { root.addSubview(view) }
    let scene = ScreenRenderer().scene(of: root, collectingText: true)
    let runs = try #require(scene.raster).freeRuns()
    #expect(runs.count == 1)
    let svg = RasterTextPass.removing(runs, from: scene.writer.text)
    #expect(!svg.contains(">Free</text>"))
    #expect(svg.contains(">Covered</text>"))
    // The text is drawn: dark pixels where "Free" sits, none once the label is hidden.
    let image = try ScreenRenderer().image(of: root, scale: 2)
    func darkPixels(_ image: RasterImage) -> Int {
      var count = 0
      for y in 20..<60 {
        for x in 20..<120 where image.pixel(x: x, y: y).red < 128 { count += 1 }
      }
      return count
    }
    #expect(darkPixels(image) > 50)
    free.isHidden = true
    #expect(darkPixels(try ScreenRenderer().image(of: root, scale: 2)) == 0)
  }

  @Test func pngOfAViewIsTheImagesPNG() throws {
    let host = ScreenHost(rootViewController: profileNavigationController(), device: .iPhone15)
    let renderer = ScreenRenderer(options: ScreenRenderOptions(drawsStatusBar: true))
    let direct = try renderer.png(of: host.window)
    #expect(direct == (try renderer.image(of: host.window).pngData()))
    let decoded = try RasterImage(png: direct)
    #expect(decoded.width == 1179 && decoded.height == 2556)
    withExtendedLifetime(host) {}
  }
}

@MainActor
@Suite("Navigation bar appearance follows the content's scrolling")
struct NavigationBarAppearanceTests {
  final class ScrollingController: UIViewController {
    let scrollView = UIScrollView()
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Scrolling"
      view.backgroundColor = .systemBackground
      scrollView.frame = view.bounds
      scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      scrollView.contentSize = CGSize(width: 393, height: 3_000)
      view.addSubview(scrollView)
    }
  }

  @Test func scrolledContentGetsTheStandardAppearance() {
    let controller = ScrollingController()
    let host = ScreenHost(
      rootViewController: UINavigationController(rootViewController: controller), device: .iPhone15)
    let chrome = "fill-opacity=\"0.94\""
    #expect(!ScreenRenderer().svg(of: host.window).contains(chrome))
    let top = controller.scrollView.adjustedContentInset.top
    controller.scrollView.contentOffset = CGPoint(x: 0, y: 200 - top)
    host.window.layoutIfNeeded()
    #expect(ScreenRenderer().svg(of: host.window).contains(chrome))
    withExtendedLifetime(host) {}
  }
}
