import Foundation

/// The bar of a navigation controller: it shows the top item's title and bar button items.
///
/// UIKit parity: `UINavigationBar` (`items`, `topItem`, `prefersLargeTitles`, `tintColor`, appearance kept as
/// data). Heights: 44 on iPhone, 50 on iPad, 96 / 102 with a large title shown (uikit-view-metrics.md §2.1).
@MainActor
open class UINavigationBar: UIView {
  /// The items of the navigation stack, bottom first.
  open var items: [UINavigationItem]?
  /// The top item (the one shown).
  open var topItem: UINavigationItem? { items?.last }
  /// The item below the top (its title is the back button's).
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }
  /// Whether titles are shown large when items allow it. Default false.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent (kept as data). Default true.
  open var isTranslucent = true
  /// The bar's tint for its background (kept as data).
  open var barTintColor: UIColor?

  /// The bar's height for `item` on this bar's device: 44 (iPhone) or 50 (iPad), plus 52 for a large title.
  func standardHeight(for item: UINavigationItem) -> CGFloat {
    let idiom = traitCollection.userInterfaceIdiom
    let compactHeight = traitCollection.verticalSizeClass == .compact
    let base: CGFloat = idiom == .pad ? 50 : (compactHeight ? 32 : 44)
    let large: Bool
    switch item.largeTitleDisplayMode {
    case .always: large = true
    case .never: large = false
    case .automatic, .inline: large = prefersLargeTitles && item.largeTitleDisplayMode != .inline
    }
    return base + (large && !compactHeight ? 52 : 0)
  }
}

/// The title and buttons a view controller shows in a navigation bar (data).
///
/// UIKit parity: `UINavigationItem` (`title`, `prompt`, `largeTitleDisplayMode`, left/right bar button items,
/// `backButtonTitle`, `searchController` as data, `titleView`, `hidesBackButton`).
@MainActor
open class UINavigationItem: NSObject {
  /// How a large title shows.
  ///
  /// UIKit parity: `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0
    case always = 1
    case never = 2
    case inline = 3
  }

  private var explicitTitle: String?
  var titleFromController: String?
  /// The title; the owning controller's `title` until set.
  open var title: String? {
    get { explicitTitle ?? titleFromController }
    set { explicitTitle = newValue }
  }
  /// A line above the title (kept as data).
  open var prompt: String?
  /// How the large title shows. Default `.automatic`.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  /// A custom title view.
  open var titleView: UIView?
  /// The back button's title when this item is below the top.
  open var backButtonTitle: String?
  /// The back button item.
  open var backBarButtonItem: UIBarButtonItem?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// How the back button shows the previous item's title: `.default` (the title, or "Back" when it does not fit),
  /// `.generic` ("Back"), `.minimal` (no title). Default `.default`.
  ///
  /// UIKit parity: `UINavigationItem.backButtonDisplayMode` (iOS 14).
  open var backButtonDisplayMode: BackButtonDisplayMode = .default
  /// How a back button shows its title.
  ///
  /// UIKit parity: `UINavigationItem.BackButtonDisplayMode`; same cases and raw values.
  public enum BackButtonDisplayMode: Int, Sendable {
    case `default` = 0
    case generic = 1
    case minimal = 2
  }
  /// The buttons on the leading side.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The buttons on the trailing side.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The first leading button.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first trailing button.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// A search controller shown with the bar (kept as data).
  open var searchController: AnyObject?
  /// Whether the search field hides while scrolling (kept as data).
  open var hidesSearchBarWhenScrolling = true

  /// Creates an item with a title.
  public init(title: String) {
    explicitTitle = title.isEmpty ? nil : title
    super.init()
  }

  public override init() {
    super.init()
  }
}

/// A tab bar item (kept as data).
///
/// UIKit parity: `UITabBarItem` (`title`, `image`, `badgeValue`).
@MainActor
open class UITabBarItem: NSObject {
  /// The title.
  open var title: String?
  /// The badge text.
  open var badgeValue: String?
  public override init() { super.init() }
}
