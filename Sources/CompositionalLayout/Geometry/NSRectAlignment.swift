import Foundation

/// Where a boundary supplementary item sits relative to its section or layout.
///
/// UIKit parity: `NSRectAlignment`; same cases and raw values (0…8).
public enum NSRectAlignment: Int, Sendable, CaseIterable {
  /// No alignment; this engine centres the item in its host and never extends the host (spec B-4, [U]).
  case none = 0
  /// Centred along the top edge.
  case top = 1
  /// The top-leading corner.
  case topLeading = 2
  /// Centred along the leading edge.
  case leading = 3
  /// The bottom-leading corner.
  case bottomLeading = 4
  /// Centred along the bottom edge.
  case bottom = 5
  /// The bottom-trailing corner.
  case bottomTrailing = 6
  /// Centred along the trailing edge.
  case trailing = 7
  /// The top-trailing corner.
  case topTrailing = 8

  /// The edges this alignment touches.
  var edges: NSDirectionalRectEdge {
    switch self {
    case .none: return []
    case .top: return .top
    case .topLeading: return [.top, .leading]
    case .leading: return .leading
    case .bottomLeading: return [.bottom, .leading]
    case .bottom: return .bottom
    case .bottomTrailing: return [.bottom, .trailing]
    case .trailing: return .trailing
    case .topTrailing: return [.top, .trailing]
    }
  }
}

/// The edge from which a section's content insets are measured.
///
/// UIKit parity: `UIContentInsetsReference` (iOS 14); same cases and raw values.
public enum UIContentInsetsReference: Int, Sendable {
  /// Follow the enclosing configuration (for a section) or `.safeArea` (for a configuration).
  case automatic = 0
  /// Measure from the collection view's edges.
  case none = 1
  /// Measure from the safe-area edges.
  case safeArea = 2
  /// Measure from the layout-margin edges.
  case layoutMargins = 3
  /// Measure from the readable-content guide.
  case readableContent = 4
}
