import CollectionView
import CompositionalLayout
import Foundation
import ScreenRendering
import TextMeasurement
import Views

/// One rule broken by one view in one state: what a finding is made of before deduplication.
struct AuditObservation {
  var rule: AuditRule
  /// The deduplication key besides the rule (the generic path, plus the detail for constraint and layout reports).
  var key: String
  var genericPath: String
  var path: String
  var message: String
  var frame: CGRect
  var note: String?
}

/// Where a view is, as the inspector walks the tree in drawing order.
struct ViewPlace {
  var view: UIView
  /// The view's frame in window coordinates, points (transforms ignored).
  var frameInWindow: CGRect
  /// What its clipping ancestors (and the window) let show, window coordinates.
  var visible: CGRect
  /// `visible`, also inside every enclosing scroll view's bounds less its adjusted content insets (content under a
  /// bar or beyond the insets counts as scrolled away).
  var resting: CGRect
  /// What its clipping ancestors other than scroll views let show, with the innermost such ancestor's path.
  var clip: (rect: CGRect, path: String)?
  var path: String
  var genericPath: String
  var alpha: CGFloat
  /// Inside a navigation bar (system chrome that UIKit places itself).
  var inChrome: Bool
  /// Inside a control (only the outermost control is checked as a tap target).
  var inControl: Bool
}

/// The rules, run on a settled window.
///
/// UIKit parity: none.
@MainActor
final class WindowInspector {
  /// The rules to check.
  let rules: Set<AuditRule>
  private let measurer = TextMeasurer(emptyTextSize: .zero)
  private var truncationCache: [TruncationKey: Truncation?] = [:]

  /// Why a label's text does not fit, and whether 5 % more width would make it fit.
  struct Truncation {
    var message: String
    var isMarginal: Bool
  }

  init(rules: Set<AuditRule>) {
    self.rules = rules
  }

  /// Minimum side of a tap target, points (Apple HIG).
  static let minimumTapSide: CGFloat = 44
  /// Slack for comparisons of frames, points (sub-pixel rounding).
  static let tolerance: CGFloat = 0.5

  // MARK: Walking

  /// Every visible view of the window with its place, in drawing order (hidden and alpha < 0.01 subtrees skipped).
  func places(in window: UIWindow) -> [ViewPlace] {
    var result: [ViewPlace] = []
    let root = ViewPlace(
      view: window, frameInWindow: window.bounds, visible: window.bounds, resting: window.bounds, clip: nil,
      path: "UIWindow", genericPath: "UIWindow", alpha: window.alpha, inChrome: false, inControl: false)
    walk(root, into: &result)
    return result
  }

  private func walk(_ place: ViewPlace, into result: inout [ViewPlace]) {
    result.append(place)
    let view = place.view
    let subviews = view.subviews
    guard !subviews.isEmpty else { return }
    var visible = place.visible
    var resting = place.resting
    var clip = place.clip
    let isScroll = view is UIScrollView
    if isScroll || view.layer.masksToBounds {
      visible = visible.intersection(place.frameInWindow)
      resting = resting.intersection(place.frameInWindow)
    }
    if let scroll = view as? UIScrollView {
      resting = resting.intersection(insetRect(place.frameInWindow, scroll.adjustedContentInset))
    } else if view.layer.masksToBounds && place.view !== place.view.window {
      let rect = clip.map { $0.rect.intersection(place.frameInWindow) } ?? place.frameInWindow
      clip = (rect, place.path)
    }
    let origin = CGPoint(
      x: place.frameInWindow.minX - view.bounds.minX, y: place.frameInWindow.minY - view.bounds.minY)
    var classCounts: [ObjectIdentifier: Int] = [:]
    var classTotals: [ObjectIdentifier: Int] = [:]
    for subview in subviews { classTotals[ObjectIdentifier(type(of: subview)), default: 0] += 1 }
    for subview in subviews {
      let type = ObjectIdentifier(type(of: subview))
      let ordinal = classCounts[type, default: 0]
      classCounts[type] = ordinal + 1
      guard !subview.isHidden, subview.alpha >= 0.01 else { continue }
      let component = pathComponent(of: subview, in: view, ordinal: ordinal, total: classTotals[type] ?? 1)
      let frame = subview.frame.offsetBy(dx: origin.x, dy: origin.y)
      let child = ViewPlace(
        view: subview, frameInWindow: frame, visible: visible, resting: resting, clip: clip,
        path: place.path + "/" + component.concrete, genericPath: place.genericPath + "/" + component.generic,
        alpha: place.alpha * subview.alpha, inChrome: place.inChrome || subview is UINavigationBar,
        inControl: place.inControl || place.view is UIControl)
      walk(child, into: &result)
    }
  }

