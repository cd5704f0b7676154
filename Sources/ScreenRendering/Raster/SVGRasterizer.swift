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
    try render(svg: svg, size: size, scale: scale, overlay: overlay) { data, width, height, stride in
      RasterImage(
        width: width, height: height, pixels: unpremultiplied(data, width: width, height: height, stride: stride))
    }
  }

  /// Rasterises `svg` and hands cairo's premultiplied ARGB32 pixels (native-endian words, `stride` bytes per row)
  /// to `body` before the surface is reused. The surface's memory is kept between calls of the same size (an
  /// iPhone screen at 3× is 12 MB: allocating it afresh costs page faults every time).
  static func render<Result>(
    svg: String, size: CGSize?, scale: CGFloat, overlay: (OpaquePointer) -> Void,
    pixels body: (_ data: UnsafeMutablePointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int) throws -> Result
  ) throws -> Result {
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

    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    let buffer = SurfaceMemory.take(bytes: stride * height)
    defer { SurfaceMemory.give(buffer) }
    let surface = cairo_image_surface_create_for_data(
      buffer.pointer, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      throw RasterImageError.rasterizing("cairo could not make a \(width) × \(height) surface")
    }
    let context = cairo_create(surface)
    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
    let drawn = rsvg_handle_render_document(handle, context, &viewport, &error)
    if drawn != 0, let context { overlay(context) }
    cairo_destroy(context)
    guard drawn != 0 else { throw RasterImageError.rasterizing(consume(error)) }
    cairo_surface_flush(surface)
    return try body(buffer.pointer, width, height, stride)
  }

  /// Converts row `y` of cairo's premultiplied ARGB32 words into straight-alpha RGBA bytes at `output`.
  @inline(__always)
  static func convertRow(
    _ data: UnsafeMutablePointer<UInt8>, row: Int, width: Int, stride: Int, into output: UnsafeMutablePointer<UInt8>
  ) {
    let line = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
    let out = UnsafeMutableRawPointer(output)
    let source = UnsafeRawPointer(line)
    let opaque = SIMD4<UInt32>(repeating: 255)
    var column = 0
    while column < width {
      // Four opaque pixels at a time: only the byte order changes (cairo's words are native-endian ARGB; PNG
      // wants R, G, B, A).
      if column + 4 <= width {
        let words = source.loadUnaligned(fromByteOffset: column * 4, as: SIMD4<UInt32>.self)
        if words &>> 24 == opaque {
          let rgba = (words & 0xFF00_FF00) | ((words &>> 16) & 0xFF) | ((words & 0xFF) &<< 16)
          out.storeBytes(of: rgba, toByteOffset: column * 4, as: SIMD4<UInt32>.self)
          column += 4
          continue
        }
      }
      let argb = line[column]
      let alpha = argb >> 24
      var rgba: UInt32
      if alpha == 255 {
        rgba = (argb & 0xFF00_FF00) | ((argb >> 16) & 0xFF) | ((argb & 0xFF) << 16)
      } else if alpha == 0 {
        rgba = 0
      } else {
        let red = (((argb >> 16) & 0xFF) * 255 + alpha / 2) / alpha
        let green = (((argb >> 8) & 0xFF) * 255 + alpha / 2) / alpha
        let blue = ((argb & 0xFF) * 255 + alpha / 2) / alpha
        rgba = min(red, 255) | min(green, 255) << 8 | min(blue, 255) << 16 | alpha << 24
      }
      out.storeBytes(of: rgba.littleEndian, toByteOffset: column * 4, as: UInt32.self)
      column += 1
    }
  }

  private static func unpremultiplied(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int)
    -> [UInt8]
  {
    [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, count in
      guard let base = output.baseAddress else { return }
      for row in 0..<height {
        convertRow(data, row: row, width: width, stride: stride, into: base + row * width * 4)
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

/// One cairo surface's memory kept between rasterisations of the same size (zeroed before each use).
enum SurfaceMemory {
  struct Block: @unchecked Sendable {
    var pointer: UnsafeMutablePointer<UInt8>
    var bytes: Int
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var spare: Block?

  /// A zeroed block of `bytes` (the spare one when it has that size).
  static func take(bytes: Int) -> Block {
    lock.lock()
    let reused = spare?.bytes == bytes ? spare : nil
    if reused != nil { spare = nil }
    lock.unlock()
    if let reused {
      reused.pointer.initialize(repeating: 0, count: bytes)
      return reused
    }
    let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    raw.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    return Block(pointer: raw.assumingMemoryBound(to: UInt8.self), bytes: bytes)
  }

  /// Keeps `block` as the spare (freeing the previous spare).
  static func give(_ block: Block) {
    lock.lock()
    let previous = spare
    spare = block
    lock.unlock()
    previous?.pointer.deallocate()
  }
}
