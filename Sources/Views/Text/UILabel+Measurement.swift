import Foundation

extension UILabel {
  /// One laid-out line of a label, placed in the label's bounds, for renderers.
  ///
  /// UIKit parity: none (UIKit draws in `drawText(in:)`); what a `UILabel` shows, line by line.
  public struct LineFragment: Hashable, Sendable {
    /// The characters drawn, with "…" where the line was truncated.
    public var text: String
    /// The line's rectangle in the label's bounds coordinates, in points: placed by `textAlignment` horizontally,
    /// the block of lines centred vertically in the bounds (as UIKit draws).
    public var frame: CGRect
    /// The baseline's y in the label's bounds coordinates, in points.
    public var baseline: CGFloat
    /// Whether the line ends the visible text early with "…".
    public var isTruncated: Bool

    /// Creates a line fragment.
    public init(text: String, frame: CGRect, baseline: CGFloat, isTruncated: Bool) {
      self.text = text
      self.frame = frame
      self.baseline = baseline
      self.isTruncated = isTruncated
    }
  }

  /// The inputs of a measurement.
  struct MeasurementKey: Hashable {
    var text: String
    var font: UIFont
    var wrapWidth: CGFloat?
    var numberOfLines: Int
    var lineBreakMode: NSLineBreakMode
    var scale: CGFloat
  }

  /// Labels measure empty text as `.zero` (UIKit's empty label has no size).
  static let measurer = TextMeasurer(emptyTextSize: .zero)

  /// The lines a renderer draws at the current bounds, font and alignment; empty without text.
  ///
  /// Lines wrap at the bounds width (one-line labels truncate at it with `lineBreakMode`); lines that do not fit
  /// the bounds height are dropped and the last shown line is truncated (truncating modes). The block of lines is
  /// centred vertically; each line is placed by `textAlignment` (natural and justified: the leading edge).
  ///
  /// UIKit parity: none; the line layout `drawText(in:)` draws. Complexity: O(text length) per read.
  public var lineFragments: [LineFragment] {
    guard let layout = fittedLayout(in: bounds, numberOfLines: numberOfLines) else { return [] }
    let fraction = textAlignment.leadingFraction(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    let top = bounds.minY + (bounds.height - layout.size.height) / 2
    let width = bounds.width > 0 ? bounds.width : layout.size.width
    return layout.lines.map { line in
      let minX = bounds.minX + (width - line.width) * fraction
      return LineFragment(
        text: line.text, frame: CGRect(x: minX, y: top + line.minY, width: line.width, height: line.height),
        baseline: top + line.baseline, isTruncated: line.isTruncated)
    }
  }

  /// The colour the text draws in: `highlightedTextColor` while highlighted, `.tertiaryLabel` while disabled
  /// (chosen), else `textColor`.
  ///
  /// UIKit parity: none (UIKit resolves it while drawing).
  public var resolvedTextColor: UIColor {
    if isHighlighted, let highlightedTextColor { return highlightedTextColor }
    return isEnabled ? storedTextColor : .tertiaryLabel
  }

  /// Where multi-line labels wrap when measuring their intrinsic size (nil: no wrapping).
  var intrinsicWrapWidth: CGFloat? {
    guard numberOfLines != 1 else { return nil }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    return bounds.width > 0 ? bounds.width : nil
  }

  /// The text's size wrapped at `wrapWidth` (nil or ≤ 0: no wrapping), limited to `numberOfLines`, rounded up to
  /// the pixel grid of the display scale; cached for the last inputs.
  func measuredSize(wrapWidth: CGFloat?) -> CGSize {
    guard let text = storedText, !text.isEmpty else { return .zero }
    let width = wrapWidth.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    let key = MeasurementKey(
      text: text, font: storedFont, wrapWidth: width, numberOfLines: max(0, numberOfLines),
      lineBreakMode: lineBreakMode, scale: (lastTraitCollection ?? traitCollection).displayScale)
    if let cached = measurementCache.first(where: { $0.key == key }) { return cached.size }
    let size = Self.measurer.size(
      of: text, font: storedFont, width: width, numberOfLines: key.numberOfLines, lineBreakMode: lineBreakMode)
    let rounded = CGSize(
      width: size.width.roundedUpToPixel(scale: key.scale), height: size.height.roundedUpToPixel(scale: key.scale))
    if measurementCache.count >= 4 { measurementCache.removeFirst() }
    measurementCache.append((key, rounded))
    return rounded
  }

  /// The text laid out in `bounds`: wrapped at its width (when > 0), at most `numberOfLines` lines (0: no limit)
  /// and no more than fit its height (at least one; when the height is 0 all lines are kept). Nil without text.
  func fittedLayout(in bounds: CGRect, numberOfLines: Int) -> TextLayout? {
    guard let text = storedText, !text.isEmpty else { return nil }
    let width: CGFloat? = bounds.width > 0 ? bounds.width : nil
    let limit = max(0, numberOfLines)
    let layout = Self.measurer.layout(
      of: text, font: storedFont, width: width, numberOfLines: limit, lineBreakMode: lineBreakMode)
    guard bounds.height > 0, layout.size.height > bounds.height + 1e-6 else { return layout }
    var fitting = 0
    for line in layout.lines where line.minY + line.height <= bounds.height + 1e-6 { fitting += 1 }
    fitting = max(1, fitting)
    guard fitting < layout.lines.count else { return layout }
    return Self.measurer.layout(
      of: text, font: storedFont, width: width, numberOfLines: fitting, lineBreakMode: lineBreakMode)
  }

  /// The text, font or line settings changed: forget the measurement, re-read the intrinsic size, redraw.
  func textContentDidChange() {
    measurementCache = []
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// With `adjustsFontForContentSizeCategory`, replaces a Dynamic Type font by its text style's font for the
  /// content size category in effect.
  func resolveDynamicTypeFont() {
    guard adjustsFontForContentSizeCategory, let style = storedFont.dynamicTextStyle else { return }
    let resolved = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    guard resolved != storedFont else { return }
    storedFont = resolved
    storedAttributedText = nil
    textContentDidChange()
  }

  /// Resolves the Dynamic Type font when the label already has an environment (a superview or trait override),
  /// so that a font set after the label was placed matches its traits.
  func resolveDynamicTypeFontIfPlaced() {
    guard superview != nil || overrideTraitCollection != nil else { return }
    resolveDynamicTypeFont()
  }
}

extension CGFloat {
  /// The value rounded up to the pixel grid of `scale` pixels per point (scale ≤ 0 or non-finite acts as 1), with
  /// a 10⁻⁶-pixel tolerance so that values already on the grid stay.
  func roundedUpToPixel(scale: CGFloat) -> CGFloat {
    let pixels = scale > 0 && scale.isFinite ? scale : 1
    return ((self * pixels) - 1e-6).rounded(.up) / pixels
  }
}
