import CRsvg
import Foundation

/// Turns SVG text into pixels with librsvg and cairo (Debian's `librsvg2-dev`), in-process.
///
/// Text is laid out by Pango with the fonts fontconfig finds, so an SVG that names the families `TextMeasurement`
/// measures with (Inter, DejaVu Sans, Noto Sans CJK) draws its lines as wide as they were measured.
///
/// UIKit parity: none; the rasterising step of a snapshot (UIKit's `drawHierarchy(in:afterScreenUpdates:)`).
public enum SVGRasterizer {
  /// Draws `svg` into a `width × height` point canvas at `scale` pixels per point.
  ///
  /// - Parameters:
  ///   - svg: an SVG document; its viewBox is stretched over the canvas.
  ///   - size: the canvas in points; each side > 0.
  ///   - scale: pixels per point, > 0 (3 for an iPhone 15). The image is `ceil(size × scale)` pixels.
  /// - Returns: straight-alpha RGBA pixels; what the SVG leaves uncovered is transparent.
  /// - Throws: ``RasterImageError/rasterizing(_:)`` with librsvg's message.
  /// - Complexity: O(pixels) plus librsvg's cost per element (blur filters cost O(pixels they cover)).
  public static func rasterize(svg: String, size: CGSize, scale: CGFloat) throws -> RasterImage {
    try draw(svg: svg, size: size, scale: scale)
  }

  /// Draws `svg` at its own size (the root's `width` and `height`, in points) at `scale` pixels per point.
  ///
  /// - Throws: ``RasterImageError/rasterizing(_:)`` when the document has no absolute size or librsvg fails.
  public static func rasterize(svg: String, scale: CGFloat) throws -> RasterImage {
    try draw(svg: svg, size: nil, scale: scale)
  }

  /// Rasterises `svg` at `size` points and `scale`, then calls `overlay` with the cairo context (user space: the
  /// picture's pixels) to draw on top before the pixels are read.
  static func rasterize(
    svg: String, size: CGSize, scale: CGFloat, overlay: (OpaquePointer) -> Void
  ) throws -> RasterImage {
    try draw(svg: svg, size: size, scale: scale, overlay: overlay)
  }

  private static func draw(
    svg: String, size: CGSize?, scale: CGFloat, overlay: (OpaquePointer) -> Void = { _ in }
  ) throws -> RasterImage {
    var error: UnsafeMutablePointer<GError>?
    let handle =
      svg.utf8.withContiguousStorageIfAvailable { rsvg_handle_new_from_data($0.baseAddress, $0.count, &error) }
      ?? Array(svg.utf8).withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, $0.count, &error) }
    guard let handle else { throw RasterImageError.rasterizing(consume(error)) }
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
    var points = size ?? .zero
    if size == nil {
      var documentWidth = 0.0
      var documentHeight = 0.0
      guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &documentWidth, &documentHeight) != 0 else {
        throw RasterImageError.rasterizing("the SVG has no width and height to rasterise it at")
      }
      points = CGSize(width: documentWidth, height: documentHeight)
    }
    let width = Int((points.width * scale).rounded(.up))
    let height = Int((points.height * scale).rounded(.up))
    guard width > 0, height > 0, width < 32_768, height < 32_768 else {
      throw RasterImageError.rasterizing("the canvas \(width) × \(height) pixels is empty or too large")
    }

    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    defer { cairo_surface_destroy(surface) }
    let context = cairo_create(surface)
    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
    let drawn = rsvg_handle_render_document(handle, context, &viewport, &error)
    if drawn != 0, let context { overlay(context) }
    cairo_destroy(context)
    guard drawn != 0 else { throw RasterImageError.rasterizing(consume(error)) }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RasterImageError.rasterizing("cairo could not allocate \(width) × \(height) pixels")
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return RasterImage(
      width: width, height: height, pixels: unpremultiplied(data, width: width, height: height, stride: stride))
  }

  /// Converts cairo's native-endian premultiplied ARGB32 to straight RGBA bytes.
  private static func unpremultiplied(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int)
    -> [UInt8]
  {
    [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, count in
      let raw = UnsafeRawPointer(data)
      var out = 0
      for row in 0..<height {
        let line = raw.advanced(by: row * stride).assumingMemoryBound(to: UInt32.self)
        for column in 0..<width {
          let argb = line[column]
          let alpha = UInt32(argb >> 24)
          var red = (argb >> 16) & 0xFF
          var green = (argb >> 8) & 0xFF
          var blue = argb & 0xFF
          if alpha != 255 && alpha != 0 {
            red = (red * 255 + alpha / 2) / alpha
            green = (green * 255 + alpha / 2) / alpha
            blue = (blue * 255 + alpha / 2) / alpha
          }
          output[out] = UInt8(truncatingIfNeeded: red)
          output[out + 1] = UInt8(truncatingIfNeeded: green)
          output[out + 2] = UInt8(truncatingIfNeeded: blue)
          output[out + 3] = UInt8(truncatingIfNeeded: alpha)
          out += 4
        }
      }
      count = width * height * 4
    }
  }

  private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "librsvg failed without a message" }
    defer { g_error_free(error) }
    return error.pointee.message.map { String(cString: $0) } ?? "librsvg failed without a message"
  }
}
