import Foundation

extension UIImage.SymbolConfiguration {
  /// A configuration sized like `font` with a symbol scale.
  ///
  /// UIKit parity: `UIImage.SymbolConfiguration(font:scale:)` (used by Apple's sample cells); the scale is kept as
  /// data, the point size is the font's.
  public convenience init(font: UIFont, scale: UIImage.SymbolConfiguration.Scale) {
    self.init(optionalPointSize: font.pointSize, weight: .unspecified, scale: scale)
  }

  /// A configuration sized like a text style with a symbol scale.
  ///
  /// UIKit parity: `UIImage.SymbolConfiguration(textStyle:scale:)`.
  public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolConfiguration.Scale) {
    self.init(
      optionalPointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: scale)
  }
}
