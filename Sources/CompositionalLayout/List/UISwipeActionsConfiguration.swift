import Foundation

/// One swipe action of a list or table row: a title or image on a coloured button and the handler it runs.
///
/// Headless, nothing is swiped; `perform(in:completion:)` runs the handler as a swipe would.
///
/// UIKit parity: `UIContextualAction` (a main-actor `NSObject` subclass): `init(style:title:handler:)`, `style`,
/// `title`, `image`, `backgroundColor` (system red for `.destructive`, system gray for `.normal` until set),
/// `handler`.
@MainActor
open class UIContextualAction: NSObject {
  /// How the action is presented.
  ///
  /// UIKit parity: `UIContextualAction.Style`; same cases and raw values.
  public enum Style: Int, Hashable, Sendable {
    /// A neutral action.
    case normal = 0
    /// A destructive action (red).
    case destructive = 1
  }

  /// The closure an action runs: the action, the view that showed it and a completion to call with whether the
  /// action was performed.
  ///
  /// UIKit parity: `UIContextualAction.Handler`.
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The presentation style.
  public let style: Style
  /// The closure run when the action is performed.
  public let handler: Handler
  /// The button title, if any.
  open var title: String?
  /// The button image, if any.
  open var image: UIImage?
  /// The button colour; set to nil, it returns to the style's colour.
  open var backgroundColor: UIColor! {
    get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
    set { customBackgroundColor = newValue }
  }
  private var customBackgroundColor: UIColor?

  /// Creates an action.
  ///
  /// UIKit parity: `UIContextualAction.init(style:title:handler:)`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }

  /// Runs the handler as a swipe would, from `view`; `completion` receives what the handler reports.
  ///
  /// UIKit parity: none (a user's swipe).
  public func perform(in view: UIView, completion: @escaping (Bool) -> Void = { _ in }) {
    handler(self, view, completion)
  }
}

/// The swipe actions a list or table row offers on one edge.
///
/// UIKit parity: `UISwipeActionsConfiguration` (a main-actor `NSObject` subclass): `init(actions:)`, `actions`,
/// `performsFirstActionWithFullSwipe`.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, from the edge inwards.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action. Default true.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration with `actions`.
  ///
  /// UIKit parity: `UISwipeActionsConfiguration.init(actions:)`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}

/// Supplies the swipe actions of the row at an index path, or nil for none.
///
/// UIKit parity: `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider` (also declared nested).
public typealias UICollectionLayoutListSwipeActionsConfigurationProvider =
  @MainActor (IndexPath) -> UISwipeActionsConfiguration?

extension UICollectionLayoutListConfiguration {
  /// Supplies the swipe actions of the row at an index path, or nil for none.
  ///
  /// UIKit parity: `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
  public typealias SwipeActionsConfigurationProvider = UICollectionLayoutListSwipeActionsConfigurationProvider
}
