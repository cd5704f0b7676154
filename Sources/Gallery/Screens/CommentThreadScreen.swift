import CompositionalLayout
import Foundation

/// A comment thread: one section per parent comment, its replies as items, actions in a footer.
///
/// Vertical layout, interSectionSpacing 10. Each section has a top boundary item of kind "header" (fractionalWidth 1
/// × estimated 50) holding the parent comment, replies (fractionalWidth 1 × estimated 50) in a vertical group
/// (fractionalWidth 1 × estimated 1), and a bottom boundary item of kind "footer" (fractionalWidth 1 × estimated 9)
/// holding the "more" and "reply" actions. The app's collection view sits 5 pt inside the safe area; here the
/// collection view fills the 390-pt screen and the 5 pt become leading and trailing section insets (header and
/// footer follow them), which puts every element where the inset collection view would, shifted 5 pt right.
/// Estimated dimensions lay out at their estimates.
///
/// UIKit parity: the layout code is UIKit code; only the collection view's frame is modelled by insets.
public enum CommentThreadScreen {
  /// The number of comment threads (sections).
  public static let threadCount = 11
  /// The number of replies in each thread.
  public static let repliesPerThread = 3
  /// The element kind of the parent comment.
  public static let headerKind = "header"
  /// The element kind of the actions row.
  public static let footerKind = "footer"

  /// The gallery screen.
  public static func screen() -> GalleryScreen {
    GalleryScreen(
      name: "comment-thread", title: "Comment thread",
      summary: "Eleven threads: an estimated header per parent comment, three estimated replies, an actions footer.",
      itemCounts: Array(repeating: repliesPerThread, count: threadCount),
      cellLabel: { indexPath in "reply \(indexPath.item + 1)" },
      makeLayout: makeLayout)
  }

  /// The screen's layout.
  public static func makeLayout() -> UICollectionViewCompositionalLayout {
    let replySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
    let reply = NSCollectionLayoutItem(layoutSize: replySize)
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [reply])

    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
      elementKind: headerKind, alignment: .top)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(9)),
      elementKind: footerKind, alignment: .bottom)
    section.boundarySupplementaryItems = [header, footer]

    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 10
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  }
}
