import CompositionalLayout
import Foundation

/// Builds seeded random layouts through the public API — clean ones and hostile ones (NaN, infinities, huge and
/// negative numbers, insets larger than items, measured sizes) — and checks the engine's invariants on each:
///
/// - preparing and querying never traps (a trap ends the process; the runner names the seed) and finishes in
///   `timeLimit` seconds;
/// - every vended frame is finite with a non-negative size, and the content size is finite and non-negative;
/// - a whole-content rect query returns every item once;
/// - every element with an area is found by a rect query equal to its own frame, with that frame;
/// - the rect query and the per-element queries (`layoutAttributesForItem`, `…SupplementaryView`,
///   `…DecorationView`, `frameForItem`, `itemFrames(inSection:)`) agree.
public enum LayoutFuzzer {
  /// CPU seconds one case may take (prepare, sizing and every query) before it counts as a hang.
  public static let timeLimit: Double = 5

  /// Runs `count` cases with seeds `firstSeed`, `firstSeed + 1`, …
  /// `sampleLimit` bounds how many elements per case are looked up one by one; `maximumItems` the items of a hostile
  /// section (clean sections have at most 60).
  public static func run(
    firstSeed: UInt64 = 0, count: Int, sampleLimit: Int = 400, maximumItems: Int = 5000,
    watchdog: FuzzWatchdog? = nil
  ) -> FuzzReport {
    var report = FuzzReport()
    for offset in 0..<count {
      let seed = firstSeed &+ UInt64(offset)
      watchdog?.begin(seed: seed, kind: "layout")
      let start = threadCPUSeconds()
      let problems = check(seed: seed, sampleLimit: sampleLimit, maximumItems: maximumItems)
      let seconds = threadCPUSeconds() - start
      var all = problems
      if seconds > timeLimit { all.insert("took \(seconds) s (limit \(timeLimit) s)", at: 0) }
      report.record(seed: seed, seconds: seconds, problems: all)
    }
    watchdog?.end()
    return report
  }

  /// The layout of case `seed` as the engine sees it: its context, diagnostics and each section's group.
  public static func describe(seed: UInt64) -> String {
    let (layout, context, _) = makeCase(seed: seed)
    layout.prepare(context: context)
    var lines = ["size \(context.size), counts \(context.numberOfItemsInSection), \(context.layoutDirection)"]
    lines += layout.diagnostics.map(\.description)
    lines.append("content \(layout.collectionViewContentSize)")
    for section in context.numberOfItemsInSection.indices {
      let first = layout.frameForItem(at: IndexPath(item: 0, section: section))
      let last = layout.frameForItem(
        at: IndexPath(item: max(0, context.numberOfItemsInSection[section] - 1), section: section))
      let orthogonal = layout.orthogonalScrollingGeometry(forSection: section) != nil
      lines.append(
        "section \(section): first \(String(describing: first)), last \(String(describing: last)), orthogonal \(orthogonal)"
      )
    }
    return lines.joined(separator: "\n")
  }

  /// The broken invariants of case `seed` (empty when it passes).
  public static func check(seed: UInt64, sampleLimit: Int = 400, maximumItems: Int = 5000) -> [String] {
    var (layout, context, random) = makeCase(seed: seed, maximumItems: maximumItems)
    layout.prepare(context: context)
    if random.chance(0.3) {
      let answer = random.pick([CGFloat(0), 1, 37, 300, 1e12, .nan, -20])
      layout.performSizingPass(maximumPasses: 2) { request in
        CGSize(width: request.currentSize.width + answer, height: answer)
      }
    }
    if random.chance(0.3) {
      layout.scrollPosition = ScrollPosition(
        contentOffset: CGPoint(x: 0, y: random.pick([CGFloat(0), 200, 5000, -100])))
    }
    return Invariants(layout: layout, counts: context.numberOfItemsInSection, sampleLimit: sampleLimit).problems()
  }

  /// The layout and context of case `seed`, and the generator to continue with.
  static func makeCase(seed: UInt64, maximumItems: Int = 5000)
    -> (UICollectionViewCompositionalLayout, LayoutContext, SeededGenerator)
  {
    var random = SeededGenerator(seed: seed)
    let hostile = random.chance(0.5)
    var builder = Builder(random: random, hostile: hostile, maximumItems: maximumItems)
    let layout = builder.layout()
    let context = builder.context()
    return (layout, context, builder.random)
  }

  /// Random descriptions; hostile cases draw from extreme values too.
  struct Builder {
    var random: SeededGenerator
    var hostile: Bool
    var maximumItems = 5000
    var kindCounter = 0

    mutating func length(_ typical: ClosedRange<CGFloat>) -> CGFloat {
      if hostile && random.chance(0.08) {
        return random.pick([CGFloat.nan, .infinity, -.infinity, 1e12, -30, 0, 1e300, 0.001])
      }
      return CGFloat.random(in: typical, using: &random).rounded()
    }

    mutating func dimension(estimatedAllowed: Bool = true) -> NSCollectionLayoutDimension {
      switch Int.random(in: 0..<(estimatedAllowed ? 6 : 4), using: &random) {
      case 0: return .fractionalWidth(random.pick([0.25, 0.5, 1, 1.0 / 3, 0.4, hostile ? -0.5 : 0.2]))
      case 1: return .fractionalHeight(random.pick([0.1, 0.25, 0.4, 1, hostile ? 2 : 0.5]))
      case 2, 3: return .absolute(length(0...300))
      case 4: return .estimated(length(10...200))
      default: return .uniformAcrossSiblings(estimate: length(10...200))
      }
    }

