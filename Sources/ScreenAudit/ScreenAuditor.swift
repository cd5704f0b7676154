import CollectionView
import CompositionalLayout
import Foundation
import ScreenRendering
import Views

/// What an audit leaves out: a whole rule, findings whose path contains a text, or both.
///
/// ```swift
/// assertScreenAudit(of: { ProfileViewController() }, ignoring: [.rule(.lowContrast), .path(containing: "BadgeView")])
/// ```
///
/// UIKit parity: none.
public struct AuditIgnore: Hashable, Sendable {
  /// The rule, or nil for every rule.
  public var rule: AuditRule?
  /// A text the finding's path (generic or concrete) must contain, or nil for every path.
  public var pathContaining: String?

  /// Creates an ignore entry; both nil ignores everything.
  public init(rule: AuditRule?, pathContaining: String?) {
    self.rule = rule
    self.pathContaining = pathContaining
  }

  /// Every finding of `rule`.
  public static func rule(_ rule: AuditRule) -> AuditIgnore { AuditIgnore(rule: rule, pathContaining: nil) }
  /// Every finding whose path contains `text`.
  public static func path(containing text: String) -> AuditIgnore { AuditIgnore(rule: nil, pathContaining: text) }
  /// Findings of `rule` whose path contains `text`.
  public static func rule(_ rule: AuditRule, pathContaining text: String) -> AuditIgnore {
    AuditIgnore(rule: rule, pathContaining: text)
  }

  func matches(rule other: AuditRule, path: String, genericPath: String) -> Bool {
    if let rule, rule != other { return false }
    if let pathContaining, !path.contains(pathContaining), !genericPath.contains(pathContaining) { return false }
    return true
  }
}

/// Runs a screen across an ``AuditMatrix`` and reports what breaks: truncated and clipped text, overlapping cells,
/// supplementary views and controls, content outside the safe area, small tap targets, low text contrast,
/// unsatisfiable and ambiguous constraints, layout diagnostics.
///
/// ```swift
/// let report = ScreenAuditor(matrix: .default).audit(named: "Profile") {
///   UINavigationController(rootViewController: ProfileViewController())
/// }
/// print(report.textReport())
/// ```
///
/// How work is shared: one `ScreenHost` (a fresh view controller, launched at that size) per device, direction and
/// text size; the appearances of the matrix share its layout and scroll positions — geometry rules run once per
/// scroll position, then at the same position the host switches to each further appearance for real
/// (`ScreenHost.setTraits`, so views and cells update as on a device) and only the contrast rule runs again. The
/// main scroll view (the largest one whose content is longer than its bounds) is scrolled page by page,
/// and every orthogonal section that comes on screen is swiped viewport by viewport; each position is checked.
/// Ambiguity (one solver rebuild per constrained view) is checked at the first scroll position of the first text
/// size of each device and direction. Findings are deduplicated by rule and generic path (``AuditFinding``).
///
/// UIKit parity: none; what trying the screen on every simulator and setting would show.
@MainActor
public struct ScreenAuditor {
  /// The configurations.
  public var matrix: AuditMatrix
  /// What to leave out.
  public var ignoring: [AuditIgnore]
  /// Whether each finding carries a cropped SVG of its first occurrence (costs one SVG of the window per state
  /// that yields a new finding). Default true.
  public var drawsPictures: Bool
  /// Whether ambiguity is checked (see the type's discussion). Default true.
  public var checksAmbiguity: Bool

  /// Creates an auditor.
  public init(
    matrix: AuditMatrix = .default, ignoring: [AuditIgnore] = [], drawsPictures: Bool = true,
    checksAmbiguity: Bool = true
  ) {
    self.matrix = matrix
    self.ignoring = ignoring
    self.drawsPictures = drawsPictures
    self.checksAmbiguity = checksAmbiguity
  }

