import Foundation

/// Which corners a layer's corner radius rounds.
///
/// UIKit parity: `CACornerMask`; same members and raw values.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Top-left in an unflipped layer (UIKit's top-left corner of a view).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  /// Top-right.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  /// Bottom-left.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  /// Bottom-right.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The shape of rounded corners.
///
/// UIKit parity: `CALayerCornerCurve` (`.circular`, `.continuous`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Quarter-circle corners.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Apple's continuous ("squircle") corners.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A view's drawing properties: corners, border, shadow, clipping, opacity.
///
/// Headless: a layer is data that renderers draw; every view has one (`UIView.layer`). `backgroundColor`,
/// `opacity`, `isHidden` and `masksToBounds` mirror the owning view's `backgroundColor`, `alpha`, `isHidden` and
/// `clipsToBounds`, as in UIKit. Geometry is the owning view's; sublayers are kept as data.
///
/// UIKit parity: `CALayer`'s properties UIKit code sets (`cornerRadius`, `cornerCurve`, `maskedCorners`,
/// `masksToBounds`, `borderWidth`, `borderColor`, `shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`,
/// `backgroundColor`, `opacity`, `isHidden`, `zPosition`, `name`, `sublayers`); no animation or rendering model.
open class CALayer: @unchecked Sendable {
  /// The corner radius in points. Default 0.
  open var cornerRadius: CGFloat = 0
  /// The corner shape. Default `.circular`.
  open var cornerCurve: CALayerCornerCurve = .circular
  /// The corners `cornerRadius` rounds. Default all four.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// Whether sublayers (and the view's subviews) are clipped to the bounds (and corners). Default false.
  open var masksToBounds = false
  /// The border width in points, drawn inside the bounds. Default 0.
  open var borderWidth: CGFloat = 0
  /// The border colour. Default opaque black.
  open var borderColor: CGColor? = UIColor.black.cgColor
  /// The shadow colour. Default opaque black.
  open var shadowColor: CGColor? = UIColor.black.cgColor
  /// The shadow opacity, 0…1. Default 0 (no shadow).
  open var shadowOpacity: Float = 0
  /// The shadow offset in points. Default (0, −3), as Core Animation's.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow blur radius in points. Default 3.
  open var shadowRadius: CGFloat = 3
  /// The fill colour; the owning view's `backgroundColor`.
  @exclusivity(unchecked) open var backgroundColor: CGColor?
  /// Opacity, 0…1; the owning view's `alpha`.
  @exclusivity(unchecked) open var opacity: Float = 1
  /// Whether hidden; the owning view's `isHidden`.
  @exclusivity(unchecked) open var isHidden = false
  /// Stacking order among sibling layers. Default 0.
  open var zPosition: CGFloat = 0
  /// A name for debugging.
  open var name: String?
  /// Extra layers added with `addSublayer(_:)` (kept as data; the view's subviews' layers are not listed).
  open private(set) var sublayers: [CALayer]?
  /// The layer that contains this one, if added with `addSublayer(_:)`.
  open private(set) weak var superlayer: CALayer?
  /// The layer's frame in its superlayer; for a view's layer, the view's frame.
  @exclusivity(unchecked) open var frame: CGRect = .zero
  /// The layer's bounds; for a view's layer, the view's bounds.
  @exclusivity(unchecked) open var bounds: CGRect = .zero

  /// Creates a layer.
  public required init() {}

  /// Adds a sublayer (kept as data).
  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }

  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.sublayers?.removeAll { $0 === self }
    self.superlayer = nil
  }

  /// Marks the layer as needing display (no effect headless).
  open func setNeedsDisplay() {}
  /// Marks the layer as needing layout (no effect headless).
  open func setNeedsLayout() {}
}
