import CompositionalLayout
import Foundation
import Gallery
import LayoutRendering

extension GalleryCommand {
  /// The heading of the index page's group of list screens.
  static let listsHeading = "Lists"

  /// Lays the list screens out (settings, sidebar outline, contacts), writes each as drawn by the list drawing —
  /// rounded inset-grouped sections, separators, accessories — plus the contacts scrolled so a letter header is
  /// pinned, and reports each file on standard output and each layout diagnostic on standard error.
  ///
  /// - Returns: the index entries, in order.
  func writeListScreens(in directory: URL) throws -> [GalleryIndexPage.Entry] {
    let screens: [(content: ListScreenContent, screen: GalleryScreen)] = [
      (ListGalleryScreens.settings, ListGalleryScreens.settingsScreen()),
      (ListGalleryScreens.sidebar, ListGalleryScreens.sidebarScreen()),
      (ListGalleryScreens.contacts, ListGalleryScreens.contactsScreen()),
    ]
    var entries: [GalleryIndexPage.Entry] = []
    for (content, screen) in screens {
      let drawing = ListScreenDrawing(content: content, screen: screen)
      for diagnostic in drawing.layout.diagnostics {
        StandardError.write("note: \(screen.name): \(diagnostic)\n")
      }
      let file = "\(screen.name).svg"
      try write(drawing.svg(), named: file, in: directory)
      let height = Int(drawing.layout.collectionViewContentSize.height.rounded())
      entries.append(
        GalleryIndexPage.Entry(
          title: screen.title, file: file, caption: "\(screen.summary) Content 390 × \(height) pt."))
      print("wrote \(directory.appendingPathComponent(file).path)")
    }
    let contacts = ListScreenDrawing(content: ListGalleryScreens.contacts, screen: ListGalleryScreens.contactsScreen())
    let file = "list-contacts-scrolled.svg"
    try write(contacts.svg(offset: CGPoint(x: 0, y: 300)), named: file, in: directory)
    entries.append(
      GalleryIndexPage.Entry(
        title: "Contacts, scrolled 300 pt", file: file,
        caption: "The 390 × 844 pt screen scrolled by 300 pt: the current letter's header is pinned at the top."))
    print("wrote \(directory.appendingPathComponent(file).path)")
    return entries
  }
}
