import Foundation

/// The bounds a layout spec must stay within, so that any input is answered in bounded time and memory.
///
/// Each limit is checked before anything of that size is allocated; exceeding one is a `LayoutSpecProblem` that
/// names the field, never a trap.
///
/// UIKit parity: none; UIKit has no spec format.
public enum LayoutSpecLimits {
  /// The largest document accepted, in bytes: 8 MiB (8,388,608). Checked before the bytes are read as text.
  public static let maximumInputBytes = 8 * 1024 * 1024
  /// How deeply arrays and objects may nest in the JSON document: 100 levels.
  public static let maximumJSONDepth = 100
  /// How deeply groups may nest inside a section's group (the section's group is depth 1): 32.
  public static let maximumGroupDepth = 32
  /// The most items and groups one section's group tree may hold: 1,000.
  public static let maximumNodesPerGroupTree = 1_000
  /// The most items one section may hold (`numberOfItems`): 100,000,000 (10⁸).
  public static let maximumItemsPerSection = 100_000_000
  /// The most sections a spec may describe: 10,000.
  public static let maximumSections = 10_000
  /// The largest `count` of a `subitem`/`repeatingSubitem` group: 1,000.
  public static let maximumSubitemCount = 1_000
  /// The largest product of `count`s along any chain of nested counted groups: 100,000 (the engine's slots per
  /// group).
  public static let maximumCountProduct = 100_000
  /// The most item slots all sections' groups may hold together: 1,000,000 (see
  /// `LayoutSpecification.totalGroupSlotCapacity` for how a group tree's slots are bounded). Each section's group
  /// is solved once whatever its number of items, so this bounds the work of laying a spec out.
  public static let maximumTotalGroupSlots = 1_000_000
  /// The largest length, spacing, inset or offset magnitude, in points: 1,000,000.
  public static let maximumLength: CGFloat = 1_000_000
  /// The largest fractional dimension or fractional offset magnitude: 100.
  public static let maximumFraction: CGFloat = 100
  /// The largest zIndex magnitude: 1,000,000.
  public static let maximumZIndex = 1_000_000
  /// The longest element kind, in characters: 256.
  public static let maximumElementKindLength = 256
  /// The most problems kept in one `LayoutSpecError`: 1,000.
  public static let maximumProblems = 1_000
}
