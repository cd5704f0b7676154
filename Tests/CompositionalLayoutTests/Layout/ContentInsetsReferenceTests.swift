import CompositionalLayout
import Foundation
import Testing

/// Spec 2.1 (C-3…C-10): content-insets references with a non-zero safe area. Context 844 × 390 (landscape), safe
/// area left 47, right 30, top 10, bottom 21; system margins = safe area + 20 (width > 375).
@Suite("Content insets reference (C)")
struct ContentInsetsReferenceTests {
  static func landscape(counts: [Int] = [2]) -> LayoutContext {
    var context = context(width: 844, height: 390, counts: counts)
    context.safeAreaInsets = UIEdgeInsets(top: 10, left: 47, bottom: 21, right: 30)
    return context
  }

  static func configuration(_ reference: UIContentInsetsReference) -> UICollectionViewCompositionalLayoutConfiguration {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.contentInsetsReference = reference
    return configuration
  }

  @Test(
    "C-6/C-7 the configuration's reference sets the box rows span",
    arguments: [
      // .none: 0…844. .safeArea: 47…814 → 767. .layoutMargins: 67…794 → 727.
      // .readableContent: 727 > 672 → widen margins by (727 − 672)/2 = 27.5 → x 94.5, width 672.
      (UIContentInsetsReference.none, [0.0, 0, 844, 50]), (.safeArea, [47, 0, 767, 50]),
      (.automatic, [47, 0, 767, 50]), (.layoutMargins, [67, 0, 727, 50]), (.readableContent, [94.5, 0, 672, 50]),
    ])
  func reference(reference: UIContentInsetsReference, frame: [Double]) {
    let layout = layout(rowSection(height: 50), context: Self.landscape(), configuration: Self.configuration(reference))
    // Vertical safe-area insets do not move content in a vertical layout (C-5): row 0 at y 0.
    #expect(cell(layout, 0) == frame)
  }

  @Test("C-7 a section's own reference overrides the configuration's")
  func sectionOverride() {
    let section = rowSection(height: 50)
    section.contentInsetsReference = .none
    let layout = layout(section, context: Self.landscape(), configuration: Self.configuration(.layoutMargins))
    #expect(cell(layout, 0) == [0, 0, 844, 50])
  }

  @Test("C-10 section insets add to the reference box")
  func sectionInsetsOnTop() {
    let section = rowSection(height: 50)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let layout = layout(section, context: Self.landscape())
    // Safe area 47…814, less 10 each side → 57, width 747.
    #expect(cell(layout, 0) == [57, 0, 747, 50])
  }

  @Test("C-9 host-supplied layout margins and readable insets are used as given")
  func customMargins() {
    var context = Self.landscape()
    context.layoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 30, bottom: 8, trailing: 40)
    context.readableContentInsets = NSDirectionalEdgeInsets(top: 8, leading: 100, bottom: 8, trailing: 120)
    let margins = layout(rowSection(height: 50), context: context, configuration: Self.configuration(.layoutMargins))
    let readable = layout(rowSection(height: 50), context: context, configuration: Self.configuration(.readableContent))
    // 844 − 70 = 774 at 30; 844 − 220 = 624 at 100.
    #expect(cell(margins, 0) == [30, 0, 774, 50])
    #expect(cell(readable, 0) == [100, 0, 624, 50])
  }

  @Test("C-5 the environment reports the reference insets on the cross axis only")
  func environmentContainer() {
    final class Seen { var container: (any NSCollectionLayoutContainer)? }
    let seen = Seen()
    let layout = UICollectionViewCompositionalLayout { _, environment in
      seen.container = environment.container
      return rowSection(height: 50)
    }
    layout.prepare(context: Self.landscape(counts: [1]))
    #expect(seen.container?.contentSize == CGSize(width: 844, height: 390))
    #expect(
      seen.container?.contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 47, bottom: 0, trailing: 30))
    // 844 − 77 = 767; height unchanged.
    #expect(seen.container?.effectiveContentSize == CGSize(width: 767, height: 390))
  }

  @Test("C-3 container insets below 1 are fractions of the container's extent")
  func fractionalContainerInsets() {
    let container = LayoutContainer(
      contentSize: CGSize(width: 400, height: 200),
      contentInsets: NSDirectionalEdgeInsets(top: 0.1, leading: 0.25, bottom: 5, trailing: 1))
    // top 0.1 × 200 = 20, leading 0.25 × 400 = 100, bottom 5 pt, trailing 1 pt (not a fraction).
    #expect(container.effectiveContentInsets == NSDirectionalEdgeInsets(top: 20, leading: 100, bottom: 5, trailing: 1))
    #expect(container.effectiveContentSize == CGSize(width: 299, height: 175))
  }
}
