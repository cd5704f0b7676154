import CompositionalLayout
import Foundation
import TextMeasurement

/// The measured layout of list content at a width: the texts' natural widths and wrapped heights, whether they sit
/// side by side, and the resulting size. `UIListContentConfiguration.sizeThatFits(_:)` returns `size`;
/// `UIListContentView` places its subviews from the same numbers.
struct ListContentMeasurement {
  /// A text's natural (one-line) width and its height wrapped to the text column, in points; zeros when absent.
  struct Text {
    var natural: CGFloat = 0
    var height: CGFloat = 0
    var font: UIFont?
  }

  var primary = Text()
  var secondary = Text()
  /// Whether the secondary text trails the primary text on the same line.
  var sideBySide = false
  /// The height of the text column (both texts and their padding), in points.
  var column: CGFloat = 0
  /// The width of the text column, in points.
  var textWidth: CGFloat = 0
  /// The space reserved for the image, or nil without one.
  var imageSlot: CGSize?
  /// The content's size (see `UIListContentConfiguration`).
  var size: CGSize = .zero

  init(_ configuration: UIListContentConfiguration, width: CGFloat) {
    let configuration = configuration.resolvingAttributedTexts
    let margins = configuration.directionalLayoutMargins
    let imageExtent = configuration.imageLeadingExtent
    textWidth = max(0, width - margins.leading - margins.trailing - imageExtent)
    let measurer = configuration.textMeasurer
    func measure(_ string: String?, _ properties: UIListContentConfiguration.TextProperties, width: CGFloat) -> Text {
      guard let string, !string.isEmpty else { return Text() }
      let text = properties.transformed(string)
      var natural = measurer.size(of: text, font: properties.font, numberOfLines: 1).width
      let font = properties.fittingFont(natural: natural, width: width)
      if font != properties.font { natural = measurer.size(of: text, font: font, numberOfLines: 1).width }
      let wrapped = measurer.size(
        of: text, font: font, width: width, numberOfLines: properties.numberOfLines,
        lineBreakMode: properties.lineBreakMode)
      return Text(natural: natural, height: wrapped.height, font: font)
    }
    primary = measure(configuration.text, configuration.textProperties, width: textWidth)
    secondary = measure(configuration.secondaryText, configuration.secondaryTextProperties, width: textWidth)
    let horizontalPadding = configuration.textToSecondaryTextHorizontalPadding
    sideBySide =
      configuration.prefersSideBySideTextAndSecondaryText && primary.height > 0 && secondary.height > 0
      && primary.natural + horizontalPadding + secondary.natural <= textWidth
    if sideBySide {
      // Both on one line each: the taller line sets the column.
      primary = measure(configuration.text, configuration.textProperties, width: primary.natural)
      secondary = measure(configuration.secondaryText, configuration.secondaryTextProperties, width: secondary.natural)
      column = max(primary.height, secondary.height)
    } else {
      let padding = primary.height > 0 && secondary.height > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
      column = primary.height + padding + secondary.height
    }
    imageSlot = configuration.imageSlot
    let imageHeight = imageSlot?.height ?? 0
    let height = max(configuration.minimumHeight, margins.top + max(imageHeight, column) + margins.bottom)
    let textsWidth =
      sideBySide ? primary.natural + horizontalPadding + secondary.natural : max(primary.natural, secondary.natural)
    size = CGSize(width: margins.leading + imageExtent + textsWidth + margins.trailing, height: height)
  }
}

extension UIListContentConfiguration {
  /// The content's size when its width is limited to `size.width`: its natural width (no wrapping) and its height
  /// when wrapped to `size.width` (see the type's documentation), in points.
  ///
  /// UIKit parity: none on the configuration (UIKit measures the `UIListContentView`, whose `sizeThatFits(_:)` and
  /// `systemLayoutSizeFitting` return this size); kept as a headless convenience.
  /// - Complexity: linear in the length of the texts.
  public func sizeThatFits(_ size: CGSize) -> CGSize {
    ListContentMeasurement(self, width: size.width).size
  }

  /// A content view showing this configuration.
  ///
  /// UIKit parity: `UIListContentConfiguration.makeContentView()`.
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// The configuration with a cell's list margins applied as minimum horizontal margins: on a side where `leading`
  /// or `trailing` is nil the configuration keeps its own margin; 0 (an accessory sits there) sets 0; otherwise the
  /// larger of the two when `axesPreservingSuperviewLayoutMargins` contains `.horizontal`.
  func preservingCellMargins(leading: CGFloat?, trailing: CGFloat?) -> UIListContentConfiguration {
    var result = self
    let preserves = axesPreservingSuperviewLayoutMargins.contains(.horizontal)
    func margin(_ own: CGFloat, _ cell: CGFloat?) -> CGFloat {
      guard let cell else { return own }
      return cell == 0 ? 0 : preserves ? max(own, cell) : own
    }
    result.directionalLayoutMargins.leading = margin(directionalLayoutMargins.leading, leading)
    result.directionalLayoutMargins.trailing = margin(directionalLayoutMargins.trailing, trailing)
    return result
  }
}
