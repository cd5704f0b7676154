// Compiled together with Apple's "Modern Collection Views" sample by `scripts/compat/check.py run` (it is not part of
// any SwiftPM target). The sample's `@main` app delegate gets this `main()`: instead of an event loop, it shows every
// collection-view screen of the sample on an iPhone 15, headless, and writes what each screen shows.
import Foundation
import ScreenRendering
import UIKit

extension AppDelegate {
  @MainActor
  static func main() {
    let screens = appleSampleScreens
    let output = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "screens")
    try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    var failures = 0
    for (name, make) in screens {
      let controller = make()
      let host = ScreenHost(
        rootViewController: UINavigationController(rootViewController: controller), device: .iPhone15)
      var lines: [String] = ["\(name) on \(host.device)"]
      var cells = 0
      func walk(_ view: UIView, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        var line = "\(indent)\(type(of: view)) \(view.frame)"
        if let label = view as? UILabel, let text = label.text { line += " \"\(text)\"" }
        if view.isHidden { line += " hidden" }
        lines.append(line)
        if view is UICollectionViewCell || view is UITableViewCell { cells += 1 }
        for subview in view.subviews { walk(subview, depth: depth + 1) }
      }
      walk(host.window, depth: 0)
      let reports = host.window.unsatisfiableConstraintReports
      lines.append("cells: \(cells); unsatisfiable constraint reports: \(reports.count)")
      lines += reports.map(\.description)
      try? lines.joined(separator: "\n").write(
        to: output.appendingPathComponent("\(name).txt"), atomically: true, encoding: .utf8)
      // The screen as a picture, light and dark (the device's scale).
      try? ScreenRenderer().png(of: host.window).write(to: output.appendingPathComponent("\(name).png"))
      host.setTraits(userInterfaceStyle: .dark)
      try? ScreenRenderer().png(of: host.window).write(to: output.appendingPathComponent("\(name)-dark.png"))
      // After a scroll (one visible height down) and a swipe (the first orthogonal section on screen, one
      // viewport on), where the screen has them: light and dark, from a fresh host each.
      for (suffix, action) in [("scrolled", scrollDown), ("swiped", swipeFirstOrthogonalSection)] {
        for style in [UIUserInterfaceStyle.light, .dark] {
          let moved = ScreenHost(
            rootViewController: UINavigationController(rootViewController: make()), device: .iPhone15,
            userInterfaceStyle: style)
          guard let view = largestCollectionView(in: moved.window), action(view) else { break }
          moved.window.layoutIfNeeded()
          let file = "\(name)-\(suffix)\(style == .dark ? "-dark" : "").png"
          try? ScreenRenderer().png(of: moved.window).write(to: output.appendingPathComponent(file))
          withExtendedLifetime(moved) {}
        }
      }
      print("\(cells > 0 ? "ok " : "ERR") \(name): \(cells) cells on screen, \(reports.count) constraint reports")
      if cells == 0 { failures += 1 }
      withExtendedLifetime(host) {}
    }
    print("screens: \(screens.count - failures)/\(screens.count) show cells")
    exit(failures == 0 ? 0 : 1)
  }

  /// The largest collection view in the tree (by area), or nil.
  @MainActor
  static func largestCollectionView(in view: UIView) -> UICollectionView? {
    var best: UICollectionView?
    var stack = [view]
    while let current = stack.popLast() {
      if let found = current as? UICollectionView,
        found.bounds.width * found.bounds.height > (best.map { $0.bounds.width * $0.bounds.height } ?? 0)
      {
        best = found
      }
      stack += current.subviews
    }
    return best
  }

  /// Scrolls one visible height down (clamped to the end of the content); false when the content fits.
  @MainActor
  static func scrollDown(_ view: UICollectionView) -> Bool {
    let inset = view.adjustedContentInset
    let maxY = view.contentSize.height + inset.bottom - view.bounds.height
    guard maxY > view.contentOffset.y + 1 else { return false }
    let step = view.bounds.height - inset.top - inset.bottom
    view.contentOffset = CGPoint(x: view.contentOffset.x, y: min(maxY, view.contentOffset.y + step))
    view.layoutIfNeeded()
    return true
  }

  /// Swipes the first orthogonally scrolling section with a cell on screen by one viewport (released without
  /// velocity, so it rests where the section's behaviour puts it); false when there is none.
  @MainActor
  static func swipeFirstOrthogonalSection(_ view: UICollectionView) -> Bool {
    guard let layout = view.collectionViewLayout as? UICollectionViewCompositionalLayout else { return false }
    let sections = Set(view.indexPathsForVisibleItems.map(\.section)).sorted()
    for section in sections {
      guard let geometry = layout.orthogonalScrollingGeometry(forSection: section),
        geometry.maximumContentOffset > geometry.minimumContentOffset + 1
      else { continue }
      layout.swipeOrthogonalSection(section, by: geometry.viewportLength, velocity: 0)
      view.layoutIfNeeded()
      return true
    }
    return false
  }
}
