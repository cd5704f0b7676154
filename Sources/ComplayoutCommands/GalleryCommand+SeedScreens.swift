import Foundation
import Gallery
import LayoutRendering
import ScreenRendering
import Views

extension GalleryCommand {
  /// The subdirectory of the output directory the seed screens are drawn into.
  static let seedScreensDirectory = "screens"

  /// Runs each of the four seed posts' view controllers (`SeedScreens.all`) headless on an iPhone 15, light and
  /// dark, and writes `screens/<name>-light.png`, `screens/<name>-dark.png` (3× pixels) and `screens/<name>.svg`
  /// (light) as drawn by `ScreenRenderer`, with the status bar, `screens/<name>-boxes.svg` (the layout boxes at
  /// rest, laid over both pictures on the index page), and `screens/<name>.html` / `<name>-dark.html`: the
  /// interactive HTML pages (`InteractiveScreenPage`: scroll steps, swipe pages and taps computed headless); reports
  /// each file on standard output.
  ///
  /// - Returns: the index entries per gallery screen name: the light and dark pictures.
  @MainActor
  func writeSeedScreens(in directory: URL) throws -> [String: [GalleryIndexPage.Entry]] {
    let screensDirectory = directory.appendingPathComponent(Self.seedScreensDirectory, isDirectory: true)
    try FileManager.default.createDirectory(at: screensDirectory, withIntermediateDirectories: true)
    let device = Device.iPhone15
    var entries: [String: [GalleryIndexPage.Entry]] = [:]
    for screen in SeedScreens.all {
      for style in [UIUserInterfaceStyle.light, .dark] {
        let styleName = style == .dark ? "dark" : "light"
        let host = ScreenHost(
          rootViewController: screen.makeViewController(), device: device, userInterfaceStyle: style)
        let renderer = ScreenRenderer(
          options: ScreenRenderOptions(canvasColor: .systemBackground, drawsStatusBar: true))
        let png: Data
        do {
          png = try renderer.png(of: host.window)
        } catch {
          throw GalleryWriteError(path: "\(screen.name)-\(styleName).png", reason: "\(error)")
        }
        let file = "\(screen.name)-\(styleName).png"
        try write(png, named: file, in: screensDirectory)
        print("wrote \(screensDirectory.appendingPathComponent(file).path)")
        let boxesFile = "\(screen.name)-boxes.svg"
        if style == .light {
          let svgFile = "\(screen.name).svg"
          try write(Data(renderer.svg(of: host.window).utf8), named: svgFile, in: screensDirectory)
          print("wrote \(screensDirectory.appendingPathComponent(svgFile).path)")
          try write(
            Data(InteractiveScreenPage.layoutBoxesSVG(of: host.window).utf8), named: boxesFile, in: screensDirectory)
          print("wrote \(screensDirectory.appendingPathComponent(boxesFile).path)")
        }
        withExtendedLifetime(host) {}
        let htmlFile = "\(screen.name)\(style == .dark ? "-dark" : "").html"
        let page = InteractiveScreenPage(
          title: "\(screen.title) — \(styleName), interactive", options: renderer.options
        ) {
          ScreenHost(rootViewController: screen.makeViewController(), device: device, userInterfaceStyle: style)
        }
        try write(Data(page.html().utf8), named: htmlFile, in: screensDirectory)
        print("wrote \(screensDirectory.appendingPathComponent(htmlFile).path) (\(page.states.count) states)")
        let size = device.screenSize
        var links = [
          GalleryIndexPage.Link(
            title: "interactive HTML (scroll, swipe, tap; layout boxes)",
            file: "\(Self.seedScreensDirectory)/\(htmlFile)")
        ]
        if style == .light {
          links.append(GalleryIndexPage.Link(title: "SVG", file: "\(Self.seedScreensDirectory)/\(screen.name).svg"))
        }
        entries[screen.name, default: []].append(
          GalleryIndexPage.Entry(
            title: "\(screen.title) — the post's view controller, \(styleName)",
            file: "\(Self.seedScreensDirectory)/\(file)",
            caption: "The post's own view controller and cells run headless on an iPhone 15 "
              + "(\(Int(size.width)) × \(Int(size.height)) pt, \(styleName) appearance), drawn by ScreenRenderer; "
              + "the interactive page holds \(page.states.count) states the engine and the controller computed.",
            displayWidth: Int(size.width), links: links,
            overlay: "\(Self.seedScreensDirectory)/\(boxesFile)"))
      }
    }
    return entries
  }
}
