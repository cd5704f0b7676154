import Foundation
import Views

// Bars and fields: the search bar, text fields, the navigation bar (title, back button, bar button items) and the
// optional status bar. Metrics are iOS 15–17's as commonly measured (chosen, not pinned by tests against UIKit).
extension SVGScene {
  static let measurer = TextMeasurer(emptyTextSize: .zero)

  /// The width of `string` in `font`, in points, on one line.
  func width(of string: String, font: UIFont) -> CGFloat {
    Self.measurer.size(of: string, font: font, numberOfLines: 1).width
  }

  /// The baseline that centres a line of `font` vertically on `midY`.
  static func centredBaseline(_ midY: CGFloat, font: UIFont) -> CGFloat {
    midY + (font.ascender + font.descender) / 2
  }

  /// A search bar: the bar background (`barTintColor`, none for the minimal style, else the system background), a
  /// 36-pt field with 10-pt corners in `tertiarySystemFill` inset 8 pt (16 pt at the trailing end when the cancel
  /// button shows), a magnifying glass, the text or placeholder ("Search") in 17-pt type, and "Cancel" in the tint.
  mutating func drawSearchBar(_ bar: UISearchBar, traits: UITraitCollection) {
    let bounds = bar.bounds
    if bar.searchBarStyle != .minimal, let tint = bar.barTintColor {
      writer.append("<rect" + rectAttributes(bounds) + SVGWriter.paint("fill", tint.components(for: traits)) + "/>\n")
    }
    let font = UIFont.systemFont(ofSize: 17)
    var trailing = bounds.maxX - 8
    let tint = (bar.tintColor ?? .systemBlue).components(for: traits)
    if bar.showsCancelButton {
      let cancelWidth = width(of: "Cancel", font: font)
      trailing = bounds.maxX - 16 - cancelWidth - 12
      text(
        "Cancel", x: bounds.maxX - 16, baseline: Self.centredBaseline(bounds.midY, font: font), font: font,
        color: tint, anchor: .end)
    }
    let field = CGRect(x: bounds.minX + 8, y: bounds.midY - 18, width: max(0, trailing - bounds.minX - 8), height: 36)
    writer.append(
      SVGWriter.shape(
        field, radius: 10, corners: Self.allCorners,
        attributes: SVGWriter.paint("fill", UIColor.tertiarySystemFill.components(for: traits))) + "\n")
    let secondary = UIColor.secondaryLabel.components(for: traits)
    drawMagnifyingGlass(at: CGPoint(x: field.minX + 8 + 7, y: field.midY), color: secondary)
    let typed = bar.text ?? ""
    let shown = typed.isEmpty ? (bar.placeholder ?? "Search") : typed
    let color = typed.isEmpty ? secondary : UIColor.label.components(for: traits)
    text(shown, x: field.minX + 30, baseline: Self.centredBaseline(field.midY, font: font), font: font, color: color)
  }

  /// A magnifying glass 15 pt wide centred on `center`.
  private mutating func drawMagnifyingGlass(at center: CGPoint, color: UIColor.Components) {
    let ring = CGPoint(x: center.x - 1.5, y: center.y - 1.5)
    writer.append(
      "<g fill=\"none\" stroke-width=\"1.8\" stroke-linecap=\"round\"" + SVGWriter.paint("stroke", color) + ">"
        + "<circle cx=\"\(n(ring.x))\" cy=\"\(n(ring.y))\" r=\"5.2\"/>"
        + "<line x1=\"\(n(ring.x + 3.8))\" y1=\"\(n(ring.y + 3.8))\" x2=\"\(n(center.x + 6.5))\" "
        + "y2=\"\(n(center.y + 6.5))\"/></g>\n")
  }

