import CompositionalLayout
import Foundation

extension UICollectionView {
  /// Whether the collection view is in editing mode. Setting it sets `isEditing` on the list cells on screen (and
  /// list cells dequeued later take it), so their editing accessories show and their configurations update; while
  /// editing, `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing` govern taps. Default false.
  ///
  /// UIKit parity: `UICollectionView.isEditing` (iOS 14).
  public var isEditing: Bool {
    get { state.isEditing }
    set {
      guard newValue != state.isEditing else { return }
      state.isEditing = newValue
      for cell in state.visibleCells.values {
        (cell as? UICollectionViewListCell)?.isEditing = newValue
      }
      setNeedsLayout()
    }
  }

  /// Whether a tap selects items while `isEditing`. Default false.
  ///
  /// UIKit parity: `UICollectionView.allowsSelectionDuringEditing` (iOS 14).
  public var allowsSelectionDuringEditing: Bool {
    get { state.allowsSelectionDuringEditing }
    set { state.allowsSelectionDuringEditing = newValue }
  }

  /// Whether several items can be selected at once while `isEditing`. Default false.
  ///
  /// UIKit parity: `UICollectionView.allowsMultipleSelectionDuringEditing` (iOS 14).
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { state.allowsMultipleSelectionDuringEditing }
    set { state.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// Whether a tap may select now: `allowsSelectionDuringEditing` while editing, else `allowsSelection`.
  var tapSelects: Bool { state.isEditing ? state.allowsSelectionDuringEditing : state.allowsSelection }

  /// Whether a tap extends the selection now: `allowsMultipleSelectionDuringEditing` while editing, else
  /// `allowsMultipleSelection`.
  var tapSelectsMultiple: Bool {
    state.isEditing ? state.allowsMultipleSelectionDuringEditing : state.allowsMultipleSelection
  }
}
