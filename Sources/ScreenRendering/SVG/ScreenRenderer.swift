import Foundation
import Views

/// What a ``ScreenRenderer`` draws besides the views.
///
/// UIKit parity: none; renderer settings.
public struct ScreenRenderOptions: Sendable {
  /// Traits every colour is resolved with; nil uses each view's own `traitCollection` (light or dark as the host,
  /// window or `overrideUserInterfaceStyle` says). Default nil.
  public var traitCollection: UITraitCollection?
  /// A colour painted under everything (the canvas); nil leaves uncovered pixels transparent. Default nil.
  public var canvasColor: UIColor?
  /// Whether an iPhone status bar (time, signal, battery) is drawn over the top safe area of a window whose top
  /// inset is > 0. Default false (snapshots stay free of chrome the view tree does not hold).
  public var drawsStatusBar: Bool
  /// The time the status bar shows. Default "9:41".
  public var statusBarTime: String

  /// Creates options; every parameter has the default documented on its property.
  public init(
    traitCollection: UITraitCollection? = nil, canvasColor: UIColor? = nil, drawsStatusBar: Bool = false,
    statusBarTime: String = "9:41"
  ) {
    self.traitCollection = traitCollection
    self.canvasColor = canvasColor
    self.drawsStatusBar = drawsStatusBar
    self.statusBarTime = statusBarTime
  }
}

/// Draws a view tree as iOS shows it: SVG with text as text, PNG at a device scale, and a text description.
///
/// The tree is walked in UIKit's drawing order: a view draws its layer's shadow, background, content (a label's
/// lines, an image, a control's track and knob…), then its subviews back to front, then its border on top. Hidden
/// views and views with alpha below 0.01 are skipped with their subtrees; alpha is applied as group opacity (so it
/// multiplies down the tree); `clipsToBounds` / `masksToBounds` clips the content and subviews to the bounds with the
/// layer's corner radius (and hides the shadow, as Core Animation does); `transform` is applied about the centre;
/// `bounds.origin` (a scroll view's offset) shifts the subviews. Coordinates are points: the root view's bounds
/// become the picture, at (0, 0), whatever its frame.
///
/// ```swift
/// let host = ScreenHost(rootViewController: UINavigationController(rootViewController: ProfileViewController()))
/// let svg = ScreenRenderer().svg(of: host.window)
/// let png = try ScreenRenderer().png(of: host.window)      // 1179 × 2556 pixels on an iPhone 15
/// ```
///
/// UIKit parity: none (UIKit draws with Core Animation); what `drawHierarchy(in:afterScreenUpdates:)` and
/// `recursiveDescription` give. Known differences: continuous corner curves are drawn circular; the system font is
/// Inter (standing in for SF Pro); SF Symbols and asset images are drawn as tinted placeholders with their names; navigation bars use
/// iOS 15's scroll-edge appearance (no background unless `barTintColor` is set); `UIVisualEffectView` blur and
/// attributed-string runs after the first are not drawn. List cells draw their row background, separators and
/// accessories; table views their rows and separators.
@MainActor
public struct ScreenRenderer {
  /// The options.
  public var options: ScreenRenderOptions

  /// Creates a renderer.
  public init(options: ScreenRenderOptions = ScreenRenderOptions()) {
    self.options = options
  }

  /// The view tree rooted at `view` as an SVG document of `view.bounds.size` points.
  ///
  /// Text is `<text>` in the font family `TextMeasurement` measured it with (Inter, the system face), escaped; file images are
  /// embedded as PNG data URIs.
  ///
  /// - Complexity: O(views + characters of text).
  public func svg(of view: UIView) -> String {
    scene(of: view, collectingText: false).writer.text
  }

