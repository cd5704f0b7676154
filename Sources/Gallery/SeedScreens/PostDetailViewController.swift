import CollectionView
import Foundation
import Views

/// The marketplace post-detail post's view controller: a square photo pager with a page control over it, then the
/// seller's profile header and the post body.
///
/// The post's `PostDetailVC` with its layout code as written: section 0 is five photos (fractionalWidth 1 ×
/// fractionalHeight 1) in horizontal groups of `UIScreen.main.bounds.width` square, scrolling orthogonally with
/// `.groupPagingCentered`, whose visible-items handler sets the page control to round(offset.x / container width)
/// (right here: full-width groups start at offset 0); section 1 is the post body (estimated 315) under a top-leading
/// ``PostDetailUserHeader`` (estimated 85); interSectionSpacing 0. It uses a classic data source and delegate with
/// registered classes, as the post does. The collection view fills the view, under the status bar
/// (`contentInsetAdjustmentBehavior = .never`); the page control is centred 40 pt above the photos' bottom edge and
/// follows vertical scrolling from `scrollViewDidScroll(_:)` (the post's SnapKit `remakeConstraints` becomes a
/// constant change). Content comes from `MarketplacePostContent`.
///
/// Run it with `ScreenHost(rootViewController: PostDetailViewController(), device: .iPhone15)`.
///
/// UIKit parity: the post's own `PostDetailVC`, unchanged but for SnapKit and its asset images.
@MainActor
public final class PostDetailViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The sections, in order.
  public enum SectionType: Int, Sendable {
    /// The photo pager.
    case imageSection
    /// The profile header and the post body.
    case postSection
  }

  /// The number of photos in the pager.
  public static let photoCount = 5

  /// The collection view.
  public private(set) lazy var detailCV: UICollectionView = {
    let layout = createLayout()
    layout.configuration.interSectionSpacing = 0
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.showsHorizontalScrollIndicator = false
    collectionView.backgroundColor = .systemBackground
    collectionView.contentInsetAdjustmentBehavior = .never
    return collectionView
  }()

  /// The page control over the photos.
  public let pageControl: UIPageControl = {
    let control = UIPageControl()
    control.numberOfPages = PostDetailViewController.photoCount
    control.currentPage = 0
    control.pageIndicatorTintColor = UIColor.white.withAlphaComponent(0.5)
    control.currentPageIndicatorTintColor = .white
    return control
  }()

  /// The page control's top constraint, moved as the collection view scrolls.
  private var pageControlTop: NSLayoutConstraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    for subview in [detailCV, pageControl] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let top = pageControl.topAnchor.constraint(
      equalTo: view.topAnchor, constant: UIScreen.main.bounds.width - 40)
    pageControlTop = top
    NSLayoutConstraint.activate([
      detailCV.topAnchor.constraint(equalTo: view.topAnchor),
      detailCV.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      detailCV.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      detailCV.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      top,
    ])
    setDelegate()
    setCollectionView()
  }

  private func setDelegate() {
    detailCV.delegate = self
    detailCV.dataSource = self
  }

  private func setCollectionView() {
    detailCV.register(
      PostDetailUserHeader.self, forSupplementaryViewOfKind: PostDetailUserHeader.className,
      withReuseIdentifier: PostDetailUserHeader.className)
    PostImageCVC.register(target: detailCV)
    PostContentCVC.register(target: detailCV)
  }

  /// The post's layout.
  func createLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { [unowned self] sectionNumber, _ in
      if sectionNumber == 0 {
        let itemSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
          widthDimension: .absolute(UIScreen.main.bounds.width), heightDimension: .absolute(UIScreen.main.bounds.width))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.visibleItemsInvalidationHandler = { _, contentOffset, environment in
          let width = environment.container.contentSize.width
          guard width > 0, contentOffset.x.isFinite else { return }
          let currentPage = Int(max(0, (contentOffset.x / width).rounded()))
          MainActor.assumeIsolated { self.pageControl.currentPage = currentPage }
        }
        return section
      } else {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(315))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(315))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 1)
        let section = NSCollectionLayoutSection(group: group)
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(85))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: headerSize, elementKind: PostDetailUserHeader.className, alignment: .topLeading)
        section.boundarySupplementaryItems = [header]
        section.orthogonalScrollingBehavior = .none
        return section
      }
    }
  }

  // MARK: UICollectionViewDataSource

  public func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    guard let sectionType = SectionType(rawValue: section) else { return 1 }
    switch sectionType {
    case .imageSection: return Self.photoCount
    case .postSection: return 1
    }
  }

  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard kind == PostDetailUserHeader.className else { return UICollectionReusableView() }
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: PostDetailUserHeader.className, for: indexPath)
    (view as? PostDetailUserHeader)?.setData()
    return view
  }

  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let sectionType = SectionType(rawValue: indexPath.section) else { return UICollectionViewCell() }
    switch sectionType {
    case .imageSection:
      guard
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PostImageCVC.className, for: indexPath)
          as? PostImageCVC
      else { return UICollectionViewCell() }
      cell.setData(page: indexPath.item, of: Self.photoCount)
      return cell
    case .postSection:
      guard
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PostContentCVC.className, for: indexPath)
          as? PostContentCVC
      else { return UICollectionViewCell() }
      cell.setData()
      return cell
    }
  }

  // MARK: UICollectionViewDelegate

  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard scrollView === detailCV else { return }
    pageControlTop?.constant = -scrollView.contentOffset.y + UIScreen.main.bounds.width - 40
  }
}
