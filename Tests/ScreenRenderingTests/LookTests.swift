import Foundation
import Testing
import Views

@testable import ScreenRendering

/// Writes the sample screens to `$SCREEN_RENDERING_LOOK_DIR` (when set) for people to look at.
@MainActor
@Suite struct LookTests {
  @Test func writePictures() throws {
    guard let directory = ProcessInfo.processInfo.environment["SCREEN_RENDERING_LOOK_DIR"] else { return }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for style in [UIUserInterfaceStyle.light, .dark] {
      let host = ScreenHost(
        rootViewController: profileNavigationController(), device: .iPhone15, userInterfaceStyle: style)
      let renderer = ScreenRenderer(options: ScreenRenderOptions(drawsStatusBar: true))
      let name = style == .dark ? "dark" : "light"
      try renderer.svg(of: host.window).write(
        toFile: directory + "/profile-\(name).svg", atomically: true, encoding: .utf8)
      try renderer.png(of: host.window).write(to: URL(fileURLWithPath: directory + "/profile-\(name).png"))
      try viewTreeDescription(of: host.window).write(
        toFile: directory + "/profile-\(name).txt", atomically: true, encoding: .utf8)
    }
  }
}
