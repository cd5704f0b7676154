import CollectionView
import Foundation
import Views

/// The comment-thread post's view controller: its layout, registrations and diffable data source as the post writes
/// them, with the post's SnapKit constraint (the collection view 5 pt inside the safe area) written with anchors and
/// the post's placeholder text replaced by the gallery's comments (`CommentThreadContent`) and its white background
/// by `.systemBackground` (so the dark appearance is dark, status bar included).
///
/// Run it with `ScreenHost(rootViewController: CommentThreadViewController(), device: .iPhone15)`.
///
/// UIKit parity: the post's own `ViewController`, unchanged but for SnapKit/Then.
@MainActor
public final class CommentThreadViewController: UIViewController {
  /// The collection view.
  public lazy var commentCollectionView: UICollectionView = {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return collectionView
  }()

  /// The diffable data source.
  public var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(commentCollectionView)
    commentCollectionView.translatesAutoresizingMaskIntoConstraints = false
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      commentCollectionView.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 5),
      commentCollectionView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 5),
      commentCollectionView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -5),
      commentCollectionView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -5),
    ])
    configureDataSource()
  }

  private func createLayout() -> UICollectionViewLayout {
    let config = UICollectionViewCompositionalLayoutConfiguration()
    config.interSectionSpacing = 10
    return UICollectionViewCompositionalLayout(
      sectionProvider: { _, _ in
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50)))
        let containerGroup = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(1)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: containerGroup)
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(50)),
          elementKind: "header", alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(9)),
          elementKind: "footer", alignment: .bottom)
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        return section
      }, configuration: config)
  }

  private func configureDataSource() {
    let threads = CommentThreadContent.threads
    let cellRegistration = UICollectionView.CellRegistration<CommentCollectionViewCell, Int> {
      cell, indexPath, _ in
      let reply = threads[indexPath.section % threads.count].replies[indexPath.item % 3]
      cell.nickName.text = "\(reply.author) · \(reply.age)"
      cell.comment.text = reply.body
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: commentCollectionView) {
      collectionView, indexPath, identifier in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<CommentSupplementaryHeaderView>(
      elementKind: "header"
    ) { supplementaryView, _, indexPath in
      let parent = threads[indexPath.section % threads.count].parent
      supplementaryView.nickName.text = "\(parent.author) · \(parent.age)"
      supplementaryView.comment.text = parent.body
    }
    let footerRegistration = UICollectionView.SupplementaryRegistration<CommentSupplementaryFooterView>(
      elementKind: "footer"
    ) { _, _, _ in }
    dataSource.supplementaryViewProvider = { [unowned self] _, kind, index in
      if kind == "header" {
        return commentCollectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: index)
      }
      return commentCollectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: index)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var identifierOffset = 0
    let itemPerSection = 3
    for index in 0..<threads.count {
      snapshot.appendSections([index])
      snapshot.appendItems(Array(identifierOffset..<identifierOffset + itemPerSection))
      identifierOffset += itemPerSection
    }
    dataSource.apply(snapshot)
  }
}
