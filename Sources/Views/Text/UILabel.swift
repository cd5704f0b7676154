import Foundation

/// A view that shows one or more lines of read-only text.
///
/// The text is measured with `TextMeasurement` (Inter stands in for San Francisco, so widths differ from an
/// iPhone's by a few per cent, see `FontCatalog.SystemFace`). Sizes are in points and are rounded up to the pixel grid of
/// `traitCollection.displayScale` (a one-line 17-pt label on an iPhone is 20.333 pt tall at @3x: its line height
/// ≈ 20.29 rounded up to a third of a point; uikit-view-metrics.md §4.1, SO-HUG). Renderers draw `lineFragments`.
///
/// UIKit parity: `UILabel` (`text`, `attributedText`, `font`, `textColor`, `textAlignment`, `numberOfLines`,
/// `lineBreakMode`, `adjustsFontForContentSizeCategory`, `adjustsFontSizeToFitWidth`, `minimumScaleFactor`,
/// `preferredMaxLayoutWidth`, `isEnabled`, `isHighlighted`, `highlightedTextColor`, `textRect(forBounds:…)`,
/// `drawText(in:)`). Defaults: system font 17 pt (§4.2, DOC uilabel/font), `.label` colour (§7.2), one line,
/// tail truncation, natural alignment; content hugging 250 and compression resistance 750 on both axes, as for a
/// label made in code (§5.2, SO-HUG). Differences: `adjustsFontSizeToFitWidth`, `minimumScaleFactor`,
/// `allowsDefaultTighteningForTruncation`, shadows and attributes other than font and colour are kept as data;
/// `justified` is placed like `natural`.
@MainActor
open class UILabel: UIView {
  // MARK: Storage

  var storedText: String?
  var storedAttributedText: NSAttributedString?
  var storedFont = UIFont.systemFont(ofSize: UILabel.defaultFontSize)
  var storedTextColor: UIColor = .label
  /// The last measurement: its inputs and the rounded size.
  /// The last few measurements (Auto Layout measures at the natural width and at the solved width in turn).
  var measurementCache: [(key: MeasurementKey, size: CGSize)] = []

  /// The default font size in points: 17 (uikit-view-metrics.md §4.2, DOC uilabel/font).
  static let defaultFontSize: CGFloat = 17

  // MARK: Content

