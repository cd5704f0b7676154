import Foundation

/// An element the visible-items handler may adjust.
///
/// UIKit parity: `NSCollectionLayoutVisibleItem` (protocol, iOS 13); same members. `transform3D` is stored, not
/// applied to frames.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  var alpha: CGFloat { get set }
  var zIndex: Int { get set }
  var isHidden: Bool { get set }
  var center: CGPoint { get set }
  var transform: CGAffineTransform { get set }
  var transform3D: CATransform3D { get set }
  var name: String { get }
  var indexPath: IndexPath { get }
  var frame: CGRect { get }
  var bounds: CGRect { get }
  var representedElementCategory: UICollectionView.ElementCategory { get }
  var representedElementKind: String? { get }
}

/// Where one element sits: frame, zIndex, alpha, transform, and which element it is.
///
/// Frames are in the collection view's content coordinates, in points, origin top-left.
///
/// UIKit parity: `UICollectionViewLayoutAttributes`; same members and initialisers. `frame`, `center` and `size`
/// stay consistent as in UIKit; the transform does not change `frame`.
///
/// The stored properties are `@exclusivity(unchecked)`: the collection view reads them for every element it shows on
/// every layout pass, and a value-typed property of a class cannot be accessed overlappingly except through `inout`
/// re-entrancy, which nothing here does (the dynamic check cost more than the read itself).
open class UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem, Equatable, CustomStringConvertible {
  /// The element's frame in content coordinates. Stored as given, so frames read back exactly as the layout
  /// computed them; `center` and `size` are derived from it.
  @exclusivity(unchecked) public var frame: CGRect = .zero

  /// The element's centre, in content coordinates; setting it moves the frame.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2)
    }
  }

  /// The element's size, in points; setting it keeps the centre.
  public var size: CGSize {
    get { frame.size }
    set {
      let oldCenter = center
      frame = CGRect(
        x: oldCenter.x - newValue.width / 2, y: oldCenter.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }
  /// An affine transform applied around the centre when drawn.
  @exclusivity(unchecked) public var transform: CGAffineTransform = .identity
  /// A 3-D transform (stored only).
  @exclusivity(unchecked) public var transform3D: CATransform3D = CATransform3DIdentity
  /// Opacity from 0 to 1. Default 1.
  @exclusivity(unchecked) public var alpha: CGFloat = 1
  /// Stacking order; higher draws above. Default 0.
  @exclusivity(unchecked) public var zIndex: Int = 0
  /// Whether the element is hidden. Default false.
  @exclusivity(unchecked) public var isHidden: Bool = false
  /// The element's index path.
  @exclusivity(unchecked) public var indexPath: IndexPath
  /// Cell, supplementary view or decoration view.
  public let representedElementCategory: UICollectionView.ElementCategory
  /// nil for cells; the element kind otherwise.
  public let representedElementKind: String?

  /// The section and item of the index path when it is a `[section, item]` pair, read in place with the pair
  /// layout's tag given (`IndexPath.pairLayoutTag`, kept by the caller); nil for other paths. (Reading `indexPath`
  /// from another module is a call through its thunk and a copy of the path.)
  package final func sectionAndItem(pairLayoutTag tag: Int) -> (section: Int, item: Int)? {
    indexPath.sectionAndItem(pairLayoutTag: tag)
  }

  /// Attributes for the cell at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// Attributes for the cell at `indexPath` with its frame and zIndex set as it is created (the layout's own path: no
  /// property accesses after creation).
  init(forCellWith indexPath: IndexPath, frame: CGRect, zIndex: Int) {
    self.indexPath = indexPath
    self.frame = frame
    self.zIndex = zIndex
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// Makes attributes the layout created for a cell describe the cell at `indexPath` afresh: every property at its
  /// initial value but the frame and zIndex given. Only for a cell's attributes that nothing else holds (see
  /// `LayoutAttributesRecycler`): nobody can observe the change.
  final func reset(forCellWith indexPath: IndexPath, frame: CGRect, zIndex: Int) {
    self.indexPath = indexPath
    self.frame = frame
    self.zIndex = zIndex
    transform = .identity
    transform3D = CATransform3DIdentity
    alpha = 1
    isHidden = false
  }

  /// Attributes for a supplementary view of `elementKind` at `indexPath`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// The element's bounds: origin zero, `size`.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// A name for the element: "cell", or its kind.
  public var name: String { representedElementKind ?? "cell" }

  /// A copy of these attributes: a new object of this class with the same element, frame, transforms, alpha,
  /// zIndex and hidden state. Subclasses that add properties override it and copy them too.
  ///
  /// UIKit parity: `copy()` (`NSCopying`).
  /// - Complexity: O(1): one allocation, the fields stored as the object is created.
  open func copy() -> UICollectionViewLayoutAttributes {
    UICollectionViewLayoutAttributes(copying: self)
  }

  /// A copy of `other`, every field stored as the object is initialised (no setter calls after creation).
  private init(copying other: UICollectionViewLayoutAttributes) {
    indexPath = other.indexPath
    representedElementCategory = other.representedElementCategory
    representedElementKind = other.representedElementKind
    frame = other.frame
    transform = other.transform
    transform3D = other.transform3D
    alpha = other.alpha
    zIndex = other.zIndex
    isHidden = other.isHidden
  }

  public static func == (lhs: UICollectionViewLayoutAttributes, rhs: UICollectionViewLayoutAttributes) -> Bool {
    lhs.indexPath == rhs.indexPath && lhs.representedElementCategory == rhs.representedElementCategory
      && lhs.representedElementKind == rhs.representedElementKind && lhs.frame == rhs.frame
      && lhs.transform == rhs.transform && lhs.alpha == rhs.alpha && lhs.zIndex == rhs.zIndex
      && lhs.isHidden == rhs.isHidden
  }

  public var description: String {
    let kind = representedElementKind.map { " \($0)" } ?? ""
    let f = frame
    return "<\(representedElementCategory)\(kind) \(indexPath): (\(f.minX.layoutDescription), "
      + "\(f.minY.layoutDescription), \(f.width.layoutDescription), \(f.height.layoutDescription)) z \(zIndex)>"
  }
}
