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

  var description: String { "cannot write '\(path)': \(reason)" }
}

extension GalleryCommand {
  /// The exit status for an I/O failure.
  static let ioFailureExitCode: Int32 = 1

  /// Lays every gallery screen out, writes `<name>.svg` per screen and `index.html` into `outputDirectory`, and
  /// reports each file on standard output and each layout diagnostic on standard error.
  ///
  /// Writes nothing outside `outputDirectory`: file names come from the screens' names (letters, digits and
  /// hyphens only), and an existing symbolic link in the way is refused rather than followed.
  ///
  /// - Returns: 0 on success, 1 when the directory or a file cannot be written.
  func run() -> Int32 {
    let directory = URL(fileURLWithPath: outputDirectory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      var entries: [GalleryIndexPage.Entry] = []
      for screen in Gallery.screens() {
        let layout = screen.preparedLayout()
        for diagnostic in layout.diagnostics {
          StandardError.write("note: \(screen.name): \(diagnostic)\n")
        }
        var options = SVGRenderOptions(title: screen.title)
        options.cellStyle = { indexPath in screen.cellLabel(indexPath).map { SVGCellStyle(label: $0) } }
        let svg = renderSVG(layout: layout, options: options)
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
      }
      let page = GalleryIndexPage(title: "complayout gallery — 390 × 844 pt", entries: entries)
      try write(page.html(), named: "index.html", in: directory)
      print("wrote \(directory.appendingPathComponent("index.html").path)")
      return 0
    } catch let error as GalleryWriteError {
      StandardError.write("error: \(error)\n")
      return Self.ioFailureExitCode
    } catch {
      StandardError.write("error: cannot write to '\(outputDirectory)': \(error.localizedDescription)\n")
      return Self.ioFailureExitCode
    }
  }

  /// Writes `text` to `directory/name`, refusing names that could leave the directory and symbolic links.
  private func write(_ text: String, named name: String, in directory: URL) throws {
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
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw GalleryWriteError(path: url.path, reason: error.localizedDescription)
    }
  }
}
