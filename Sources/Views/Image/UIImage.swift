import Foundation

/// An image: a named or system-symbol placeholder with a size, or a file's size when loaded from a path.
///
/// Headless there are no asset catalogues or symbol fonts: `UIImage(named:)` and `UIImage(systemName:)` return a
/// placeholder that carries the name and the size it is drawn at (a symbol's default is 20 × 20 pt, about body
/// text); renderers draw the name. `UIImage(contentsOfFile:)` reads a PNG's pixel size from its header.
///
/// UIKit parity: `UIImage` (an open class) with `init?(named:)`, `init?(named:in:compatibleWith:)`,
/// `init?(systemName:)`, `init?(systemName:withConfiguration:)`, `init?(contentsOfFile:)`, `size`, `scale`,
/// `renderingMode`, `withRenderingMode(_:)`, `withTintColor(_:)`, `withConfiguration(_:)`, `SymbolConfiguration`.
/// Differences: named images never fail (there is no catalogue to miss); `init?(named:size:)` and
/// `init?(systemName:size:)` are headless additions that set the placeholder size.
open class UIImage: NSObject, @unchecked Sendable {
  /// How an image is drawn with respect to the tint colour.
  ///
  /// UIKit parity: `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable {
    case automatic = 0
    case alwaysOriginal = 1
    case alwaysTemplate = 2
  }

  /// The point size, weight and scale of a symbol image.
  ///
  /// UIKit parity: `UIImage.SymbolConfiguration` (`init(pointSize:)`, `init(pointSize:weight:)`,
  /// `init(pointSize:weight:scale:)`, `init(scale:)`, `init(weight:)`, `init(textStyle:)`, `init(font:)`).
  open class SymbolConfiguration: NSObject, @unchecked Sendable {
    /// The symbol's weight.
    public enum Weight: Int, Sendable {
      case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
    /// The symbol's scale relative to its point size.
    public enum Scale: Int, Sendable {
      case `default` = -1, unspecified = 0, small, medium, large
    }
    /// The point size, if given.
    public let pointSize: CGFloat?
    /// The weight.
    public let weight: Weight
    /// The scale.
    public let scale: Scale

    init(optionalPointSize pointSize: CGFloat?, weight: Weight, scale: Scale) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      super.init()
    }
    public convenience init(pointSize: CGFloat) {
      self.init(optionalPointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }
    public convenience init(pointSize: CGFloat, weight: Weight) {
      self.init(optionalPointSize: pointSize, weight: weight, scale: .unspecified)
    }
    public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
      self.init(optionalPointSize: pointSize, weight: weight, scale: scale)
    }
    public convenience init(scale: Scale) { self.init(optionalPointSize: nil, weight: .unspecified, scale: scale) }
    public convenience init(weight: Weight) {
      self.init(optionalPointSize: nil, weight: weight, scale: .unspecified)
    }
    /// A configuration sized like `font`.
    public convenience init(font: UIFont) {
      self.init(optionalPointSize: font.pointSize, weight: .unspecified, scale: .unspecified)
    }
    /// A configuration sized like the text style at the current text size.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(
        optionalPointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified,
        scale: .unspecified)
    }
  }

  /// The system symbol name, if created with one.
  public let systemName: String?
  /// The asset name, if created with one.
  public let name: String?
  /// The file path, if loaded from a file.
  public let path: String?
  /// The size in points.
  open private(set) var size: CGSize
  /// Pixels per point. Default 1 (files) or the screen's (placeholders are resolution-independent).
  open private(set) var scale: CGFloat = 1
  /// The rendering mode. Default `.automatic` (symbols draw as templates).
  open private(set) var renderingMode: RenderingMode = .automatic
  /// The tint the image is drawn with, if set by `withTintColor(_:)`.
  public private(set) var tintColor: UIColor?
  /// The symbol configuration, if any.
  open private(set) var symbolConfiguration: SymbolConfiguration?

  /// Whether the image is a system symbol.
  open var isSymbolImage: Bool { systemName != nil }

  init(systemName: String?, name: String?, path: String?, size: CGSize) {
    self.systemName = systemName
    self.name = name
    self.path = path
    self.size = size
    super.init()
  }

  /// An asset placeholder, 20 × 20 pt; never nil.
  public convenience init?(named name: String) {
    self.init(systemName: nil, name: name, path: nil, size: CGSize(width: 20, height: 20))
  }

  /// An asset placeholder of `size` points; never nil.
  public convenience init?(named name: String, size: CGSize) {
    self.init(systemName: nil, name: name, path: nil, size: size)
  }

  /// An asset placeholder (the bundle and traits are ignored); never nil.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(systemName: nil, name: name, path: nil, size: CGSize(width: 20, height: 20))
  }

  /// A system symbol placeholder, 20 × 20 pt; never nil.
  public convenience init?(systemName: String) {
    self.init(systemName: systemName, name: nil, path: nil, size: CGSize(width: 20, height: 20))
  }

  /// A system symbol placeholder of `size` points; never nil.
  public convenience init?(systemName: String, size: CGSize) {
    self.init(systemName: systemName, name: nil, path: nil, size: size)
  }

  /// A system symbol placeholder sized by `configuration` (its point size, else 20 pt); never nil.
  public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
    let side = configuration?.pointSize.map { $0 * 1.2 } ?? 20
    self.init(systemName: systemName, name: nil, path: nil, size: CGSize(width: side, height: side))
    symbolConfiguration = configuration
  }

  /// An image read from a PNG file: its pixel size from the header, at scale 1. Nil when the file cannot be read or
  /// is not a PNG.
  public convenience init?(contentsOfFile path: String) {
    guard let size = Self.pngPixelSize(atPath: path) else { return nil }
    self.init(systemName: nil, name: nil, path: path, size: size)
  }

  /// Decoding is not supported headless.
  public required init?(coder: NSCoder) { return nil }

  private static func pngPixelSize(atPath path: String) -> CGSize? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 24), header.count == 24,
      header.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    else { return nil }
    func be32(_ offset: Int) -> UInt32 {
      header[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
    return CGSize(width: CGFloat(be32(16)), height: CGFloat(be32(20)))
  }

  private func copy(_ change: (UIImage) -> Void) -> UIImage {
    let image = UIImage(systemName: systemName, name: name, path: path, size: size)
    image.scale = scale
    image.renderingMode = renderingMode
    image.tintColor = tintColor
    image.symbolConfiguration = symbolConfiguration
    change(image)
    return image
  }

  /// A copy with another rendering mode.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy { $0.renderingMode = renderingMode } }

  /// A copy drawn in `color`.
  open func withTintColor(_ color: UIColor) -> UIImage {
    copy {
      $0.tintColor = color
      $0.renderingMode = .alwaysOriginal
    }
  }

  /// A copy drawn in `color` with a rendering mode.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    copy {
      $0.tintColor = color
      $0.renderingMode = renderingMode
    }
  }

  /// A copy with a symbol configuration (its point size resizes a symbol placeholder).
  open func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    copy {
      $0.symbolConfiguration = configuration
      if let pointSize = configuration.pointSize, self.isSymbolImage {
        $0.size = CGSize(width: pointSize * 1.2, height: pointSize * 1.2)
      }
    }
  }

  /// A copy with a symbol configuration.
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    withConfiguration(configuration)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return other === self
      || (systemName == other.systemName && name == other.name && path == other.path && size == other.size
        && renderingMode == other.renderingMode)
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(systemName)
    hasher.combine(name)
    hasher.combine(path)
    return hasher.finalize()
  }

  open override var description: String {
    "<UIImage \(systemName.map { "symbol \($0)" } ?? name.map { "named \($0)" } ?? path ?? "") "
      + "\(size.width)×\(size.height)>"
  }
}
