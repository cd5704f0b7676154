/// Why a font face could not be loaded.
///
/// Measurement never throws: a font whose face fails to load is measured with the documented approximation (see
/// ``TextMeasurer``). Call ``FontLibrary/loadFace(named:)`` to surface these errors up front, for example when a tool
/// starts.
///
/// UIKit parity: none; UIKit's fonts are always installed. `UIFont(name:size:)` returns `nil` for these cases.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `name` is not in the library's ``FontCatalog``.
  case unknownFontName(String)
  /// The catalog names a font file that does not exist (install the font package, or fix the catalog).
  case fileNotFound(path: String)
  /// FreeType could not start; `code` is the `FT_Error`.
  case freeTypeInitializationFailed(code: Int32)
  /// FreeType could not open face `index` of the file at `path`; `code` is the `FT_Error`.
  case cannotOpenFace(path: String, index: Int, code: Int32)
  /// The font collection at `path` holds no face with PostScript name `postScriptName`.
  case faceNotInCollection(path: String, postScriptName: String)

  public var description: String {
    switch self {
    case .unknownFontName(let name):
      "no font named '\(name)' in the font catalog"
    case .fileNotFound(let path):
      "font file '\(path)' does not exist; install the font or point the catalog elsewhere"
    case .freeTypeInitializationFailed(let code):
      "FreeType failed to initialise (FT_Error \(code))"
    case .cannotOpenFace(let path, let index, let code):
      "FreeType could not open face \(index) of '\(path)' (FT_Error \(code))"
    case .faceNotInCollection(let path, let postScriptName):
      "'\(path)' holds no face named '\(postScriptName)'"
    }
  }
}
