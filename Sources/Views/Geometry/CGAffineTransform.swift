import Foundation

#if !canImport(CoreGraphics)
  /// An affine transform, for platforms whose Foundation lacks Core Graphics.
  ///
  /// Maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
  ///
  /// UIKit parity: `CGAffineTransform`; the same fields, `identity`, `isIdentity`, the translation, scale and
  /// rotation initialisers, `concatenating(_:)`, and `CGRect.applying(_:)`.
  public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates a transform from its six coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// A translation by (tx, ty) points.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale by (sx, sy).
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
      let cosine = CGFloat(Foundation.cos(Double(angle)))
      let sine = CGFloat(Foundation.sin(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// This transform followed by a translation.
    /// The inverse transform; the transform itself when it is not invertible (as Core Graphics returns).
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      let ia = d / determinant
      let ib = -b / determinant
      let ic = -c / determinant
      let id = a / determinant
      return CGAffineTransform(
        a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Rotates by `angle` radians before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// This transform followed by a scale.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
  }

  extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGRect {
    /// The smallest rectangle containing this rectangle's corners mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      if t.isIdentity { return self }
      let corners = [
        CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
        CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
      ]
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let minimumX = xs.min() ?? 0
      let minimumY = ys.min() ?? 0
      return CGRect(
        x: minimumX, y: minimumY, width: (xs.max() ?? 0) - minimumX, height: (ys.max() ?? 0) - minimumY)
    }
  }
#endif

#if canImport(QuartzCore)
  @_exported import QuartzCore
#else
  /// A 3-D transform; this engine stores it for the visible-items handler and does not apply it to frames.
  ///
  /// UIKit parity: `CATransform3D`; the sixteen fields and `CATransform3DIdentity`.
  public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
    /// The identity transform.
    public init() {}
  }

  /// The identity 3-D transform.
  public let CATransform3DIdentity = CATransform3D()
#endif
