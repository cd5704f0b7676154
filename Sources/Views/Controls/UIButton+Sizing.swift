import Foundation

// Sizing rules of UIButton, in points. uikit-view-metrics.md §6 lists UIButton sizes as unknown; every number
// here is chosen and named so:
// - Configuration buttons: content (image, title over subtitle) plus `contentInsets` (defaults per size in
//   `UIButton.Configuration.contentInsets`); title fonts per size in `Configuration.titleTextStyle`.
// - Classic buttons: the title in the system font at 15 pt (§4.2, "often quoted", unknown) with 6 pt above and
//   below (chosen: a 15-pt San Francisco line of ≈ 18 pt gives the familiar 30-pt classic button), the image
//   beside it, plus `contentEdgeInsets`. An empty classic button is 30 × 34 (chosen, recollection of UIKit's
//   empty-button size, unverified). The glyphs of the detail-disclosure, info and add types are 22 × 22 and the
//   close button 30 × 30 (chosen).
extension UIButton {
  /// The classic title font: the system font at 15 pt (uikit-view-metrics.md §4.2: "often quoted", unknown).
  static let classicTitleFontSize: CGFloat = 15
  /// Space above and below a classic title, in points (chosen).
  static let classicTitleVerticalPadding: CGFloat = 6
  /// The intrinsic size of an empty classic button (chosen).
  static let emptyClassicSize = CGSize(width: 30, height: 34)

  /// The foreground (title and image) colour a renderer draws with.
  ///
  /// Configuration buttons: `.tertiaryLabel` when disabled (chosen), else `baseForegroundColor`, else white for
  /// filled and bordered-prominent styles and the tint colour for the others. Classic buttons: `currentTitleColor`.
  ///
  /// UIKit parity: none (UIKit resolves it while drawing); highlighted dimming is not modelled.
  public var resolvedForegroundColor: UIColor {
    guard let configuration else { return currentTitleColor }
    if !isEnabled { return .tertiaryLabel }
    if let base = configuration.baseForegroundColor { return base }
    switch configuration.style {
    case .filled, .borderedProminent: return .white
    default: return tintColor
    }
  }

  /// The background colour a renderer fills with; nil for none.
  ///
  /// Configuration buttons: `background.backgroundColor` when set; else plain and borderless none; tinted styles
  /// the base colour (or tint) at 15 % opacity (chosen); gray and bordered `baseBackgroundColor` or
  /// `.tertiarySystemFill` (chosen); filled styles the base colour or tint (`.tertiarySystemFill` when disabled,
  /// chosen). Classic buttons: `backgroundColor`.
  ///
  /// UIKit parity: none (UIKit resolves it while drawing).
  public var resolvedBackgroundColor: UIColor? {
    guard let configuration else { return backgroundColor }
    if let color = configuration.background.backgroundColor { return color }
    let base = configuration.baseBackgroundColor
    switch configuration.style {
    case .plain, .borderless: return base
    case .tinted, .borderedTinted: return (base ?? tintColor).withAlphaComponent(0.15)
    case .gray, .bordered: return base ?? .tertiarySystemFill
    case .filled, .borderedProminent: return isEnabled ? (base ?? tintColor) : .tertiarySystemFill
    }
  }

  /// The background's corner radius in points: the configuration's corner style at the current size, else the
  /// layer's `cornerRadius`.
  ///
  /// UIKit parity: none (UIKit resolves it while drawing).
  public var resolvedCornerRadius: CGFloat {
    configuration?.cornerRadius(for: bounds.size) ?? layer.cornerRadius
  }

  /// The glyph of a system type without an image of its own (placeholder symbols).
  var typeGlyph: UIImage? {
    switch buttonType {
    case .detailDisclosure, .infoLight, .infoDark:
      UIImage(systemName: "info.circle", size: CGSize(width: 22, height: 22))
    case .contactAdd: UIImage(systemName: "plus.circle", size: CGSize(width: 22, height: 22))
    case .close: UIImage(systemName: "xmark.circle.fill", size: CGSize(width: 30, height: 30))
    case .custom, .system: nil
    }
  }

  /// Content, state or configuration changed: refresh the subviews, re-read the size, lay out again.
  func buttonContentDidChange() {
    syncContentViews()
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// Runs `updateConfiguration()` and the update handler when an update is pending.
  func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
    needsConfigurationUpdate = false
    isUpdatingConfiguration = true
    updateConfiguration()
    configurationUpdateHandler?(self)
    isUpdatingConfiguration = false
    syncContentViews()
  }

