import CompositionalLayout
import Foundation

/// A function from a colour to a colour that a configuration applies to one of its colours when it resolves it
/// (e.g. a lighter background while highlighted).
///
/// Copies of one transformer compare equal; two transformers made from separate closures do not (closures cannot be
/// compared), so a configuration holding a transformer equals its copies only.
///
/// UIKit parity: `UIConfigurationColorTransformer` (iOS 14): `init(_:)`, `callAsFunction(_:)`, `grayscale`,
/// `preferredTint`, `monochromeTint`. Differences: `preferredTint` and `monochromeTint` return their input
/// (headless there is no accessibility "prefer tint" setting); it is Hashable by identity so configurations stay
/// Hashable.
public struct UIConfigurationColorTransformer: Hashable, Sendable {
  private final class Box: Sendable {
    let transform: @Sendable (UIColor) -> UIColor
    init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
  }

  private let box: Box

  /// Creates a transformer from a function.
  ///
  /// UIKit parity: `UIConfigurationColorTransformer.init(_:)`.
  public init(_ transformer: @escaping @Sendable (UIColor) -> UIColor) {
    box = Box(transformer)
  }

  /// The transformed colour.
  ///
  /// UIKit parity: `UIConfigurationColorTransformer.callAsFunction(_:)`.
  public func callAsFunction(_ input: UIColor) -> UIColor { box.transform(input) }

  /// A grey of the input's luminance (Rec. 709 weights: 0.2126 R + 0.7152 G + 0.0722 B), same alpha.
  ///
  /// UIKit parity: `UIConfigurationColorTransformer.grayscale`.
  public static let grayscale = UIConfigurationColorTransformer { color in
    let rgba = color.components()
    let white = 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue
    return UIColor(white: white, alpha: rgba.alpha)
  }

  /// The input unchanged (headless there is no "prefer tint" accessibility setting to honour).
  ///
  /// UIKit parity: `UIConfigurationColorTransformer.preferredTint`.
  public static let preferredTint = UIConfigurationColorTransformer { $0 }

  /// The input unchanged (headless there is no monochrome tint setting).
  ///
  /// UIKit parity: `UIConfigurationColorTransformer.monochromeTint`.
  public static let monochromeTint = UIConfigurationColorTransformer { $0 }

  public static func == (lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer) -> Bool {
    lhs.box === rhs.box
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(box))
  }
}
