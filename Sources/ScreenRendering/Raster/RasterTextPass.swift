import CFreeType
import CRsvg
import Foundation
import TextMeasurement
import Views

/// Text for pixels without Pango: while an SVG is written for rasterising, each text run is recorded with its
/// glyphs (``TextMeasurer/positionedGlyphs(of:font:)``), colour, transform, clip and opacity, together with every
/// area drawn after it. A run that nothing drawn later overlaps is taken out of the SVG and drawn by cairo with its
/// FreeType face (`cairo_show_glyphs`, glyph images cached by cairo) after librsvg drew the rest; a run something
/// later overlaps stays in the SVG, so drawing order is always UIKit's.
///
/// Why: librsvg fills every glyph outline of every `<text>` through Pango on each rendering (≈ 0.5 ms per text
/// element on an iPhone screen at 3×, most of a screen's time); cairo's glyph cache draws the same runs in
/// microseconds. The glyphs sit where the measurement put them (TextMeasurement's advances and kerning), so text
/// ends where a label's frame says it does.
///
/// Approximations: clips are the bounding rectangles of the clipping views (rounded corners are not applied to
/// text); runs inside a view with a blurred shadow filter stay in the SVG.
struct RasterTextPass {
  /// One text run to draw with cairo.
  struct Run {
    var glyphs: [PositionedGlyph]
    var origin: CGPoint
    var horizontalScale: CGFloat
    var font: UIFont
    var color: UIColor.Components
    var transform: CGAffineTransform
    var clip: CGRect?
    /// The run's box in picture coordinates (points).
    var box: CGRect
    /// The run's place in the drawing order.
    var sequence: Int
    /// The run's `<text>` element in the SVG (UTF-8 offsets), removed when cairo draws it.
    var svgRange: Range<Int>
  }

  private struct Level {
    var transform: CGAffineTransform
    var clip: CGRect?
    var opacity: CGFloat
    var filtered: Bool
  }

  private var levels = [Level(transform: .identity, clip: nil, opacity: 1, filtered: false)]
  private(set) var runs: [Run] = []
  private var painted: [(box: CGRect, sequence: Int)] = []
  private var sequence = 0

  /// Enters `view`'s group: its transform as the SVG writes it, its alpha.
  @MainActor
  mutating func enter(_ view: UIView, isRoot: Bool, filtered: Bool) {
    let parent = levels[levels.count - 1]
    let bounds = view.bounds
    var local: CGAffineTransform
    if isRoot {
      local = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
    } else {
      let t = view.transform
      let kx = bounds.minX + bounds.width / 2
      let ky = bounds.minY + bounds.height / 2
      let center = view.center
      local = CGAffineTransform(
        a: t.a, b: t.b, c: t.c, d: t.d, tx: center.x + t.tx - t.a * kx - t.c * ky,
        ty: center.y + t.ty - t.b * kx - t.d * ky)
    }
    levels.append(
      Level(
        transform: local.concatenating(parent.transform), clip: parent.clip,
        opacity: parent.opacity * (view.alpha < 0.999 ? view.alpha : 1), filtered: parent.filtered || filtered))
  }

  /// Enters a group translated by (`dx`, `dy`) that is not a view's (a custom accessory's placement).
  mutating func enterTranslation(dx: CGFloat, dy: CGFloat) {
    var level = levels[levels.count - 1]
    level.transform = CGAffineTransform(translationX: dx, y: dy).concatenating(level.transform)
    levels.append(level)
  }

  /// Leaves the current group.
  mutating func leave() {
    levels.removeLast()
  }

  /// Clips what follows in the current view to `rect` (its bounds coordinates).
  mutating func clip(to rect: CGRect) {
    let level = levels[levels.count - 1]
    let box = rect.applying(level.transform)
    levels[levels.count - 1].clip = level.clip.map { $0.intersection(box) } ?? box
  }

  /// Records that `rect` (current coordinates) is painted now.
  mutating func paint(_ rect: CGRect) {
    let level = levels[levels.count - 1]
    var box = rect.applying(level.transform)
    if let clip = level.clip { box = box.intersection(clip) }
    guard !box.isNull, box.width > 0, box.height > 0 else { return }
    sequence += 1
    painted.append((box, sequence))
  }

  /// Forgets the last painted area (the view drew nothing after all).
  mutating func unpaintLast() {
    if !painted.isEmpty { painted.removeLast() }
  }

