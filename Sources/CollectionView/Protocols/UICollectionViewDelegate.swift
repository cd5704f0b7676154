import CompositionalLayout
import Foundation

/// Receives a scroll view's scrolling events.
///
/// Every method has an empty default implementation.
///
/// UIKit parity: `UIScrollViewDelegate`; the scrolling members (zooming is not modelled). The view keeps a weak
/// reference.
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag is about to start.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifted with `velocity` (points per millisecond, as UIKit reports it); `targetContentOffset` holds
  /// where the content will rest and may be changed.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The drag ended; `decelerate` tells whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Deceleration is about to start.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Deceleration ended; the content rests at its target.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated `setContentOffset` or `scrollToItem` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// Receives a collection view's display, highlight and selection events, and its scrolling events.
///
/// Every method has a default implementation: the `should…` methods return true, the rest do nothing. Display
/// events pair up: every `willDisplay` is followed by exactly one `didEndDisplaying` for the same view before it is
/// reused.
///
/// UIKit parity: `UICollectionViewDelegate`; the display, highlight and selection members. Context menus, focus and
/// editing are not modelled.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
