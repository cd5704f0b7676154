import CollectionView
import CompositionalLayout
import Foundation
import Views

/// An HTML page of a running screen that scrolls, swipes and selects with the engine's own results.
///
/// The page is made of states captured beforehand by running the screen headless: the main collection view (the
/// largest one in the window) scrolled through its whole content in steps of its visible height (the last step at
/// the end of the content); at each step, every orthogonally scrolling section on screen swiped page by page to its
/// resting offsets (`OrthogonalScrollingGeometry.targetContentOffset`); and, for each of those, every cell on
/// screen tapped with `UICollectionView.tap(at:)`, which runs the delegate's `shouldSelect`/`didSelectItemAt`
/// callbacks in Swift, so the tapped state shows whatever the model then computed (the selected cell's appearance,
/// a pushed controller…). Each state is a fresh ``ScreenHost`` brought to that state, drawn by
/// ``ScreenHTMLRenderer``. The page's script switches between the states: the mouse wheel, the arrow keys and the
/// ▲/▼ buttons scroll (vertical wheel) or swipe (horizontal wheel, or shift + wheel, over an orthogonal section; the
/// ◀/▶ buttons); a click on a cell shows that cell's tapped state. A checkbox overlays the layout boxes (the frame
/// the layout gave every cell and supplementary view on screen, labelled).
///
/// Self-test: opening the page with a fragment `#do=<action>,<action>…` runs the actions after loading (`down`,
/// `up`, `swipe:<section>:+1` or `:-1`, `tap:<section>-<item>` (a DOM click on the cell), `wheel:<dy>` (a wheel
/// event on the screen), `boxes` (ticks the layout-box overlay)) and writes the resulting state as JSON into `<pre id="result">`: `{"state", "scroll",
/// "orthogonal", "tapped", "selected", "cells", "frames"}` (`cells`: the `section-item` of every cell whose box
/// intersects the screen; `frames`: each of those cells' box relative to the screen, `[x, y, width, height]` in CSS
/// pixels, which are points).
///
/// UIKit parity: none; a picture of the screen and the engine's answers to scrolls and taps.
@MainActor
public struct InteractiveScreenPage {
  /// Limits of the capture.
  ///
  /// UIKit parity: none.
  public struct Limits: Sendable {
    /// Most scroll steps captured. Default 16.
    public var scrollSteps: Int
    /// Most pages captured per orthogonal section and step. Default 8.
    public var swipePages: Int
    /// Whether each cell's tapped state is captured. Default true.
    public var capturesTaps: Bool
    /// Most states in the page (captures stop there). Default 240.
    public var states: Int

    /// Creates limits; every parameter has the default documented on its property.
    public init(scrollSteps: Int = 16, swipePages: Int = 8, capturesTaps: Bool = true, states: Int = 240) {
      self.scrollSteps = scrollSteps
      self.swipePages = swipePages
      self.capturesTaps = capturesTaps
      self.states = states
    }
  }

  /// One captured state.
  ///
  /// UIKit parity: none.
  public struct State: Sendable {
    /// The key the page's script uses: `<step>|<section>:<page>|<section>-<item>` (empty parts for none).
    public var key: String
    /// The main collection view's content offset, in points.
    public var contentOffset: CGPoint
    /// The swiped orthogonal section and its page index (0 is the resting start), or nil.
    public var swipe: (section: Int, page: Int)?
    /// The tapped cell, or nil.
    public var tapped: IndexPath?
    /// The collection view's selected items after the tap (the model's answer).
    public var selected: [IndexPath]
    /// The cells on screen, in index path order.
    public var visibleItems: [IndexPath]
    /// The frames of the cells on screen in the window's coordinates (points): where the page draws them.
    public var cellFrames: [IndexPath: CGRect]
    /// The tree drawn as HTML (``ScreenHTMLRenderer/html(of:)``) with the layout-box overlay.
    public var html: String
  }

  /// The page's title.
  public let title: String
  /// The screen's size, in points.
  public let size: CGSize
  /// The captured states; the first is the screen at rest.
  public private(set) var states: [State] = []

