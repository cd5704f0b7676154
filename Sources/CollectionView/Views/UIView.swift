import CompositionalLayout
import Foundation

/// A headless view placeholder: a rectangle with opacity, visibility and a fill that renderers draw.
///
/// Used for the views a cell hosts (`contentView`, `backgroundView`, `selectedBackgroundView`); the cell keeps
/// their frames equal to its bounds and shows the selected background while selected or highlighted.
///
/// UIKit parity: the `UIView` members cells rely on (`init(frame:)`, `frame`, `bounds`, `alpha`, `isHidden`,
/// `backgroundColor`); no subviews, drawing, gestures or Auto Layout.
open class UIView {
  /// The view's frame in its superview's coordinates, in points.
  public var frame: CGRect
  /// Opacity from 0 to 1. Default 1.
  public var alpha: CGFloat = 1
  /// Whether the view is hidden. Default false.
  public var isHidden = false
  /// The fill colour; nil means clear.
  public var backgroundColor: UIColor?

  /// Creates a view with a frame (points, superview coordinates).
  ///
  /// UIKit parity: `UIView.init(frame:)`.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// The view's own coordinate space: origin zero, the frame's size.
  ///
  /// UIKit parity: `UIView.bounds` (no bounds origin offset).
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}
