import Foundation

extension IndexPath {
  /// The index path as drawn and dumped: "[section, item]", or the raw indices for other lengths.
  var renderLabel: String {
    "[" + map(String.init).joined(separator: ", ") + "]"
  }
}
