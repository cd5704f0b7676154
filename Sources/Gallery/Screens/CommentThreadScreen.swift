import CompositionalLayout
import Foundation
import TextMeasurement

/// A comment thread: one section per parent comment, its replies as items, actions in a footer.
///
/// Vertical layout, interSectionSpacing 10. Each section has a top boundary item of kind "header" (fractionalWidth 1
/// × estimated 50) holding the parent comment, replies (fractionalWidth 1 × estimated 50) in a vertical group
/// (fractionalWidth 1 × estimated 1), and a bottom boundary item of kind "footer" (fractionalWidth 1 × estimated 9)
/// holding the "more" and "reply" actions. The app's collection view sits 5 pt inside the safe area; here the
/// collection view fills the 390-pt screen and the 5 pt become leading and trailing section insets (header and
/// footer follow them), which puts every element where the inset collection view would, shifted 5 pt right.
///
/// Text (`CommentThreadContent`): the header shows "author · age" (13 pt bold, secondary) over the parent comment
/// (15 pt) inside padding 12/16/6/16 (top, leading, bottom, trailing); a reply shows the same two labels indented
/// under the parent (padding 6/52/6/16, spacing 2); the footer shows "more · reply" (13 pt, secondary; padding
/// 2/52/10/16). `preparedLayout()` sizes headers, replies and footers to their text.
///
/// UIKit parity: the layout code is UIKit code; only the collection view's frame is modelled by insets.
public enum CommentThreadScreen {
  /// The number of comment threads (sections).
  public static let threadCount = CommentThreadContent.threads.count
  /// The number of replies in each thread.
  public static let repliesPerThread = 3
  /// The element kind of the parent comment.
  public static let headerKind = "header"
  /// The element kind of the actions row.
  public static let footerKind = "footer"
  /// The text of every footer.
  public static let footerText = "more · reply"
  /// The font of comments.
  public static let bodyFont = UIFont.systemFont(ofSize: 15)
  /// The font of author lines.
  public static let authorFont = UIFont.boldSystemFont(ofSize: 13)
  /// The font of the actions row.
  public static let actionsFont = UIFont.systemFont(ofSize: 13)
  /// Padding of the parent comment in the header, in points.
  public static let headerPadding = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 6, trailing: 16)
  /// Padding of a reply, in points: indented 52 pt under its parent.
  public static let replyPadding = NSDirectionalEdgeInsets(top: 6, leading: 52, bottom: 6, trailing: 16)
  /// Padding of the actions row, in points.
  public static let footerPadding = NSDirectionalEdgeInsets(top: 2, leading: 52, bottom: 10, trailing: 16)
  /// Space between the author line and the comment, in points.
  public static let lineSpacing: CGFloat = 2

  /// The gallery screen.
  public static func screen() -> GalleryScreen {
    GalleryScreen(
      name: "comment-thread", title: "Comment thread",
      summary: "Eleven threads: an estimated header per parent comment, three estimated replies, an actions footer.",
      itemCounts: Array(repeating: repliesPerThread, count: threadCount),
      cellLabel: { indexPath in "reply \(indexPath.item + 1)" }, text: text(for:), makeLayout: makeLayout)
  }

  /// The text `element` shows: a parent comment, a reply or the actions row; nil for anything else.
  public static func text(for element: GalleryElement) -> GalleryElementText? {
    switch element {
    case .cell(let indexPath):
      guard let reply = thread(indexPath.section)?.replies[safe: indexPath.item] else { return nil }
      return commentText(reply, padding: replyPadding)
    case .supplementary(headerKind, let indexPath):
      guard let parent = thread(indexPath.section)?.parent else { return nil }
      return commentText(parent, padding: headerPadding)
    case .supplementary(footerKind, let indexPath):
      guard thread(indexPath.section) != nil else { return nil }
      return GalleryElementText(
        [GalleryTextRun(footerText, font: actionsFont, role: .secondary)], padding: footerPadding)
    case .supplementary:
      return nil
    }
  }

  private static func thread(_ section: Int) -> CommentThreadContent.Thread? {
    CommentThreadContent.threads[safe: section]
  }

  private static func commentText(
    _ comment: CommentThreadContent.Comment, padding: NSDirectionalEdgeInsets
  ) -> GalleryElementText {
    GalleryElementText(
      [
        GalleryTextRun("\(comment.author) · \(comment.age)", font: authorFont, role: .secondary, numberOfLines: 1),
        GalleryTextRun(comment.body, font: bodyFont),
      ], padding: padding, spacing: lineSpacing)
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
