import CompositionalLayout
import Foundation

/// The built-in gallery: four screens people built with the compositional layout API, laid out at phone size.
///
/// UIKit parity: none; each screen's layout code is UIKit code (see the screen's own documentation).
public enum Gallery {
  /// The size every gallery screen is laid out at: 390 × 844 points, an iPhone 14 in portrait.
  public static let screenSize = CGSize(width: 390, height: 844)

  /// The four screens, in presentation order: comment thread, marketplace post detail, item grid pages,
  /// supplementary tour. Each call builds new screens (and new page indicators).
  ///
  /// - Complexity: O(1).
  public static func screens() -> [GalleryScreen] {
    [
      CommentThreadScreen.screen(),
      MarketplacePostDetailScreen.screen(),
      ItemGridPagesScreen.screen(),
      SupplementaryTourScreen.screen(),
    ]
  }

  /// The screen called `name`, or nil.
  ///
  /// - Complexity: O(screens).
  public static func screen(named name: String) -> GalleryScreen? {
    screens().first { $0.name == name }
  }
}
