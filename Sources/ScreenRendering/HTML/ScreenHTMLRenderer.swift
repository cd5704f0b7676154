import Foundation
import Views

/// Draws a view tree as HTML: one absolutely positioned `<div>` per view, in UIKit's drawing order.
///
/// Per view: the frame (from `center` and `bounds`, less the superview's `bounds.origin`, so scroll offsets move
/// the content), `transform` about the centre, alpha as `opacity`, the background colour resolved for the view's
/// traits (light or dark), the layer's corner radius (per masked corner), `clipsToBounds` as `overflow: hidden`,
/// the shadow as `box-shadow`, and the border on top of the subviews. Labels are `<span>` lines in their font
/// (Inter, the face text is measured with), size, weight and colour, placed where `UILabel.lineFragments` puts
/// them (so alignment and wrapping are the engine's). What a class draws besides text — image placeholders,
/// switches, page controls, segmented controls, search and navigation bars, list-cell accessories and separators —
/// is an inline `<svg>` in the view's bounds, the same drawing ``ScreenRenderer`` makes.
///
/// ```swift
/// let host = ScreenHost(rootViewController: CommentThreadViewController(), device: .iPhone15)
/// let page = ScreenHTMLRenderer().page(of: host.window, title: "Comments")
/// ```
///
/// UIKit parity: none (UIKit draws with Core Animation); an HTML picture of what the screen shows. Cells carry
/// `data-cell="section-item"` so scripts can find them.
@MainActor
public struct ScreenHTMLRenderer {
  /// The options (traits, canvas colour, status bar), as for ``ScreenRenderer``.
  public var options: ScreenRenderOptions

  /// Creates a renderer.
  public init(options: ScreenRenderOptions = ScreenRenderOptions()) {
    self.options = options
  }

  /// The style sheet the fragments of ``html(of:)`` need (class names `screen`, `v`, `b`, `t`, `g`).
  public static let styleSheet = """
    .screen { position: relative; overflow: hidden; }
    .screen .v { position: absolute; box-sizing: border-box; }
    .screen .b { position: absolute; left: 0; top: 0; right: 0; bottom: 0; box-sizing: border-box; pointer-events: none; }
    .screen .t { position: absolute; white-space: pre; overflow: visible; }
    .screen svg.g { position: absolute; left: 0; top: 0; overflow: visible; pointer-events: none; }
    """

  /// The tree rooted at `view` as a `<div class="screen">` of `view.bounds.size` points (one CSS pixel per point),
  /// with the canvas colour and, for a window with a top safe area, the status bar when the options ask for them.
  ///
  /// - Complexity: O(views + characters of text).
  public func html(of view: UIView) -> String {
    var scene = HTMLScreenScene(options: options)
    let size = view.bounds.size
    var style = "width:\(n(size.width))px;height:\(n(size.height))px"
    if let canvas = options.canvasColor {
      style +=
        ";background:" + HTMLScreenScene.css(canvas.components(for: options.traitCollection ?? view.traitCollection))
    }
    let open = "<div class=\"screen\" style=\"" + style + "\">\n"
    scene.draw(view, parentOrigin: .zero, isRoot: true)
    if options.drawsStatusBar, let window = view as? UIWindow, window.safeAreaInsets.top > 0 {
      scene.drawStatusBar(in: window)
    }
    return open + scene.text + "</div>\n"
  }

  /// A standalone HTML5 document showing ``html(of:)`` under `title`.
  ///
  /// - Complexity: O(views + characters of text).
  public func page(of view: UIView, title: String) -> String {
    "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + HTMLScreenScene.escaped(title)
      + "</title>\n<style>\nbody { margin: 16px; font-family: Inter, sans-serif; }\n" + Self.styleSheet
      + "\n</style>\n</head>\n<body>\n" + html(of: view) + "</body>\n</html>\n"
  }
}
