import Foundation
import Views

/// An SVG document being written: the text, unique ids for clip paths and filters, and number and colour
/// formatting. Numbers are points with at most two decimals; colours `#rrggbb` with a separate opacity.
struct SVGWriter {
  private(set) var text = ""
  private var nextID = 0

  init(capacity: Int = 16_384) {
    text.reserveCapacity(capacity)
  }

  mutating func append(_ string: String) {
    text += string
  }

  /// A fresh id with `prefix` ("c1", "s2", …).
  mutating func uniqueID(_ prefix: String) -> String {
    nextID += 1
    return prefix + String(nextID)
  }

  /// `value` rounded to 1/100 with trailing zeros dropped: 12, 12.5, 12.33, -0.5. Non-finite values print as 0.
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = Int((value * 100).rounded())
    let magnitude = hundredths.magnitude
    var result = hundredths < 0 ? "-" : ""
    result += String(magnitude / 100)
    let fraction = magnitude % 100
    if fraction != 0 {
      result += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
    }
    return result
  }

  /// `value` with at most four decimals (transform coefficients).
  static func coefficient(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    let scaled = (value * 10_000).rounded()
    if scaled == (scaled / 100).rounded() * 100 { return number(value) }
    let integer = Int(scaled)
    let magnitude = integer.magnitude
    var fraction = String(magnitude % 10_000)
    fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (integer < 0 ? "-" : "") + String(magnitude / 10_000) + "." + fraction
  }

  /// Escapes `&`, `<`, `>`, `"` and `'` for text content and attribute values; drops characters XML 1.0 forbids.
  static func escaped(_ string: String) -> String {
    var needsWork = false
    for scalar in string.unicodeScalars
    where scalar == "&" || scalar == "<" || scalar == ">" || scalar == "\""
      || scalar == "'" || (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
      || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    {
      needsWork = true
      break
    }
    guard needsWork else { return string }
    var result = ""
    result.unicodeScalars.reserveCapacity(string.unicodeScalars.count + 16)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default:
        if (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE
          || scalar.value == 0xFFFF
        {
          continue
        }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// ` fill="#rrggbb"` plus ` fill-opacity` when the colour is translucent; `attribute` may be "stroke" etc.
  static func paint(_ attribute: String, _ color: UIColor.Components) -> String {
    var result = " " + attribute + "=\"" + hex(color) + "\""
    if color.alpha < 0.9995 { result += " " + attribute + "-opacity=\"" + coefficient(color.alpha) + "\"" }
    return result
  }

  /// `#rrggbb` of the components (alpha ignored).
  static func hex(_ color: UIColor.Components) -> String {
    func byte(_ value: CGFloat) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    return "#" + byteHex(byte(color.red)) + byteHex(byte(color.green)) + byteHex(byte(color.blue))
  }

  /// The path of `rect` with each corner rounded by its own radius (top-left, top-right, bottom-right,
  /// bottom-left), clamped to half the shorter side.
  static func roundedRectPath(_ rect: CGRect, radii: [CGFloat]) -> String {
    let limit = min(rect.width, rect.height) / 2
    let r = radii.map { min(max(0, $0), limit) }
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    func arc(_ radius: CGFloat, _ x: CGFloat, _ y: CGFloat) -> String {
      radius > 0 ? "A\(number(radius)) \(number(radius)) 0 0 1 \(number(x)) \(number(y))" : ""
    }
    var path = "M\(number(x0 + r[0])) \(number(y0))"
    path += "H\(number(x1 - r[1]))" + arc(r[1], x1, y0 + r[1])
    path += "V\(number(y1 - r[2]))" + arc(r[2], x1 - r[2], y1)
    path += "H\(number(x0 + r[3]))" + arc(r[3], x0, y1 - r[3])
    path += "V\(number(y0 + r[0]))" + arc(r[0], x0 + r[0], y0)
    return path + "Z"
  }

  /// A `<rect>` or `<path>` element for `rect` with corner radius `radius` on the `corners` (other corners square),
  /// followed by `attributes` (which start with a space).
  static func shape(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, attributes: String) -> String {
    let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMaxXMaxYCorner, .layerMinXMaxYCorner]
    let position = "x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" "
    let size = "width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
    if radius <= 0 || corners.isEmpty {
      return "<rect " + position + size + attributes + "/>"
    }
    if corners.isSuperset(of: all) {
      let r = number(min(radius, min(rect.width, rect.height) / 2))
      return "<rect " + position + size + " rx=\"\(r)\" ry=\"\(r)\"" + attributes + "/>"
    }
    let radii = [
      corners.contains(.layerMinXMinYCorner) ? radius : 0, corners.contains(.layerMaxXMinYCorner) ? radius : 0,
      corners.contains(.layerMaxXMaxYCorner) ? radius : 0, corners.contains(.layerMinXMaxYCorner) ? radius : 0,
    ]
    return "<path d=\"" + roundedRectPath(rect, radii: radii) + "\"" + attributes + "/>"
  }
}
