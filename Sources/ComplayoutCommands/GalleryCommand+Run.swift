import CompositionalLayout
import Foundation
import Gallery
import LayoutRendering

/// A file the gallery could not write.
struct GalleryWriteError: Error, CustomStringConvertible {
  /// The path concerned.
  var path: String
  /// What went wrong.
  var reason: String

  var description: String { "cannot write '\(path.escapingControlCharacters)': \(reason)" }
}

extension GalleryCommand {
  /// The exit status for an I/O failure.
  static let ioFailureExitCode: Int32 = 1

  /// Lays every gallery screen out (sized to its text), writes `<name>.svg` per screen, for paging screens
  /// `<name>-at-rest.svg` and `<name>-after-swipe.svg` (the viewport, before and after swiping the paging section to
  /// the third page), then Apple's sample layouts (`writeAppleSamples(in:)`), and `index.html` — the Apple samples
  /// grouped under `appleSamplesHeading` — into `outputDirectory`; reports each file on standard output and each
  /// layout diagnostic on standard error.
  ///
  /// Writes nothing outside `outputDirectory`: file names come from the screens' names (letters, digits and
  /// hyphens only), and an existing symbolic link in the way is refused rather than followed.
  ///
  /// Each of the four seed screens is followed by its post's own view controller drawn light and dark
  /// (`writeSeedScreens(in:)`, into `screens/`).
  ///
  /// - Returns: 0 on success, 1 when the directory or a file cannot be written.
  @MainActor
  public func run() -> Int32 {
    let directory = URL(fileURLWithPath: outputDirectory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      var entries: [GalleryIndexPage.Entry] = []
      let seedEntries = try writeSeedScreens(in: directory)
      for screen in Gallery.screens() {
        let layout = screen.preparedLayout()
        for diagnostic in layout.diagnostics {
          StandardError.write("note: \(screen.name): \(diagnostic)\n")
        }
        let svg = renderSVG(layout: layout, options: screen.svgOptions(for: layout, title: screen.title))
        let file = "\(screen.name).svg"
        try write(svg, named: file, in: directory)
        let size = layout.collectionViewContentSize
        let elementCount = layoutDump(layout).split(separator: "\n").count
        entries.append(
          GalleryIndexPage.Entry(
            title: screen.title, file: file,
            caption: "\(screen.summary) Content \(Int(size.width)) × \(Int(size.height.rounded())) pt, "
              + "\(elementCount) elements."))
        print("wrote \(directory.appendingPathComponent(file).path) (\(elementCount) elements)")
        for picture in screen.swipePictures() {
          let file = "\(picture.name).svg"
          let svg = renderSVG(layout: picture.layout, options: screen.svgOptions(for: picture))
          try write(svg, named: file, in: directory)
          let offset = picture.layout.scrollPosition.orthogonalContentOffsets[screen.paging?.section ?? 0]?.x ?? 0
          entries.append(
            GalleryIndexPage.Entry(
              title: picture.title, file: file,
              caption: "The screen (390 × 844 pt viewport) with the paging section at x offset "
                + "\(Int(offset.rounded())) pt; the page indicator shows page \(picture.currentPage + 1) of "
                + "\(picture.numberOfPages)."))
          print("wrote \(directory.appendingPathComponent(file).path)")
        }
        entries += seedEntries[screen.name] ?? []
      }
      let appleEntries = try writeAppleSamples(in: directory)
      let listEntries = try writeListScreens(in: directory)
      let page = GalleryIndexPage(title: "complayout gallery — 390 × 844 pt", entries: entries)
      let html = Self.indexHTML(
        Self.indexHTML(page, appending: Self.appleSamplesHeading, entries: appleEntries), appending: Self.listsHeading,
        entries: listEntries)
      try write(html, named: "index.html", in: directory)
      print("wrote \(directory.appendingPathComponent("index.html").path)")
      return 0
    } catch let error as GalleryWriteError {
      StandardError.write("error: \(error)\n")
      return Self.ioFailureExitCode
    } catch {
      StandardError.write(
        "error: cannot write to '\(outputDirectory.escapingControlCharacters)': \(SpecFiles.reason(error))\n")
      return Self.ioFailureExitCode
    }
  }

  /// Writes `text` to `directory/name`, refusing names that could leave the directory and symbolic links.
  func write(_ text: String, named name: String, in directory: URL) throws {
    try write(Data(text.utf8), named: name, in: directory)
  }

  /// Writes `data` to `directory/name`, refusing names that could leave the directory and symbolic links.
  func write(_ data: Data, named name: String, in directory: URL) throws {
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-.")
    guard !name.isEmpty, !name.hasPrefix("."), name.allSatisfy(allowed.contains) else {
      throw GalleryWriteError(path: name, reason: "not a plain file name")
    }
    let url = directory.appendingPathComponent(name, isDirectory: false)
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    if let type = attributes?[.type] as? FileAttributeType, type == .typeSymbolicLink {
      throw GalleryWriteError(path: url.path, reason: "it is a symbolic link; remove it first")
    }
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw GalleryWriteError(path: url.path, reason: SpecFiles.reason(error))
    }
  }
}
