import Foundation

/// A control that runs an action when tapped, showing a title, an image or both.
///
/// Two ways to describe one, as in UIKit: a `configuration` (iOS 15 styles, `configurationUpdateHandler` re-run
/// on state changes before the next layout or size query), or the classic per-state `setTitle(_:for:)`,
/// `setTitleColor(_:for:)` and `setImage(_:for:)`. Taps are `performPrimaryAction()` (or `sendActions(for:)`);
/// `changesSelectionAsPrimaryAction` toggles `isSelected` first. The title and image are shown by `titleLabel` and
/// `imageView`, laid out in `layoutSubviews()`. Sizes are in points; see `intrinsicContentSize` for where each
/// number comes from.
///
/// UIKit parity: `UIButton` (`init(type:)`, `init(configuration:primaryAction:)`, `init(primaryAction:)`,
/// `init(type:primaryAction:)`, `buttonType`, `configuration`, `setNeedsUpdateConfiguration()`,
/// `updateConfiguration()`, `configurationUpdateHandler`, `automaticallyUpdatesConfiguration`, the per-state
/// setters and getters, `current…`, `titleLabel`, `imageView`, `subtitleLabel`, `menu`, `showsMenuAsPrimaryAction`,
/// `changesSelectionAsPrimaryAction`, `role`, `contentEdgeInsets`). Content hugging 250 and compression resistance
/// 750 (uikit-view-metrics.md §5.2, SO-HUG; conflict C8). The 44-pt minimum tap target is not part of the size.
@MainActor
open class UIButton: UIControl {
  /// The kind of a classic button.
  ///
  /// UIKit parity: `UIButton.ButtonType`; same cases and raw values (`roundedRect` is `system`).
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case close = 7
    /// Deprecated alias of `system`.
    public static var roundedRect: ButtonType { .system }
  }

  /// The semantic role of a button (kept as data).
  ///
  /// UIKit parity: `UIButton.Role` (iOS 14).
  public enum Role: Int, Sendable {
    case normal, primary, cancel, destructive
  }

  /// A closure run to update the configuration for the button's state.
  ///
  /// UIKit parity: `UIButton.ConfigurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

  var titles: [UInt: String] = [:]
  var attributedTitles: [UInt: NSAttributedString] = [:]
  var titleColors: [UInt: UIColor] = [:]
  var titleShadowColors: [UInt: UIColor] = [:]
  var images: [UInt: UIImage] = [:]
  var backgroundImages: [UInt: UIImage] = [:]
  var storedTitleLabel: UILabel?
  var storedSubtitleLabel: UILabel?
  var storedImageView: UIImageView?
  var needsConfigurationUpdate = false
  var isUpdatingConfiguration = false

  /// The classic type; `.custom` for buttons made with `init(frame:)` or a configuration, `.system` for
  /// `init(primaryAction:)`.
  ///
  /// UIKit parity: `buttonType` (read-only).
  public internal(set) var buttonType: ButtonType = .custom

  /// The configuration; nil for a classic button. Setting it schedules a configuration update and invalidates the
  /// intrinsic size.
  ///
  /// UIKit parity: `UIButton.configuration`.
  open var configuration: Configuration? {
    didSet {
      if !isUpdatingConfiguration { needsConfigurationUpdate = true }
      buttonContentDidChange()
    }
  }
  /// Run before the next layout (or size query) after the state or configuration changed; it typically sets
  /// `configuration` for the state. Setting it schedules an update.
  ///
  /// UIKit parity: `configurationUpdateHandler`.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether state changes schedule a configuration update. Default true.
  ///
  /// UIKit parity: `automaticallyUpdatesConfiguration`.
  open var automaticallyUpdatesConfiguration = true
  /// The menu shown on tap when `showsMenuAsPrimaryAction` (kept as data; its actions can be run by tests).
  ///
  /// UIKit parity: `UIButton.menu`.
  open var menu: UIMenu?
  /// Whether a tap toggles `isSelected` before the actions run. Default false.
  ///
  /// UIKit parity: `changesSelectionAsPrimaryAction` (iOS 15).
  open var changesSelectionAsPrimaryAction = false
  /// The semantic role (kept as data). Default `.normal`.
  ///
  /// UIKit parity: `role`.
  open var role: Role = .normal
  /// Insets of a classic button's content, in points (added to its intrinsic size). Default zero.
  ///
  /// UIKit parity: `contentEdgeInsets` (deprecated in iOS 15; still honoured for classic buttons).
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { buttonContentDidChange() }
  }
  /// Insets of the title (kept as data; not part of the size, as in UIKit).
  ///
  /// UIKit parity: `titleEdgeInsets`.
  open var titleEdgeInsets: UIEdgeInsets = .zero
  /// Insets of the image (kept as data; not part of the size, as in UIKit).
  ///
  /// UIKit parity: `imageEdgeInsets`.
  open var imageEdgeInsets: UIEdgeInsets = .zero
  /// Whether the image dims while highlighted (kept as data). Default true.
  ///
  /// UIKit parity: `adjustsImageWhenHighlighted`.
  open var adjustsImageWhenHighlighted = true
  /// Whether the image dims while disabled (kept as data). Default true.
  ///
  /// UIKit parity: `adjustsImageWhenDisabled`.
  open var adjustsImageWhenDisabled = true
  /// Whether the pointer effect is on (kept as data). Default false.
  ///
  /// UIKit parity: `isPointerInteractionEnabled`.
  open var isPointerInteractionEnabled = false

  // MARK: Initialisers

  /// Creates a custom button with a frame in points.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityTraits = .button
  }

  /// Creates a button from an archive (headless: a custom button with a zero frame).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    accessibilityTraits = .button
  }

  /// Creates a classic button of `buttonType` with a zero frame.
  ///
  /// UIKit parity: `init(type:)` (`+buttonWithType:`).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    buttonContentDidChange()
  }

  /// Creates a classic button whose `primaryAction` runs on tap; its title and image are the action's.
  ///
  /// UIKit parity: `init(type:primaryAction:)` (iOS 14).
  public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
    self.init(type: buttonType)
    adopt(primaryAction)
  }

  /// Creates a system button whose `primaryAction` runs on tap.
  ///
  /// UIKit parity: `init(primaryAction:)` (iOS 14).
  public convenience init(primaryAction: UIAction?) {
    self.init(type: .system, primaryAction: primaryAction)
  }

  /// Creates a button with a configuration and an optional primary action.
  ///
  /// UIKit parity: `init(configuration:primaryAction:)` (iOS 15).
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero)
    self.configuration = configuration
    needsConfigurationUpdate = true
    buttonContentDidChange()  // observers do not run for a class's own initialisers
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  private func adopt(_ primaryAction: UIAction?) {
    guard let primaryAction else { return }
    addAction(primaryAction, for: .primaryActionTriggered)
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    if let image = primaryAction.image { setImage(image, for: .normal) }
  }

  // MARK: Configuration updates

  /// Schedules `updateConfiguration()` and the update handler before the next layout or size query.
  ///
  /// UIKit parity: `setNeedsUpdateConfiguration()`.
  open func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    buttonContentDidChange()
  }

  /// Updates the configuration for the current state; subclasses override it (the default does nothing: state
  /// styling is applied when colours are resolved).
  ///
  /// UIKit parity: `updateConfiguration()`.
  open func updateConfiguration() {}

  // MARK: Classic per-state content

  /// Sets the title for `state` (nil removes it; other states fall back to `.normal`).
  ///
  /// UIKit parity: `setTitle(_:for:)`.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    buttonContentDidChange()
  }
  /// The title for `state`, falling back to `.normal`'s.
  ///
  /// UIKit parity: `title(for:)`.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
  /// Sets the attributed title for `state` (it wins over the plain title).
  ///
  /// UIKit parity: `setAttributedTitle(_:for:)`.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    attributedTitles[state.rawValue] = title
    buttonContentDidChange()
  }
  /// The attributed title for `state`, falling back to `.normal`'s.
  ///
  /// UIKit parity: `attributedTitle(for:)`.
  open func attributedTitle(for state: State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
  }
  /// Sets the title colour for `state`.
  ///
  /// UIKit parity: `setTitleColor(_:for:)`.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    buttonContentDidChange()
  }
  /// The title colour for `state`: set for the state, else `.normal`'s, else the type's default (the tint for a
  /// system button, white for a custom one; `.tertiaryLabel` for a disabled system button, chosen).
  ///
  /// UIKit parity: `titleColor(for:)`.
  open func titleColor(for state: State) -> UIColor? {
    if let color = titleColors[state.rawValue] { return color }
    if state.contains(.disabled), buttonType != .custom { return .tertiaryLabel }
    return titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
  }
  /// Sets the title shadow colour for `state` (kept as data).
  ///
  /// UIKit parity: `setTitleShadowColor(_:for:)`.
  open func setTitleShadowColor(_ color: UIColor?, for state: State) { titleShadowColors[state.rawValue] = color }
  /// The title shadow colour for `state`.
  ///
  /// UIKit parity: `titleShadowColor(for:)`.
  open func titleShadowColor(for state: State) -> UIColor? {
    titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue]
  }
  /// Sets the image for `state`.
  ///
  /// UIKit parity: `setImage(_:for:)`.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    buttonContentDidChange()
  }
  /// The image for `state`, falling back to `.normal`'s.
  ///
  /// UIKit parity: `image(for:)`.
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
  /// Sets the background image for `state` (kept for renderers; its size is not part of the intrinsic size).
  ///
  /// UIKit parity: `setBackgroundImage(_:for:)`.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
    setNeedsDisplay()
  }
  /// The background image for `state`, falling back to `.normal`'s.
  ///
  /// UIKit parity: `backgroundImage(for:)`.
  open func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
  }

  /// The title shown now: the configuration's, else the attributed or plain title for the current state.
  ///
  /// UIKit parity: `currentTitle`.
  open var currentTitle: String? {
    if let configuration { return configuration.resolvedTitle }
    return attributedTitle(for: state)?.string ?? title(for: state)
  }
  /// The attributed title for the current state.
  ///
  /// UIKit parity: `currentAttributedTitle`.
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  /// The title colour for the current state.
  ///
  /// UIKit parity: `currentTitleColor`.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
  /// The image shown now: the configuration's, else the image for the current state (a system type's glyph when
  /// none).
  ///
  /// UIKit parity: `currentImage`.
  open var currentImage: UIImage? {
    if let configuration { return configuration.image }
    return image(for: state) ?? typeGlyph
  }
  /// The background image for the current state.
  ///
  /// UIKit parity: `currentBackgroundImage`.
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  // MARK: Subviews

  /// The label showing the title, created on first use.
  ///
  /// UIKit parity: `titleLabel`.
  open var titleLabel: UILabel? { ensureTitleLabel() }
  /// The label showing the configuration's subtitle, when there is one.
  ///
  /// UIKit parity: `subtitleLabel` (iOS 15).
  open var subtitleLabel: UILabel? { storedSubtitleLabel }
  /// The image view showing the image, created on first use.
  ///
  /// UIKit parity: `imageView`.
  open var imageView: UIImageView? { ensureImageView() }

  // MARK: Overrides

  /// Taps the button when enabled: toggles `isSelected` when `changesSelectionAsPrimaryAction`, then sends
  /// `.touchUpInside` and `.primaryActionTriggered` (each action once). With `showsMenuAsPrimaryAction` and a menu
  /// nothing is sent (the menu would open).
  ///
  /// UIKit parity: `performPrimaryAction()`.
  open override func performPrimaryAction() {
    guard isEnabled else { return }
    if showsMenuAsPrimaryAction, menu != nil {
      sendActions(for: .menuActionTriggered)
      return
    }
    if changesSelectionAsPrimaryAction { isSelected.toggle() }
    super.performPrimaryAction()
  }

  /// The content size plus insets, in points (see `UIButton+Sizing.swift` for the rules and sources).
  ///
  /// UIKit parity: `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize { buttonIntrinsicSize() }

  /// The intrinsic size (buttons do not wrap to `size`).
  ///
  /// UIKit parity: `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { buttonIntrinsicSize() }

  /// Runs a pending configuration update, then places the image and title in the content rectangle.
  ///
  /// UIKit parity: `layoutSubviews()`; subclasses call `super`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateConfigurationIfNeeded()
    layoutContent()
  }

  /// The title's baselines (see `titleBaselineOffsets()`).
  override func baselineOffsets() -> (first: CGFloat, last: CGFloat)? { titleBaselineOffsets() }

  override func controlStateDidChange() {
    super.controlStateDidChange()
    if configuration != nil, automaticallyUpdatesConfiguration {
      setNeedsUpdateConfiguration()
    } else {
      buttonContentDidChange()
    }
  }
}