  /// A text field: a rounded-rect or line border by `borderStyle`, and its text (or placeholder in
  /// `placeholderText`) in its font, 7 pt from the leading edge, centred vertically.
  mutating func drawTextField(_ field: UITextField, traits: UITraitCollection) {
    let bounds = field.bounds
    switch field.borderStyle {
    case .roundedRect:
      writer.append(
        SVGWriter.shape(
          bounds.insetBy(dx: 0.25, dy: 0.25), radius: 5, corners: Self.allCorners,
          attributes: SVGWriter.paint("fill", UIColor.systemBackground.components(for: traits))
            + SVGWriter.paint("stroke", UIColor.systemGray4.components(for: traits)) + " stroke-width=\"0.5\"")
          + "\n")
    case .line, .bezel:
      writer.append(
        "<rect" + rectAttributes(bounds.insetBy(dx: 0.5, dy: 0.5)) + " fill=\"none\""
          + SVGWriter.paint("stroke", UIColor.label.components(for: traits)) + "/>\n")
    case .none:
      break
    }
    let font = field.font ?? UIFont.systemFont(ofSize: 17)
    let typed = field.text ?? ""
    var shown = typed
    if field.isSecureTextEntry { shown = String(repeating: "\u{2022}", count: typed.count) }
    let color: UIColor = typed.isEmpty ? .placeholderText : (field.textColor ?? .label)
    if typed.isEmpty { shown = field.placeholder ?? "" }
    let baseline = Self.centredBaseline(bounds.midY, font: font)
    switch field.textAlignment {
    case .center:
      text(shown, x: bounds.midX, baseline: baseline, font: font, color: color.components(for: traits), anchor: .middle)
    case .right:
      text(
        shown, x: bounds.maxX - 7, baseline: baseline, font: font, color: color.components(for: traits), anchor: .end)
    default:
      text(shown, x: bounds.minX + 7, baseline: baseline, font: font, color: color.components(for: traits))
    }
  }