  /// A view's path component: its class, then `{section,item}` for cells (`{kind section,item}` for supplementary
  /// views; `{*}` in the generic form), `'identifier'` for an accessibility identifier, else `[n]` when siblings
  /// share the class.
  private func pathComponent(of view: UIView, in parent: UIView, ordinal: Int, total: Int) -> (
    concrete: String, generic: String
  ) {
    let name = String(describing: type(of: view))
    if let reusable = view as? UICollectionReusableView, let attributes = reusable.layoutAttributes {
      let indexPath = "\(attributes.indexPath.section),\(attributes.indexPath.item)"
      switch attributes.representedElementCategory {
      case .cell: return (name + "{\(indexPath)}", name + "{*}")
      default:
        let kind = attributes.representedElementKind ?? "?"
        return (name + "{\(kind) \(indexPath)}", name + "{\(kind) *}")
      }
    }
    if let cell = view as? UITableViewCell, let table = parent as? UITableView,
      let indexPath = table.indexPath(for: cell)
    {
      return (name + "{\(indexPath.section),\(indexPath.item)}", name + "{*}")
    }
    if let identifier = view.accessibilityIdentifier, !identifier.isEmpty {
      return (name + "'\(identifier)'", name + "'\(identifier)'")
    }
    let suffix = total > 1 ? "[\(ordinal)]" : ""
    return (name + suffix, name + suffix)
  }

  // MARK: Layout rules (shared by every appearance)

  /// The rules that depend only on geometry: truncation, clipping, overlap, safe area, tap targets.
  func layoutObservations(places: [ViewPlace], window: UIWindow) -> [AuditObservation] {
    var found: [AuditObservation] = []
    let safe = insetRect(window.bounds, window.safeAreaInsets)
    var childrenByParent: [ObjectIdentifier: [Int]] = [:]
    for (index, place) in places.enumerated() {
      if let parent = place.view.superview { childrenByParent[ObjectIdentifier(parent), default: []].append(index) }
      let visiblePart = place.frameInWindow.intersection(place.visible)
      guard !visiblePart.isNull, visiblePart.width > 0, visiblePart.height > 0 else { continue }
      let view = place.view
      if let label = view as? UILabel, let text = label.text, !text.isEmpty {
        if rules.contains(.truncatedText), let truncation = truncation(of: label, text: text) {
          var item = observation(.truncatedText, place, truncation.message)
          if truncation.isMarginal {
            item.note =
              "within 5 % of fitting: Inter stands in for SF Pro here, so a device may fit this text; "
              + "still too tight to survive a translation or a bolder setting"
          }
          found.append(item)
        }
        if rules.contains(.clippedText), let clip = place.clip, !contains(clip.rect, place.frameInWindow) {
          found.append(
            observation(
              .clippedText, place,
              "label \(quoted(text)) at \(AuditRect(place.frameInWindow)) is cut by its clipping ancestor "
                + "\(clip.path) showing \(AuditRect(clip.rect))"))
        }
        if rules.contains(.outsideSafeArea), !place.inChrome { outsideSafeArea(place, safe: safe, into: &found) }
      }
      let isTappable = isTapTarget(view)
      if isTappable, !place.inChrome, !place.inControl {
        if rules.contains(.outsideSafeArea), !(view is UILabel) { outsideSafeArea(place, safe: safe, into: &found) }
        let size = view.bounds.size
        if rules.contains(.smallTapTarget),
          size.width < Self.minimumTapSide - 0.001 || size.height < Self.minimumTapSide - 0.001
        {
          var item = observation(
            .smallTapTarget, place,
            "\(String(describing: type(of: view))) is \(AuditFormat.number(size.width)) × "
              + "\(AuditFormat.number(size.height)) pt; tap targets should be at least 44 × 44 pt")
          item.note = standardControlNote(view)
          found.append(item)
        }
      }
    }
    if rules.contains(.overlap) {
      for (parent, children) in childrenByParent where children.count > 1 {
        overlaps(among: children.map { places[$0] }, parentID: parent, into: &found)
      }
    }
    return found
  }

