import CompositionalLayout
import Foundation
import TextMeasurement

/// The text a cell or supplementary shows: labels stacked top to bottom inside padding.
///
/// The element's height is what Auto Layout would compute for a vertical stack view of the labels pinned to the
/// content view with `padding`: padding.top + Σ ⌈label height⌉ + spacing × (labels − 1) + padding.bottom, where a
/// label's height is `TextMeasurer.size(of:font:width:numberOfLines:)` at the element's width less the leading and
/// trailing padding, rounded up to whole points as `UILabel.intrinsicContentSize` is. Lines start at the leading
/// padding (left-to-right layouts).
///
/// UIKit parity: stands in for a cell's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:…)` with a stack
/// view of labels; the faces are Inter and Noto Sans CJK, not San Francisco, so heights differ from an
/// iPhone's by the fonts' design.
public struct GalleryElementText: Hashable, Sendable {
  /// The labels, top to bottom.
  public var runs: [GalleryTextRun]
  /// Space between the element's edges and the labels, in points.
  public var padding: NSDirectionalEdgeInsets
  /// Space between consecutive labels, in points (≥ 0).
  public var spacing: CGFloat

  /// Creates an element's text.
  ///
  /// - Parameters:
  ///   - runs: The labels, top to bottom.
  ///   - padding: Space around the labels, in points (each ≥ 0).
  ///   - spacing: Space between labels, in points. Default 4.
  public init(_ runs: [GalleryTextRun], padding: NSDirectionalEdgeInsets, spacing: CGFloat = 4) {
    self.runs = runs
    self.padding = padding
    self.spacing = max(spacing, 0)
  }

  /// The width left for the labels in an element `width` points wide (never negative).
  public func textWidth(inElementWidth width: CGFloat) -> CGFloat {
    max(width - padding.leading - padding.trailing, 0)
  }

  /// The element's height, in points, when it is `width` points wide (the rule in the type's description).
  ///
  /// - Complexity: O(characters).
  public func height(forWidth width: CGFloat, measurer: TextMeasurer = TextMeasurer()) -> CGFloat {
    let textWidth = textWidth(inElementWidth: width)
    let labels = runs.reduce(CGFloat(0)) { total, run in
      total + labelHeight(run, width: textWidth, measurer: measurer)
    }
    return padding.top + labels + spacing * CGFloat(max(runs.count - 1, 0)) + padding.bottom
  }

  /// The lines drawn in an element `width` points wide, positioned from its top-leading corner.
  ///
  /// - Complexity: O(characters).
  public func lines(forWidth width: CGFloat, measurer: TextMeasurer = TextMeasurer()) -> [GalleryTextLine] {
    let textWidth = textWidth(inElementWidth: width)
    var top = padding.top
    var result: [GalleryTextLine] = []
    for run in runs {
      let layout = measurer.layout(
        of: run.text, font: run.font, width: textWidth, numberOfLines: run.numberOfLines,
        lineBreakMode: run.numberOfLines > 0 ? .byTruncatingTail : .byWordWrapping)
      for line in layout.lines where !line.text.isEmpty {
        result.append(
          GalleryTextLine(
            text: line.text, x: padding.leading, baseline: top + line.baseline, width: line.width, font: run.font,
            role: run.role))
      }
      top += layout.size.height.rounded(.up) + spacing
    }
    return result
  }

  private func labelHeight(_ run: GalleryTextRun, width: CGFloat, measurer: TextMeasurer) -> CGFloat {
    measurer.size(
      of: run.text, font: run.font, width: width, numberOfLines: run.numberOfLines,
      lineBreakMode: run.numberOfLines > 0 ? .byTruncatingTail : .byWordWrapping
    ).height.rounded(.up)
  }
}

/// A cell or supplementary of a gallery screen, named as a data source names it.
///
/// UIKit parity: the pair of `cellForItemAt` and `viewForSupplementaryElementOfKind:at:` arguments.
public enum GalleryElement: Hashable, Sendable {
  /// The cell at an index path.
  case cell(IndexPath)
  /// The supplementary of `kind` at an index path (boundary items of a section sit at item 0).
  case supplementary(kind: String, indexPath: IndexPath)
}
