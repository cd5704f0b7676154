import Foundation

extension UIButton {
  /// A button's content and appearance as a value: title, subtitle, image, colours, corner style, size and insets.
  ///
  /// The style factories (`plain()`, `tinted()`, `gray()`, `filled()` and the bordered variants) differ in their
  /// resolved colours (see `UIButton.resolvedForegroundColor`). Sizes are in points.
  ///
  /// UIKit parity: `UIButton.Configuration` (iOS 15). Differences: `background` is a small value with the
  /// background colour, corner radius, stroke and image (UIKit's is `UIBackgroundConfiguration`, which lives in the
  /// CollectionView module here); text attribute transformers and the activity-indicator colour transformer are not
  /// modelled; default insets, fonts and corner radii are chosen (uikit-view-metrics.md §6 lists them as unknown).
  public struct Configuration: Hashable {
    /// How the button is drawn: which factory made the configuration.
    enum Style: Hashable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// The size class of a button: its fonts and default insets.
    ///
    /// UIKit parity: `UIButton.Configuration.Size`.
    public enum Size: Int, Hashable, Sendable {
      case mini, small, medium, large
    }

    /// How the background corners are rounded.
    ///
    /// UIKit parity: `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Int, Hashable, Sendable {
      /// `background.cornerRadius` exactly.
      case fixed = -1
      /// A radius that follows the button size (chosen: mini/small 4, medium 8, large 12).
      case dynamic = 0
      /// 4 pt (chosen).
      case small = 1
      /// 8 pt (chosen).
      case medium = 2
      /// 12 pt (chosen).
      case large = 3
      /// Half the shorter side.
      case capsule = 4
    }

    /// How lines of the title and subtitle are aligned.
    ///
    /// UIKit parity: `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Int, Hashable, Sendable {
      case automatic, leading, center, trailing
    }

    /// Whether a menu button shows an indicator (kept as data).
    ///
    /// UIKit parity: `UIButton.Configuration.Indicator`.
    public enum Indicator: Int, Hashable, Sendable {
      case automatic, none, popup
    }

    /// The button's background: colour, corner radius, stroke and image.
    ///
    /// UIKit parity: the subset of `UIBackgroundConfiguration` buttons use (`backgroundColor`, `cornerRadius`,
    /// `strokeColor`, `strokeWidth`, `image`, `clear()`).
    public struct Background: Hashable {
      /// The fill; nil uses the style's colour.
      public var backgroundColor: UIColor?
      /// The corner radius in points, used with `CornerStyle.fixed`. Default 0.
      public var cornerRadius: CGFloat = 0
      /// The stroke colour; nil for none.
      public var strokeColor: UIColor?
      /// The stroke width in points. Default 0.
      public var strokeWidth: CGFloat = 0
      /// An image drawn in the background.
      public var image: UIImage?
      /// An empty background.
      public init() {}
      /// A clear background.
      public static func clear() -> Background {
        var background = Background()
        background.backgroundColor = .clear
        return background
      }
    }

    var style: Style
    var explicitContentInsets: NSDirectionalEdgeInsets?

    /// The title. Default nil.
    public var title: String?
    /// The attributed title (its characters are the title when set). Default nil.
    public var attributedTitle: AttributedString?
    /// A second line below the title. Default nil.
    public var subtitle: String?
    /// The attributed subtitle. Default nil.
    public var attributedSubtitle: AttributedString?
    /// The image. Default nil.
    public var image: UIImage?
    /// The symbol configuration for the image. Default nil.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// The edge the image sits at: `.leading`, `.trailing`, `.top` or `.bottom`. Default `.leading`.
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// The gap between image and title in points. Default 0 (chosen; UIKit's is unmeasured).
    public var imagePadding: CGFloat = 0
    /// Space reserved for the image along its placement axis, in points. Default 0.
    public var imageReservation: CGFloat = 0
    /// The gap between title and subtitle in points. Default 0.
    public var titlePadding: CGFloat = 0
    /// How title and subtitle lines align. Default `.automatic`.
    public var titleAlignment: TitleAlignment = .automatic
    /// How the title wraps and truncates. Default `.byTruncatingMiddle` (chosen).
    public var titleLineBreakMode: NSLineBreakMode = .byTruncatingMiddle
    /// The foreground colour; nil uses the style's (tint or white). Default nil.
    public var baseForegroundColor: UIColor?
    /// The background colour; nil uses the style's. Default nil.
    public var baseBackgroundColor: UIColor?
    /// The background. Default: empty (the style's colour).
    public var background = Background()
    /// How the corners are rounded. Default `.dynamic`.
    public var cornerStyle: CornerStyle = .dynamic
    /// The size class. Default `.medium`.
    public var buttonSize: Size = .medium
    /// Whether an activity indicator replaces the image. Default false.
    public var showsActivityIndicator = false
    /// The menu indicator (kept as data). Default `.automatic`.
    public var indicator: Indicator = .automatic
    /// Whether a selected button draws as selected (kept as data). Default true.
    public var automaticallyUpdateForSelection = true

    init(style: Style) { self.style = style }

    /// Insets from the button's edges to its content, in points. Default per `buttonSize` (chosen): mini
    /// (4, 8, 4, 8), small (5, 10, 5, 10), medium (7, 12, 7, 12), large (14, 20, 14, 20), top/leading/bottom/trailing;
    /// `plain()` and `borderless()` use the same. Setting it overrides the default until `setDefaultContentInsets()`.
    public var contentInsets: NSDirectionalEdgeInsets {
      get { explicitContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
      set { explicitContentInsets = newValue }
    }

    /// Restores the size's default `contentInsets`.
    public mutating func setDefaultContentInsets() { explicitContentInsets = nil }

    /// A copy for the button's state (headless: unchanged; the state is applied when resolving colours).
    public func updated(for button: UIButton) -> Configuration { self }

    static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// A plain button: tinted text, no background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted button: tinted text on a light tint background (tint at 15 % opacity, chosen).
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A gray button: tinted text on `.tertiarySystemFill` (chosen).
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A filled button: white text on the tint colour.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A borderless button (as `plain()`).
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A bordered button (as `gray()`).
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A bordered tinted button (as `tinted()`).
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A bordered prominent button (as `filled()`).
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

    /// The title's characters: `attributedTitle`'s when set, else `title`.
    var resolvedTitle: String? { attributedTitle.map { String($0.characters) } ?? title }
    /// The subtitle's characters: `attributedSubtitle`'s when set, else `subtitle`.
    var resolvedSubtitle: String? { attributedSubtitle.map { String($0.characters) } ?? subtitle }

    /// The text style of the title per size (chosen): mini footnote, small subheadline, medium and large body.
    var titleTextStyle: UIFont.TextStyle {
      switch buttonSize {
      case .mini: .footnote
      case .small: .subheadline
      case .medium, .large: .body
      }
    }

    /// The text style of the subtitle per size (chosen): mini and small caption1, medium and large footnote.
    var subtitleTextStyle: UIFont.TextStyle {
      buttonSize == .mini || buttonSize == .small ? .caption1 : .footnote
    }

    /// The corner radius in points for a `size` (see `CornerStyle`).
    func cornerRadius(for size: CGSize) -> CGFloat {
      switch cornerStyle {
      case .fixed: return background.cornerRadius
      case .small: return 4
      case .medium: return 8
      case .large: return 12
      case .capsule: return min(size.width, size.height) / 2
      case .dynamic:
        switch buttonSize {
        case .mini, .small: return 4
        case .medium: return 8
        case .large: return 12
        }
      }
    }
  }
}