  func ensureTitleLabel() -> UILabel {
    if let storedTitleLabel { return storedTitleLabel }
    let label = UILabel()
    storedTitleLabel = label
    addSubview(label)
    syncContentViews()
    return label
  }

  func ensureImageView() -> UIImageView {
    if let storedImageView { return storedImageView }
    let view = UIImageView()
    storedImageView = view
    addSubview(view)
    syncContentViews()
    return view
  }

  /// Copies the current title, subtitle, image, fonts and colours into the subviews (creating them when there is
  /// something to show).
  func syncContentViews() {
    let title = currentTitle
    if title != nil || storedTitleLabel != nil {
      let label = ensureTitleLabel()
      let font =
        configuration.map { UIFont.preferredFont(forTextStyle: $0.titleTextStyle, compatibleWith: traitCollection) }
        ?? (currentAttributedTitle?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        ?? UIFont.systemFont(ofSize: Self.classicTitleFontSize)
      if label.font != font { label.font = font }
      if label.text != title { label.text = title }
      label.textColor = resolvedForegroundColor
      label.isHidden = title?.isEmpty ?? true
    }
    let subtitle = configuration?.resolvedSubtitle
    if subtitle != nil || storedSubtitleLabel != nil {
      let label = storedSubtitleLabel ?? UILabel()
      if storedSubtitleLabel == nil {
        storedSubtitleLabel = label
        addSubview(label)
      }
      if let configuration {
        label.font = UIFont.preferredFont(
          forTextStyle: configuration.subtitleTextStyle, compatibleWith: traitCollection)
      }
      if label.text != subtitle { label.text = subtitle }
      label.textColor = resolvedForegroundColor
      label.isHidden = subtitle?.isEmpty ?? true
    }
    let image = currentImage
    if image != nil || storedImageView != nil {
      let view = ensureImageView()
      if view.image !== image { view.image = image }
      view.preferredSymbolConfiguration = configuration?.preferredSymbolConfigurationForImage
      view.tintColor = resolvedForegroundColor
      view.isHidden = image == nil
    }
  }

  /// The parts of the content and how they are arranged.
  struct ContentParts {
    var image: CGSize = .zero
    var title: CGSize = .zero
    var subtitle: CGSize = .zero
    var imagePadding: CGFloat = 0
    var titlePadding: CGFloat = 0
    var placement: NSDirectionalRectEdge = .leading
    var insets: NSDirectionalEdgeInsets

    /// The title-over-subtitle block.
    var text: CGSize {
      let padding = title != .zero && subtitle != .zero ? titlePadding : 0
      return CGSize(width: max(title.width, subtitle.width), height: title.height + padding + subtitle.height)
    }
    /// Whether image and text sit side by side.
    var isHorizontal: Bool { placement == .leading || placement == .trailing }
    /// Image, padding and text together.
    var content: CGSize {
      let text = text
      let padding = image != .zero && text != .zero ? imagePadding : 0
      return isHorizontal
        ? CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
        : CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
    }
  }

  func contentParts() -> ContentParts {
    updateConfigurationIfNeeded()
    func visibleSize(_ view: UIView?) -> CGSize {
      guard let view, !view.isHidden else { return .zero }
      let size = view.intrinsicContentSize
      return CGSize(width: max(0, size.width), height: max(0, size.height))
    }
    guard let configuration else {
      var parts = ContentParts(insets: NSDirectionalEdgeInsets(contentEdgeInsets, rightToLeft: isRightToLeft))
      parts.image = visibleSize(storedImageView)
      parts.title = visibleSize(storedTitleLabel)
      if parts.title != .zero { parts.title.height += 2 * Self.classicTitleVerticalPadding }
      return parts
    }
    var parts = ContentParts(insets: configuration.contentInsets)
    parts.image = configuration.showsActivityIndicator ? CGSize(width: 20, height: 20) : visibleSize(storedImageView)
    parts.title = visibleSize(storedTitleLabel)
    parts.subtitle = visibleSize(storedSubtitleLabel)
    parts.imagePadding = configuration.imagePadding
    parts.titlePadding = configuration.titlePadding
    parts.placement = configuration.imagePlacement
    if configuration.imageReservation > 0, parts.image != .zero {
      if parts.isHorizontal {
        parts.image.width = max(parts.image.width, configuration.imageReservation)
      } else {
        parts.image.height = max(parts.image.height, configuration.imageReservation)
      }
    }
    return parts
  }

  /// Content plus insets; see the rules at the top of this file.
  func buttonIntrinsicSize() -> CGSize {
    let parts = contentParts()
    var content = parts.content
    if configuration == nil, content == .zero { content = Self.emptyClassicSize }
    return CGSize(
      width: content.width + parts.insets.leading + parts.insets.trailing,
      height: content.height + parts.insets.top + parts.insets.bottom)
  }

  /// Places the image and the title block, centred (or by `contentHorizontalAlignment`) in the bounds inset by the
  /// content insets; the image at its placement edge (leading is right in right-to-left layouts).
  func layoutContent() {
    let frames = contentFrames(in: bounds)
    storedImageView?.frame = frames.image
    storedTitleLabel?.frame = frames.title
    storedSubtitleLabel?.frame = frames.subtitle
  }

  /// The image, title and subtitle frames `layoutContent()` gives for `bounds` (the button's coordinates).
  func contentFrames(in bounds: CGRect) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
    let parts = contentParts()
    let insets = parts.insets.edgeInsets(rightToLeft: isRightToLeft)
    let area = CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
    let content = parts.content
    let x: CGFloat
    switch effectiveContentHorizontalAlignment {
    case .left, .fill: x = area.minX
    case .right: x = area.maxX - content.width
    default: x = area.midX - content.width / 2
    }
    let block = CGRect(x: x, y: area.midY - content.height / 2, width: content.width, height: content.height)
    let text = parts.text
    let padding = parts.image != .zero && text != .zero ? parts.imagePadding : 0
    let imageFirst =
      parts.placement == .top || (parts.placement == .leading) != isRightToLeft && parts.isHorizontal
    let imageFrame: CGRect
    let textFrame: CGRect
    if parts.isHorizontal {
      let imageX = imageFirst ? block.minX : block.maxX - parts.image.width
      let textX = imageFirst ? block.minX + parts.image.width + padding : block.minX
      imageFrame = CGRect(
        x: imageX, y: block.midY - parts.image.height / 2, width: parts.image.width, height: parts.image.height)
      textFrame = CGRect(x: textX, y: block.midY - text.height / 2, width: text.width, height: text.height)
    } else {
      let imageY = imageFirst ? block.minY : block.maxY - parts.image.height
      let textY = imageFirst ? block.minY + parts.image.height + padding : block.minY
      imageFrame = CGRect(
        x: block.midX - parts.image.width / 2, y: imageY, width: parts.image.width, height: parts.image.height)
      textFrame = CGRect(x: block.midX - text.width / 2, y: textY, width: text.width, height: text.height)
    }
    let classicPadding = configuration == nil && parts.title != .zero ? Self.classicTitleVerticalPadding : 0
    let titleFrame = CGRect(
      x: textFrame.minX, y: textFrame.minY + classicPadding, width: textFrame.width,
      height: parts.title.height - 2 * classicPadding)
    let titlePadding = parts.subtitle != .zero && parts.title != .zero ? parts.titlePadding : 0
    let subtitleFrame = CGRect(
      x: textFrame.minX, y: textFrame.minY + parts.title.height + titlePadding, width: textFrame.width,
      height: parts.subtitle.height)
    return (imageFrame, titleFrame, subtitleFrame)
  }

  /// The title's baselines, measured from the button's top: where `layoutContent()` puts the title label for the
  /// current size (the intrinsic size before the first layout), plus the label's own baselines. Nil without a
  /// title (the baselines are then the bottom edge).
  ///
  /// UIKit parity: `firstBaselineAnchor` / `lastBaselineAnchor` of a button follow its title label
  /// (`viewForFirstBaselineLayout`).
  func titleBaselineOffsets() -> (first: CGFloat, last: CGFloat)? {
    guard let label = storedTitleLabel, !(label.text ?? "").isEmpty, let own = label.baselineOffsets() else {
      return nil
    }
    let size = bounds.height > 0 ? bounds.size : buttonIntrinsicSize()
    let title = contentFrames(in: CGRect(origin: .zero, size: size)).title
    return (title.minY + own.first, title.minY + own.last)
  }
}