  /// Audits the screen `makeViewController` builds (called once per device, direction and text size; wrap the
  /// controller in a `UINavigationController` to audit it under a bar).
  ///
  /// - Complexity: O(devices × directions × text sizes × scroll positions × views); appearances add only the
  ///   contrast rule per label.
  public func audit(named name: String, _ makeViewController: () -> UIViewController) -> ScreenAuditReport {
    let ignoredRules = AuditRule.allCases.filter { rule in
      ignoring.contains { $0.rule == rule && $0.pathContaining == nil }
    }
    var run = AuditRun(
      inspector: WindowInspector(rules: Set(AuditRule.allCases).subtracting(ignoredRules)), ignoring: ignoring,
      drawsPictures: drawsPictures)
    let appearances = matrix.appearances.isEmpty ? [UIUserInterfaceStyle.light] : matrix.appearances
    for device in matrix.devices {
      for direction in matrix.layoutDirections {
        for (sizeIndex, size) in matrix.contentSizeCategories.enumerated() {
          let configurations = appearances.map {
            AuditConfiguration(device: device, contentSizeCategory: size, appearance: $0, layoutDirection: direction)
          }
          let host = ScreenHost(
            rootViewController: makeViewController(), device: device, userInterfaceStyle: appearances[0],
            preferredContentSizeCategory: size, layoutDirection: direction)
          run.configurationCount += configurations.count
          var first = true
          forEachScrollPosition(of: host) { scrollOffset in
            run.check(
              host, configurations: configurations, appearances: appearances,
              ambiguity: checksAmbiguity && first && sizeIndex == 0, scrollOffset: scrollOffset)
            first = false
          }
          withExtendedLifetime(host) {}
        }
      }
    }
    return ScreenAuditReport(
      screen: name, configurationCount: run.configurationCount, statesChecked: run.statesChecked,
      findings: run.findings.sorted { ($0.rule, $0.path) < ($1.rule, $1.path) }, ignoredRules: ignoredRules,
      limitations: Self.limitations)
  }

  /// What the headless run does not model, stated in every report.
  public static let limitations = [
    "Right-to-left runs mirror the layout through the window's traitCollection.layoutDirection (views, Auto Layout "
      + "and compositional layouts follow it); text is measured without bidi reordering (TextMeasurement has no "
      + "bidi), which does not change the width of single-direction text.",
    "Text is measured with Inter standing in for SF Pro: widths differ from a device by a few per cent, so "
      + "truncation at the edge of fitting can differ.",
  ]

  /// Calls `body` at the initial position, then after each page of the main scroll view and each viewport of an
  /// orthogonal section that comes on screen, up to `matrix.maximumScrollPositions` positions.
  private func forEachScrollPosition(of host: ScreenHost, _ body: (CGPoint?) -> Void) {
    let limit = max(1, matrix.maximumScrollPositions)
    var positions = 0
    var swiped: Set<Int> = []
    let scroll = matrix.scrollsThroughContent ? Self.mainScrollView(in: host.window) : nil
    func visit() {
      guard positions < limit else { return }
      positions += 1
      body(scroll?.contentOffset)
      guard matrix.swipesOrthogonalSections else { return }
      for collectionView in Self.collectionViews(in: host.window) {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout else {
          continue
        }
        let onScreen = Set(collectionView.visibleCells.compactMap { collectionView.indexPath(for: $0)?.section })
        for section in onScreen.sorted() where !swiped.contains(section) {
          guard let geometry = layout.orthogonalScrollingGeometry(forSection: section),
            geometry.contentLength > geometry.viewportLength + 0.5
          else { continue }
          swiped.insert(section)
          var travelled: CGFloat = 0
          while positions < limit, travelled < geometry.contentLength {
            let before = layout.scrollPosition.orthogonalContentOffsets[section]
            layout.swipeOrthogonalSection(section, by: geometry.viewportLength, velocity: 0)
            if layout.scrollPosition.orthogonalContentOffsets[section] == before { break }
            travelled += geometry.viewportLength
            host.settle()
            positions += 1
            body(scroll?.contentOffset)
          }
          layout.swipeOrthogonalSection(section, by: -geometry.contentLength - travelled, velocity: 0)
          host.settle()
        }
      }
    }
    visit()
    guard let scroll else { return }
    let vertical =
      scroll.contentSize.height + scroll.adjustedContentInset.top + scroll.adjustedContentInset.bottom
      > scroll.bounds.height + 0.5
    while positions < limit {
      let insets = scroll.adjustedContentInset
      let offset = scroll.contentOffset
      let next: CGPoint
      if vertical {
        let page = max(44, scroll.bounds.height - insets.top - insets.bottom)
        let end = scroll.contentSize.height + insets.bottom - scroll.bounds.height
        guard offset.y < end - 0.5 else { break }
        next = CGPoint(x: offset.x, y: min(end, offset.y + page))
      } else {
        let page = max(44, scroll.bounds.width - insets.left - insets.right)
        let end = scroll.contentSize.width + insets.right - scroll.bounds.width
        guard offset.x < end - 0.5 else { break }
        next = CGPoint(x: min(end, offset.x + page), y: offset.y)
      }
      scroll.setContentOffset(next, animated: false)
      host.settle()
      visit()
    }
  }