  /// Runs the screen made by `makeHost` once per state and captures it.
  ///
  /// - Parameters:
  ///   - makeHost: makes a new host of the screen (the same controller, device and appearance every time); it is
  ///     called once per state, so state changes of one capture (a tap's selection) never leak into another.
  ///   - options: what the renderer draws besides the views (canvas, status bar).
  /// - Complexity: O(states × (host set-up + views)); states ≤ `limits.states`.
  public init(
    title: String, options: ScreenRenderOptions = ScreenRenderOptions(), limits: Limits = Limits(),
    makeHost: () -> ScreenHost
  ) {
    self.title = title
    let renderer = ScreenHTMLRenderer(options: options)
    let first = makeHost()
    size = first.window.bounds.size
    guard let collectionView = Self.mainCollectionView(in: first.window) else {
      states = [Self.capture(first, key: "0||", offset: .zero, swipe: nil, tapped: nil, renderer: renderer)]
      return
    }
    // The scroll steps, along the axis the content overflows.
    let steps = Self.scrollOffsets(of: collectionView, limit: max(1, limits.scrollSteps))
    withExtendedLifetime(first) {}
    var bases: [(key: String, offset: CGPoint, swipe: (Int, CGFloat, Int)?)] = []
    for (index, offset) in steps.enumerated() {
      bases.append(("\(index)||", offset, nil))
      let host = makeHost()
      guard let view = Self.mainCollectionView(in: host.window) else { continue }
      Self.scroll(view, to: offset)
      for (section, pages) in Self.swipePages(of: view, limit: limits.swipePages) {
        for (page, pageOffset) in pages.enumerated().dropFirst() {
          bases.append(("\(index)|\(section):\(page)|", offset, (section, pageOffset, page)))
        }
      }
      withExtendedLifetime(host) {}
    }
    let limit = max(1, limits.states)
    for base in bases where states.count < limit {
      let host = makeHost()
      guard let view = Self.mainCollectionView(in: host.window) else { continue }
      Self.bring(view, to: base.offset, swipe: base.swipe.map { ($0.0, $0.1) })
      let swipe = base.swipe.map { (section: $0.0, page: $0.2) }
      let state = Self.capture(host, key: base.key, offset: base.offset, swipe: swipe, tapped: nil, renderer: renderer)
      states.append(state)
      withExtendedLifetime(host) {}
      guard limits.capturesTaps else { continue }
      for item in state.visibleItems where states.count < limit {
        let tapHost = makeHost()
        guard let tapView = Self.mainCollectionView(in: tapHost.window) else { continue }
        Self.bring(tapView, to: base.offset, swipe: base.swipe.map { ($0.0, $0.1) })
        guard Self.tap(item, in: tapView) else { continue }
        states.append(
          Self.capture(
            tapHost, key: base.key + "\(item.section)-\(item.item)", offset: base.offset, swipe: swipe,
            tapped: item, renderer: renderer))
        withExtendedLifetime(tapHost) {}
      }
    }
  }

  // MARK: Capturing

  /// The largest collection view in the tree (by bounds area), depth first; nil when there is none.
  static func mainCollectionView(in view: UIView) -> UICollectionView? {
    var best: UICollectionView?
    var stack = [view]
    while let current = stack.popLast() {
      if let collectionView = current as? UICollectionView, !collectionView.isHidden {
        let area = collectionView.bounds.width * collectionView.bounds.height
        if area > (best.map { $0.bounds.width * $0.bounds.height } ?? 0) { best = collectionView }
      }
      stack.append(contentsOf: current.subviews.reversed())
    }
    return best
  }

  /// The content offsets of a scroll through the whole content in steps of the visible length.
  static func scrollOffsets(of view: UICollectionView, limit: Int) -> [CGPoint] {
    let inset = view.adjustedContentInset
    let start = CGPoint(x: -inset.left, y: -inset.top)
    let maxY = view.contentSize.height + inset.bottom - view.bounds.height
    let maxX = view.contentSize.width + inset.right - view.bounds.width
    var offsets = [start]
    if maxY > start.y + 0.5 {
      let step = max(44, view.bounds.height - inset.top - inset.bottom)
      var y = start.y
      while y < maxY - 0.5, offsets.count < limit {
        y = min(maxY, y + step)
        offsets.append(CGPoint(x: start.x, y: y))
      }
    } else if maxX > start.x + 0.5 {
      let step = max(44, view.bounds.width - inset.left - inset.right)
      var x = start.x
      while x < maxX - 0.5, offsets.count < limit {
        x = min(maxX, x + step)
        offsets.append(CGPoint(x: x, y: start.y))
      }
    }
    return offsets
  }

