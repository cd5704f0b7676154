import CompositionalLayout
import Foundation
import TextMeasurement

/// The content of a list row: an image, a text and a secondary text, with their fonts, colours and paddings, sized
/// by the text measurer.
///
/// Size (points): the image (its reserved size, if any) sits at the leading margin, then `imageToTextPadding`, then
/// the text column; the secondary text sits below the text, `textToSecondaryTextVerticalPadding` apart. Height is
/// the margins plus the taller of the image and the text column, at least `minimumHeight`; width is the margins
/// plus the image, padding and the widest unwrapped text.
///
/// UIKit parity: `UIListContentConfiguration` (`cell()`, `subtitleCell()`, `valueCell()`, `header()`,
/// `footer()`); the font sizes (17 / 15 / 13 pt) and margins (11 pt top and bottom, 44 pt minimum row) reproduce
/// spec/list-configuration.md's 44-pt one-line rows; the exact paddings are undocumented and estimated.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
  /// How one text is drawn.
  ///
  /// UIKit parity: `UIListContentConfiguration.TextProperties`; `transform` and `adjustsFontSizeToFitWidth` change
  /// the measured size, the other members are stored for renderers.
  public struct TextProperties: Hashable, Sendable {
    /// How the lines of a text sit in its column.
    ///
    /// UIKit parity: `UIListContentConfiguration.TextProperties.TextAlignment`.
    public enum TextAlignment: Int, Hashable, Sendable {
      /// Leading-aligned in the layout direction.
      case natural
      /// Centred.
      case center
      /// Justified: every line but the last fills the column.
      case justified
    }

    /// A case change applied to the text before it is measured and drawn.
    ///
    /// UIKit parity: `UIListContentConfiguration.TextProperties.TextTransform`.
    public enum TextTransform: Int, Hashable, Sendable {
      /// The text as given.
      case none
      /// Every word starts with a capital, the rest lower case (`String.capitalized`).
      case capitalized
      /// All lower case.
      case lowercase
      /// All upper case.
      case uppercase
    }

    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The maximum number of lines; 0 means no limit.
    ///
    /// UIKit parity: `TextProperties.numberOfLines` (default 0).
    public var numberOfLines = 0
    /// How lines break and truncate.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The alignment of the lines; does not change the size. Default `.natural`.
    ///
    /// UIKit parity: `TextProperties.alignment`.
    public var alignment: TextAlignment = .natural
    /// The case change applied before measuring and drawing. Default `.none`.
    ///
    /// UIKit parity: `TextProperties.transform`.
    public var transform: TextTransform = .none
    /// Whether a one-line text too wide for its column is measured and drawn at a smaller font, down to
    /// `minimumScaleFactor` of the font size. Default false.
    ///
    /// UIKit parity: `TextProperties.adjustsFontSizeToFitWidth` (like `UILabel`, it acts on one-line texts).
    public var adjustsFontSizeToFitWidth = false
    /// The smallest font scale `adjustsFontSizeToFitWidth` may use, 0…1; 0 means the font size itself (no
    /// shrinking). Default 0.
    ///
    /// UIKit parity: `TextProperties.minimumScaleFactor` (`UILabel` semantics for 0).
    public var minimumScaleFactor: CGFloat = 0
    /// Whether a renderer may tighten letter spacing before truncating; the measurer does not tighten, so the size
    /// is unchanged. Default false.
    ///
    /// UIKit parity: `TextProperties.allowsDefaultTighteningForTruncation`.
    public var allowsDefaultTighteningForTruncation = false
    /// Whether a text-style font (`UIFont.preferredFont(forTextStyle:)`, as the factories' fonts are) follows the
    /// content size category of the view showing the content. Default true.
    ///
    /// UIKit parity: `TextProperties.adjustsFontForContentSizeCategory`.
    public var adjustsFontForContentSizeCategory = true
    /// A transformer applied to `color` when it is resolved. Default nil.
    ///
    /// UIKit parity: `TextProperties.colorTransformer`.
    public var colorTransformer: UIConfigurationColorTransformer?

    /// Replaces a text-style font by the same style at `traits`' content size category (when allowed).
    mutating func resolveDynamicType(for traits: UITraitCollection) {
      guard adjustsFontForContentSizeCategory, let style = font.dynamicTextStyle else { return }
      let size = UIFont.pointSize(forTextStyle: style, category: traits.preferredContentSizeCategory)
      guard size != font.pointSize else { return }
      font = .preferredFont(forTextStyle: style, compatibleWith: traits)
    }

    /// The colour the text is drawn in: `color` through `colorTransformer`.
    ///
    /// UIKit parity: `TextProperties.resolvedColor()`.
    public func resolvedColor() -> UIColor {
      colorTransformer.map { $0(color) } ?? color
    }

    /// `string` with `transform` applied: the text that is measured and drawn.
    func transformed(_ string: String) -> String {
      switch transform {
      case .none: return string
      case .capitalized: return string.capitalized
      case .lowercase: return string.lowercased()
      case .uppercase: return string.uppercased()
      }
    }

    /// The font a text of natural width `natural` is drawn in within `width` points: `font`, or, when
    /// `adjustsFontSizeToFitWidth` shrinks a one-line text, the same font scaled by `max(minimumScaleFactor,
    /// width / natural)`.
    func fittingFont(natural: CGFloat, width: CGFloat) -> UIFont {
      guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, natural > width, natural > 0
      else { return font }
      let scale = max(min(minimumScaleFactor, 1), width / natural)
      return font.withSize(font.pointSize * scale)
    }
  }

  /// How the image is drawn.
  ///
  /// UIKit parity: `UIListContentConfiguration.ImageProperties`; `reservedLayoutSize` and `maximumSize` change the
  /// measured size, `cornerRadius` and `tintColor` are stored for renderers.
  public struct ImageProperties: Hashable, Sendable {
    /// A `reservedLayoutSize` dimension meaning the system's standard for the style: for the width, the standard
    /// symbol slot (`ListMetrics.imageLeadingToTextLeading` minus `imageToTextPadding`, 24 pt by default); for the
    /// height, the image's own height.
    ///
    /// UIKit parity: `ImageProperties.standardDimension` (UIKit's standard values are undocumented; estimated).
    public static let standardDimension = -CGFloat.greatestFiniteMagnitude

    /// The size reserved for the image, in points; a zero dimension means the image's own, a
    /// `standardDimension` one the standard. The image is centred in it.
    ///
    /// UIKit parity: `ImageProperties.reservedLayoutSize`.
    public var reservedLayoutSize: CGSize = .zero
    /// The largest size the image is drawn at, in points; a zero dimension is unlimited. A larger image is scaled
    /// down, keeping its aspect ratio. Default zero.
    ///
    /// UIKit parity: `ImageProperties.maximumSize`.
    public var maximumSize: CGSize = .zero
    /// The corner radius the image is clipped to, in points; does not change the size. Default 0.
    ///
    /// UIKit parity: `ImageProperties.cornerRadius`.
    public var cornerRadius: CGFloat = 0
    /// The tint colour; nil means the cell's tint.
    public var tintColor: UIColor?
    /// A transformer applied to the tint colour when it is resolved. Default nil.
    ///
    /// UIKit parity: `ImageProperties.tintColorTransformer`.
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// The symbol configuration a symbol image is drawn with (kept for renderers; the measured size is the
    /// image's own). Default nil.
    ///
    /// UIKit parity: `ImageProperties.preferredSymbolConfiguration`.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// The tint the image is drawn with in a view whose tint is `tintColor`: this configuration's `tintColor` (or
    /// the given one when nil) through `tintColorTransformer`.
    ///
    /// UIKit parity: `ImageProperties.resolvedTintColor(for:)`.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let color = self.tintColor ?? tintColor
      return tintColorTransformer.map { $0(color) } ?? color
    }

    /// `size` scaled down, keeping its aspect ratio, to fit `maximumSize` (zero dimensions unlimited).
    func displayedSize(of size: CGSize) -> CGSize {
      var scale: CGFloat = 1
      if maximumSize.width > 0, size.width > maximumSize.width { scale = min(scale, maximumSize.width / size.width) }
      if maximumSize.height > 0, size.height > maximumSize.height {
        scale = min(scale, maximumSize.height / size.height)
      }
      return CGSize(width: size.width * scale, height: size.height * scale)
    }
  }

  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The primary text with attributes. When set it is shown instead of `text`: its string, in the `.font` and
  /// `.foregroundColor` of its first run where it has them (the text properties' otherwise).
  ///
  /// UIKit parity: `UIListContentConfiguration.attributedText`; UIKit draws every attribute run, here the whole
  /// text takes the first run's font and colour (as `UILabel.attributedText` here).
  public var attributedText: NSAttributedString? {
    get { storedAttributedText?.value }
    set { storedAttributedText = newValue.map(FrozenAttributedText.init) }
  }
  /// The secondary text with attributes; shown instead of `secondaryText` when set, as `attributedText` is.
  ///
  /// UIKit parity: `UIListContentConfiguration.secondaryAttributedText`; the same difference as `attributedText`.
  public var secondaryAttributedText: NSAttributedString? {
    get { storedSecondaryAttributedText?.value }
    set { storedSecondaryAttributedText = newValue.map(FrozenAttributedText.init) }
  }
  private var storedAttributedText: FrozenAttributedText?
  private var storedSecondaryAttributedText: FrozenAttributedText?

  /// The configuration as it is measured and shown: an attributed text replaces the plain one, and its first run's
  /// font and colour replace the text properties'.
  var resolvingAttributedTexts: UIListContentConfiguration {
    guard attributedText != nil || secondaryAttributedText != nil else { return self }
    var resolved = self
    func apply(_ attributed: NSAttributedString?, _ text: inout String?, _ properties: inout TextProperties) {
      guard let attributed else { return }
      text = attributed.string
      guard let style = attributed.firstRunStyle else { return }
      if let font = style.font { properties.font = font }
      if let color = style.color { properties.color = color }
    }
    apply(attributedText, &resolved.text, &resolved.textProperties)
    apply(secondaryAttributedText, &resolved.secondaryText, &resolved.secondaryTextProperties)
    // Resolved once: later steps (Dynamic Type) may change the fonts, which resolving again must not undo.
    resolved.attributedText = nil
    resolved.secondaryAttributedText = nil
    return resolved
  }
  /// The image placeholder.
  public var image: UIImage?
  /// The opacity of the content, 0…1; does not change the size. Default 1.
  ///
  /// UIKit parity: `UIListContentConfiguration.alpha`.
  public var alpha: CGFloat = 1
  /// How the primary text is drawn.
  public var textProperties: TextProperties
  /// How the secondary text is drawn.
  public var secondaryTextProperties: TextProperties
  /// How the image is drawn.
  public var imageProperties = ImageProperties()
  /// Margins around the content, in points.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// Space between the image and the text, in points.
  public var imageToTextPadding: CGFloat = 16
  /// Space between the text and the secondary text when stacked, in points.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// Space between the text and the secondary text when side by side, in points.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// Whether the secondary text sits trailing the text on the same line when both fit (`valueCell()`).
  public var prefersSideBySideTextAndSecondaryText = false
  /// The axes on which the cell's layout margins act as minimum margins. Default both.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
  /// Whether the style is a header or footer style (outline disclosures then default to the trailing edge).
  public var isHeaderStyle = false
  /// The smallest height of the content, in points (44 for cells, 0 for headers and footers).
  public var minimumHeight: CGFloat
  /// The measurer used for sizing.
  public var textMeasurer = TextMeasurer(emptyTextSize: .zero)

  init(
    font: UIFont.TextStyle, secondaryFont: UIFont.TextStyle, secondaryColor: UIColor, margins: CGFloat,
    minimumHeight: CGFloat
  ) {
    let defaultSize = UITraitCollection(preferredContentSizeCategory: .large)
    textProperties = TextProperties(
      font: .preferredFont(forTextStyle: font, compatibleWith: defaultSize), color: .label)
    secondaryTextProperties = TextProperties(
      font: .preferredFont(forTextStyle: secondaryFont, compatibleWith: defaultSize), color: secondaryColor)
    directionalLayoutMargins = NSDirectionalEdgeInsets(top: margins, leading: 16, bottom: margins, trailing: 16)
    self.minimumHeight = minimumHeight
  }

  /// A plain list row: body text (17 pt at the default text size) over subheadline secondary text (15 pt).
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      font: .body, secondaryFont: .subheadline, secondaryColor: .secondaryLabel, margins: 11, minimumHeight: 44)
  }

  /// A row with a subtitle: 17-pt text over 15-pt secondary text.
  public static func subtitleCell() -> UIListContentConfiguration { cell() }

  /// A row with a trailing value: body text and body secondary text (17 pt) side by side.
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(
      font: .body, secondaryFont: .body, secondaryColor: .secondaryLabel, margins: 11, minimumHeight: 44)
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }

  /// A plain header: footnote text (13 pt at the default text size).
  public static func header() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration(
      font: .footnote, secondaryFont: .footnote, secondaryColor: .secondaryLabel, margins: 7, minimumHeight: 0)
    configuration.isHeaderStyle = true
    return configuration
  }

  /// A plain footer: 13-pt secondary-coloured text.
  public static func footer() -> UIListContentConfiguration {
    var configuration = header()
    configuration.textProperties.color = .secondaryLabel
    return configuration
  }

  /// A copy resolved for `state`: the cell, subtitle, value, header and footer styles keep their fonts and colours
  /// in every state (a selected row shows its state through the background), so this is the configuration itself.
  ///
  /// UIKit parity: `UIListContentConfiguration.updated(for:)` for the non-sidebar styles (light appearance), whose
  /// text and image colours do not change with selection or highlight.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

  /// A copy whose text-style fonts are at `traits`' content size category, where the text properties'
  /// `adjustsFontForContentSizeCategory` allows (other fonts are kept).
  ///
  /// UIKit parity: list content follows Dynamic Type (`adjustsFontForContentSizeCategory`, default true).
  public func resolvingDynamicType(for traits: UITraitCollection) -> UIListContentConfiguration {
    var resolved = self
    resolved.textProperties.resolveDynamicType(for: traits)
    resolved.secondaryTextProperties.resolveDynamicType(for: traits)
    return resolved
  }

  /// The space the image takes, in points: each dimension of `imageProperties.reservedLayoutSize` (the standard
  /// one for `standardDimension`), or where that is zero the image's size (a symbol's at the preferred symbol
  /// configuration's point size) scaled to `maximumSize`; nil without an image.
  var imageSlot: CGSize? {
    guard let image else { return nil }
    // A symbol takes the preferred symbol configuration's point size (UIImageView applies it when it draws).
    var natural = image.size
    if image.isSymbolImage, let configuration = imageProperties.preferredSymbolConfiguration,
      configuration.pointSize != nil
    {
      natural = image.withConfiguration(configuration).size
    }
    let displayed = imageProperties.displayedSize(of: natural)
    let reserved = imageProperties.reservedLayoutSize
    let standard = ImageProperties.standardDimension
    let standardWidth = max(0, ListMetrics.imageLeadingToTextLeading - imageToTextPadding)
    let width = reserved.width == standard ? standardWidth : reserved.width == 0 ? displayed.width : reserved.width
    let height = reserved.height == standard || reserved.height == 0 ? displayed.height : reserved.height
    return CGSize(width: width, height: height)
  }

  /// How far the text starts after the leading margin, in points: 0 without an image; with one, its slot's width
  /// (`imageSlot`: reserved, or own scaled to `maximumSize`) plus `imageToTextPadding`, and at least `ListMetrics.imageLeadingToTextLeading` (40) for a system
  /// symbol (measured: text 40 pt after the content margin).
  public var imageLeadingExtent: CGFloat {
    guard let image, let width = imageSlot?.width else { return 0 }
    let extent = width + imageToTextPadding
    return image.systemName != nil ? max(extent, ListMetrics.imageLeadingToTextLeading) : extent
  }
}

/// Axes of a two-dimensional layout.
///
/// UIKit parity: `UIAxis` (iOS 13.4).
public struct UIAxis: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// Creates a set from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}

/// An immutable copy of an attributed string (UIKit's properties copy theirs), so a configuration holding it stays a
/// `Sendable` value: nothing can change the copy after it is made.
struct FrozenAttributedText: Hashable, @unchecked Sendable {
  let value: NSAttributedString

  init(_ text: NSAttributedString) { value = NSAttributedString(attributedString: text) }
}