  /// The largest visible scroll view whose content is longer than its bounds (vertically or horizontally).
  static func mainScrollView(in window: UIWindow) -> UIScrollView? {
    var best: (UIScrollView, CGFloat)?
    func visit(_ view: UIView) {
      guard !view.isHidden, view.alpha >= 0.01 else { return }
      if let scroll = view as? UIScrollView {
        let insets = scroll.adjustedContentInset
        let scrolls =
          scroll.contentSize.height + insets.top + insets.bottom > scroll.bounds.height + 0.5
          || scroll.contentSize.width + insets.left + insets.right > scroll.bounds.width + 0.5
        let area = scroll.bounds.width * scroll.bounds.height
        if scrolls, area > (best?.1 ?? 0) { best = (scroll, area) }
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(window)
    return best?.0
  }

  static func collectionViews(in view: UIView) -> [UICollectionView] {
    var found: [UICollectionView] = []
    func visit(_ view: UIView) {
      guard !view.isHidden else { return }
      if let collectionView = view as? UICollectionView { found.append(collectionView) }
      for subview in view.subviews { visit(subview) }
    }
    visit(view)
    return found
  }
}

/// The state of one audit: findings so far, by key.
@MainActor
struct AuditRun {
  let inspector: WindowInspector
  let ignoring: [AuditIgnore]
  let drawsPictures: Bool
  var findings: [AuditFinding] = []
  var indexByKey: [String: Int] = [:]
  var instancesByKey: [String: Set<String>] = [:]
  var configurationCount = 0
  var statesChecked = 0

  init(inspector: WindowInspector, ignoring: [AuditIgnore], drawsPictures: Bool) {
    self.inspector = inspector
    self.ignoring = ignoring
    self.drawsPictures = drawsPictures
  }

  /// Checks the window as it is now, for every appearance of one layout.
  ///
  /// The geometry rules run once, in the first appearance; for each further appearance the host's traits switch
  /// for real (`setTraits`: views hear `traitCollectionDidChange` and cells update their configurations, as when
  /// the user switches to dark mode) and only the contrast rule runs; the first appearance is restored at the end.
  mutating func check(
    _ host: ScreenHost, configurations: [AuditConfiguration], appearances: [UIUserInterfaceStyle], ambiguity: Bool,
    scrollOffset: CGPoint?
  ) {
    let window = host.window
    statesChecked += configurations.count
    var places = inspector.places(in: window)
    let draws = drawsPictures
    var svg: String?
    /// The picture of the window as it is now (drawn at most once per appearance and state).
    func picture(_ rect: CGRect) -> String? {
      guard draws else { return nil }
      let drawing = svg ?? ScreenRenderer().svg(of: window)
      svg = drawing
      return AuditPicture.crop(svg: drawing, canvas: window.bounds.size, around: rect)
    }
    let shared =
      inspector.layoutObservations(places: places, window: window)
      + inspector.constraintObservations(places: places, window: window, ambiguity: ambiguity)
    for observation in shared {
      for configuration in configurations {
        record(observation, configuration, scrollOffset) { picture(observation.frame) }
      }
    }
    for (index, style) in appearances.enumerated() {
      if index > 0 {
        host.setTraits(userInterfaceStyle: style)
        places = inspector.places(in: window)
        svg = nil
      }
      for observation in inspector.contrastObservations(places: places, style: style, environment: style) {
        record(observation, configurations[index], scrollOffset) { picture(observation.frame) }
      }
    }
    if appearances.count > 1 { host.setTraits(userInterfaceStyle: appearances[0]) }
  }

  private mutating func record(
    _ observation: AuditObservation, _ configuration: AuditConfiguration, _ scrollOffset: CGPoint?,
    picture: () -> String?
  ) {
    guard
      !ignoring.contains(where: {
        $0.matches(rule: observation.rule, path: observation.path, genericPath: observation.genericPath)
      })
    else { return }
    let key = observation.rule.rawValue + " " + observation.key
    let name = configuration.description
    if let index = indexByKey[key] {
      findings[index].occurrences += 1
      if findings[index].configurations.last != name, !findings[index].configurations.contains(name) {
        findings[index].configurations.append(name)
      }
      if instancesByKey[key, default: []].insert(observation.path).inserted, findings[index].instances.count < 20 {
        findings[index].instances.append(observation.path)
      }
      return
    }
    indexByKey[key] = findings.count
    instancesByKey[key] = [observation.path]
    findings.append(
      AuditFinding(
        rule: observation.rule, path: observation.genericPath, examplePath: observation.path,
        message: observation.message, frame: AuditRect(observation.frame),
        scrollOffset: scrollOffset.map(AuditPoint.init),
        configurations: [name], occurrences: 1, instances: [observation.path], note: observation.note,
        pictureSVG: picture(), pictureFile: nil))
  }
}
