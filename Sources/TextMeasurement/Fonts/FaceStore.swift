import CFreeType
import Foundation

/// The FreeType library handle, the faces opened so far and the fallback chains built from them.
///
/// Not thread-safe; ``FontLibrary`` owns one and touches it only under its lock. Every face is opened at most once:
/// failures are remembered too, so a missing file costs one `stat`, not one per measurement.
struct FaceStore {
  /// Where faces come from.
  let catalog: FontCatalog
  private var library: FT_Library?
  private var libraryError: FontError?
  private var faces: [String: Result<FontFace, FontError>] = [:]
  private var chains: [String: FaceChain] = [:]

  /// Creates a store; FreeType starts on the first face lookup.
  init(catalog: FontCatalog) {
    self.catalog = catalog
  }

  /// The face named `name`, opening it on first use.
  ///
  /// Complexity: O(1) after the first call for `name`.
  mutating func face(named name: String) -> Result<FontFace, FontError> {
    if let known = faces[name] { return known }
    let result = open(name)
    faces[name] = result
    return result
  }

  /// The primary face named `name` and its fallbacks (those that load), built once per name.
  mutating func chain(named name: String) -> FaceChain {
    if let known = chains[name] { return known }
    let primary = try? face(named: name).get()
    var fallbacks: [FontFace] = []
    for fallbackName in catalog.entries[name]?.fallbacks ?? [] {
      if let fallback = try? face(named: fallbackName).get(),
        !fallbacks.contains(where: { $0 === fallback }), fallback !== primary
      {
        fallbacks.append(fallback)
      }
    }
    let chain = FaceChain(primary: primary, fallbacks: fallbacks)
    chains[name] = chain
    return chain
  }

  /// Frees FreeType and every face; the store must not be used afterwards.
  mutating func close() {
    faces.removeAll()
    chains.removeAll()
    if let library { FT_Done_FreeType(library) }
    library = nil
  }

  private mutating func freeType() -> Result<FT_Library, FontError> {
    if let library { return .success(library) }
    if let libraryError { return .failure(libraryError) }
    var handle: FT_Library?
    let error = FT_Init_FreeType(&handle)
    guard error == 0, let handle else {
      let failure = FontError.freeTypeInitializationFailed(code: error)
      libraryError = failure
      return .failure(failure)
    }
    library = handle
    return .success(handle)
  }

  private mutating func open(_ name: String) -> Result<FontFace, FontError> {
    guard let entry = catalog.entries[name] else { return .failure(.unknownFontName(name)) }
    let library: FT_Library
    switch freeType() {
    case .success(let handle): library = handle
    case .failure(let error): return .failure(error)
    }
    guard FileManager.default.isReadableFile(atPath: entry.path) else {
      return .failure(.fileNotFound(path: entry.path))
    }
    // The hinted index first; in a collection whose face there has another name, every other face in turn.
    var faceCount = 0
    var firstError: FontError?
    var faceIndex = entry.faceIndexHint
    var next = 0
    while true {
      var handle: FT_Face?
      let error = FT_New_Face(library, entry.path, FT_Long(faceIndex), &handle)
      if error == 0, let handle {
        faceCount = max(faceCount, Int(handle.pointee.num_faces))
        let face = FontFace(face: handle, path: entry.path)
        if face.postScriptName == entry.postScriptName || faceCount <= 1 { return .success(face) }
        FT_Done_Face(handle)
      } else if firstError == nil {
        firstError = .cannotOpenFace(path: entry.path, index: faceIndex, code: error)
      }
      if next == entry.faceIndexHint { next += 1 }
      guard next < max(faceCount, 1) else { break }
      faceIndex = next
      next += 1
    }
    if faceCount == 0, let firstError { return .failure(firstError) }
    return .failure(.faceNotInCollection(path: entry.path, postScriptName: entry.postScriptName))
  }
}
