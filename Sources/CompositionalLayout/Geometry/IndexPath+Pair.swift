import Foundation

extension IndexPath {
  /// `[section, item]` built without an intermediate array or a call into Foundation (`Views`' `IndexPath.pair`).
  /// Equal to `IndexPath(item: item, section: section)`.
  @inline(__always)
  static func layout(section: Int, item: Int) -> IndexPath {
    IndexPath.pair(section, item)
  }
}
