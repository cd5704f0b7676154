import Foundation

/// A colour: fixed sRGB components, or a dynamic colour that resolves per trait collection (light/dark appearance,
/// elevated level, increased contrast).
///
/// Apps extend it with convenience initialisers and static colours, as on iOS. Equality: two fixed colours are
/// equal when their components are; two system colours when they are the same named colour; dynamic colours made
/// from a provider only to themselves.
///
/// UIKit parity: `UIColor` (an open class; `init(red:green:blue:alpha:)`, `init(white:alpha:)`,
/// `init(hue:saturation:brightness:alpha:)`, `init(displayP3Red:…)` (treated as sRGB), `init(dynamicProvider:)`,
/// `init(named:)` (no asset catalogues headless: always nil), `withAlphaComponent(_:)`, `resolvedColor(with:)`,
/// `cgColor`, `getRed(_:green:blue:alpha:)`, `getWhite(_:alpha:)`, the system, semantic and legacy colours).
/// Values: uikit-view-metrics.md §7 (HIG-COLOR-23 for system colours, FLUT-COL for semantic ones).
open class UIColor: NSObject, @unchecked Sendable {
  /// sRGB components in 0…1.
  public struct Components: Hashable, Sendable {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    /// Creates components in 0…1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      func clamp(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), 1) }
      (self.red, self.green, self.blue, self.alpha) = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    }
  }

  /// A named system colour's variants; missing ones fall back (elevated → base, high contrast → normal).
  struct Variants: Sendable {
    var name: String
    var light: Components
    var dark: Components
    var darkElevated: Components?
    var highContrastLight: Components?
    var highContrastDark: Components?
    var highContrastDarkElevated: Components?
  }

  enum Storage: @unchecked Sendable {
    case fixed(Components)
    case system(Variants)
    case dynamic(@Sendable (UITraitCollection) -> UIColor)
  }

  let storage: Storage

  init(storage: Storage) {
    self.storage = storage
    super.init()
  }

  /// Creates a colour from sRGB components in 0…1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .fixed(Components(red: red, green: green, blue: blue, alpha: alpha))
    super.init()
  }

  /// Creates a grey from a white level and alpha in 0…1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from Display P3 components; headless, they are taken as sRGB (no colour management).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a colour from hue, saturation and brightness in 0…1 (HSB as UIKit defines it).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Creates a colour that resolves by calling `dynamicProvider` with the traits it is drawn under.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    storage = .dynamic(dynamicProvider)
    super.init()
  }

  /// A colour from an asset catalogue. Headless there are no asset catalogues, so this returns nil.
  ///
  /// UIKit parity: `UIColor(named:)`; returns nil as UIKit does for a name missing from the bundle.
  public convenience init?(named name: String) {
    return nil
  }

  /// A colour from an asset catalogue in `bundle`; nil (no asset catalogues headless).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    return nil
  }

  /// Decoding is not supported headless; always nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The colour for `traitCollection`: itself for a fixed colour, the matching variant of a system colour, the
  /// provider's answer (resolved again) for a dynamic one.
  ///
  /// - Complexity: O(1) plus the provider's cost.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    switch storage {
    case .fixed: return self
    case .system: return UIColor(storage: .fixed(components(for: traitCollection)))
    case .dynamic(let provider): return provider(traitCollection).resolvedColor(with: traitCollection)
    }
  }

  /// The sRGB components under `traitCollection` (the light appearance by default).
  ///
  /// UIKit parity: none (UIKit reads them with `getRed(_:green:blue:alpha:)` on a resolved colour); a renderer's
  /// accessor.
  public func components(for traitCollection: UITraitCollection = UITraitCollection()) -> Components {
    switch storage {
    case .fixed(let components): return components
    case .system(let variants):
      let dark = traitCollection.userInterfaceStyle == .dark
      let elevated = traitCollection.userInterfaceLevel == .elevated
      let high = traitCollection.accessibilityContrast == .high
      switch (dark, elevated, high) {
      case (false, _, false): return variants.light
      case (false, _, true): return variants.highContrastLight ?? variants.light
      case (true, false, false): return variants.dark
      case (true, true, false): return variants.darkElevated ?? variants.dark
      case (true, false, true): return variants.highContrastDark ?? variants.dark
      case (true, true, true):
        return variants.highContrastDarkElevated ?? variants.highContrastDark ?? variants.darkElevated
          ?? variants.dark
      }
    case .dynamic(let provider): return provider(traitCollection).components(for: traitCollection)
    }
  }

  /// The colour with its alpha replaced (in every variant of a system colour).
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    func replacing(_ components: Components) -> Components {
      Components(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }
    switch storage {
    case .fixed(let components): return UIColor(storage: .fixed(replacing(components)))
    case .system(var variants):
      variants.name += "@\(alpha)"
      variants.light = replacing(variants.light)
      variants.dark = replacing(variants.dark)
      variants.darkElevated = variants.darkElevated.map(replacing)
      variants.highContrastLight = variants.highContrastLight.map(replacing)
      variants.highContrastDark = variants.highContrastDark.map(replacing)
      variants.highContrastDarkElevated = variants.highContrastDarkElevated.map(replacing)
      return UIColor(storage: .system(variants))
    case .dynamic(let provider):
      return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
    }
  }

  /// Reads the light-appearance sRGB components; returns true.
  ///
  /// UIKit parity: `getRed(_:green:blue:alpha:)`; for dynamic colours UIKit uses `UITraitCollection.current`.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let value = components()
    red?.pointee = value.red
    green?.pointee = value.green
    blue?.pointee = value.blue
    alpha?.pointee = value.alpha
    return true
  }

  /// Reads a grey level (the mean of the components) and alpha; returns true.
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let value = components()
    white?.pointee = (value.red + value.green + value.blue) / 3
    alpha?.pointee = value.alpha
    return true
  }

  #if canImport(CoreGraphics)
    /// The Core Graphics colour of the light appearance.
    ///
    /// UIKit parity: `cgColor`.
    public var cgColor: CGColor {
      let c = components()
      return CGColor(srgbRed: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Creates a colour from a Core Graphics colour's first four components (taken as sRGB).
    public convenience init(cgColor: CGColor) {
      let c = cgColor.components ?? [0, 0, 0, 1]
      let rgba = c.count >= 4 ? Array(c.prefix(4)) : [c.first ?? 0, c.first ?? 0, c.first ?? 0, c.last ?? 1]
      self.init(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    }
  #else
    /// The Core Graphics colour of the light appearance.
    ///
    /// UIKit parity: `cgColor`.
    public var cgColor: CGColor { CGColor(color: self) }

    /// Creates a colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
      self.init(storage: cgColor.color.storage)
    }
  #endif

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if other === self { return true }
    switch (storage, other.storage) {
    case (.fixed(let lhs), .fixed(let rhs)): return lhs == rhs
    case (.system(let lhs), .system(let rhs)): return lhs.name == rhs.name
    default: return false
    }
  }

  open override var hash: Int {
    switch storage {
    case .fixed(let components): return components.hashValue
    case .system(let variants): return variants.name.hashValue
    case .dynamic: return ObjectIdentifier(self).hashValue
    }
  }

  open override var description: String {
    switch storage {
    case .fixed(let c): return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
    case .system(let variants): return "<UIDynamicSystemColor: \(variants.name)>"
    case .dynamic: return "<UIDynamicProviderColor>"
    }
  }
}

#if !canImport(CoreGraphics)
  /// A Core Graphics colour, for platforms without Core Graphics: it wraps a `UIColor`.
  ///
  /// UIKit parity: `CGColor` as layers hold it (`layer.borderColor`, `layer.shadowColor`); only `alpha` and
  /// `components` are read.
  public final class CGColor: @unchecked Sendable, Equatable {
    let color: UIColor
    init(color: UIColor) { self.color = color }
    /// The alpha of the light appearance.
    public var alpha: CGFloat { color.components().alpha }
    /// Red, green, blue and alpha of the light appearance.
    public var components: [CGFloat]? {
      let c = color.components()
      return [c.red, c.green, c.blue, c.alpha]
    }
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color.isEqual(rhs.color) }
  }
#endif
