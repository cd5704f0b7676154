import Foundation

/// One swipe action of a list row, kept as data (headless: nothing is swiped).
///
/// UIKit parity: `UIContextualAction` with `style`, `title` and the handler; `image` is a symbol name here and
/// `backgroundColor` is not modelled.
public struct UIContextualAction: Sendable {
  /// How the action is presented.
  ///
  /// UIKit parity: `UIContextualAction.Style`; same cases and raw values.
  public enum Style: Int, Hashable, Sendable {
    /// A neutral action.
    case normal = 0
    /// A destructive action (red).
    case destructive = 1
  }

  /// The presentation style.
  public var style: Style
  /// The button title, if any.
  public var title: String?
  /// The system symbol name shown on the button, if any.
  public var imageSystemName: String?

  /// Creates an action.
  ///
  /// UIKit parity: `UIContextualAction(style:title:handler:)`; the handler is not kept (nothing performs it).
  public init(style: Style, title: String?) {
    self.style = style
    self.title = title
  }
}

/// The swipe actions a list row offers on one edge.
///
/// UIKit parity: `UISwipeActionsConfiguration` (`init(actions:)`, `actions`, `performsFirstActionWithFullSwipe`).
public struct UISwipeActionsConfiguration: Sendable {
  /// The actions, from the edge inwards.
  public var actions: [UIContextualAction]
  /// Whether a full swipe performs the first action. Default true.
  public var performsFirstActionWithFullSwipe = true

  /// Creates a configuration with `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }
}

/// Supplies the swipe actions of the row at an index path, or nil for none.
///
/// UIKit parity: `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
public typealias UICollectionLayoutListSwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
