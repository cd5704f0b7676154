import Foundation

extension IndexPath {
  /// `[section, item]` built without an intermediate array: `IndexPath(item:section:)` on Linux goes through
  /// `init(indexes:)` with an array literal (a heap allocation per call), which dominated sizing passes and rect
  /// queries. Equal to `IndexPath(item: item, section: section)`.
  @inline(__always)
  static func layout(section: Int, item: Int) -> IndexPath {
    IndexPath(index: section).appending(item)
  }
}