  /// Records a run of `glyphs` starting at `origin` (current coordinates, the baseline's start) whose `<text>`
  /// element occupies `svgRange` of the SVG; false when it must stay in the SVG (inside a blur filter).
  mutating func addRun(
    glyphs: [PositionedGlyph], origin: CGPoint, width: CGFloat, horizontalScale: CGFloat, font: UIFont,
    color: UIColor.Components, svgRange: Range<Int>
  ) {
    let level = levels[levels.count - 1]
    guard !level.filtered, !glyphs.isEmpty else { return }
    var color = color
    color.alpha *= level.opacity
    let local = CGRect(
      x: origin.x, y: origin.y - font.ascender, width: max(width, 1), height: font.ascender - font.descender)
    var box = local.applying(level.transform)
    if let clip = level.clip { box = box.intersection(clip) }
    guard !box.isNull, box.width > 0, box.height > 0 else { return }
    sequence += 1
    runs.append(
      Run(
        glyphs: glyphs, origin: origin, horizontalScale: horizontalScale, font: font, color: color,
        transform: level.transform, clip: level.clip, box: box, sequence: sequence, svgRange: svgRange))
  }

  /// The runs nothing drawn later overlaps (by more than a hairline): cairo may draw them last.
  func freeRuns() -> [Run] {
    runs.filter { run in
      let box = run.box.insetBy(dx: 0.5, dy: 0.5)
      return !painted.contains { $0.sequence > run.sequence && $0.box.intersects(box) }
    }
  }

  /// `svg` without the `<text>` elements of `runs`.
  static func removing(_ runs: [Run], from svg: String) -> String {
    guard !runs.isEmpty else { return svg }
    let bytes = Array(svg.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var position = 0
    for range in runs.map(\.svgRange).sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= position {
      result.append(contentsOf: bytes[position..<range.lowerBound])
      position = range.upperBound
    }
    result.append(contentsOf: bytes[position...])
    return String(decoding: result, as: UTF8.self)
  }

  /// Draws `runs` on `context` (whose user space is the picture's points scaled by `scale`).
  @MainActor
  static func draw(_ runs: [Run], on context: OpaquePointer, scale: CGFloat) {
    guard !runs.isEmpty else { return }
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    defer { cairo_font_options_destroy(options) }
    var buffer: [cairo_glyph_t] = []
    for run in runs {
      cairo_save(context)
      cairo_identity_matrix(context)
      cairo_scale(context, Double(scale), Double(scale))
      if let clip = run.clip {
        cairo_rectangle(context, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
        cairo_clip(context)
      }
      var matrix = cairo_matrix_t(
        xx: Double(run.transform.a), yx: Double(run.transform.b), xy: Double(run.transform.c),
        yy: Double(run.transform.d), x0: Double(run.transform.tx), y0: Double(run.transform.ty))
      cairo_transform(context, &matrix)
      cairo_set_source_rgba(
        context, Double(run.color.red), Double(run.color.green), Double(run.color.blue), Double(run.color.alpha))
      cairo_set_font_options(context, options)
      var start = 0
      while start < run.glyphs.count {
        let first = run.glyphs[start]
        var end = start + 1
        while end < run.glyphs.count, run.glyphs[end].fontPath == first.fontPath,
          run.glyphs[end].faceIndex == first.faceIndex
        {
          end += 1
        }
        if let face = FontFaces.cairoFace(path: first.fontPath, index: first.faceIndex) {
          cairo_set_font_face(context, face)
          let size = Double(run.font.pointSize)
          var fontMatrix = cairo_matrix_t(
            xx: size * Double(run.horizontalScale), yx: 0, xy: 0, yy: size, x0: 0, y0: 0)
          cairo_set_font_matrix(context, &fontMatrix)
          buffer.removeAll(keepingCapacity: true)
          for glyph in run.glyphs[start..<end] {
            buffer.append(
              cairo_glyph_t(
                index: UInt(glyph.glyphIndex), x: Double(run.origin.x) + glyph.x * Double(run.horizontalScale),
                y: Double(run.origin.y)))
          }
          cairo_show_glyphs(context, buffer, Int32(buffer.count))
        }
        start = end
      }
      cairo_restore(context)
    }
  }
}

/// FreeType faces opened for cairo, one per font file and face index, kept for the process's life.
@MainActor
enum FontFaces {
  private static var library: FT_Library?
  private static var faces: [String: OpaquePointer?] = [:]

  static func cairoFace(path: String, index: Int) -> OpaquePointer? {
    let key = path + "#" + String(index)
    if let known = faces[key] { return known }
    var result: OpaquePointer?
    if library == nil { FT_Init_FreeType(&library) }
    var face: FT_Face?
    if let library, !path.isEmpty, FT_New_Face(library, path, FT_Long(index), &face) == 0, let face {
      result = cairo_ft_font_face_create_for_ft_face(UnsafeMutableRawPointer(face), 0)
    }
    faces[key] = result
    return result
  }
}
