import CompositionalLayout
import Foundation
import TextMeasurement

/// One screen of the gallery: a layout written with the mirrored UIKit API, its data, and the size it is shown at.
///
/// ```swift
/// for screen in Gallery.screens() {
///   let layout = screen.preparedLayout()   // laid out at 390 × 844 pt
///   print(screen.title, layout.collectionViewContentSize)
/// }
/// ```
///
/// UIKit parity: none; a screen stands in for a view controller that owns a `UICollectionView` of `size` points
/// whose data source reports `itemCounts`.
public struct GalleryScreen {
  /// A short, file-name-safe identifier (lower-case letters, digits and hyphens), e.g. "comment-thread".
  public let name: String
  /// The heading shown above the picture, e.g. "Comment thread".
  public let title: String
  /// One sentence on what the screen shows and which features it exercises.
  public let summary: String
  /// The number of items in each section; its count is the number of sections.
  public let itemCounts: [Int]
  /// The collection view's size, in points. 390 × 844 (an iPhone 14 in portrait) for every gallery screen.
  public let size: CGSize
  /// What a cell shows, by index path ("reply 2", "photo 3"); nil when the cell has nothing to say beyond its
  /// index path.
  public let cellLabel: (IndexPath) -> String?
  /// The text each element shows, or nil for elements without text; screens with text size their estimated
  /// elements from it (see `preparedLayout(measurer:)`).
  public let text: ((GalleryElement) -> GalleryElementText?)?
  /// The orthogonally scrolling section that pages and its page indicator, for screens that have one.
  public let paging: GalleryPaging?
  private let layoutFactory: () -> UICollectionViewCompositionalLayout

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - name: Lower-case letters, digits and hyphens only; used as a file name.
  ///   - title: The heading.
  ///   - summary: One sentence describing the screen.
  ///   - itemCounts: Items per section (each ≥ 0).
  ///   - size: The collection view's size in points. Default 390 × 844.
  ///   - cellLabel: What each cell shows. Default: nothing.
  ///   - text: The text each element shows. Default nil: no element has text and nothing is measured.
  ///   - paging: The paging section and its indicator. Default nil.
  ///   - makeLayout: Builds a fresh layout each time it is called.
  public init(
    name: String, title: String, summary: String, itemCounts: [Int], size: CGSize = Gallery.screenSize,
    cellLabel: @escaping (IndexPath) -> String? = { _ in nil },
    text: ((GalleryElement) -> GalleryElementText?)? = nil, paging: GalleryPaging? = nil,
    makeLayout: @escaping () -> UICollectionViewCompositionalLayout
  ) {
    self.text = text
    self.paging = paging
    self.name = name
    self.title = title
    self.summary = summary
    self.itemCounts = itemCounts
    self.size = size
    self.cellLabel = cellLabel
    self.layoutFactory = makeLayout
  }

  /// A fresh, unprepared layout for this screen.
  ///
  /// - Complexity: O(1); the section providers run when the layout is prepared.
  public func makeLayout() -> UICollectionViewCompositionalLayout {
    layoutFactory()
  }

  /// The context the screen is laid out in: `size`, no safe-area insets, `itemCounts`, left to right at 3×.
  public var context: LayoutContext {
    LayoutContext(size: size, numberOfItemsInSection: itemCounts)
  }

  /// A fresh layout, prepared with `context`; for a screen with `text`, then sized to it.
  ///
  /// Sizing runs `performSizingPass(measure:)` over every self-sizing element: an element with text gets the
  /// height `GalleryElementText.height(forWidth:measurer:)` gives at its current width on each estimated axis
  /// (widths here are never estimated); an element without text keeps its size. Heights do not depend on the
  /// heights the layout gave, so the pass settles after two rounds.
  ///
  /// - Parameter measurer: Measures the text. Default `TextMeasurer()`.
  /// - Complexity: that of `prepare(context:)`, plus O(characters) of text per sizing round.
  public func preparedLayout(measurer: TextMeasurer = TextMeasurer()) -> UICollectionViewCompositionalLayout {
    let layout = makeLayout()
    layout.prepare(context: context)
    if let text {
      layout.performSizingPass { request in
        let element: GalleryElement =
          request.representedElementCategory == .cell
          ? .cell(request.indexPath)
          : .supplementary(kind: request.representedElementKind ?? "", indexPath: request.indexPath)
        guard let content = text(element), request.sizesHeight else { return request.currentSize }
        return CGSize(
          width: request.currentSize.width,
          height: content.height(forWidth: request.currentSize.width, measurer: measurer))
      }
    }
    return layout
  }

  /// The lines `element` draws in a frame `width` points wide, positioned from the element's top-leading corner;
  /// empty when the element has no text.
  ///
  /// - Complexity: O(characters of the element's text).
  public func textLines(
    for element: GalleryElement, width: CGFloat, measurer: TextMeasurer = TextMeasurer()
  ) -> [GalleryTextLine] {
    text?(element)?.lines(forWidth: width, measurer: measurer) ?? []
  }

  /// The total number of items over all sections.
  public var itemCount: Int {
    itemCounts.reduce(0) { $0 + max($1, 0) }
  }
}
