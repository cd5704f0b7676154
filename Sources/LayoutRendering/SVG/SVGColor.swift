/// A colour written into SVG as "#rrggbb".
///
/// Built only from components or a validated hex string, so a colour can never carry markup into a document.
///
/// UIKit parity: none; draws what UIKit would show.
public struct SVGColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour as "#rrggbb", lower case.
  public let hex: String

  /// A colour from 8-bit red, green and blue components (0…255; values outside are clamped).
  public init(red: Int, green: Int, blue: Int) {
    func component(_ value: Int) -> String {
      let clamped = min(max(value, 0), 255)
      let digits = String(clamped, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }
    hex = "#" + component(red) + component(green) + component(blue)
  }

  /// A colour from "#rrggbb" or "#rgb" (case-insensitive); nil for anything else.
  public init?(hex: String) {
    guard hex.first == "#" else { return nil }
    let digits = Array(hex.dropFirst())
    guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
    let full = digits.count == 3 ? digits.flatMap { [$0, $0] } : digits
    self.hex = "#" + String(full).lowercased()
  }

  public var description: String { hex }
}
