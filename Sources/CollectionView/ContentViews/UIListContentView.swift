import CompositionalLayout
import Foundation

/// The view of a `UIListContentConfiguration`: an image, a text and a secondary text placed by the list metrics.
///
/// Subviews: a `UIImageView` and two `UILabel`s, each present while its element is shown. Geometry (view coordinates,
/// points), from the same measurement as `UIListContentConfiguration.sizeThatFits(_:)`:
/// the image slot sits at the leading margin, centred vertically; the text column starts `imageLeadingExtent` after
/// the leading margin and ends at the trailing margin; stacked texts are centred vertically as a column, with
/// `textToSecondaryTextVerticalPadding` between them; side by side, the secondary text is trailing-aligned. In a
/// list cell the cell's list margins act as minimum horizontal margins (`axesPreservingSuperviewLayoutMargins`).
///
/// Sizing: `sizeThatFits(_:)`, `intrinsicContentSize` and `systemLayoutSizeFitting(_:…)` return the measured
/// size, so a cell hosting this view self-sizes to the numbers the configuration measures.
///
/// UIKit parity: `UIListContentView` (iOS 14): `init(configuration:)`, `configuration`, `supports(_:)`,
/// `textLayoutGuide`, `secondaryTextLayoutGuide`, `imageLayoutGuide`; right to left, the layout is mirrored (the
/// image at the right). Difference: setting a configuration of another type traps (UIKit raises).
@MainActor
open class UIListContentView: UIView, UIContentView {
  /// The configuration as set.
  private var listConfiguration: UIListContentConfiguration
  /// The cell's list margins on each side, set by a hosting list cell (nil: the configuration's own margin).
  var cellMargins: (leading: CGFloat?, trailing: CGFloat?) = (nil, nil) {
    didSet { setNeedsLayout() }
  }
  private var guides: [ListContentElement: UILayoutGuide] = [:]
  /// The image, a subview while the configuration has one.
  let imageView = UIImageView()
  /// The primary text, a subview while the configuration has one.
  let textLabel = UILabel()
  /// The secondary text, a subview while the configuration has one.
  let secondaryTextLabel = UILabel()

  /// Creates a view showing `configuration`.
  ///
  /// UIKit parity: `UIListContentView.init(configuration:)`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    configurationDidChange()
  }

  /// UIKit parity: `init?(coder:)`; headless, the view shows `UIListContentConfiguration.cell()`.
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
    configurationDidChange()
  }

  /// The configuration shown; setting it updates the subviews and the measured size.
  ///
  /// Precondition: a `UIListContentConfiguration` (traps naming the type otherwise, as UIKit raises).
  ///
  /// UIKit parity: `UIListContentView.configuration`.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else {
        fatalError(
          "UIListContentView: configuration must be a UIListContentConfiguration, not \(type(of: newValue)). Fix: "
            + "give a list content configuration, or install the configuration's own makeContentView().")
      }
      listConfiguration = list
      configurationDidChange()
    }
  }

  /// Whether `configuration` is a `UIListContentConfiguration`.
  ///
  /// UIKit parity: `UIListContentView.supports(_:)` (iOS 16).
  open func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  /// The guide around the primary text, or nil when there is no text. Its `layoutFrame` is set by each layout
  /// pass, in this view's coordinates.
  ///
  /// UIKit parity: `UIListContentView.textLayoutGuide`.
  public var textLayoutGuide: UILayoutGuide? { guides[.text] }
  /// The guide around the secondary text, or nil when there is none.
  ///
  /// UIKit parity: `UIListContentView.secondaryTextLayoutGuide`.
  public var secondaryTextLayoutGuide: UILayoutGuide? { guides[.secondaryText] }
  /// The guide around the image, or nil when there is no image.
  ///
  /// UIKit parity: `UIListContentView.imageLayoutGuide`.
  public var imageLayoutGuide: UILayoutGuide? { guides[.image] }

  /// The configuration with the cell's margins applied: what is measured and laid out.
  var effectiveConfiguration: UIListContentConfiguration {
    listConfiguration.resolvingAttributedTexts
      .preservingCellMargins(leading: cellMargins.leading, trailing: cellMargins.trailing)
      .resolvingDynamicType(for: traitCollection)
  }

  /// A new text size re-applies the configuration (its text-style fonts follow) and asks the enclosing cell or
  /// reusable view for its size again.
  ///
  /// UIKit parity: `traitCollectionDidChange(_:)`; list content follows Dynamic Type.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard let previousTraitCollection,
      previousTraitCollection.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
    else { return }
    updateSubviews()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    var ancestor = superview
    while let view = ancestor, !(view is UICollectionReusableView) { ancestor = view.superview }
    ancestor?.invalidateIntrinsicContentSize()
  }

  /// The measured size at `size.width` (see `UIListContentConfiguration.sizeThatFits(_:)`).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    effectiveConfiguration.sizeThatFits(size)
  }

  /// The natural width (no wrapping) and the height at the current width (at the natural width while the view
  /// has none), in points.
  open override var intrinsicContentSize: CGSize {
    let configuration = effectiveConfiguration
    let natural = configuration.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    guard bounds.width > 0 else { return natural }
    return CGSize(width: natural.width, height: configuration.sizeThatFits(bounds.size).height)
  }

  /// The measured size wrapped at `width`: the height the list configuration gives at that width.
  open override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
    let configuration = effectiveConfiguration
    let natural = configuration.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    guard width > 0 else { return natural }
    return CGSize(width: natural.width, height: configuration.sizeThatFits(CGSize(width: width, height: 0)).height)
  }

  /// The height follows the width (text wraps): Auto Layout measures again at the width it gives.
  open override var hasWidthDependentIntrinsicHeight: Bool { true }

  /// The measured size for `targetSize`: on an axis fitted at `.required` priority the target's length, otherwise
  /// the natural width, and the height when wrapped to the resulting width.
  ///
  /// UIKit parity: `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`; UIKit
  /// solves the view's internal constraints, which give these sizes.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let configuration = effectiveConfiguration
    let width =
      horizontalFittingPriority >= .required
      ? targetSize.width : configuration.sizeThatFits(CGSize(width: targetSize.width, height: 0)).width
    let height =
      verticalFittingPriority >= .required
      ? targetSize.height : configuration.sizeThatFits(CGSize(width: width, height: targetSize.height)).height
    return CGSize(width: width, height: height)
  }

  /// Places the image and texts and updates the layout guides.
  open override func layoutSubviews() {
    super.layoutSubviews()
    var frames = ListContentFrames(effectiveConfiguration, bounds: bounds)
    if effectiveUserInterfaceLayoutDirection == .rightToLeft { frames.mirror(width: bounds.width) }
    for element in ListContentElement.allCases {
      guides[element]?.layoutFrame = frames[element] ?? .zero
    }
    applyFrames(frames)
  }

  /// Adds or removes the guides for the elements the configuration shows, and marks layout.
  private func configurationDidChange() {
    let texts = listConfiguration.resolvingAttributedTexts
    let shown: [ListContentElement: Bool] = [
      .image: listConfiguration.image != nil,
      .text: !(texts.text ?? "").isEmpty,
      .secondaryText: !(texts.secondaryText ?? "").isEmpty,
    ]
    for element in ListContentElement.allCases {
      if shown[element] == true, guides[element] == nil {
        let guide = UILayoutGuide()
        guide.identifier = element.guideIdentifier
        addLayoutGuide(guide)
        guides[element] = guide
      } else if shown[element] != true, let guide = guides[element] {
        removeLayoutGuide(guide)
        guides[element] = nil
      }
    }
    updateSubviews()
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
