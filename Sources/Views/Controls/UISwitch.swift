import Foundation

/// A control that switches an option on or off.
///
/// Its size is fixed at 51 × 31 pt (iOS 7–18; uikit-view-metrics.md §6, RADAR-SW, MONTAGE): `init(frame:)` keeps
/// the origin and takes that size, and `intrinsicContentSize` and `sizeThatFits(_:)` report it. A tap
/// (`performPrimaryAction()`) toggles `isOn` and sends `.valueChanged` and `.primaryActionTriggered`.
///
/// UIKit parity: `UISwitch` (`isOn`, `setOn(_:animated:)`, `onTintColor`, `thumbTintColor`, `preferredStyle`,
/// `style`, `title`). Content hugging and compression resistance 750 on both axes (§5.2, SO-HUG). Differences:
/// the intrinsic size is the frame size 51 × 31 (iOS 10.3 reported 49 × 31, §6); iOS 26's 63 × 28 is not used; a
/// frame set later is not forced back to 51 × 31 (the Auto Layout engine's frames are kept).
@MainActor
open class UISwitch: UIControl {
  /// The control's fixed size, 51 × 31 pt (uikit-view-metrics.md §6, RADAR-SW).
  public static let fixedSize = CGSize(width: 51, height: 31)

  /// How a switch is drawn.
  ///
  /// UIKit parity: `UISwitch.Style`; same cases and raw values.
  public enum Style: Int, Sendable {
    case automatic = 0
    case checkbox = 1
    case sliding = 2
  }

  /// Whether the switch is on. Setting it does not send actions (as in UIKit). Default false.
  ///
  /// UIKit parity: `UISwitch.isOn`.
  open var isOn = false {
    didSet { if isOn != oldValue { setNeedsDisplay() } }
  }
  /// The track colour when on; nil is the system green. Default nil.
  ///
  /// UIKit parity: `onTintColor`.
  open var onTintColor: UIColor?
  /// The thumb colour; nil is white. Default nil.
  ///
  /// UIKit parity: `thumbTintColor`.
  open var thumbTintColor: UIColor?
  /// The preferred style (kept as data). Default `.automatic`.
  ///
  /// UIKit parity: `preferredStyle`.
  open var preferredStyle: Style = .automatic
  /// The style in use: `.sliding` on iPhone.
  ///
  /// UIKit parity: `style`.
  open var style: Style { preferredStyle == .checkbox ? .checkbox : .sliding }
  /// A title shown by checkbox switches (kept as data). Default nil.
  ///
  /// UIKit parity: `title`.
  open var title: String?

  /// Creates a switch at `frame.origin`, 51 × 31 pt (the frame's size is ignored).
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
    configureSwitchDefaults()
  }

  /// Creates a switch from an archive (headless: off, 51 × 31 at the origin).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = CGRect(origin: .zero, size: Self.fixedSize)
    configureSwitchDefaults()
  }

  private func configureSwitchDefaults() {
    setDefaultContentHugging(horizontal: .defaultHigh, vertical: .defaultHigh)
  }

  /// Sets `isOn` (no animation headless; no actions are sent).
  ///
  /// UIKit parity: `setOn(_:animated:)`.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// 51 × 31 pt (uikit-view-metrics.md §6, RADAR-SW).
  ///
  /// UIKit parity: `intrinsicContentSize` (see the type for the iOS 10.3 difference).
  open override var intrinsicContentSize: CGSize { Self.fixedSize }

  /// 51 × 31 pt, whatever `size` is.
  ///
  /// UIKit parity: `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

  /// Taps the switch when enabled: toggles `isOn`, then sends `.valueChanged` and `.primaryActionTriggered`
  /// (each action once).
  ///
  /// UIKit parity: `performPrimaryAction()`.
  open override func performPrimaryAction() {
    guard isEnabled else { return }
    isOn.toggle()
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }
}
