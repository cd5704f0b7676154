import CompositionalLayout
import Foundation
import Testing

/// `UICollectionViewLayoutAttributes.copy()`: a new object of the same element with every field.
@Suite("Layout attributes copies")
struct LayoutAttributesCopyTests {
  /// Attributes of each category with every stored field away from its default.
  static func samples() -> [UICollectionViewLayoutAttributes] {
    let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 2))
    let background = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 4))
    for (index, attributes) in [cell, header, background].enumerated() {
      let offset = CGFloat(index)
      attributes.frame = CGRect(x: 10 + offset, y: 20.5, width: 300, height: 44.25)
      attributes.transform = CGAffineTransform(scaleX: 2, y: 0.5)
      var transform3D = CATransform3DIdentity
      transform3D.m34 = -1.0 / 500
      attributes.transform3D = transform3D
      attributes.alpha = 0.25
      attributes.zIndex = 7 + index
      attributes.isHidden = true
    }
    return [cell, header, background]
  }

  @Test func copyKeepsEveryField() {
    for original in Self.samples() {
      let copy = original.copy()
      #expect(copy !== original)
      #expect(copy == original)
      #expect(copy.representedElementCategory == original.representedElementCategory)
      #expect(copy.representedElementKind == original.representedElementKind)
      #expect(copy.indexPath == original.indexPath)
      #expect(copy.frame == original.frame)
      #expect(copy.transform == original.transform)
      // Not part of ==: checked on its own (m34 = -1/500 set above).
      #expect(copy.transform3D == original.transform3D)
      #expect(copy.transform3D.m34 == -1.0 / 500)
      #expect(copy.alpha == 0.25)
      #expect(copy.isHidden)
    }
  }

  @Test func copyIsIndependent() throws {
    let original = try #require(Self.samples().first)
    let copy = original.copy()
    copy.size = CGSize(width: 300, height: 64)
    copy.zIndex = 0
    // The original keeps its 44.25-pt height and zIndex 7.
    #expect(original.frame.height == 44.25)
    #expect(original.zIndex == 7)
    #expect(copy != original)
  }
}