  /// The text shown; nil shows nothing. Setting it replaces `attributedText` with the plain string in `font` and
  /// `textColor`, and invalidates the intrinsic size.
  ///
  /// UIKit parity: `UILabel.text`.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      storedAttributedText = nil
      textContentDidChange()
    }
  }

  /// The text with attributes. Setting it sets `text` to its string and `font` / `textColor` from the `.font` and
  /// `.foregroundColor` attributes at location 0 when present; other attributes are kept as data. Reading it after
  /// setting `text`, `font` or `textColor` gives the plain text with those two attributes.
  ///
  /// UIKit parity: `UILabel.attributedText`; UIKit draws every attribute run, here the whole text uses the first
  /// run's font and colour.
  open var attributedText: NSAttributedString? {
    get {
      if let storedAttributedText { return storedAttributedText }
      return storedText.map {
        NSAttributedString(string: $0, attributes: [.font: storedFont, .foregroundColor: storedTextColor])
      }
    }
    set {
      storedAttributedText = newValue
      storedText = newValue?.string
      if let style = newValue?.firstRunStyle {
        if let font = style.font { storedFont = font }
        if let color = style.color { storedTextColor = color }
      }
      textContentDidChange()
    }
  }

  /// The font; setting nil restores the default, the system font at 17 pt (uikit-view-metrics.md §4.2).
  ///
  /// A font from `UIFont.preferredFont(forTextStyle:)` follows the content size category when
  /// `adjustsFontForContentSizeCategory` is true.
  ///
  /// UIKit parity: `UILabel.font` (null_resettable, hence `UIFont!`).
  open var font: UIFont! {
    get { storedFont }
    set {
      storedFont = newValue ?? UIFont.systemFont(ofSize: UILabel.defaultFontSize)
      storedAttributedText = nil
      resolveDynamicTypeFontIfPlaced()
      textContentDidChange()
    }
  }

  /// The text colour; setting nil restores the default, `.label` (uikit-view-metrics.md §7.2).
  ///
  /// UIKit parity: `UILabel.textColor` (null_resettable).
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      storedAttributedText = nil
      setNeedsDisplay()
    }
  }

  /// How lines are placed horizontally in the bounds. Default `.natural` (leading edge).
  ///
  /// UIKit parity: `UILabel.textAlignment`.
  open var textAlignment: NSTextAlignment = .natural {
    didSet { setNeedsDisplay() }
  }

  /// The most lines shown; 0 means no limit. Default 1. Negative values act as 0.
  ///
  /// UIKit parity: `UILabel.numberOfLines`.
  open var numberOfLines: Int = 1 {
    didSet { if numberOfLines != oldValue { textContentDidChange() } }
  }

  /// How lines wrap and how the last line is truncated. Default `.byTruncatingTail`.
  ///
  /// UIKit parity: `UILabel.lineBreakMode`.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { textContentDidChange() } }
  }

  /// The width in points a multi-line label wraps at when measuring its intrinsic size; 0 (the default) means the
  /// current bounds width (or the width the Auto Layout solver gives).
  ///
  /// UIKit parity: `UILabel.preferredMaxLayoutWidth` (the iOS 8+ automatic behaviour for 0).
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { textContentDidChange() } }
  }

  // MARK: Dynamic Type and fitting

  /// Whether a Dynamic Type font (from `preferredFont(forTextStyle:)`) follows the traits' content size category:
  /// when the traits in effect change, the font becomes the style's font for the new category. Default false.
  ///
  /// UIKit parity: `adjustsFontForContentSizeCategory` (UIContentSizeCategoryAdjusting). Fonts scaled with
  /// `UIFontMetrics` do not follow (they carry no text style here).
  open var adjustsFontForContentSizeCategory = false {
    didSet { if adjustsFontForContentSizeCategory { resolveDynamicTypeFontIfPlaced() } }
  }

  /// Whether the font shrinks to fit the width (kept as data; the text is measured at `font`). Default false.
  ///
  /// UIKit parity: `adjustsFontSizeToFitWidth`; not applied headless.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale the font may shrink to, 0…1 (kept as data). Default 0.
  ///
  /// UIKit parity: `minimumScaleFactor`.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether letters may be tightened before truncating (kept as data). Default false.
  ///
  /// UIKit parity: `allowsDefaultTighteningForTruncation`.
  open var allowsDefaultTighteningForTruncation = false
  /// How the baseline moves when the font shrinks (kept as data). Default `.alignBaselines`.
  ///
  /// UIKit parity: `baselineAdjustment`.
  open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
  /// Whether the full text shows when the pointer hovers truncated text (kept as data). Default false.
  ///
  /// UIKit parity: `showsExpansionTextWhenTruncated`.
  open var showsExpansionTextWhenTruncated = false

  // MARK: State and appearance

  /// Whether the text draws in its enabled colour. Default true; a disabled label draws in `.tertiaryLabel`
  /// (chosen: UIKit dims disabled text, the colour is not documented).
  ///
  /// UIKit parity: `UILabel.isEnabled`.
  open var isEnabled = true {
    didSet { setNeedsDisplay() }
  }
  /// Whether the label draws in `highlightedTextColor` (when set). Default false.
  ///
  /// UIKit parity: `UILabel.isHighlighted`.
  open var isHighlighted = false {
    didSet { setNeedsDisplay() }
  }
  /// The colour of highlighted text; nil keeps `textColor`. Default nil.
  ///
  /// UIKit parity: `UILabel.highlightedTextColor`.
  open var highlightedTextColor: UIColor?
  /// The shadow colour (kept as data). Default nil.
  ///
  /// UIKit parity: `UILabel.shadowColor`.
  open var shadowColor: UIColor?
  /// The shadow offset in points (kept as data). Default (0, −1).
  ///
  /// UIKit parity: `UILabel.shadowOffset`.
  open var shadowOffset = CGSize(width: 0, height: -1)

  // MARK: Initialisers

  /// Creates a label with a frame in points; no text, defaults as documented on the type.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureLabelDefaults()
  }

  /// Creates a label from an archive (headless: an empty label with a zero frame).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configureLabelDefaults()
  }

  private func configureLabelDefaults() {
    isUserInteractionEnabled = false
    isOpaque = false
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  // MARK: Sizing and drawing

  /// The text's size in points, rounded up to the pixel grid; `.zero` without text. One-line labels do not wrap;
  /// other labels wrap at `preferredMaxLayoutWidth` when > 0, else at the bounds width when > 0, else not at all.
  ///
  /// UIKit parity: `intrinsicContentSize`; the Auto Layout engine measures again at the width it solved
  /// (UIKit's two-pass layout of wrapping labels).
  open override var intrinsicContentSize: CGSize { measuredSize(wrapWidth: intrinsicWrapWidth) }

  /// The text's size in points for `size`: multi-line labels wrap at `size.width` when > 0; one-line labels
  /// report their full width. Rounded up to the pixel grid; `.zero` without text.
  ///
  /// UIKit parity: `UILabel.sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    measuredSize(wrapWidth: numberOfLines == 1 ? nil : size.width)
  }

  /// The rectangle the text occupies in `bounds`: at the bounds' origin, as wide as the widest line (at most the
  /// bounds width) and as tall as the lines that fit in the bounds height, at most `numberOfLines` (0: no limit).
  ///
  /// UIKit parity: `textRect(forBounds:limitedToNumberOfLines:)`; subclasses may override it to inset the text.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    guard let layout = fittedLayout(in: bounds, numberOfLines: numberOfLines) else {
      return CGRect(origin: bounds.origin, size: .zero)
    }
    let width = bounds.width > 0 ? min(layout.size.width, bounds.width) : layout.size.width
    return CGRect(origin: bounds.origin, size: CGSize(width: width, height: layout.size.height))
  }

  /// Draws the text in `rect` (nothing headless: renderers read `lineFragments`).
  ///
  /// UIKit parity: `drawText(in:)`.
  open func drawText(in rect: CGRect) {}

  // MARK: Hooks

  /// The text's size wrapped at `width` (at `preferredMaxLayoutWidth` when set); one-line labels ignore the width.
  open override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
    guard numberOfLines != 1 else { return intrinsicContentSize }
    return measuredSize(wrapWidth: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : width)
  }

  /// True for multi-line labels without a `preferredMaxLayoutWidth`.
  open override var hasWidthDependentIntrinsicHeight: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

  /// Baselines from the top of the text block at the current width (the label's intrinsic height is the block's).
  override func baselineOffsets() -> (first: CGFloat, last: CGFloat)? {
    let block = CGRect(x: 0, y: 0, width: numberOfLines == 1 ? 0 : bounds.width, height: 0)
    guard let lines = fittedLayout(in: block, numberOfLines: numberOfLines)?.lines, let first = lines.first,
      let last = lines.last
    else {
      let ascender = (font ?? UIFont.systemFont(ofSize: 17)).ascender
      return (ascender, ascender)
    }
    return (first.baseline, last.baseline)
  }

  override func effectiveTraitCollectionDidChange(_ previous: UITraitCollection?) {
    super.effectiveTraitCollectionDidChange(previous)
    resolveDynamicTypeFont()
  }
}

/// How a label's baseline moves when its font shrinks to fit.
///
/// UIKit parity: `UIBaselineAdjustment`; same cases and raw values.
public enum UIBaselineAdjustment: Int, Sendable {
  /// Keep the baselines where they were.
  case alignBaselines = 0
  /// Keep the text centred.
  case alignCenters = 1
  /// Keep the top edge.
  case none = 2
}

extension NSAttributedString {
  /// The `.font` and `.foregroundColor` of the first character, where set: the style a label or list content
  /// draws the whole text in (they draw one style per text). nil for an empty string.
  package var firstRunStyle: (font: UIFont?, color: UIColor?)? {
    guard length > 0 else { return nil }
    return (
      attribute(.font, at: 0, effectiveRange: nil) as? UIFont,
      attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
    )
  }
}
