import Foundation
import Views

/// WCAG 2.x contrast arithmetic on sRGB colours.
///
/// Relative luminance L = 0.2126 R + 0.7152 G + 0.0722 B, each channel linearised as c / 12.92 when c ≤ 0.04045,
/// else ((c + 0.055) / 1.055)^2.4; contrast ratio = (L_lighter + 0.05) / (L_darker + 0.05), from 1 to 21.
/// Level AA asks for 4.5:1 for normal text and 3:1 for large text (≥ 18 pt, or ≥ 14 pt bold).
///
/// UIKit parity: none (WCAG 2.1 §1.4.3 and its definitions of relative luminance and contrast ratio).
public enum WCAGContrast {
  /// The relative luminance of an opaque sRGB colour (alpha ignored), 0 (black) to 1 (white).
  public static func relativeLuminance(_ color: UIColor.Components) -> Double {
    func linear(_ channel: CGFloat) -> Double {
      let c = min(1, max(0, Double(channel)))
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// The contrast ratio of two opaque colours, 1...21.
  public static func ratio(_ first: UIColor.Components, _ second: UIColor.Components) -> Double {
    let a = relativeLuminance(first)
    let b = relativeLuminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// `top` composited over the opaque `bottom` with `top`'s alpha (source-over); the result is opaque.
  public static func composite(_ top: UIColor.Components, over bottom: UIColor.Components) -> UIColor.Components {
    let a = min(1, max(0, top.alpha))
    return UIColor.Components(
      red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
      blue: top.blue * a + bottom.blue * (1 - a), alpha: 1)
  }

  /// The AA threshold for text of `pointSize` points: 3 for large text (≥ 18 pt, or ≥ 14 pt bold), else 4.5.
  public static func requiredRatio(pointSize: CGFloat, isBold: Bool) -> Double {
    pointSize >= 18 || (isBold && pointSize >= 14) ? 3 : 4.5
  }
}
