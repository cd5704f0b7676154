import CompositionalLayout
import Foundation

/// The parts of list content that have a frame and a layout guide.
enum ListContentElement: CaseIterable, Hashable {
  case image, text, secondaryText

  /// The identifier of the element's layout guide.
  var guideIdentifier: String {
    switch self {
    case .image: return "UIListContentView.imageLayoutGuide"
    case .text: return "UIListContentView.textLayoutGuide"
    case .secondaryText: return "UIListContentView.secondaryTextLayoutGuide"
    }
  }
}

/// The frames of list content's image and texts in a view's bounds (view coordinates, points).
struct ListContentFrames {
  private var frames: [ListContentElement: CGRect] = [:]

  /// The frame of `element`, or nil when the configuration does not show it.
  subscript(element: ListContentElement) -> CGRect? { frames[element] }

  /// The same layout for a right-to-left view: every frame reflected across the vertical centre line of bounds
  /// `width` wide, so the image sits at the leading (right) margin and the texts follow it leftwards.
  mutating func mirror(width: CGFloat) {
    for (element, frame) in frames { frames[element]?.origin.x = width - frame.maxX }
  }

  /// Lays out `configuration` in `bounds`: the image slot at the leading margin, the text column after
  /// `imageLeadingExtent`, both centred vertically between the top and bottom margins.
  init(_ configuration: UIListContentConfiguration, bounds: CGRect) {
    let measurement = ListContentMeasurement(configuration, width: bounds.width)
    let margins = configuration.directionalLayoutMargins
    let innerHeight = max(0, bounds.height - margins.top - margins.bottom)
    if let slot = measurement.imageSlot {
      frames[.image] = CGRect(
        x: margins.leading, y: margins.top + (innerHeight - slot.height) / 2, width: slot.width, height: slot.height)
    }
    let textX = margins.leading + configuration.imageLeadingExtent
    let columnTop = margins.top + (innerHeight - measurement.column) / 2
    let primary = measurement.primary
    let secondary = measurement.secondary
    if measurement.sideBySide {
      let lineHeight = measurement.column
      frames[.text] = CGRect(
        x: textX, y: columnTop + (lineHeight - primary.height) / 2, width: primary.natural, height: primary.height)
      let trailing = bounds.width - margins.trailing
      frames[.secondaryText] = CGRect(
        x: trailing - secondary.natural, y: columnTop + (lineHeight - secondary.height) / 2,
        width: secondary.natural, height: secondary.height)
      return
    }
    let columnWidth = measurement.textWidth
    // Natural text takes its own width at the column's leading edge; centred or justified text spans the column,
    // so its label's alignment places it.
    func width(_ natural: CGFloat, _ alignment: UIListContentConfiguration.TextProperties.TextAlignment) -> CGFloat {
      alignment == .natural ? min(natural, columnWidth) : columnWidth
    }
    if primary.height > 0 {
      frames[.text] = CGRect(
        x: textX, y: columnTop, width: width(primary.natural, configuration.textProperties.alignment),
        height: primary.height)
    }
    if secondary.height > 0 {
      let padding = primary.height > 0 ? configuration.textToSecondaryTextVerticalPadding : 0
      frames[.secondaryText] = CGRect(
        x: textX, y: columnTop + primary.height + padding,
        width: width(secondary.natural, configuration.secondaryTextProperties.alignment), height: secondary.height)
    }
  }
}

extension UIListContentView {
  /// Brings the image view and labels in line with the configuration: each is a subview while its element is shown,
  /// with the configuration's image, text, font, colour, line limit and alignment.
  func updateSubviews() {
    let configuration = effectiveConfiguration
    alpha = configuration.alpha
    imageView.image = configuration.image
    imageView.tintColor = configuration.imageProperties.tintColor
    imageView.preferredSymbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
    show(imageView, configuration.image != nil)
    configure(textLabel, configuration.text, configuration.textProperties)
    configure(secondaryTextLabel, configuration.secondaryText, configuration.secondaryTextProperties)
  }

  private func configure(
    _ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties
  ) {
    label.text = text.map(properties.transformed)
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
    label.minimumScaleFactor = properties.minimumScaleFactor
    label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
    switch properties.alignment {
    case .natural: label.textAlignment = .natural
    case .center: label.textAlignment = .center
    case .justified: label.textAlignment = .justified
    }
    show(label, !(text ?? "").isEmpty)
  }

  private func show(_ view: UIView, _ shown: Bool) {
    if shown, view.superview !== self {
      addSubview(view)
    } else if !shown, view.superview === self {
      view.removeFromSuperview()
    }
  }

  /// Sets the image view's and labels' frames.
  func applyFrames(_ frames: ListContentFrames) {
    if let frame = frames[.image] { imageView.frame = frame }
    if let frame = frames[.text] { textLabel.frame = frame }
    if let frame = frames[.secondaryText] { secondaryTextLabel.frame = frame }
  }
}
