import CompositionalLayout
import Foundation

/// A cell: a reusable view with selection and highlight state, a content configuration and a background
/// configuration.
///
/// Self-sizing: `preferredLayoutAttributesFitting(_:)` asks the content configuration for the size it needs,
/// keeping the layout's size on axes that are not estimated (the collection view only asks on estimated axes).
///
/// UIKit parity: `UICollectionViewCell` (`isSelected`, `isHighlighted`, `contentConfiguration`,
/// `backgroundConfiguration`, `defaultContentConfiguration()` of list cells). There is no content view or
/// subviews; the configuration is the content a renderer draws.
open class UICollectionViewCell: UICollectionReusableView {
  /// Whether the item is selected; the collection view sets it.
  open var isSelected = false
  /// Whether the item is highlighted (touched down); the collection view sets it.
  open var isHighlighted = false
  /// What the cell shows; measured for self-sizing.
  public var contentConfiguration: (any UIContentConfiguration)?
  /// How the cell's background is drawn.
  public var backgroundConfiguration: UIBackgroundConfiguration?

  /// Creates a cell with a frame.
  public required init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A list content configuration in the plain cell style.
  ///
  /// UIKit parity: `UICollectionViewListCell.defaultContentConfiguration()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  /// Clears selection and highlight state. Subclasses call `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }

  /// The given attributes with the content configuration's fitting size on the estimated axes; unchanged when the
  /// cell has no content configuration.
  ///
  /// - Complexity: the configuration's measuring cost (linear in its text).
  open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    -> UICollectionViewLayoutAttributes
  {
    guard let contentConfiguration else { return layoutAttributes }
    let preferred = layoutAttributes.copy()
    preferred.size = contentConfiguration.sizeThatFits(layoutAttributes.size)
    return preferred
  }
}