  private func observation(_ rule: AuditRule, _ place: ViewPlace, _ message: String) -> AuditObservation {
    AuditObservation(
      rule: rule, key: place.genericPath, genericPath: place.genericPath, path: place.path, message: message,
      frame: place.frameInWindow, note: nil)
  }

  private func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
    inner.minX >= outer.minX - Self.tolerance && inner.maxX <= outer.maxX + Self.tolerance
      && inner.minY >= outer.minY - Self.tolerance && inner.maxY <= outer.maxY + Self.tolerance
  }

  private func outsideSafeArea(_ place: ViewPlace, safe: CGRect, into found: inout [AuditObservation]) {
    let shown = place.frameInWindow.intersection(place.resting)
    guard !shown.isNull, shown.width > Self.tolerance, shown.height > Self.tolerance, !contains(safe, shown) else {
      return
    }
    let what = (place.view as? UILabel)?.text.map { "text " + quoted($0) } ?? String(describing: type(of: place.view))
    found.append(
      observation(
        .outsideSafeArea, place,
        "\(what) shows at \(AuditRect(shown)), outside the window's safe area \(AuditRect(safe))"))
  }

  private func isTapTarget(_ view: UIView) -> Bool {
    guard view.isUserInteractionEnabled else { return false }
    if let control = view as? UIControl { return control.isEnabled }
    return view.gestureRecognizers?.contains(where: \.isEnabled) ?? false
  }

  private func standardControlNote(_ view: UIView) -> String? {
    switch view {
    case is UISwitch:
      "UIKit's own UISwitch is 51 × 31 pt: UIKit draws the same (its touch area extends beyond the frame)"
    case is UISegmentedControl:
      "UIKit's own UISegmentedControl is 32 pt tall by default: UIKit draws the same"
    case is UIPageControl:
      "UIKit's own UIPageControl is 26 pt tall at its intrinsic size: UIKit draws the same"
    default: nil
    }
  }

  // MARK: Truncation

  private struct TruncationKey: Hashable {
    var text: String
    var font: UIFont
    var size: CGSize
    var numberOfLines: Int
    var lineBreakMode: NSLineBreakMode
  }

  /// Why the label's text does not fit its bounds, or nil when it fits; memoised by text, font, size and lines.
  private func truncation(of label: UILabel, text: String) -> Truncation? {
    let key = TruncationKey(
      text: text, font: label.font, size: label.bounds.size, numberOfLines: label.numberOfLines,
      lineBreakMode: label.lineBreakMode)
    if let cached = truncationCache[key] { return cached }
    let result = measureTruncation(of: label, text: text)
    truncationCache[key] = result
    return result
  }

  private func measureTruncation(of label: UILabel, text: String) -> Truncation? {
    let bounds = label.bounds
    let font: UIFont = label.font
    let shown = label.lineFragments
    let oneLine = label.numberOfLines == 1
    let needed = measurer.layout(
      of: text, font: font, width: oneLine ? nil : bounds.width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let allowed = label.numberOfLines == 0 ? "no line limit" : "numberOfLines \(label.numberOfLines)"
    if oneLine, needed.lines.count == 1, needed.size.width > bounds.width + 0.01 {
      let message =
        "label \(quoted(text)) needs \(AuditFormat.number(needed.size.width)) pt on one line "
        + "(\(font.fontName) \(AuditFormat.number(font.pointSize)) pt); it is \(AuditFormat.number(bounds.width)) pt wide"
      return Truncation(message: message, isMarginal: needed.size.width <= bounds.width * 1.05)
    }
    if needed.lines.count > shown.count || shown.contains(where: \.isTruncated) {
      let wider = measurer.layout(
        of: text, font: font, width: bounds.width * 1.05, numberOfLines: 0, lineBreakMode: .byWordWrapping)
      let message =
        "label \(quoted(text)) needs \(needed.lines.count) lines at \(AuditFormat.number(bounds.width)) pt wide "
        + "(\(font.fontName) \(AuditFormat.number(font.pointSize)) pt, \(AuditFormat.number(needed.size.height)) pt "
        + "tall); it shows \(shown.count) (\(allowed), \(AuditFormat.number(bounds.height)) pt tall)"
      return Truncation(message: message, isMarginal: !shown.isEmpty && wider.lines.count <= shown.count)
    }
    return nil
  }

  // MARK: Overlap

  /// The documented rule: among the visible siblings of one superview, cells, supplementary views (decoration
  /// views excepted) and controls must not overlap by more than half a point in both directions. Meant overlays
  /// are exempt: a supplementary view with a higher zIndex that is smaller than the other element in both
  /// dimensions (a badge), and a boundary supplementary view flush with the visible edge of its scrolled collection
  /// view (a pinned header or footer).
  private func overlaps(among siblings: [ViewPlace], parentID: ObjectIdentifier, into found: inout [AuditObservation]) {
    let candidates = siblings.filter { place in
      guard place.frameInWindow.intersects(place.visible) else { return false }
      if let reusable = place.view as? UICollectionReusableView {
        guard let attributes = reusable.layoutAttributes else { return false }
        if attributes.representedElementCategory == .decorationView { return false }
        if attributes.representedElementCategory == .supplementaryView, isPinned(reusable) { return false }
        return true
      }
      return place.view is UITableViewCell || (place.view is UIControl && !place.inControl)
    }
    guard candidates.count > 1 else { return }
    for i in 0..<(candidates.count - 1) {
      for j in (i + 1)..<candidates.count {
        let a = candidates[i]
        let b = candidates[j]
        let overlap = a.frameInWindow.intersection(b.frameInWindow)
        guard !overlap.isNull, overlap.width > Self.tolerance, overlap.height > Self.tolerance else { continue }
        if isBadge(a.view, over: b.view) || isBadge(b.view, over: a.view) { continue }
        let shown = overlap.intersection(a.visible)
        guard !shown.isNull, shown.width > Self.tolerance, shown.height > Self.tolerance else { continue }
        // The later sibling draws on top: report it, naming the one it covers.
        var item = observation(
          .overlap, b,
          "\(b.path.split(separator: "/").last ?? "") at \(AuditRect(b.frameInWindow)) overlaps its sibling "
            + "\(a.path.split(separator: "/").last ?? "") at \(AuditRect(a.frameInWindow)) by "
            + "\(AuditFormat.number(overlap.width)) × \(AuditFormat.number(overlap.height)) pt")
        item.key = b.genericPath + " over " + (a.genericPath.split(separator: "/").last.map(String.init) ?? "")
        found.append(item)
      }
    }
  }

  private func isBadge(_ view: UIView, over other: UIView) -> Bool {
    guard let attributes = (view as? UICollectionReusableView)?.layoutAttributes,
      attributes.representedElementCategory == .supplementaryView
    else { return false }
    let otherZ = (other as? UICollectionReusableView)?.layoutAttributes?.zIndex ?? 0
    return attributes.zIndex > otherZ && view.frame.width < other.frame.width
      && view.frame.height < other.frame.height
  }

  private func isPinned(_ view: UICollectionReusableView) -> Bool {
    guard let collectionView = view.superview as? UIScrollView else { return false }
    let insets = collectionView.adjustedContentInset
    let bounds = collectionView.bounds
    let scrolledY = collectionView.contentOffset.y > -insets.top + Self.tolerance
    let scrolledX = collectionView.contentOffset.x > -insets.left + Self.tolerance
    let frame = view.frame
    let flushTop = abs(frame.minY - (bounds.minY + insets.top)) < Self.tolerance
    let flushBottom = abs(frame.maxY - (bounds.maxY - insets.bottom)) < Self.tolerance
    let flushLeft = abs(frame.minX - (bounds.minX + insets.left)) < Self.tolerance
    let flushRight = abs(frame.maxX - (bounds.maxX - insets.right)) < Self.tolerance
    return (scrolledY && (flushTop || flushBottom)) || (scrolledX && (flushLeft || flushRight))
  }

  // MARK: Contrast (per appearance)

  /// Labels whose text contrast against the resolved background is below WCAG AA, with colours resolved for
  /// `style` (views that override their style keep it).
  func contrastObservations(places: [ViewPlace], style: UIUserInterfaceStyle, environment: UIUserInterfaceStyle)
    -> [AuditObservation]
  {
    guard rules.contains(.lowContrast) else { return [] }
    var found: [AuditObservation] = []
    var frames: [ObjectIdentifier: CGRect] = [:]
    frames.reserveCapacity(places.count)
    for place in places { frames[ObjectIdentifier(place.view)] = place.frameInWindow }
    for place in places {
      guard let label = place.view as? UILabel, let text = label.text, !text.isEmpty, label.isEnabled else {
        continue
      }
      let visiblePart = place.frameInWindow.intersection(place.visible)
      guard !visiblePart.isNull, visiblePart.width > 0, visiblePart.height > 0 else { continue }
      let traits = resolvedTraits(of: label, style: style, environment: environment)
      var foreground = label.resolvedTextColor.components(for: traits)
      foreground.alpha *= place.alpha
      let point = CGPoint(x: visiblePart.midX, y: visiblePart.midY)
      let background = resolvedBackground(
        behind: label, at: point, frames: frames, style: style, environment: environment)
      let drawn = WCAGContrast.composite(foreground, over: background)
      let ratio = WCAGContrast.ratio(drawn, background)
      let font: UIFont = label.font
      let bold = ["bold", "semibold", "heavy", "black"].contains { font.fontName.lowercased().contains($0) }
      let required = WCAGContrast.requiredRatio(pointSize: font.pointSize, isBold: bold)
      guard ratio < required - 1e-9 else { continue }
      var item = observation(
        .lowContrast, place,
        "label \(quoted(label.text ?? "")) (\(font.fontName) \(AuditFormat.number(font.pointSize)) pt) draws "
          + "\(hex(drawn)) on \(hex(background)): contrast \(String(format: "%.2f", ratio)):1, WCAG AA asks "
          + "\(AuditFormat.number(required)):1")
      item.key = place.genericPath
      item.note = systemColorNote(text: label.resolvedTextColor, behind: label)
      found.append(item)
    }
    return found
  }

  /// A note when the text colour is one of UIKit's semantic colours (`secondaryLabel`…): UIKit draws the same.
  private func systemColorNote(text: UIColor, behind label: UIView) -> String? {
    let name = colorName(text)
    guard !name.hasPrefix("#"), !name.hasPrefix("dynamic(") else { return nil }
    return "the text colour is UIKit's .\(name) (its published values): UIKit draws the same colour"
  }

  private func resolvedTraits(of view: UIView, style: UIUserInterfaceStyle, environment: UIUserInterfaceStyle)
    -> UITraitCollection
  {
    let traits = view.traitCollection
    guard traits.userInterfaceStyle == environment, style != environment else { return traits }
    return traits.modifyingTraits { $0.userInterfaceStyle = style }
  }

  /// The colour behind `label` at `point` (window coordinates): the backgrounds drawn before the label that cover
  /// the point (its own, those of earlier siblings of it and of its ancestors and their subtrees, its ancestors'),
  /// composited with their alpha and the views' alpha, over the window's background or, without one, the
  /// system background of the appearance. `frames` holds the window frames of the visible views (``places(in:)``).
  private func resolvedBackground(
    behind label: UIView, at point: CGPoint, frames: [ObjectIdentifier: CGRect], style: UIUserInterfaceStyle,
    environment: UIUserInterfaceStyle
  ) -> UIColor.Components {
    var layers: [UIColor.Components] = []  // topmost first
    var opaque = false
    func add(_ view: UIView) {
      guard !opaque, let color = view.backgroundColor else { return }
      var components = color.components(for: resolvedTraits(of: view, style: style, environment: environment))
      components.alpha *= view.alpha
      guard components.alpha > 0 else { return }
      layers.append(components)
      if components.alpha >= 0.999 { opaque = true }
    }
    func collect(_ view: UIView) {
      // Views missing from `frames` are hidden (or under a hidden ancestor): they draw nothing.
      guard !opaque, let frame = frames[ObjectIdentifier(view)], frame.contains(point) else { return }
      for subview in view.subviews.reversed() { collect(subview) }
      add(view)
    }
    add(label)
    var child = label
    while let parent = child.superview, !opaque {
      if let index = parent.subviews.firstIndex(where: { $0 === child }) {
        for sibling in parent.subviews[..<index].reversed() { collect(sibling) }
      }
      add(parent)
      child = parent
    }
    var result: UIColor.Components
    if opaque, let last = layers.popLast() {
      result = last
    } else {
      let base = UIColor.systemBackground.components(
        for: label.traitCollection.modifyingTraits { $0.userInterfaceStyle = style })
      result = UIColor.Components(red: base.red, green: base.green, blue: base.blue, alpha: 1)
    }
    for layer in layers.reversed() { result = WCAGContrast.composite(layer, over: result) }
    return result
  }

  // MARK: Constraints and layout diagnostics

  /// Unsatisfiable constraints (the engine's reports), ambiguous layouts (when `ambiguity`), and the compositional
  /// layouts' diagnostics.
  func constraintObservations(places: [ViewPlace], window: UIWindow, ambiguity: Bool) -> [AuditObservation] {
    var found: [AuditObservation] = []
    var pathByView: [ObjectIdentifier: ViewPlace] = [:]
    for place in places { pathByView[ObjectIdentifier(place.view)] = place }
    func place(of view: UIView?) -> ViewPlace? { view.flatMap { pathByView[ObjectIdentifier($0)] } }
    if rules.contains(.unsatisfiableConstraints) {
      for report in window.unsatisfiableConstraintReports {
        let broken = report.brokenConstraint
        guard let owner = place(of: broken.firstItem as? UIView) ?? place(of: window) else { continue }
        let text = String(describing: broken)
        var item = observation(
          .unsatisfiableConstraints, owner,
          "\(report.constraints.count) constraints cannot all hold; the engine broke \(text)")
        item.key = owner.genericPath + " broke " + stripAddresses(text)
        found.append(item)
      }
    }
    if ambiguity, rules.contains(.ambiguousLayout) {
      for view in window.ambiguousLayoutDescendants {
        guard let owner = place(of: view) else { continue }
        found.append(
          observation(
            .ambiguousLayout, owner,
            "the constraints on \(String(describing: type(of: view))) leave its frame "
              + "\(AuditRect(owner.frameInWindow)) undetermined (hasAmbiguousLayout)"))
      }
    }
    if rules.contains(.layoutDiagnostic) {
      for owner in places {
        guard let collectionView = owner.view as? UICollectionView,
          let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        else { continue }
        for diagnostic in layout.diagnostics {
          var item = observation(.layoutDiagnostic, owner, diagnostic.description)
          item.key = owner.genericPath + " " + diagnostic.description
          found.append(item)
        }
      }
    }
    return found
  }

  private func stripAddresses(_ text: String) -> String {
    text.replacingOccurrences(of: #"0x[0-9a-fA-F]+"#, with: "0x…", options: .regularExpression)
  }
}

/// A text in single quotes, at most 40 characters (longer text ends in "…"), new lines as "\n".
func quoted(_ text: String) -> String {
  let flat = text.replacingOccurrences(of: "\n", with: "\\n")
  return "'" + (flat.count > 40 ? String(flat.prefix(39)) + "…" : flat) + "'"
}

/// `rect` less `insets` (UIKit's `rect.inset(by:)`).
func insetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
  CGRect(
    x: rect.minX + insets.left, y: rect.minY + insets.top, width: max(0, rect.width - insets.left - insets.right),
    height: max(0, rect.height - insets.top - insets.bottom))
}

/// `#rrggbb` of an opaque colour.
func hex(_ color: UIColor.Components) -> String {
  func byte(_ value: CGFloat) -> String {
    let v = Int((min(1, max(0, value)) * 255).rounded())
    return String(v, radix: 16).count == 1 ? "0" + String(v, radix: 16) : String(v, radix: 16)
  }
  return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
}
