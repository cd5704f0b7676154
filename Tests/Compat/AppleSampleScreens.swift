// Compiled together with Apple's "Modern Collection Views" sample by `scripts/compat/check.py run` (it is not part of
// any SwiftPM target). The sample's `@main` app delegate gets this `main()`: instead of an event loop, it shows every
// collection-view screen of the sample on an iPhone 15, headless, and writes what each screen shows.
import Foundation
import ScreenRendering
import UIKit

extension AppDelegate {
  @MainActor
  static func main() {
    let screens: [(String, () -> UIViewController)] = [
      ("Grid", { GridViewController() }),
      ("InsetItemsGrid", { InsetItemsGridViewController() }),
      ("TwoColumn", { TwoColumnViewController() }),
      ("DistinctSections", { DistinctSectionsViewController() }),
      ("AdaptiveSections", { AdaptiveSectionsViewController() }),
      ("ItemBadges", { ItemBadgeSupplementaryViewController() }),
      ("SectionHeadersFooters", { SectionHeadersFootersViewController() }),
      ("PinnedSectionHeaderFooter", { PinnedSectionHeaderFooterViewController() }),
      ("SectionDecoration", { SectionDecorationViewController() }),
      ("NestedGroups", { NestedGroupsViewController() }),
      ("OrthogonalScrolling", { OrthogonalScrollingViewController() }),
      ("OrthogonalScrollBehavior", { OrthogonalScrollBehaviorViewController() }),
      ("ConferenceVideoSessions", { ConferenceVideoSessionsViewController() }),
      ("ConferenceNewsFeed", { ConferenceNewsFeedViewController() }),
      ("SimpleList", { SimpleListViewController() }),
      ("ReorderableList", { ReorderableListViewController() }),
      ("ListAppearances", { ListAppearancesViewController() }),
      ("CustomCellList", { CustomCellListViewController() }),
      ("Outline", { OutlineViewController() }),
      ("EmojiExplorer", { EmojiExplorerViewController() }),
      ("EmojiExplorerList", { EmojiExplorerListViewController() }),
      ("CustomConfiguration", { CustomConfigurationViewController() }),
      ("InsertionSort", { InsertionSortViewController() }),
      ("Mountains", { MountainsViewController() }),
      ("WiFiSettings", { WiFiSettingsViewController() }),
    ]
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
      print("\(cells > 0 ? "ok " : "ERR") \(name): \(cells) cells on screen, \(reports.count) constraint reports")
      if cells == 0 { failures += 1 }
      withExtendedLifetime(host) {}
    }
    print("screens: \(screens.count - failures)/\(screens.count) show cells")
    exit(failures == 0 ? 0 : 1)
  }
}
