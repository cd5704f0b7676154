import CLibPNG
import Foundation

/// A bitmap of 8-bit sRGB pixels with straight (not premultiplied) alpha, row by row from the top-left, four bytes
/// per pixel in the order red, green, blue, alpha.
///
/// What the screen renderer's PNGs hold, decoded: snapshot tests compare two of these pixel by pixel. PNG files are
/// decoded with libpng's simplified API (Debian's `libpng-dev`) and encoded by `PNGEncoder` with zlib's checksums.
///
/// UIKit parity: none (stands in for the `UIImage` that `UIGraphicsImageRenderer` returns); a renderer's type.
public struct RasterImage: Hashable, Sendable {
  /// The width in pixels, ≥ 0.
  public let width: Int
  /// The height in pixels, ≥ 0.
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha per pixel, rows top to bottom.
  public var pixels: [UInt8]

  /// Creates an image from pixels; `pixels` must hold exactly `width × height × 4` bytes.
  ///
  /// - Precondition: `width ≥ 0`, `height ≥ 0` and `pixels.count == width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(
      width >= 0 && height >= 0 && pixels.count == width * height * 4,
      "RasterImage: \(pixels.count) bytes do not make \(width) × \(height) RGBA pixels; pass width × height × 4")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Creates an image filled with one colour (components 0…255).
  public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    var pixels = [UInt8](repeating: 0, count: max(0, width) * max(0, height) * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      pixels[index] = red
      pixels[index + 1] = green
      pixels[index + 2] = blue
      pixels[index + 3] = alpha
    }
    self.init(width: max(0, width), height: max(0, height), pixels: pixels)
  }

  /// The pixel at column `x`, row `y` as (red, green, blue, alpha).
  ///
  /// - Precondition: `0 ≤ x < width` and `0 ≤ y < height`.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "RasterImage: pixel (\(x), \(y)) is outside the image")
    let index = (y * width + x) * 4
    return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
  }

  /// The pixel at `(x, y)` as `#rrggbb` (alpha dropped), for tests and messages.
  public func hex(x: Int, y: Int) -> String {
    let p = pixel(x: x, y: y)
    return "#" + [p.red, p.green, p.blue].map { byteHex($0) }.joined()
  }

  // MARK: PNG

  /// Decodes a PNG file's bytes (any PNG colour type; converted to 8-bit RGBA).
  ///
  /// - Throws: ``RasterImageError/decoding(_:)`` with libpng's message when the data is not a readable PNG.
  /// - Complexity: O(pixels).
  public init(png data: Data) throws {
    var image = png_image()
    image.version = png_uint_32(CLibPNGImageVersion)
    let begun = data.withUnsafeBytes { raw in
      png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
    }
    guard begun != 0 else { throw RasterImageError.decoding(Self.message(of: &image)) }
    image.format = png_uint_32(CLibPNGFormatRGBA)
    let width = Int(image.width)
    let height = Int(image.height)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let finished = pixels.withUnsafeMutableBytes { buffer in
      png_image_finish_read(&image, nil, buffer.baseAddress, png_int_32(width * 4), nil)
    }
    guard finished != 0 else { throw RasterImageError.decoding(Self.message(of: &image)) }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// Reads and decodes a PNG file.
  ///
  /// - Throws: the file system's error, or ``RasterImageError/decoding(_:)``.
  public init(contentsOfPNG url: URL) throws {
    try self.init(png: Data(contentsOf: url))
  }

  /// The image as PNG bytes: 8-bit RGBA, not interlaced, rows SUB-filtered and deflated (see `PNGEncoder`: runs of
  /// equal bytes as matches, fixed Huffman codes). Equal pixels always give equal bytes.
  ///
  /// - Throws: ``RasterImageError/encoding(_:)`` for an empty image.
  /// - Complexity: O(pixels); a few milliseconds for an iPhone screen at 3×.
  public func pngData() throws -> Data {
    guard width > 0, height > 0 else { throw RasterImageError.encoding("an empty image has no PNG form") }
    return pixels.withUnsafeBufferPointer { PNGEncoder.encode(width: width, height: height, pixels: $0) }
  }

  private static func message(of image: inout png_image) -> String {
    let text = withUnsafeBytes(of: &image.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    png_image_free(&image)
    return text.isEmpty ? "libpng failed" : text
  }
}

/// Why a PNG could not be decoded or encoded, with libpng's message.
///
/// UIKit parity: none.
public enum RasterImageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes are not a PNG libpng can read.
  case decoding(String)
  /// libpng could not encode the pixels.
  case encoding(String)
  /// librsvg could not read or draw the SVG.
  case rasterizing(String)

  public var description: String {
    switch self {
    case .decoding(let message): "PNG decoding failed: \(message)"
    case .encoding(let message): "PNG encoding failed: \(message)"
    case .rasterizing(let message): "SVG rasterizing failed: \(message)"
    }
  }
}

func byteHex(_ byte: UInt8) -> String {
  let digits: [Character] = Array("0123456789abcdef")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}