  /// For each orthogonally scrolling section on screen, its resting offsets from the start, one swipe (a visible
  /// length, released without velocity) apart.
  static func swipePages(of view: UICollectionView, limit: Int) -> [(Int, [CGFloat])] {
    guard let layout = view.collectionViewLayout as? UICollectionViewCompositionalLayout else { return [] }
    let visible = view.bounds
    var result: [(Int, [CGFloat])] = []
    for section in 0..<view.numberOfSections {
      guard let geometry = layout.orthogonalScrollingGeometry(forSection: section),
        view.indexPathsForVisibleItems.contains(where: { $0.section == section }),
        sectionIsOnScreen(section, of: view, visible: visible)
      else { continue }
      var pages = [geometry.initialContentOffset]
      var current = geometry.initialContentOffset
      while pages.count < max(1, limit) {
        let next = geometry.targetContentOffset(
          forProposedContentOffset: current + geometry.viewportLength, withScrollingVelocity: 0)
        guard next > current + 0.5 else { break }
        pages.append(next)
        current = next
      }
      if pages.count > 1 { result.append((section, pages)) }
    }
    return result
  }

  private static func sectionIsOnScreen(_ section: Int, of view: UICollectionView, visible: CGRect) -> Bool {
    view.visibleCells.contains { cell in
      guard view.indexPath(for: cell)?.section == section else { return false }
      return view.convert(cell.bounds, from: cell).intersects(visible)
    }
  }

  /// Scrolls the main collection view to `offset` and lays the window out.
  static func scroll(_ view: UICollectionView, to offset: CGPoint) {
    if view.contentOffset != offset { view.contentOffset = offset }
    view.window?.layoutIfNeeded()
    view.layoutIfNeeded()
  }

  /// Scrolls to `offset`, then swipes `swipe.section` to the resting offset `swipe.offset`.
  static func bring(_ view: UICollectionView, to offset: CGPoint, swipe: (Int, CGFloat)?) {
    scroll(view, to: offset)
    guard let swipe, let layout = view.collectionViewLayout as? UICollectionViewCompositionalLayout,
      let geometry = layout.orthogonalScrollingGeometry(forSection: swipe.0)
    else { return }
    let axis = layout.configuration.scrollDirection == .vertical
    let current =
      layout.scrollPosition.orthogonalContentOffsets[swipe.0].map { axis ? $0.x : $0.y }
      ?? geometry.initialContentOffset
    layout.swipeOrthogonalSection(swipe.0, by: swipe.1 - current, velocity: 0)
    view.layoutIfNeeded()
  }

  /// Taps the middle of the visible part of the cell at `indexPath`; false when it is not on screen.
  static func tap(_ indexPath: IndexPath, in view: UICollectionView) -> Bool {
    guard let cell = view.cellForItem(at: indexPath) else { return false }
    let frame = view.convert(cell.bounds, from: cell).intersection(view.bounds)
    guard !frame.isNull, frame.width > 0, frame.height > 0 else { return false }
    guard view.tap(at: CGPoint(x: frame.midX, y: frame.midY)) == indexPath else { return false }
    view.window?.layoutIfNeeded()
    view.layoutIfNeeded()
    return true
  }

  /// The window of `host` drawn, with the layout-box overlay of its main collection view.
  static func capture(
    _ host: ScreenHost, key: String, offset: CGPoint, swipe: (section: Int, page: Int)?, tapped: IndexPath?,
    renderer: ScreenHTMLRenderer
  ) -> State {
    let window = host.window
    var html = renderer.html(of: window)
    var visible: [IndexPath] = []
    var frames: [IndexPath: CGRect] = [:]
    var selected: [IndexPath] = []
    if let view = mainCollectionView(in: window) {
      let screen = view.convert(view.bounds, to: window)
      for cell in view.visibleCells {
        let frame = cell.convert(cell.bounds, to: window)
        guard let indexPath = view.indexPath(for: cell), frame.intersects(screen) else { continue }
        visible.append(indexPath)
        frames[indexPath] = frame
      }
      visible.sort()
      selected = view.indexPathsForSelectedItems ?? []
      html = String(html.dropLast("</div>\n".count)) + layoutBoxes(of: view, in: window) + "</div>\n"
    }
    return State(
      key: key, contentOffset: offset, swipe: swipe, tapped: tapped, selected: selected, visibleItems: visible,
      cellFrames: frames, html: html)
  }

