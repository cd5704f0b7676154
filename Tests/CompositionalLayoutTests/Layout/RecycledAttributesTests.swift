import Foundation
import Testing

@testable import CompositionalLayout

/// Rect queries vend cells' attributes objects again once nothing outside the layout holds them
/// (`LayoutAttributesRecycler`). What a caller can observe must be what new objects give: every property as the
/// layout computes it, and no object that anyone still holds (strongly, weakly or unowned) ever changes.
///
/// The layout: rows 44 pt high, 1,000 items, 390 × 844. The rectangle y 0…440 meets rows 0…9 (row r spans
/// 44r…44r + 44; row 10 starts at 440, which a half-open rectangle does not meet), y 440…880 rows 10…19.
@Suite("Recycled layout attributes")
struct RecycledAttributesTests {
  static let first = CGRect(x: 0, y: 0, width: 390, height: 440)
  static let second = CGRect(x: 0, y: 440, width: 390, height: 440)

  static func rows() -> UICollectionViewCompositionalLayout {
    layout(rowSection(height: 44), counts: [1000])
  }

  /// Expects `attributes` to be rows `first…` in order, each as a new object would be: frame 0, 44r, 390, 44,
  /// zIndex 0, alpha 1, not hidden, identity transforms.
  static func expectRows(_ attributes: [UICollectionViewLayoutAttributes], from first: Int) {
    #expect(attributes.count == 10)
    for (offset, element) in attributes.enumerated() {
      let row = first + offset
      #expect(element.indexPath == IndexPath(item: row, section: 0))
      #expect(element.representedElementCategory == .cell)
      #expect(element.representedElementKind == nil)
      #expect(element.frame == CGRect(x: 0, y: 44 * CGFloat(row), width: 390, height: 44))
      #expect(element.zIndex == 0)
      #expect(element.alpha == 1)
      #expect(!element.isHidden)
      #expect(element.transform == .identity)
      #expect(element.transform3D == CATransform3DIdentity)
    }
  }

  /// Changes every property of `attributes` away from what the layout vends.
  static func scribble(_ attributes: [UICollectionViewLayoutAttributes]) {
    for element in attributes {
      element.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
      element.zIndex = 9
      element.alpha = 0.5
      element.isHidden = true
      element.transform = CGAffineTransform(scaleX: 2, y: 2)
      var transform3D = CATransform3DIdentity
      transform3D.m34 = -0.002
      element.transform3D = transform3D
      element.indexPath = IndexPath(item: 999, section: 0)
    }
  }

  @Test("Objects a caller changed and dropped come back reset")
  func droppedObjectsAreReset() throws {
    let layout = Self.rows()
    do {
      let dropped = try #require(layout.layoutAttributesForElements(in: Self.first))
      Self.scribble(dropped)
    }
    // The ten dropped objects are free: the next queries vend them (or new ones) with the layout's values.
    for _ in 0..<3 {
      Self.expectRows(try #require(layout.layoutAttributesForElements(in: Self.second)), from: 10)
      Self.expectRows(try #require(layout.layoutAttributesForElements(in: Self.first)), from: 0)
    }
  }

  @Test("Objects a caller holds are never vended again")
  func heldObjectsStay() throws {
    let layout = Self.rows()
    let held = try #require(layout.layoutAttributesForElements(in: Self.first))
    Self.scribble(Array(held[5...]))
    for _ in 0..<20 {
      let other = try #require(layout.layoutAttributesForElements(in: Self.second))
      Self.expectRows(other, from: 10)
      for element in other { #expect(!held.contains { $0 === element }) }
    }
    // The held objects kept what they had: rows 0…4 as vended, 5…9 as changed.
    Self.expectRows(
      Array(held[..<5]) + (try #require(layout.layoutAttributesForElements(in: Self.first)))[5...], from: 0)
    for element in held[5...] {
      #expect(element.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
      #expect(element.indexPath == IndexPath(item: 999, section: 0))
    }
  }

  /// Holds attributes by an unowned reference only.
  final class UnownedHolder {
    unowned let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }
  }

  @Test("Objects held only weakly or unowned are never vended again")
  func weaklyHeldObjectsStay() throws {
    let layout = Self.rows()
    weak var weakRow: UICollectionViewLayoutAttributes?
    let unownedRow: UnownedHolder
    do {
      let dropped = try #require(layout.layoutAttributesForElements(in: Self.first))
      weakRow = dropped[3]
      unownedRow = UnownedHolder(dropped[4])
    }
    // Only the layout holds rows 3 and 4 strongly now; 20 queries of other rows must not reuse them.
    for _ in 0..<20 {
      Self.expectRows(try #require(layout.layoutAttributesForElements(in: Self.second)), from: 10)
    }
    // Row 4 (y 4 × 44 = 176), held unowned (the layout keeps it alive): unchanged.
    #expect(unownedRow.attributes.indexPath == IndexPath(item: 4, section: 0))
    #expect(unownedRow.attributes.frame.minY == 176)
    // Row 3 (y 3 × 44 = 132), held weakly: still there (the layout keeps it) and unchanged.
    let row3 = try #require(weakRow)
    #expect(row3.indexPath == IndexPath(item: 3, section: 0))
    #expect(row3.frame.minY == 132)
  }

  @Test("The recycler keeps at most its capacity when every object is held")
  func boundedWhenHeld() throws {
    let layout = Self.rows()
    var held: [[UICollectionViewLayoutAttributes]] = []
    // 20 queries of 10 rows, all held: 200 objects made, at most 128 kept by the layout.
    for screen in 0..<20 {
      let rect = CGRect(x: 0, y: 440 * CGFloat(screen), width: 390, height: 440)
      let attributes = try #require(layout.layoutAttributesForElements(in: rect))
      Self.expectRows(attributes, from: 10 * screen)
      held.append(attributes)
    }
    #expect(layout.attributesRecycler.count <= LayoutAttributesRecycler.capacity)
    // Every object vended is distinct (none was handed out twice while held): 200 identities.
    #expect(Set(held.joined().map(ObjectIdentifier.init)).count == 200)
  }
}