    mutating func insets() -> NSDirectionalEdgeInsets {
      guard random.chance(0.4) else { return .zero }
      return NSDirectionalEdgeInsets(
        top: length(-20...20), leading: length(-10...30), bottom: length(0...20), trailing: length(0...30))
    }

    mutating func kind(_ prefix: String) -> String {
      kindCounter += 1
      return "\(prefix)-\(kindCounter)"
    }

    mutating func anchor() -> NSCollectionLayoutAnchor {
      let edges = random.pick(
        [[.top, .trailing], [.top], [.bottom, .leading], [], [.leading]] as [NSDirectionalRectEdge])
      if random.chance(0.5) {
        return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: length(-30...30), y: length(-40...30)))
      }
      return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: 0.5, y: -0.5))
    }

    mutating func item() -> NSCollectionLayoutItem {
      var badges: [NSCollectionLayoutSupplementaryItem] = []
      if random.chance(0.2) {
        badges.append(
          NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .absolute(length(5...30)), heightDimension: .absolute(15)),
            elementKind: kind("badge"), containerAnchor: anchor()))
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: dimension(), heightDimension: dimension()),
        supplementaryItems: badges)
      item.contentInsets = insets()
      if random.chance(0.2) {
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
          leading: random.chance(0.5) ? .flexible(length(0...10)) : .fixed(length(0...10)), top: .fixed(length(0...5)),
          trailing: nil, bottom: nil)
      }
      return item
    }

    mutating func group(depth: Int) -> NSCollectionLayoutGroup {
      let size = NSCollectionLayoutSize(
        widthDimension: random.chance(0.6) ? .fractionalWidth(1) : dimension(),
        heightDimension: random.chance(0.3) ? .absolute(length(20...400)) : dimension())
      let horizontal = random.chance(0.5)
      let group: NSCollectionLayoutGroup
      switch Int.random(in: 0..<7, using: &random) {
      case 0:
        let count = Int.random(in: 1...(hostile ? 2000 : 6), using: &random)
        let sub = nextSubitem(depth: depth)
        group =
          horizontal
          ? .horizontal(layoutSize: size, subitem: sub, count: count)
          : .vertical(layoutSize: size, subitem: sub, count: count)
      case 1:
        let count = Int.random(in: 1...4, using: &random)
        let sub = nextSubitem(depth: depth)
        group =
          horizontal
          ? .horizontal(layoutSize: size, repeatingSubitem: sub, count: count)
          : .vertical(layoutSize: size, repeatingSubitem: sub, count: count)
      case 2:
        let frames = (0..<Int.random(in: 0...4, using: &random)).map { index in
          CGRect(x: length(0...200), y: CGFloat(index) * 30, width: length(0...120), height: length(0...60))
        }
        group = .custom(layoutSize: size) { _ in frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) } }
      default:
        let subitems = (0..<Int.random(in: 1...3, using: &random)).map { _ in nextSubitem(depth: depth) }
        group =
          horizontal
          ? .horizontal(layoutSize: size, subitems: subitems) : .vertical(layoutSize: size, subitems: subitems)
      }
      group.contentInsets = insets()
      if random.chance(0.3) {
        group.interItemSpacing = random.chance(0.5) ? .fixed(length(0...20)) : .flexible(length(0...20))
      }
      if random.chance(0.1) {
        group.supplementaryItems = [
          NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: kind("group-badge"), containerAnchor: anchor())
        ]
      }
      return group
    }

    mutating func nextSubitem(depth: Int) -> NSCollectionLayoutItem {
      depth < 3 && random.chance(0.3) ? group(depth: depth + 1) : item()
    }

    mutating func section() -> NSCollectionLayoutSection {
      let section = NSCollectionLayoutSection(group: group(depth: 0))
      section.contentInsets = insets()
      section.interGroupSpacing = random.chance(0.4) ? length(0...20) : 0
      if random.chance(0.25) {
        section.orthogonalScrollingBehavior = random.pick([
          .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
        ])
      }
      if random.chance(0.4) {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: random.chance(0.5) ? .estimated(44) : .absolute(length(0...60))),
          elementKind: kind("header"), alignment: random.pick([.top, .bottom, .leading, .topTrailing]),
          absoluteOffset: CGPoint(x: 0, y: length(-30...30)))
        header.pinToVisibleBounds = random.chance(0.3)
        header.extendsBoundary = random.chance(0.8)
        section.boundarySupplementaryItems = [header]
      }
      if random.chance(0.3) {
        let background = NSCollectionLayoutDecorationItem.background(elementKind: kind("background"))
        background.contentInsets = insets()
        section.decorationItems = [background]
      }
      return section
    }

    mutating func layout() -> UICollectionViewCompositionalLayout {
      let sections = (0..<4).map { _ in section() }
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.scrollDirection = random.chance(0.2) ? .horizontal : .vertical
      configuration.interSectionSpacing = random.chance(0.3) ? length(0...30) : 0
      return UICollectionViewCompositionalLayout(
        sectionProvider: { index, _ in sections[index % sections.count] }, configuration: configuration)
    }

    mutating func context() -> LayoutContext {
      let counts = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        random.chance(0.1)
          ? 0 : Int.random(in: 1...(hostile && random.chance(0.2) ? max(60, maximumItems) : 60), using: &random)
      }
      var context = LayoutContext(
        size: CGSize(width: random.pick([390, 320, 1024, 0]), height: random.pick([844, 600, 1])),
        numberOfItemsInSection: counts)
      if hostile && random.chance(0.3) {
        context.safeAreaInsets = UIEdgeInsets(
          top: length(0...50), left: length(0...30), bottom: 0, right: length(0...30))
      }
      if random.chance(0.2) { context.layoutDirection = .rightToLeft }
      context.pixelRounding = random.pick([.floor, .nearest, .none])
      return context
    }
  }
}