  /// The layout boxes of the largest collection view in `root`'s tree as a transparent SVG of `root.bounds.size`
  /// points, to lay over a picture of the same screen: every cell (blue, labelled `section-item`) and supplementary
  /// or decoration view (pink, labelled with its class) as an outlined box at its frame, clipped to the collection
  /// view. Empty (just the document) when there is no collection view.
  ///
  /// - Complexity: O(views).
  ///
  /// UIKit parity: none.
  public static func layoutBoxesSVG(of root: UIView) -> String {
    let size = root.bounds.size
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
      + "viewBox=\"0 0 \(n(size.width)) \(n(size.height))\">\n"
    if let view = mainCollectionView(in: root) {
      let clip = view.convert(view.bounds, to: root)
      svg +=
        "<clipPath id=\"cv\"><rect x=\"\(n(clip.minX))\" y=\"\(n(clip.minY))\" width=\"\(n(clip.width))\" "
        + "height=\"\(n(clip.height))\"/></clipPath><g clip-path=\"url(#cv)\" font-family=\"monospace\" "
        + "font-size=\"9\">\n"
      var stack = view.subviews
      while let current = stack.popLast() {
        guard let reusable = current as? UICollectionReusableView else {
          stack.append(contentsOf: current.subviews)
          continue
        }
        guard !reusable.isHidden else { continue }
        let frame = reusable.convert(reusable.bounds, to: root)
        let cell = reusable as? UICollectionViewCell
        let label =
          cell.flatMap { view.indexPath(for: $0) }.map { "\($0.section)-\($0.item)" }
          ?? HTMLScreenScene.className(of: reusable)
        let color = cell == nil ? "#ff2d55" : "#007aff"
        svg +=
          "<rect x=\"\(n(frame.minX + 0.5))\" y=\"\(n(frame.minY + 0.5))\" width=\"\(n(max(0, frame.width - 1)))\" "
          + "height=\"\(n(max(0, frame.height - 1)))\" fill=\"\(color)\" fill-opacity=\"0.08\" stroke=\"\(color)\"/>"
          + "<text x=\"\(n(frame.minX + 3))\" y=\"\(n(frame.minY + 10))\" fill=\"\(color)\">"
          + SVGWriter.escaped(label) + "</text>\n"
      }
      svg += "</g>\n"
    }
    return svg + "</svg>\n"
  }

  /// The overlay: every reusable view of the collection view as an outlined box in window coordinates, clipped to
  /// the collection view, labelled with its index path (cells) or class (supplementary and decoration views).
  static func layoutBoxes(of view: UICollectionView, in window: UIWindow) -> String {
    let clip = view.convert(view.bounds, to: window)
    var html =
      "<div class=\"boxes\" style=\"left:\(n(clip.minX))px;top:\(n(clip.minY))px;width:\(n(clip.width))px;"
      + "height:\(n(clip.height))px\">"
    var stack = view.subviews
    while let current = stack.popLast() {
      if let reusable = current as? UICollectionReusableView, !reusable.isHidden {
        let frame = reusable.convert(reusable.bounds, to: window).offsetBy(dx: -clip.minX, dy: -clip.minY)
        let isCell = reusable is UICollectionViewCell
        let label: String
        if let cell = reusable as? UICollectionViewCell, let indexPath = view.indexPath(for: cell) {
          label = "\(indexPath.section)-\(indexPath.item)"
        } else {
          label = HTMLScreenScene.className(of: reusable)
        }
        html +=
          "<div class=\"box \(isCell ? "cell" : "supplementary")\" style=\"left:\(n(frame.minX))px;"
          + "top:\(n(frame.minY))px;width:\(n(frame.width))px;height:\(n(frame.height))px\"><i>"
          + HTMLScreenScene.escaped(label) + "</i></div>"
        continue
      }
      stack.append(contentsOf: current.subviews)
    }
    return html + "</div>\n"
  }
}
