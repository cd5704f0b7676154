import Foundation

extension UIFont {
  /// A Dynamic Type text style.
  ///
  /// UIKit parity: `UIFont.TextStyle`; the same constants and raw values.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
    public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// Point sizes per text style for the twelve content size categories (extra small … AX5), and whether the
  /// style is semibold. Values: uikit-view-metrics.md §4.1 (HIG-TYPE); extraLargeTitle(2) only at Large
  /// (ZACWEST: 36 / 28 bold) and scaled like largeTitle elsewhere.
  static let dynamicTypeSizes: [TextStyle: (sizes: [CGFloat], weight: Weight)] = [
    .largeTitle: ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], .regular),
    .title1: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], .regular),
    .title2: ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], .regular),
    .title3: ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], .regular),
    .headline: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .semibold),
    .body: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], .regular),
    .callout: ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], .regular),
    .subheadline: ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], .regular),
    .footnote: ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], .regular),
    .caption1: ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], .regular),
    .caption2: ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], .regular),
    .extraLargeTitle: ([33, 34, 35, 36, 38, 40, 42, 46, 50, 54, 58, 62], .bold),
    .extraLargeTitle2: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], .bold),
  ]

  /// The point size of `style` at `category` (body's sizes for unknown styles).
  public static func pointSize(forTextStyle style: TextStyle, category: UIContentSizeCategory) -> CGFloat {
    let entry = dynamicTypeSizes[style] ?? dynamicTypeSizes[.body] ?? ([17], .regular)
    return entry.sizes[min(category.sizeIndex, entry.sizes.count - 1)]
  }

  /// The system font for `style` at the current text size (`UITraitCollection.current`).
  ///
  /// UIKit parity: `preferredFont(forTextStyle:)`; sizes from the HIG table (uikit-view-metrics.md §4.1).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font for `style` at the traits' text size (the current traits' when nil).
  ///
  /// UIKit parity: `preferredFont(forTextStyle:compatibleWith:)`.
  public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    let category =
      traitCollection?.preferredContentSizeCategory ?? UITraitCollection.current.preferredContentSizeCategory
    let weight = dynamicTypeSizes[style]?.weight ?? .regular
    return systemFont(ofSize: pointSize(forTextStyle: style, category: category), weight: weight)
      .withTextStyleName(style.rawValue)
  }

  /// The text style the font was made for by `preferredFont(forTextStyle:)`, or nil.
  package var dynamicTextStyle: TextStyle? { textStyleName.map(TextStyle.init(rawValue:)) }

  /// The default label font size, 17 pt (GENOS).
  public static var labelFontSize: CGFloat { 17 }
  /// The default system font size, 14 pt (GENOS).
  public static var systemFontSize: CGFloat { 14 }
  /// The small system font size, 12 pt (GENOS).
  public static var smallSystemFontSize: CGFloat { 12 }
  /// The button font size, 18 pt (often quoted; unmeasured).
  public static var buttonFontSize: CGFloat { 18 }
}

/// Scales fonts and values with the text size, relative to a text style.
///
/// UIKit parity: `UIFontMetrics` (`default`, `init(forTextStyle:)`, `scaledFont(for:)`,
/// `scaledFont(for:compatibleWith:)`, `scaledValue(for:)`, `scaledValue(for:compatibleWith:)`): the factor is the
/// style's size at the traits' category over its size at Large.
public struct UIFontMetrics: Sendable {
  /// The text style the scaling follows.
  public let textStyle: UIFont.TextStyle

  /// Metrics for `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  /// Metrics for body text.
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  private func factor(_ traits: UITraitCollection?) -> CGFloat {
    let category = traits?.preferredContentSizeCategory ?? UITraitCollection.current.preferredContentSizeCategory
    return UIFont.pointSize(forTextStyle: textStyle, category: category)
      / UIFont.pointSize(forTextStyle: textStyle, category: .large)
  }

  /// `font` scaled for the current text size.
  public func scaledFont(for font: UIFont) -> UIFont { font.withSize(font.pointSize * factor(nil)) }
  /// `font` scaled for the traits' text size.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    font.withSize(font.pointSize * factor(traitCollection))
  }
  /// `font` scaled, at most `maximumPointSize`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    font.withSize(min(maximumPointSize, font.pointSize * factor(nil)))
  }
  /// `value` scaled for the current text size.
  public func scaledValue(for value: CGFloat) -> CGFloat { value * factor(nil) }
  /// `value` scaled for the traits' text size.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value * factor(traitCollection)
  }
}
