import Foundation
import Views

/// The four seed posts' own view controllers, by the name of the gallery screen each one stands behind.
///
/// UIKit parity: none; a catalogue of sample view controllers.
@MainActor
public enum SeedScreens {
  /// One seed screen: the gallery screen's name and title, and a factory for its view controller.
  public struct Entry {
    /// The gallery screen's name ("comment-thread"…), used for file names.
    public let name: String
    /// The gallery screen's title.
    public let title: String
    /// Makes a new view controller for the screen.
    public let makeViewController: @MainActor () -> UIViewController
  }

  /// The four screens, in the gallery's order: comment thread, marketplace post detail, item grid pages,
  /// supplementary tour.
  public static let all: [Entry] = [
    Entry(name: "comment-thread", title: "Comment thread") { CommentThreadViewController() },
    Entry(name: "marketplace-post-detail", title: "Marketplace post detail") { PostDetailViewController() },
    Entry(name: "item-grid-pages", title: "Item grid pages") { GachaGridViewController() },
    Entry(name: "supplementary-tour", title: "Supplementary tour") { HeaderFooterTourViewController() },
  ]
}
