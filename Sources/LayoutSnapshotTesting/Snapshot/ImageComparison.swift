import Foundation
import ScreenRendering

/// How two images differ: the number of pixels whose red, green, blue or alpha differs by more than a tolerance.
///
/// UIKit parity: none; a test-support type.
public struct ImageComparison: Hashable, Sendable {
  /// The pixels that differ beyond the tolerance (every pixel of the larger image when the sizes differ).
  public var differingPixels: Int
  /// The pixels compared (of the larger image when the sizes differ).
  public var totalPixels: Int
  /// The largest difference of one channel, 0…255.
  public var largestDifference: Int
  /// Whether the images have different sizes.
  public var sizesDiffer: Bool

  /// Compares `actual` with `reference`, counting pixels with a channel more than `pixelTolerance` away.
  ///
  /// - Complexity: O(pixels); equal buffers are detected with one memory comparison.
  public init(reference: RasterImage, actual: RasterImage, pixelTolerance: UInt8 = 0) {
    guard reference.width == actual.width, reference.height == actual.height else {
      sizesDiffer = true
      totalPixels = max(reference.width * reference.height, actual.width * actual.height)
      differingPixels = totalPixels
      largestDifference = 255
      return
    }
    sizesDiffer = false
    totalPixels = reference.width * reference.height
    guard reference.pixels != actual.pixels else {
      differingPixels = 0
      largestDifference = 0
      return
    }
    var differing = 0
    var largest = 0
    let tolerance = Int(pixelTolerance)
    reference.pixels.withUnsafeBufferPointer { old in
      actual.pixels.withUnsafeBufferPointer { new in
        var index = 0
        while index < old.count {
          var worst = 0
          for channel in 0..<4 {
            worst = max(worst, abs(Int(old[index + channel]) - Int(new[index + channel])))
          }
          if worst > tolerance { differing += 1 }
          largest = max(largest, worst)
          index += 4
        }
      }
    }
    differingPixels = differing
    largestDifference = largest
  }

  /// Whether at least `precision` (0…1) of the pixels match.
  public func matches(precision: Double) -> Bool {
    guard !sizesDiffer else { return false }
    return Double(totalPixels - differingPixels) >= precision * Double(totalPixels) - 1e-9
  }

  /// A picture of the difference: the reference faded to a light grey, with the differing pixels in red (size
  /// mismatch: the actual image faded, all red where the reference has no pixels).
  public static func diffImage(reference: RasterImage, actual: RasterImage, pixelTolerance: UInt8 = 0) -> RasterImage {
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let out = (y * width + x) * 4
        let inReference = x < reference.width && y < reference.height
        let inActual = x < actual.width && y < actual.height
        var differs = inReference != inActual
        var grey = 255
        if inReference {
          let r = (y * reference.width + x) * 4
          let luminance =
            (Int(reference.pixels[r]) * 3 + Int(reference.pixels[r + 1]) * 6 + Int(reference.pixels[r + 2])) / 10
          grey = 255 - (255 - luminance) * Int(reference.pixels[r + 3]) / 255 / 4
          if inActual {
            let a = (y * actual.width + x) * 4
            for channel in 0..<4
            where abs(Int(reference.pixels[r + channel]) - Int(actual.pixels[a + channel])) > Int(pixelTolerance) {
              differs = true
            }
          }
        }
        if differs {
          pixels[out] = 255
          pixels[out + 1] = 0
          pixels[out + 2] = 0
        } else {
          pixels[out] = UInt8(grey)
          pixels[out + 1] = UInt8(grey)
          pixels[out + 2] = UInt8(grey)
        }
      }
    }
    return RasterImage(width: width, height: height, pixels: pixels)
  }
}
