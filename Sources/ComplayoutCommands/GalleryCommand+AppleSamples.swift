import CompositionalLayout
import Foundation
import Gallery
import LayoutRendering

extension GalleryCommand {
  /// The heading of the index page's group of Apple sample layouts.
  static let appleSamplesHeading = "Apple sample layouts"

  /// Lays every Apple sample screen out, writes `<name>.svg` per screen plus one SVG per extra viewport picture
  /// (at rest, scrolled, after a swipe) into `directory`, reports each file on standard output and each layout
  /// diagnostic on standard error.
  ///
  /// - Returns: the index entries, in order.
  func writeAppleSamples(in directory: URL) throws -> [GalleryIndexPage.Entry] {
    var entries: [GalleryIndexPage.Entry] = []
    for sample in Gallery.appleSampleScreens() {
      let screen = sample.screen
      let layout = screen.preparedLayout()
      for diagnostic in layout.diagnostics {
        StandardError.write("note: \(screen.name): \(diagnostic)\n")
      }
      let file = "\(screen.name).svg"
      try write(
        renderSVG(layout: layout, options: screen.svgOptions(for: layout, title: screen.title)), named: file,
        in: directory)
      let size = layout.collectionViewContentSize
      let elementCount = layoutDump(layout).split(separator: "\n").count
      let rule = sample.rule.isEmpty ? "" : "\(sample.rule): "
      entries.append(
        GalleryIndexPage.Entry(
          title: screen.title, file: file,
          caption: "\(rule)\(screen.summary) Content \(Int(size.width)) × \(Int(size.height.rounded())) pt, "
            + "\(elementCount) elements."))
      print("wrote \(directory.appendingPathComponent(file).path) (\(elementCount) elements)")
      for picture in sample.pictures() {
        let file = "\(picture.name).svg"
        var options = screen.svgOptions(for: picture.layout, title: picture.title)
        options.region = .viewport(offset: picture.viewportOffset)
        try write(renderSVG(layout: picture.layout, options: options), named: file, in: directory)
        entries.append(GalleryIndexPage.Entry(title: picture.title, file: file, caption: picture.caption))
        print("wrote \(directory.appendingPathComponent(file).path)")
      }
    }
    return entries
  }

  /// `page` as HTML with a second group of pictures, headed `heading`, after its own pictures.
  static func indexHTML(_ page: GalleryIndexPage, appending heading: String, entries: [GalleryIndexPage.Entry])
    -> String
  {
    indexHTML(page.html(), appending: heading, entries: entries)
  }

  /// `html` (an index page) with a group of pictures, headed `heading`, appended before `</body>`.
  static func indexHTML(_ html: String, appending heading: String, entries: [GalleryIndexPage.Entry]) -> String {
    let group = GalleryIndexPage(title: heading, entries: entries).html()
    guard let start = group.range(of: "<h1>"), let end = group.range(of: "</body>", options: .backwards),
      let insertion = html.range(of: "</body>", options: .backwards)
    else { return html }
    return html.replacingCharacters(in: insertion, with: group[start.lowerBound..<end.lowerBound] + "</body>")
  }
}
