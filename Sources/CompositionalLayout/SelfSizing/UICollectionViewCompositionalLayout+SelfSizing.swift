import Foundation

/// What a measurer is asked: the element, its current size, and which axes it may change.
///
/// UIKit parity: the attributes UIKit passes to `preferredLayoutAttributesFitting(_:)`; the fixed axes are the
/// non-estimated ones (spec E-2, E-6).
public struct SelfSizingRequest: Hashable, Sendable {
  /// Cell or supplementary view.
  public internal(set) var representedElementCategory: UICollectionView.ElementCategory
  /// nil for cells; the element kind otherwise.
  public internal(set) var representedElementKind: String?
  /// The element's index path.
  public internal(set) var indexPath: IndexPath
  /// The element's current size (its estimate until measured), in points.
  public internal(set) var currentSize: CGSize
  /// Whether the width is measured (estimated); when false the measurer must keep `currentSize.width`.
  public internal(set) var sizesWidth: Bool
  /// Whether the height is measured (estimated); when false the measurer must keep `currentSize.height`.
  public internal(set) var sizesHeight: Bool
}

extension UICollectionViewCompositionalLayout {
  /// Records a measured size for the cell at `indexPath` and re-lays out only what it moves: its group instance, the
  /// rest of its section by the change in extent, and every later section by the same amount. Earlier frames do not
  /// move (spec E-7). Only estimated axes take the value.
  ///
  /// - Complexity: O(items in the cell's group + log(groups) + log(sections)).
  /// Index paths outside the section's items are ignored.
  public func setPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) {
    let counts = context.numberOfItemsInSection
    guard indexPath.count == 2, counts.indices.contains(indexPath.section), indexPath.item >= 0,
      indexPath.item < counts[indexPath.section]
    else { return }
    measuredSizes.items[indexPath.section, default: SectionSizes()][indexPath.item] = size
    applyMeasured(section: indexPath.section, item: indexPath.item)
  }

  /// Records a measured size for a section's boundary supplementary of `elementKind` (spec E-9).
  ///
  /// - Complexity: O(boundary items + log(sections)).
  public func setPreferredSize(_ size: CGSize, forSupplementaryViewOfKind elementKind: String, at indexPath: IndexPath)
  {
    guard indexPath.count == 2, indexPath.section >= 0 else { return }
    measuredSizes.boundary[indexPath.section, default: [:]][elementKind] = size
    applyMeasured(section: indexPath.section, item: nil)
  }

  /// The measured size recorded for the cell at `indexPath`, if any.
  public func preferredSize(forItemAt indexPath: IndexPath) -> CGSize? {
    guard indexPath.count == 2 else { return nil }
    return measuredSizes.items[indexPath.section]?[indexPath.item]
  }

  /// Carries measured sizes through a data update: each measured cell keeps its size at the index path its item
  /// moved to, each section's measured boundary items go with the section, and the context takes the new item
  /// counts. Elements mapped to nil — deleted, or reloaded and so to be measured again — lay out at their estimates
  /// until measured. A collection view calls this from its update path (batch updates and diffable applies), so a
  /// self-sized cell that stays on screen keeps its size when items around it are inserted, deleted or moved
  /// (spec E-12).
  ///
  /// - Parameters:
  ///   - counts: the item count of each section after the update.
  ///   - newSection: where an old section went, or nil when it was deleted or reloaded.
  ///   - newIndexPath: where the item at an old index path went, or nil when it was deleted or reloaded.
  /// - Complexity: O(measured sizes × the cost of one mapping call); the next query prepares again.
  public func moveMeasuredSizes(
    toItemCounts counts: [Int], newSection: (Int) -> Int?, newIndexPath: (IndexPath) -> IndexPath?
  ) {
    let moved = measuredSizes.moved(counts: counts, newSection: newSection, newIndexPath: newIndexPath)
    var updated = context
    updated.numberOfItemsInSection = counts
    context = updated
    measuredSizes = moved
    invalidateLayout()
  }

  /// Forgets every measured size; elements lay out at their estimates again.
  public func removeAllPreferredSizes() {
    measuredSizes = MeasuredSizes()
    invalidateLayout()
  }

  /// Asks `measure` for the size of every self-sizing element (estimated on some axis) — those intersecting `rect`,
  /// or all when `rect` is nil — records the answers and repeats while sizes change, at most `maximumPasses` times.
  ///
  /// The first pass asks every element. A later pass asks an element again only when its request changed since it
  /// answered: it was never asked in this call (it moved into `rect`, or became self-sizing), its sizing axes
  /// changed, or the layout now gives it a different extent on an axis it does not measure (a flowing line re-solved
  /// and moved it to a slot of another height, for example). Everything else would be asked the same question again,
  /// so its answer stands: `measure` is called once per element and distinct question — for a list of n rows of a
  /// fixed width, n calls (2n before later passes skipped unchanged questions), with the same passes and sizes as
  /// when every element was asked in every pass, for a measurer whose answer depends on the element and the extents
  /// it is given.
  ///
  /// Sizes within 0.001 pt of the recorded one count as unchanged; when answers keep changing (a measurer whose
  /// answer moves the fixed extents it is asked at, so that the layout never settles) the pass stops after the last
  /// pass with a `sizingDidNotConverge` diagnostic, never an endless loop.
  ///
  /// Without a rect, elements are visited section by section without building a request array, and instances whose
  /// items took the same sizes share one solved template, so a pass over n rows costs O(n) plus one group solve per
  /// distinct size; a later pass in which no element's request changed costs O(templates) per section.
  ///
  /// - Returns: the number of passes run: 1 when no answer differed from the current sizes, 2 when the answers
  ///   settle at once (one measuring pass, one that finds nothing changed or nothing left to ask).
  /// - Complexity: O(passes × elements visited) plus the measurer's cost for each element asked, plus O(group
  ///   size) per distinct set of measured sizes in an instance.
  @discardableResult
  public func performSizingPass(
    in rect: CGRect? = nil, maximumPasses: Int = 8, measure: (SelfSizingRequest) -> CGSize
  ) -> Int {
    var passes = 0
    var asked = SizingRecord()
    while passes < max(1, maximumPasses) {
      passes += 1
      let changes: SizingChanges
      if let rect {
        changes = measureRequests(sizingRequests(in: rect), measure, asked: &asked)
        for (section, items) in changes.instances.sorted(by: { $0.key < $1.key }) {
          applyMeasured(section: section, items: items)
        }
      } else {
        changes = measureEveryElement(measure, asked: &asked)
        for (section, instances) in changes.instances.sorted(by: { $0.key < $1.key }) {
          applyMeasured(section: section, instances: instances)
        }
      }
      if changes.count == 0 { return passes }
    }
    appendDiagnostic(
      LayoutDiagnostic(
        code: .sizingDidNotConverge, section: nil,
        message: "measured sizes still changed after \(passes) passes; the last sizes are kept. A measurer whose "
          + "answer changes the extents the layout gives on the axes it does not measure (or float noise above "
          + "0.001 pt) causes this."))
    return passes
  }

  /// Measures the `requests` whose question changed since `asked` recorded it, and records the answers that differ;
  /// `instances` holds the changed items by section.
  private func measureRequests(
    _ requests: [SelfSizingRequest], _ measure: (SelfSizingRequest) -> CGSize, asked: inout SizingRecord
  ) -> SizingChanges {
    var changes = SizingChanges()
    for request in requests {
      let identity = ElementIdentity(
        category: request.representedElementCategory, kind: request.representedElementKind,
        indexPath: request.indexPath)
      let question = SizingQuestion(request)
      if asked.elements[identity] == question { continue }
      asked.elements[identity] = question
      let answer = measure(request)
      guard Self.differs(answer, request) else { continue }
      changes.count += 1
      let section = request.indexPath.section
      if request.representedElementCategory == .cell {
        measuredSizes.items[section, default: SectionSizes()][request.indexPath.item] = answer
        changes.instances[section, default: []].append(request.indexPath.item)
      } else if let kind = request.representedElementKind {
        measuredSizes.boundary[section, default: [:]][kind] = answer
        changes.instances[section] = changes.instances[section] ?? []
      }
    }
    return changes
  }

  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  func preferredAttributesRequireInvalidation(
    _ preferredAttributes: UICollectionViewLayoutAttributes,
    original originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard let axes = sizingAxes(of: originalAttributes) else { return false }
    let preferred = preferredAttributes.size
    let original = originalAttributes.size
    return (axes.contains(.width) && abs(preferred.width - original.width) > 0.001)
      || (axes.contains(.height) && abs(preferred.height - original.height) > 0.001)
  }

  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
  func makeInvalidationContext(
    preferred preferredAttributes: UICollectionViewLayoutAttributes,
    original originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    let context = UICollectionViewLayoutInvalidationContext()
    let indexPath = originalAttributes.indexPath
    var size = originalAttributes.size
    if let axes = sizingAxes(of: originalAttributes) {
      if axes.contains(.width) { size.width = preferredAttributes.size.width }
      if axes.contains(.height) { size.height = preferredAttributes.size.height }
    }
    let vertical = configuration.scrollDirection == .vertical
    let delta =
      vertical ? size.height - originalAttributes.size.height : size.width - originalAttributes.size.width
    context.contentSizeAdjustment = vertical ? CGSize(width: 0, height: delta) : CGSize(width: delta, height: 0)
    let visibleStart = vertical ? scrollPosition.contentOffset.y : scrollPosition.contentOffset.x
    let elementEnd = vertical ? originalAttributes.frame.maxY : originalAttributes.frame.maxX
    if elementEnd <= visibleStart {
      context.contentOffsetAdjustment = vertical ? CGPoint(x: 0, y: delta) : CGPoint(x: delta, y: 0)
    }
    switch originalAttributes.representedElementCategory {
    case .cell:
      context.invalidateItems(at: [indexPath])
      context.preferredItemSizes[indexPath] = size
    case .supplementaryView:
      let kind = originalAttributes.representedElementKind ?? ""
      context.invalidateSupplementaryElements(ofKind: kind, at: [indexPath])
      context.preferredSupplementarySizes[kind, default: [:]][indexPath] = size
    case .decorationView:
      break
    }
    return context
  }

  /// `invalidateLayout(with:)`.
  func applyInvalidation(_ context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      invalidateLayout()
      return
    }
    for (indexPath, size) in context.preferredItemSizes { setPreferredSize(size, forItemAt: indexPath) }
    for (kind, sizes) in context.preferredSupplementarySizes {
      for (indexPath, size) in sizes { setPreferredSize(size, forSupplementaryViewOfKind: kind, at: indexPath) }
    }
  }
}
