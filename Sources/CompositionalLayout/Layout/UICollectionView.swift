import Foundation

/// A collection view without a screen: the scroll-view geometry a layout is laid out against, and the layout.
///
/// This module owns the part of the view a layout reads — frame, bounds, content offset and size, insets, safe
/// area, layout margins, traits — and turns it into the layout's `LayoutContext` (`makeLayoutContext`) and
/// `ScrollPosition` (`layoutScrollPosition`). The `CollectionView` module adds the rest (data source, delegate,
/// registrations and reuse, selection, updates) as extensions whose state lives in an attachment
/// (`attachment(_:)`), so there is one `UICollectionView` class whichever modules are imported.
///
/// Points; `frame` is in the (absent) superview's coordinates, `bounds` and `contentOffset` in content coordinates.
///
/// UIKit parity: `UICollectionView` (and the `UIScrollView` members it inherits), its nested `ScrollDirection`,
/// `ElementCategory` and the element-kind constants. Headless differences: `safeAreaInsets` and `traitCollection`
/// are settable because there is no window; `contentSize` is set from the layout by each layout pass.
open class UICollectionView {
  /// The axis a layout scrolls along.
  ///
  /// UIKit parity: `UICollectionView.ScrollDirection`; same cases and raw values.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// What kind of element a set of layout attributes describes.
  ///
  /// UIKit parity: `UICollectionView.ElementCategory`; same cases and raw values.
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
  }

  /// How the safe area is added to `contentInset` to give `adjustedContentInset`.
  ///
  /// UIKit parity: `UIScrollView.ContentInsetAdjustmentBehavior`; same cases and raw values.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As `.scrollableAxes`, except that the layout's scrolling axis always counts as scrollable (UIKit adjusts it
    /// for a view controller's root scroll view).
    case automatic = 0
    /// The safe area is added on the edges of axes whose content is larger than the bounds.
    case scrollableAxes = 1
    /// No adjustment: `adjustedContentInset == contentInset`.
    case never = 2
    /// The safe area is added on every edge.
    case always = 3
  }

  /// How quickly a fling slows down: the fraction of velocity kept per millisecond.
  ///
  /// UIKit parity: `UIScrollView.DecelerationRate`; `.normal` is 0.998 and `.fast` 0.99.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of velocity kept per millisecond, in (0, 1).
    public var rawValue: CGFloat
    /// Creates a rate.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// UIScrollView's default rate, 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// The rate paging views use, 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// The element kind of section headers: "UICollectionElementKindSectionHeader".
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The element kind of section footers: "UICollectionElementKindSectionFooter".
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout that places the elements; its `collectionView` is set to this view. Setting it (or calling
  /// `setCollectionViewLayout(_:animated:)`) takes effect at the next layout pass.
  public var collectionViewLayout: UICollectionViewLayout {
    didSet { collectionViewLayout.collectionView = self }
  }
  /// The view's frame, in points; its size is the visible bounds' size.
  public var frame: CGRect
  /// The top-left of the visible bounds in content coordinates, in points. Every change is reported to the
  /// attachments (the `CollectionView` module forwards it to `scrollViewDidScroll`).
  public var contentOffset: CGPoint = .zero {
    didSet {
      guard contentOffset != oldValue else { return }
      for (_, attachment) in attachments { attachment.collectionViewDidChangeContentOffset(self) }
    }
  }
  /// The size of the scrollable content, in points; each layout pass sets it to the layout's content size.
  public var contentSize: CGSize = .zero
  /// Extra space around the content, in points. Default zero.
  public var contentInset: UIEdgeInsets = .zero
  /// The safe-area insets, in points from the view's edges (settable: there is no window). Default zero.
  public var safeAreaInsets: UIEdgeInsets = .zero
  /// How the safe area adds to `contentInset`. Default `.automatic`.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// The traits section providers see (layout direction, size classes, scale); settable (there is no window).
  public var traitCollection = UITraitCollection()
  /// How quickly flings slow down. Default `.normal`.
  public var decelerationRate: DecelerationRate = .normal
  /// Whether flings rest on multiples of the bounds size. Default false.
  public var isPagingEnabled = false
  private var customLayoutMargins: NSDirectionalEdgeInsets?
  private var attachments: [(ObjectIdentifier, any UICollectionViewAttachment)] = []

  /// Creates a collection view with a frame and a layout.
  ///
  /// UIKit parity: `init(frame:collectionViewLayout:)`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.frame = frame
    self.collectionViewLayout = layout
    layout.collectionView = self
  }

  /// Creates a zero-sized collection view with an empty base layout.
  public convenience init() {
    self.init(frame: .zero, collectionViewLayout: UICollectionViewLayout())
  }

  /// Replaces the layout; animation is not modelled.
  ///
  /// UIKit parity: `setCollectionViewLayout(_:animated:)`.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// The visible area in content coordinates: origin `contentOffset`, size `frame.size`. Setting it moves the
  /// content offset and resizes the frame.
  public var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      frame.size = newValue.size
      contentOffset = newValue.origin
    }
  }

  /// The layout direction of the view's content, from `traitCollection`.
  ///
  /// UIKit parity: `effectiveUserInterfaceLayoutDirection` (read-only; set `traitCollection` to change it).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { traitCollection.layoutDirection }

  /// The layout margins in directional terms, in points from the edges; the system margins
  /// (`LayoutContext.systemLayoutMargins`) until set.
  ///
  /// UIKit parity: `directionalLayoutMargins`.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      customLayoutMargins ?? LayoutContext.systemLayoutMargins(width: frame.width, safeAreaInsets: safeAreaInsets)
    }
    set { customLayoutMargins = newValue }
  }

  /// The layout margins in left/right terms, in points from the edges (leading is the left edge in left-to-right).
  ///
  /// UIKit parity: `layoutMargins`.
  public var layoutMargins: UIEdgeInsets {
    get {
      let margins = directionalLayoutMargins
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      return UIEdgeInsets(
        top: margins.top, left: rightToLeft ? margins.trailing : margins.leading, bottom: margins.bottom,
        right: rightToLeft ? margins.leading : margins.trailing)
    }
    set {
      let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      customLayoutMargins = NSDirectionalEdgeInsets(
        top: newValue.top, leading: rightToLeft ? newValue.right : newValue.left, bottom: newValue.bottom,
        trailing: rightToLeft ? newValue.left : newValue.right)
    }
  }

  /// The axis the layout scrolls along: a compositional layout's configured direction, else vertical.
  public var layoutScrollDirection: ScrollDirection {
    (collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection ?? .vertical
  }

  /// `contentInset` plus the safe area on the edges `contentInsetAdjustmentBehavior` selects, in points.
  ///
  /// UIKit parity: `adjustedContentInset`; see `ContentInsetAdjustmentBehavior` for the headless rule for
  /// `.automatic`.
  public var adjustedContentInset: UIEdgeInsets {
    var vertical = false
    var horizontal = false
    switch contentInsetAdjustmentBehavior {
    case .never: break
    case .always: (vertical, horizontal) = (true, true)
    case .scrollableAxes, .automatic:
      vertical = contentSize.height > frame.height
      horizontal = contentSize.width > frame.width
      if contentInsetAdjustmentBehavior == .automatic {
        if layoutScrollDirection == .vertical { vertical = true } else { horizontal = true }
      }
    }
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safeAreaInsets.top : 0),
      left: contentInset.left + (horizontal ? safeAreaInsets.left : 0),
      bottom: contentInset.bottom + (vertical ? safeAreaInsets.bottom : 0),
      right: contentInset.right + (horizontal ? safeAreaInsets.right : 0))
  }

  /// The context a layout pass gives the layout: the bounds size, safe area, margins, traits and `counts`.
  ///
  /// - Parameter counts: the number of items in each section, as the data source reports them.
  /// - Complexity: O(sections).
  public func makeLayoutContext(numberOfItemsInSection counts: [Int]) -> LayoutContext {
    var context = LayoutContext(
      size: frame.size, numberOfItemsInSection: counts, safeAreaInsets: safeAreaInsets,
      layoutMargins: customLayoutMargins, traitCollection: traitCollection)
    context.pixelRounding = collectionViewLayout.context.pixelRounding
    return context
  }

  /// The scroll position a layout pass gives a compositional layout: the content offset and adjusted insets, with
  /// the layout's current orthogonal offsets kept.
  public var layoutScrollPosition: ScrollPosition {
    let orthogonal = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.scrollPosition
      .orthogonalContentOffsets
    return ScrollPosition(
      contentOffset: contentOffset, adjustedContentInset: adjustedContentInset,
      orthogonalContentOffsets: orthogonal ?? [:])
  }

  /// The attachment of type `T` of this view, created on first use and kept for the view's lifetime.
  ///
  /// Modules layered above the engine keep their per-view state here instead of in global tables.
  /// - Complexity: O(attachment types), at most a handful.
  public final func attachment<T: UICollectionViewAttachment>(_ type: T.Type) -> T {
    let key = ObjectIdentifier(type)
    for (existingKey, existing) in attachments where existingKey == key {
      if let typed = existing as? T { return typed }
    }
    let created = T()
    attachments.append((key, created))
    return created
  }
}

/// Per-view state that a module layered above the engine attaches to a `UICollectionView`.
///
/// UIKit parity: none; the headless stand-in for the private instance variables UIKit keeps in one class.
public protocol UICollectionViewAttachment: AnyObject {
  /// Creates the state of a view that has never used it.
  init()
  /// Called after the view's `contentOffset` changed (by assignment, scrolling or a layout adjustment).
  func collectionViewDidChangeContentOffset(_ collectionView: UICollectionView)
}

extension UICollectionViewAttachment {
  /// Does nothing.
  public func collectionViewDidChangeContentOffset(_ collectionView: UICollectionView) {}
}
