import CompositionalLayout
import Foundation

/// The state a configuration resolves itself against: at least the traits of the view it is for.
///
/// UIKit parity: `UIConfigurationState` (iOS 14): `traitCollection`; custom states and `subscript(key:)` are not
/// modelled.
public protocol UIConfigurationState {
  /// The traits of the view the state belongs to.
  var traitCollection: UITraitCollection { get set }
}

/// The state of a cell that configurations resolve against: selection, highlight, focus, editing, outline
/// expansion and the cell's traits.
///
/// A cell builds it from its own properties (`UICollectionViewCell.configurationState`) whenever its
/// configuration is updated; `UIListContentConfiguration.updated(for:)` and `UIBackgroundConfiguration.updated(for:)`
/// read it.
///
/// UIKit parity: `UICellConfigurationState` (iOS 14): `isSelected`, `isHighlighted`, `isDisabled`, `isFocused`,
/// `isEditing`, `isExpanded`, `isSwiped`, `isReordering`, `traitCollection`, `init(traitCollection:)`. Drag and drop
/// states are not modelled.
public struct UICellConfigurationState: UIConfigurationState, Sendable {
  /// The traits of the cell.
  public var traitCollection: UITraitCollection
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted (touched down).
  public var isHighlighted = false
  /// Whether the cell is disabled (not user-interactive).
  public var isDisabled = false
  /// Whether the cell has focus.
  public var isFocused = false
  /// Whether the cell is in editing mode.
  public var isEditing = false
  /// Whether the cell's item is expanded in its outline.
  public var isExpanded = false
  /// Whether the cell is swiped open to show actions.
  public var isSwiped = false
  /// Whether the cell is being reordered.
  public var isReordering = false

  /// A state with the given traits and every flag false.
  ///
  /// UIKit parity: `UICellConfigurationState.init(traitCollection:)`.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }
}
