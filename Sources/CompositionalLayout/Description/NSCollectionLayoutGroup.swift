import Foundation

/// Supplies the frames of a custom group's items, relative to the group's origin.
///
/// UIKit parity: `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = (NSCollectionLayoutEnvironment) ->
  [NSCollectionLayoutGroupCustomItem]

/// A group: lays its subitems out along one axis, or at frames a closure supplies; a group is itself an item.
///
/// Forms (spec G-1…G-22):
/// - `horizontal/vertical(layoutSize:subitems:)` cycles through `subitems` while the next one fits (G-3);
/// - `horizontal/vertical(layoutSize:subitem:count:)` makes `count` equal slots, overriding the subitem's size along
///   the axis (D-9, deprecated in iOS 16);
/// - `horizontal/vertical(layoutSize:repeatingSubitem:count:)` places the subitem `count` times at its own size (D-11);
/// - `custom(layoutSize:itemProvider:)` places one item per returned frame (G-19, G-20).
///
/// UIKit parity: `NSCollectionLayoutGroup` (iOS 13; `repeatingSubitem` iOS 16).
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis: Sendable { case horizontal, vertical }
  enum Form {
    case subitems
    case count(Int)
    case repeating(Int)
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  let axis: Axis
  let form: Form
  /// The group's subitems (items or nested groups), in order.
  public let subitems: [NSCollectionLayoutItem]
  /// Spacing between adjacent subitems along the group's axis; nil means fixed 0. Default nil.
  public var interItemSpacing: NSCollectionLayoutSpacing?

  init(layoutSize: NSCollectionLayoutSize, axis: Axis, form: Form, subitems: [NSCollectionLayoutItem]) {
    self.axis = axis
    self.form = form
    self.subitems = subitems
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Supplementary items anchored to each instance of this group (spec ).
  public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { storedSupplementaryItems }
    set { storedSupplementaryItems = newValue }
  }

  /// A horizontal group that repeats `subitems` in order while the next one fits.
  ///
  /// Precondition: `subitems` is not empty.
  /// UIKit parity: `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> Self
  {
    usagePrecondition(
      !subitems.isEmpty, "NSCollectionLayoutGroup.horizontal(layoutSize:subitems:) needs at least one subitem")
    return Self(layoutSize: layoutSize, axis: .horizontal, form: .subitems, subitems: subitems)
  }

  /// A vertical group that repeats `subitems` in order while the next one fits.
  ///
  /// Precondition: `subitems` is not empty.
  /// UIKit parity: `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> Self
  {
    usagePrecondition(
      !subitems.isEmpty, "NSCollectionLayoutGroup.vertical(layoutSize:subitems:) needs at least one subitem")
    return Self(layoutSize: layoutSize, axis: .vertical, form: .subitems, subitems: subitems)
  }

  /// A horizontal group of `count` equal slots: slot width = (inner width − spacing × (count − 1)) / count.
  ///
  /// Precondition: `count` ≥ 1.
  /// UIKit parity: `NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)` (deprecated in iOS 16).
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> Self
  {
    usagePrecondition(count >= 1, "NSCollectionLayoutGroup count must be at least 1; got \(count)")
    return Self(layoutSize: layoutSize, axis: .horizontal, form: .count(count), subitems: [subitem])
  }

  /// A vertical group of `count` equal slots: slot height = (inner height − spacing × (count − 1)) / count.
  ///
  /// Precondition: `count` ≥ 1.
  /// UIKit parity: `NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)` (deprecated in iOS 16).
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> Self
  {
    usagePrecondition(count >= 1, "NSCollectionLayoutGroup count must be at least 1; got \(count)")
    return Self(layoutSize: layoutSize, axis: .vertical, form: .count(count), subitems: [subitem])
  }

  /// A horizontal group holding `subitem` `count` times at its own size (iOS 16); overflow is not clipped.
  ///
  /// Precondition: `count` ≥ 1.
  /// UIKit parity: `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)`.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    usagePrecondition(count >= 1, "NSCollectionLayoutGroup count must be at least 1; got \(count)")
    return Self(
      layoutSize: layoutSize, axis: .horizontal, form: .repeating(count), subitems: [subitem])
  }

  /// A vertical group holding `subitem` `count` times at its own size (iOS 16); overflow is not clipped.
  ///
  /// Precondition: `count` ≥ 1.
  /// UIKit parity: `NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)`.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    usagePrecondition(count >= 1, "NSCollectionLayoutGroup count must be at least 1; got \(count)")
    return Self(
      layoutSize: layoutSize, axis: .vertical, form: .repeating(count), subitems: [subitem])
  }

  /// The short-lived iOS 16 Swift spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
  public static func horizontalGroup(
    with layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// The short-lived iOS 16 Swift spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
  public static func verticalGroup(
    with layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
  }

  /// A group whose item frames come from `itemProvider`, relative to the group's origin.
  ///
  /// The provider is called once per layout pass for this group, with an environment whose container is the group's
  /// resolved size and content insets (spec G-21); every instance of the group in a section reuses that answer.
  /// Each frame consumes one data item; frames outside the group are kept, with a diagnostic.
  /// UIKit parity: `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`. UIKit may call the provider per
  /// instance; a provider that keeps state between calls can therefore differ.
  public static func custom(
    layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> Self {
    Self(layoutSize: layoutSize, axis: .horizontal, form: .custom(itemProvider), subitems: [])
  }

  public override var description: String {
    "NSCollectionLayoutGroup(\(formDescription), layoutSize: \(layoutSize))"
  }

  var formDescription: String {
    let axisName = axis == .horizontal ? "horizontal" : "vertical"
    switch form {
    case .subitems: return "\(axisName), \(subitems.count) subitem(s)"
    case .count(let count): return "\(axisName), subitem × count \(count)"
    case .repeating(let count): return "\(axisName), repeatingSubitem × \(count)"
    case .custom: return "custom"
    }
  }
}

/// One frame of a custom group, relative to the group's origin, with a zIndex.
///
/// UIKit parity: `NSCollectionLayoutGroupCustomItem` (iOS 13); `init(frame:)` uses zIndex 0 (spec Z-4, [U]).
public final class NSCollectionLayoutGroupCustomItem: Sendable {
  /// The item's frame relative to the group's origin, in points.
  public let frame: CGRect
  /// The item's zIndex.
  public let zIndex: Int

  /// Creates a custom item with zIndex 0.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  /// Creates a custom item.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }
}
