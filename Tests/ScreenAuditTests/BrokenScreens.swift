import CollectionView
import CompositionalLayout
import Foundation
import Views

// Four screens built to break one audit rule each, and their fixed versions. Each places its one subject inside
// the safe area with Auto Layout, on a `.systemBackground` root view.

/// A single-line body-style label 150 pt wide: "Free delivery" fits at Large (17 pt) but not at accessibility
/// XXXL (53 pt). Fixed: `numberOfLines = 0` and no fixed height, so the text wraps.
@MainActor
final class TruncatingLabelViewController: UIViewController {
  let fixed: Bool
  let label = UILabel()

  init(fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    label.text = "Free delivery"
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .label
    label.numberOfLines = fixed ? 0 : 1
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      label.widthAnchor.constraint(equalToConstant: 150),
    ])
  }
}

/// A 30 × 30 pt button. Fixed: 44 × 44 pt.
@MainActor
final class SmallButtonViewController: UIViewController {
  let fixed: Bool
  let button = UIButton(type: .system)

  init(fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    button.backgroundColor = .systemBlue
    button.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(button)
    let side: CGFloat = fixed ? 44 : 30
    NSLayoutConstraint.activate([
      button.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      button.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      button.widthAnchor.constraint(equalToConstant: side),
      button.heightAnchor.constraint(equalToConstant: side),
    ])
  }
}

/// A list-like collection view whose 44-pt section header does not extend the section's boundary
/// (`extendsBoundary = false`), so it sits on the first 60-pt row. Fixed: `extendsBoundary = true` (the default).
@MainActor
final class HeaderOverRowViewController: UIViewController {
  let fixed: Bool
  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

  init(fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.extendsBoundary = fixed
    section.boundarySupplementaryItems = [header]
    collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
      cell.backgroundColor = .systemGray5
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, _ in
      view.backgroundColor = .systemGray3
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { view, _, indexPath in
      view.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<6))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// Grey text (white 0.6) on a grey panel (white 0.8): contrast 1.77:1. Fixed: black text, 13.08:1.
@MainActor
final class GreyOnGreyViewController: UIViewController {
  let fixed: Bool
  let panel = UIView()
  let label = UILabel()

  init(fixed: Bool) {
    self.fixed = fixed
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    panel.backgroundColor = UIColor(white: 0.8, alpha: 1)
    panel.translatesAutoresizingMaskIntoConstraints = false
    label.text = "Sold out"
    label.font = .systemFont(ofSize: 15)
    label.textColor = fixed ? .black : UIColor(white: 0.6, alpha: 1)
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panel)
    panel.addSubview(label)
    NSLayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      panel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      panel.widthAnchor.constraint(equalToConstant: 200),
      panel.heightAnchor.constraint(equalToConstant: 60),
      label.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
      label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 12),
    ])
  }
}
