import CompositionalLayout
import Foundation

/// The state of a cell that configurations resolve against: selection, highlight, focus, editing, outline
/// expansion, the cell's traits and any custom states.
///
/// A cell builds it from its own properties (`UICollectionViewCell.configurationState`) whenever its
/// configuration is updated; `UIListContentConfiguration.updated(for:)` and `UIBackgroundConfiguration.updated(for:)`
/// read it. Subclasses add custom states by overriding `configurationState` and setting `state[key]`.
///
/// UIKit parity: `UICellConfigurationState` (iOS 14): `isSelected`, `isHighlighted`, `isDisabled`, `isFocused`,
/// `isEditing`, `isExpanded`, `isSwiped`, `isReordering`, `traitCollection`, `init(traitCollection:)`,
/// `subscript(_:)` for custom states; Hashable. Drag and drop states are not modelled.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
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
  /// The custom states, by key.
  private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state with the given traits, every flag false and no custom state.
  ///
  /// UIKit parity: `UICellConfigurationState.init(traitCollection:)`.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The custom state stored under `key`; setting nil removes it.
  ///
  /// UIKit parity: `UIConfigurationState.subscript(_:)`.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }

  public static func == (lhs: UICellConfigurationState, rhs: UICellConfigurationState) -> Bool {
    lhs.traitCollection == rhs.traitCollection && lhs.flags == rhs.flags && lhs.customStates == rhs.customStates
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(flags)
    hasher.combine(customStates)
  }

  private var flags: [Bool] {
    [isSelected, isHighlighted, isDisabled, isFocused, isEditing, isExpanded, isSwiped, isReordering]
  }
}
