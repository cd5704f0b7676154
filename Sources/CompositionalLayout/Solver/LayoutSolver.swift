import Foundation

/// Builds a `LayoutSolution`: asks for each section, freezes it, solves it, and stacks the sections with
/// inter-section spacing and layout-level boundary items (spec F-1…F-8, L-1…L-6).
enum LayoutSolver {
  static func solve(
    context: LayoutContext, configuration: UICollectionViewCompositionalLayoutConfiguration,
    measured: MeasuredSizes = MeasuredSizes(),
    sectionProvider: (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
  ) -> (LayoutSolution, [LayoutDiagnostic]) {
    var log = DiagnosticLog()
    let context = context.sanitized(&log)
    // A display scale that is not a positive finite number of pixels per point turns snapping off.
    let scale = context.traitCollection.displayScale
    log.pixelGrid = PixelGrid(
      scale: scale.isFinite && scale > 0 && scale <= 1_000 ? scale : 0, rounding: context.pixelRounding)
    let main: LayoutAxis = configuration.scrollDirection == .vertical ? .y : .x
    let cross = main.other
    let bounds = CGSize(
      width: max(0, log.finite(context.size.width, "container width")),
      height: max(0, log.finite(context.size.height, "container height")))
    if bounds.width <= 0 || bounds.height <= 0 {
      log.report(
        .emptyContainer, "the collection view is \(bounds.width) × \(bounds.height) pt; fractional sizes are 0.")
    }
    let defaultReference =
      configuration.contentInsetsReference == .automatic ? .safeArea : configuration.contentInsetsReference
    let environment = LayoutEnvironment(
      container: LayoutContainer(
        contentSize: bounds, contentInsets: crossOnly(context.insets(for: defaultReference), cross: cross)),
      traitCollection: context.traitCollection)

    var solution = LayoutSolution()
    solution.mainAxis = main
    solution.bounds = bounds
    solution.isRightToLeft = context.layoutDirection == .rightToLeft
    solution.pixelGrid = log.pixelGrid
    solution.environment = environment

    // Layout-level boundary items: their bands come before the first section and after the last (spec L-4, B-15).
    let globalItems = configuration.boundarySupplementaryItems.map(FrozenBoundaryItem.init)
    let globalReference = context.insets(for: defaultReference)
    let globalBox = (
      start: globalReference.start(cross),
      length: max(0, bounds.along(cross) - globalReference.total(cross))
    )
    let globalBands = BoundaryBands(globalItems, main: main, bounds: bounds, boxLength: globalBox.length, log: &log)

    let spacing = max(0, log.finite(configuration.interSectionSpacing, "interSectionSpacing"))
    solution.interSectionSpacing = spacing
    solution.leadingBand = globalBands.start
    solution.globalFrozenItems = globalItems
    solution.globalBands = globalBands
    solution.globalBox = globalBox
    for (index, rawCount) in context.numberOfItemsInSection.enumerated() {
      log.section = index
      var count = rawCount
      if count < 0 {
        log.report(.negativeItemCount, "the section has \(count) items; laying out 0.")
        count = 0
      }
      guard let section = sectionProvider(index, environment) else {
        log.report(
          .sectionProviderReturnedNil,
          "the section provider returned nil, so the section is laid out empty with zero extent "
            + "(UIKit raises \"invalid section definition\"). Return a section for every index.")
        solution.sections.append(SolvedSection(index: index, itemCount: 0))
        continue
      }
      let frozen = FrozenSection(section)
      let reference = frozen.contentInsetsReference == .automatic ? defaultReference : frozen.contentInsetsReference
      let referenceInsets = context.insets(for: reference)
      var supplementaryReference: (start: CGFloat, end: CGFloat)?
      if frozen.supplementaryContentInsetsReference != .automatic {
        let insets = context.insets(for: frozen.supplementaryContentInsetsReference)
        supplementaryReference = (insets.start(cross), insets.end(cross))
      }
      let container = SectionContainer(
        mainAxis: main, bounds: bounds, referenceStart: referenceInsets.start(cross),
        referenceEnd: referenceInsets.end(cross), supplementaryReference: supplementaryReference,
        traitCollection: context.traitCollection, emptySectionRule: context.targetRelease.emptySectionRule)
      let solved = SectionSolver.solve(frozen, index: index, itemCount: count, in: container, log: &log)
      solution.sections.append(solved)
    }
    log.section = nil
    solution.stack(log: &log)
    for index in solution.sections.indices where measured.hasSizes(inSection: index) {
      log.section = index
      solution.applyMeasuredSizes(measured, section: index, instances: nil, log: &log)
    }
    log.section = nil
    return (solution, log.entries)
  }

  /// Insets on the cross axis only: the environment's container reports the reference insets on the axis that
  /// does not scroll (spec C-5).
  private static func crossOnly(_ insets: NSDirectionalEdgeInsets, cross: LayoutAxis) -> NSDirectionalEdgeInsets {
    cross == .x
      ? NSDirectionalEdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: insets.trailing)
      : NSDirectionalEdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0)
  }
}
