import Foundation

/// An effect a `UIVisualEffectView` applies to what is behind it or to its content.
///
/// Effects are immutable values shared by reference: `copy()` returns the same object.
///
/// UIKit parity: `UIVisualEffect` (an `NSObject` that adopts `NSCopying`). Headless, nothing is blurred or tinted:
/// the effect is recorded for code and tests to read.
open class UIVisualEffect: NSObject, @unchecked Sendable {
  /// Creates an effect.
  public override init() { super.init() }

  /// The effect itself (effects never change after creation).
  ///
  /// UIKit parity: `copy()` of an `NSCopying` effect.
  open override func copy() -> Any { self }
}

/// A blur of the content behind a visual effect view, in one of the system's styles.
///
/// UIKit parity: `UIBlurEffect` (`init(style:)`); the style is kept as `style` (UIKit does not expose it).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The look of a blur.
  ///
  /// UIKit parity: `UIBlurEffect.Style`; the iOS cases with their raw values (3, tvOS's `extraDark`, is absent).
  public enum Style: Int, Sendable, CaseIterable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The style the blur was made with.
  public let style: Style

  /// Creates a blur of `style`.
  ///
  /// UIKit parity: `init(style:)`.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// The vibrancy styles of `UIVibrancyEffect`: the label and fill colours content takes over a blur.
///
/// UIKit parity: `UIVibrancyEffectStyle` (iOS 13); same cases and raw values.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
  case label = 0
  case secondaryLabel = 1
  case tertiaryLabel = 2
  case quaternaryLabel = 3
  case fill = 4
  case secondaryFill = 5
  case tertiaryFill = 6
  case separator = 7
}

/// Vibrancy for the content of a visual effect view placed over a blur.
///
/// UIKit parity: `UIVibrancyEffect` (`init(blurEffect:)`, `init(blurEffect:style:)`); the blur and style are kept
/// as `blurEffect` and `style` (UIKit does not expose them). The default style is `.label` (inferred: the iOS 8
/// initialiser predates the styles and vibrates label-like content).
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur the vibrancy matches.
  public let blurEffect: UIBlurEffect
  /// The vibrancy style.
  public let style: UIVibrancyEffectStyle

  /// Creates vibrancy matching `blurEffect`, in the label style.
  ///
  /// UIKit parity: `init(blurEffect:)`.
  public convenience init(blurEffect: UIBlurEffect) {
    self.init(blurEffect: blurEffect, style: .label)
  }

  /// Creates vibrancy of `style` matching `blurEffect`.
  ///
  /// UIKit parity: `init(blurEffect:style:)` (iOS 13).
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// A view that applies a visual effect (a blur, or vibrancy to its content) to what it covers; add subviews to
/// its `contentView`, which always fills it.
///
/// UIKit parity: `UIVisualEffectView` (`init(effect:)`, `init?(coder:)`, `contentView`, `effect`). Headless, nothing
/// is blurred: the view lays out like a plain view whose `contentView` fills its bounds, and the screen renderer
/// draws its content but no blur.
@MainActor
open class UIVisualEffectView: UIView {
  /// The view to add subviews to; it fills the effect view's bounds.
  ///
  /// UIKit parity: `contentView`.
  public let contentView: UIView

  /// The effect applied, or nil for none.
  ///
  /// UIKit parity: `effect` (`@NSCopying`; effects are immutable, so the same object is kept).
  open var effect: UIVisualEffect?

  /// Creates an effect view with `effect` (nil for none) and a zero frame.
  ///
  /// UIKit parity: `init(effect:)`.
  public init(effect: UIVisualEffect?) {
    contentView = UIView(frame: .zero)
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates an effect view without an effect with a frame in points.
  ///
  /// UIKit parity: `init(frame:)` inherited from `UIView`.
  public convenience override init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  /// Archives are not supported headless: the view has no effect.
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    effect = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Makes `contentView` fill the bounds, then lays out as a view does.
  open override func layoutSubviews() {
    contentView.frame = bounds
    super.layoutSubviews()
  }
}
