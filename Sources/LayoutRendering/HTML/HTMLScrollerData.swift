import CompositionalLayout
import Foundation

/// What the page's script knows about one orthogonal scroller, written into the page as JSON.
struct HTMLScrollerData: Codable, Equatable {
  /// The section index (matches the scroller's `data-section`).
  var section: Int
  /// The scroller's axis, "x" or "y".
  var axis: String
  /// Whether the scroller runs right to left (its scroll position is the negated offset).
  var rtl: Bool
  /// The behaviour's name, for reading the page.
  var behavior: String
  /// The smallest offset the section rests at, in points.
  var min: Double
  /// The largest offset the section rests at, in points.
  var max: Double
  /// The offset the section starts at.
  var initial: Double
  /// Every offset the section can rest at, ascending; nil (left out of the JSON) when it can rest anywhere in
  /// `min…max`.
  var offsets: [Double]?
}

extension HTMLRenderer {
  /// The scrollers' data as a JSON array, safe inside a `<script>` element.
  static func scrollerJSON(_ scene: HTMLScene) -> String {
    let data = scene.scrollers.map { scroller in
      let geometry = scroller.geometry
      return HTMLScrollerData(
        section: scroller.section, axis: scene.mainAxis.other.name,
        rtl: scene.isRightToLeft && scene.mainAxis.other == .x, behavior: "\(geometry.behavior)",
        min: Double(geometry.minimumContentOffset),
        max: Double(Swift.max(geometry.maximumContentOffset, geometry.minimumContentOffset)),
        initial: Double(geometry.initialContentOffset), offsets: geometry.restingOffsets()?.map { Double($0) })
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let json = try? encoder.encode(data), let text = String(data: json, encoding: .utf8) else { return "[]" }
    // Only numbers and the renderer's own names go in, but a "<" must never reach the script element.
    return text.replacingOccurrences(of: "<", with: "\\u003c")
  }
}
