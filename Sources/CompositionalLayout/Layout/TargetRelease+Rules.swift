import Foundation

/// What a section with no items occupies (spec S-9, by release).
enum EmptySectionRule: Sendable, Hashable {
  /// iOS 17 and later: boundary items (headers, footers) and the inter-section spacing after the section stay; the
  /// section's content insets take no space along the scrolling axis and its background decoration is not drawn.
  case boundaryItemsOnly
  /// iOS 15 and 16 (inferred, not measured): the section keeps its boundary items, its content insets and its
  /// background decoration; its group area is empty.
  case keepsInsets
  /// iOS 14 and earlier: as `keepsInsets`, and an orthogonally scrolling section also reserves one row (its group's
  /// extent along the scrolling axis) although it shows nothing.
  case reservesOrthogonalRow
}

extension TargetRelease {
  /// How fractional sizes snap to device pixels on this release: `.nearest` before iOS 16 (the da-* screenshots,
  /// iOS 14.5–15 era), `.floor` from iOS 16 (tb-nestedgroup2, fn-supplementary-1).
  public var pixelRounding: PixelRounding { self < .iOS16 ? .nearest : .floor }

  /// What an empty section occupies on this release (spec S-9).
  var emptySectionRule: EmptySectionRule {
    if self >= .iOS17 { return .boundaryItemsOnly }
    if self >= .iOS15 { return .keepsInsets }
    return .reservesOrthogonalRow
  }
}
