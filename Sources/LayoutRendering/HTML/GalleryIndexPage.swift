/// An HTML page showing pictures side by side, each under its title: the gallery's `index.html`.
///
/// UIKit parity: none; draws what UIKit would show.
public struct GalleryIndexPage {
  /// One picture on the page.
  ///
  /// UIKit parity: none.
  public struct Entry: Hashable, Sendable {
    /// The heading above the picture. Escaped, never interpreted as markup.
    public var title: String
    /// The picture's address relative to the page (for example "comment-thread.svg"). Escaped as an attribute.
    public var file: String
    /// A line under the heading (sizes, counts); nil for none. Escaped.
    public var caption: String?
    /// The width the picture is shown at, in CSS pixels (the height follows); nil for its natural size. Set it for
    /// raster pictures drawn at a device scale (a 1179-pixel-wide PNG of a 393-pt screen shows at 393).
    public var displayWidth: Int?
    /// Links shown under the caption (other forms of the same screen: its interactive HTML page, its SVG), in
    /// order. Escaped.
    public var links: [Link]
    /// A transparent picture of the same size laid over the picture while the page's "layout boxes" box is ticked
    /// (the screen's layout boxes); nil for none. Escaped as an attribute.
    public var overlay: String?

    /// Creates an entry.
    public init(
      title: String, file: String, caption: String? = nil, displayWidth: Int? = nil, links: [Link] = [],
      overlay: String? = nil
    ) {
      self.title = title
      self.file = file
      self.caption = caption
      self.displayWidth = displayWidth
      self.links = links
      self.overlay = overlay
    }
  }

  /// A link under a picture: its text and its address relative to the page.
  ///
  /// UIKit parity: none.
  public struct Link: Hashable, Sendable {
    /// The link's text.
    public var title: String
    /// The address relative to the page ("screens/comment-thread.html").
    public var file: String

    /// Creates a link.
    public init(title: String, file: String) {
      self.title = title
      self.file = file
    }
  }

  /// The page's heading and `<title>`.
  public var title: String
  /// The pictures, left to right.
  public var entries: [Entry]

  /// Creates a page.
  public init(title: String, entries: [Entry]) {
    self.title = title
    self.entries = entries
  }

  /// The page as an HTML5 document. Pictures keep their natural size (one CSS pixel per point) and sit in one
  /// horizontally scrolling row, top-aligned.
  ///
  /// - Complexity: O(total length of the entries' text).
  public func html() -> String {
    var lines = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<title>\(title.xmlEscaped)</title>",
      "<style>",
      "body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; background: #fafafa; }",
      ".row { display: flex; flex-direction: row; flex-wrap: wrap; align-items: flex-start; gap: 32px; }",
      "figure { margin: 0; flex: none; width: min-content; }",
      "figcaption { margin-bottom: 8px; }",
      "figcaption h2 { font-size: 17px; margin: 0 0 4px 0; }",
      "figcaption p { font-size: 13px; margin: 0; color: #555; }",
      "img { display: block; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2); }",
      ".overlaid { position: relative; }",
      ".overlaid img.overlay { position: absolute; left: 0; top: 0; background: none; box-shadow: none; "
        + "display: none; }",
      "body.boxes .overlaid img.overlay { display: block; }",
      "</style>",
      "</head>",
      "<body>",
      "<h1>\(title.xmlEscaped)</h1>",
      "<div class=\"row\">",
    ]
    for entry in entries {
      lines.append("<figure>")
      lines.append("<figcaption><h2>\(entry.title.xmlEscaped)</h2>")
      if let caption = entry.caption {
        lines.append("<p>\(caption.xmlEscaped)</p>")
      }
      if !entry.links.isEmpty {
        let links = entry.links.map { "<a href=\"\($0.file.xmlEscaped)\">\($0.title.xmlEscaped)</a>" }
        lines.append("<p class=\"links\">" + links.joined(separator: " · ") + "</p>")
      }
      lines.append("</figcaption>")
      let width = entry.displayWidth.map { " width=\"\($0)\"" } ?? ""
      if let overlay = entry.overlay {
        lines.append("<div class=\"overlaid\">")
        lines.append("<img src=\"\(entry.file.xmlEscaped)\" alt=\"\(entry.title.xmlEscaped)\"\(width)>")
        lines.append("<img class=\"overlay\" src=\"\(overlay.xmlEscaped)\" alt=\"\"\(width)>")
        lines.append("</div>")
      } else {
        lines.append("<img src=\"\(entry.file.xmlEscaped)\" alt=\"\(entry.title.xmlEscaped)\"\(width)>")
      }
      lines.append("</figure>")
    }
    lines += ["</div>"]
    if entries.contains(where: { $0.overlay != nil }) {
      lines.insert(
        "<p><label><input type=\"checkbox\" onchange=\"document.body.classList.toggle('boxes', this.checked)\">"
          + " layout boxes over the screens</label></p>", at: lines.firstIndex(of: "<div class=\"row\">") ?? lines.count
      )
    }
    lines += ["</body>", "</html>"]
    return lines.joined(separator: "\n") + "\n"
  }
}