  /// A navigation bar in iOS 15's scroll-edge appearance: no background (unless `barTintColor` is set, filled up to
  /// the top of the screen; or, once the content below is scrolled, the standard appearance's translucent chrome and
  /// hairline), the top item's title centred in semibold 17 pt (or large, bold 34 pt at the leading
  /// margin, when the bar is tall enough to show one), a back chevron with the previous item's title, and the bar
  /// button items' titles (semibold for `.done`) or image placeholders in the tint colour, 16 pt from the edges.
  mutating func drawNavigationBar(_ bar: UINavigationBar, traits: UITraitCollection) {
    let bounds = bar.bounds
    if let barTint = bar.barTintColor {
      let top = bar.convert(CGPoint(x: 0, y: bounds.minY), to: nil).y
      let fill = CGRect(x: bounds.minX, y: bounds.minY - top, width: bounds.width, height: bounds.height + top)
      raster?.paint(fill)
      writer.append("<rect" + rectAttributes(fill) + SVGWriter.paint("fill", barTint.components(for: traits)) + "/>\n")
    } else if Self.contentIsScrolledUnder(bar) {
      // iOS 15's standard appearance once content scrolls under the bar: a translucent chrome background (a flat
      // stand-in for the blur) up to the top of the screen and a hairline shadow.
      let top = bar.convert(CGPoint(x: 0, y: bounds.minY), to: nil).y
      let fill = CGRect(x: bounds.minX, y: bounds.minY - top, width: bounds.width, height: bounds.height + top)
      var chrome = UIColor.systemBackground.components(for: traits)
      chrome.alpha = 0.94
      let scale = traits.displayScale > 0 ? traits.displayScale : 2
      let shadow = CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: 1 / scale)
      raster?.paint(fill.union(shadow))
      writer.append(
        "<rect" + rectAttributes(fill) + SVGWriter.paint("fill", chrome) + "/><rect" + rectAttributes(shadow)
          + SVGWriter.paint("fill", UIColor.separator.components(for: traits)) + "/>\n")
    }
    guard let item = bar.topItem else { return }
    let rowHeight: CGFloat = bounds.height >= 90 ? bounds.height - 52 : bounds.height
    let row = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: rowHeight)
    let tint = (bar.tintColor ?? .systemBlue).components(for: traits)
    let label = UIColor.label.components(for: traits)
    let margin = max(16, bar.safeAreaInsets.left + 16)
    let itemFont = UIFont.systemFont(ofSize: 17)

    var leading = row.minX + margin
    if let left = item.leftBarButtonItems, !left.isEmpty {
      for barItem in left {
        leading += drawBarButtonItem(barItem, at: leading, in: row, anchor: .start, tint: tint, traits: traits) + 8
      }
    } else if let back = bar.backItem, !item.hidesBackButton {
      let chevronX = row.minX + 8
      writer.append(
        "<path d=\"M\(n(chevronX + 11)) \(n(row.midY - 10))L\(n(chevronX + 1.5)) \(n(row.midY))"
          + "L\(n(chevronX + 11)) \(n(row.midY + 10))\" fill=\"none\" stroke-width=\"2.6\" stroke-linecap=\"round\" "
          + "stroke-linejoin=\"round\"" + SVGWriter.paint("stroke", tint) + "/>\n")
      let title = item.backButtonTitle ?? back.backButtonTitle ?? back.title ?? "Back"
      let x = chevronX + 19
      text(title, x: x, baseline: Self.centredBaseline(row.midY, font: itemFont), font: itemFont, color: tint)
      leading = x + width(of: title, font: itemFont) + 8
    }
    var trailing = row.maxX - margin
    for barItem in item.rightBarButtonItems ?? [] {
      trailing -= drawBarButtonItem(barItem, at: trailing, in: row, anchor: .end, tint: tint, traits: traits) + 8
    }

    guard let title = item.title, !title.isEmpty else { return }
    if rowHeight < bounds.height {
      let large = UIFont.boldSystemFont(ofSize: 34)
      let area = CGRect(x: bounds.minX, y: row.maxY, width: bounds.width, height: bounds.height - rowHeight)
      text(
        title, x: area.minX + margin, baseline: Self.centredBaseline(area.midY, font: large), font: large, color: label)
    } else {
      let font = UIFont.boldSystemFont(ofSize: 17)
      let available = max(0, 2 * min(row.midX - leading, trailing - row.midX))
      let shown =
        Self.measurer.lines(of: title, font: font, width: available, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        .first ?? title
      text(
        shown, x: row.midX, baseline: Self.centredBaseline(row.midY, font: font), font: font, color: label,
        anchor: .middle)
    }
  }

  /// Whether the largest scroll view beside the bar (the shown controller's content) is scrolled away from its top,
  /// so that content passes under the bar.
  static func contentIsScrolledUnder(_ bar: UINavigationBar) -> Bool {
    guard let container = bar.superview else { return false }
    var best: UIScrollView?
    var stack = container.subviews.filter { $0 !== bar }
    while let view = stack.popLast() {
      guard !view.isHidden else { continue }
      if let scrollView = view as? UIScrollView {
        if scrollView.bounds.width * scrollView.bounds.height
          > (best.map { $0.bounds.width * $0.bounds.height } ?? 0)
        {
          best = scrollView
        }
        continue
      }
      stack.append(contentsOf: view.subviews)
    }
    guard let scrollView = best else { return false }
    return scrollView.contentOffset.y > -scrollView.adjustedContentInset.top + 0.5
  }

  /// Draws one bar button item with its leading (`.start`) or trailing (`.end`) edge at `x`; returns its width.
  private mutating func drawBarButtonItem(
    _ item: UIBarButtonItem, at x: CGFloat, in row: CGRect, anchor: TextAnchor, tint: UIColor.Components,
    traits: UITraitCollection
  ) -> CGFloat {
    var color = item.tintColor?.components(for: traits) ?? tint
    if !item.isEnabled { color = UIColor.tertiaryLabel.components(for: traits) }
    let (title, symbol) = Self.content(of: item)
    if let image = item.image ?? symbol.flatMap({ UIImage(systemName: $0, size: CGSize(width: 24, height: 24)) }) {
      let size = image.size
      let minX = anchor == .start ? x : x - size.width
      let rect = CGRect(x: minX, y: row.midY - size.height / 2, width: size.width, height: size.height)
      let tintColor = UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
      drawImage(image, in: rect, contentMode: .scaleToFill, tint: tintColor, traits: traits)
      return size.width
    }
    guard let title, !title.isEmpty else { return item.width }
    let font =
      item.style == .done || item.systemItem == .done
      ? UIFont.boldSystemFont(ofSize: 17) : UIFont.systemFont(ofSize: 17)
    text(title, x: x, baseline: Self.centredBaseline(row.midY, font: font), font: font, color: color, anchor: anchor)
    return width(of: title, font: font)
  }

  /// A bar button item's title, or the SF Symbol name its system item shows.
  static func content(of item: UIBarButtonItem) -> (title: String?, symbol: String?) {
    guard let system = item.systemItem else { return (item.title, nil) }
    switch system {
    case .done: return ("Done", nil)
    case .cancel: return ("Cancel", nil)
    case .edit: return ("Edit", nil)
    case .save: return ("Save", nil)
    case .undo: return ("Undo", nil)
    case .redo: return ("Redo", nil)
    case .flexibleSpace, .fixedSpace: return (nil, nil)
    case .add: return (nil, "plus")
    case .compose: return (nil, "square.and.pencil")
    case .reply: return (nil, "arrowshape.turn.up.left")
    case .action: return (nil, "square.and.arrow.up")
    case .organize: return (nil, "folder")
    case .bookmarks: return (nil, "book")
    case .search: return (nil, "magnifyingglass")
    case .refresh: return (nil, "arrow.clockwise")
    case .stop: return (nil, "xmark")
    case .camera: return (nil, "camera")
    case .trash: return (nil, "trash")
    case .play: return (nil, "play.fill")
    case .pause: return (nil, "pause.fill")
    case .rewind: return (nil, "backward.fill")
    case .fastForward: return (nil, "forward.fill")
    case .close: return (nil, "xmark.circle.fill")
    }
  }

  /// The status bar over a window's top safe area: the time at the leading side, signal bars and a battery at the
  /// trailing side, in `.label`.
  mutating func drawStatusBar(in window: UIWindow) {
    let traits = traits(of: window)
    let color = UIColor.label.components(for: traits)
    let top = window.safeAreaInsets.top
    raster?.paint(CGRect(x: 0, y: 0, width: window.bounds.width, height: top))
    let midY = min(top / 2 + 2, 32)
    let width = window.bounds.width
    let font = UIFont.boldSystemFont(ofSize: 16)
    text(
      options.statusBarTime, x: width * 0.17, baseline: Self.centredBaseline(midY, font: font), font: font,
      color: color, anchor: .middle)
    var bars = "<g" + SVGWriter.paint("fill", color) + ">"
    let right = width - 26
    let batteryX = right - 25
    for index in 0..<4 {
      let height = 4 + CGFloat(index) * 2.2
      bars +=
        "<rect x=\"\(n(batteryX - 26 + CGFloat(index) * 4.5))\" y=\"\(n(midY + 5.5 - height))\" width=\"3\" "
        + "height=\"\(n(height))\" rx=\"0.7\"/>"
    }
    bars +=
      "<rect x=\"\(n(batteryX))\" y=\"\(n(midY - 6))\" width=\"25\" height=\"12\" rx=\"3.5\" fill=\"none\" "
      + SVGWriter.paint("stroke", color).dropFirst() + " stroke-opacity=\"0.4\"/>"
      + "<rect x=\"\(n(batteryX + 2))\" y=\"\(n(midY - 4))\" width=\"21\" height=\"8\" rx=\"2\"/>"
      + "<rect x=\"\(n(batteryX + 26))\" y=\"\(n(midY - 2))\" width=\"1.5\" height=\"4\" rx=\"0.7\" fill-opacity=\"0.4\"/>"
    writer.append(bars + "</g>\n")
  }

  /// ` x="…" y="…" width="…" height="…"` of `rect`.
  func rectAttributes(_ rect: CGRect) -> String {
    " x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
  }
}
