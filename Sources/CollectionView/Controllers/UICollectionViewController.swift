import CompositionalLayout
import Foundation

/// A view controller whose view is a collection view, and which is that view's data source and delegate.
///
/// `loadView()` creates a `UICollectionView` the size of the screen with the layout given at initialisation and
/// makes the controller its data source and delegate. Subclasses override the data-source and delegate methods
/// (`override func collectionView(_:numberOfItemsInSection:)`, …), as in UIKit. With
/// `clearsSelectionOnViewWillAppear`, `viewWillAppear(_:)` deselects every selected item.
///
/// UIKit parity: `UICollectionViewController`: `init(collectionViewLayout:)`, `init(nibName:bundle:)`,
/// `init?(coder:)`, `collectionView`, `collectionViewLayout`, `clearsSelectionOnViewWillAppear`,
/// `installsStandardGestureForInteractiveMovement` (kept as data), the data-source and delegate methods as `open`
/// defaults (no items; the delegate's answers are the protocol defaults). Difference: the scroll-view delegate
/// methods are not declared here, so a subclass's `scrollViewDidScroll(_:)` is not reached through the
/// controller's conformance (Swift binds it to the protocol's empty default); set another object as the delegate
/// to observe scrolling.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private let initialLayout: UICollectionViewLayout

  /// Creates a controller whose collection view will use `layout`.
  ///
  /// UIKit parity: `init(collectionViewLayout:)`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with an empty base layout (UIKit would use a flow layout from the nib; there is none).
  ///
  /// UIKit parity: `init(nibName:bundle:)`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// UIKit parity: `init?(coder:)`; headless, an empty base layout.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewLayout()
    super.init(coder: coder)
  }

  /// The controller's view as a collection view; setting it replaces the view.
  ///
  /// UIKit parity: `collectionView`.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout.
  ///
  /// UIKit parity: `collectionViewLayout`.
  open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

  /// Whether `viewWillAppear(_:)` deselects the selected items. Default true.
  ///
  /// UIKit parity: `clearsSelectionOnViewWillAppear`.
  open var clearsSelectionOnViewWillAppear = true

  /// Whether a long press reorders items (kept as data; nothing is pressed headless). Default true.
  ///
  /// UIKit parity: `installsStandardGestureForInteractiveMovement`.
  open var installsStandardGestureForInteractiveMovement = true

  /// Creates the collection view: the screen's size, the initial layout, this controller as data source and
  /// delegate.
  ///
  /// UIKit parity: `loadView()`.
  open override func loadView() {
    let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    collectionView.delegate = self
    view = collectionView
  }

  /// Deselects every selected item when `clearsSelectionOnViewWillAppear` is true. Subclasses call `super`.
  ///
  /// UIKit parity: `viewWillAppear(_:)`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collectionView else { return }
    for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: indexPath, animated: animated)
    }
  }

  // MARK: UICollectionViewDataSource

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items; subclasses override.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// Traps: a subclass that reports items must override it.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    usageFailure(
      "UICollectionViewController: \(type(of: self)) reports items but does not override "
        + "collectionView(_:cellForItemAt:). Fix: override it and return a dequeued cell.")
  }

  /// Traps: a subclass whose layout has supplementary views must override it.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    usageFailure(
      "UICollectionViewController: the layout has a supplementary view of kind \"\(kind)\" at "
        + "\(indexPath.shortDescription) but \(type(of: self)) does not override "
        + "collectionView(_:viewForSupplementaryElementOfKind:at:). Fix: override it and return a dequeued view.")
  }

  /// Every item may move; subclasses override.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

  /// Does nothing; subclasses override to update their model after an interactive move.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // MARK: UICollectionViewDelegate

  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  open func collectionView(
    _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
  ) -> Bool {
    !collectionView.isEditing
  }
  open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
  open func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    proposedIndexPath
  }
  open func collectionView(
    _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    self.collectionView(
      collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
  }
  open func collectionView(
    _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }
}