  /// The scene of ``svg(of:)``; with `collectingText`, its text runs recorded for ``RasterTextPass``.
  func scene(of view: UIView, collectingText: Bool) -> SVGScene {
    var scene = SVGScene(options: options)
    if collectingText { scene.raster = RasterTextPass() }
    let size = view.bounds.size
    let width = SVGWriter.number(size.width)
    let height = SVGWriter.number(size.height)
    scene.writer.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(width)\" height=\"\(height)\" "
        + "viewBox=\"0 0 \(width) \(height)\">\n")
    if let canvas = options.canvasColor {
      let color = canvas.components(for: options.traitCollection ?? view.traitCollection)
      scene.writer.append(
        "<rect width=\"\(width)\" height=\"\(height)\"" + SVGWriter.paint("fill", color) + "/>\n")
    }
    scene.draw(view, isRoot: true)
    if options.drawsStatusBar, let window = view as? UIWindow, window.safeAreaInsets.top > 0 {
      scene.drawStatusBar(in: window)
    }
    scene.writer.append("</svg>\n")
    return scene
  }

  /// The view tree rasterised by librsvg: `ceil(bounds × scale)` pixels.
  ///
  /// Text runs that nothing drawn later overlaps are drawn by cairo from their FreeType glyphs, at the positions
  /// the text measurement gives them, instead of by librsvg through Pango (see `RasterTextPass`; ≈ 10× faster on a
  /// screen of text); overlapped runs stay in the SVG so the drawing order is kept.
  ///
  /// - Parameter scale: pixels per point, > 0; nil uses the view's `traitCollection.displayScale` (the device's:
  ///   3 on an iPhone 15), or 2 when that is not positive.
  /// - Throws: ``RasterImageError`` when the bounds are empty or librsvg fails.
  /// - Complexity: O(pixels) on top of ``svg(of:)``.
  public func image(of view: UIView, scale: CGFloat? = nil) throws -> RasterImage {
    let resolvedScale = scale ?? view.traitCollection.displayScale
    let pixelScale = resolvedScale > 0 ? resolvedScale : 2
    let scene = scene(of: view, collectingText: true)
    let runs = scene.raster?.freeRuns() ?? []
    return try SVGRasterizer.rasterize(
      svg: RasterTextPass.removing(runs, from: scene.writer.text), size: view.bounds.size, scale: pixelScale
    ) { context in
      RasterTextPass.draw(runs, on: context, scale: pixelScale)
    }
  }

  /// The view tree as PNG bytes at `scale` (see ``image(of:scale:)``).
  ///
  /// - Throws: ``RasterImageError``.
  public func png(of view: UIView, scale: CGFloat? = nil) throws -> Data {
    // The same pixels as `image(of:scale:).pngData()`, encoded row by row from cairo's surface (no 12-MB copy).
    let resolvedScale = scale ?? view.traitCollection.displayScale
    let pixelScale = resolvedScale > 0 ? resolvedScale : 2
    let scene = scene(of: view, collectingText: true)
    let runs = scene.raster?.freeRuns() ?? []
    return try SVGRasterizer.render(
      svg: RasterTextPass.removing(runs, from: scene.writer.text), size: view.bounds.size, scale: pixelScale,
      overlay: { context in RasterTextPass.draw(runs, on: context, scale: pixelScale) },
      pixels: { data, width, height, stride in
        PNGEncoder.encode(width: width, height: height) { y, scratch in
          SVGRasterizer.convertRow(data, row: y, width: width, stride: stride, into: scratch)
          return UnsafePointer(scratch)
        }
      })
  }
}

/// The tree rooted at `view` as SVG (``ScreenRenderer/svg(of:)`` with default options).
///
/// UIKit parity: none.
@MainActor
public func renderScreenSVG(of view: UIView, options: ScreenRenderOptions = ScreenRenderOptions()) -> String {
  ScreenRenderer(options: options).svg(of: view)
}

/// The tree rooted at `view` as PNG bytes (``ScreenRenderer/png(of:scale:)`` with default options).
///
/// - Throws: ``RasterImageError``.
///
/// UIKit parity: none.
@MainActor
public func renderScreenPNG(
  of view: UIView, scale: CGFloat? = nil, options: ScreenRenderOptions = ScreenRenderOptions()
) throws -> Data {
  try ScreenRenderer(options: options).png(of: view, scale: scale)
}
